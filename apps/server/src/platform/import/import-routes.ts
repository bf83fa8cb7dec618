import type { importEndpoints, LocalizedText } from '@hr/contracts';
import type { RequestContext } from '../context.ts';
import { sendDownload } from '../http/download.ts';
import { xlsxContentType } from '../http/excel.ts';
import type { Handlers } from '../http/mount.ts';
import type { DeclaredImport } from './declared-import.ts';

/** The handlers of a list's two import calls (`importEndpoints`): the template as a download, the run. */
export function importHandlers(
  templateName: LocalizedText,
  declared: Pick<DeclaredImport, 'template' | 'run'>,
): Handlers<ReturnType<typeof importEndpoints>> {
  return {
    importTemplate: async (req, reply) =>
      sendDownload(reply, {
        contentType: xlsxContentType,
        fileName: templateName[(req.ctx as RequestContext).language],
        body: await declared.template(req.ctx),
      }),
    import: (req) => declared.run(req.ctx, req.body),
  };
}
