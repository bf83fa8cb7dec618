import { contractEndpoints, workingScheduleEndpoints } from '@hr/contracts';
import { excelExport, listPages } from '../../platform/http/excel.ts';
import { mount, resourceHandlers } from '../../platform/http/mount.ts';
import { contractExcelColumns } from './contract.export.ts';
import type { EmploymentServices } from './index.ts';

/** Each endpoint of the contracts module, one line to its service; the export streams a workbook. */
export function contractsRoutes({ workingSchedules, contracts }: EmploymentServices) {
  return [
    mount(workingScheduleEndpoints, {
      ...resourceHandlers(workingScheduleEndpoints, workingSchedules),
      nameOf: (req) => workingSchedules.nameOf(req.ctx, req.params.id),
    }),
    mount(contractEndpoints, {
      ...resourceHandlers(contractEndpoints, contracts),
      exportExcel: excelExport({
        fileName: { en: 'contracts', ar: 'العقود' },
        columns: contractExcelColumns,
        rows: listPages(contracts.list),
      }),
      salaryStructureLookup: (req) => contracts.salaryStructureLookup(req.ctx),
      activate: (req) => contracts.activate(req.ctx, req.params.id),
      cancel: (req) => contracts.cancel(req.ctx, req.params.id, req.body.reason),
      expire: (req) => contracts.expire(req.ctx, req.params.id),
    }),
  ];
}
