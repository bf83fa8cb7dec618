import type { importEndpoints } from '@hr/contracts';
import { call, download } from '../app/api-client.ts';

/**
 * A list's import calls (the contracts' `importEndpoints`): the template, and the upload (a dry run
 * answers what it would do). Silent: the dialog shows a refused file (not an .xlsx, too many rows) itself.
 */
export function importApiOf(endpoints: ReturnType<typeof importEndpoints>) {
  return {
    template: () => download(endpoints.importTemplate, {}),
    run: (file: string, dryRun: boolean) =>
      call(endpoints.import, { body: { file, dryRun } }, { silent: true }),
  };
}
