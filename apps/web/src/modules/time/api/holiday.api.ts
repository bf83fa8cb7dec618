import { holidayEndpoints } from '@hr/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../app/api-client.ts';
import { endpointResource } from '../../../components/resource-api.ts';

const resource = endpointResource(['time', 'holidays'], holidayEndpoints);

/** Holidays: the five calls of the contracts and the calendar's (any signed-in user). */
export const holidayApi = {
  ...resource,
  /**
   * The holidays of the days `from`..`to` (each year of a re-occurring one), at most 1000. Under the list
   * key, so that a save or a delete refreshes the calendar with the table.
   */
  calendar: (from: string, to: string) =>
    queryOptions({
      queryKey: [...resource.keys.lists(), 'calendar', from, to] as const,
      queryFn: () => call(holidayEndpoints.calendar, { query: { from, to } }),
    }),
};
