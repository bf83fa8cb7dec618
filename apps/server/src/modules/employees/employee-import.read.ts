import {
  type CreateEmployee,
  type EmployeeImportErrorDto,
  ExtraFieldType,
  maxEmployeeImportRows,
} from '@hr/contracts';
import type ExcelJS from 'exceljs';
import { decodeBase64 } from '../../platform/base64.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, translate } from '../../platform/errors.ts';
import { excelLibrary } from '../../platform/http/excel.ts';
import { comparable, headerText, type ImportColumn } from './employee-import.columns.ts';
import { checkWorkbookBytes } from './employee-import.workbook.ts';

// Reading the uploaded workbook: its bytes checked, its header row matched to the template's columns, each
// cell reduced to one value, and each row's cells turned into the create's body.

/** What a workbook may unpack to: 1,000 rows of every column stay far below it. */
export const maxUnpackedWorkbook = 20 * 1024 * 1024;

/** A cell's value as the import reads it. */
type CellValue =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'number'; value: number }
  | { kind: 'date'; value: Date }
  | { kind: 'bool'; value: boolean }
  | { kind: 'error'; code: string; params?: Record<string, unknown> };

/**
 * What exceljs gives for a cell, reduced to one value: a formula's cached result (a formula without one is
 * refused: nothing here computes formulas), a hyperlink's or rich text's text, an error cell's code.
 */
