import {
  type CreateUserInput,
  SecurityLogAction,
  type SetUserPasswordInput,
  type UpdateUserInput,
  type UserDto,
} from '@hr/contracts';
import { hash } from '@node-rs/argon2';
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { newStamp, normalized } from '../../platform/db/columns.ts';
import { findOr404, modified, softDelete, updateStamped, withUniqueErrors } from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { PermissionService } from '../../platform/permissions.service.ts';
import { roles, userDirectory, userRoles, users } from './identity.tables.ts';
import { endSessionsOf } from './oidc/oidc-adapter.ts';
import { defaultRoleNamesIn, normalizedAdminRoleName, rolesOfTenant } from './role.service.ts';
import { changedNames, type SecurityLog } from './security-log.service.ts';
import type { UserQueries } from './user.queries.ts';
import {
  assertUniqueUser,
  type Clocked,
  duplicateUser,
  findUser,
  liveUsers,
  personalColumns,
  roleNamesOf,
  type Scope,
  type UserRow,
} from './user.rows.ts';

/** The columns that create and update both write from the input. */
function profileColumns(input: CreateUserInput | UpdateUserInput) {
  return { ...personalColumns(input), isActive: input.isActive, lockoutEnabled: input.lockoutEnabled };
}

/**
 * Refuses a change that would leave the tenant (or the host) without an active user holding the `admin`
 * role: deleting or deactivating that user, or taking the role away. Locks the admin role's row first, so
 * two such changes to two administrators at once cannot both pass.
 */
async function assertNotLastAdministrator(tx: Tx, tenantId: string | null, user: UserRow): Promise<void> {
  const [admin] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(rolesOfTenant(tenantId), eq(roles.normalizedName, normalizedAdminRoleName)))
    .for('update');
  if (!admin) return;
  const holders = await tx
    .select({ id: users.id })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.roleId, admin.id), liveUsers(tenantId), eq(users.isActive, true)));
  if (holders.length === 1 && holders[0]!.id === user.id)
    throw new AppError('Identity:LastAdministrator', { userName: user.userName });
}

/**
 * What administrators change of the users: create, update, delete, set the password, end a lockout. The
 * rules of identity: unique names and e-mails, no role given that grants more than the giver holds, never
 * the last active administrator gone.
 */
