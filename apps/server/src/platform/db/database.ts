import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { genericAuditTriggers } from './audit-trail.ts';
import { isUuid } from './columns.ts';
import { hardenTenantTables } from './harden.ts';

/** The role every request transaction runs as: not superuser, not owner, not BYPASSRLS. */
export const appRole = 'hr_app';

export type AppDb = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

/** Whose rows a transaction may see: a tenant's, or the host's (null). */
export interface TenantScope {
  tenantId: string | null;
}

/** Runs raw SQL with parameters; what pg-boss and the listeners need. */
export interface SqlExecutor {
  /**
   * `name` makes it a prepared statement on a PostgreSQL server: parsed and planned once per connection,
   * then only bound and run (for a statement of fixed text run on every request). The embedded database
   * ignores it.
   */
  query<R = Record<string, unknown>>(text: string, values?: unknown[], name?: string): Promise<{ rows: R[] }>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  /** The owner's connection: migrations and set-up only. Business code uses `transaction`. */
  owner: AppDb;
  ownerSql: SqlExecutor;
  /**
   * Runs `fn` in one transaction as the application role with the tenant set for row-level security.
   * Called while a transaction of the same scope is active (in this async context), it joins that
   * transaction: a service calling another module's service inside its own write sees and locks the
   * same snapshot, and everything commits or rolls back together. A different scope throws.
   */
  transaction<T>(scope: TenantScope, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Connection string for libraries that open their own pool (pg-boss); undefined on PGlite. */
  url: string | undefined;
  pglite: PGlite | undefined;
  close(): Promise<void>;
}

export const migrationsFolder = new URL('../../../drizzle', import.meta.url).pathname;

interface ActiveTransaction {
  tenantId: string | null;
  tx: Tx;
  /** False once it committed or rolled back: work scheduled from inside it (timers) must not join it. */
  open: boolean;
}

/**
 * What the current async context carries: the request's actor (entity change log), its pending access check,
 * and the transaction it runs in. One AsyncLocalStorage for all three, not one each: on Node.js 20 every
 * promise created while a storage is in use copies each storage's value onto itself (an async hook), so the
 * cost grows with the number of storages; three cost a list request about as much CPU again as one
 * (docs/scaling.md, issue 45). `auditActor`, `accessCheck` and `active` below are views of its fields.
 */
interface RequestScope {
  actor?: AuditActor;
  check?: AccessCheck;
  tx?: ActiveTransaction;
}
const requestScope = new AsyncLocalStorage<RequestScope>();

/** A field of the shared scope, with the `run`/`getStore`/`exit` of an AsyncLocalStorage of its own. */
interface ScopeField<T> {
  /** Runs `fn` with the field set to `value` (the other fields as they are). */
  run<R>(value: T, fn: () => R): R;
  /** The field's value in the current async context. */
  getStore(): T | undefined;
  /** Runs `fn` with the field unset (the other fields as they are). */
  exit<R>(fn: () => R): R;
}
function scopeField<K extends keyof RequestScope>(key: K): ScopeField<NonNullable<RequestScope[K]>> {
  return {
    run: (value, fn) => requestScope.run({ ...requestScope.getStore(), [key]: value }, fn),
    getStore: () => requestScope.getStore()?.[key] as NonNullable<RequestScope[K]> | undefined,
    exit: (fn) => requestScope.run({ ...requestScope.getStore(), [key]: undefined }, fn),
  };
}

/** The transaction the current async context runs in, if any. */
const active = scopeField('tx');

/**
 * A caller's access stamp still to be confirmed by the request (see `permissions.state`): the request used
 * the caller's kept state without reading the stamp, and its first transaction reads it in the same round
 * trip as BEGIN. `statement` reads the stamp (no parameters: it goes in a simple-protocol batch), `stamp`
 * is the one the kept state was read at. A changed stamp rolls the transaction back before it ran
 * anything and throws `AccessChanged`; the request is then checked again and run again.
 */
export interface AccessCheck {
  /**
   * The stamp's statement, prepared once per connection (`stampReads`): its PREPARE, and its EXECUTE for
   * this caller's scope (written in: a batch takes no parameters).
   */
  prepare: string;
  execute: string;
  stamp: string;
  /** 'pending' until a transaction (or the request itself) read the stamp. */
  outcome: 'pending' | 'same' | 'changed';
}

/**
 * Who makes the changes of the current request, for the entity change log (issue 40): set around every
 * mounted route's handler (`mount.ts`); a transaction opened without one (a job, a plain route) takes the
 * user of its scope when the scope is a request context. Sent with the tenant at BEGIN as the setting
 * `app.audit`, which the audit triggers read (migration `audit_entity_change`).
 */
export interface AuditActor {
  userId: string | null;
  userName: string | null;
  impersonatorUserId?: string | null;
  impersonatorTenantId?: string | null;
  clientId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  requestId?: string | null;
}

/** The actor of the request the current async context runs in (set around a mounted route's handler). */
export const auditActor = scopeField('actor');

/**
 * Runs a request's handler with its actor and its pending access check set at once: one scope where
 * `auditActor.run` around `accessCheck.run` made two (each a copy of the scope and a context switch).
 */
export function withActorAndCheck<R>(actor: AuditActor, check: AccessCheck, fn: () => R): R {
  return requestScope.run({ ...requestScope.getStore(), actor, check }, fn);
}

/** The `app.audit` setting of a transaction: the actor as JSON, texts bounded by the log's columns. */
/**
 * The reader's language for SQL that shows a name in two languages (`localName`, names.ts): the request
 * context's (the scope of a request is its context), English for a scope that names none. Only these two
 * values reach the setting (the pool writes it as a literal).
 */
export function readerLanguage(scope: TenantScope): 'en' | 'ar' {
  return (scope as { language?: unknown }).language === 'ar' ? 'ar' : 'en';
}

export function auditSetting(scope: TenantScope): string {
  const actor = auditActor.getStore() ?? (scope as Partial<AuditActor>);
  const id = (v: unknown) => (typeof v === 'string' && isUuid(v) ? v : undefined);
  // jsonb refuses \u0000.
  const text = (v: unknown, max: number) =>
    typeof v === 'string' && v ? v.replaceAll('\u0000', '').slice(0, max) : undefined;
  return JSON.stringify({
    u: id(actor.userId),
    n: text(actor.userName, 256),
    iu: id(actor.impersonatorUserId),
    it: id(actor.impersonatorTenantId),
    c: text(actor.clientId, 200),
    ip: text(actor.ip, 64),
    ua: text(actor.userAgent, 512),
    r: text(actor.requestId, 64),
  });
}

/** Thrown by a transaction that found the caller's access changed since their state was kept. */
class AccessChanged extends Error {
  constructor() {
    super("The caller's access changed since their state was kept");
  }
}

/** The access check of the request the current async context runs in (set by the request's handler). */
export const accessCheck = scopeField('check');

/** The request's access check if it still waits for its stamp. */
function pendingCheck(): AccessCheck | undefined {
  const check = accessCheck.getStore();
  return check?.outcome === 'pending' ? check : undefined;
}

/** Settles a pending check with the stamp read now: whether the caller's access is unchanged. */
export function settleCheck(check: AccessCheck, stamp: unknown): boolean {
  check.outcome = stamp === check.stamp ? 'same' : 'changed';
  return check.outcome === 'same';
}

/**
 * The statements that read a pending check's stamp on a connection, the last one's row the stamp: its
 * EXECUTE, after the PREPARE when the statement is not prepared there yet (a prepared statement lives as
 * long as the connection, whatever its transactions do).
 */
export function stampReads(check: AccessCheck, preparedThere: boolean): string[] {
  return preparedThere ? [check.execute] : [check.prepare, check.execute];
}

/** Settles the check with the stamp a transaction read; a change throws (the transaction rolls back). */
function settle(check: AccessCheck, stamp: unknown): void {
  if (!settleCheck(check, stamp)) throw new AccessChanged();
}

/** The tenant of the transaction the code runs in (null: the host's), undefined outside one. */
export function activeTenant(): string | null | undefined {
  const current = active.getStore();
  return current?.open ? current.tenantId : undefined;
}

/** Whether code runs inside a request transaction (for helpers that must not open one of their own). */
export function inTransaction(): boolean {
  return active.getStore()?.open === true;
}

/** Opens a transaction with the tenant and the role set, runs `fn` in it, commits (or rolls back). */
type Begin = <T>(scope: TenantScope, fn: (tx: Tx) => Promise<T>) => Promise<T>;

async function scoped<T>(begin: Begin, scope: TenantScope, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const current = active.getStore();
  if (current?.open) {
    if (current.tenantId !== scope.tenantId)
      throw new Error(
        `A transaction for ${scope.tenantId ?? 'the host'} was asked for inside one for ${current.tenantId ?? 'the host'}`,
      );
    return fn(current.tx);
  }
  return begin(scope, async (tx) => {
    const store: ActiveTransaction = { tenantId: scope.tenantId, tx, open: true };
    try {
      return await active.run(store, () => fn(tx));
    } finally {
      store.open = false;
    }
  });
}

/** Drizzle's transaction, then the tenant and the role in one statement (embedded database: no network). */
function drizzleBegin(db: AppDb): Begin {
  // The embedded database has one connection: the stamp's statement is prepared on it once.
  let stampPrepared = false;
  return (scope, fn) =>
    db.transaction(async (tx) => {
      const check = pendingCheck();
      if (check) {
        // Read as the owner, before the role is set: the application role may not read the counters.
        let read: { rows: Array<{ stamp?: unknown }> } = { rows: [] };
        for (const statement of stampReads(check, stampPrepared)) {
          read = (await tx.execute(sql.raw(statement))) as unknown as typeof read;
          if (statement === check.prepare) stampPrepared = true;
        }
        settle(check, read.rows[0]?.stamp);
      }
      // `role` is the setting SET ROLE changes, local to the transaction like the tenant.
      await tx.execute(
        sql`select set_config('app.tenant_id', ${scope.tenantId ?? 'host'}, true), set_config('role', ${appRole}, true), set_config('app.audit', ${auditSetting(scope)}, true), set_config('app.language', ${readerLanguage(scope)}, true)`,
      );
      return fn(tx);
    });
}

/**
 * On a PostgreSQL server: BEGIN, the tenant and the role (and a pending access check) go in one round
 * trip (a simple-protocol batch, which takes no parameters: the tenant is written as a literal, so it
 * must be a uuid), and the transaction's queries run through a drizzle instance bound to the connection.
 * Every request pays one round trip less than BEGIN followed by the settings.
 */
function poolBegin(pool: pg.Pool): Begin {
  const bound = new WeakMap<pg.PoolClient, Tx>();
  // The connections the access stamp's statement is prepared on (a prepared statement outlives a rollback).
  const stampPrepared = new WeakSet<pg.PoolClient>();
  return async (scope, fn) => {
    const tenant = scope.tenantId ?? 'host';
    if (scope.tenantId !== null && !isUuid(tenant)) throw new Error('A tenant id must be a uuid');
    const client = await pool.connect();
    // Set when the connection can no longer be trusted: it is then discarded, not handed on.
    let broken: Error | undefined;
    const rollback = () =>
      client.query('rollback').then(
        () => undefined,
        (error: Error) => {
          broken = error;
        },
      );
    try {
      // The actor is JSON written as a literal (quotes doubled; standard_conforming_strings keeps backslashes).
      const actor = auditSetting(scope).replaceAll("'", "''");
      const settings = `select set_config('app.tenant_id', '${tenant}', true), set_config('role', '${appRole}', true), set_config('app.audit', '${actor}', true), set_config('app.language', '${readerLanguage(scope)}', true)`;
      const check = pendingCheck();
      if (check) {
        // The caller's access stamp in the same round trip, read as the owner before the role is set; the
        // connection's first batch prepares its statement.
        const first = !stampPrepared.has(client);
        const reads = stampReads(check, !first);
        const results = (await client
          .query(['begin', ...reads, settings].join('; '))
          .catch((error: Error) => {
            // Whether the PREPARE took is unknown: the connection is not handed on.
            if (first) broken = error;
            throw error;
          })) as unknown as pg.QueryResult[];
        stampPrepared.add(client);
        settle(check, results[reads.length]?.rows[0]?.stamp);
      } else await client.query(`begin; ${settings}`);
      let tx = bound.get(client);
      if (!tx) {
        tx = drizzlePg(client) as unknown as Tx;
        bound.set(client, tx);
      }
      const result = await fn(tx);
      await client.query('commit');
      return result;
    } catch (error) {
      // After a failed statement, a failed commit or an error of `fn`, nothing of the transaction stays.
      await rollback();
      throw error;
    } finally {
      client.release(broken);
    }
  };
}

/**
 * Runs `fn` outside any active transaction: for work that must commit on its own whatever the caller's
 * transaction does (a sign-in failure counted even though the sign-in is refused). On the embedded
 * database, which has one connection, it must not be called from inside a transaction.
 */
export function detached<T>(fn: () => Promise<T>): Promise<T> {
  return active.exit(fn);
}

/** The embedded database in a folder (or in memory with 'memory://'). */
export async function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(
    dataDir,
    options.loadDataDir ? { loadDataDir: options.loadDataDir } : {},
  );
  const owner = drizzlePglite(client) as unknown as AppDb;
  const begin = drizzleBegin(owner);
  return {
    kind: 'pglite',
    owner,
    ownerSql: {
      query: async <R>(text: string, values?: unknown[]) => {
        const r = await client.query<R>(text, values);
        return { rows: r.rows };
      },
    },
    transaction: (scope, fn) => scoped(begin, scope, fn),
    url: undefined,
    pglite: client,
    close: () => client.close(),
  };
}

