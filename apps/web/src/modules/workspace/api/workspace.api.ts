import { type GetTeamCalendarInput, searchEndpoints, teamCalendarEndpoints } from '@hr/contracts';
import { call } from '../../../app/api-client.ts';

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
