import type {
  CreateUserInput,
  GetUsersInput,
  PagedResult,
  SetUserPasswordInput,
  UpdateUserInput,
  UserDto,
} from '@hr/contracts';
import { hash } from '@node-rs/argon2';
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNull,
  ne,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type AnyPgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../../platform/context.ts';
import { auditFields, newStamp, normalized } from '../../platform/db/columns.ts';
import {
  findOr404,
  listTotal,
  modified,
  page,
  pageRows,
  softDelete,
  updateStamped,
  withUniqueErrors,
} from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { containing } from '../../platform/db/search.ts';
import { sortingOrder } from '../../platform/db/sorting.ts';
import { statement } from '../../platform/db/statements.ts';
import { AppError } from '../../platform/errors.ts';
import type { PermissionService } from '../../platform/permissions.service.ts';
import { permissionGrants } from '../../platform/platform.tables.ts';
import { roles, userDirectory, userRoles, users } from './identity.tables.ts';
import { endSessionsOf } from './oidc/oidc-adapter.ts';
import { defaultRoleNamesIn, insertRole, normalizedAdminRoleName, rolesOfTenant } from './role.service.ts';

type UserRow = typeof users.$inferSelect;

/**
 * The columns a user's answer shows: the list reads these alone (the password hash, the security stamp and
 * the normalized names stay in the database).
 */
const { passwordHash, securityStamp, normalizedUserName, normalizedEmail, ...shownColumns } =
  getTableColumns(users);
type ShownRow = Pick<UserRow, keyof typeof shownColumns>;
type Scope = Pick<RequestContext, 'tenantId' | 'userId'>;
/** A call that reads or writes time: the request's clock (`ctx.now`), never the machine's directly. */
type Clocked = Pick<RequestContext, 'tenantId' | 'userId' | 'now'>;

/** The tenant filter of the data layer; row-level security enforces the same thing a second time. */
export const ofTenant = (tenantId: string | null) =>
  tenantId ? eq(users.tenantId, tenantId) : isNull(users.tenantId);
const live = (tenantId: string | null) => and(ofTenant(tenantId), not(users.isDeleted));

/** The columns of a user's own details: written by administrators and by the user in My Account. */
export function personalColumns(input: {
  userName: string;
  email: string;
  name?: string | null;
  surname?: string | null;
  phoneNumber?: string | null;
}) {
  return {
    userName: input.userName,
    normalizedUserName: normalized(input.userName),
    email: input.email,
    normalizedEmail: normalized(input.email),
    name: input.name ?? null,
    surname: input.surname ?? null,
    phoneNumber: input.phoneNumber ?? null,
  };
}

/** The columns that create and update both write from the input. */
function profileColumns(input: CreateUserInput | UpdateUserInput) {
  return { ...personalColumns(input), isActive: input.isActive, lockoutEnabled: input.lockoutEnabled };
}

/** `now`: the request's time, against which a lockout is still running or over. */
function toDto(row: ShownRow, roleNames: string[], now: Date): UserDto {
  return {
    id: row.id,
    tenantId: row.tenantId,
    userName: row.userName,
    name: row.name,
    surname: row.surname,
    email: row.email,
    phoneNumber: row.phoneNumber,
    isActive: row.isActive,
    lockoutEnabled: row.lockoutEnabled,
    lockoutEnd: row.lockoutEnd?.toISOString() ?? null,
    isLockedOut: row.lockoutEnabled && row.lockoutEnd !== null && row.lockoutEnd > now,
    accessFailedCount: row.accessFailedCount,
    employeeId: row.employeeId,
    roleNames,
    ...auditFields(row),
    concurrencyStamp: row.concurrencyStamp,
  };
}

const sortable: Record<string, AnyPgColumn> = {
  username: users.userName,
  email: users.email,
  name: users.name,
  surname: users.surname,
  creationtime: users.creationTime,
};

