import { z } from 'zod';
import { dateOnly } from '../platform/dates.ts';
import { access, excelFile } from '../platform/endpoint.ts';
import { importEndpoints } from '../platform/import.contract.ts';
import { optionalIdFilter, pagedRequest, pagedResult } from '../platform/paging.contract.ts';
import { entitySchemas, resourceCalls, resourceEndpoints } from '../platform/resource.ts';
import { listQuery } from '../platform/sorting.ts';
import { LeavePermissions } from './leave.permissions.ts';
import { LeaveRequestUnits, maxLeaveDays, maxLeaveHours } from './leave-type.contract.ts';

/** Days and hours take quarters at most (half a day, a quarter of an hour): two decimals. */
const quantity = (max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : v),
    z.coerce
      .number()
      .min(0)
      .max(max)
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-9, { message: 'Leave:TooManyDecimals' }),
  );

const allocationInput = {
  leaveTypeId: z.uuid(),
  employeeId: z.uuid(),
  validityFrom: dateOnly,
  validityTo: dateOnly,
  /** 0 for a type asked for by hours (the form hides the field and sends 0). */
  numberOfDays: quantity(maxLeaveDays),
  /** 0 for a type asked for by days. */
  numberOfHours: quantity(maxLeaveHours),
};
const allocationFields = z.object(allocationInput);
type AllocationFields = z.infer<typeof allocationFields>;

const msPerDay = 86_400_000;

/** The validity runs forward and lasts at most a year and a day (366 days); something is allocated. */
function allocationRules(a: AllocationFields, ctx: z.RefinementCtx) {
  if (a.validityTo < a.validityFrom)
    ctx.addIssue({ code: 'custom', path: ['validityTo'], message: 'Leave:InvalidValidityTo' });
  else if ((Date.parse(a.validityTo) - Date.parse(a.validityFrom)) / msPerDay + 1 > maxLeaveDays)
    ctx.addIssue({
      code: 'custom',
      path: ['validityTo'],
      message: 'Leave:ValidityTooLong',
      params: { days: maxLeaveDays },
    });
  if (a.numberOfDays === 0 && a.numberOfHours === 0)
    ctx.addIssue({ code: 'custom', path: ['numberOfDays'], message: 'Leave:NothingAllocated' });
}

/**
 * An allocation with its ledger (DESIGN.md, "Leave balances are a ledger"): what was allocated, carried in
 * from the previous allocation of the type, taken by approved requests, reserved by pending ones, and what
 * is left. Every figure is a sum of ledger entries, never a stored balance.
 */
const allocation = entitySchemas({
  dto: {
    leaveTypeId: z.uuid(),
    leaveTypeName: z.string(),
    requestUnit: LeaveRequestUnits.dto,
    employeeId: z.uuid(),
    employeeName: z.string(),
    validityFrom: z.string(),
    validityTo: z.string(),
    /** "2026/01/01 – 2026/12/31" (validityFrom – validityTo), as the spec's list shows it. */
    validityDateRange: z.string(),
    numberOfDays: z.number(),
    numberOfHours: z.number(),
    carriedDays: z.number(),
    takenDays: z.number(),
    takenHours: z.number(),
    reservedDays: z.number(),
    reservedHours: z.number(),
    balanceDays: z.number(),
    balanceHours: z.number(),
  },
  input: allocationInput,
});

export const createLeaveAllocationInput = allocation.create.superRefine(allocationRules);
export type CreateLeaveAllocationInput = z.input<typeof createLeaveAllocationInput>;
export type CreateLeaveAllocation = z.infer<typeof createLeaveAllocationInput>;

export const updateLeaveAllocationInput = allocation.update.superRefine(allocationRules);
export type UpdateLeaveAllocationInput = z.input<typeof updateLeaveAllocationInput>;
export type UpdateLeaveAllocation = z.infer<typeof updateLeaveAllocationInput>;

export const leaveAllocationDto = allocation.dto;
export type LeaveAllocationDto = z.infer<typeof leaveAllocationDto>;

