import { employeeImportEndpoints } from '@hr/contracts';
import { call, download } from '../../../app/api-client.ts';

/** The import from Excel: the template, and the upload (a dry run answers what it would do). */
export const employeeImportApi = {
  template: () => download(employeeImportEndpoints.template, {}),
  /** Silent: the dialog shows a refused file (not an .xlsx, too many rows) itself. */
  run: (file: string, dryRun: boolean) =>
    call(employeeImportEndpoints.import, { body: { file, dryRun } }, { silent: true }),
};
