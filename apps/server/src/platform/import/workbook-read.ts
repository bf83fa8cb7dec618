import type { LanguageCode, LocalizedText } from '@hr/contracts';
import type ExcelJS from 'exceljs';
import { decodeBase64 } from '../base64.ts';
import { AppError, translate } from '../errors.ts';
import { excelLibrary } from '../http/excel.ts';
import { checkWorkbookBytes } from './workbook-check.ts';

// Reading an uploaded import workbook, for every import (employees, holidays, leave allocations...): its
// bytes checked, its header row matched to the template's columns in either language, each cell reduced to
// one value. What a value means (a date, a choice, a reference) is the import's column's business.

/** What a workbook may unpack to: 1,000 rows of every column stay far below it. */
export const maxUnpackedWorkbook = 20 * 1024 * 1024;

/** A cell's value as an import reads it. */
export type CellValue =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'number'; value: number }
  | { kind: 'date'; value: Date }
  | { kind: 'bool'; value: boolean }
  | { kind: 'error'; code: string; params?: Record<string, unknown> };

/** What the reader needs of a column: its key, its header in both languages, whether it is required. */
export interface SheetColumn {
  key: string;
  header: LocalizedText;
  required: boolean;
  /** Not required to be in the file even when `required` (the employees' extra fields: their default). */
  mayBeAbsent?: boolean;
}

/**
 * What exceljs gives for a cell, reduced to one value: a formula's cached result (a formula without one is
 * refused: nothing here computes formulas), a hyperlink's or rich text's text, an error cell's code.
 * `codes` is the import's error prefix (`Platform:Import`, `Employees:Import`).
 */
