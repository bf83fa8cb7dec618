import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  jsonb,
  pgPolicy,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { idColumn, instant } from './db/columns.ts';
import { tenantOrHostTable } from './db/tenant-table.ts';

/** A permission granted to a role (provider 'R', key = role name) or a user ('U', key = user id). */
export const permissionGrants = tenantOrHostTable(
  'permission_grants',
  {
    name: varchar('name', { length: 128 }).notNull(),
    providerName: varchar('provider_name', { length: 8 }).notNull(),
    providerKey: varchar('provider_key', { length: 64 }).notNull(),
  },
  (t) => [
    unique('permission_grants_unique')
      .on(t.tenantId, t.providerName, t.providerKey, t.name)
      .nullsNotDistinct(),
  ],
);

/**
 * A setting value: global ('G', host), tenant ('T', key tenant id) or user ('U', key user id). A tenant
 * inherits the global values, so its transactions may read (never write) the global rows: a tenant's
 * setting is then resolved in one transaction, also from inside a tenant's write (a payroll run asking the
 * tenant's time zone).
 */
export const settings = tenantOrHostTable(
  'settings',
  {
    name: varchar('name', { length: 128 }).notNull(),
    value: text('value').notNull(),
    providerName: varchar('provider_name', { length: 8 }).notNull(),
    providerKey: varchar('provider_key', { length: 64 }).notNull().default(''),
  },
  (t) => [
    unique('settings_unique').on(t.tenantId, t.providerName, t.providerKey, t.name).nullsNotDistinct(),
    pgPolicy('settings_global_read', {
      as: 'permissive',
      for: 'select',
      using: sql`${t.tenantId} is null and ${t.providerName} = 'G'`,
    }),
  ],
);

/**
 * Feature values are set by the host for a tenant ('T', key tenant id) or as host defaults ('D'); tenants
 * read but never write them, so the table belongs to the host and has no tenant_id.
 */
export const featureValues = pgTable(
  'feature_values',
  {
    id: idColumn(),
    name: varchar('name', { length: 128 }).notNull(),
    value: varchar('value', { length: 256 }).notNull(),
    providerName: varchar('provider_name', { length: 8 }).notNull(),
    providerKey: varchar('provider_key', { length: 64 }).notNull().default(''),
  },
  (t) => [uniqueIndex('feature_values_unique').on(t.providerName, t.providerKey, t.name)],
);

/**
 * What the permission check keeps per caller is stamped with these counters: one per tenant (`scope` = its
 * id) and one for the host and everything tenants share (the nil uuid). Triggers on the tables the check
 * reads (grants, user roles, roles, users' active and deleted flags, feature values, tenants) raise them in
 * the writing transaction (migration 0028), so a kept state is used only while nothing it was read from has
 * changed, whichever process or statement made the change. Counters only: no tenant data, and the
 * application role cannot touch them (harden.ts).
 */
export const accessVersions = pgTable('access_versions', {
  scope: uuid('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * Access tokens revoked before their expiry: one token (`kind` 'token', its `jti`) or every token of a grant
 * (`kind` 'grant', its grant id), kept until the last such token expires. The caller's statement reads the
 * user's live entries with their state, and an insert raises the user's access counter (migration), so the
 * API refuses a revoked token from its next request on, in every process, at no cost per request.
 * Not a tenant's data: the OpenID provider writes it, before any tenant is known.
 */
export const revokedAccessTokens = pgTable(
  'revoked_access_tokens',
  {
    kind: varchar('kind', { length: 8 }).notNull(),
    tokenId: varchar('token_id', { length: 200 }).notNull(),
    userId: uuid('user_id').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.tokenId] }),
    index('revoked_access_tokens_user').on(t.userId, t.expiresAt),
    index('revoked_access_tokens_expires').on(t.expiresAt),
  ],
);

/** Keys that sign access tokens; the OpenID provider publishes the public halves as its JWKS. */
export const signingKeys = pgTable(
  'signing_keys',
  {
    kid: varchar('kid', { length: 64 }).primaryKey(),
    alg: varchar('alg', { length: 16 }).notNull(),
    publicJwk: jsonb('public_jwk').notNull(),
    privateJwk: jsonb('private_jwk').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    retiredAt: instant('retired_at'),
  },
  (t) => [index('signing_keys_created').on(t.createdAt)],
);

/**
 * The demo data's version a database holds (issue 45 item 3): the start seeds only when the row of
 * `demoSeedVersion` (seed-version.ts) is missing, so a start on a seeded database runs no seed at all.
 * Not a tenant's data; read and written by the owner at start only.
 */
export const seedVersions = pgTable('seed_versions', {
  name: varchar('name', { length: 32 }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  seededAt: instant('seeded_at').notNull().defaultNow(),
});
