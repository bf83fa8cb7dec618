import {
  type AttendanceDayDto,
  attendanceEndpoints,
  type GetAttendanceDaysInput,
  type GetOwnAttendanceDaysInput,
} from '@hr/contracts';
import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { call } from '../../../app/api-client.ts';
import { lookupQuery } from '../../../components/lookup.ts';
import { endpointResource } from '../../../components/resource-api.ts';

const resource = endpointResource(['time', 'attendance'], attendanceEndpoints);

/** This month's first and last dates on the browser's calendar ('YYYY-MM-DD'). */
function thisMonth(): { fromDate: string; toDate: string } {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  const last = new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate();
  const month = `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
  return { fromDate: `${month}-01`, toDate: `${month}-${pad(last)}` };
}

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
  /**
   * The profile's Attendance tab's query: this month's days (the browser's calendar) of the employee (HR's
   * `days`) or the caller's own (`self`), with its endpoint's policies (the profile's routes prefetch it).
   */
  profileMonth: (employeeId: string, self: boolean) => {
    const month = thisMonth();
    const queryKey: QueryKey = self
      ? attendanceApi.keys.ownDays(month)
      : attendanceApi.keys.days({ employeeId, ...month });
    const queryFn = (): Promise<AttendanceDayDto[]> =>
      self ? attendanceApi.ownDays(month) : attendanceApi.days({ employeeId, ...month });
    const endpoint = self ? attendanceEndpoints.ownDays : attendanceEndpoints.days;
    return { queryKey, queryFn, meta: lookupQuery(endpoint, { queryKey, queryFn }).meta };
  },
  /** The caller's days of a range, as My attendance reads them (its route prefetches the shown month). */
  ownDaysQuery: (query: GetOwnAttendanceDaysInput) =>
    queryOptions({
      queryKey: attendanceApi.keys.ownDays(query),
      queryFn: ({ signal }) => attendanceApi.ownDays(query, signal),
    }),
};
