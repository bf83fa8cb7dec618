import { type SQL, sql } from 'drizzle-orm';
import { boolean, type ExtraConfigColumn, pgPolicy, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';

export const newId = (): string => uuidv7();

/** Whether a text has the shape of a uuid (any version): checked before it reaches SQL as an id. */
export const isUuid = (value: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
export const newStamp = (): string => uuidv7().replaceAll('-', '');

/** Primary key: a UUIDv7 made by the server (time-ordered, so inserts stay at the end of the index). */
export const idColumn = () => uuid('id').primaryKey().$defaultFn(newId);

/** A point in time: `timestamp with time zone`, read as a Date. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const auditColumns = {
  creationTime: instant('creation_time').notNull().defaultNow(),
  creatorId: uuid('creator_id'),
  lastModificationTime: instant('last_modification_time'),
  lastModifierId: uuid('last_modifier_id'),
};

export const softDeleteColumns = {
  isDeleted: boolean('is_deleted').notNull().default(false),
  deleterId: uuid('deleter_id'),
  deletionTime: instant('deletion_time'),
};

/**
 * The key of a list newest first, for the end of an index's columns: the creation time, then the id (it
 * breaks ties: UUIDv7 is time-ordered).
 */
export const newestFirst = (t: { creationTime: ExtraConfigColumn; id: ExtraConfigColumn }) =>
  [t.creationTime.desc().nullsFirst(), t.id.desc().nullsFirst()] as const;

/** Changes on every update; an update that carries an older stamp is refused with 409. */
export const concurrencyColumn = {
  concurrencyStamp: varchar('concurrency_stamp', { length: 40 }).notNull().$defaultFn(newStamp),
};

/**
 * The tenant of the current transaction as PostgreSQL sees it: `set_config('app.tenant_id', <uuid or
 * 'host'>, true)`. An unset (null or empty) setting matches no row, so a forgotten tenant fails closed.
 */
// Wrapped in scalar subqueries so PostgreSQL evaluates them once per statement (an InitPlan), not per row.
export const currentTenantSql = sql.raw(
  "(select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid)",
);
const isHostSql = sql.raw("(select current_setting('app.tenant_id', true)) = 'host'");

/** A row of the transaction's tenant, or (tenant_id null) a row of the host's when the host is acting. */
export const tenantOrHostRowSql = sql`(tenant_id = ${currentTenantSql} OR (tenant_id IS NULL AND ${isHostSql}))`;

/**
 * Row-level security for a tenant's table (`tenant_id` not null): a transaction sees and writes only its
 * tenant's rows; the host, whose tenant is null, none. The predicate is `tenant_id = <the tenant>` alone,
 * which PostgreSQL checks once per statement against the list's own `tenant_id = $1` (a one-time filter);
 * the host's branch of {@link tenantOrHostIsolationPolicy} would be tested on every row a scan passes (a
 * deep page's 50,000). FORCE ROW LEVEL SECURITY is applied to every such table after migrating (see
 * harden.ts), so the table owner is bound too.
 */
export function tenantIsolationPolicy(table: string) {
  return isolationPolicy(table, sql`(tenant_id = ${currentTenantSql})`);
}

/**
 * Row-level security for a table that also holds the host's own rows (`tenant_id` null: the host's users,
 * roles, grants, settings): a tenant's transaction sees its rows, the host's sees the host's.
 */
export function tenantOrHostIsolationPolicy(table: string) {
  return isolationPolicy(table, tenantOrHostRowSql);
}

/** The table's one isolation policy: which rows a transaction may read, and may write. */
function isolationPolicy(table: string, predicate: SQL) {
  return pgPolicy(`${table}_tenant_isolation`, {
    as: 'permissive',
    for: 'all',
    using: predicate,
    withCheck: predicate,
  });
}

/** The audit fields of a DTO (`auditedDto` of the contracts) from a row with `auditColumns`. */
export function auditFields(row: {
  creationTime: Date;
  creatorId: string | null;
  lastModificationTime: Date | null;
  lastModifierId: string | null;
}) {
  return {
    creationTime: row.creationTime.toISOString(),
    creatorId: row.creatorId,
    lastModificationTime: row.lastModificationTime?.toISOString() ?? null,
    lastModifierId: row.lastModifierId,
  };
}

/**
 * An entity's answer from its row: the id, the entity's own fields, the audit fields and the concurrency
 * stamp (what `auditedDto` of the contracts carries), in that order.
 */
export function entityDto<Own extends object>(
  row: Parameters<typeof auditFields>[0] & { id: string; concurrencyStamp: string },
  own: Own,
) {
  return { id: row.id, ...own, ...auditFields(row), concurrencyStamp: row.concurrencyStamp };
}

/** The columns of a row an answer carries as they are stored: `columnsOf(row, 'name', 'code')`. */
export function columnsOf<Row extends object, Key extends keyof Row>(
  row: Row,
  ...keys: Key[]
): Pick<Row, Key> {
  return Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<Row, Key>;
}

/**
 * The answers of rows that point at another module's records (an employee), with those records' names read
 * once for all the rows (nothing read for none): `toDto(row, names)` looks its own up by id.
 */
export async function withNames<Row, Dto>(
  rows: readonly Row[],
  idOf: (row: Row) => string,
  namesByIds: (ids: string[]) => Promise<Map<string, string>>,
  toDto: (row: Row, names: Map<string, string>) => Dto,
): Promise<Dto[]> {
  const names = rows.length ? await namesByIds(rows.map(idOf)) : new Map<string, string>();
  return rows.map((row) => toDto(row, names));
}

/** The value of a `normalized_*` column: what case-insensitive lookups and unique indexes compare. */
export const normalized = (s: string) => s.trim().toUpperCase();

/** A JSON value of a statement's result as the drivers give it: parsed already, or as its text. */
export function jsonValue<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
