import { z } from 'zod';
import { type EndpointAccess, endpoint, excelFile } from './endpoint.ts';

/**
 * The import from Excel of every list that has one (employees, holidays, leave allocations...): one shape
 * of call and of answer. The template (GET `<path>/import-template`) is a workbook in the caller's language;
 * the upload (POST `<path>/import`) is that workbook filled, as base64. A dry run (the default) answers what
 * the import would do and writes nothing; a real import writes every row in one transaction, or none when
 * any row has an error.
 */

/** The largest workbook an import reads (bytes of the .xlsx file). */
export const maxImportFileSize = 2 * 1024 * 1024;
/** The most rows one import takes (below the header row). */
export const maxImportRows = 1000;
/** The longest base64 text of a file of {@link maxImportFileSize} bytes (plus a data: URL prefix). */
export const maxImportBase64Length = Math.ceil(maxImportFileSize / 3) * 4 + 256;

/** The upload: the content as base64 (a `data:...;base64,` prefix is accepted), a dry run by default. */
export const importFileInput = z.object({
  file: z.string().min(1).max(maxImportBase64Length),
  dryRun: z.boolean().default(true),
});
export type ImportFileInput = z.input<typeof importFileInput>;
export type ImportFile = z.infer<typeof importFileInput>;

/** One problem of one row: the column's header as the caller's template names it (null: the whole row). */
export const importErrorDto = z.object({
  column: z.string().nullable(),
  code: z.string(),
  /** In the caller's language. */
  message: z.string(),
});
export type ImportErrorDto = z.infer<typeof importErrorDto>;

export const importRowDto = z.object({
  /** The row's number as Excel shows it (the header is row 1). */
  row: z.number().int(),
  /** What the row is about, as read from it (a holiday's name and dates, an employee's number...). */
  label: z.string(),
  /** Empty: the row is ready (dry run) or was written. */
  errors: z.array(importErrorDto),
  /** The written record's id, once written (a real import without errors). */
  id: z.uuid().nullable(),
});
export type ImportRowDto = z.infer<typeof importRowDto>;

/**
 * The answer of a dry run and of a real import alike (200 either way). `imported` is true only when every
 * row was written; with any error nothing was, and `rows` says why.
 */
export const importResultDto = z.object({
  imported: z.boolean(),
  total: z.number().int(),
  /** Rows without errors. */
  ready: z.number().int(),
  withErrors: z.number().int(),
  rows: z.array(importRowDto),
  /** Headers of the first row that are no column of the template (not read; the preview says so). */
  ignoredColumns: z.array(z.string()),
});
export type ImportResultDto = z.infer<typeof importResultDto>;

/** The two calls of a list's import, under the list's path, behind `access` (the list's create permission). */
export function importEndpoints(path: string, tag: string, access: EndpointAccess) {
  return {
    /** The workbook to fill: one column per field, in the caller's language, fixed values as drop-downs. */
    importTemplate: endpoint({
      method: 'GET',
      path: `${path}/import-template`,
      response: excelFile,
      access,
      tag,
    }),
    /** The filled workbook: a dry run, or the import of every row (all or nothing). */
    import: endpoint({
      method: 'POST',
      path: `${path}/import`,
      body: importFileInput,
      response: importResultDto,
      access,
      tag,
    }),
  };
}

export { importErrors } from './import.errors.ts';
