import { createLeaveRequestInput, LeaveRequestUnit } from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, isApiError } from '../../../../app/api-error.ts';
import { i18n } from '../../../../app/i18n.ts';
import {
  calcDurationBody,
  crossFieldIssues,
  fieldOfMember,
  fixedUnitOf,
  leaveRequestBody,
  onFormFields,
  refusalOf,
  unitOf,
} from './leave-request-form.ts';

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: {
      en: {
        errors: {
          'Leave:InvalidLeaveTo': 'The end of the leave must be after its start.',
          'Leave:LeaveTooLong': 'One request can cover at most {{days}} days.',
        },
      },
    },
    keySeparator: false,
    nsSeparator: '::',
    interpolation: { escapeValue: false },
  });
});

const leaveTypeId = '0190a3b2-7c1d-7e4f-8a9b-0c1d2e3f4a5b';
const { Days, Hours, DaysAndHours } = LeaveRequestUnit;

describe('the unit', () => {
  it('is the type’s own for a Days or an Hours type, and the one chosen (Days by default) for both', () => {
    expect(fixedUnitOf(Days)).toBe(Days);
    expect(fixedUnitOf(Hours)).toBe(Hours);
    expect(fixedUnitOf(DaysAndHours)).toBeNull();
    expect(unitOf({ leaveUnit: Hours }, Days)).toBe(Days);
    expect(unitOf({ leaveUnit: Hours }, DaysAndHours)).toBe(Hours);
    expect(unitOf({}, DaysAndHours)).toBe(Days);
  });
});

describe('leaveRequestBody', () => {
  it('sends a day request’s dates and no hourly part', () => {
    const body = leaveRequestBody(
      { leaveTypeId, fromDate: '2031-03-03', toDate: '2031-03-05', fromTime: '09:00', reason: 'Family' },
      Days,
    );
    expect(body).toEqual({
      leaveTypeId,
      leaveUnit: Days,
      createDailyLeaveRequestDto: { from: '2031-03-03', to: '2031-03-05' },
      createHourlyLeaveRequestDto: null,
      reason: 'Family',
    });
    expect(createLeaveRequestInput.safeParse(body).success).toBe(true);
  });

  it('sends an hour request’s ends, the end date defaulting to the start’s', () => {
    const body = leaveRequestBody(
      { leaveTypeId, leaveUnit: Hours, fromDate: '2031-03-03', fromTime: '09:00', toTime: '11:30' },
      DaysAndHours,
    );
    expect(body.createDailyLeaveRequestDto).toBeNull();
    expect(body.createHourlyLeaveRequestDto).toEqual({
      fromDate: '2031-03-03',
      fromTime: '09:00',
      toDate: '2031-03-03',
      toTime: '11:30',
    });
    expect(createLeaveRequestInput.safeParse(body).success).toBe(true);
    const night = leaveRequestBody(
      { leaveTypeId, fromDate: '2031-03-03', fromTime: '22:00', toDate: '2031-03-04', toTime: '02:00' },
      Hours,
    );
    expect(night.createHourlyLeaveRequestDto?.toDate).toBe('2031-03-04');
    expect(createLeaveRequestInput.safeParse(night).success).toBe(true);
  });
});

describe('calcDurationBody', () => {
  it('asks nothing until the type and both ends are given', () => {
    expect(calcDurationBody({ fromDate: '2031-03-03', toDate: '2031-03-05' }, Days)).toBeNull();
    expect(calcDurationBody({ leaveTypeId, fromDate: '2031-03-03' }, Days)).toBeNull();
    expect(calcDurationBody({ leaveTypeId, fromDate: '2031-03-03', fromTime: '09:00' }, Hours)).toBeNull();
  });

  it('sends dates for days and local date-times for hours, with the type', () => {
    expect(calcDurationBody({ leaveTypeId, fromDate: '2031-03-03', toDate: '2031-03-05' }, Days)).toEqual({
      from: '2031-03-03',
      to: '2031-03-05',
      unit: Days,
      leaveTypeId,
    });
    expect(
      calcDurationBody({ leaveTypeId, fromDate: '2031-03-03', fromTime: '09:00', toTime: '11:30' }, Hours),
    ).toEqual({ from: '2031-03-03T09:00', to: '2031-03-03T11:30', unit: Hours, leaveTypeId });
  });

  it('asks nothing for an end before the start (the field says so)', () => {
    expect(calcDurationBody({ leaveTypeId, fromDate: '2031-03-05', toDate: '2031-03-03' }, Days)).toBeNull();
    expect(
      calcDurationBody({ leaveTypeId, fromDate: '2031-03-03', fromTime: '11:00', toTime: '09:00' }, Hours),
    ).toBeNull();
  });
});

