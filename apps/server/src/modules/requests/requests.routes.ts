import { attendanceRequestEndpoints, goTaskEndpoints } from '@hr/contracts';
import type { RequestContext } from '../../platform/context.ts';
import { excelExport, listPages } from '../../platform/http/excel.ts';
import { mount } from '../../platform/http/mount.ts';
import { attendanceRequestExcelColumns } from './attendance-request.export.ts';
import type { RequestsServices } from './index.ts';

/** The caller's attendance-correction requests and the tasks that decide them. */
export function attendanceRequestRoutes(
  { attendanceRequests, goTasks }: RequestsServices,
  timeZoneOf: (ctx: RequestContext) => Promise<string>,
) {
  return [
    mount(attendanceRequestEndpoints, {
      createSelf: (req) => attendanceRequests.createSelf(req.ctx, req.body),
      cancelSelf: (req) => attendanceRequests.cancelSelf(req.ctx, req.params.id),
      get: (req) => attendanceRequests.get(req.ctx, req.params.id),
      ownAttendances: (req) => attendanceRequests.ownAttendances(req.ctx, req.query),
      listSelf: (req) => attendanceRequests.listSelf(req.ctx, req.query),
      all: (req) => attendanceRequests.all(req.ctx, req.query),
      exportExcel: excelExport({
        fileName: { en: 'attendance-corrections', ar: 'تصحيحات-الحضور' },
        columns: attendanceRequestExcelColumns,
        rows: listPages(attendanceRequests.all),
        timeZone: timeZoneOf,
      }),
    }),
    mount(goTaskEndpoints, {
      approve: (req) => goTasks.decide(req.ctx, req.params.id, 'approve'),
      reject: (req) => goTasks.decide(req.ctx, req.params.id, 'reject', req.body?.reason),
      get: (req) => goTasks.get(req.ctx, req.params.id),
      listAssigned: (req) => goTasks.listAssigned(req.ctx, req.query),
    }),
  ];
}
