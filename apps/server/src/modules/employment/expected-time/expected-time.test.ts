import { describe, expect, it } from 'vitest';
import {
  daysInForce,
  type ExpectedDay,
  type ExpectedTimeContract,
  type ExpectedTimeInput,
  type ExpectedTimeWorkingHour,
  expectedTime,
  maxExpectedTimeDays,
} from './expected-time.ts';
import { ZoneClock } from './zone-clock.ts';

// 2025-01-01 is a Wednesday; 2025-03-30 and 2025-10-26 are the Sundays Berlin's clocks change.
const hours = (days: number[], from: string, to: string, expectedAttendance: string) =>
  days.map((day): ExpectedTimeWorkingHour => ({ id: `${day}-${from}`, day, from, to, expectedAttendance }));
const sundayToThursday = [0, 1, 2, 3, 4];
const everyDay = [0, 1, 2, 3, 4, 5, 6];
/** 08:00-16:00 with half an hour's break. */
const office = hours(sundayToThursday, '08:00', '16:00', '07:30');
/** 22:00-06:00, eight hours, every night. */
const nights = hours(everyDay, '22:00', '06:00', '08:00');

function contract(over: Partial<ExpectedTimeContract> = {}): ExpectedTimeContract {
  return {
    id: 'c1',
    start: '2024-01-01',
    end: '2026-12-31',
    state: 'Active',
    workEntrySource: 'WorkingSchedule',
    expiry: null,
    scheduleRanges: [
      { workingScheduleId: 'office', from: '2024-01-01', to: '2026-12-31', workingHours: office },
    ],
    ...over,
  };
}

const run = (over: Partial<ExpectedTimeInput>) =>
  expectedTime({
    contracts: [contract()],
    timeZone: 'Asia/Riyadh',
    from: '2025-01-01',
    to: '2025-01-31',
    ...over,
  });
const byDate = (days: ExpectedDay[]) => new Map(days.map((d) => [d.date, d]));
const iso = (d: ExpectedDay | undefined) =>
  d?.intervals.map((i) => [i.start.toISOString(), i.end.toISOString()]);
const total = (days: ExpectedDay[]) => days.reduce((sum, d) => sum + d.expectedMinutes, 0);

