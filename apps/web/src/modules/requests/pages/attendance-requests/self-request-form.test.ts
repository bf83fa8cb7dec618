import { AttendanceFixMode, createSelfAttendanceRequestInput, errorCatalog } from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../../app/api-error.ts';
import { i18n } from '../../../../app/i18n.ts';
import {
  crossFieldIssues,
  daysAffectedIn,
  daysAffectedOfForm,
  dayToCorrect,
  fixRangeOf,
  onFormFields,
  selfRequestBody,
  valuesOfDay,
} from './self-request-form.ts';

beforeAll(async () => {
  // The contract's error texts as the app loads them (app/i18n.ts): {param} becomes {{param}}.
  const errors = Object.fromEntries(
    Object.entries(errorCatalog).map(([code, text]) => [code, text.en.replace(/\{(\w+)\}/g, '{{$1}}')]),
  );
  await i18n.init({
    lng: 'en',
    resources: { en: { errors } },
    keySeparator: false,
    nsSeparator: '::',
    interpolation: { escapeValue: false },
  });
});

describe('fixRangeOf (remove-all)', () => {
  it('runs from 00:00:00 of the first day to 23:59:59 of the last on the tenant clock', () => {
    expect(fixRangeOf(['2025-03-01', '2025-03-02'], 'Asia/Damascus')).toEqual({
      fixAttendanceFrom: '2025-03-01T00:00:00+03:00',
      fixAttendanceTo: '2025-03-02T23:59:59+03:00',
    });
    expect(fixRangeOf(['2025-03-01', '2025-03-01'], 'America/New_York')).toEqual({
      fixAttendanceFrom: '2025-03-01T00:00:00-05:00',
      fixAttendanceTo: '2025-03-01T23:59:59-05:00',
    });
  });

  it('takes each day’s own offset across a clock change', () => {
    // New York moves to summer time on 2025-03-09.
    const range = fixRangeOf(['2025-03-08', '2025-03-09'], 'America/New_York');
    expect(range.fixAttendanceFrom).toBe('2025-03-08T00:00:00-05:00');
    expect(range.fixAttendanceTo).toBe('2025-03-09T23:59:59-04:00');
  });
});

describe('selfRequestBody', () => {
  const stay = { checkIn: '2025-03-01T08:00:00+03:00', checkOut: '2025-03-01T16:00:00+03:00' };

  it('sends the days as the fix range for remove-all (the default), and no record', () => {
    const body = selfRequestBody(
      { ...stay, days: ['2025-03-01', '2025-03-01'], attendanceId: 'x' },
      'Asia/Damascus',
    );
    expect(body).toMatchObject({
      mode: AttendanceFixMode.RemoveAll,
      fixAttendanceFrom: '2025-03-01T00:00:00+03:00',
      fixAttendanceTo: '2025-03-01T23:59:59+03:00',
      attendanceId: null,
    });
    expect(body).not.toHaveProperty('days');
    expect(createSelfAttendanceRequestInput.safeParse(body).success).toBe(true);
  });

  it('sends no fix range for the other modes, and the record only for fix', () => {
    const id = '0190f5c2-8a4e-7b3d-9c1a-000000000001';
    const overlapping = selfRequestBody(
      {
        ...stay,
        mode: AttendanceFixMode.RemoveOverlapping,
        days: ['2025-03-01', '2025-03-01'],
        attendanceId: id,
      },
      'UTC',
    );
    expect(overlapping).toMatchObject({ fixAttendanceFrom: null, fixAttendanceTo: null, attendanceId: null });
    const fix = selfRequestBody({ ...stay, mode: AttendanceFixMode.Fix, attendanceId: id }, 'UTC');
    expect(fix).toMatchObject({ fixAttendanceFrom: null, attendanceId: id });
    expect(createSelfAttendanceRequestInput.safeParse(fix).success).toBe(true);
  });
});

describe('days affected', () => {
  it('counts the tenant’s calendar days of a range, both ends included', () => {
    expect(daysAffectedIn('2025-03-01T00:00:00+03:00', '2025-03-01T23:59:59+03:00', 'Asia/Damascus')).toBe(1);
    expect(daysAffectedIn('2025-03-01T00:00:00+03:00', '2025-03-03T23:59:59+03:00', 'Asia/Damascus')).toBe(3);
    // 22:00 UTC is already the next day in Damascus.
    expect(daysAffectedIn('2025-03-01T22:00:00Z', '2025-03-01T23:00:00Z', 'Asia/Damascus')).toBe(1);
    expect(daysAffectedIn('2025-03-01T20:00:00Z', '2025-03-01T22:00:00Z', 'Asia/Damascus')).toBe(2);
    // A day of 23 hours still counts as one.
    expect(daysAffectedIn('2025-03-08T12:00:00-05:00', '2025-03-10T12:00:00-04:00', 'America/New_York')).toBe(
      3,
    );
  });

  it('shows remove-all’s days, the stay’s days otherwise, nothing before it can tell', () => {
    expect(daysAffectedOfForm({ days: ['2025-03-01', '2025-03-05'] }, 'UTC')).toBe(5);
    expect(daysAffectedOfForm({}, 'UTC')).toBeNull();
    const night = { checkIn: '2025-03-01T22:00:00+03:00', checkOut: '2025-03-02T06:00:00+03:00' };
    expect(daysAffectedOfForm({ ...night, mode: AttendanceFixMode.RemoveOverlapping }, 'Asia/Damascus')).toBe(
      2,
    );
    expect(daysAffectedOfForm({ checkIn: night.checkIn, mode: AttendanceFixMode.Fix }, 'UTC')).toBeNull();
  });
});