export function createUserCommands(
  db: Database,
  permissions: PermissionService,
  queries: Pick<UserQueries, 'get'>,
  securityLog: SecurityLog,
) {
  /** A user's role assignment changed (or given at creation), in the change's transaction. */
  async function rolesChanged(
    tx: Tx,
    ctx: Clocked,
    user: { id: string; userName: string },
    before: string[],
  ) {
    const after = (await roleNamesOf(tx, [user.id])).get(user.id) ?? [];
    const added = after.filter((n) => !before.includes(n));
    const removed = before.filter((n) => !after.includes(n));
    if (!added.length && !removed.length) return;
    await securityLog.record(
      ctx,
      {
        action: SecurityLogAction.UserRolesChanged,
        targetUserId: user.id,
        targetName: user.userName,
        details: changedNames({ added, removed }),
      },
      tx,
    );
  }

  /**
   * Nobody gives a role that grants more than they hold themselves: each role newly given by a person
   * (not by the system, not the tenant's default roles) may grant only permissions the giver holds. The
   * tenant's admin holds everything, so still can. Read before the write's transaction opens.
   */
  async function mayGive(ctx: Scope) {
    if (!ctx.userId) return async () => undefined;
    const [held, grantable] = await Promise.all([
      permissions.granted(ctx),
      permissions.grantable(ctx.tenantId).then((names) => new Set(names)),
    ]);
    return async (tx: Tx, roleNames: readonly string[]) => {
      const grants = await permissions.grantsOf(tx, ctx.tenantId, 'R', [...roleNames]);
      const unheld = grants.find((g) => grantable.has(g.name) && !held.has(g.name));
      if (unheld)
        throw new AppError('Identity:CannotGrantUnheldRole', {
          name: unheld.providerKey,
          permission: unheld.name,
        });
    };
  }

  /** The stored names of the given roles (grants are keyed by the stored name). */
  async function storedRoleNames(
    tx: Tx,
    tenantId: string | null,
    names: readonly string[],
  ): Promise<string[]> {
    if (!names.length) return [];
    const rows = await tx
      .select({ name: roles.name })
      .from(roles)
      .where(
        and(
          tenantId ? eq(roles.tenantId, tenantId) : isNull(roles.tenantId),
          inArray(roles.normalizedName, names.map(normalized)),
        ),
      );
    return rows.map((r) => r.name);
  }

  async function setRoles(tx: Tx, tenantId: string | null, userId: string, roleNames: string[]) {
    const found = roleNames.length
      ? await tx
          .select({ id: roles.id, name: roles.name })
          .from(roles)
          .where(
            and(
              tenantId ? eq(roles.tenantId, tenantId) : isNull(roles.tenantId),
              inArray(roles.normalizedName, roleNames.map(normalized)),
            ),
          )
      : [];
    const missing = roleNames.filter((n) => !found.some((f) => normalized(f.name) === normalized(n)));
    if (missing.length) throw new AppError('Identity:RoleNotFound', { name: missing.join(', ') });
    // Only the roles taken away and the ones added: a role kept is not rewritten (nor recorded as removed
    // and given again in the entity change log).
    const kept = found.map((r) => r.id);
    await tx
      .delete(userRoles)
      .where(
        kept.length
          ? and(eq(userRoles.userId, userId), notInArray(userRoles.roleId, kept))
          : eq(userRoles.userId, userId),
      );
    if (found.length)
      await tx
        .insert(userRoles)
        .values(found.map((r) => ({ tenantId, userId, roleId: r.id })))
        .onConflictDoNothing();
  }

  return {
    async create(ctx: Clocked, input: CreateUserInput): Promise<UserDto> {
      const passwordHash = await hash(input.password);
      const checkGiven = await mayGive(ctx);
      const id = await db.transaction(ctx, async (tx) => {
        await assertUniqueUser(tx, ctx.tenantId, input.userName, input.email);
        if (input.roleNames) await checkGiven(tx, await storedRoleNames(tx, ctx.tenantId, input.roleNames));
        // Two creates of one name or e-mail at once both pass the check above; the unique indexes stop one.
        const [row] = await withUniqueErrors(duplicateUser(input), () =>
          tx
            .insert(users)
            .values({
              tenantId: ctx.tenantId,
              ...profileColumns(input),
              passwordHash,
              securityStamp: newStamp(),
              creatorId: ctx.userId,
            })
            .returning({ id: users.id }),
        );
        await tx.insert(userDirectory).values({ userId: row!.id, tenantId: ctx.tenantId });
        // Without explicit roles a new user gets the tenant's default roles (ABP's default roles).
        const roleNames = input.roleNames ?? (await defaultRoleNamesIn(tx, ctx.tenantId));
        await setRoles(tx, ctx.tenantId, row!.id, roleNames);
        await rolesChanged(tx, ctx, { id: row!.id, userName: input.userName.trim() }, []);
        return row!.id;
      });
      return queries.get(ctx, id);
    },

    async update(ctx: Clocked, id: string, input: UpdateUserInput): Promise<UserDto> {
      const passwordHash = input.password ? await hash(input.password) : undefined;
      const checkGiven = await mayGive(ctx);
      await db.transaction(ctx, async (tx) => {
        const current = await findUser(tx, ctx.tenantId, id);
        await assertUniqueUser(tx, ctx.tenantId, input.userName, input.email, id);
        if (input.roleNames) {
          const before = new Set((await roleNamesOf(tx, [id])).get(id) ?? []);
          const given = await storedRoleNames(tx, ctx.tenantId, input.roleNames);
          await checkGiven(
            tx,
            given.filter((n) => !before.has(n)),
          );
        }
        const dropsAdmin =
          input.roleNames !== undefined &&
          !input.roleNames.some((n) => normalized(n) === normalizedAdminRoleName);
        if (!input.isActive || dropsAdmin) await assertNotLastAdministrator(tx, ctx.tenantId, current);
        await withUniqueErrors(duplicateUser(input), () =>
          updateStamped(tx, users, {
            where: and(liveUsers(ctx.tenantId), eq(users.id, id)),
            stamp: input.concurrencyStamp,
            set: {
              ...profileColumns(input),
              ...(passwordHash ? { passwordHash, securityStamp: newStamp() } : {}),
            },
            ctx,
          }),
        );
        if (passwordHash) {
          await endSessionsOf(tx, id);
          await securityLog.record(
            ctx,
            { action: SecurityLogAction.PasswordSet, targetUserId: id, targetName: current.userName },
            tx,
          );
        }
        if (input.roleNames !== undefined) {
          const before = (await roleNamesOf(tx, [id])).get(id) ?? [];
          await setRoles(tx, ctx.tenantId, id, input.roleNames);
          await rolesChanged(tx, ctx, current, before);
        }
      });
      return queries.get(ctx, id);
    },

    /** Soft delete: the row stays for history and audit, the name becomes free again. */
    async delete(ctx: Clocked, id: string): Promise<void> {
      if (id === ctx.userId) throw new AppError('Identity:CannotDeleteSelf');
      await db.transaction(ctx, async (tx) => {
        const current = await findUser(tx, ctx.tenantId, id);
        if (current.isActive) await assertNotLastAdministrator(tx, ctx.tenantId, current);
        // Locked after the admin role, the order of every user write: a second delete at once waits
        // here, then finds the user gone (404).
        await findUser(tx, ctx.tenantId, id, { lock: true });
        await softDelete(tx, users, and(liveUsers(ctx.tenantId), eq(users.id, id)), ctx);
        // The user's own grants go with them (their role memberships stay, as history).
        await permissions.revokeAll(tx, ctx.tenantId, 'U', id);
      });
    },

    /** An administrator sets a user's password; the new security stamp marks the change. */
    async setPassword(ctx: Clocked, id: string, input: SetUserPasswordInput): Promise<void> {
      const passwordHash = await hash(input.newPassword);
      await db.transaction(ctx, async (tx) => {
        const user = findOr404(
          await tx
            .update(users)
            .set({ passwordHash, securityStamp: newStamp(), ...modified(ctx) })
            .where(and(liveUsers(ctx.tenantId), eq(users.id, id)))
            .returning({ id: users.id, userName: users.userName }),
        );
        await endSessionsOf(tx, id);
        await securityLog.record(
          ctx,
          { action: SecurityLogAction.PasswordSet, targetUserId: id, targetName: user.userName },
          tx,
        );
      });
    },

    /** Ends a lockout: the user may sign in again at once, with a fresh count of failed attempts. */
    async unlock(ctx: Clocked, id: string): Promise<void> {
      await db.transaction(ctx, async (tx) => {
        const user = findOr404(
          await tx
            .update(users)
            .set({ lockoutEnd: null, accessFailedCount: 0, ...modified(ctx) })
            .where(and(liveUsers(ctx.tenantId), eq(users.id, id)))
            .returning({ id: users.id, userName: users.userName }),
        );
        await securityLog.record(
          ctx,
          { action: SecurityLogAction.Unlocked, targetUserId: id, targetName: user.userName },
          tx,
        );
      });
    },
  };
}
export type UserCommands = ReturnType<typeof createUserCommands>;
