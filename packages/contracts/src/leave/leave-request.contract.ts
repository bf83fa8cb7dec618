import { z } from 'zod';
import { timeOfDay } from '../employment/working-schedule.contract.ts';
import { dateOnly, fieldsRangeRule } from '../platform/dates.ts';
import { access } from '../platform/endpoint.ts';
import { enumListFilter } from '../platform/enum.ts';
import { employeeReference, optionalIdFilter, pagedResult } from '../platform/paging.contract.ts';
import { resourceCalls } from '../platform/resource.ts';
import { blankToNull, trimmedText } from '../platform/text.ts';
import {
  defineRequestStates,
  requestDateFilters,
  requestDecisionFields,
  requestDetailsFields,
  requestHrCalls,
  requestListQueries,
} from '../requests/request-kind.contract.ts';
import { LeavePermissions } from './leave.permissions.ts';
import { LeaveRequestUnit, LeaveRequestUnits, maxLeaveDays } from './leave-type.contract.ts';

/**
 * Document 1 §4: the states of a leave request (a request kind's; withdrawn is Canceled on the wire). Only
 * PendingApproval can be cancelled.
 */
export const LeaveRequestStates = defineRequestStates('LeaveRequestState', {
  withdrawn: { key: 'Canceled', en: 'Cancelled', ar: 'ملغى' },
});
export const LeaveRequestState = LeaveRequestStates.values;
export type LeaveRequestState = number;

/** The states that hold time (and balance): a new request may not overlap them. */
export const activeLeaveRequestStates: readonly number[] = [
  LeaveRequestState.PendingApproval,
  LeaveRequestState.PendingVerification,
  LeaveRequestState.Approved,
];

/**
 * The unit of one request: Days or Hours (a type asked for in DaysAndHours takes either; a Days type only
 * days, an Hours type only hours: the server answers Leave:UnitNotAllowed otherwise).
 */
export const leaveUnit = LeaveRequestUnits.schema.refine((u) => u !== LeaveRequestUnit.DaysAndHours, {
  message: 'Leave:InvalidLeaveUnit',
});

/** An hourly request spans at most this many days (a night shift, or a few hours over several days). */
export const maxHourlyLeaveDays = 31;

/**
 * A wall time on the tenant's clock, no zone: "YYYY-MM-DDTHH:mm" (seconds allowed and ignored). The hourly
 * leave's ends as calc-duration takes them; the stored `from`/`to` of an hourly request are written so too.
 */
export const localDateTimePattern = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d(\.\d+)?)?$/;
export const localDateTime = z
  .string()
  .regex(localDateTimePattern, 'Leave:InvalidDateTime')
  .refine((v) => dateOnly.safeParse(v.slice(0, 10)).success, 'Platform:DateOutOfRange');

const msPerDay = 86_400_000;
/** The calendar days from one date to another, both included (1 for the same date). */
export function calendarDays(from: string, to: string): number {
  return Math.round((Date.parse(to.slice(0, 10)) - Date.parse(from.slice(0, 10))) / msPerDay) + 1;
}

export const createDailyLeaveRequestInput = z.object({ from: dateOnly, to: dateOnly }).superRefine(
  fieldsRangeRule('from', 'to', 'Leave:InvalidLeaveTo', {
    days: maxLeaveDays,
    message: 'Leave:LeaveTooLong',
  }),
);

/** From `fromDate` at `fromTime` to `toDate` at `toTime`, on the tenant's clock: one continuous interval. */
export const createHourlyLeaveRequestInput = z
  .object({ fromDate: dateOnly, fromTime: timeOfDay, toDate: dateOnly, toTime: timeOfDay })
  .superRefine((h, ctx) => {
    if (`${h.toDate}T${h.toTime}` <= `${h.fromDate}T${h.fromTime}`)
      ctx.addIssue({ code: 'custom', path: ['toTime'], message: 'Leave:InvalidLeaveTo' });
    else if (calendarDays(h.fromDate, h.toDate) > maxHourlyLeaveDays)
      ctx.addIssue({
        code: 'custom',
        path: ['toDate'],
        message: 'Leave:LeaveTooLong',
        params: { days: maxHourlyLeaveDays },
      });
  });

