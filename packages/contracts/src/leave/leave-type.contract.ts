import { z } from 'zod';
import { access } from '../platform/endpoint.ts';
import { defineEnum } from '../platform/enum.ts';
import { pagedResult } from '../platform/paging.contract.ts';
import { namedEntitySchemas, resourceCalls, resourceEndpoints } from '../platform/resource.ts';
import { filteredListQuery } from '../platform/sorting.ts';
import { blankToNull, trimmedText } from '../platform/text.ts';
import { LeavePermissions } from './leave.permissions.ts';

/** How a leave of the type is asked for (document 2 §3): by days, by hours, or either. */
export const LeaveRequestUnits = defineEnum('LeaveRequestUnit', {
  Days: { value: 0, en: 'Days', ar: 'أيام' },
  Hours: { value: 1, en: 'Hours', ar: 'ساعات' },
  DaysAndHours: { value: 2, en: 'Days and hours', ar: 'أيام وساعات' },
});
export const LeaveRequestUnit = LeaveRequestUnits.values;
export type LeaveRequestUnit = number;

/** Absence (time away) or WorkedTime (time worked elsewhere: a mission, training), as Odoo names them. */
export const KindsOfTimeOff = defineEnum('KindOfTimeOff', {
  Absence: { value: 0, en: 'Absence', ar: 'غياب' },
  WorkedTime: { value: 1, en: 'Worked time', ar: 'وقت عمل' },
});
export const KindOfTimeOff = KindsOfTimeOff.values;
export type KindOfTimeOff = number;

/** The longest validity of one allocation, and the largest day figures the product takes. */
export const maxLeaveDays = 366;
export const maxLeaveHours = maxLeaveDays * 24;

/** A whole number of days from 1 to 366, or none. */
const optionalDays = z.preprocess(blankToNull, z.coerce.number().int().min(1).max(maxLeaveDays).nullish());

const leaveType = namedEntitySchemas({
  dto: {
    code: z.string(),
    requestUnit: LeaveRequestUnits.dto,
    kindOfTimeOff: KindsOfTimeOff.dto,
    requiresAllocation: z.boolean(),
    isPaid: z.boolean(),
    countsHolidays: z.boolean(),
    maxConsecutiveDays: z.number().int().nullable(),
    allowCarryForward: z.boolean(),
    carryForwardMaxDays: z.number().int().nullable(),
    carryForwardExpiryMonths: z.number().int().nullable(),
  },
  input: {
    /** Unique in the tenant, whatever its case: ANNUAL, SICK, UNPAID. */
    code: trimmedText()
      .min(1)
      .max(32)
      .regex(/^[A-Za-z0-9_-]+$/, { message: 'Leave:InvalidCode' }),
    requestUnit: LeaveRequestUnits.schema,
    kindOfTimeOff: KindsOfTimeOff.schema,
    /** Requests need a balance in an allocation valid over their dates. */
    requiresAllocation: z.boolean().default(true),
    /** Paid leave keeps the pay; unpaid leave reduces it in payroll. */
    isPaid: z.boolean().default(true),
    /** Whether holidays and rest days inside a request count as leave days (Frappe's "include holidays"). */
    countsHolidays: z.boolean().default(false),
    /** The longest request in days; none: no limit. */
    maxConsecutiveDays: optionalDays,
    /** What is left of an allocation at its end moves to the employee's next allocation of the type. */
    allowCarryForward: z.boolean().default(false),
    /** At most this many days are carried (none: all that is left). */
    carryForwardMaxDays: optionalDays,
    /** Carried days expire this many months after the next allocation starts (none: they never expire). */
    carryForwardExpiryMonths: z.preprocess(blankToNull, z.coerce.number().int().min(1).max(24).nullish()),
  },
});

export const createLeaveTypeInput = leaveType.create;
export type CreateLeaveTypeInput = z.input<typeof createLeaveTypeInput>;
export type CreateLeaveType = z.infer<typeof createLeaveTypeInput>;

export const updateLeaveTypeInput = leaveType.update;
export type UpdateLeaveTypeInput = z.input<typeof updateLeaveTypeInput>;
export type UpdateLeaveType = z.infer<typeof updateLeaveTypeInput>;

export const leaveTypeDto = leaveType.dto;
export type LeaveTypeDto = z.infer<typeof leaveTypeDto>;

/** GET list: paging, sorting, part of the name or code. */
export const getLeaveTypesInput = filteredListQuery(['name', 'code', 'creationTime']);
export type GetLeaveTypesInput = z.input<typeof getLeaveTypesInput>;
export type GetLeaveTypes = z.infer<typeof getLeaveTypesInput>;

export const leaveTypeIdAndName = z.object({
  id: z.uuid(),
  name: z.string(),
  requestUnit: LeaveRequestUnits.dto,
  requiresAllocation: z.boolean(),
});
export type LeaveTypeIdAndName = z.infer<typeof leaveTypeIdAndName>;

const tag = 'LeaveType';
const path = '/api/app/leave-type';
const P = LeavePermissions.LeaveTypes;
const call = resourceCalls(path, tag);

/** The five calls at ABP's paths; the create answers the new id as text. */
const resource = resourceEndpoints({
  path,
  tag,
  policies: P,
  dto: leaveTypeDto,
  query: getLeaveTypesInput,
  create: createLeaveTypeInput,
  update: updateLeaveTypeInput,
});
/**
 * Document 1 §7 and document 2: the leave type calls. The names (id-and-name, the allocatable types) are
 * read by every signed-in user: the employee's leave form and the allocation form pick a type from them.
 */
export const leaveTypeEndpoints = {
  list: resource.list,
  /** The types that require an allocation (the spec's spelling of the path). */
  allocatable: call('GET', 'ocatable-leave-types', access.authenticated, {
    query: getLeaveTypesInput,
    response: pagedResult(leaveTypeIdAndName),
  }),
  idAndName: call('GET', 'id-and-name', access.authenticated, { response: z.array(leaveTypeIdAndName) }),
  get: resource.get,
  create: resource.create,
  update: resource.update,
  /** Refused while an allocation (or a request) uses the type. */
  delete: resource.delete,
};
