import {
  type CalcLeaveDurationInput,
  type CreateLeaveRequestInput,
  calcLeaveDurationInput,
  createLeaveRequestInput,
  LeaveRequestUnit,
} from '@hr/contracts';
import type { FormRule } from 'antd';
import { isApiError } from '../../../../app/api-error.ts';
import {
  crossFieldFormRule,
  crossFieldMessages,
  errorOnFormFields,
} from '../../../../components/request-form-errors.ts';

/**
 * The form's values: the leave type, the unit, and the two ends as separate dates and times (a day
 * request uses only the dates; an hour request the date and time of each end, the end's date defaulting
 * to the start's). The body nests them in createDailyLeaveRequestDto or createHourlyLeaveRequestDto.
 */
export interface LeaveRequestFormValues {
  leaveTypeId?: string | null;
  leaveUnit?: number | null;
  fromDate?: string | null;
  toDate?: string | null;
  fromTime?: string | null;
  toTime?: string | null;
  reason?: string | null;
}

/** The unit a request of a type of this unit is made in: fixed for Days or Hours, null (a choice) for both. */
export function fixedUnitOf(typeUnit: number | undefined): number | null {
  if (typeUnit === LeaveRequestUnit.Days || typeUnit === LeaveRequestUnit.Hours) return typeUnit;
  return null;
}

/** The unit the form asks in: the type's fixed one, else the one chosen (Days until one is). */
export function unitOf(values: LeaveRequestFormValues, typeUnit: number | undefined): number {
  return fixedUnitOf(typeUnit) ?? values.leaveUnit ?? LeaveRequestUnit.Days;
}

/** The hour request's end date: the one given, else the start's (most hourly leave ends the same day). */
const endDateOf = (values: LeaveRequestFormValues) => values.toDate || values.fromDate || null;

/** The body the form's values give; the unused one of the two ends' objects is null. */
export function leaveRequestBody(
  values: LeaveRequestFormValues,
  typeUnit: number | undefined,
): CreateLeaveRequestInput {
  const unit = unitOf(values, typeUnit);
  const days = unit === LeaveRequestUnit.Days;
  return {
    leaveTypeId: values.leaveTypeId ?? '',
    leaveUnit: unit,
    createDailyLeaveRequestDto: days ? { from: values.fromDate ?? '', to: values.toDate ?? '' } : null,
    createHourlyLeaveRequestDto: days
      ? null
      : {
          fromDate: values.fromDate ?? '',
          fromTime: values.fromTime ?? '',
          toDate: endDateOf(values) ?? '',
          toTime: values.toTime ?? '',
        },
    reason: values.reason ?? null,
  };
}

/**
 * What calc-duration is asked for the form's values, or null while they say too little (an end missing) or
 * the contract refuses them (the end before the start: that field says so itself). Days send the dates,
 * hours the local date-times "YYYY-MM-DDTHH:mm".
 */
export function calcDurationBody(
  values: LeaveRequestFormValues,
  typeUnit: number | undefined,
): CalcLeaveDurationInput | null {
  if (!values.leaveTypeId) return null;
  const unit = unitOf(values, typeUnit);
  const toDate = unit === LeaveRequestUnit.Days ? values.toDate : endDateOf(values);
  if (!values.fromDate || !toDate) return null;
  const days = unit === LeaveRequestUnit.Days;
  if (!days && (!values.fromTime || !values.toTime)) return null;
  const body: CalcLeaveDurationInput = {
    from: days ? values.fromDate : `${values.fromDate}T${values.fromTime}`,
    to: days ? toDate : `${toDate}T${values.toTime}`,
    unit,
    leaveTypeId: values.leaveTypeId,
  };
  return calcLeaveDurationInput.safeParse(body).success ? body : null;
}

// The body's members as the form's fields: the two ends' objects hold the dates and times.
const memberFields: Record<string, keyof LeaveRequestFormValues> = {
  'createdailyleaverequestdto.from': 'fromDate',
  'createdailyleaverequestdto.to': 'toDate',
  createdailyleaverequestdto: 'fromDate',
  'createhourlyleaverequestdto.fromdate': 'fromDate',
  'createhourlyleaverequestdto.fromtime': 'fromTime',
  'createhourlyleaverequestdto.todate': 'toDate',
  'createhourlyleaverequestdto.totime': 'toTime',
  createhourlyleaverequestdto: 'fromTime',
};

/** The form's field of a body member ('createDailyLeaveRequestDto.to' is toDate); others keep their name. */
export function fieldOfMember(member: string): string {
  return memberFields[member.toLowerCase()] ?? member;
}

/** The form's field of an issue of the body. */
const fieldOfIssue = (path: PropertyKey[]) => fieldOfMember(path.join('.'));

/**
 * The contract's rules that span fields (the end after the start, the longest request) on the whole body,
 * those that land on `field`; the single-field rules (required, formats) are each Field's own.
 */
export function crossFieldIssues(
  values: LeaveRequestFormValues,
  typeUnit: number | undefined,
  field: string,
): string[] {
  return crossFieldMessages(createLeaveRequestInput, leaveRequestBody(values, typeUnit), field, fieldOfIssue);
}

/** An antd rule of one field from the contract's rules that span fields. */
export function crossFieldRule(field: string, typeUnit: () => number | undefined): FormRule {
  return crossFieldFormRule((values: LeaveRequestFormValues) => crossFieldIssues(values, typeUnit(), field));
}

/**
 * A failed save's errors with the body's members renamed to the form's fields, so that they land there:
 * the contract's issues before any call (as a 400 would carry them) or the server's own 400.
 */
export function onFormFields(error: unknown): unknown {
  return errorOnFormFields(error, fieldOfIssue, fieldOfMember);
}

// The form's fields, lower-cased: the server may name a member in any case (applyServerErrors too).
const formFields: ReadonlySet<string> = new Set(
  (['leaveTypeId', 'leaveUnit', 'fromDate', 'toDate', 'fromTime', 'toTime', 'reason'] as const).map((f) =>
    f.toLowerCase(),
  ),
);

/**
 * What the form says above its buttons after a failed save, its call being silent (the message once, not
 * also as a notification): a refusal (422: an overlap, the balance), any other failure of the API (403,
 * 5xx), or a 400 with an error that lands on none of its fields. Null when the fields say it all (the
 * contract's issues before any call, a 400 on the fields) or the error is not the API's (the form's
 * submit says that one).
 */
export function refusalOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const onFields =
    error.status === 400 &&
    error.validationErrors.length > 0 &&
    error.validationErrors.every((v) =>
      v.members.some((m) => formFields.has(fieldOfMember(m).toLowerCase())),
    );
  return onFields ? null : error.message;
}
