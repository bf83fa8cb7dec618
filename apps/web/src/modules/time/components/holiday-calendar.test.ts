import { describe, expect, it } from 'vitest';
import { holidayEvents, shownDays } from './holiday-calendar.ts';

describe('the holiday calendar', () => {
  it('makes an all-day event of each year of a holiday, its end the day after the last', () => {
    const h = { id: '0193a5e0-0000-7000-8000-000000000001', name: 'Eid', isReOccurring: true };
    const events = holidayEvents([
      { ...h, from: '2026-12-30', to: '2027-01-02' },
      { ...h, from: '2027-12-30', to: '2028-01-02' },
    ]);
    expect(events.map((e) => [e.id, e.start, e.end, e.allDay])).toEqual([
      [`${h.id}/2026-12-30`, '2026-12-30', '2027-01-03', true],
      [`${h.id}/2027-12-30`, '2027-12-30', '2028-01-03', true],
    ]);
    expect(holidayEvents([{ ...h, from: '2028-02-29', to: '2028-02-29' }])[0]?.end).toBe('2028-03-01');
  });

  it('asks for the days the calendar shows, its end exclusive', () => {
    expect(shownDays({ start: new Date(2026, 9, 25), end: new Date(2026, 11, 6) })).toEqual({
      from: '2026-10-25',
      to: '2026-12-05',
    });
  });
});
