import { leaveAllocationEndpoints, leaveRequestEndpoints, leaveTypeEndpoints } from '@hr/contracts';
import { excelExport, listPages } from '../../platform/http/excel.ts';
import { mount, resourceHandlers } from '../../platform/http/mount.ts';
import { excelHandlers } from '../../platform/import/import-routes.ts';
import type { LeaveServices } from './index.ts';
import { leaveAllocationExcelColumns, leaveRequestExcelColumns } from './leave-allocation.export.ts';

/** Leave types, allocations and requests: each endpoint of the contracts, one line to its service. */
export function leaveRoutes({ types, allocations, allocationImport, requests, timeZoneOf }: LeaveServices) {
  return [
    mount(leaveTypeEndpoints, {
      ...resourceHandlers(leaveTypeEndpoints, types),
      allocatable: (req) => types.allocatable(req.ctx, req.query),
      idAndName: (req) => types.idAndName(req.ctx),
    }),
    mount(leaveAllocationEndpoints, {
      ...resourceHandlers(leaveAllocationEndpoints, allocations),
      own: (req) => allocations.own(req.ctx, req.query),
      allocateDepartment: (req) => allocations.allocateDepartment(req.ctx, req.body),
      // The template is named after the sheet (the balances), not the export.
      ...excelHandlers(
        {
          fileName: { en: 'leave-allocations', ar: 'تخصيصات-الإجازات' },
          columns: leaveAllocationExcelColumns,
          rows: listPages(allocations.list),
        },
        allocationImport,
        { en: 'leave-allocations-import-template.xlsx', ar: 'قالب-استيراد-أرصدة-الإجازات.xlsx' },
      ),
    }),
    mount(leaveRequestEndpoints, {
      ...resourceHandlers(leaveRequestEndpoints, requests),
      calcDuration: (req) => requests.calcDuration(req.ctx, req.body),
      cancel: (req) => requests.cancel(req.ctx, req.params.id),
      pendingApproval: (req) => requests.pendingApproval(req.ctx, req.query),
      all: (req) => requests.all(req.ctx, req.query),
      exportExcel: excelExport({
        fileName: { en: 'leave-requests', ar: 'طلبات-الإجازة' },
        columns: leaveRequestExcelColumns,
        rows: listPages(requests.all),
        timeZone: timeZoneOf,
      }),
    }),
  ];
}
