import { documentRenewalEndpoints, dueItemEndpoints, type ExportDueItemsInput } from '@hr/contracts';
import type { RequestContext } from '../../platform/context.ts';
import { excelExport, listPages } from '../../platform/http/excel.ts';
import { mount } from '../../platform/http/mount.ts';
import { documentRenewalExcelColumns } from './document-renewal.export.ts';
import { dueItemExcelColumns } from './due-item.export.ts';
import type { DocumentsServices } from './index.ts';

/** Each endpoint of the documents module, one line to its service; the export streams a workbook. */
export function documentsRoutes(
  { dueItems, settings, renewals }: DocumentsServices,
  timeZoneOf: (ctx: RequestContext) => Promise<string>,
) {
  async function* exportRows(ctx: RequestContext, query: ExportDueItemsInput) {
    yield* await dueItems.exportRows(ctx, query as Parameters<typeof dueItems.exportRows>[1]);
  }
  return [
    mount(dueItemEndpoints, {
      list: (req) => dueItems.list(req.ctx, req.query),
      counts: (req) => dueItems.counts(req.ctx, req.query),
      exportExcel: excelExport(
        { en: 'expiring-soon', ar: 'ما-ينتهي-قريبا' },
        dueItemExcelColumns,
        exportRows,
      ),
      getSettings: (req) => settings.get(req.ctx),
      updateSettings: (req) => settings.update(req.ctx, req.body),
    }),
    mount(documentRenewalEndpoints, {
      myDocuments: (req) => renewals.myDocuments(req.ctx),
      createSelf: (req) => renewals.createSelf(req.ctx, req.body),
      cancelSelf: (req) => renewals.cancelSelf(req.ctx, req.params.id),
      get: (req) => renewals.get(req.ctx, req.params.id),
      listSelf: (req) => renewals.listSelf(req.ctx, req.query),
      types: (req) => renewals.types(req.ctx),
      all: (req) => renewals.all(req.ctx, req.query),
      exportExcel: excelExport({
        fileName: { en: 'document-renewals', ar: 'تجديدات-المستندات' },
        columns: documentRenewalExcelColumns,
        rows: listPages(renewals.all),
        timeZone: timeZoneOf,
      }),
    }),
  ];
}