describe('month boundaries', () => {
  it('answers every date of January once, in order, with the office days of the schedule', () => {
    const days = run({});
    expect(days.map((d) => d.date)).toEqual(
      Array.from({ length: 31 }, (_, i) => `2025-01-${String(i + 1).padStart(2, '0')}`),
    );
    const jan = byDate(days);
    // Wednesday the 1st, Riyadh is UTC+3 all year.
    expect(jan.get('2025-01-01')).toMatchObject({
      dayOfWeek: 3,
      contractId: 'c1',
      workEntrySource: 'WorkingSchedule',
      workingScheduleId: 'office',
      holiday: false,
      expectedMinutes: 450,
      expectedHours: 7.5,
    });
    expect(iso(jan.get('2025-01-01'))).toEqual([['2025-01-01T05:00:00.000Z', '2025-01-01T13:00:00.000Z']]);
    expect(jan.get('2025-01-01')!.intervals[0]).toMatchObject({
      from: '08:00',
      to: '16:00',
      workingHourId: '3-08:00',
    });
    // Friday the 31st and Saturday the 4th are rest days: in force, nothing expected.
    expect(jan.get('2025-01-31')).toMatchObject({
      dayOfWeek: 5,
      contractId: 'c1',
      intervals: [],
      expectedMinutes: 0,
    });
    expect(jan.get('2025-01-04')).toMatchObject({ dayOfWeek: 6, intervals: [], expectedMinutes: 0 });
    // Sunday to Thursday: 1, 2, 5-9, 12-16, 19-23, 26-30.
    expect(days.filter((d) => d.expectedMinutes > 0)).toHaveLength(22);
    expect(total(days)).toBe(22 * 450);
    const february = run({ from: '2025-02-01', to: '2025-02-28' });
    expect(february).toHaveLength(28);
    expect(february.filter((d) => d.expectedMinutes > 0)).toHaveLength(20);
    expect(february[0]).toMatchObject({ date: '2025-02-01', dayOfWeek: 6 });
  });

  it('puts an overnight hour on the day it starts: the month ending on a night keeps it, the next month does not', () => {
    const withNights = [
      contract({
        scheduleRanges: [
          { workingScheduleId: 'night', from: '2024-01-01', to: '2026-12-31', workingHours: nights },
        ],
      }),
    ];
    const january = byDate(run({ contracts: withNights }));
    expect(iso(january.get('2025-01-31'))).toEqual([
      ['2025-01-31T19:00:00.000Z', '2025-02-01T03:00:00.000Z'],
    ]);
    // The night of 31 December is December's: January's first interval starts on the 1st at 22:00.
    expect(iso(january.get('2025-01-01'))).toEqual([
      ['2025-01-01T19:00:00.000Z', '2025-01-02T03:00:00.000Z'],
    ]);
    expect(total([...january.values()])).toBe(31 * 480);
    const february = run({ contracts: withNights, from: '2025-02-01', to: '2025-02-28' });
    expect(iso(february[0])).toEqual([['2025-02-01T19:00:00.000Z', '2025-02-02T03:00:00.000Z']]);
    expect(iso(february.at(-1))).toEqual([['2025-02-28T19:00:00.000Z', '2025-03-01T03:00:00.000Z']]);
    expect(total(february)).toBe(28 * 480);
  });

  it('keeps the night of the range’s last day whole, though it ends after the range', () => {
    const withNights = [
      contract({
        scheduleRanges: [
          { workingScheduleId: 'night', from: '2024-01-01', to: '2026-12-31', workingHours: nights },
        ],
      }),
    ];
    const days = run({ contracts: withNights, from: '2025-01-10', to: '2025-01-12' });
    expect(days.map(iso)).toEqual([
      [['2025-01-10T19:00:00.000Z', '2025-01-11T03:00:00.000Z']],
      [['2025-01-11T19:00:00.000Z', '2025-01-12T03:00:00.000Z']],
      [['2025-01-12T19:00:00.000Z', '2025-01-13T03:00:00.000Z']],
    ]);
  });

  it('keeps the night of a contract’s last day, and nothing of the day after', () => {
    const ending = contract({
      end: '2025-01-31',
      scheduleRanges: [
        { workingScheduleId: 'night', from: '2024-01-01', to: '2025-01-31', workingHours: nights },
      ],
    });
    const days = byDate(run({ contracts: [ending], from: '2025-01-30', to: '2025-02-02' }));
    expect(iso(days.get('2025-01-31'))).toEqual([['2025-01-31T19:00:00.000Z', '2025-02-01T03:00:00.000Z']]);
    expect(days.get('2025-02-01')).toMatchObject({
      contractId: null,
      workingScheduleId: null,
      intervals: [],
    });
  });
});

