import {
  adminRoleName,
  type CreateRoleInput,
  type GetRolesInput,
  type PagedResult,
  type RoleDto,
  type RoleListResult,
  roleEndpoints,
  SecurityLogAction,
  type UpdateRoleInput,
} from '@hr/contracts';
import { and, asc, count, eq, ilike, isNull } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.ts';
import { columnsOf, entityDto, newId, normalized } from '../../platform/db/columns.ts';
import { findOr404, pageOfTable, updateStamped, withUniqueErrors } from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { containing } from '../../platform/db/search.ts';
import { sortColumns, sortingOrder } from '../../platform/db/sorting.ts';
import { AppError } from '../../platform/errors.ts';
import type { PermissionService } from '../../platform/permissions.service.ts';
import { roles, userRoles } from './identity.tables.ts';
import type { SecurityLog } from './security-log.service.ts';

type RoleRow = typeof roles.$inferSelect;
type Scope = Pick<RequestContext, 'tenantId' | 'userId'> &
  Partial<Pick<RequestContext, 'userName' | 'origin' | 'now'>>;
/** A write that stamps the row: the request's clock too. */
type Writer = Pick<RequestContext, 'tenantId' | 'userId' | 'now'> &
  Partial<Pick<RequestContext, 'userName' | 'origin'>>;

/** Role names compare case-insensitively, as every normalized name does. */
export const normalizeRoleName = normalized;
export const normalizedAdminRoleName = normalizeRoleName(adminRoleName);

/** The tenant filter of the data layer; row-level security enforces the same thing a second time. */
export const rolesOfTenant = (tenantId: string | null) =>
  tenantId ? eq(roles.tenantId, tenantId) : isNull(roles.tenantId);
const userRolesOfTenant = (tenantId: string | null) =>
  tenantId ? eq(userRoles.tenantId, tenantId) : isNull(userRoles.tenantId);

const toDto = (row: RoleRow): RoleDto =>
  entityDto(row, columnsOf(row, 'name', 'isDefault', 'isPublic', 'isStatic', 'requiresTwoFactor'));

const sortable = sortColumns(roleEndpoints.list, {
  name: roles.name,
  isDefault: roles.isDefault,
  isPublic: roles.isPublic,
  creationTime: roles.creationTime,
});

function orderBy(sorting: string | undefined) {
  return sortingOrder(sorting, sortable, { fallback: [asc(roles.normalizedName)], tieBreaker: roles.id });
}

/** The names of the tenant's default roles, inside the caller's transaction. */
export async function defaultRoleNamesIn(tx: Tx, tenantId: string | null): Promise<string[]> {
  const rows = await tx
    .select({ name: roles.name })
    .from(roles)
    .where(and(rolesOfTenant(tenantId), eq(roles.isDefault, true)))
    .orderBy(asc(roles.normalizedName));
  return rows.map((r) => r.name);
}

const duplicateName = (name: string) => ({
  roles_tenant_name: () => new AppError('Identity:DuplicateRoleName', { name }),
});

async function assertUniqueName(tx: Tx, tenantId: string | null, name: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(rolesOfTenant(tenantId), eq(roles.normalizedName, normalizeRoleName(name))));
  if (clash && clash.id !== exceptId) throw new AppError('Identity:DuplicateRoleName', { name: name.trim() });
}

export interface NewRole {
  name: string;
  isDefault?: boolean;
  isPublic?: boolean;
  isStatic?: boolean;
  requiresTwoFactor?: boolean;
  /** Permissions granted to the role at once. */
  grants?: string[];
}

/** Inserts a role (unique name) with its grants, inside the caller's transaction; returns its id. */
export async function insertRole(
  tx: Tx,
  permissions: PermissionService,
  ctx: Scope,
  role: NewRole,
): Promise<string> {
  const name = role.name.trim();
  await assertUniqueName(tx, ctx.tenantId, name);
  const id = newId();
  // Two creates of one name at once both pass the check above; the unique index stops the second.
  await withUniqueErrors(duplicateName(name), () =>
    tx.insert(roles).values({
      id,
      tenantId: ctx.tenantId,
      name,
      normalizedName: normalizeRoleName(name),
      isDefault: role.isDefault ?? false,
      isPublic: role.isPublic ?? true,
      isStatic: role.isStatic ?? false,
      requiresTwoFactor: role.requiresTwoFactor ?? false,
      creatorId: ctx.userId,
    }),
  );
  await permissions.grant(tx, ctx.tenantId, 'R', name, role.grants ?? []);
  return id;
}

/**
 * Roles of the host and of each tenant: unique names per tenant, a static role (the tenant's `admin`) can
 * be neither renamed nor deleted, and a role's grants follow its name.
 */
