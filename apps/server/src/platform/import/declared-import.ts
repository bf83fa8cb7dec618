import {
  type EnumDefinition,
  type ImportErrorDto,
  type ImportFile,
  type ImportResultDto,
  type LanguageCode,
  type LocalizedText,
  maxImportRows,
} from '@hr/contracts';
import { z } from 'zod';
import { type RequestContext, tenantOf } from '../context.ts';
import type { Database } from '../db/database.ts';
import { AppError, issueMessage } from '../errors.ts';
import { importAnswer, runImport } from './import-run.ts';
import {
  asDay,
  asText,
  asTimeOfDay,
  type CellValue,
  cellError,
  comparable,
  headerText,
  readWorkbook,
} from './workbook-read.ts';
import { type TemplateColumn, templateWorkbook } from './workbook-template.ts';

/**
 * An import declared: its columns (type, bounds, labels in en/ar), how a row's values become the module's
 * command, and the module's own service call that writes it. The platform does the rest the same way for
 * every list: the template, the workbook's safety check and reading, each cell's type and bounds, the
 * references looked up by what a person writes, the dry run and the commit (a savepoint per row; all or
 * nothing), the per-row errors under the column they are about, in the caller's language.
 */

/** A value of a reference or choice column: what it stands for, and the texts a person may write for it. */
export interface ImportChoice<V = string> {
  value: V;
  /** The text the template's drop-down offers, in the caller's language. */
  label: string;
  /** Every text that names it (both languages' names, a code...), compared without case. */
  names: readonly string[];
}

type ColumnType =
  | { type: 'text'; max: number }
  | { type: 'date' }
  | { type: 'time' }
  | { type: 'number'; min: number; max: number; places: number }
  | { type: 'boolean' }
  | { type: 'enum'; enumeration: EnumDefinition }
  /**
   * A reference: `lookup` answers, for the texts the file writes (each once), the records each names (in
   * the tenant, read inside the import's transaction). None: not found; more than one: ambiguous. `choices`
   * (optional) fills the template's drop-down.
   */
  | {
      type: 'reference';
      lookup: (
        ctx: RequestContext,
        texts: readonly string[],
      ) => Promise<Map<string, ImportChoice<unknown>[]>>;
      choices?: (ctx: RequestContext) => Promise<readonly string[]>;
    };

export type ImportColumnDeclaration = ColumnType & {
  key: string;
  header: LocalizedText;
  required: boolean;
  note?: LocalizedText;
  width?: number;
};

/** A row's values by column key: text, 'YYYY-MM-DD', 'HH:mm', number, boolean, an enum's or reference's value. */
export type ImportValues = Record<string, unknown>;

export interface ImportDeclaration {
  /** The template's sheet and file names. */
  sheetName: LocalizedText;
  columns: readonly ImportColumnDeclaration[] | ((ctx: RequestContext) => Promise<ImportColumnDeclaration[]>);
  /** The module's command for a row whose cells all read; its schema's issues land under `paths`' columns. */
  command: (values: ImportValues, ctx: RequestContext) => unknown;
  /** Read once per run before the commands (the tenant's time zone...), handed to `command` as `ctx`'s. */
  prepare?: (ctx: RequestContext) => Promise<void>;
  /** The command's schema (the create's body): its rules' issues are the row's errors. */
  schema: z.ZodType;
  /** Where a schema issue's path (its first part) belongs: the column key (default: the same key). */
  paths?: Readonly<Record<string, string>>;
  /** The column a refusal of the service belongs to, by its code (default: the whole row). */
  columnOfCode?: Readonly<Record<string, string>>;
  /** Writes one row through the module's own service; answers the new record's id. */
  write: (ctx: RequestContext, command: never) => Promise<string | undefined>;
  /** What the preview shows for a row (a name and dates, an employee's number...). */
  label: (values: ImportValues, cells: (key: string) => string, language: LanguageCode) => string;
  /**
   * Rows of the file that may not repeat each other: a key of the row (undefined: none); a later row with
   * the same key is refused under `column`, naming the first (`what`: how the message names the value).
   */
  unique?: {
    column: string;
    what: LocalizedText;
    key: (values: ImportValues) => string | undefined;
  };
  maxRows?: number;
}