describe('schedules and contracts over the range', () => {
  it('changes schedule mid-month on the range’s date', () => {
    const changing = contract({
      scheduleRanges: [
        { workingScheduleId: 'office', from: '2024-01-01', to: '2025-01-15', workingHours: office },
        { workingScheduleId: 'night', from: '2025-01-16', to: '2026-12-31', workingHours: nights },
      ],
    });
    const days = byDate(run({ contracts: [changing] }));
    // Wednesday the 15th: the office day, no night; Thursday the 16th: the night, no office day.
    expect(days.get('2025-01-15')).toMatchObject({ workingScheduleId: 'office', expectedMinutes: 450 });
    expect(iso(days.get('2025-01-15'))).toEqual([['2025-01-15T05:00:00.000Z', '2025-01-15T13:00:00.000Z']]);
    expect(days.get('2025-01-16')).toMatchObject({ workingScheduleId: 'night', expectedMinutes: 480 });
    expect(iso(days.get('2025-01-16'))).toEqual([['2025-01-16T19:00:00.000Z', '2025-01-17T03:00:00.000Z']]);
    // Office days 1-15: 1, 2, 5-9, 12-15 (11); nights 16-31 (16).
    expect(total([...days.values()])).toBe(11 * 450 + 16 * 480);
  });

  it('starts a contract mid-week: nothing before its start, its schedule from then on', () => {
    const fromWednesday = contract({
      start: '2025-01-08',
      scheduleRanges: [
        { workingScheduleId: 'office', from: '2025-01-08', to: '2026-12-31', workingHours: office },
      ],
    });
    const week = run({ contracts: [fromWednesday], from: '2025-01-05', to: '2025-01-11' });
    expect(week.map((d) => [d.date, d.contractId, d.expectedMinutes])).toEqual([
      ['2025-01-05', null, 0],
      ['2025-01-06', null, 0],
      ['2025-01-07', null, 0],
      ['2025-01-08', 'c1', 450],
      ['2025-01-09', 'c1', 450],
      ['2025-01-10', 'c1', 0],
      ['2025-01-11', 'c1', 0],
    ]);
  });

  it('expects nothing without a contract, or on a contract’s days outside every schedule range', () => {
    for (const days of [run({ contracts: [] }), run({ contracts: [contract({ scheduleRanges: [] })] })]) {
      expect(days).toHaveLength(31);
      expect(total(days)).toBe(0);
      expect(days.every((d) => d.intervals.length === 0 && d.workingScheduleId === null)).toBe(true);
    }
    expect(run({ contracts: [] }).every((d) => d.contractId === null)).toBe(true);
    const partly = contract({
      scheduleRanges: [
        { workingScheduleId: 'office', from: '2025-01-20', to: '2026-12-31', workingHours: office },
      ],
    });
    const days = byDate(run({ contracts: [partly] }));
    expect(days.get('2025-01-19')).toMatchObject({
      contractId: 'c1',
      workingScheduleId: null,
      expectedMinutes: 0,
    });
    expect(days.get('2025-01-20')).toMatchObject({ workingScheduleId: 'office', expectedMinutes: 450 });
  });

  it('answers a contract of work entry source Attendance, without schedules, as in force with nothing expected', () => {
    const days = run({ contracts: [contract({ workEntrySource: 'Attendance', scheduleRanges: null })] });
    expect(days.every((d) => d.contractId === 'c1' && d.workEntrySource === 'Attendance')).toBe(true);
    expect(total(days)).toBe(0);
  });

  it('takes a holiday out of the day, and only that day (the night before still runs into it)', () => {
    const holidays = new Set(['2025-01-13']);
    const officeDays = byDate(run({ holidays }));
    expect(officeDays.get('2025-01-13')).toMatchObject({
      holiday: true,
      contractId: 'c1',
      intervals: [],
      expectedMinutes: 0,
    });
    expect(officeDays.get('2025-01-12')).toMatchObject({ holiday: false, expectedMinutes: 450 });
    expect(total([...officeDays.values()])).toBe(21 * 450);
    const withNights = [
      contract({
        scheduleRanges: [
          { workingScheduleId: 'night', from: '2024-01-01', to: '2026-12-31', workingHours: nights },
        ],
      }),
    ];
    const nightDays = byDate(run({ contracts: withNights, holidays }));
    expect(iso(nightDays.get('2025-01-12'))).toEqual([
      ['2025-01-12T19:00:00.000Z', '2025-01-13T03:00:00.000Z'],
    ]);
    expect(nightDays.get('2025-01-13')?.intervals).toEqual([]);
    // A holiday without a contract is still marked, with nothing expected either way.
    expect(byDate(run({ contracts: [], holidays })).get('2025-01-13')).toMatchObject({
      holiday: true,
      contractId: null,
    });
  });

  it('sums split hours of one day', () => {
    const split = hours([1], '13:00', '17:00', '04:00').concat(hours([1], '08:00', '12:00', '03:30'));
    const days = run({
      contracts: [
        contract({
          scheduleRanges: [
            { workingScheduleId: 'split', from: '2025-01-01', to: '2025-12-31', workingHours: split },
          ],
        }),
      ],
      from: '2025-01-06',
      to: '2025-01-06',
    });
    expect(iso(days[0])).toEqual([
      ['2025-01-06T05:00:00.000Z', '2025-01-06T09:00:00.000Z'],
      ['2025-01-06T10:00:00.000Z', '2025-01-06T14:00:00.000Z'],
    ]);
    expect(days[0]).toMatchObject({ expectedMinutes: 450, expectedHours: 7.5 });
  });
});

