import { sql } from 'drizzle-orm';
import { boolean, check, date, index, smallint, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { softDeletedTenantTable, tenantRowsTable, tenantTable } from '../../platform/db/tenant-table.ts';

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
export const workingHours = tenantRowsTable(
  'working_hours',
  {
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
  ],
);

/**
 * Contracts: an employee's job title, salary structure and dates, in a state (ContractState: Draft,
 * Active, Expired, Canceled). Never deleted: a contract ends by expiring or being cancelled. The employee,
 * job title and salary structure belong to other modules (checked through their services, no foreign key).
 */
export const contracts = tenantTable(
  'contracts',
  {
    name: varchar('name', { length: 128 }).notNull(),
    /** ContractType: Permanent=0, Temporary, FullTime, PartTime. */
    type: smallint('type').notNull(),
    start: date('start', { mode: 'string' }).notNull(),
    end: date('end', { mode: 'string' }).notNull(),
    employeeId: uuid('employee_id').notNull(),
    jobTitleId: uuid('job_title_id').notNull(),
    salaryStructureId: uuid('salary_structure_id').notNull(),
    /** ContractState: Draft=0, Active, Expired, Canceled. */
    state: smallint('state').notNull(),
    /** WorkEntrySource: WorkingSchedule=0, Attendance. */
    workEntrySource: smallint('work_entry_source').notNull(),
    cancellationReason: varchar('cancellation_reason', { length: 512 }),
    /** Expired only: the tenant's date it was expired on (by a user or the daily job). */
    expiredOn: date('expired_on', { mode: 'string' }),
    /** Expired only: whether it was Active until then (expired from Draft: never in force). */
    expiredWasActive: boolean('expired_was_active'),
    /** The last day of the probation (optional, within the contract's dates): the reminders job watches it. */
    probationEnd: date('probation_end', { mode: 'string' }),
  },
  (t) => [
    index('contracts_tenant_employee').on(t.tenantId, t.employeeId, t.start),
    index('contracts_tenant_job_title').on(t.tenantId, t.jobTitleId),
    index('contracts_tenant_salary_structure').on(t.tenantId, t.salaryStructureId),
    index('contracts_tenant_state_end').on(t.tenantId, t.state, t.end),
    check('contracts_dates', sql`${t.end} >= ${t.start}`),
    check('contracts_state', sql`${t.state} between 0 and 3`),
    check('contracts_type', sql`${t.type} between 0 and 3`),
    check('contracts_work_entry_source', sql`${t.workEntrySource} between 0 and 1`),
  ],
);

/** A contract's schedule ranges, saved with it (its stamp covers them): the schedule in force from..to. */
export const contractWorkingSchedules = tenantRowsTable(
  'contract_working_schedules',
  {
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id),
    workingScheduleId: uuid('working_schedule_id')
      .notNull()
      .references(() => workingSchedules.id),
    from: date('from', { mode: 'string' }).notNull(),
    to: date('to', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('contract_working_schedules_tenant_contract').on(t.tenantId, t.contractId),
    index('contract_working_schedules_tenant_schedule').on(t.tenantId, t.workingScheduleId),
    check('contract_working_schedules_dates', sql`${t.to} >= ${t.from}`),
  ],
);
