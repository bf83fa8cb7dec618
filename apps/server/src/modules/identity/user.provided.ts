import { and, count, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { normalized } from '../../platform/db/columns.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import type { PermissionService } from '../../platform/permissions.service.ts';
import { permissionGrants } from '../../platform/platform.tables.ts';
import { roles, userRoles, users } from './identity.tables.ts';
import { insertRole } from './role.service.ts';
import { liveUsers, ofTenant, type Scope, userSearch } from './user.rows.ts';

// What the platform and other modules read of the users (through identity's public.ts): the permission
// check's roles, the active users a notification goes to, the approvers of requests, the link between a user
// and an employee, and a new tenant's first role.

/**
 * The statement listing a user's roles now, for the permission check (`CurrentRoles`): one row per role
 * held (`role_name` null when none), `active` whether the user may act; no row when the user does not
 * exist in that tenant or is deleted. Built without a connection: the check runs it inside its own
 * statement on the owner connection, so the tenant is filtered here explicitly.
 */
export function currentRoleNames(tenantId: string | null, userId: string): SQL {
  return new QueryBuilder()
    .select({ active: sql`${users.isActive}`.as('active'), roleName: sql`${roles.name}`.as('role_name') })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(liveUsers(tenantId), eq(users.id, userId)))
    .getSQL();
}

/** The tenant's live users whose `column` is one of `values` (none read for no values), with their user names. */
async function liveUsersAmong(
  tx: Tx,
  tenantId: string,
  column: typeof users.id | typeof users.normalizedUserName,
  values: string[],
): Promise<Array<{ id: string; userName: string }>> {
  if (!values.length) return [];
  return tx
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(and(liveUsers(tenantId), inArray(column, values)));
}

/** The ids of the tenant's active users (live, not deactivated) that meet `condition`. */
async function activeUserIdsWhere(
  tx: Tx,
  tenantId: string | null,
  condition: SQL | undefined,
): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(liveUsers(tenantId), eq(users.isActive, true), condition));
  return rows.map((r) => r.id);
}

