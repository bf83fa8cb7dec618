import { ExtraFieldType, type LanguageCode, maxEmployeeImportRows } from '@hr/contracts';
import { templateWorkbook as importTemplate } from '../../platform/import/workbook-template.ts';
import type { ImportColumn, JobTitleChoice } from './employee-import.columns.ts';

const sheetName = { en: 'Employees', ar: 'الموظفون' } as const;

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

/** The template (the platform's writer): the header row in the language, lists and drop-downs, as .xlsx bytes. */
export async function templateWorkbook(
  language: LanguageCode,
  columns: readonly ImportColumn[],
  jobTitles: JobTitleChoice[],
): Promise<Buffer> {
  return importTemplate(
    language,
    sheetName,
    columns.map((c) => ({
      key: c.key,
      header: c.header,
      required: c.required,
      note: c.note,
      width: c.width,
      format: c.kind === 'date' ? 'date' : c.kind === 'text' ? 'text' : undefined,
      choices: choicesOf(c, language, jobTitles),
      // A job title's list is a help (a name in the other language is also read).
      strictChoices: c.kind !== 'jobTitle',
    })),
    maxEmployeeImportRows,
  );
}
