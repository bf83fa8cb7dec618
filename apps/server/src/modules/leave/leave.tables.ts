import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  smallint,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { instant, newestFirst } from '../../platform/db/columns.ts';
import { localizedNameColumns, localizedNameRules } from '../../platform/db/names.ts';
import { softDeletedTenantTable, tenantTable } from '../../platform/db/tenant-table.ts';

/** Leave types of a tenant (annual, sick, unpaid...): the code is unique among the live ones, in any case. */
export const leaveTypes = softDeletedTenantTable(
  'leave_types',
  {
    ...localizedNameColumns(),
    code: varchar('code', { length: 32 }).notNull(),
    normalizedCode: varchar('normalized_code', { length: 32 }).notNull(),
    requestUnit: smallint('request_unit').notNull(),
    kindOfTimeOff: smallint('kind_of_time_off').notNull(),
    requiresAllocation: boolean('requires_allocation').notNull(),
    isPaid: boolean('is_paid').notNull(),
    countsHolidays: boolean('counts_holidays').notNull(),
    maxConsecutiveDays: smallint('max_consecutive_days'),
    allowCarryForward: boolean('allow_carry_forward').notNull(),
    carryForwardMaxDays: smallint('carry_forward_max_days'),
    carryForwardExpiryMonths: smallint('carry_forward_expiry_months'),
  },
  (t) => [
    uniqueIndex('leave_types_tenant_code').on(t.tenantId, t.normalizedCode).where(sql`not ${t.isDeleted}`),
    ...localizedNameRules('leave_types', t),
  ],
);

/**
 * What an employee may take of a leave type over a validity. The figures are the allocation's own; what is
 * carried, taken, reserved and left is summed from the ledger. The employee (employees module) is referenced
 * by id and checked through its service.
 */
