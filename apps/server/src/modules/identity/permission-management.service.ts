import {
  type GetPermissionListResultDto,
  type GetPermissionsInput,
  IdentityPermissions,
  type PermissionGroupDto,
  PermissionProviderNames,
  permissionGroups,
  SecurityLogAction,
  type UpdatePermissionsInput,
} from '@hr/contracts';
import { and, eq, not } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.ts';
import { isUuid } from '../../platform/db/columns.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { groupBy } from '../../platform/group-by.ts';
import type { PermissionService } from '../../platform/permissions.service.ts';
import { roles, userRoles, users } from './identity.tables.ts';
import { normalizeRoleName, rolesOfTenant } from './role.service.ts';
import { changedNames, type SecurityLog } from './security-log.service.ts';
import { ofTenant } from './user.rows.ts';

type Scope = Pick<RequestContext, 'tenantId' | 'userId' | 'language'> &
  Partial<Pick<RequestContext, 'userName' | 'origin' | 'now'>>;

/** Whose permissions: the key grants are stored under, its display name, and a user's roles. */
interface Entity {
  key: string;
  displayName: string;
  roleNames: string[];
}

/** The policy that lets a caller manage the permissions of roles, or of users. */
const managePolicy = {
  [PermissionProviderNames.Role]: IdentityPermissions.Roles.ManagePermissions,
  [PermissionProviderNames.User]: IdentityPermissions.Users.ManagePermissions,
} as const;

/**
 * ABP's permission management for roles ('R', key = role name) and users ('U', key = user id): the tree
 * of the permissions grantable here (side and features) with what the entity holds, and saving changes.
 */
export function createPermissionManagementService(
  db: Database,
  permissions: PermissionService,
  securityLog: SecurityLog,
) {
  async function assertPolicy(ctx: Scope, providerName: GetPermissionsInput['providerName']) {
    if (!(await permissions.granted(ctx)).has(managePolicy[providerName]))
      throw new AppError('Platform:Forbidden');
  }

  async function resolve(tx: Tx, tenantId: string | null, input: GetPermissionsInput): Promise<Entity> {
    if (input.providerName === PermissionProviderNames.Role) {
      const [role] = await tx
        .select({ name: roles.name })
        .from(roles)
        .where(and(rolesOfTenant(tenantId), eq(roles.normalizedName, normalizeRoleName(input.providerKey))));
      if (!role) throw notFound();
      return { key: role.name, displayName: role.name, roleNames: [] };
    }
    if (!isUuid(input.providerKey)) throw notFound();
    const [user] = await tx
      .select({ id: users.id, userName: users.userName })
      .from(users)
      .where(and(ofTenant(tenantId), not(users.isDeleted), eq(users.id, input.providerKey)));
    if (!user) throw notFound();
    const held = await tx
      .select({ name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(userRoles.userId, user.id), rolesOfTenant(tenantId)));
    return { key: user.id, displayName: user.userName, roleNames: held.map((r) => r.name) };
  }

  return {
    async get(ctx: Scope, input: GetPermissionsInput): Promise<GetPermissionListResultDto> {
      await assertPolicy(ctx, input.providerName);
      const definitions = await permissions.grantableDefinitions(ctx.tenantId);
      const { entity, grants } = await db.transaction(ctx, async (tx) => {
        const entity = await resolve(tx, ctx.tenantId, input);
        const own = await permissions.grantsOf(tx, ctx.tenantId, input.providerName, [entity.key]);
        const viaRoles = await permissions.grantsOf(tx, ctx.tenantId, 'R', entity.roleNames);
        return { entity, grants: [...own, ...viaRoles] };
      });
      const providersOf = groupBy(
        grants,
        (g) => g.name,
        (g) => ({ providerName: g.providerName, providerKey: g.providerKey }),
      );
      const groups: PermissionGroupDto[] = [];
      for (const group of permissionGroups) {
        const items = definitions.filter((p) => p.groupName === group.name);
        if (!items.length) continue;
        groups.push({
          name: group.name,
          displayName: group.displayName[ctx.language],
          permissions: items.map((p) => {
            const grantedProviders = providersOf.get(p.name) ?? [];
            return {
              name: p.name,
              displayName: p.displayName[ctx.language],
              parentName: p.parentName,
              isGranted: grantedProviders.length > 0,
              grantedProviders,
            };
          }),
        });
      }
      return { entityDisplayName: entity.displayName, groups };
    },

    /**
     * Saves the changes sent: grants to or revokes from the entity itself. A permission that cannot be
     * granted here (other side, feature off, unknown) refuses the whole request.
     */
    async update(ctx: Scope, input: GetPermissionsInput, body: UpdatePermissionsInput): Promise<void> {
      await assertPolicy(ctx, input.providerName);
      const grantable = new Set(await permissions.grantable(ctx.tenantId));
      const wanted = new Map<string, boolean>();
      for (const change of body.permissions) {
        if (!grantable.has(change.name))
          throw new AppError('Identity:PermissionNotGrantable', { name: change.name });
        wanted.set(change.name, change.isGranted);
      }
      const add = [...wanted].filter(([, on]) => on).map(([name]) => name);
      const remove = [...wanted].filter(([, on]) => !on).map(([name]) => name);
      // Nobody grants what they do not hold themselves (the tenant's admin holds everything).
      const held = await permissions.granted(ctx);
      const unheld = add.find((name) => !held.has(name));
      if (unheld) throw new AppError('Identity:CannotGrantUnheldPermission', { name: unheld });
      await db.transaction(ctx, async (tx) => {
        const entity = await resolve(tx, ctx.tenantId, input);
        await permissions.grant(tx, ctx.tenantId, input.providerName, entity.key, add);
        await permissions.revoke(tx, ctx.tenantId, input.providerName, entity.key, remove);
        if (add.length || remove.length)
          await securityLog.record(
            ctx,
            {
              action: SecurityLogAction.PermissionsChanged,
              targetUserId: input.providerName === PermissionProviderNames.User ? entity.key : null,
              targetName: `${input.providerName === PermissionProviderNames.Role ? 'role' : 'user'} ${entity.displayName}`,
              details: changedNames({ granted: add, revoked: remove }),
            },
            tx,
          );
      });
    },
  };
}
export type PermissionManagementService = ReturnType<typeof createPermissionManagementService>;
