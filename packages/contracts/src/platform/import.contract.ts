import { z } from 'zod';
import { type EndpointAccess, endpoint, excelFile } from './endpoint.ts';
import { defineErrors } from './errors.contract.ts';

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

/** The errors of every import but the employees' (which keep their own `Employees:Import...` codes). */
export const importErrors = defineErrors({
  'Platform:ImportNotXlsx': {
    status: 400,
    en: 'The file is not an Excel workbook (.xlsx). Download the template, fill it in and choose it again.',
    ar: 'الملف ليس مصنف Excel ‏(.xlsx). نزّل القالب واملأه ثم اختره مجددًا.',
  },
  'Platform:ImportFileTooLarge': {
    status: 400,
    en: 'The workbook is too large to import (at most {max} MB, unpacked).',
    ar: 'المصنف أكبر من أن يُستورد (الحد الأقصى {max} ميغابايت بعد فك الضغط).',
  },
  'Platform:ImportTooManyRows': {
    status: 400,
    en: 'The file has more than {max} rows. Split it into several files.',
    ar: 'يحتوي الملف على أكثر من {max} صف. قسّمه إلى عدة ملفات.',
  },
  'Platform:ImportNoRows': {
    status: 400,
    en: 'The file has no rows below its header row.',
    ar: 'لا يحتوي الملف على صفوف تحت صف العناوين.',
  },
  'Platform:ImportMissingColumns': {
    status: 400,
    en: 'The first sheet has no column {columns}. Keep the header row of the template.',
    ar: 'لا تحتوي الورقة الأولى على العمود {columns}. حافظ على صف العناوين في القالب.',
  },
  'Platform:ImportValueRequired': { status: 422, en: 'A value is required.', ar: 'القيمة مطلوبة.' },
  'Platform:ImportInvalidChoice': {
    status: 422,
    en: '"{value}" is not one of: {choices}.',
    ar: '"{value}" ليست من القيم: {choices}.',
  },
  'Platform:ImportInvalidDate': {
    status: 422,
    en: '"{value}" is not a date. Use an Excel date or yyyy-MM-dd.',
    ar: '"{value}" ليس تاريخًا. استخدم تاريخ Excel أو الصيغة yyyy-MM-dd.',
  },
  'Platform:ImportInvalidTime': {
    status: 422,
    en: '"{value}" is not a time of day. Use an Excel time or HH:mm (24 hours).',
    ar: '"{value}" ليس وقتًا. استخدم وقت Excel أو الصيغة HH:mm (24 ساعة).',
  },
  'Platform:ImportInvalidNumber': {
    status: 422,
    en: '"{value}" is not a number from {min} to {max} with at most {places} decimals.',
    ar: '"{value}" ليس رقمًا من {min} إلى {max} وبمنازل عشرية لا تزيد على {places}.',
  },
  'Platform:ImportInvalidBoolean': {
    status: 422,
    en: '"{value}" is not Yes or No.',
    ar: '"{value}" ليست نعم أو لا.',
  },
  'Platform:ImportTextTooLong': {
    status: 422,
    en: 'The text is longer than {max} characters.',
    ar: 'النص أطول من {max} حرفًا.',
  },
  'Platform:ImportFormulaWithoutValue': {
    status: 422,
    en: 'The cell holds a formula without a saved result. Open the file in Excel and save it again.',
    ar: 'تحتوي الخلية على صيغة بلا نتيجة محفوظة. افتح الملف في Excel واحفظه مجددًا.',
  },
  'Platform:ImportCellError': {
    status: 422,
    en: 'The cell holds the error {value}.',
    ar: 'تحتوي الخلية على الخطأ {value}.',
  },
  'Platform:ImportNotFound': {
    status: 422,
    en: 'There is no "{value}".',
    ar: 'لا يوجد "{value}".',
  },
  'Platform:ImportAmbiguous': {
    status: 422,
    en: 'Several records are named "{value}". Write one of: {choices}.',
    ar: 'توجد عدة سجلات باسم "{value}". اكتب واحدًا من: {choices}.',
  },
  'Platform:ImportDuplicateInFile': {
    status: 422,
    en: 'Row {row} of the file has the same {what}.',
    ar: 'الصف {row} من الملف يحمل {what} نفسه.',
  },
});
