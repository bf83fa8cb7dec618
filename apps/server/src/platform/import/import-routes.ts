import type { importEndpoints, LocalizedText } from '@hr/contracts';
import type { FastifyReply } from 'fastify';
import type { RequestContext } from '../context.ts';
import { sendDownload } from '../http/download.ts';
import { excelExport, type ListExport, xlsxContentType } from '../http/excel.ts';
import type { Handlers } from '../http/mount.ts';
import type { DeclaredImport } from './declared-import.ts';

type Declared = Pick<DeclaredImport, 'template' | 'run'>;

/** The handler of an import's template: the workbook as a download, named in the caller's language. */
export function templateDownload(name: LocalizedText, template: Declared['template']) {
  return async (req: { ctx: RequestContext }, reply: FastifyReply) =>
    sendDownload(reply, {
      contentType: xlsxContentType,
      fileName: name[req.ctx.language],
      body: await template(req.ctx),
    });
}

/** The handlers of a list's two import calls (`importEndpoints`): the template as a download, the run. */
export function importHandlers(
  templateName: LocalizedText,
  declared: Declared,
): Handlers<ReturnType<typeof importEndpoints>> {
  return {
    importTemplate: templateDownload(templateName, declared.template),
    import: (req) => declared.run(req.ctx, req.body),
  };
}

/** An import's template named after its list's export: 'holidays' -> 'holidays-import-template.xlsx'. */
export const templateNameOf = (fileName: LocalizedText): LocalizedText => ({
  en: `${fileName.en}-import-template.xlsx`,
  ar: `قالب-استيراد-${fileName.ar}.xlsx`,
});

/**
 * A list's Excel calls (`excelExportOf` and `importEndpoints` in contracts): the export of its rows, and the
 * import whose template is named after the export unless it is given its own name.
 */
export function excelHandlers<T, Query>(
  exported: ListExport<T, Query>,
  declared: Declared,
  templateName = templateNameOf(exported.fileName),
) {
  return { exportExcel: excelExport(exported), ...importHandlers(templateName, declared) };
}
