import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  numeric,
  smallint,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { softDeletedTenantTable, tenantTable } from '../../platform/db/tenant-table.ts';

/** Leave types of a tenant (annual, sick, unpaid...): the code is unique among the live ones, in any case. */
export const leaveTypes = softDeletedTenantTable(
  'leave_types',
  {
    name: varchar('name', { length: 128 }).notNull(),
    normalizedName: varchar('normalized_name', { length: 128 }).notNull(),
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
    index('leave_types_tenant_name').on(t.tenantId, t.normalizedName),
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
