import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  type CreateEmployee,
  createEmployeeInput,
  type EmployeeImportErrorDto,
  type EmployeeImportResultDto,
  EmployeeStatuses,
  EntityType,
  type EnumDefinition,
  type ExtraFieldDefinitionDto,
  ExtraFieldType,
  Genders,
  type ImportEmployees,
  type LanguageCode,
  type LocalizedText,
  MaritalStatuses,
  MilitaryServiceStatuses,
  maxEmployeeImportRows,
} from '@hr/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { decodeBase64 } from '../../platform/base64.ts';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError, issueMessage, translate } from '../../platform/errors.ts';
import type { IdentityApi } from '../identity/public.ts';
import type { OrganisationApi } from '../organisation/public.ts';
import type { EmployeeService } from './employee.service.ts';
import { checkWorkbookBytes } from './employee-import.workbook.ts';

/**
 * The import of employees from an .xlsx workbook filled from the template: one row per employee, each
 * created through the employee service's own create (`createIn`: every rule of the form), all rows in one
 * transaction. A dry run does the same work and rolls it back, so what it answers is what the import would
 * do, rules of the database included (a national number taken, the plan's cap). References are by what a
 * person knows: the job title by its name, the manager by national number or name (an existing employee or
 * another row of the file), the user by user name.
 */

/** What a workbook may unpack to: 1,000 rows of every column stay far below it. */
export const maxUnpackedWorkbook = 20 * 1024 * 1024;

type Kind = 'text' | 'date' | 'enum' | 'jobTitle' | 'manager' | 'user' | 'extra';

/** One column of the template and of the file. */
interface ImportColumn {
  key: string;
  header: LocalizedText;
  required: boolean;
  kind: Kind;
  /** Where the contract's issues for this column point (`contactInformation.email`). */
  path: string;
  enumeration?: EnumDefinition;
  /** A hint shown as the header cell's note. */
  note?: LocalizedText;
  width?: number;
  /** Extra fields: their definition. */
  definition?: ExtraFieldDefinitionDto;
}

const text = (key: string, path: string, header: LocalizedText, required: boolean, width = 18) =>
  ({ key, path, header, required, kind: 'text', width }) as ImportColumn;
const choice = (key: string, enumeration: EnumDefinition, header: LocalizedText): ImportColumn => ({
  key,
  path: key,
  header,
  required: true,
  kind: 'enum',
  enumeration,
  width: 16,
  note: {
    en: 'One of the values of the Lists sheet, in English or in Arabic.',
    ar: 'إحدى قيم ورقة القوائم، بالعربية أو بالإنجليزية.',
  },
});