/**
 * POST: the spec's payload. `leaveUnit` Days needs `createDailyLeaveRequestDto`, Hours needs
 * `createHourlyLeaveRequestDto`; the unused one is null (and ignored when sent).
 */
export const createLeaveRequestInput = z
  .object({
    leaveTypeId: z.uuid(),
    leaveUnit,
    createDailyLeaveRequestDto: createDailyLeaveRequestInput.nullish(),
    createHourlyLeaveRequestDto: createHourlyLeaveRequestInput.nullish(),
    /** A note for the approver. */
    reason: z.preprocess(blankToNull, trimmedText().max(500).nullish()),
  })
  .superRefine((r, ctx) => {
    if (r.leaveUnit === LeaveRequestUnit.Days && !r.createDailyLeaveRequestDto)
      ctx.addIssue({ code: 'custom', path: ['createDailyLeaveRequestDto'], message: 'Leave:DatesRequired' });
    if (r.leaveUnit === LeaveRequestUnit.Hours && !r.createHourlyLeaveRequestDto)
      ctx.addIssue({ code: 'custom', path: ['createHourlyLeaveRequestDto'], message: 'Leave:TimesRequired' });
  });
export type CreateLeaveRequestInput = z.input<typeof createLeaveRequestInput>;
export type CreateLeaveRequest = z.infer<typeof createLeaveRequestInput>;

/**
 * POST calc-duration: what the request would count, the same number the request stores. Days: `from` and
 * `to` are dates ('YYYY-MM-DD'; a local date-time's date is used). Hours: local date-times
 * ("YYYY-MM-DDTHH:mm", the tenant's clock). `leaveTypeId` (optional, beyond the spec) says whether
 * holidays and rest days count; without it they do not. Always the signed-in employee's schedule.
 */
export const calcLeaveDurationInput = z
  .object({
    from: z.union([dateOnly, localDateTime]),
    to: z.union([dateOnly, localDateTime]),
    unit: leaveUnit,
    leaveTypeId: optionalIdFilter,
  })
  .superRefine((c, ctx) => {
    if (c.unit === LeaveRequestUnit.Hours) {
      for (const key of ['from', 'to'] as const)
        if (!localDateTimePattern.test(c[key]))
          ctx.addIssue({ code: 'custom', path: [key], message: 'Leave:TimesRequired' });
      if (c.to <= c.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Leave:InvalidLeaveTo' });
      else if (calendarDays(c.from, c.to) > maxHourlyLeaveDays)
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: 'Leave:LeaveTooLong',
          params: { days: maxHourlyLeaveDays },
        });
    } else if (c.to.slice(0, 10) < c.from.slice(0, 10))
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Leave:InvalidLeaveTo' });
    else if (calendarDays(c.from, c.to) > maxLeaveDays)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'Leave:LeaveTooLong',
        params: { days: maxLeaveDays },
      });
  });
export type CalcLeaveDurationInput = z.input<typeof calcLeaveDurationInput>;
export type CalcLeaveDuration = z.infer<typeof calcLeaveDurationInput>;

export const leaveRequestDto = z.object({
  id: z.uuid(),
  ...employeeReference,
  leaveTypeId: z.uuid(),
  leaveTypeName: z.string(),
  isPaid: z.boolean(),
  /** Days or Hours (the spec's `unit`); `durationUnit` is the same, the unit of `duration`. */
  unit: LeaveRequestUnits.dto,
  durationUnit: LeaveRequestUnits.dto,
  /** Working days (a day request) or expected hours (an hour request), two decimals. */
  duration: z.number(),
  /** Days: 'YYYY-MM-DD'. Hours: "YYYY-MM-DDTHH:mm" on the tenant's clock. */
  from: z.string(),
  to: z.string(),
  /** As the grids show it: "2026/03/01 – 2026/03/05", or "2026/03/01 09:00 – 13:00" (`displayRange`). */
  dateAndTimeRange: z.string(),
  state: LeaveRequestStates.dto,
  reason: z.string().nullable(),
  /** Why it was rejected, when the approver said. */
  rejectionReason: z.string().nullable(),
  ...requestDecisionFields,
  /**
   * The balance now of the allocation it draws on, in the request's unit (after this request's reservation
   * while it is pending); null for a type without allocation.
   */
  balance: z.number().nullable(),
});
export type LeaveRequestDto = z.infer<typeof leaveRequestDto>;

