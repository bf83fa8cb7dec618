import type { UserDto } from '@hr/contracts';
import { and, eq, getTableColumns, ilike, isNull, not, or, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../../platform/context.ts';
import { auditFields, normalized } from '../../platform/db/columns.ts';
import { findOr404 } from '../../platform/db/crud.ts';
import type { Tx } from '../../platform/db/database.ts';
import { containing } from '../../platform/db/search.ts';
import { statement } from '../../platform/db/statements.ts';
import { AppError } from '../../platform/errors.ts';
import { roles, userRoles, users } from './identity.tables.ts';

// What the parts of the user service share: the tenant filter, the row's answer, the unique rules.

export type UserRow = typeof users.$inferSelect;

/**
 * The columns a user's answer shows: the list reads these alone (the password hash, the security stamp and
 * the normalized names stay in the database).
 */
const { passwordHash, securityStamp, normalizedUserName, normalizedEmail, ...shownColumns } =
  getTableColumns(users);

export { shownColumns };
export type ShownRow = Pick<UserRow, keyof typeof shownColumns>;
export type Scope = Pick<RequestContext, 'tenantId' | 'userId'>;
/** A call that reads or writes time: the request's clock (`ctx.now`), never the machine's directly. */
export type Clocked = Pick<RequestContext, 'tenantId' | 'userId' | 'now'> &
  Partial<Pick<RequestContext, 'userName' | 'origin'>>;

/** The tenant filter of the data layer; row-level security enforces the same thing a second time. */
export const ofTenant = (tenantId: string | null) =>
  tenantId ? eq(users.tenantId, tenantId) : isNull(users.tenantId);
/** The tenant's live (not deleted) users. */
export const liveUsers = (tenantId: string | null) => and(ofTenant(tenantId), not(users.isDeleted));

/** A search of the users: a part of the user name, the e-mail, the name or the surname (none: all). */
export function userSearch(filter: string | undefined) {
  const pattern = filter ? containing(filter) : undefined;
  return pattern
    ? or(
        ilike(users.userName, pattern),
        ilike(users.email, pattern),
        ilike(users.name, pattern),
        ilike(users.surname, pattern),
      )
    : undefined;
}

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

/** `now`: the request's time, against which a lockout is still running or over. */
export function toDto(row: ShownRow, roleNames: string[], now: Date): UserDto {
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

/** The roles of some users (a list's page), by user: run on every list request, so built once. */
const rolesOfUsers = statement(
  new QueryBuilder()
    .select({ userId: userRoles.userId, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(sql`${userRoles.userId} = any(${sql.placeholder('ids')})`),
);

/** The names of the roles each of the users holds. */
export async function roleNamesOf(tx: Tx, userIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (!userIds.length) return map;
  const rows = await rolesOfUsers.run(tx, { ids: userIds });
  for (const r of rows) map.set(r.userId, [...(map.get(r.userId) ?? []), r.name]);
  return map;
}

/** A live user of the tenant, or 404; `lock` takes the row FOR UPDATE. */
export async function findUser(
  tx: Tx,
  tenantId: string | null,
  id: string,
  options: { lock?: boolean } = {},
) {
  const query = tx
    .select()
    .from(users)
    .where(and(liveUsers(tenantId), eq(users.id, id)));
  return findOr404(await (options.lock ? query.for('update') : query));
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
        liveUsers(tenantId),
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

/** The unique indexes' answers, for two saves of one name or e-mail at once (both passed the check). */
export const duplicateUser = (input: { userName: string; email: string }) => ({
  users_tenant_user_name: () => new AppError('Identity:DuplicateUserName', { userName: input.userName }),
  users_tenant_email: () => new AppError('Identity:DuplicateEmail', { email: input.email }),
});