/** The fields of the employee create form, in its order. */
const fixedColumns: readonly ImportColumn[] = [
  text('name', 'name', { en: 'Name', ar: 'الاسم' }, true),
  text('surname', 'surname', { en: 'Surname', ar: 'الكنية' }, true),
  text('fatherName', 'fatherName', { en: "Father's name", ar: 'اسم الأب' }, true),
  text('motherName', 'motherName', { en: "Mother's name", ar: 'اسم الأم' }, true),
  text('nationalNumber', 'nationalNumber', { en: 'National number', ar: 'الرقم الوطني' }, true),
  choice('gender', Genders, { en: 'Gender', ar: 'الجنس' }),
  choice('employeeStatus', EmployeeStatuses, { en: 'Status', ar: 'الحالة' }),
  {
    key: 'dateOfBirth',
    path: 'dateOfBirth',
    header: { en: 'Date of birth', ar: 'تاريخ الميلاد' },
    required: false,
    kind: 'date',
    width: 14,
    note: {
      en: 'An Excel date, or text written yyyy-MM-dd or yyyy/MM/dd.',
      ar: 'تاريخ Excel، أو نص بالصيغة yyyy-MM-dd أو yyyy/MM/dd.',
    },
  },
  choice('maritalStatus', MaritalStatuses, { en: 'Marital status', ar: 'الحالة الاجتماعية' }),
  choice('militaryServiceStatus', MilitaryServiceStatuses, { en: 'Military service', ar: 'الخدمة العسكرية' }),
  {
    key: 'jobTitle',
    path: 'jobTitleId',
    header: { en: 'Job title', ar: 'المسمى الوظيفي' },
    required: true,
    kind: 'jobTitle',
    width: 28,
    note: {
      en: 'A job title as the Lists sheet writes it (with its department when two share a name).',
      ar: 'مسمى وظيفي كما هو مكتوب في ورقة القوائم (مع قسمه إن تشابه اسمان).',
    },
  },
  {
    key: 'manager',
    path: 'managerId',
    header: { en: 'Manager', ar: 'المدير' },
    required: false,
    kind: 'manager',
    width: 24,
    note: {
      en: "The manager's national number, or their name and surname. The manager may be an employee already saved or another row of this file.",
      ar: 'الرقم الوطني للمدير، أو اسمه وكنيته. يمكن أن يكون المدير موظفًا محفوظًا أو صفًا آخر في هذا الملف.',
    },
  },
  {
    key: 'user',
    path: 'userId',
    header: { en: 'User name', ar: 'اسم المستخدم' },
    required: false,
    kind: 'user',
    width: 18,
    note: {
      en: 'Optional: the user name of a user of this organisation, linked to no other employee.',
      ar: 'اختياري: اسم مستخدم في هذه المؤسسة غير مرتبط بموظف آخر.',
    },
  },
  text('email', 'contactInformation.email', { en: 'E-mail', ar: 'البريد الإلكتروني' }, false, 28),
  text('workEmail', 'contactInformation.workEmail', { en: 'Work e-mail', ar: 'بريد العمل' }, false, 28),
  text('phoneNumber', 'contactInformation.phoneNumber', { en: 'Phone number', ar: 'رقم الهاتف' }, false),
  text(
    'workPhoneNumber',
    'contactInformation.workPhoneNumber',
    { en: 'Work phone number', ar: 'هاتف العمل' },
    false,
  ),
  text(
    'emergencyPhone',
    'emergencyContactInformation.emergencyPhone',
    { en: 'Emergency phone', ar: 'هاتف الطوارئ' },
    true,
  ),
  text(
    'contactName',
    'emergencyContactInformation.contactName',
    { en: 'Emergency contact name', ar: 'اسم جهة اتصال الطوارئ' },
    true,
    24,
  ),
  text(
    'relationShip',
    'emergencyContactInformation.relationShip',
    { en: 'Emergency contact relationship', ar: 'صلة قرابة جهة اتصال الطوارئ' },
    true,
  ),
];

/** The tenant's extra fields of employees: optional columns after the form's, named as defined. */
function extraColumns(definitions: readonly ExtraFieldDefinitionDto[]): ImportColumn[] {
  return definitions.map((d, i) => ({
    key: `extra:${d.id}`,
    // Issues of extra fields are placed by their definition (see `validate`), not by this path.
    path: `extraFields.${i}`,
    header: { en: d.fieldName, ar: d.fieldName },
    required: d.isRequired,
    kind: 'extra',
    width: 18,
    definition: d,
  }));
}

/** A header or a value as compared: trimmed, spaces collapsed, without case. */
const comparable = (value: string) => value.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/** The header a column's cell shows: its name, with * when required. */
const headerText = (column: ImportColumn, language: LanguageCode) =>
  `${column.header[language]}${column.required ? ' *' : ''}`;

const sheetNames = {
  employees: { en: 'Employees', ar: 'الموظفون' },
  lists: { en: 'Lists', ar: 'القوائم' },
} as const;

/** A job title as a person writes it: its name, or "name (department)" when the name is not unique. */
interface JobTitleChoice {
  id: string;
  label: string;
  name: string;
}

