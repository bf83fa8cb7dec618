import {
  createEmployeeInput,
  type EmployeeImportErrorDto,
  type EmployeeImportResultDto,
  type ImportEmployees,
} from '@hr/contracts';
import { z } from 'zod';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError, issueMessage, translate } from '../../platform/errors.ts';
import { importAnswer, runImport } from '../../platform/import/import-run.ts';
import type { FinanceApi } from '../finance/public.ts';
import type { IdentityApi } from '../identity/public.ts';
import type { EmployeeService } from './employee.service.ts';
import {
  headerText,
  type ImportColumn,
  type ImportExtraFields,
  type ImportJobTitles,
  importColumns,
  jobTitleChoices,
} from './employee-import.columns.ts';
import { asText, type FileRow, readFile, readRows } from './employee-import.read.ts';
import { checkDuplicates, resolve } from './employee-import.references.ts';
import { templateWorkbook } from './employee-import.template.ts';

export type { ImportExtraFields, ImportJobTitles } from './employee-import.columns.ts';

type ImportEmployeesService = Pick<EmployeeService, 'beforeCreate' | 'createIn'>;

/** A contract issue's message is one of our codes, or zod's own text (then the generic code). */
const codeOf = (message: string) => (/^\w+:\w+$/.test(message) ? message : 'Platform:ValidationFailed');

/** Which column a refusal of the create path belongs to. */
const columnOfCode: Readonly<Record<string, string>> = {
  'Employees:DuplicateNationalNumber': 'nationalNumber',
  'Employees:JobTitleNotFound': 'jobTitle',
  'Employees:ManagerNotFound': 'manager',
  'Employees:ManagerIsSelf': 'manager',
  'Employees:ManagerCycle': 'manager',
  'Employees:UserNotFound': 'user',
  'Employees:UserAlreadyLinked': 'user',
  'Bank:NotActive': 'bank',
  'Employees:ImportManagerRowHasErrors': 'manager',
};

/**
 * The import of employees from an .xlsx workbook filled from the template: one row per employee, each
 * created through the employee service's own create (`createIn`: every rule of the form), all rows in one
 * transaction. A dry run does the same work and rolls it back, so what it answers is what the import would
 * do, rules of the database included (a national number taken, the plan's cap). References are by what a
 * person knows: the job title by its name, the manager by national number or name (an existing employee or
 * another row of the file), the user by user name.
 */
export function createEmployeeImport(
  db: Database,
  deps: {
    employees: ImportEmployeesService;
    jobTitles: ImportJobTitles;
    extraFields: ImportExtraFields;
    users: Pick<IdentityApi['users'], 'employeeLinks'>;
    banks: Pick<FinanceApi['banks'], 'byNameOrBic'>;
  },
) {
  const columnsOf = (ctx: RequestContext) => importColumns(ctx, deps.extraFields);
  const references = { db, jobTitles: deps.jobTitles, users: deps.users, banks: deps.banks };

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
      const columns = await columnsOf(ctx);
      return templateWorkbook(ctx.language, columns, await jobTitleChoices(ctx, deps.jobTitles));
    },

    /**
     * Reads the workbook and answers every row's outcome. Dry run: the rows are created and rolled back,
     * so the answer is exactly what the import would do. Real: created in one transaction, committed only
     * when no row has an error (otherwise rolled back and answered the same way, `imported: false`).
     */
    async run(ctx: RequestContext, input: ImportEmployees): Promise<EmployeeImportResultDto> {
      tenantOf(ctx);
      const { rows, columns, present, ignoredColumns } = await readFile(ctx, input.file, columnsOf);
      readRows(ctx, rows, columns, present);
      checkDuplicates(ctx, rows, columns);
      const before = await deps.employees.beforeCreate(ctx);
      // The platform's flow: references resolved in the transaction, each row a savepoint of its own
      // through the service's own create, all or nothing.
      const imported = await runImport(db, ctx, {
        dryRun: input.dryRun,
        prepare: async () => {
          const ordered = await resolve(ctx, rows, columns, references);
          validate(ctx, rows, columns, before.today);
          // A row whose body never passed its contract has its errors: only rows with a body are written.
          return ordered.filter((row) => row.input || row.errors.length);
        },
        write: async (row) => {
          if (row.managerRow !== undefined) {
            const manager = rows[row.managerRow]!;
            if (!manager.id) throw new AppError('Employees:ImportManagerRowHasErrors', { row: manager.row });
            row.input!.managerId = manager.id;
          }
          row.id = await deps.employees.createIn(ctx, row.input!, before);
        },
        errorsOf: (error) => errorsOf(ctx, error, columns),
      });
      return importAnswer(
        imported,
        rows,
        (r) => ({
          name: `${asText(r.cells.get('name')!)} ${asText(r.cells.get('surname')!)}`.trim(),
          nationalNumber: asText(r.cells.get('nationalNumber')!).trim(),
        }),
        ignoredColumns,
      );
    },
  };
}
export type EmployeeImport = ReturnType<typeof createEmployeeImport>;
