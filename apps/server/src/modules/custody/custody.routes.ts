import { employeeCustodyEndpoints } from '@hr/contracts';
import { excelExport, listPages } from '../../platform/http/excel.ts';
import { mount } from '../../platform/http/mount.ts';
import { custodyExcelColumns } from './custody.export.ts';
import type { CustodyServices } from './index.ts';

/** Each endpoint of the custody module, one line to its service. */
export function custodyRoutes({ custodies }: CustodyServices) {
  return [
    mount(employeeCustodyEndpoints, {
      list: (req) => custodies.list(req.ctx, req.query),
      exportExcel: excelExport({
        fileName: { en: 'custody', ar: 'العهد' },
        columns: custodyExcelColumns,
        rows: listPages(custodies.list),
      }),
      get: (req) => custodies.get(req.ctx, req.params.id),
      create: (req) => custodies.create(req.ctx, req.body),
      release: (req) => custodies.release(req.ctx, req.params.id, req.body),
    }),
  ];
}