describe('contract states', () => {
  const jan = { start: '2025-01-01', end: '2025-01-31' };

  it('counts Active contracts for their dates, Draft and Canceled ones never', () => {
    expect(daysInForce(contract({ ...jan }))).toEqual([20089, 20119]);
    expect(daysInForce(contract({ ...jan, state: 'Draft' }))).toBeNull();
    expect(daysInForce(contract({ ...jan, state: 'Canceled' }))).toBeNull();
    expect(total(run({ contracts: [contract({ state: 'Draft' })] }))).toBe(0);
    expect(run({ contracts: [contract({ state: 'Canceled' })] }).every((d) => d.contractId === null)).toBe(
      true,
    );
  });

  it('counts an Expired contract for the days it was in force: to its end, or to the day it was expired early', () => {
    // Expired by the daily job the day after its end.
    expect(
      daysInForce(contract({ ...jan, state: 'Expired', expiry: { on: '2025-02-01', wasActive: true } })),
    ).toEqual([20089, 20119]);
    expect(daysInForce(contract({ ...jan, state: 'Expired' }))).toEqual([20089, 20119]);
    const early = contract({ ...jan, state: 'Expired', expiry: { on: '2025-01-15', wasActive: true } });
    expect(daysInForce(early)).toEqual([20089, 20103]);
    const days = byDate(run({ contracts: [early] }));
    expect(days.get('2025-01-15')).toMatchObject({ contractId: 'c1', expectedMinutes: 450 });
    expect(days.get('2025-01-16')).toMatchObject({ contractId: null, expectedMinutes: 0 });
    // Expired from Draft: never in force.
    expect(
      daysInForce(contract({ ...jan, state: 'Expired', expiry: { on: '2025-01-15', wasActive: false } })),
    ).toBeNull();
    // Expired before it started.
    expect(
      daysInForce(contract({ ...jan, state: 'Expired', expiry: { on: '2024-12-20', wasActive: true } })),
    ).toBeNull();
  });

  it('lets the Active contract win a day an Expired one still claims, and the later of two otherwise', () => {
    const old = contract({ id: 'old', state: 'Expired', start: '2024-01-01', end: '2025-01-31' });
    const current = contract({
      id: 'new',
      start: '2025-01-16',
      scheduleRanges: [
        { workingScheduleId: 'night', from: '2025-01-16', to: '2026-12-31', workingHours: nights },
      ],
    });
    const days = byDate(run({ contracts: [current, old] }));
    expect(days.get('2025-01-15')).toMatchObject({ contractId: 'old', workingScheduleId: 'office' });
    expect(days.get('2025-01-16')).toMatchObject({ contractId: 'new', workingScheduleId: 'night' });
    const later = contract({ id: 'later', state: 'Expired', start: '2025-01-20', end: '2025-01-31' });
    expect(byDate(run({ contracts: [old, later] })).get('2025-01-20')?.contractId).toBe('later');
  });
});

