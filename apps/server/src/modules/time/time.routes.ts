import {
  attendanceEndpoints,
  employeePinEndpoints,
  holidayEndpoints,
  jobExecutionRecordEndpoints,
  terminalEndpoints,
} from '@hr/contracts';
import { mount } from '../../platform/http/mount.ts';
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
      list: (req) => holidays.list(req.ctx, req.query),
      calendar: (req) => holidays.calendar(req.ctx, req.query),
      get: (req) => holidays.get(req.ctx, req.params.id),
      create: (req) => holidays.create(req.ctx, req.body),
      update: (req) => holidays.update(req.ctx, req.params.id, req.body),
      delete: (req) => holidays.delete(req.ctx, req.params.id),
    }),
    mount(terminalEndpoints, {
      list: (req) => terminals.list(req.ctx, req.query),
      get: (req) => terminals.get(req.ctx, req.params.id),
      create: (req) => terminals.create(req.ctx, req.body),
      update: (req) => terminals.update(req.ctx, req.params.id, req.body),
      delete: (req) => terminals.delete(req.ctx, req.params.id),
      testConnection: (req) => terminals.testConnection(req.ctx, req.body),
    }),
    mount(employeePinEndpoints, {
      list: (req) => employeePins.list(req.ctx, req.query),
      get: (req) => employeePins.get(req.ctx, req.params.id),
      create: (req) => employeePins.create(req.ctx, req.body),
      update: (req) => employeePins.update(req.ctx, req.params.id, req.body),
      delete: (req) => employeePins.delete(req.ctx, req.params.id),
    }),
    mount(attendanceEndpoints, {
      list: (req) => attendance.list(req.ctx, req.query),
      days: (req) => attendanceDays.days(req.ctx, req.query),
      ownDays: (req) => attendanceDays.ownDays(req.ctx, req.query),
      get: (req) => attendance.get(req.ctx, req.params.id),
      create: (req) => attendance.create(req.ctx, req.body),
      update: (req) => attendance.update(req.ctx, req.params.id, req.body),
      delete: (req) => attendance.delete(req.ctx, req.params.id),
    }),
  ];
}
