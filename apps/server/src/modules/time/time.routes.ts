import {
  attendanceEndpoints,
  employeePinEndpoints,
  holidayEndpoints,
  jobExecutionRecordEndpoints,
  terminalEndpoints,
} from '@hr/contracts';
import { mount, resourceHandlers } from '../../platform/http/mount.ts';
import type { TimeServices } from './index.ts';

/** Each endpoint of the time module, one line to its service. */
export function timeRoutes({
  holidays,
  terminals,
  employeePins,
  attendance,
  attendanceDays,
  jobExecutions,
  sync,
}: TimeServices) {
  return [
    mount(jobExecutionRecordEndpoints, {
      list: (req) => jobExecutions.list(req.ctx, req.query),
      syncAttendance: (req) => sync.start(req.ctx),
      logs: (req) => jobExecutions.logs(req.ctx, req.params.id),
    }),
    mount(holidayEndpoints, {
      ...resourceHandlers(holidayEndpoints, holidays),
      calendar: (req) => holidays.calendar(req.ctx, req.query),
    }),
    mount(terminalEndpoints, {
      ...resourceHandlers(terminalEndpoints, terminals),
      testConnection: (req) => terminals.testConnection(req.ctx, req.body),
      setClock: (req) => terminals.setClock(req.ctx, req.params.id),
    }),
    mount(employeePinEndpoints, resourceHandlers(employeePinEndpoints, employeePins)),
    mount(attendanceEndpoints, {
      ...resourceHandlers(attendanceEndpoints, attendance),
      days: (req) => attendanceDays.days(req.ctx, req.query),
      ownDays: (req) => attendanceDays.ownDays(req.ctx, req.query),
    }),
  ];
}