export function createRoleService(db: Database, permissions: PermissionService, securityLog: SecurityLog) {
  const flags = (r: { isDefault?: boolean; isPublic?: boolean; requiresTwoFactor?: boolean }) =>
    `default: ${r.isDefault ? 'yes' : 'no'}, public: ${(r.isPublic ?? true) ? 'yes' : 'no'}, two-factor required: ${r.requiresTwoFactor ? 'yes' : 'no'}`;
  async function find(tx: Tx, tenantId: string | null, id: string): Promise<RoleRow> {
    return findOr404(
      await tx
        .select()
        .from(roles)
        .where(and(rolesOfTenant(tenantId), eq(roles.id, id))),
    );
  }

  return {
    async list(ctx: Scope, input: GetRolesInput): Promise<PagedResult<RoleDto>> {
      return db.transaction(ctx, (tx) =>
        pageOfTable(tx, roles, input, {
          where: and(
            rolesOfTenant(ctx.tenantId),
            input.filter ? ilike(roles.name, containing(input.filter)) : undefined,
          ),
          order: orderBy(input.sorting),
          map: toDto,
        }),
      );
    },

    /** Every role of the tenant, by name (the role pickers; ABP's `all` and `assignable-roles`). */
    async all(ctx: Scope): Promise<RoleListResult> {
      const rows = await db.transaction(ctx, (tx) =>
        tx.select().from(roles).where(rolesOfTenant(ctx.tenantId)).orderBy(asc(roles.normalizedName)),
      );
      return { items: rows.map(toDto) };
    },

    async get(ctx: Scope, id: string): Promise<RoleDto> {
      return toDto(await db.transaction(ctx, (tx) => find(tx, ctx.tenantId, id)));
    },

    async create(ctx: Scope, input: CreateRoleInput): Promise<RoleDto> {
      const id = await db.transaction(ctx, async (tx) => {
        const created = await insertRole(tx, permissions, ctx, {
          name: input.name,
          isDefault: input.isDefault,
          isPublic: input.isPublic,
          requiresTwoFactor: input.requiresTwoFactor,
        });
        await securityLog.record(
          ctx,
          { action: SecurityLogAction.RoleCreated, targetName: input.name.trim(), details: flags(input) },
          tx,
        );
        return created;
      });
      return this.get(ctx, id);
    },

    async update(ctx: Writer, id: string, input: UpdateRoleInput): Promise<RoleDto> {
      const name = input.name.trim();
      await db.transaction(ctx, async (tx) => {
        const current = await find(tx, ctx.tenantId, id);
        const renamed = current.name !== name;
        if (renamed && current.isStatic)
          throw new AppError('Identity:StaticRoleCannotBeRenamed', { name: current.name });
        if (renamed) await assertUniqueName(tx, ctx.tenantId, name, id);
        await withUniqueErrors(duplicateName(name), () =>
          updateStamped(tx, roles, {
            where: and(rolesOfTenant(ctx.tenantId), eq(roles.id, id)),
            stamp: input.concurrencyStamp,
            set: {
              name,
              normalizedName: normalizeRoleName(name),
              isDefault: input.isDefault,
              isPublic: input.isPublic,
              requiresTwoFactor: input.requiresTwoFactor,
            },
            ctx,
          }),
        );
        // Grants are keyed by the role's name: they follow it.
        if (renamed) await permissions.renameKey(tx, ctx.tenantId, 'R', current.name, name);
        await securityLog.record(
          ctx,
          {
            action: SecurityLogAction.RoleUpdated,
            targetName: name,
            details: `${renamed ? `renamed from ${current.name}; ` : ''}${flags(input)}`,
          },
          tx,
        );
      });
      return this.get(ctx, id);
    },

    /** Deletes the role with its grants and memberships; its users keep their other roles. */
    async delete(ctx: Scope, id: string): Promise<void> {
      await db.transaction(ctx, async (tx) => {
        const current = await find(tx, ctx.tenantId, id);
        if (current.isStatic)
          throw new AppError('Identity:StaticRoleCannotBeDeleted', { name: current.name });
        await tx.delete(userRoles).where(and(eq(userRoles.roleId, id), userRolesOfTenant(ctx.tenantId)));
        await permissions.revokeAll(tx, ctx.tenantId, 'R', current.name);
        await tx.delete(roles).where(and(rolesOfTenant(ctx.tenantId), eq(roles.id, id)));
        await securityLog.record(
          ctx,
          { action: SecurityLogAction.RoleDeleted, targetName: current.name },
          tx,
        );
      });
    },

    /**
     * The names of the tenant's default roles: what a new user gets when created without explicit roles,
     * and what a self-registered user gets. Pass `tx` to read inside an open transaction (never nest one).
     */
    async defaultRoleNames(ctx: Pick<RequestContext, 'tenantId'>, tx?: Tx): Promise<string[]> {
      if (tx) return defaultRoleNamesIn(tx, ctx.tenantId);
      return db.transaction(ctx, (t) => defaultRoleNamesIn(t, ctx.tenantId));
    },

    /** Creates a role with grants (seeds, a new tenant's admin role); returns its id. */
    async createWithGrants(ctx: Scope, role: NewRole): Promise<string> {
      return db.transaction(ctx, (tx) => insertRole(tx, permissions, ctx, role));
    },

    async count(ctx: Pick<RequestContext, 'tenantId'>): Promise<number> {
      const [row] = await db.transaction(ctx, (tx) =>
        tx.select({ n: count() }).from(roles).where(rolesOfTenant(ctx.tenantId)),
      );
      return row?.n ?? 0;
    },
  };
}
export type RoleService = ReturnType<typeof createRoleService>;
