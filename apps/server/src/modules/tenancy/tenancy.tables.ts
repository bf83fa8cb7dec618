import { sql } from 'drizzle-orm';
import { boolean, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, concurrencyColumn, idColumn, softDeleteColumns } from '../../platform/db/columns.ts';

/** Tenants belong to the host: no tenant_id, no row-level policy; only host routes change them. */
export const tenants = pgTable(
  'tenants',
  {
    id: idColumn(),
    name: varchar('name', { length: 64 }).notNull(),
    normalizedName: varchar('normalized_name', { length: 64 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns,
    ...softDeleteColumns,
    ...concurrencyColumn,
  },
  (t) => [uniqueIndex('tenants_normalized_name').on(t.normalizedName).where(sql`not ${t.isDeleted}`)],
);
