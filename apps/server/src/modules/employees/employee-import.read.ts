import {
  type CreateEmployee,
  type EmployeeImportErrorDto,
  ExtraFieldType,
  maxEmployeeImportRows,
} from '@hr/contracts';
import type { RequestContext } from '../../platform/context.ts';
import { translate } from '../../platform/errors.ts';
import {
  asDay,
  asText,
  type CellValue,
  readWorkbook,
  serialDay,
} from '../../platform/import/workbook-read.ts';
import { comparable, headerText, type ImportColumn } from './employee-import.columns.ts';

export { asText } from '../../platform/import/workbook-read.ts';

// Reading the uploaded workbook: its bytes checked, its header row matched to the template's columns, each
// cell reduced to one value, and each row's cells turned into the create's body.

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

/** Reads the first sheet (the platform's reader): the header row's columns, then every row that has a value. */
export async function readFile(
  ctx: RequestContext,
  file: string,
  columnsOf: (ctx: RequestContext) => Promise<ImportColumn[]>,
) {
  const columns = await columnsOf(ctx);
  // The form's columns first (the declaration's order): an extra field named like one of them does not
  // take its place. An extra field left out of the file takes its default.
  const sheet = await readWorkbook(
    ctx.language,
    file,
    columns.map((c) => ({ ...c, mayBeAbsent: c.kind === 'extra' })),
    { codes: 'Employees:Import', maxRows: maxEmployeeImportRows },
  );
  const rows: FileRow[] = sheet.rows.map((r) => ({ ...r, errors: [], body: {} }));
  return { rows, columns, present: sheet.present, ignoredColumns: sheet.ignoredColumns };
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
