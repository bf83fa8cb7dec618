import { contractEndpoints, workingScheduleEndpoints } from '@hr/contracts';
import { sendExcel } from '../../platform/http/excel.ts';
import { mount } from '../../platform/http/mount.ts';
import { contractExcelColumns } from './contract.export.ts';
import type { EmploymentServices } from './index.ts';

/** Each endpoint of the contracts module, one line to its service; the export streams a workbook. */
export function contractsRoutes({ workingSchedules, contracts }: EmploymentServices) {
  return [
    mount(workingScheduleEndpoints, {
      list: (req) => workingSchedules.list(req.ctx, req.query),
      get: (req) => workingSchedules.get(req.ctx, req.params.id),
      nameOf: (req) => workingSchedules.nameOf(req.ctx, req.params.id),
      create: (req) => workingSchedules.create(req.ctx, req.body),
      update: (req) => workingSchedules.update(req.ctx, req.params.id, req.body),
      delete: (req) => workingSchedules.delete(req.ctx, req.params.id),
    }),
    mount(contractEndpoints, {
      list: (req) => contracts.list(req.ctx, req.query),
      exportExcel: (req, reply) =>
        sendExcel(reply, {
          fileName: { en: 'contracts', ar: 'العقود' },
          columns: contractExcelColumns,
          rows: contracts.exportRows(req.ctx, req.query),
          language: req.ctx.language,
        }),
      get: (req) => contracts.get(req.ctx, req.params.id),
      create: (req) => contracts.create(req.ctx, req.body),
      update: (req) => contracts.update(req.ctx, req.params.id, req.body),
      activate: (req) => contracts.activate(req.ctx, req.params.id),
      cancel: (req) => contracts.cancel(req.ctx, req.params.id, req.body.reason),
      expire: (req) => contracts.expire(req.ctx, req.params.id),
    }),
  ];
}
