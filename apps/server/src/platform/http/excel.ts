import { PassThrough } from 'node:stream';
import type { LanguageCode, LocalizedText } from '@hr/contracts';
import type ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { RequestContext } from '../context.ts';
import { wallTimeIn } from '../tenant-date.ts';
import { sendDownload } from './download.ts';

export type ExcelValue = string | number | boolean | Date | null | undefined;

/** One column of an export: its header in each language, how to read a row, and its cell format. */
export interface ExcelColumn<T> {
  header: LocalizedText;
  /**
   * The cell of a row; `language` for texts such as enumeration names, `timeZone` (the tenant's) for
   * instants shown on its clock (`instantColumn`).
   */
  value: (row: T, language: LanguageCode, timeZone: string) => ExcelValue;
  /**
   * An Excel number format: '#,##0.00' for amounts, 'yyyy-mm-dd' for dates; a function for a format per row
   * (an amount with its own currency's places).
   */
  numFmt?: string | ((row: T) => string);
  /** In characters; default 20. */
  width?: number;
}

/** Excel's number format for amounts with a currency's places: '#,##0.00', '#,##0.000', '#,##0'. */
export const amountFormat = (places: number) => (places > 0 ? `#,##0.${'0'.repeat(places)}` : '#,##0');

/** Excel's text format: what a cell that looks like a formula is written with. */
const textFormat = '@';

/**
 * A text that a spreadsheet would read as a formula if a user typed it, or if the sheet were saved as CSV
 * and opened again (CSV/formula injection: = + - @, and a tab or return before them).
 */
export const formulaLike = (text: string) => /^[=+\-@\t\r]/.test(text);

export interface ExcelExport<T> {
  /** The download's name without extension, per language ('employees', 'الموظفون'); the date is appended. */
  fileName: LocalizedText;
  /** The worksheet's name, per language (at most 31 characters); default the file name. */
  sheetName?: LocalizedText;
  columns: readonly ExcelColumn<T>[];
  /** The rows, read as the workbook is written: an async generator that pages through the data. */
  rows: AsyncIterable<T> | Iterable<T>;
  /** The reader's language: headers, names, and a right-to-left sheet for Arabic. */
  language: LanguageCode;
  /** The tenant's time zone, for instants (`instantColumn`); default UTC. */
  timeZone?: string;
}

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A date-only string ('2025-01-31') as the Date Excel shows as that day. */
export function excelDate(value: string | null | undefined): Date | null {
  return value ? new Date(`${value}T00:00:00Z`) : null;
}

/** A column of a date-only value ('2025-01-31'), shown as Excel's date of that day. */
export function dateColumn<T>(
  header: LocalizedText,
  value: (row: T) => string | null | undefined,
  width = 14,
): ExcelColumn<T> {
  return { header, value: (row) => excelDate(value(row)), numFmt: 'yyyy-mm-dd', width };
}

/**
 * A column of an instant (ISO 8601), shown as the date and time on the tenant's clock: Excel's dates have
 * no zone, so the cell holds the wall time the list shows.
 */
export function instantColumn<T>(
  header: LocalizedText,
  value: (row: T) => string | Date | null | undefined,
  width = 18,
): ExcelColumn<T> {
  return {
    header,
    value: (row, _language, timeZone) => {
      const instant = value(row);
      if (!instant) return null;
      return new Date(`${wallTimeIn(timeZone, new Date(instant)).replace(' ', 'T')}:00Z`);
    },
    numFmt: 'yyyy-mm-dd hh:mm',
    width,
  };
}

/** A column of a text: the DTO's (names in the reader's language come so from the service). */
export function textColumn<T>(
  header: LocalizedText,
  value: (row: T) => string | null | undefined,
  width = 20,
): ExcelColumn<T> {
  return { header, value, width };
}

/** A column of an enumeration's name in the reader's language (`defineEnum`'s `label`). */
export function enumColumn<T, V>(
  header: LocalizedText,
  enumeration: { label: (value: V, language: LanguageCode) => string },
  value: (row: T) => V | null | undefined,
  width = 14,
): ExcelColumn<T> {
  return {
    header,
    value: (row, language) => {
      const v = value(row);
      return v === null || v === undefined ? null : enumeration.label(v, language);
    },
    width,
  };
}

/** A column of a number with fixed places ('0.00' for two), or a whole number. */
export function numberColumn<T>(
  header: LocalizedText,
  value: (row: T) => number | string | null | undefined,
  places = 0,
  width = 12,
): ExcelColumn<T> {
  return {
    header,
    value: (row) => {
      const v = value(row);
      return v === null || v === undefined ? null : Number(v);
    },
    numFmt: places > 0 ? `0.${'0'.repeat(places)}` : '0',
    width,
  };
}

/**
 * A column of an amount (a decimal string or a number) as a number, formatted with its currency's places
 * (`places`: one for the whole sheet, or the row's). Exact for amounts of at most 15 significant digits.
 */
export function amountColumn<T>(
  header: LocalizedText,
  value: (row: T) => string | number | null | undefined,
  places: number | ((row: T) => number),
  width = 14,
): ExcelColumn<T> {
  return {
    header,
    value: (row) => {
      const v = value(row);
      return v === null || v === undefined || v === '' ? null : Number(v);
    },
    numFmt: typeof places === 'number' ? amountFormat(places) : (row) => amountFormat(places(row)),
    width,
  };
}

/** A yes/no column, in the reader's language. */
export function yesNoColumn<T>(
  header: LocalizedText,
  value: (row: T) => boolean,
  width = 10,
): ExcelColumn<T> {
  return { header, value: (row, language) => (value(row) ? yes[language] : no[language]), width };
}
const yes: LocalizedText = { en: 'Yes', ar: 'نعم' };
const no: LocalizedText = { en: 'No', ar: 'لا' };

