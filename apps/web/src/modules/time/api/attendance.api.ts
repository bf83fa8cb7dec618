import {
  attendanceEndpoints,
  type GetAttendanceDaysInput,
  type GetOwnAttendanceDaysInput,
} from '@hr/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../app/api-client.ts';
import { endpointResource } from '../../../components/resource-api.ts';

const resource = endpointResource(['time', 'attendance'], attendanceEndpoints);

/** Attendance records: the five calls at /api/app/attendance, one employee's days, and the caller's own. */
export const attendanceApi = {
  ...resource,
  keys: {
    ...resource.keys,
    days: (query: GetAttendanceDaysInput) => [...resource.keys.all, 'days', query] as const,
    ownDays: (query: GetOwnAttendanceDaysInput) => [...resource.keys.all, 'own-days', query] as const,
  },
  days: (query: GetAttendanceDaysInput, signal?: AbortSignal) =>
    call(attendanceEndpoints.days, { query }, { signal }),
  ownDays: (query: GetOwnAttendanceDaysInput, signal?: AbortSignal) =>
    call(attendanceEndpoints.ownDays, { query }, { signal }),
  /** The caller's days of a range, as My attendance reads them (its route prefetches the shown month). */
  ownDaysQuery: (query: GetOwnAttendanceDaysInput) =>
    queryOptions({
      queryKey: attendanceApi.keys.ownDays(query),
      queryFn: ({ signal }) => attendanceApi.ownDays(query, signal),
    }),
};
