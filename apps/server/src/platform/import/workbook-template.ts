import type { LanguageCode, LocalizedText } from '@hr/contracts';
import type ExcelJS from 'exceljs';
import { excelLibrary } from '../http/excel.ts';
import { headerText, type SheetColumn } from './workbook-read.ts';

/** What the template needs of a column beyond its header. */
export interface TemplateColumn extends SheetColumn {
  /** A hint shown as the header cell's note. */
  note?: LocalizedText;
  width?: number;
  /** The cells' format: a date's yyyy-mm-dd, a time's hh:mm, text kept as typed (leading zeros). */
  format?: 'date' | 'time' | 'text' | 'number';
  /** The values a cell may take, offered as a drop-down from the Lists sheet (none: free text). */
  choices?: readonly string[];
  /** Refuse a value that is not in the drop-down in Excel itself (false: a warning only). */
  strictChoices?: boolean;
}

const listsName: LocalizedText = { en: 'Lists', ar: 'القوائم' };

const formats = { date: 'yyyy-mm-dd', time: 'hh:mm', text: '@', number: '0.00' } as const;

/**
 * An import's template: the header row in the language (required columns in red, with *), a note on the
 * headers that have one, typed cells, and the columns with fixed values as drop-downs from a Lists sheet;
 * right to left in Arabic. As .xlsx bytes.
 */
export async function templateWorkbook(
  language: LanguageCode,
  sheetName: LocalizedText,
  columns: readonly TemplateColumn[],
  maxRows: number,
): Promise<Buffer> {
  const rtl = language === 'ar';
  const workbook = new (await excelLibrary()).Workbook();
  const sheet = workbook.addWorksheet(sheetName[language].slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1, rightToLeft: rtl }],
  });
  const lists = workbook.addWorksheet(listsName[language], { views: [{ rightToLeft: rtl }] });
  sheet.columns = columns.map((c) => ({
    key: c.key,
    header: headerText(c, language),
    width: c.width ?? 18,
    // Text columns keep what is typed as text: a national number or phone keeps its leading zeros.
    style: c.format ? { numFmt: formats[c.format] } : {},
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  columns.forEach((c, i) => {
    const cell = header.getCell(i + 1);
    if (c.required) cell.font = { bold: true, color: { argb: 'FFC00000' } };
    if (c.note) cell.note = c.note[language];
  });

  // One column of the Lists sheet per column with fixed values, and a drop-down on its cells (exceljs
  // writes a range's validation once; its typings lack the worksheet's `dataValidations`).
  const validations = (
    sheet as unknown as { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } }
  ).dataValidations;
  let listColumn = 0;
  const lastRow = maxRows + 1;
  columns.forEach((c, i) => {
    const choices = c.choices ?? [];
    if (!choices.length) return;
    listColumn += 1;
    lists.getColumn(listColumn).width = Math.max(16, c.width ?? 16);
    lists.getCell(1, listColumn).value = c.header[language];
    lists.getCell(1, listColumn).font = { bold: true };
    choices.forEach((value, n) => {
      lists.getCell(n + 2, listColumn).value = value;
    });
    const letter = lists.getColumn(listColumn).letter;
    const target = sheet.getColumn(i + 1).letter;
    const source = `'${listsName[language]}'!$${letter}$2:$${letter}$${choices.length + 1}`;
    validations.add(`${target}2:${target}${lastRow}`, {
      type: 'list',
      allowBlank: !c.required,
      formulae: [source],
      showErrorMessage: c.strictChoices ?? true,
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