/** Where exports read their rows from a list: at most this many (Excel's sheet holds 1,048,576 rows). */
export const exportRowLimit = 1_000_000;

/** How many rows an export reads per page of its list. */
export const exportPageSize = 1000;

/**
 * The rows of a list for its export: the list's own service call, page after page (each its own short
 * transaction), with the query's filters and sorting, so the export has exactly the rows the list shows.
 */
export function listPages<Q extends { skipCount?: number; maxResultCount?: number }, T>(
  list: (ctx: RequestContext, query: Q) => Promise<{ items: readonly T[] }>,
  pageSize = exportPageSize,
): (ctx: RequestContext, query: Omit<Q, 'skipCount' | 'maxResultCount'>) => AsyncGenerator<T> {
  return async function* pages(ctx, query) {
    for (let skipCount = 0; skipCount < exportRowLimit; skipCount += pageSize) {
      const { items } = await list(ctx, { ...query, skipCount, maxResultCount: pageSize } as Q);
      yield* items;
      if (items.length < pageSize) return;
    }
  };
}

/**
 * exceljs, loaded with the first workbook a process writes or reads, not at start: with its zip and
 * stream packages it was about half a second of each start's CPU (issue 45 item 3).
 */
export async function excelLibrary(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}

/**
 * Streams an .xlsx workbook as the reply: one sheet, a bold header row frozen at the top, one row per item
 * as the rows iterable yields them, so a list of 100,000 rows never sits in memory. The first row is
 * read before anything is sent, so a failing query still answers with the error shape.
 *
 * In a route: `excelExport(fileName, columns, (ctx, query) => service.exportRows(ctx, query))`.
 */
export async function sendExcel<T>(reply: FastifyReply, spec: ExcelExport<T>): Promise<FastifyReply> {
  const iterator =
    Symbol.asyncIterator in spec.rows
      ? (spec.rows as AsyncIterable<T>)[Symbol.asyncIterator]()
      : (spec.rows as Iterable<T>)[Symbol.iterator]();
  let next = await iterator.next();

  const stream = new PassThrough();
  const workbook = new (await excelLibrary()).stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const rtl = spec.language === 'ar';
  const sheet = workbook.addWorksheet((spec.sheetName ?? spec.fileName)[spec.language].slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1, rightToLeft: rtl }],
  });
  sheet.columns = spec.columns.map((c, i) => ({
    key: String(i),
    header: c.header[spec.language],
    width: c.width ?? 20,
    ...(typeof c.numFmt === 'string' ? { style: { numFmt: c.numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  const today = new Date().toISOString().slice(0, 10);
  void sendDownload(reply, {
    contentType: xlsxContentType,
    fileName: `${spec.fileName[spec.language]}-${today}.xlsx`,
    body: stream,
  });

  // Written after the reply took the stream, page by page as the rows arrive; exceljs compresses as it goes.
  void (async () => {
    try {
      const zone = spec.timeZone ?? 'UTC';
      while (!next.done) {
        const item = next.value;
        const row = sheet.addRow(spec.columns.map((c) => c.value(item, spec.language, zone) ?? null));
        spec.columns.forEach((c, i) => {
          const cell = row.getCell(i + 1);
          if (typeof cell.value === 'string' && formulaLike(cell.value)) cell.numFmt = textFormat;
          else if (typeof c.numFmt === 'function') cell.numFmt = c.numFmt(item);
        });
        row.commit();
        next = await iterator.next();
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      reply.log.error({ err: error }, 'excel export failed while streaming');
      stream.destroy(error as Error);
    }
  })();
  return reply;
}

/**
 * A grid's export, declared once: its file name and columns, and the rows of the list's own query
 * (`listPages(service.list)` for most; a service's own reader where the export has more than the list).
 */
export interface ListExport<T, Query> {
  fileName: LocalizedText;
  sheetName?: LocalizedText;
  columns: readonly ExcelColumn<T>[];
  rows: (ctx: RequestContext, query: Query) => AsyncIterable<T> | Iterable<T>;
  /** The tenant's time zone, when a column shows instants (`instantColumn`). */
  timeZone?: (ctx: RequestContext) => Promise<string>;
}

/**
 * The handler of a list's export endpoint (`excelExportOf(list)` in contracts): the rows the service reads
 * for the request's list query, as a workbook in the caller's language (`sendExcel`).
 */
export function excelExport<T, Query>(
  spec: ListExport<T, Query>,
): (req: { ctx: RequestContext; query: Query }, reply: FastifyReply) => Promise<FastifyReply>;
export function excelExport<T, Query>(
  fileName: LocalizedText,
  columns: readonly ExcelColumn<T>[],
  rows: (ctx: RequestContext, query: Query) => AsyncIterable<T> | Iterable<T>,
): (req: { ctx: RequestContext; query: Query }, reply: FastifyReply) => Promise<FastifyReply>;
export function excelExport<T, Query>(
  first: LocalizedText | ListExport<T, Query>,
  columns?: readonly ExcelColumn<T>[],
  rows?: (ctx: RequestContext, query: Query) => AsyncIterable<T> | Iterable<T>,
) {
  const spec: ListExport<T, Query> =
    'columns' in first ? first : { fileName: first as LocalizedText, columns: columns!, rows: rows! };
  return async (req: { ctx: RequestContext; query: Query }, reply: FastifyReply): Promise<FastifyReply> =>
    sendExcel(reply, {
      fileName: spec.fileName,
      ...(spec.sheetName ? { sheetName: spec.sheetName } : {}),
      columns: spec.columns,
      rows: spec.rows(req.ctx, req.query),
      language: req.ctx.language,
      ...(spec.timeZone ? { timeZone: await spec.timeZone(req.ctx) } : {}),
    });
}
