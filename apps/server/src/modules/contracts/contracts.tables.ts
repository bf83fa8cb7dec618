import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { idColumn, tenantIsolationPolicy } from '../../platform/db/columns.ts';
import { softDeletedTenantTable } from '../../platform/db/tenant-table.ts';

/** Working schedules: a named week of working hours that contracts point at (soft-deleted for their history). */
export const workingSchedules = softDeletedTenantTable(
  'working_schedules',
  {
    name: varchar('name', { length: 128 }).notNull(),
    normalizedName: varchar('normalized_name', { length: 128 }).notNull(),
  },
  (t) => [
    uniqueIndex('working_schedules_tenant_name')
      .on(t.tenantId, t.normalizedName)
      .where(sql`not ${t.isDeleted}`),
  ],
);

/**
 * The hours of a schedule, saved with it (its stamp covers them). Times are minutes since midnight of the
 * tenant's wall clock; a `to` before `from` runs past midnight and belongs to `day`, the day it starts.
 */
export const workingHours = pgTable(
  'working_hours',
  {
    id: idColumn(),
    tenantId: uuid('tenant_id').notNull(),
    workingScheduleId: uuid('working_schedule_id')
      .notNull()
      .references(() => workingSchedules.id),
    /** DayOfWeek (contracts): Sunday=0 to Saturday=6. */
    day: smallint('day').notNull(),
    fromMinute: smallint('from_minute').notNull(),
    toMinute: smallint('to_minute').notNull(),
    expectedMinutes: smallint('expected_minutes').notNull(),
  },
  (t) => [
    index('working_hours_tenant_schedule').on(t.tenantId, t.workingScheduleId),
    check('working_hours_day', sql`${t.day} between 0 and 6`),
    check(
      'working_hours_times',
      sql`${t.fromMinute} between 0 and 1439 and ${t.toMinute} between 0 and 1439 and ${t.fromMinute} <> ${t.toMinute}`,
    ),
    // Expected attendance is more than nothing and within the span (past midnight when to < from).
    check(
      'working_hours_expected',
      sql`${t.expectedMinutes} > 0 and ${t.expectedMinutes} <= (${t.toMinute} - ${t.fromMinute} + 1440) % 1440`,
    ),
    tenantIsolationPolicy('working_hours'),
  ],
);