/** The users' calls that other modules, the seeds and a new tenant make. */
export function createProvidedUsers(db: Database, permissions: PermissionService) {
  return {
    /** Ids of the tenant's active users: all of them, one user (if active), or a role's holders. */
    async activeUserIds(ctx: Scope, only: { userId?: string; roleId?: string } = {}): Promise<string[]> {
      return db.transaction(ctx, (tx) =>
        activeUserIdsWhere(
          tx,
          ctx.tenantId,
          and(
            only.userId ? eq(users.id, only.userId) : undefined,
            only.roleId
              ? inArray(
                  users.id,
                  tx
                    .select({ id: userRoles.userId })
                    .from(userRoles)
                    .where(eq(userRoles.roleId, only.roleId)),
                )
              : undefined,
          ),
        ),
      );
    },

    /**
     * Who acts for an employee and who holds a permission, for the approval tasks of requests: the active
     * user linked to the employee (null when none), and the active users granted `permission` through one
     * of their roles ('R') or to themselves ('U'). Joins the caller's transaction.
     */
    approvers: {
      async userOfEmployee(ctx: Scope, employeeId: string): Promise<string | null> {
        const [row] = await db.transaction(ctx, (tx) =>
          tx
            .select({ id: users.id })
            .from(users)
            .where(and(liveUsers(ctx.tenantId), eq(users.isActive, true), eq(users.employeeId, employeeId)))
            .limit(1),
        );
        return row?.id ?? null;
      },

      async holdersOf(ctx: Scope, permission: string): Promise<string[]> {
        return db.transaction(ctx, async (tx) => {
          const grants = and(
            ctx.tenantId ? eq(permissionGrants.tenantId, ctx.tenantId) : isNull(permissionGrants.tenantId),
            eq(permissionGrants.name, permission),
          );
          const byRole = tx
            .select({ id: userRoles.userId })
            .from(userRoles)
            .innerJoin(roles, eq(roles.id, userRoles.roleId))
            .innerJoin(
              permissionGrants,
              and(
                grants,
                eq(permissionGrants.providerName, 'R'),
                eq(permissionGrants.providerKey, roles.name),
              ),
            );
          const byUser = tx
            .select({ key: permissionGrants.providerKey })
            .from(permissionGrants)
            .where(and(grants, eq(permissionGrants.providerName, 'U')));
          return activeUserIdsWhere(
            tx,
            ctx.tenantId,
            or(inArray(users.id, byRole), inArray(sql`${users.id}::text`, byUser)),
          );
        });
      },

      /** Display names (name and surname, else the user name) of the tenant's users among `ids`. */
      async namesByIds(ctx: Scope, ids: readonly string[]): Promise<Map<string, string>> {
        if (!ids.length) return new Map();
        const rows = await db.transaction(ctx, (tx) =>
          tx
            .select({ id: users.id, userName: users.userName, name: users.name, surname: users.surname })
            .from(users)
            .where(and(ofTenant(ctx.tenantId), inArray(users.id, [...new Set(ids)]))),
        );
        return new Map(rows.map((r) => [r.id, [r.name, r.surname].filter(Boolean).join(' ') || r.userName]));
      },
    },

    /**
     * Where the tenant's active users among `ids` receive mail (notification mail): their address and
     * display name (name and surname, else the user name). Inactive, deleted and foreign users are absent.
     */
    async mailContacts(
      ctx: Scope,
      ids: readonly string[],
    ): Promise<Map<string, { email: string; name: string }>> {
      if (!ids.length) return new Map();
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .select({
            id: users.id,
            email: users.email,
            userName: users.userName,
            name: users.name,
            surname: users.surname,
          })
          .from(users)
          .where(
            and(liveUsers(ctx.tenantId), eq(users.isActive, true), inArray(users.id, [...new Set(ids)])),
          ),
      );
      return new Map(
        rows
          .filter((r) => r.email)
          .map((r) => [
            r.id,
            { email: r.email, name: [r.name, r.surname].filter(Boolean).join(' ') || r.userName },
          ]),
      );
    },

    /** Creates a role holding the given permissions (used for a new tenant's admin role and the seed). */
    async createRole(
      ctx: Scope,
      name: string,
      grants: string[],
      options: { isStatic?: boolean; isDefault?: boolean } = {},
    ): Promise<string> {
      return db.transaction(ctx, (tx) => insertRole(tx, permissions, ctx, { name, grants, ...options }));
    },

    async hasAnyUser(tenantId: string | null): Promise<boolean> {
      const [row] = await db.transaction({ tenantId }, (tx) =>
        tx.select({ n: count() }).from(users).where(ofTenant(tenantId)),
      );
      return (row?.n ?? 0) > 0;
    },

    /**
     * A user's link to the employee they are (`users.employee_id`, the EmployeeId claim of their next
     * token). The employees module owns the link and calls these inside the employee's own transaction.
     */
    employeeLinks: {
      /** The tenant's live users among the ids, with their user names. */
      find: (tx: Tx, tenantId: string, userIds: readonly string[]) =>
        liveUsersAmong(tx, tenantId, users.id, [...userIds]),

      /** The tenant's live users among the user names (compared without case): the employee import's. */
      findByUserNames: (tx: Tx, tenantId: string, userNames: readonly string[]) =>
        liveUsersAmong(tx, tenantId, users.normalizedUserName, [...new Set(userNames.map(normalized))]),

      /** Links the user to the employee and unlinks any other user from it; a null user only unlinks. */
      async set(tx: Tx, tenantId: string, employeeId: string, userId: string | null): Promise<void> {
        await tx
          .update(users)
          .set({ employeeId: null })
          .where(
            and(
              ofTenant(tenantId),
              eq(users.employeeId, employeeId),
              userId ? ne(users.id, userId) : undefined,
            ),
          );
        if (userId)
          await tx
            .update(users)
            .set({ employeeId })
            .where(and(liveUsers(tenantId), eq(users.id, userId)));
      },

      /** Up to `limit` live users of the tenant linked to no employee, by user name, name or e-mail. */
      async unlinked(
        ctx: Scope,
        filter: string | undefined,
        limit = 20,
      ): Promise<
        Array<{ id: string; userName: string; email: string; name: string | null; surname: string | null }>
      > {
        return db.transaction(ctx, (tx) =>
          tx
            .select({
              id: users.id,
              userName: users.userName,
              email: users.email,
              name: users.name,
              surname: users.surname,
            })
            .from(users)
            .where(and(liveUsers(ctx.tenantId), isNull(users.employeeId), userSearch(filter)))
            .orderBy(users.userName)
            .limit(limit),
        );
      },
    },
  };
}
export type ProvidedUsers = ReturnType<typeof createProvidedUsers>;