describe('the contract’s rules on the form’s fields', () => {
  it('puts InvalidCheckIn and InvalidCheckOut on their fields when the stay is not forward', () => {
    const values = {
      checkIn: '2025-03-01T16:00:00+03:00',
      checkOut: '2025-03-01T08:00:00+03:00',
      days: ['2025-03-01', '2025-03-01'] as const,
    };
    expect(crossFieldIssues(values, 'Asia/Damascus', 'checkIn')).toEqual([
      'The check-in must be earlier than the check-out.',
    ]);
    expect(crossFieldIssues(values, 'Asia/Damascus', 'checkOut')).toHaveLength(1);
    expect(crossFieldIssues(values, 'Asia/Damascus', 'days')).toEqual([]);
  });

  it('puts the fix range’s rules on the days field, with their parameters', () => {
    const stay = { checkIn: '2025-03-01T08:00:00Z', checkOut: '2025-03-01T16:00:00Z' };
    expect(crossFieldIssues(stay, 'UTC', 'days')).toHaveLength(1);
    const long = crossFieldIssues({ ...stay, days: ['2025-01-01', '2025-03-01'] }, 'UTC', 'days');
    expect(long).toEqual(['One request can fix at most 31 days.']);
    const outside = crossFieldIssues({ ...stay, days: ['2025-03-02', '2025-03-03'] }, 'UTC', 'checkIn');
    expect(outside).toHaveLength(1);
    expect(crossFieldIssues({ ...stay, mode: AttendanceFixMode.Fix }, 'UTC', 'attendanceId')).toHaveLength(1);
  });

  it('moves the fix range’s errors of a failed save onto the days field', () => {
    const moved = onFormFields(
      new ApiError(400, 'invalid', null, null, [
        { message: 'a', members: ['FixAttendanceTo'] },
        { message: 'b', members: ['checkIn'] },
      ]),
    ) as ApiError;
    expect(moved.validationErrors.map((v) => v.members)).toEqual([['days'], ['checkIn']]);
    const parsed = createSelfAttendanceRequestInput.safeParse({
      checkIn: '2025-03-01T08:00:00Z',
      checkOut: '2025-03-01T09:00:00Z',
    });
    const local = onFormFields(parsed.error) as ApiError;
    expect(local.validationErrors.every((v) => v.members[0] === 'days')).toBe(true);
    expect(local.validationErrors[0]?.message).toBe('Choose the days whose records the correction replaces.');
  });
});

describe('a correction of one day (?day= from My attendance)', () => {
  it('takes a real date up to the tenant’s today, nothing else', () => {
    expect(dayToCorrect('2026-02-02', '2026-02-10')).toBe('2026-02-02');
    expect(dayToCorrect('2026-02-10', '2026-02-10')).toBe('2026-02-10');
    for (const wrong of [null, '', '2026-02-11', '2026-02-30', '2026-2-2', '2026-02-02T00:00', 'x'])
      expect(dayToCorrect(wrong, '2026-02-10')).toBeNull();
  });

  it('starts from the day’s first check-in and last check-out, remove-all of the day', () => {
    const records = [
      { checkIn: '2026-02-02T05:10:00.000Z', checkOut: '2026-02-02T09:00:00.000Z' },
      { checkIn: '2026-02-02T10:00:00.000Z', checkOut: '2026-02-02T13:45:00.000Z' },
    ];
    expect(valuesOfDay('2026-02-02', records, 'Asia/Riyadh')).toEqual({
      mode: AttendanceFixMode.RemoveAll,
      checkIn: '2026-02-02T05:10:00.000Z',
      checkOut: '2026-02-02T13:45:00.000Z',
      days: ['2026-02-02', '2026-02-02'],
    });
    // The body it gives is a valid request: the stay lies within the day it fixes.
    const body = selfRequestBody(
      valuesOfDay('2026-02-02', records, 'Asia/Riyadh') as Parameters<typeof selfRequestBody>[0],
      'Asia/Riyadh',
    );
    expect(createSelfAttendanceRequestInput.safeParse(body).success).toBe(true);
  });

  it('runs the days to fix to the next day for a night shift, leaves the times of an absence to type', () => {
    const night = [{ checkIn: '2026-02-02T19:00:00.000Z', checkOut: '2026-02-03T03:00:00.000Z' }];
    expect(valuesOfDay('2026-02-02', night, 'Asia/Riyadh').days).toEqual(['2026-02-02', '2026-02-03']);
    expect(valuesOfDay('2026-02-02', [], 'UTC')).toEqual({
      mode: AttendanceFixMode.RemoveAll,
      days: ['2026-02-02', '2026-02-02'],
    });
    // Still in (an open record of today): the check-in alone.
    expect(
      valuesOfDay('2026-02-02', [{ checkIn: '2026-02-02T05:00:00.000Z', checkOut: null }], 'UTC'),
    ).toEqual({
      mode: AttendanceFixMode.RemoveAll,
      checkIn: '2026-02-02T05:00:00.000Z',
      days: ['2026-02-02', '2026-02-02'],
    });
  });
});