function readCell(raw: ExcelJS.CellValue, depth = 0): CellValue {
  if (raw === null || raw === undefined) return { kind: 'empty' };
  if (typeof raw === 'string') return raw.trim() === '' ? { kind: 'empty' } : { kind: 'text', text: raw };
  if (typeof raw === 'number')
    return Number.isFinite(raw) ? { kind: 'number', value: raw } : { kind: 'empty' };
  if (typeof raw === 'boolean') return { kind: 'bool', value: raw };
  if (raw instanceof Date)
    return Number.isNaN(raw.getTime())
      ? { kind: 'error', code: 'Employees:ImportInvalidDate', params: { value: '' } }
      : { kind: 'date', value: raw };
  if (typeof raw === 'object' && depth === 0) {
    if ('formula' in raw || 'sharedFormula' in raw) {
      const result = (raw as { result?: ExcelJS.CellValue }).result;
      if (result === undefined || result === null)
        return { kind: 'error', code: 'Employees:ImportFormulaWithoutValue' };
      return readCell(result as ExcelJS.CellValue, depth + 1);
    }
    if ('richText' in raw && Array.isArray(raw.richText))
      return readCell(raw.richText.map((r) => String(r.text ?? '')).join(''), depth + 1);
    if ('text' in raw && typeof raw.text === 'string') return readCell(raw.text, depth + 1);
    if ('error' in raw)
      return { kind: 'error', code: 'Employees:ImportCellError', params: { value: raw.error } };
  }
  if (typeof raw === 'object' && 'error' in raw)
    return { kind: 'error', code: 'Employees:ImportCellError', params: { value: raw.error } };
  return { kind: 'error', code: 'Employees:ImportCellError', params: { value: '?' } };
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** An Excel serial day (1 = 1900-01-01, with Excel's 1900 leap-year bug) as a day, or undefined. */
function serialDay(serial: number): string | undefined {
  if (serial < 1 || serial > 2_958_465) return undefined;
  return isoDay(new Date(Math.round((serial - 25569) * 86_400_000)));
}

/** The cell as text: numbers without a thousands separator or exponent where possible, dates as days. */
export function asText(cell: CellValue): string {
  switch (cell.kind) {
    case 'text':
      return cell.text;
    case 'number':
      return Number.isInteger(cell.value) ? BigInt(cell.value).toString() : String(cell.value);
    case 'date':
      return isoDay(cell.value);
    case 'bool':
      return cell.value ? 'true' : 'false';
    default:
      return '';
  }
}

/** A date cell: an Excel date, a serial number, or yyyy-MM-dd / yyyy/MM/dd text. */
function asDay(cell: CellValue): string | undefined {
  if (cell.kind === 'date') return isoDay(cell.value);
  if (cell.kind === 'number') return serialDay(cell.value);
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(asText(cell).trim());
  return match ? `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}` : undefined;
}

/** An extra field's default (JSON-encoded) as the text of a value; null when unreadable. */
function defaultOf(json: string): string | null {
  try {
    const value: unknown = JSON.parse(json);
    return value === null || typeof value === 'object' ? null : String(value);
  } catch {
    return null;
  }
}

/** A row of the file as read, before its references are resolved. */
export interface FileRow {
  row: number;
  cells: Map<string, CellValue>;
  errors: EmployeeImportErrorDto[];
  /** The body for the contract, ids of references filled in later. */
  body: Record<string, unknown>;
  jobTitle?: string;
  manager?: string;
  userName?: string;
  /** The bank as the file names it (its name or BIC). */
  bank?: string;
  /** The index (in the file's rows) of the row that is this row's manager. */
  managerRow?: number;
  input?: CreateEmployee;
  id?: string;
}

/** Reads the first sheet: the header row's columns, then every row that has a value (bounded). */
export async function readFile(
  ctx: RequestContext,
  file: string,
  columnsOf: (ctx: RequestContext) => Promise<ImportColumn[]>,
) {
  const bytes = decodeBase64(file);
  if (!bytes?.length) throw new AppError('Employees:ImportNotXlsx');
  checkWorkbookBytes(bytes, maxUnpackedWorkbook);
  const workbook = new (await excelLibrary()).Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError('Employees:ImportNotXlsx');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError('Employees:ImportNotXlsx');

  const columns = await columnsOf(ctx);
  // Headers are matched in either language, without the * and case; a Map, so no header name (such as
  // "__proto__") can reach an object's prototype. Unknown columns are not read (the user's notes), but
  // named in the answer, so that a misspelt column is seen before its cells are lost.
  const byHeader = new Map<string, ImportColumn>();
  for (const column of columns)
    for (const language of ['en', 'ar'] as const) {
      // The form's columns first: an extra field named like one of them does not take its place.
      const header = comparable(column.header[language]);
      if (!byHeader.has(header)) byHeader.set(header, column);
    }
  const at = new Map<string, number>();
  const ignoredColumns: string[] = [];
  sheet.getRow(1).eachCell((cell, col) => {
    const text = asText(readCell(cell.value)).trim();
    const column = byHeader.get(comparable(text.replace(/\*\s*$/, '')));
    if (column && !at.has(column.key)) at.set(column.key, col);
    else if (text) ignoredColumns.push(text.slice(0, 100));
  });
  const missing = columns.filter((c) => c.required && !at.has(c.key) && c.kind !== 'extra');
  if (missing.length)
    throw new AppError('Employees:ImportMissingColumns', {
      columns: missing.map((c) => `"${c.header[ctx.language]}"`).join(', '),
    });

  const rows: FileRow[] = [];
  // The rows the sheet holds, not every number up to its last: one row at 1,048,576 is a short file.
  sheet.eachRow((row, r) => {
    if (r === 1) return;
    const cells = new Map<string, CellValue>();
    let filled = false;
    for (const column of columns) {
      const col = at.get(column.key);
      const cell = col ? readCell(row.getCell(col).value) : ({ kind: 'empty' } as const);
      if (cell.kind !== 'empty') filled = true;
      cells.set(column.key, cell);
    }
    if (!filled) return;
    if (rows.length === maxEmployeeImportRows)
      throw new AppError('Employees:ImportTooManyRows', { max: maxEmployeeImportRows });
    rows.push({ row: r, cells, errors: [], body: {} });
  });
  if (!rows.length) throw new AppError('Employees:ImportNoRows');
  return { rows, columns, present: new Set(at.keys()), ignoredColumns: ignoredColumns.slice(0, 50) };
}

/** Turns each row's cells into the contract's body, noting every cell that cannot be read. */
export function readRows(
  ctx: RequestContext,
  rows: FileRow[],
  columns: ImportColumn[],
  present: Set<string>,
) {
  const language = ctx.language;
  for (const row of rows) {
    const fail = (column: ImportColumn, code: string, params?: Record<string, unknown>) =>
      row.errors.push({
        column: headerText(column, language),
        code,
        message: translate(code, language, params),
      });
    const body: Record<string, unknown> = {
      contactInformation: {},
      emergencyContactInformation: {},
      extraFields: [],
      bankDetails: {},
    };
    const put = (path: string, value: unknown) => {
      const [head, tail] = path.split('.') as [string, string | undefined];
      if (tail === undefined) body[head] = value;
      else (body[head] as Record<string, unknown>)[tail] = value;
    };
    for (const column of columns) {
      const cell = row.cells.get(column.key)!;
      if (cell.kind === 'error') {
        fail(column, cell.code, cell.params);
        continue;
      }
      if (cell.kind === 'empty') {
        // An extra field left out of the file takes its default, as the form pre-fills it.
        const definition = column.definition;
        const fallback =
          definition && !present.has(column.key) && definition.defaultValue !== null
            ? defaultOf(definition.defaultValue)
            : null;
        if (definition && fallback !== null)
          (body.extraFields as unknown[]).push({ extraFieldDefinitionId: definition.id, value: fallback });
        else if (column.required) fail(column, 'Employees:ImportValueRequired');
        else if (definition)
          (body.extraFields as unknown[]).push({ extraFieldDefinitionId: definition.id, value: null });
        continue;
      }
      const value = asText(cell).trim();
      switch (column.kind) {
        case 'text':
          put(column.path, value);
          break;
        case 'date': {
          const day = asDay(cell);
          if (day) put(column.path, day);
          else fail(column, 'Employees:ImportInvalidDate', { value });
          break;
        }
        case 'enum': {
          const wanted = comparable(value);
          const member = column.enumeration!.members.find(
            (m) => comparable(m.en) === wanted || comparable(m.ar) === wanted || comparable(m.key) === wanted,
          );
          if (member) put(column.path, member.value);
          else
            fail(column, 'Employees:ImportInvalidChoice', {
              value,
              choices: column.enumeration!.members.map((m) => m[language]).join(', '),
            });
          break;
        }
        case 'jobTitle':
          row.jobTitle = value;
          break;
        case 'manager':
          row.manager = value;
          break;
        case 'user':
          row.userName = value;
          break;
        case 'bank':
          row.bank = value;
          break;
        case 'extra': {
          const definition = column.definition!;
          const raw =
            cell.kind === 'date' && definition.fieldType === ExtraFieldType.DateTime
              ? cell.value.toISOString()
              : cell.kind === 'number' && definition.fieldType === ExtraFieldType.DateOnly
                ? (serialDay(cell.value) ?? value)
                : definition.fieldType === ExtraFieldType.DateOnly
                  ? (asDay(cell) ?? value)
                  : value;
          (body.extraFields as unknown[]).push({ extraFieldDefinitionId: definition.id, value: raw });
          break;
        }
      }
    }
    // No bank detail given: none (the contract asks for the method once any is given).
    if (!Object.keys(body.bankDetails as object).length && row.bank === undefined) delete body.bankDetails;
    row.body = body;
  }
}
