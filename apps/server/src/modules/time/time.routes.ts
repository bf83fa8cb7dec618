import {
  attendanceEndpoints,
  employeePinEndpoints,
  holidayEndpoints,
  jobExecutionRecordEndpoints,
  terminalEndpoints,
} from '@hr/contracts';
import { listPages } from '../../platform/http/excel.ts';
import { mount, resourceHandlers } from '../../platform/http/mount.ts';
import { excelHandlers } from '../../platform/import/import-routes.ts';
import type { TimeServices } from './index.ts';
import { attendanceExcelColumns, holidayExcelColumns } from './time.export.ts';

/** Each endpoint of the time module, one line to its service. */
export function timeRoutes({
  holidays,
  holidayImport,
  attendanceImport,
  terminals,
  employeePins,
  attendance,
  attendanceDays,
  jobExecutions,
  sync,
  timeZoneOf,
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
      ...excelHandlers(
        {
          fileName: { en: 'holidays', ar: 'العطل' },
          columns: holidayExcelColumns,
          rows: listPages(holidays.list),
        },
        holidayImport,
      ),
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
      ...excelHandlers(
        {
          fileName: { en: 'attendance', ar: 'الحضور' },
          columns: attendanceExcelColumns,
          rows: listPages(attendance.list),
          timeZone: timeZoneOf,
        },
        attendanceImport,
      ),
    }),
  ];
}
