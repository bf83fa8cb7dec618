import { type DueCountsDto, dueItemEndpoints } from '@hr/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../app/api-client.ts';
import { endpointResource } from '../../../components/resource-api.ts';

const resource = endpointResource(['documents', 'dueItems'], { list: dueItemEndpoints.list });

/** The days ahead HR's "expiring soon" list looks at first (its page and its route's prefetch). */
export const defaultDueDays = 30;

/** What comes due: the list (overdue first) and its counts by kind. */
export const dueItemApi = {
  ...resource,
  counts: (days: number, departmentId?: string) =>
    queryOptions({
      queryKey: [...resource.keys.all, 'counts', days, departmentId ?? null] as const,
      queryFn: (): Promise<DueCountsDto> => call(dueItemEndpoints.counts, { query: { days, departmentId } }),
    }),
};