/** What the import needs of organisation and extensions. */
export type ImportJobTitles = Pick<OrganisationApi['jobTitles'], 'list'>;
export interface ImportExtraFields {
  byEntityType(ctx: RequestContext, entityType: EntityType): Promise<ExtraFieldDefinitionDto[]>;
}
type ImportEmployeesService = Pick<EmployeeService, 'beforeCreate' | 'createIn' | 'matchByNumberOrName'>;

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
function asText(cell: CellValue): string {
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

/** A contract issue's message is one of our codes, or zod's own text (then the generic code). */
const codeOf = (message: string) => (/^\w+:\w+$/.test(message) ? message : 'Platform:ValidationFailed');

/** A row of the file as read, before its references are resolved. */
interface FileRow {
  row: number;
  cells: Map<string, CellValue>;
  errors: EmployeeImportErrorDto[];
  /** The body for the contract, ids of references filled in later. */
  body: Record<string, unknown>;
  jobTitle?: string;
  manager?: string;
  userName?: string;
  /** The index (in the file's rows) of the row that is this row's manager. */
  managerRow?: number;
  input?: CreateEmployee;
  id?: string;
}

/** Thrown to roll the import's transaction back (a dry run, or a row with an error). */
class RollBack extends Error {}

/** Which column a refusal of the create path belongs to. */
const columnOfCode: Readonly<Record<string, string>> = {
  'Employees:DuplicateNationalNumber': 'nationalNumber',
  'Employees:JobTitleNotFound': 'jobTitle',
  'Employees:ManagerNotFound': 'manager',
  'Employees:ManagerIsSelf': 'manager',
  'Employees:ManagerCycle': 'manager',
  'Employees:UserNotFound': 'user',
  'Employees:UserAlreadyLinked': 'user',
};

export function createEmployeeImport(
  db: Database,
  deps: {
    employees: ImportEmployeesService;
    jobTitles: ImportJobTitles;
    extraFields: ImportExtraFields;
    users: Pick<IdentityApi['users'], 'employeeLinks'>;
  },
) {
  /** Every live job title of the tenant, each with the label a person writes in the file. */
  async function jobTitleChoices(ctx: RequestContext): Promise<JobTitleChoice[]> {
    const all: Array<{ id: string; name: string; departmentName: string }> = [];
    for (let skipCount = 0; ; skipCount += 1000) {
      const page = await deps.jobTitles.list(ctx, { skipCount, maxResultCount: 1000, sorting: 'name asc' });
      all.push(...page.items);
      if (page.items.length < 1000) break;
    }
    const count = new Map<string, number>();
    for (const j of all) count.set(comparable(j.name), (count.get(comparable(j.name)) ?? 0) + 1);
    return all.map((j) => ({
      id: j.id,
      name: j.name,
      label: (count.get(comparable(j.name)) ?? 0) > 1 ? `${j.name} (${j.departmentName})` : j.name,
    }));
  }

  async function columnsOf(ctx: RequestContext): Promise<ImportColumn[]> {
    return [...fixedColumns, ...extraColumns(await deps.extraFields.byEntityType(ctx, EntityType.Employee))];
  }

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

  /** Reads the first sheet: the header row's columns, then every row that has a value (bounded). */
  async function readFile(ctx: RequestContext, file: string) {
    const bytes = decodeBase64(file);
    if (!bytes?.length) throw new AppError('Employees:ImportNotXlsx');
    checkWorkbookBytes(bytes, maxUnpackedWorkbook);
    const workbook = new ExcelJS.Workbook();
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
  function readRows(ctx: RequestContext, rows: FileRow[], columns: ImportColumn[], present: Set<string>) {
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
              (m) =>
                comparable(m.en) === wanted || comparable(m.ar) === wanted || comparable(m.key) === wanted,
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
      row.body = body;
    }
  }

  /** Two rows of the file with the same national number or user: the later ones are refused. */
  function checkDuplicates(ctx: RequestContext, rows: FileRow[], columns: ImportColumn[]) {
    const checks = [
      { key: 'nationalNumber', of: (r: FileRow) => (r.body.nationalNumber as string | undefined)?.trim() },
      { key: 'user', of: (r: FileRow) => (r.userName ? comparable(r.userName) : undefined) },
    ];
    for (const { key, of } of checks) {
      const column = columns.find((c) => c.key === key)!;
      const first = new Map<string, FileRow>();
      for (const row of rows) {
        const value = of(row);
        if (!value) continue;
        const earlier = first.get(value);
        if (!earlier) first.set(value, row);
        else
          row.errors.push({
            column: headerText(column, ctx.language),
            code: 'Employees:ImportDuplicateInFile',
            message: translate('Employees:ImportDuplicateInFile', ctx.language, {
              row: earlier.row,
              value: key === 'user' ? row.userName : value,
            }),
          });
      }
    }
  }

  /**
   * Resolves the job titles, users and managers the rows name, in the tenant's own data only (another
   * tenant's name is simply not found), and orders the rows so that a manager of the file comes first.
   */
  async function resolve(ctx: RequestContext, rows: FileRow[], columns: ImportColumn[]): Promise<FileRow[]> {
    const tenantId = tenantOf(ctx);
    const language = ctx.language;
    const column = (key: string) => headerText(columns.find((c) => c.key === key)!, language);
    const fail = (row: FileRow, key: string, code: string, params?: Record<string, unknown>) =>
      row.errors.push({ column: column(key), code, message: translate(code, language, params) });

    const jobTitles = await jobTitleChoices(ctx);
    const byLabel = new Map(jobTitles.map((j) => [comparable(j.label), j]));
    for (const row of rows) {
      if (row.jobTitle === undefined) continue;
      const wanted = comparable(row.jobTitle);
      const exact = byLabel.get(wanted);
      const named = jobTitles.filter((j) => comparable(j.name) === wanted);
      if (exact) row.body.jobTitleId = exact.id;
      else if (named.length === 1) row.body.jobTitleId = named[0]!.id;
      else if (named.length > 1)
        fail(row, 'jobTitle', 'Employees:ImportJobTitleAmbiguous', {
          value: row.jobTitle,
          choices: named.map((j) => j.label).join(', '),
        });
      else fail(row, 'jobTitle', 'Employees:ImportJobTitleNotFound', { value: row.jobTitle });
    }

    const userNames = rows.flatMap((r) => (r.userName ? [r.userName] : []));
    const users = userNames.length
      ? await db.transaction(ctx, (tx) => deps.users.employeeLinks.findByUserNames(tx, tenantId, userNames))
      : [];
    const userByName = new Map(users.map((u) => [comparable(u.userName), u.id]));
    for (const row of rows) {
      if (!row.userName) continue;
      const id = userByName.get(comparable(row.userName));
      if (id) row.body.userId = id;
      else fail(row, 'user', 'Employees:ImportUserNotFound', { value: row.userName });
    }

    // A manager: a row of the file by national number, an employee by national number, then by name.
    const refs = rows.flatMap((r) => (r.manager ? [r.manager] : []));
    const existing = await deps.employees.matchByNumberOrName(ctx, refs, refs);
    const fileByNumber = new Map<string, number>();
    const fileByName = new Map<string, number[]>();
    rows.forEach((r, i) => {
      const number = (r.body.nationalNumber as string | undefined)?.trim();
      if (number && !fileByNumber.has(number)) fileByNumber.set(number, i);
      const name = comparable(`${r.body.name ?? ''} ${r.body.surname ?? ''}`);
      fileByName.set(name, [...(fileByName.get(name) ?? []), i]);
    });
    rows.forEach((row, index) => {
      if (!row.manager) return;
      const ref = row.manager.trim();
      const inFile = fileByNumber.get(ref);
      if (inFile !== undefined) {
        if (inFile === index) fail(row, 'manager', 'Employees:ManagerIsSelf');
        else row.managerRow = inFile;
        return;
      }
      const byNumber = existing.find((e) => e.nationalNumber === ref);
      if (byNumber) {
        row.body.managerId = byNumber.id;
        return;
      }
      const named = existing.filter((e) => comparable(e.fullName) === comparable(ref));
      const namedInFile = (fileByName.get(comparable(ref)) ?? []).filter((i) => i !== index);
      if (named.length + namedInFile.length > 1)
        fail(row, 'manager', 'Employees:ImportManagerAmbiguous', { value: ref });
      else if (named.length === 1) row.body.managerId = named[0]!.id;
      else if (namedInFile.length === 1) row.managerRow = namedInFile[0];
      else fail(row, 'manager', 'Employees:ImportManagerNotFound', { value: ref });
    });

    // Managers of the file before the rows they manage; a loop among rows is refused on each of them.
    const ordered: FileRow[] = [];
    const state = new Map<number, 'visiting' | 'done'>();
    const visit = (index: number, path: number[]) => {
      if (state.get(index) === 'done') return;
      if (state.get(index) === 'visiting') {
        const loop = path.slice(path.indexOf(index));
        for (const i of loop)
          fail(rows[i]!, 'manager', 'Employees:ImportManagerLoop', {
            rows: loop
              .map((j) => rows[j]!.row)
              .sort((x, y) => x - y)
              .join(', '),
          });
        return;
      }
      state.set(index, 'visiting');
      const manager = rows[index]!.managerRow;
      if (manager !== undefined) visit(manager, [...path, index]);
      state.set(index, 'done');
      ordered.push(rows[index]!);
    };
    for (let i = 0; i < rows.length; i++) visit(i, []);
    return ordered;
  }

  /** The contract's own checks on each row's body (formats, lengths, e-mails, phones). */
  function validate(ctx: RequestContext, rows: FileRow[], columns: ImportColumn[], today: string) {
    const byPath = new Map(columns.map((c) => [c.path, c]));
    const byKey = new Map(columns.map((c) => [c.key, c]));
    for (const row of rows) {
      const parsed = createEmployeeInput.safeParse(row.body);
      if (parsed.success && !row.errors.length) {
        row.input = parsed.data;
        continue;
      }
      // A row that will not reach the create still hears the create's own rule of its cells, so that one
      // round of corrections is enough: a date of birth after the tenant's today.
      const born = row.body.dateOfBirth;
      const bornColumn = byKey.get('dateOfBirth');
      if (typeof born === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(born) && born > today && bornColumn) {
        const column = headerText(bornColumn, ctx.language);
        if (!row.errors.some((e) => e.column === column))
          row.errors.push({
            column,
            code: 'Employees:DateOfBirthInFuture',
            message: translate('Employees:DateOfBirthInFuture', ctx.language, { today }),
          });
      }
      if (parsed.success) continue;
      const failed = new Set(row.errors.map((e) => e.column));
      const extras = row.body.extraFields as Array<{ extraFieldDefinitionId: string }>;
      for (const issue of parsed.error.issues) {
        const [head, index] = issue.path;
        const column =
          head === 'extraFields' && typeof index === 'number'
            ? byKey.get(`extra:${extras[index]?.extraFieldDefinitionId}`)
            : (byPath.get(issue.path.slice(0, 2).join('.')) ?? byPath.get(String(head)));
        const header = column ? headerText(column, ctx.language) : null;
        // A cell already refused (blank, unknown job title...) says so once.
        if (header && failed.has(header)) continue;
        if (header) failed.add(header);
        row.errors.push({
          column: header,
          code: codeOf(issue.message),
          message: issueMessage(issue, ctx.language),
        });
      }
    }
  }

  /** A refusal of the create path as the row's errors, under the column it is about. */
  function errorsOf(ctx: RequestContext, error: unknown, columns: ImportColumn[]): EmployeeImportErrorDto[] {
    const header = (key: string | undefined) => {
      const column = key ? columns.find((c) => c.key === key) : undefined;
      return column ? headerText(column, ctx.language) : null;
    };
    if (error instanceof AppError) {
      const extra =
        error.code.startsWith('ExtraField:') && typeof error.params.field === 'string'
          ? columns.find((c) => c.definition?.fieldName === error.params.field)?.key
          : undefined;
      return [
        {
          column: header(columnOfCode[error.code] ?? extra),
          code: error.code,
          message: translate(error.code, ctx.language, error.params),
        },
      ];
    }
    if (error instanceof z.ZodError) {
      return error.issues.map((issue) => ({
        column: header(columns.find((c) => c.path === issue.path.join('.'))?.key),
        code: codeOf(issue.message),
        message: issueMessage(issue, ctx.language),
      }));
    }
    throw error;
  }

  return {
    /** The template: the header row in the caller's language, lists and drop-downs, as .xlsx bytes. */
    async template(ctx: RequestContext): Promise<Buffer> {
      const language = ctx.language;
      const rtl = language === 'ar';
      const columns = await columnsOf(ctx);
      const jobTitles = await jobTitleChoices(ctx);
      const workbook = new ExcelJS.Workbook();
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
    },

    /**
     * Reads the workbook and answers every row's outcome. Dry run: the rows are created and rolled back,
     * so the answer is exactly what the import would do. Real: created in one transaction, committed only
     * when no row has an error (otherwise rolled back and answered the same way, `imported: false`).
     */
    async run(ctx: RequestContext, input: ImportEmployees): Promise<EmployeeImportResultDto> {
      tenantOf(ctx);
      const { rows, columns, present, ignoredColumns } = await readFile(ctx, input.file);
      readRows(ctx, rows, columns, present);
      checkDuplicates(ctx, rows, columns);
      const before = await deps.employees.beforeCreate(ctx);
      let imported = false;
      try {
        await db.transaction(ctx, async (tx) => {
          const ordered = await resolve(ctx, rows, columns);
          validate(ctx, rows, columns, before.today);
          for (const [n, row] of ordered.entries()) {
            // The embedded database answers in this thread, so a chain of its statements never returns to
            // the event loop: without a turn now and then, timers and other requests' I/O would wait for
            // the whole import (seconds). PostgreSQL's answers come through the loop anyway.
            if (n % 10 === 9) await nextTurn();
            if (!row.input || row.errors.length) continue;
            if (row.managerRow !== undefined) {
              const manager = rows[row.managerRow]!;
              if (!manager.id) {
                row.errors.push({
                  column: headerText(columns.find((c) => c.key === 'manager')!, ctx.language),
                  code: 'Employees:ImportManagerRowHasErrors',
                  message: translate('Employees:ImportManagerRowHasErrors', ctx.language, {
                    row: manager.row,
                  }),
                });
                continue;
              }
              row.input.managerId = manager.id;
            }
            // A row refused by the database (a unique index raced by another save) leaves the transaction
            // usable for the next rows: each row is a savepoint of its own.
            await tx.execute(sql`savepoint employee_import_row`);
            try {
              row.id = await deps.employees.createIn(ctx, row.input, before);
              await tx.execute(sql`release savepoint employee_import_row`);
            } catch (error) {
              await tx.execute(sql`rollback to savepoint employee_import_row`);
              row.errors.push(...errorsOf(ctx, error, columns));
            }
          }
          if (input.dryRun || rows.some((r) => r.errors.length)) throw new RollBack();
          imported = true;
        });
      } catch (error) {
        if (!(error instanceof RollBack)) throw error;
      }
      const withErrors = rows.filter((r) => r.errors.length).length;
      return {
        imported,
        total: rows.length,
        ready: rows.length - withErrors,
        withErrors,
        rows: rows.map((r) => ({
          row: r.row,
          name: `${asText(r.cells.get('name')!)} ${asText(r.cells.get('surname')!)}`.trim(),
          nationalNumber: asText(r.cells.get('nationalNumber')!).trim(),
          errors: r.errors,
          id: imported ? (r.id ?? null) : null,
        })),
        ignoredColumns,
      };
    },
  };
}
export type EmployeeImport = ReturnType<typeof createEmployeeImport>;