interface Row {
  row: number;
  cells: Map<string, CellValue>;
  values: ImportValues;
  errors: ImportErrorDto[];
  command?: unknown;
  id?: string;
}

const codeOf = (message: string) => (/^\w+:\w+$/.test(message) ? message : 'Platform:ValidationFailed');

const decimals = (n: number) => {
  const text = String(n);
  return text.includes('e') ? 99 : (text.split('.')[1]?.length ?? 0);
};

const yesNo = { yes: { en: 'Yes', ar: 'نعم' }, no: { en: 'No', ar: 'لا' } } as const;
const yes = new Set(['yes', 'true', '1', 'نعم', 'y']);
const no = new Set(['no', 'false', '0', 'لا', 'n']);

/** The choices of an enumeration as a person writes them: its label in either language, or its key. */
const enumChoices = (e: EnumDefinition, language: LanguageCode): ImportChoice<unknown>[] =>
  e.members.map((m) => ({ value: m.value, label: m[language], names: [m.en, m.ar, m.key] }));

export function declareImport(db: Database, declaration: ImportDeclaration) {
  const maxRows = declaration.maxRows ?? maxImportRows;
  const columnsOf = async (ctx: RequestContext) =>
    typeof declaration.columns === 'function' ? declaration.columns(ctx) : declaration.columns;

  /** One cell read as its column's type, or the reason it cannot be (an error code and its parameters). */
  function typed(
    column: ImportColumnDeclaration,
    cell: CellValue,
  ): { value: unknown } | { code: string; params?: Record<string, unknown> } {
    const text = asText(cell).trim();
    switch (column.type) {
      case 'text':
        return text.length > column.max
          ? { code: 'Platform:ImportTextTooLong', params: { max: column.max } }
          : { value: text };
      case 'date': {
        const day = asDay(cell);
        return day ? { value: day } : { code: 'Platform:ImportInvalidDate', params: { value: text } };
      }
      case 'time': {
        const time = asTimeOfDay(cell);
        return time ? { value: time } : { code: 'Platform:ImportInvalidTime', params: { value: text } };
      }
      case 'number': {
        const n =
          cell.kind === 'number' ? cell.value : /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
        // A number Excel stored as a binary fraction (0.1 + 0.2) is read at its places.
        const rounded = Number.isFinite(n) ? Number(n.toFixed(column.places)) : n;
        const ok =
          Number.isFinite(n) &&
          Math.abs(rounded - n) < 1e-9 &&
          decimals(rounded) <= column.places &&
          rounded >= column.min &&
          rounded <= column.max;
        return ok
          ? { value: rounded }
          : {
              code: 'Platform:ImportInvalidNumber',
              params: { value: text, min: column.min, max: column.max, places: column.places },
            };
      }
      case 'boolean': {
        if (cell.kind === 'bool') return { value: cell.value };
        const wanted = comparable(text);
        if (yes.has(wanted)) return { value: true };
        if (no.has(wanted)) return { value: false };
        return { code: 'Platform:ImportInvalidBoolean', params: { value: text } };
      }
      default:
        return { value: text };
    }
  }

  /** Every row's values: cells typed and bounded, enums and references resolved; errors per cell. */
  async function readValues(ctx: RequestContext, rows: Row[], columns: readonly ImportColumnDeclaration[]) {
    const language = ctx.language;
    const pending = new Map<string, Set<string>>();
    for (const row of rows)
      for (const column of columns) {
        const cell = row.cells.get(column.key)!;
        const fail = (code: string, params?: Record<string, unknown>) =>
          row.errors.push(cellError(language, column, code, params));
        if (cell.kind === 'error') {
          fail(cell.code, cell.params);
          continue;
        }
        if (cell.kind === 'empty') {
          if (column.required) fail('Platform:ImportValueRequired');
          else row.values[column.key] = column.type === 'boolean' ? false : null;
          continue;
        }
        const read = typed(column, cell);
        if ('code' in read) {
          fail(read.code, read.params);
          continue;
        }
        if (column.type === 'enum') {
          const wanted = comparable(String(read.value));
          const member = enumChoices(column.enumeration, language).find((c) =>
            c.names.some((n) => comparable(n) === wanted),
          );
          if (member) row.values[column.key] = member.value;
          else
            fail('Platform:ImportInvalidChoice', {
              value: read.value,
              choices: column.enumeration.members.map((m) => m[language]).join(', '),
            });
          continue;
        }
        if (column.type === 'reference') {
          const texts = pending.get(column.key) ?? new Set<string>();
          texts.add(String(read.value));
          pending.set(column.key, texts);
        }
        row.values[column.key] = read.value;
      }
    // References: each column's texts looked up once, in the tenant's data only.
    for (const column of columns) {
      if (column.type !== 'reference' || !pending.has(column.key)) continue;
      const found = await column.lookup(ctx, [...pending.get(column.key)!]);
      const byText = new Map([...found].map(([text, records]) => [comparable(text), records]));
      for (const row of rows) {
        const text = row.values[column.key];
        if (typeof text !== 'string') continue;
        const records = byText.get(comparable(text)) ?? [];
        if (records.length === 1) row.values[column.key] = records[0]!.value;
        else {
          delete row.values[column.key];
          row.errors.push(
            records.length
              ? cellError(language, column, 'Platform:ImportAmbiguous', {
                  value: text,
                  choices: records.map((r) => r.label).join(', '),
                })
              : cellError(language, column, 'Platform:ImportNotFound', { value: text }),
          );
        }
      }
    }
  }

  /**
   * The command of each row, checked by the module's own schema. A row with a cell already refused is
   * checked too (its other cells' rules heard now, so that one round of corrections is enough), its
   * refused columns not named twice; only a row without errors keeps its command.
   */
  function commands(ctx: RequestContext, rows: Row[], columns: readonly ImportColumnDeclaration[]) {
    const byKey = new Map(columns.map((c) => [c.key, c]));
    for (const row of rows) {
      const parsed = declaration.schema.safeParse(declaration.command(row.values, ctx));
      if (parsed.success) {
        if (!row.errors.length) row.command = parsed.data;
        continue;
      }
      const failed = new Set<string | null>(row.errors.map((e) => e.column));
      const hadErrors = row.errors.length > 0;
      for (const issue of parsed.error.issues) {
        const head = String(issue.path[0] ?? '');
        const column = byKey.get(declaration.paths?.[head] ?? head) ?? null;
        // In a row whose cells failed, an issue on the whole row or on an empty cell may be their
        // consequence (a name too long read as none): only the rules of the cells that hold a value speak.
        if (hadErrors && (!column || row.cells.get(column.key)?.kind === 'empty')) continue;
        const error = {
          ...cellError(ctx.language, column, codeOf(issue.message)),
          message: issueMessage(issue, ctx.language),
        };
        // One message per column (a date range's two ends both marked say it once each).
        if (failed.has(error.column)) continue;
        failed.add(error.column);
        row.errors.push(error);
      }
    }
  }

  /** Later rows repeating an earlier one's key. */
  function duplicates(ctx: RequestContext, rows: Row[], columns: readonly ImportColumnDeclaration[]) {
    const unique = declaration.unique;
    if (!unique) return;
    const column = columns.find((c) => c.key === unique.column)!;
    const first = new Map<string, Row>();
    for (const row of rows) {
      if (row.errors.length) continue;
      const key = unique.key(row.values);
      if (key === undefined) continue;
      const earlier = first.get(key);
      if (!earlier) first.set(key, row);
      else
        row.errors.push(
          cellError(ctx.language, column, 'Platform:ImportDuplicateInFile', {
            row: earlier.row,
            what: unique.what[ctx.language],
          }),
        );
    }
  }

  /** A refusal of the service as the row's errors, under the column it is about. */
  function errorsOf(ctx: RequestContext, error: unknown, columns: readonly ImportColumnDeclaration[]) {
    const column = (key: string | undefined) => (key ? (columns.find((c) => c.key === key) ?? null) : null);
    if (error instanceof AppError)
      return [
        cellError(ctx.language, column(declaration.columnOfCode?.[error.code]), error.code, error.params),
      ];
    if (error instanceof z.ZodError)
      return error.issues.map((issue) => {
        const head = String(issue.path[0] ?? '');
        return {
          ...cellError(ctx.language, column(declaration.paths?.[head] ?? head), codeOf(issue.message)),
          message: issueMessage(issue, ctx.language),
        };
      });
    throw error;
  }

  return {
    /** The template: the header row in the caller's language, drop-downs, typed cells; .xlsx bytes. */
    async template(ctx: RequestContext): Promise<Buffer> {
      tenantOf(ctx);
      const columns = await columnsOf(ctx);
      const template: TemplateColumn[] = [];
      for (const c of columns) {
        const choices =
          c.type === 'enum'
            ? c.enumeration.members.map((m) => m[ctx.language])
            : c.type === 'boolean'
              ? [yesNo.yes[ctx.language], yesNo.no[ctx.language]]
              : c.type === 'reference' && c.choices
                ? await c.choices(ctx)
                : undefined;
        template.push({
          key: c.key,
          header: c.header,
          required: c.required,
          note: c.note,
          width: c.width,
          format:
            c.type === 'date' ? 'date' : c.type === 'time' ? 'time' : c.type === 'text' ? 'text' : undefined,
          choices,
          // A reference's list is a help (a name in the other language is also read): a warning only.
          strictChoices: c.type !== 'reference',
        });
      }
      return templateWorkbook(ctx.language, declaration.sheetName, template, maxRows);
    },

    /**
     * Reads the workbook and answers every row's outcome. Dry run: the rows are written and rolled back, so
     * the answer is exactly what the import would do. Real: written in one transaction, committed only when
     * no row has an error (otherwise rolled back and answered the same way, `imported: false`).
     */
    async run(ctx: RequestContext, input: ImportFile): Promise<ImportResultDto> {
      tenantOf(ctx);
      const columns = await columnsOf(ctx);
      const sheet = await readWorkbook(ctx.language, input.file, columns, { maxRows });
      const rows: Row[] = sheet.rows.map((r) => ({ ...r, values: {}, errors: [] }));
      const imported = await runImport(db, ctx, {
        dryRun: input.dryRun,
        prepare: async () => {
          await declaration.prepare?.(ctx);
          await readValues(ctx, rows, columns);
          commands(ctx, rows, columns);
          duplicates(ctx, rows, columns);
          return rows;
        },
        write: async (row) => {
          row.id = await declaration.write(ctx, row.command as never);
        },
        errorsOf: (error) => errorsOf(ctx, error, columns),
      });
      // Each row's errors in the template's order of columns (the whole row's last), as the eye reads it.
      const headers = columns.map((c) => headerText(c, ctx.language));
      const at = (column: string | null) => (column === null ? headers.length : headers.indexOf(column));
      for (const row of rows) row.errors.sort((a, b) => at(a.column) - at(b.column));
      return importAnswer(
        imported,
        rows,
        (r) => ({
          label: declaration
            .label(r.values, (key) => asText(r.cells.get(key) ?? { kind: 'empty' }).trim(), ctx.language)
            .slice(0, 300),
        }),
        sheet.ignoredColumns,
      );
    },
  };
}
export type DeclaredImport = ReturnType<typeof declareImport>;
