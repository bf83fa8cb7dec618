import { type RequestContext, tenantOf } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import { translate } from '../../platform/errors.ts';
import type { FinanceApi } from '../finance/public.ts';
import type { IdentityApi } from '../identity/public.ts';
import { fullName, numberedOrNamed } from './employee.rows.ts';
import {
  comparable,
  headerText,
  type ImportColumn,
  type ImportJobTitles,
  jobTitleChoices,
} from './employee-import.columns.ts';
import type { FileRow } from './employee-import.read.ts';

// The references of the file's rows, by what a person knows: the job title by its name, the manager by
// national number or name (an existing employee or another row of the file), the user by user name.

/** What resolving the rows' references reads. */
export interface ImportReferences {
  db: Database;
  jobTitles: ImportJobTitles;
  users: Pick<IdentityApi['users'], 'employeeLinks'>;
  banks: Pick<FinanceApi['banks'], 'byNameOrBic'>;
}

/**
 * The tenant's live employees whose national number is one of `numbers`, or whose "name surname" is
 * one of `fullNames` (compared without case): how the Excel import finds a manager named in a cell.
 */
async function matchByNumberOrName(
  db: Database,
  ctx: RequestContext,
  numbers: readonly string[],
  fullNames: readonly string[],
): Promise<Array<{ id: string; nationalNumber: string; fullName: string }>> {
  const tenantId = tenantOf(ctx);
  if (!numbers.length && !fullNames.length) return [];
  const lowered = [...new Set(fullNames.map((n) => n.toLowerCase()))];
  const rows = await db.transaction(ctx, (tx) =>
    numberedOrNamed(tx, tenantId, [...new Set(numbers)], lowered, 10_000),
  );
  return rows.map((r) => ({ id: r.id, nationalNumber: r.nationalNumber, fullName: fullName(r) }));
}

/** Two rows of the file with the same national number or user: the later ones are refused. */
export function checkDuplicates(ctx: RequestContext, rows: FileRow[], columns: ImportColumn[]) {
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
export async function resolve(
  ctx: RequestContext,
  rows: FileRow[],
  columns: ImportColumn[],
  deps: ImportReferences,
): Promise<FileRow[]> {
  const tenantId = tenantOf(ctx);
  const language = ctx.language;
  const column = (key: string) => headerText(columns.find((c) => c.key === key)!, language);
  const fail = (row: FileRow, key: string, code: string, params?: Record<string, unknown>) =>
    row.errors.push({ column: column(key), code, message: translate(code, language, params) });

  const jobTitles = await jobTitleChoices(ctx, deps.jobTitles);
  const byLabel = new Map(jobTitles.map((j) => [comparable(j.label), j]));
  for (const row of rows) {
    if (row.jobTitle === undefined) continue;
    const wanted = comparable(row.jobTitle);
    const exact = byLabel.get(wanted);
    const named = jobTitles.filter((j) => j.names.some((n) => comparable(n) === wanted));
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
    ? await deps.db.transaction(ctx, (tx) =>
        deps.users.employeeLinks.findByUserNames(tx, tenantId, userNames),
      )
    : [];
  const userByName = new Map(users.map((u) => [comparable(u.userName), u.id]));
  for (const row of rows) {
    if (!row.userName) continue;
    const id = userByName.get(comparable(row.userName));
    if (id) row.body.userId = id;
    else fail(row, 'user', 'Employees:ImportUserNotFound', { value: row.userName });
  }

  // A bank by its name or BIC (each asked once).
  const banks = new Map<string, string | null>();
  for (const row of rows) {
    if (row.bank === undefined) continue;
    const key = comparable(row.bank);
    if (!banks.has(key)) banks.set(key, (await deps.banks.byNameOrBic(ctx, row.bank))?.id ?? null);
    const id = banks.get(key);
    const details = (row.body.bankDetails ?? {}) as Record<string, unknown>;
    row.body.bankDetails = details;
    if (id) details.bankId = id;
    else fail(row, 'bank', 'Employees:ImportBankNotFound', { value: row.bank });
  }

  // A manager: a row of the file by national number, an employee by national number, then by name.
  const refs = rows.flatMap((r) => (r.manager ? [r.manager] : []));
  const existing = await matchByNumberOrName(deps.db, ctx, refs, refs);
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