/** GET list: paging, sorting and filters. */
export const getLeaveAllocationsInput = listQuery([
  'validityFrom',
  'validityTo',
  'leaveTypeName',
  'creationTime',
]).extend({
  employeeId: optionalIdFilter,
  leaveTypeId: optionalIdFilter,
  /** Only the allocations valid on this date. */
  validOn: z.preprocess((v) => (v === '' ? undefined : v), dateOnly.optional()),
});
export type GetLeaveAllocationsInput = z.input<typeof getLeaveAllocationsInput>;
export type GetLeaveAllocations = z.infer<typeof getLeaveAllocationsInput>;

/** The employee's balances, one row per leave type with its allocations (self-service my-allocations). */
export const ownLeaveBalanceDto = z.object({
  leaveTypeId: z.uuid(),
  leaveTypeName: z.string(),
  requestUnit: LeaveRequestUnits.dto,
  /** Over the allocations valid today. */
  balanceDays: z.number(),
  balanceHours: z.number(),
  /** Allocated (with what was carried in) over the allocations listed. */
  totalDays: z.number(),
  totalHours: z.number(),
  allocations: z.array(leaveAllocationDto),
});
export type OwnLeaveBalanceDto = z.infer<typeof ownLeaveBalanceDto>;

/** Paging over leave types; `allocations` of each type, newest first. */
export const getOwnAllocationsInput = pagedRequest;

/** A month-start chore: one type to every active employee of a department (and its sub-departments). */
export const allocateDepartmentInput = z
  .object({
    departmentId: z.uuid(),
    includeSubDepartments: z.boolean().default(true),
    leaveTypeId: z.uuid(),
    validityFrom: dateOnly,
    validityTo: dateOnly,
    numberOfDays: quantity(maxLeaveDays),
    numberOfHours: quantity(maxLeaveHours),
  })
  .superRefine((a, ctx) => allocationRules({ ...a, employeeId: a.departmentId }, ctx));
export type AllocateDepartmentInput = z.input<typeof allocateDepartmentInput>;
export type AllocateDepartment = z.infer<typeof allocateDepartmentInput>;

/** How many allocations the bulk action made, and who already had one of the type over those dates. */
export const allocateDepartmentResult = z.object({
  created: z.number().int(),
  skipped: z.array(z.object({ employeeId: z.uuid(), employeeName: z.string() })),
});
export type AllocateDepartmentResult = z.infer<typeof allocateDepartmentResult>;

export const exportLeaveAllocationsInput = getLeaveAllocationsInput.omit({
  skipCount: true,
  maxResultCount: true,
});

const tag = 'LeaveAllocation';
const path = '/api/app/leave-allocation';
const P = LeavePermissions.LeaveAllocations;

/** The five calls at ABP's paths; the create answers the new id as text. */
const resource = resourceEndpoints({
  path,
  tag,
  policies: P,
  dto: leaveAllocationDto,
  query: getLeaveAllocationsInput,
  create: createLeaveAllocationInput,
  update: updateLeaveAllocationInput,
});
const call = resourceCalls(path, tag);

/** Document 1 §7 and document 2: the allocation calls, plus the bulk action and the Excel export. */
export const leaveAllocationEndpoints = {
  list: resource.list,
  /** The signed-in employee's own (403 Requests:NotAnEmployee for a user who is no employee). */
  own: call('GET', 'own-allocations', access.authenticated, {
    query: getOwnAllocationsInput,
    response: pagedResult(ownLeaveBalanceDto),
  }),
  exportExcel: call('GET', 'export-excel', P.Default, {
    query: exportLeaveAllocationsInput,
    response: excelFile,
  }),
  allocateDepartment: call('POST', 'allocate-department', P.Create, {
    body: allocateDepartmentInput,
    response: allocateDepartmentResult,
  }),
  get: resource.get,
  create: resource.create,
  /**
   * Refused below what is already taken and reserved (Leave:AllocationBelowUsed, with the figures), and with
   * a validity that leaves out a pending or approved request drawn on it
   * (Leave:AllocationValidityExcludesRequests).
   */
  update: resource.update,
  /** Refused while a request draws on it. */
  delete: resource.delete,
  /** The import from Excel (allocations and opening balances), behind the create's permission. */
  ...importEndpoints(path, tag, access.policy(P.Create)),
};
