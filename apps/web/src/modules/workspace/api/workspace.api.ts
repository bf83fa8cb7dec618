import { type GetTeamCalendarInput, searchEndpoints, teamCalendarEndpoints } from '@hr/contracts';
import { queryOptions } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { call } from '../../../app/api-client.ts';

const iso = (d: Dayjs) => d.format('YYYY-MM-DD');

/** The month the team calendar opens on (this month, on the browser's calendar): its page and its route's. */
export const firstTeamCalendarMonth = (): Dayjs => dayjs().startOf('month');

/** The global search and the team calendar, with their query keys. */
export const workspaceApi = {
  keys: {
    search: (text: string) => ['workspace', 'search', text] as const,
    calendar: (query: GetTeamCalendarInput) => ['workspace', 'team-calendar', query] as const,
  },
  search: (text: string, signal?: AbortSignal) =>
    call(searchEndpoints.search, { query: { text } }, { signal }),
  calendar: (query: GetTeamCalendarInput) => call(teamCalendarEndpoints.get, { query }),
};

/** The team calendar of a month (its first day) and a department (none: the caller's team). */
export function teamCalendarQuery(month: Dayjs, departmentId?: string) {
  const query: GetTeamCalendarInput = {
    fromDate: iso(month.startOf('month')),
    toDate: iso(month.endOf('month')),
    ...(departmentId ? { departmentId } : {}),
  };
  return queryOptions({
    queryKey: workspaceApi.keys.calendar(query),
    queryFn: () => workspaceApi.calendar(query),
  });
}
