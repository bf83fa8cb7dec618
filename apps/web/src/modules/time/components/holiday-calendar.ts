import type { HolidayOccurrenceDto } from '@hr/contracts';
import dayjs from 'dayjs';
import { apiDateFormat } from '../../../components/format.ts';

/** The spec's calendar height. */
export const holidayCalendarHeight = 640;

/**
 * FullCalendar's all-day events of the holidays shown: one per holiday and year (ids kept apart), its end the
 * day after the last (FullCalendar's ends are exclusive).
 */
export function holidayEvents(holidays: readonly HolidayOccurrenceDto[]) {
  return holidays.map((h) => ({
    id: `${h.id}/${h.from}`,
    title: h.name,
    start: h.from,
    end: dayjs(h.to).add(1, 'day').format(apiDateFormat),
    allDay: true,
    extendedProps: { holiday: h },
  }));
}

/** The calendar's days shown, from its range (the end exclusive) to the API's two dates. */
export function shownDays(range: { start: Date; end: Date }): { from: string; to: string } {
  return {
    from: dayjs(range.start).format(apiDateFormat),
    to: dayjs(range.end).subtract(1, 'day').format(apiDateFormat),
  };
}
