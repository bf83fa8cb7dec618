import type { Endpoint, ImportResultDto } from '@hr/contracts';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { TestApp } from '../test-app.ts';

/** A row as a person fills it: cell values by column header (the template's, without its " *"). */
export type Cells = Record<string, ExcelJS.CellValue>;

/**
 * A list's import: its template and its import, as `importEndpoints` declares them (`importTemplate`) or as the
 * employees' own contract names them (`template`).
 */
export type ImportEndpoints = { import: Endpoint } & ({ importTemplate: Endpoint } | { template: Endpoint });

export async function workbookOf(bytes: Buffer | ArrayBuffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as ArrayBuffer);
  return workbook;
}

/** A sheet's rows (the first sheet's unless named), each its cells' values from the first column. */
export async function workbookRows(bytes: Buffer | ArrayBuffer, sheet?: string): Promise<unknown[][]> {
  const workbook = await workbookOf(bytes);
  const rows: unknown[][] = [];
  (sheet ? workbook.getWorksheet(sheet)! : workbook.worksheets[0]!).eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/** The headers of a workbook's first sheet, as the reader sees them (required ones with their " *"). */
export function headersOf(workbook: ExcelJS.Workbook): string[] {
  const headers: string[] = [];
  workbook.worksheets[0]!.getRow(1).eachCell((cell) => headers.push(String(cell.value)));
  return headers;
}

/**
 * A template with the rows written under their headers, as base64 (what the import takes). A header the
 * template lacks is refused, unless `addColumns`: then it is added after the template's, as a person who
 * adds a column of their own would.
 */
export async function filledTemplate(
  template: Buffer | ArrayBuffer,
  rows: Cells[],
  { addColumns = false } = {},
): Promise<string> {
  const workbook = await workbookOf(template);
  const sheet = workbook.worksheets[0]!;
  const columns = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => columns.set(String(cell.value).replace(/ \*$/, ''), col));
  rows.forEach((cells, i) => {
    for (const [header, value] of Object.entries(cells)) {
      let col = columns.get(header);
      if (col === undefined) {
        if (!addColumns) throw new Error(`No column ${header}`);
        col = sheet.getRow(1).cellCount + 1;
        sheet.getCell(1, col).value = header;
        columns.set(header, col);
      }
      sheet.getCell(i + 2, col).value = value;
    }
  });
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

/** A list's import as a person uses it: the template in a language, filled, dry-run, imported. */
export function importsApi(t: TestApp, endpoints: ImportEndpoints) {
  const templateEndpoint = 'importTemplate' in endpoints ? endpoints.importTemplate : endpoints.template;
  const language = (value: string) => ({ 'accept-language': value });
  const api = {
    async template(token: string, lang = 'en') {
      const r = await t.call(token, templateEndpoint, { headers: language(lang) } as never);
      expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
      return r;
    },
    /** The template of `lang` filled with the rows, as base64. */
    async fileOf(token: string, rows: Cells[], lang = 'en', options: { addColumns?: boolean } = {}) {
      return filledTemplate((await api.template(token, lang)).rawPayload, rows, options);
    },
    upload(token: string, file: string, dryRun: boolean, lang = 'en') {
      return t.call(token, endpoints.import, { body: { file, dryRun }, headers: language(lang) } as never);
    },
    /** The import's report, the call expected to be answered 200. */
    async importOk<R = ImportResultDto>(token: string, file: string, dryRun: boolean, lang = 'en') {
      const r = await api.upload(token, file, dryRun, lang);
      expect(r.statusCode, r.body.slice(0, 500)).toBe(200);
      return r.json<R>();
    },
  };
  return api;
}
