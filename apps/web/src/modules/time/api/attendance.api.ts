import { attendanceEndpoints } from '@hr/contracts';
import { endpointResource } from '../../../components/resource-api.ts';

/** Attendance records: the five calls at /api/app/attendance. */
export const attendanceApi = endpointResource(['time', 'attendance'], attendanceEndpoints);
