import { ExtraFieldType, type LanguageCode, maxEmployeeImportRows } from '@hr/contracts';
import type ExcelJS from 'exceljs';
import { excelLibrary } from '../../platform/http/excel.ts';
import { headerText, type ImportColumn, type JobTitleChoice } from './employee-import.columns.ts';

const sheetNames = {
  employees: { en: 'Employees', ar: 'الموظفون' },
  lists: { en: 'Lists', ar: 'القوائم' },
} as const;

/** The drop-down values of a column, in the caller's language (none: free text). */
function choicesOf(column: ImportColumn, language: LanguageCode, jobTitles: JobTitleChoice[]): string[] {
  if (column.kind === 'enum') return column.enumeration!.members.map((m) => m[language]);
  if (column.kind === 'jobTitle') return jobTitles.map((j) => j.label);
  if (column.kind === 'extra' && column.definition?.fieldType === ExtraFieldType.Selection)
    return column.definition.selectListValues;
  if (column.kind === 'extra' && column.definition?.fieldType === ExtraFieldType.Bool)
    return ['true', 'false'];
  return [];
}

/** The template: the header row in the language, lists and drop-downs, as .xlsx bytes. */
export async function templateWorkbook(
  language: LanguageCode,
  columns: readonly ImportColumn[],
  jobTitles: JobTitleChoice[],
): Promise<Buffer> {
  const rtl = language === 'ar';
  const workbook = new (await excelLibrary()).Workbook();
  const sheet = workbook.addWorksheet(sheetNames.employees[language], {
    views: [{ state: 'frozen', ySplit: 1, rightToLeft: rtl }],
  });
  const lists = workbook.addWorksheet(sheetNames.lists[language], { views: [{ rightToLeft: rtl }] });
  sheet.columns = columns.map((c) => ({
    key: c.key,
    header: headerText(c, language),
    width: c.width ?? 18,
    // Text columns keep what is typed as text: a national number or phone keeps its leading zeros.
    style: c.kind === 'date' ? { numFmt: 'yyyy-mm-dd' } : c.kind === 'text' ? { numFmt: '@' } : {},
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
  const lastRow = maxEmployeeImportRows + 1;
  columns.forEach((c, i) => {
    const choices = choicesOf(c, language, jobTitles);
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
    const source = `'${sheetNames.lists[language]}'!$${letter}$2:$${letter}$${choices.length + 1}`;
    validations.add(`${target}2:${target}${lastRow}`, {
      type: 'list',
      allowBlank: !c.required,
      formulae: [source],
      showErrorMessage: c.kind !== 'jobTitle',
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
