import { PassThrough } from 'node:stream';
import type { LanguageCode, LocalizedText } from '@hr/contracts';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { RequestContext } from '../context.ts';
import { sendDownload } from './download.ts';

export type ExcelValue = string | number | boolean | Date | null | undefined;

/** One column of an export: its header in each language, how to read a row, and its cell format. */
export interface ExcelColumn<T> {
  header: LocalizedText;
  /** The cell of a row; `language` for texts such as enumeration names. */
  value: (row: T, language: LanguageCode) => ExcelValue;
  /** An Excel number format: '#,##0.00' for amounts, 'yyyy-mm-dd' for dates. */
  numFmt?: string;
  /** In characters; default 20. */
  width?: number;
}

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
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
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
    ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
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
      while (!next.done) {
        const row = next.value;
        sheet.addRow(spec.columns.map((c) => c.value(row, spec.language) ?? null)).commit();
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
 * The handler of a list's export endpoint: the rows the service reads for the request's list query, as a
 * workbook in the caller's language (`sendExcel`).
 */
export function excelExport<T, Query>(
  fileName: LocalizedText,
  columns: readonly ExcelColumn<T>[],
  rows: (ctx: RequestContext, query: Query) => AsyncIterable<T> | Iterable<T>,
) {
  return (req: { ctx: RequestContext; query: Query }, reply: FastifyReply): Promise<FastifyReply> =>
    sendExcel(reply, { fileName, columns, rows: rows(req.ctx, req.query), language: req.ctx.language });
}
