import { z } from 'zod';
import { access, endpoint, excelFile } from '../platform/endpoint.ts';
import {
  importFileInput,
  maxImportBase64Length,
  maxImportFileSize,
  maxImportRows,
} from '../platform/import.contract.ts';
import { EmployeesPermissions } from './employees.permissions.ts';

/** The employees' import takes what every declared import takes (platform/import.contract.ts): one rule. */
export const maxEmployeeImportFileSize = maxImportFileSize;
export const maxEmployeeImportRows = maxImportRows;
export const maxEmployeeImportBase64Length = maxImportBase64Length;

/**
 * `POST /api/app/employee/import`: an .xlsx workbook filled from the template, as base64. `dryRun` (the
 * default) answers what would be done and writes nothing; `false` creates every row in one transaction, or
 * none when any row has an error.
 */
export const importEmployeesInput = importFileInput;
export type ImportEmployeesInput = z.input<typeof importEmployeesInput>;
export type ImportEmployees = z.infer<typeof importEmployeesInput>;

/** One problem of one row: the column's header as the caller's template names it (null: the whole row). */
export const employeeImportErrorDto = z.object({
  column: z.string().nullable(),
  code: z.string(),
  /** In the caller's language. */
  message: z.string(),
});
export type EmployeeImportErrorDto = z.infer<typeof employeeImportErrorDto>;

export const employeeImportRowDto = z.object({
  /** The row's number as Excel shows it (the header is row 1). */
  row: z.number().int(),
  /** "name surname" as read from the row (may be blank when those cells are). */
  name: z.string(),
  nationalNumber: z.string(),
  /** Empty: the row is ready (dry run) or was created. */
  errors: z.array(employeeImportErrorDto),
  /** The new employee's id, once created (a real import without errors). */
  id: z.uuid().nullable(),
});
export type EmployeeImportRowDto = z.infer<typeof employeeImportRowDto>;

/**
 * The answer of a dry run and of a real import alike (200 either way). `imported` is true only when every
 * row was created; with any error nothing was, and `rows` says why.
 */
export const employeeImportResultDto = z.object({
  imported: z.boolean(),
  total: z.number().int(),
  /** Rows without errors. */
  ready: z.number().int(),
  withErrors: z.number().int(),
  rows: z.array(employeeImportRowDto),
  /**
   * The headers of the first row that are no column of the template (a note of the user's, or a misspelt
   * column), or a column's second copy: their cells are not read, and the preview says so.
   */
  ignoredColumns: z.array(z.string()),
});
export type EmployeeImportResultDto = z.infer<typeof employeeImportResultDto>;

const tag = 'Employees';
const create = access.policy(EmployeesPermissions.Employees.Create);

/** The import from Excel: the template to fill, and the upload (dry run or real). */
export const employeeImportEndpoints = {
  /**
   * The workbook to fill: one column per field of the create form (required ones marked with *), in the
   * caller's language, with the valid values of enumerations and the tenant's job titles as drop-downs.
   */
  template: endpoint({
    method: 'GET',
    path: '/api/app/employee/import-template',
    response: excelFile,
    access: create,
    tag,
  }),
  import: endpoint({
    method: 'POST',
    path: '/api/app/employee/import',
    body: importEmployeesInput,
    response: employeeImportResultDto,
    access: create,
    tag,
  }),
};