describe('errors on the form’s fields', () => {
  it('names the field of a body member', () => {
    expect(fieldOfMember('createDailyLeaveRequestDto.to')).toBe('toDate');
    expect(fieldOfMember('createHourlyLeaveRequestDto.toTime')).toBe('toTime');
    expect(fieldOfMember('reason')).toBe('reason');
  });

  it('puts the end before the start on the end, translated', () => {
    const values = { leaveTypeId, fromDate: '2031-03-05', toDate: '2031-03-03' };
    expect(crossFieldIssues(values, Days, 'toDate')).toEqual([
      'The end of the leave must be after its start.',
    ]);
    expect(crossFieldIssues(values, Days, 'fromDate')).toEqual([]);
    const hours = { leaveTypeId, fromDate: '2031-03-03', fromTime: '11:00', toTime: '09:00' };
    expect(crossFieldIssues(hours, Hours, 'toTime')).toEqual([
      'The end of the leave must be after its start.',
    ]);
    const long = {
      leaveTypeId,
      fromDate: '2031-03-01',
      fromTime: '09:00',
      toDate: '2031-05-01',
      toTime: '10:00',
    };
    expect(crossFieldIssues(long, Hours, 'toDate')).toEqual(['One request can cover at most 31 days.']);
  });

  it('leaves an empty or malformed date to its own Field ("required"), not "Enter a date between…" too', () => {
    expect(crossFieldIssues({ leaveTypeId }, Days, 'fromDate')).toEqual([]);
    expect(crossFieldIssues({ leaveTypeId }, Days, 'toDate')).toEqual([]);
    expect(crossFieldIssues({ leaveTypeId, fromDate: '2031-03-05', toDate: '' }, Days, 'toDate')).toEqual([]);
    expect(
      crossFieldIssues({ leaveTypeId, fromDate: '1800-01-01', toDate: '2031-03-03' }, Days, 'fromDate'),
    ).toEqual([]);
  });

  it('turns a refused parse and a server 400 into errors of the form’s fields', () => {
    const parsed = createLeaveRequestInput.safeParse(
      leaveRequestBody({ leaveTypeId, fromDate: '2031-03-05', toDate: '2031-03-03' }, Days),
    );
    const error = onFormFields(parsed.error);
    expect(isApiError(error) && error.validationErrors).toEqual([
      { message: 'The end of the leave must be after its start.', members: ['toDate'] },
    ]);
  });
});

describe('a failed save', () => {
  it('is said once above the buttons unless the fields say it all (the create call shows no notification)', () => {
    const overlap = new ApiError(
      422,
      'You already have a pending leave request for 2026/12/23 – 2026/12/29.',
    );
    expect(refusalOf(overlap)).toBe(overlap.message);
    expect(refusalOf(new ApiError(403, 'Not allowed.'))).toBe('Not allowed.');
    expect(refusalOf(new ApiError(500, 'Something went wrong.'))).toBe('Something went wrong.');
    // A 400 on the form's fields (named as the body names them, in any case) lands there.
    const onDates = new ApiError(400, 'Invalid.', null, null, [
      {
        message: 'The end of the leave must be after its start.',
        members: ['createDailyLeaveRequestDto.to'],
      },
      { message: 'Too long.', members: ['Reason'] },
    ]);
    expect(refusalOf(onDates)).toBeNull();
    // One of its errors on no field of the form: said above the buttons.
    const elsewhere = new ApiError(400, 'The request is invalid.', null, null, [
      { message: 'Too long.', members: ['reason'] },
      { message: 'Unknown.', members: ['somethingElse'] },
    ]);
    expect(refusalOf(elsewhere)).toBe('The request is invalid.');
    // The contract's issues before any call, or an error that is not the API's: not this.
    expect(refusalOf(new Error('offline'))).toBeNull();
  });
});
