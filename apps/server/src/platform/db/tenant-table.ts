import type { BuildColumns, BuildExtraConfigColumns, ColumnBuilderBase } from 'drizzle-orm';
import { type PgColumnBuilderBase, type PgTableExtraConfigValue, pgTable, uuid } from 'drizzle-orm/pg-core';
import {
  auditColumns,
  concurrencyColumn,
  idColumn,
  softDeleteColumns,
  tenantIsolationPolicy,
} from './columns.ts';

const tenantColumns = { id: idColumn(), tenantId: uuid('tenant_id').notNull() };
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

export type { BuildColumns };