export function readCell(raw: ExcelJS.CellValue, codes = 'Platform:Import', depth = 0): CellValue {
  if (raw === null || raw === undefined) return { kind: 'empty' };
  if (typeof raw === 'string') return raw.trim() === '' ? { kind: 'empty' } : { kind: 'text', text: raw };
  if (typeof raw === 'number')
    return Number.isFinite(raw) ? { kind: 'number', value: raw } : { kind: 'empty' };
  if (typeof raw === 'boolean') return { kind: 'bool', value: raw };
  if (raw instanceof Date)
    return Number.isNaN(raw.getTime())
      ? { kind: 'error', code: `${codes}InvalidDate`, params: { value: '' } }
      : { kind: 'date', value: raw };
  if (typeof raw === 'object' && depth === 0) {
    if ('formula' in raw || 'sharedFormula' in raw) {
      const result = (raw as { result?: ExcelJS.CellValue }).result;
      if (result === undefined || result === null)
        return { kind: 'error', code: `${codes}FormulaWithoutValue` };
      return readCell(result as ExcelJS.CellValue, codes, depth + 1);
    }
    if ('richText' in raw && Array.isArray(raw.richText))
      return readCell(raw.richText.map((r) => String(r.text ?? '')).join(''), codes, depth + 1);
    if ('text' in raw && typeof raw.text === 'string') return readCell(raw.text, codes, depth + 1);
  }
  if (typeof raw === 'object' && 'error' in raw)
    return { kind: 'error', code: `${codes}CellError`, params: { value: raw.error } };
  return { kind: 'error', code: `${codes}CellError`, params: { value: '?' } };
}

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** An Excel serial day (1 = 1900-01-01, with Excel's 1900 leap-year bug) as a day, or undefined. */
export function serialDay(serial: number): string | undefined {
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
export function asDay(cell: CellValue): string | undefined {
  if (cell.kind === 'date') return isoDay(cell.value);
  if (cell.kind === 'number') return serialDay(cell.value);
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(asText(cell).trim());
  if (!match) return undefined;
  const day = `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}`;
  // A day the calendar has (no 2026-02-30).
  return isoDay(new Date(`${day}T00:00:00Z`)) === day ? day : undefined;
}

/**
 * A time of day cell as 'HH:mm': an Excel time (a fraction of a day, or a date whose time is read as
 * written: exceljs reads Excel's times as UTC), or text written H:mm / HH:mm (seconds allowed, dropped).
 */
export function asTimeOfDay(cell: CellValue): string | undefined {
  const hm = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  if (cell.kind === 'date') return hm(cell.value.getUTCHours() * 60 + cell.value.getUTCMinutes());
  if (cell.kind === 'number') {
    const fraction = cell.value - Math.floor(cell.value);
    if (cell.value < 0 || cell.value >= 1) return undefined;
    const minutes = Math.round(fraction * 24 * 60);
    return minutes < 24 * 60 ? hm(minutes) : undefined;
  }
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(asText(cell).trim());
  if (!match) return undefined;
  const [h, m] = [Number(match[1]), Number(match[2])];
  return h < 24 && m < 60 ? hm(h * 60 + m) : undefined;
}

/** A header or a value as compared: trimmed, spaces collapsed, without case. */
export const comparable = (value: string) => value.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/** The header a column's cell shows: its name, with * when required. */
export const headerText = (column: Pick<SheetColumn, 'header' | 'required'>, language: LanguageCode) =>
  `${column.header[language]}${column.required ? ' *' : ''}`;

/** One row of the file as read: its number as Excel shows it, and its cells by column key. */
export interface SheetRow {
  row: number;
  cells: Map<string, CellValue>;
}

/**
 * Reads the first sheet of the uploaded workbook (base64): the bytes checked (`checkWorkbookBytes`), the
 * header row's columns matched to `columns` (either language, without * and case; a Map, so no header
 * such as "__proto__" reaches a prototype), then every row that has a value, at most `maxRows`. A header
 * that is no column (a note of the user's, a misspelt column, a column's second copy) is not read but
 * named in `ignoredColumns`, so that a misspelt column is seen before its cells are lost.
 */
export async function readWorkbook<C extends SheetColumn>(
  language: LanguageCode,
  file: string,
  columns: readonly C[],
  options: { codes?: string; maxRows: number },
): Promise<{ rows: SheetRow[]; present: Set<string>; ignoredColumns: string[] }> {
  const codes = options.codes ?? 'Platform:Import';
  const bytes = decodeBase64(file);
  if (!bytes?.length) throw new AppError(`${codes}NotXlsx`);
  checkWorkbookBytes(bytes, maxUnpackedWorkbook, codes);
  const workbook = new (await excelLibrary()).Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError(`${codes}NotXlsx`);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError(`${codes}NotXlsx`);

  const byHeader = new Map<string, C>();
  for (const column of columns)
    for (const lang of ['en', 'ar'] as const) {
      // The declaration's order wins: a later column named like an earlier one does not take its place.
      const header = comparable(column.header[lang]);
      if (!byHeader.has(header)) byHeader.set(header, column);
    }
  const at = new Map<string, number>();
  const ignoredColumns: string[] = [];
  sheet.getRow(1).eachCell((cell, col) => {
    const text = asText(readCell(cell.value, codes)).trim();
    const column = byHeader.get(comparable(text.replace(/\*\s*$/, '')));
    if (column && !at.has(column.key)) at.set(column.key, col);
    else if (text) ignoredColumns.push(text.slice(0, 100));
  });
  const missing = columns.filter((c) => c.required && !at.has(c.key) && !c.mayBeAbsent);
  if (missing.length)
    throw new AppError(`${codes}MissingColumns`, {
      columns: missing.map((c) => `"${c.header[language]}"`).join(', '),
    });

  const rows: SheetRow[] = [];
  // The rows the sheet holds, not every number up to its last: one row at 1,048,576 is a short file.
  sheet.eachRow((row, r) => {
    if (r === 1) return;
    const cells = new Map<string, CellValue>();
    let filled = false;
    for (const column of columns) {
      const col = at.get(column.key);
      const cell = col ? readCell(row.getCell(col).value, codes) : ({ kind: 'empty' } as const);
      if (cell.kind !== 'empty') filled = true;
      cells.set(column.key, cell);
    }
    if (!filled) return;
    if (rows.length === options.maxRows) throw new AppError(`${codes}TooManyRows`, { max: options.maxRows });
    rows.push({ row: r, cells });
  });
  if (!rows.length) throw new AppError(`${codes}NoRows`);
  return { rows, present: new Set(at.keys()), ignoredColumns: ignoredColumns.slice(0, 50) };
}

/** A row's error under a column's header (null: the whole row), in the caller's language. */
export function cellError(
  language: LanguageCode,
  column: Pick<SheetColumn, 'header' | 'required'> | null,
  code: string,
  params?: Record<string, unknown>,
) {
  return {
    column: column ? headerText(column, language) : null,
    code,
    message: translate(code, language, params),
  };
}
