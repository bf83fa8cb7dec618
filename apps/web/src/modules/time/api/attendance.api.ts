import { attendanceEndpoints, type GetAttendanceDaysInput } from '@hr/contracts';
import { call } from '../../../app/api-client.ts';
import { endpointResource } from '../../../components/resource-api.ts';

const resource = endpointResource(['time', 'attendance'], attendanceEndpoints);

/** Attendance records: the five calls at /api/app/attendance, and one employee's days. */
export const attendanceApi = {
  ...resource,
  keys: {
    ...resource.keys,
    days: (query: GetAttendanceDaysInput) => [...resource.keys.all, 'days', query] as const,
  },
  days: (query: GetAttendanceDaysInput, signal?: AbortSignal) =>
    call(attendanceEndpoints.days, { query }, { signal }),
};