/** A real PostgreSQL server. */
export async function openPostgres(url: string, poolSize = 20): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server closes (restart, failover, a dropped database) must not crash the
  // process: the pool discards it and opens a new one for the next query.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') console.warn(`[database] idle connection lost: ${error.message}`);
  });
  const owner = drizzlePg(pool) as unknown as AppDb;
  const begin = poolBegin(pool);
  return {
    kind: 'postgres',
    owner,
    ownerSql: {
      query: async <R>(text: string, values?: unknown[], name?: string) => {
        const r = await pool.query(name ? { name, text, values } : { text, values });
        return { rows: r.rows as R[] };
      },
    },
    transaction: (scope, fn) => scoped(begin, scope, fn),
    url,
    pglite: undefined,
    close: () => pool.end(),
  };
}

/** Whether the database was migrated before and some committed migrations are not applied yet. */
async function hasPendingMigrations(db: Database): Promise<boolean> {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  const { rows: found } = await db.ownerSql.query<{ t: string | null }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations')::text AS t`,
  );
  if (!found[0]?.t) return false;
  const { rows } = await db.ownerSql.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
  );
  const applied = rows[0]?.n;
  return applied !== null && applied !== undefined && applied < journal.entries.length;
}

/** Creates the application role, applies the committed migrations, then enforces RLS and grants. */
export async function migrate(db: Database): Promise<void> {
  await db.ownerSql.query(`
    DO $$
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${appRole}') THEN
        BEGIN
          CREATE ROLE ${appRole} NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
        EXCEPTION WHEN duplicate_object OR unique_violation THEN
          NULL; -- another process created it at the same moment (roles are cluster-wide)
        END;
      END IF;
      IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
         AND NOT pg_has_role(current_user, '${appRole}', 'MEMBER') THEN
        EXECUTE format('GRANT ${appRole} TO %I', current_user);
      END IF;
    END $$;`);
  // Migrations to apply: the audit triggers on their generic function first (audit-trail.ts).
  if (await hasPendingMigrations(db)) await genericAuditTriggers(db.ownerSql);
  if (db.kind === 'pglite') await migratePglite(db.owner as never, { migrationsFolder });
  else await migratePg(db.owner as never, { migrationsFolder });
  await hardenTenantTables(db.ownerSql);
}

export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  // A new data folder is made from the template of a migrated database (template.ts).
  const { openEmbedded } = await import('./template.ts');
  return openEmbedded(options.dataDir);
}