export const leaveAllocations = softDeletedTenantTable(
  'leave_allocations',
  {
    leaveTypeId: uuid('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id),
    employeeId: uuid('employee_id').notNull(),
    validityFrom: date('validity_from', { mode: 'string' }).notNull(),
    validityTo: date('validity_to', { mode: 'string' }).notNull(),
    numberOfDays: numeric('number_of_days', { precision: 7, scale: 2 }).notNull(),
    numberOfHours: numeric('number_of_hours', { precision: 7, scale: 2 }).notNull(),
  },
  (t) => [
    // Overlap checks and an employee's balances: one employee's allocations of one type by date.
    index('leave_allocations_tenant_employee_type')
      .on(t.tenantId, t.employeeId, t.leaveTypeId, t.validityFrom)
      .where(sql`not ${t.isDeleted}`),
    index('leave_allocations_tenant_type').on(t.tenantId, t.leaveTypeId),
    // The daily carry-forward finds the allocations that ended on a day.
    index('leave_allocations_tenant_validity_to').on(t.tenantId, t.validityTo),
    check('leave_allocations_validity', sql`${t.validityTo} >= ${t.validityFrom}`),
    check('leave_allocations_figures', sql`${t.numberOfDays} >= 0 and ${t.numberOfHours} >= 0`),
  ],
);

/**
 * The leave ledger (DESIGN.md, "Leave balances are a ledger"): one signed row per movement of an allocation;
 * a balance is their sum. Rows are only ever added (see `LedgerKind` for the kinds and their signs).
 */
export const leaveLedger = tenantTable(
  'leave_ledger',
  {
    allocationId: uuid('allocation_id')
      .notNull()
      .references(() => leaveAllocations.id),
    employeeId: uuid('employee_id').notNull(),
    leaveTypeId: uuid('leave_type_id').notNull(),
    kind: smallint('kind').notNull(),
    days: numeric('days', { precision: 7, scale: 2 }).notNull(),
    hours: numeric('hours', { precision: 7, scale: 2 }).notNull(),
    /** What caused the movement: a leave request, the allocation carried from. */
    sourceId: uuid('source_id'),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('leave_ledger_tenant_allocation').on(t.tenantId, t.allocationId, t.kind),
    index('leave_ledger_tenant_employee_type').on(t.tenantId, t.employeeId, t.leaveTypeId),
    index('leave_ledger_tenant_source').on(t.tenantId, t.sourceId),
  ],
);

/**
 * Leave requests of employees (document 1 §7). `unit` Days=0 or Hours=1 (LeaveRequestUnit); `from_date` and
 * `to_date` are the tenant's calendar dates it covers, and for an hour request `from_wall`/`to_wall` its ends
 * on the tenant's clock ("YYYY-MM-DDTHH:mm"). `start_at`..`end_at` is the span as instants (a day request:
 * the tenant's midnight of `from_date` to the midnight after `to_date`): overlaps are checked on it.
 * `duration` is in the unit (working days, or expected hours), the same number calc-duration answers.
 * LeaveRequestState PendingApproval=0 .. Canceled=4. `allocation_id` is the allocation it draws on (null for
 * a type without allocation). The employee belongs to another module (no foreign key).
 */
export const leaveRequests = tenantTable(
  'leave_requests',
  {
    employeeId: uuid('employee_id').notNull(),
    leaveTypeId: uuid('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id),
    allocationId: uuid('allocation_id').references(() => leaveAllocations.id),
    unit: smallint('unit').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    fromWall: varchar('from_wall', { length: 16 }),
    toWall: varchar('to_wall', { length: 16 }),
    startAt: instant('start_at').notNull(),
    endAt: instant('end_at').notNull(),
    duration: numeric('duration', { precision: 7, scale: 2 }).notNull(),
    state: smallint('state').notNull(),
    reason: varchar('reason', { length: 500 }),
    rejectionReason: varchar('rejection_reason', { length: 500 }),
    decisionTime: instant('decision_time'),
    decidedBy: uuid('decided_by'),
  },
  (t) => [
    // The employee's own list, newest first.
    index('leave_requests_tenant_employee_time').on(t.tenantId, t.employeeId, ...newestFirst(t)),
    // The overlap check of a new request and the calendar's reads: an employee's requests by span.
    index('leave_requests_tenant_employee_span').on(t.tenantId, t.employeeId, t.startAt),
    // HR's list, newest first, and the requests meeting a range of dates (holiday changes).
    index('leave_requests_tenant_time').on(t.tenantId, ...newestFirst(t)),
    index('leave_requests_tenant_dates').on(t.tenantId, t.fromDate, t.toDate),
    index('leave_requests_tenant_type').on(t.tenantId, t.leaveTypeId),
    index('leave_requests_tenant_allocation').on(t.tenantId, t.allocationId),
    // The HR dashboard's pending approvals and their age.
    index('leave_requests_tenant_pending').on(t.tenantId, t.creationTime).where(sql`${t.state} in (0, 1)`),
    check('leave_requests_dates', sql`${t.toDate} >= ${t.fromDate} and ${t.endAt} > ${t.startAt}`),
    check('leave_requests_unit', sql`${t.unit} between 0 and 1`),
    check('leave_requests_state', sql`${t.state} between 0 and 4`),
    check('leave_requests_duration', sql`${t.duration} >= 0`),
  ],
);

/**
 * What each date of a request counts (the breakdown payroll and attendance read): `days` (1 for a counted
 * day of a day request, 0 otherwise) and `minutes` (the expected minutes the leave covers), `holiday` when
 * the date is a holiday or a rest day. Rewritten when a holiday change recomputes the request.
 */
export const leaveRequestDays = tenantTable(
  'leave_request_days',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => leaveRequests.id),
    employeeId: uuid('employee_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    days: numeric('days', { precision: 5, scale: 2 }).notNull(),
    minutes: integer('minutes').notNull(),
    holiday: boolean('holiday').notNull(),
  },
  (t) => [
    uniqueIndex('leave_request_days_tenant_request_date').on(t.tenantId, t.requestId, t.date),
    index('leave_request_days_tenant_employee_date').on(t.tenantId, t.employeeId, t.date),
    // The dashboards: who is on leave today, leave taken by type over a period.
    index('leave_request_days_tenant_date').on(t.tenantId, t.date),
    check('leave_request_days_figures', sql`${t.days} >= 0 and ${t.minutes} >= 0`),
  ],
);