/** What one day of the request counts: a whole day (days 1), or the expected minutes it covers. */
export const leaveRequestDayDto = z.object({
  date: z.string(),
  /** 1 for a counted day of a day request (0 for a day that does not count), 0 for an hour request. */
  days: z.number(),
  /** The day's expected minutes the leave covers (0 on a holiday or a rest day). */
  minutes: z.number().int(),
  holiday: z.boolean(),
});
export type LeaveRequestDayDto = z.infer<typeof leaveRequestDayDto>;

/**
 * One request with its days (the approver's view) and the allocation it draws on (null for a type without
 * allocation); what is left of it is the list item's `balance`.
 */
export const leaveRequestDetailsDto = leaveRequestDto.extend({
  days: z.array(leaveRequestDayDto),
  allocationId: z.uuid().nullable(),
  ...requestDetailsFields,
});
export type LeaveRequestDetailsDto = z.infer<typeof leaveRequestDetailsDto>;

const lists = requestListQueries(
  {
    leaveTypeId: optionalIdFilter,
    /** `states=0&states=3` or `states=0,3`; none: every state. */
    states: enumListFilter(LeaveRequestStates),
    /** Requests whose dates meet this range. */
    ...requestDateFilters,
  },
  ['creationTime', 'from', 'to', 'state'],
  'Leave:InvalidLeaveTo',
);

/** GET list and pending-approval: the caller's own, newest first. */
export const getOwnLeaveRequestsInput = lists.own;
export type GetOwnLeaveRequestsInput = z.input<typeof getOwnLeaveRequestsInput>;
export type GetOwnLeaveRequests = z.infer<typeof getOwnLeaveRequestsInput>;

/** GET all (HR): every employee's, with filters; newest first unless sorted. */
export const getLeaveRequestsInput = lists.all;
export type GetLeaveRequestsInput = z.input<typeof getLeaveRequestsInput>;
export type GetLeaveRequests = z.infer<typeof getLeaveRequestsInput>;

const tag = 'LeaveRequest';
const path = '/api/app/leave-request';
const call = resourceCalls(path, tag);

/**
 * Document 1 §7, leave requests. They act for the signed-in employee (the token's EmployeeId; a user who is
 * no employee gets 403 Requests:NotAnEmployee): create, cancel, the own lists, calc-duration. `get` answers
 * the employee, whoever may decide its task, and holders of HR.LeaveRequests.Index; `all` is HR's list.
 */
export const leaveRequestEndpoints = {
  calcDuration: call('POST', 'calc-duration', access.authenticated, {
    body: calcLeaveDurationInput,
    response: z.number(),
  }),
  /** Answers the new request's id as text. */
  create: call('POST', '', access.authenticated, { body: createLeaveRequestInput, response: z.uuid() }),
  cancel: call('POST', ':id/cancel', access.authenticated),
  /** The caller's own, newest first. */
  list: call('GET', '', access.authenticated, {
    query: getOwnLeaveRequestsInput,
    response: pagedResult(leaveRequestDto),
  }),
  /** The caller's own still pending approval, newest first. */
  pendingApproval: call('GET', 'pending-approval', access.authenticated, {
    query: getOwnLeaveRequestsInput,
    response: pagedResult(leaveRequestDto),
  }),
  ...requestHrCalls(call, LeavePermissions.LeaveRequests.Default, getLeaveRequestsInput, leaveRequestDto),
  get: call('GET', ':id', access.authenticated, { response: leaveRequestDetailsDto }),
};