/** The roles of some users (a list's page), by user: run on every list request, so built once. */
const rolesOfUsers = statement(
  new QueryBuilder()
    .select({ userId: userRoles.userId, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(sql`${userRoles.userId} = any(${sql.placeholder('ids')})`),
);

function orderBy(sorting: string | undefined) {
  return sortingOrder(sorting, sortable, {
    fallback: [desc(users.creationTime), desc(users.id)],
    tieBreaker: users.id,
  });
}

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
    .where(and(live(tenantId), eq(users.id, userId)))
    .getSQL();
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
    .where(and(eq(userRoles.roleId, admin.id), live(tenantId), eq(users.isActive, true)));
  if (holders.length === 1 && holders[0]!.id === user.id)
    throw new AppError('Identity:LastAdministrator', { userName: user.userName });
}

/** User names and e-mails are unique among a tenant's live users (`exceptId`: the user being edited). */
export async function assertUniqueUser(
  tx: Tx,
  tenantId: string | null,
  userName: string,
  email: string,
  exceptId?: string,
) {
  const clash = await tx
    .select({ id: users.id, normalizedUserName: users.normalizedUserName })
    .from(users)
    .where(
      and(
        live(tenantId),
        or(eq(users.normalizedUserName, normalized(userName)), eq(users.normalizedEmail, normalized(email))),
      ),
    );
  for (const c of clash) {
    if (c.id === exceptId) continue;
    if (c.normalizedUserName === normalized(userName))
      throw new AppError('Identity:DuplicateUserName', { userName });
    throw new AppError('Identity:DuplicateEmail', { email });
  }
}

const duplicateUser = (input: { userName: string; email: string }) => ({
  users_tenant_user_name: () => new AppError('Identity:DuplicateUserName', { userName: input.userName }),
  users_tenant_email: () => new AppError('Identity:DuplicateEmail', { email: input.email }),
});

/** Users of the host and of each tenant: the rules of identity (unique names, passwords, roles). */
export function createUserService(db: Database, permissions: PermissionService) {
  /** A live user of the tenant, or 404; `lock` takes the row FOR UPDATE. */
  async function find(tx: Tx, tenantId: string | null, id: string, options: { lock?: boolean } = {}) {
    const query = tx
      .select()
      .from(users)
      .where(and(live(tenantId), eq(users.id, id)));
    return findOr404(await (options.lock ? query.for('update') : query));
  }

  async function roleNamesOf(tx: Tx, userIds: string[]): Promise<Map<string, string[]>> {
    const map = new Map<string, string[]>();
    if (!userIds.length) return map;
    const rows = await rolesOfUsers.run(tx, { ids: userIds });
    for (const r of rows) map.set(r.userId, [...(map.get(r.userId) ?? []), r.name]);
    return map;
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
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    if (found.length)
      await tx.insert(userRoles).values(found.map((r) => ({ tenantId, userId, roleId: r.id })));
  }

  return {
    async list(ctx: Clocked, input: GetUsersInput): Promise<PagedResult<UserDto>> {
      return db.transaction(ctx, async (tx) => {
        const filter = input.filter ? containing(input.filter) : undefined;
        const where = and(
          live(ctx.tenantId),
          filter
            ? or(
                ilike(users.userName, filter),
                ilike(users.email, filter),
                ilike(users.name, filter),
                ilike(users.surname, filter),
              )
            : undefined,
        );
        return page(input, {
          total: () => listTotal(tx, users, where),
          rows: async (limit, offset) => {
            const order = orderBy(input.sorting);
            const rows = await pageRows(tx, users, shownColumns, { where, order, limit, offset });
            const roleMap = await roleNamesOf(
              tx,
              rows.map((r) => r.id),
            );
            const now = ctx.now();
            return rows.map((r) => toDto(r, roleMap.get(r.id) ?? [], now));
          },
        });
      });
    },

    /** Ids of the tenant's active users: all of them, one user (if active), or a role's holders. */
    async activeUserIds(ctx: Scope, only: { userId?: string; roleId?: string } = {}): Promise<string[]> {
      return db.transaction(ctx, async (tx) => {
        const rows = await tx
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              live(ctx.tenantId),
              eq(users.isActive, true),
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
          );
        return rows.map((r) => r.id);
      });
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
            .where(and(live(ctx.tenantId), eq(users.isActive, true), eq(users.employeeId, employeeId)))
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
          const rows = await tx
            .select({ id: users.id })
            .from(users)
            .where(
              and(
                live(ctx.tenantId),
                eq(users.isActive, true),
                or(inArray(users.id, byRole), inArray(sql`${users.id}::text`, byUser)),
              ),
            );
          return rows.map((r) => r.id);
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

    async get(ctx: Clocked, id: string): Promise<UserDto> {
      return db.transaction(ctx, async (tx) => {
        const row = await find(tx, ctx.tenantId, id);
        return toDto(row, (await roleNamesOf(tx, [id])).get(id) ?? [], ctx.now());
      });
    },

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
        return row!.id;
      });
      return this.get(ctx, id);
    },

    async update(ctx: Clocked, id: string, input: UpdateUserInput): Promise<UserDto> {
      const passwordHash = input.password ? await hash(input.password) : undefined;
      const checkGiven = await mayGive(ctx);
      await db.transaction(ctx, async (tx) => {
        const current = await find(tx, ctx.tenantId, id);
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
            where: and(live(ctx.tenantId), eq(users.id, id)),
            stamp: input.concurrencyStamp,
            set: {
              ...profileColumns(input),
              ...(passwordHash ? { passwordHash, securityStamp: newStamp() } : {}),
            },
            ctx,
          }),
        );
        if (passwordHash) await endSessionsOf(tx, id);
        if (input.roleNames !== undefined) await setRoles(tx, ctx.tenantId, id, input.roleNames);
      });
      return this.get(ctx, id);
    },

    /** Soft delete: the row stays for history and audit, the name becomes free again. */
    async delete(ctx: Clocked, id: string): Promise<void> {
      if (id === ctx.userId) throw new AppError('Identity:CannotDeleteSelf');
      await db.transaction(ctx, async (tx) => {
        const current = await find(tx, ctx.tenantId, id);
        if (current.isActive) await assertNotLastAdministrator(tx, ctx.tenantId, current);
        // Locked after the admin role, the order of every user write: a second delete at once waits
        // here, then finds the user gone (404).
        await find(tx, ctx.tenantId, id, { lock: true });
        await softDelete(tx, users, and(live(ctx.tenantId), eq(users.id, id)), ctx);
        // The user's own grants go with them (their role memberships stay, as history).
        await permissions.revokeAll(tx, ctx.tenantId, 'U', id);
      });
    },

    /** An administrator sets a user's password; the new security stamp marks the change. */
    async setPassword(ctx: Clocked, id: string, input: SetUserPasswordInput): Promise<void> {
      const passwordHash = await hash(input.newPassword);
      await db.transaction(ctx, async (tx) => {
        findOr404(
          await tx
            .update(users)
            .set({ passwordHash, securityStamp: newStamp(), ...modified(ctx) })
            .where(and(live(ctx.tenantId), eq(users.id, id)))
            .returning({ id: users.id }),
        );
        await endSessionsOf(tx, id);
      });
    },

    /** Ends a lockout: the user may sign in again at once, with a fresh count of failed attempts. */
    async unlock(ctx: Clocked, id: string): Promise<void> {
      await db.transaction(ctx, async (tx) =>
        findOr404(
          await tx
            .update(users)
            .set({ lockoutEnd: null, accessFailedCount: 0, ...modified(ctx) })
            .where(and(live(ctx.tenantId), eq(users.id, id)))
            .returning({ id: users.id }),
        ),
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
      async find(
        tx: Tx,
        tenantId: string,
        userIds: readonly string[],
      ): Promise<Array<{ id: string; userName: string }>> {
        if (!userIds.length) return [];
        return tx
          .select({ id: users.id, userName: users.userName })
          .from(users)
          .where(and(live(tenantId), inArray(users.id, [...userIds])));
      },

      /** The tenant's live users among the user names (compared without case): the employee import's. */
      async findByUserNames(
        tx: Tx,
        tenantId: string,
        userNames: readonly string[],
      ): Promise<Array<{ id: string; userName: string }>> {
        if (!userNames.length) return [];
        return tx
          .select({ id: users.id, userName: users.userName })
          .from(users)
          .where(
            and(live(tenantId), inArray(users.normalizedUserName, [...new Set(userNames.map(normalized))])),
          );
      },

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
            .where(and(live(tenantId), eq(users.id, userId)));
      },

      /** Up to `limit` live users of the tenant linked to no employee, by user name, name or e-mail. */
      async unlinked(
        ctx: Scope,
        filter: string | undefined,
        limit = 20,
      ): Promise<
        Array<{ id: string; userName: string; email: string; name: string | null; surname: string | null }>
      > {
        return db.transaction(ctx, (tx) => {
          const pattern = filter ? containing(filter) : undefined;
          return tx
            .select({
              id: users.id,
              userName: users.userName,
              email: users.email,
              name: users.name,
              surname: users.surname,
            })
            .from(users)
            .where(
              and(
                live(ctx.tenantId),
                isNull(users.employeeId),
                pattern
                  ? or(
                      ilike(users.userName, pattern),
                      ilike(users.email, pattern),
                      ilike(users.name, pattern),
                      ilike(users.surname, pattern),
                    )
                  : undefined,
              ),
            )
            .orderBy(users.userName)
            .limit(limit);
        });
      },
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
