import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgPolicy,
  pgTable,
  primaryKey,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  auditColumns,
  concurrencyColumn,
  instant,
  newestFirst,
  softDeleteColumns,
  tenantOrHostIsolationPolicy,
  tenantOrHostRowSql,
} from '../../platform/db/columns.ts';
import { tenantOrHostTable } from '../../platform/db/tenant-table.ts';

/** Users of the host (tenant_id null) and of each tenant. */
export const users = tenantOrHostTable(
  'users',
  {
    userName: varchar('user_name', { length: 256 }).notNull(),
    normalizedUserName: varchar('normalized_user_name', { length: 256 }).notNull(),
    email: varchar('email', { length: 256 }).notNull(),
    normalizedEmail: varchar('normalized_email', { length: 256 }).notNull(),
    name: varchar('name', { length: 64 }),
    surname: varchar('surname', { length: 64 }),
    phoneNumber: varchar('phone_number', { length: 16 }),
    passwordHash: varchar('password_hash', { length: 256 }).notNull(),
    securityStamp: varchar('security_stamp', { length: 40 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    lockoutEnabled: boolean('lockout_enabled').notNull().default(true),
    lockoutEnd: instant('lockout_end'),
    accessFailedCount: integer('access_failed_count').notNull().default(0),
    employeeId: uuid('employee_id'),
    // Two-factor sign-in (TOTP): the secret sealed with the secrets key, one pending until its first code
    // confirms it, and the last time step used (a code is accepted once).
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    twoFactorSecret: varchar('two_factor_secret', { length: 512 }),
    twoFactorPendingSecret: varchar('two_factor_pending_secret', { length: 512 }),
    twoFactorLastStep: bigint('two_factor_last_step', { mode: 'number' }),
    ...auditColumns,
    ...softDeleteColumns,
    ...concurrencyColumn,
  },
  (t) => [
    // Unique among the live users of a tenant, and separately among the host's (tenant_id null).
    uniqueIndex('users_tenant_user_name').on(t.tenantId, t.normalizedUserName).where(sql`not ${t.isDeleted}`),
    uniqueIndex('users_host_user_name')
      .on(t.normalizedUserName)
      .where(sql`${t.tenantId} is null and not ${t.isDeleted}`),
    uniqueIndex('users_tenant_email').on(t.tenantId, t.normalizedEmail).where(sql`not ${t.isDeleted}`),
    uniqueIndex('users_host_email')
      .on(t.normalizedEmail)
      .where(sql`${t.tenantId} is null and not ${t.isDeleted}`),
    // The default list order over live users; also lets PostgreSQL count a tenant's users from the index.
    // NULLS FIRST is what ORDER BY ... DESC means: an index in any other null order cannot serve it.
    index('users_tenant_live')
      .on(t.tenantId, ...newestFirst(t))
      .where(sql`not ${t.isDeleted}`),
    // The user an employee is (the EmployeeId claim's other side): the manager's user of a go-task, the
    // link the employee form sets.
    index('users_tenant_employee').on(t.tenantId, t.employeeId).where(sql`${t.employeeId} is not null`),
  ],
);

export const roles = tenantOrHostTable(
  'roles',
  {
    name: varchar('name', { length: 256 }).notNull(),
    normalizedName: varchar('normalized_name', { length: 256 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(true),
    isStatic: boolean('is_static').notNull().default(false),
    /** Its users must sign in with a second factor. */
    requiresTwoFactor: boolean('requires_two_factor').notNull().default(false),
    ...auditColumns,
    ...concurrencyColumn,
  },
  (t) => [unique('roles_tenant_name').on(t.tenantId, t.normalizedName).nullsNotDistinct()],
);

export const userRoles = pgTable(
  'user_roles',
  {
    tenantId: uuid('tenant_id'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.roleId] }),
    index('user_roles_tenant_role').on(t.tenantId, t.roleId),
    tenantOrHostIsolationPolicy('user_roles'),
  ],
);

/**
 * Which tenant each user belongs to. The OpenID provider knows a signed-in user only by id (the tokens'
 * `sub`), and a user's row can be read only inside its tenant; this directory maps the id to the tenant
 * and holds nothing else. Anyone may read it; a transaction may add only users of its own tenant.
 */
export const userDirectory = pgTable(
  'user_directory',
  {
    userId: uuid('user_id').primaryKey(),
    tenantId: uuid('tenant_id'),
  },
  () => [
    pgPolicy('user_directory_read', { as: 'permissive', for: 'select', using: sql`true` }),
    pgPolicy('user_directory_write', {
      as: 'permissive',
      for: 'insert',
      withCheck: tenantOrHostRowSql,
    }),
  ],
);

/** A single-use password reset token; only its SHA-256 hash is stored. */
export const passwordResets = tenantOrHostTable(
  'password_resets',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    creationTime: instant('creation_time').notNull().defaultNow(),
  },
  (t) => [index('password_resets_tenant_user').on(t.tenantId, t.userId)],
);

/**
 * What the OpenID provider persists (sessions, interactions, grants, codes, refresh tokens), one row per
 * model and id. It belongs to the provider, which looks its entries up by id before any tenant is known;
 * each entry names its account, whose directory entry gives the tenant.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: varchar('model', { length: 40 }).notNull(),
    id: varchar('id', { length: 200 }).notNull(),
    payload: jsonb('payload').notNull(),
    grantId: varchar('grant_id', { length: 200 }),
    userCode: varchar('user_code', { length: 200 }),
    uid: varchar('uid', { length: 200 }),
    expiresAt: instant('expires_at'),
    consumedAt: instant('consumed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant').on(t.grantId),
    index('oidc_payloads_uid').on(t.uid),
    index('oidc_payloads_expires').on(t.expiresAt),
  ],
);

/**
 * Failed sign-ins per client address and quarter of an hour, shared by every server process: past the
 * limit, an address gets 429 before any password is checked, whichever accounts it tries. (Failures per
 * account are counted on the user: `access_failed_count` and the lockout.) Not a tenant's data: an
 * address guesses across tenants; rows older than a day are deleted as new ones come.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    address: varchar('address', { length: 64 }).notNull(),
    windowStart: instant('window_start').notNull(),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.address, t.windowStart] }),
    index('sign_in_failures_window').on(t.windowStart),
  ],
);

/** A user's single-use recovery codes of the second factor; only their SHA-256 hashes are stored. */
export const recoveryCodes = tenantOrHostTable(
  'user_recovery_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('user_recovery_codes_tenant_user').on(t.tenantId, t.userId)],
);

/**
 * The security log (issue 40): sign-ins and their failures, lockouts, credentials, the second factor,
 * sessions and tokens, grants and roles, features. Append-only: the application role may insert and read,
 * never update or delete (harden.ts revokes it); the retention purge runs as the owner. Rows of the host
 * have tenant_id null.
 */
export const securityLogs = tenantOrHostTable(
  'security_logs',
  {
    userId: uuid('user_id'),
    userName: varchar('user_name', { length: 256 }),
    targetUserId: uuid('target_user_id'),
    targetName: varchar('target_name', { length: 256 }),
    action: integer('action').notNull(),
    reason: varchar('reason', { length: 64 }),
    details: varchar('details', { length: 2000 }),
    clientId: varchar('client_id', { length: 64 }),
    clientIpAddress: varchar('client_ip_address', { length: 64 }),
    browserInfo: varchar('browser_info', { length: 512 }),
    requestId: varchar('request_id', { length: 64 }),
    creationTime: instant('creation_time').notNull().defaultNow(),
  },
  (t) => [
    index('security_logs_tenant_time').on(t.tenantId, t.creationTime.desc(), t.id.desc()),
    index('security_logs_tenant_user').on(t.tenantId, t.userId, t.creationTime.desc()),
    index('security_logs_tenant_target').on(t.tenantId, t.targetUserId, t.creationTime.desc()),
  ],
);

/**
 * A signed-in session: one grant of the OpenID provider (every token of it carries the grant's id), with
 * where it was started from and when its tokens were last issued (sign-in or refresh). Written by the token
 * endpoint; ended with the grant.
 */
export const userSessions = tenantOrHostTable(
  'user_sessions',
  {
    grantId: varchar('grant_id', { length: 200 }).notNull(),
    userId: uuid('user_id').notNull(),
    clientId: varchar('client_id', { length: 64 }),
    clientIpAddress: varchar('client_ip_address', { length: 64 }),
    browserInfo: varchar('browser_info', { length: 512 }),
    creationTime: instant('creation_time').notNull(),
    lastUseTime: instant('last_use_time').notNull(),
    endTime: instant('end_time'),
  },
  (t) => [
    unique('user_sessions_grant').on(t.tenantId, t.grantId).nullsNotDistinct(),
    index('user_sessions_tenant_user').on(t.tenantId, t.userId, t.lastUseTime.desc()),
  ],
);
