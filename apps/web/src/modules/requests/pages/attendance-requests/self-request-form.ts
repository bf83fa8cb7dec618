import {
  type AttendanceDto,
  AttendanceFixMode,
  type AttendanceRequestDto,
  type CreateSelfAttendanceRequestInput,
  createSelfAttendanceRequestInput,
  daysAffected,
} from '@hr/contracts';
import type { FormRule } from 'antd';
import {
  crossFieldFormRule,
  crossFieldMessages,
  errorOnFormFields,
} from '../../../../components/request-form-errors.ts';
import { type DateRange, instantAt, todayIn } from '../../../../components/tenant-time.ts';

/**
 * The form's values: the contract's body, with the remove-all days as a range of the tenant's calendar
 * dates instead of the two instants the body carries.
 */
export type SelfRequestFormValues = Omit<
  CreateSelfAttendanceRequestInput,
  'fixAttendanceFrom' | 'fixAttendanceTo'
> & { days?: DateRange | null };

/** The form field that holds the fix range. */
export const daysField = 'days';
const fixRangeMembers = new Set(['fixattendancefrom', 'fixattendanceto']);

/**
 * The fix range of remove-all: 00:00:00 of the first day to 23:59:59 of the last, on the tenant's clock
 * (document 1 §4), as instants with the zone's offset of each day.
 */
export function fixRangeOf(
  days: DateRange,
  zone: string,
): { fixAttendanceFrom: string; fixAttendanceTo: string } {
  return {
    fixAttendanceFrom: instantAt(`${days[0]}T00:00:00`, zone),
    fixAttendanceTo: instantAt(`${days[1]}T23:59:59`, zone),
  };
}

/**
 * The day a `?day=YYYY-MM-DD` link asks to correct (My attendance's "Request a correction"): a real date
 * not after the tenant's today, else null (the form then starts empty).
 */
export function dayToCorrect(value: string | null | undefined, today: string): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) return null;
  return value > today ? null : value;
}

/**
 * The form's first values for a day to correct, from the employee's records of that work day (by
 * check-in): remove-all of that day, the stay from the first check-in to the last check-out, the days to
 * fix running to the check-out's date when a night shift ends the next day. A day without records (an
 * absence) gives the day alone, the times left to type.
 */
export function valuesOfDay(
  day: string,
  records: readonly Pick<AttendanceDto, 'checkIn' | 'checkOut'>[],
  zone: string,
): Partial<SelfRequestFormValues> {
  const checkIn = records[0]?.checkIn;
  const checkOut = records.findLast((r) => r.checkOut)?.checkOut ?? undefined;
  const stay = checkIn && checkOut && Date.parse(checkOut) > Date.parse(checkIn) ? { checkIn, checkOut } : {};
  const lastDay = stay.checkOut ? todayIn(zone, new Date(stay.checkOut)) : day;
  return {
    mode: AttendanceFixMode.RemoveAll,
    ...(checkIn ? { checkIn } : {}),
    ...stay,
    days: [day, lastDay > day ? lastDay : day],
  };
}

/** The body the form's values give: the fix range only for remove-all, the record only for fix. */
export function selfRequestBody(
  values: SelfRequestFormValues,
  zone: string,
): CreateSelfAttendanceRequestInput {
  const { days, ...rest } = values;
  const mode = values.mode ?? AttendanceFixMode.RemoveAll;
  const range = mode === AttendanceFixMode.RemoveAll && days ? fixRangeOf(days, zone) : null;
  return {
    ...rest,
    mode,
    fixAttendanceFrom: range?.fixAttendanceFrom ?? null,
    fixAttendanceTo: range?.fixAttendanceTo ?? null,
    attendanceId: mode === AttendanceFixMode.Fix ? (values.attendanceId ?? null) : null,
    reason: values.reason ?? null,
  };
}

/**
 * The days from the tenant's date of `from` to that of `to`, both counted (document 1 §5: the rounded
 * absolute day difference + 1), so that 00:00:00 to 23:59:59 of one day is 1 day in any zone.
 */
export function daysAffectedIn(from: string | Date, to: string | Date, zone: string): number {
  return daysAffected(
    `${todayIn(zone, new Date(from))}T00:00:00Z`,
    `${todayIn(zone, new Date(to))}T00:00:00Z`,
  );
}

/** The days a request shown in the list affects: those of its fix range. */
export function daysAffectedOfRequest(request: AttendanceRequestDto, zone: string): number {
  return daysAffectedIn(request.fixAttendanceFrom, request.fixAttendanceTo, zone);
}

/**
 * The days the form's request affects, or null before it can tell: remove-all's chosen days, otherwise
 * the days of the stay.
 */
export function daysAffectedOfForm(values: Partial<SelfRequestFormValues>, zone: string): number | null {
  const mode = values.mode ?? AttendanceFixMode.RemoveAll;
  if (mode === AttendanceFixMode.RemoveAll)
    return values.days ? daysAffected(`${values.days[0]}T00:00:00Z`, `${values.days[1]}T00:00:00Z`) : null;
  return values.checkIn && values.checkOut ? daysAffectedIn(values.checkIn, values.checkOut, zone) : null;
}

/** The field of the form a member of the body names (the fix range is the days field). */
function fieldOf(member: string): string {
  return fixRangeMembers.has(member.toLowerCase()) ? daysField : member;
}

/**
 * The contract's rules that span fields (InvalidCheckIn, InvalidCheckOut, the fix range, the record to
 * fix), checked on the whole body and kept for one field; the single-field rules (required, formats) are
 * Field's own.
 */
export function crossFieldIssues(
  values: Partial<SelfRequestFormValues>,
  zone: string,
  field: string,
): string[] {
  return crossFieldMessages(
    createSelfAttendanceRequestInput,
    selfRequestBody(values as SelfRequestFormValues, zone),
    field,
    (path) => fieldOf(String(path[0] ?? '')),
  );
}

/** An antd rule of the form's field from the contract's rules that span fields. */
export function crossFieldRule(field: string, zone: string): FormRule {
  return crossFieldFormRule((values: Partial<SelfRequestFormValues>) =>
    crossFieldIssues(values, zone, field),
  );
}

/**
 * A failed save's errors with the fix range's members renamed to the days field, so that they land on it
 * (the contract's issues before any call, or the server's 400). The members name the body's first level
 * (checkIn, fixAttendanceFrom), which is where the contract and the server put them.
 */
export function onFormFields(error: unknown): unknown {
  return errorOnFormFields(error, (path) => [fieldOf(String(path[0])), ...path.slice(1)].join('.'), fieldOf);
}
