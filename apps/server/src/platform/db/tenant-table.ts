import type { BuildColumns, BuildExtraConfigColumns, ColumnBuilderBase } from 'drizzle-orm';
import { and, type Column, eq, type SQL } from 'drizzle-orm';
import { type PgColumnBuilderBase, type PgTableExtraConfigValue, pgTable, uuid } from 'drizzle-orm/pg-core';
import {
  auditColumns,
  concurrencyColumn,
  idColumn,
  softDeleteColumns,
  tenantIsolationPolicy,
  tenantOrHostIsolationPolicy,
} from './columns.ts';

const tenantColumns = { id: idColumn(), tenantId: uuid('tenant_id').notNull() };
const tenantOrHostColumns = { id: idColumn(), tenantId: uuid('tenant_id') };
const standard = { ...auditColumns, ...concurrencyColumn };
const standardSoftDeleted = { ...auditColumns, ...softDeleteColumns, ...concurrencyColumn };

type Full<C extends Record<string, PgColumnBuilderBase>> = typeof tenantColumns & C & typeof standard;
type FullSoftDeleted<C extends Record<string, PgColumnBuilderBase>> = typeof tenantColumns &
  C &
  typeof standardSoftDeleted;
type Extras<C extends Record<string, ColumnBuilderBase>> = (
  t: BuildExtraConfigColumns<string, C, 'pg'>,
) => PgTableExtraConfigValue[];

/**
 * A table of a tenant's entity: `id` (UUIDv7), `tenant_id`, the entity's own columns, the audit columns
 * and the concurrency stamp, with the row-level security policy of its tenant. Every index the extras
 * declare should be led by `tenant_id` (a schema test checks it). Soft-deleted entities use
 * {@link softDeletedTenantTable}.
 */
export function tenantTable<N extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  columns: C,
  extras: Extras<Full<C>> = () => [],
) {
  return pgTable(name, { ...tenantColumns, ...columns, ...standard } as Full<C>, (t) => [
    ...extras(t as never),
    tenantIsolationPolicy(name),
  ]);
}

/** {@link tenantTable} with `is_deleted`, the deleter and the deletion time (history is kept). */
export function softDeletedTenantTable<N extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  columns: C,
  extras: Extras<FullSoftDeleted<C>> = () => [],
) {
  return pgTable(
    name,
    { ...tenantColumns, ...columns, ...standardSoftDeleted } as FullSoftDeleted<C>,
    (t) => [...extras(t as never), tenantIsolationPolicy(name)],
  );
}

/**
 * A table of rows a tenant's entity keeps with it (a schedule's hours, a record's log lines, raw punches):
 * `id`, `tenant_id` and the columns, with the row-level security policy of its tenant; no audit columns
 * and no stamp of its own (the columns may add what the rows need).
 */
export function tenantRowsTable<N extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  columns: C,
  extras: Extras<typeof tenantColumns & C> = () => [],
) {
  return pgTable(name, { ...tenantColumns, ...columns } as typeof tenantColumns & C, (t) => [
    ...extras(t as never),
    tenantIsolationPolicy(name),
  ]);
}

/**
 * A table that holds the host's own rows (`tenant_id` null) beside the tenants' (users, roles, grants,
 * settings): `id`, `tenant_id` and the columns, with {@link tenantOrHostIsolationPolicy}.
 */
export function tenantOrHostTable<N extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  columns: C,
  extras: Extras<typeof tenantOrHostColumns & C> = () => [],
) {
  return pgTable(name, { ...tenantOrHostColumns, ...columns } as typeof tenantOrHostColumns & C, (t) => [
    ...extras(t as never),
    tenantOrHostIsolationPolicy(name),
  ]);
}

export type { BuildColumns };

/**
 * The rows of one tenant that also meet every other condition (`undefined` ones are skipped, as `and`
 * skips them): `.where(tenantRows(payslips, tenantId, [eq(payslips.runId, runId)]))`. The explicit tenant
 * filter every query of a tenant table starts with; row-level security is the second lock.
 */
export function tenantRows(
  table: { tenantId: Column },
  tenantId: string,
  conditions: (SQL | undefined)[] = [],
): SQL {
  return and(eq(table.tenantId, tenantId), ...conditions) as SQL;
}