describe('time zones', () => {
  const berlinOffice = hours([1, 2, 3, 4, 5], '08:00', '16:00', '07:30');
  const berlin = (
    workingHours: ExpectedTimeWorkingHour[],
    from: string,
    to: string,
    timeZone = 'Europe/Berlin',
  ) =>
    byDate(
      expectedTime({
        contracts: [
          contract({
            scheduleRanges: [{ workingScheduleId: 's', from: '2024-01-01', to: '2026-12-31', workingHours }],
          }),
        ],
        timeZone,
        from,
        to,
      }),
    );

  it('computes the night summer time starts (Berlin, 30 March) as the seven hours it lasts', () => {
    const days = berlin(nights, '2025-03-28', '2025-03-30');
    expect(iso(days.get('2025-03-28'))).toEqual([['2025-03-28T21:00:00.000Z', '2025-03-29T05:00:00.000Z']]);
    expect(iso(days.get('2025-03-29'))).toEqual([['2025-03-29T21:00:00.000Z', '2025-03-30T04:00:00.000Z']]);
    expect(iso(days.get('2025-03-30'))).toEqual([['2025-03-30T20:00:00.000Z', '2025-03-31T04:00:00.000Z']]);
    expect([...days.values()].map((d) => d.expectedMinutes)).toEqual([480, 420, 480]);
    const office = berlin(berlinOffice, '2025-03-28', '2025-03-31');
    expect(iso(office.get('2025-03-28'))).toEqual([['2025-03-28T07:00:00.000Z', '2025-03-28T15:00:00.000Z']]);
    expect(iso(office.get('2025-03-31'))).toEqual([['2025-03-31T06:00:00.000Z', '2025-03-31T14:00:00.000Z']]);
    expect(office.get('2025-03-31')?.expectedMinutes).toBe(450);
  });

  it('computes the night summer time ends (Berlin, 26 October) as nine hours', () => {
    const days = berlin(nights, '2025-10-25', '2025-10-26');
    expect(iso(days.get('2025-10-25'))).toEqual([['2025-10-25T20:00:00.000Z', '2025-10-26T05:00:00.000Z']]);
    expect(days.get('2025-10-25')?.expectedMinutes).toBe(540);
    expect(days.get('2025-10-26')?.expectedMinutes).toBe(480);
  });

  it('moves a start the clock skips forward by the gap, and takes a repeated one the first time', () => {
    const skipped = berlin(hours([0], '02:30', '04:00', '01:30'), '2025-03-30', '2025-03-30');
    // 02:30 does not exist that night: it is 03:30 summer time; the hour lasts 30 minutes.
    expect(iso(skipped.get('2025-03-30'))).toEqual([
      ['2025-03-30T01:30:00.000Z', '2025-03-30T02:00:00.000Z'],
    ]);
    expect(skipped.get('2025-03-30')?.expectedMinutes).toBe(30);
    const repeated = berlin(hours([0], '02:30', '03:30', '01:00'), '2025-10-26', '2025-10-26');
    // 02:30 happens twice: the first (summer time, 00:30Z) to 03:30 winter time: two hours.
    expect(iso(repeated.get('2025-10-26'))).toEqual([
      ['2025-10-26T00:30:00.000Z', '2025-10-26T02:30:00.000Z'],
    ]);
    expect(repeated.get('2025-10-26')?.expectedMinutes).toBe(120);
  });

  it('keeps every night eight hours in a zone without summer time (Riyadh), on the same dates', () => {
    const days = berlin(nights, '2025-03-28', '2025-03-30', 'Asia/Riyadh');
    expect(iso(days.get('2025-03-29'))).toEqual([['2025-03-29T19:00:00.000Z', '2025-03-30T03:00:00.000Z']]);
    expect([...days.values()].map((d) => d.expectedMinutes)).toEqual([480, 480, 480]);
    const october = berlin(nights, '2025-10-25', '2025-10-26', 'Asia/Riyadh');
    expect([...october.values()].map((d) => d.expectedMinutes)).toEqual([480, 480]);
  });

  it('turns every quarter hour of a changing day into the instant the zone’s clock shows, in several zones', () => {
    const cases: Array<[string, string]> = [
      ['Europe/Berlin', '2025-03-30'],
      ['Europe/Berlin', '2025-10-26'],
      ['America/New_York', '2025-03-09'],
      ['America/Santiago', '2025-04-05'],
      ['America/Santiago', '2025-09-07'],
      ['Australia/Lord_Howe', '2025-10-05'],
      ['Asia/Riyadh', '2025-03-30'],
      ['UTC', '2025-03-30'],
    ];
    for (const [zone, date] of cases) {
      const clock = new ZoneClock(zone);
      const show = new Intl.DateTimeFormat('sv-SE', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
      let skipped = 0;
      for (let minute = 0; minute < 24 * 60; minute += 15) {
        const wall = Date.parse(`${date}T00:00:00Z`) + minute * 60_000;
        const instant = clock.instantOf(wall);
        const shown = Date.parse(`${show.format(instant).replace(' ', 'T')}:00Z`);
        if (shown !== wall) {
          // Only a skipped wall time reads differently: later, by the gap (an hour, or Lord Howe's half).
          skipped++;
          expect([30, 60], `${zone} ${date} +${minute}`).toContain((shown - wall) / 60_000);
        }
        expect(clock.offsetAt(instant), zone).toBe(shown - instant);
      }
      expect(skipped, zone).toBeLessThanOrEqual(4);
    }
  });
});

describe('inputs', () => {
  it('refuses a range that ends before it starts, is too long, has no real date, or an unknown zone', () => {
    expect(() => run({ from: '2025-01-02', to: '2025-01-01' })).toThrow(RangeError);
    expect(() => run({ from: '2025-02-30', to: '2025-03-01' })).toThrow(RangeError);
    expect(() => run({ from: '2025-1-01', to: '2025-03-01' })).toThrow(RangeError);
    expect(() => run({ timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
    expect(() => run({ from: '2023-12-31', to: '2025-12-31' })).toThrow(RangeError);
    expect(run({ from: '2024-01-01', to: '2025-12-31' })).toHaveLength(maxExpectedTimeDays);
    expect(run({ from: '2025-01-01', to: '2025-01-01' })).toHaveLength(1);
  });
});
