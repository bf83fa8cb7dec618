import { type PayrollRunDto, PayrollRunStates, PayslipState, payrollRunEndpoints } from '@hr/contracts';
import { desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { auditFields } from '../../platform/db/columns.ts';
import type { Tx } from '../../platform/db/database.ts';
import { sortColumns, sortingOrder } from '../../platform/db/sorting.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { AppError } from '../../platform/errors.ts';
import { storedAmount } from './amounts.ts';
import { payrollRunEmployees, payrollRuns, payslips } from './payroll.tables.ts';
import type { PayrollRunDeps, PayrollRunJob } from './payroll-run.service.ts';
import { keptName } from './payslip.rows.ts';

// The pieces every audience of the runs shares: the row, the tenant filter, a run found or locked, its
// employees' statuses, and the run as an answer with its counts and totals.

export type RunRow = typeof payrollRuns.$inferSelect;

/** `payroll_run_employees.status`. */
export const RunEmployeeStatus = { Pending: 0, Generated: 1, Failed: 2 } as const;

/**
 * The queue the runs go to, set when the jobs start (`setDispatcher`): `send` queues the run's job inside
 * the transaction it is given (committed with it, or never). Without it create and retry answer 409.
 */
export interface RunQueue {
  send?: (job: PayrollRunJob, tx: Tx) => Promise<void>;
}
export const runById = (tenantId: string, id: string) =>
  tenantRows(payrollRuns, tenantId, [eq(payrollRuns.id, id)]);
export const runEmployeesOf = (tenantId: string, runId: string) =>
  tenantRows(payrollRunEmployees, tenantId, [eq(payrollRunEmployees.runId, runId)]);

const sortable = sortColumns(payrollRunEndpoints.list, {
  startDate: payrollRuns.startDate,
  name: payrollRuns.name,
  creationTime: payrollRuns.creationTime,
});

/** The list's order: the sorting asked, else the newest first. */
export const runOrder = (sorting: string | undefined) =>
  sortingOrder(sorting, sortable, {
    fallback: [desc(payrollRuns.creationTime), desc(payrollRuns.id)],
    tieBreaker: payrollRuns.id,
  });

export async function oneRun(tx: Tx, tenantId: string, id: string, forUpdate = false): Promise<RunRow> {
  const query = tx.select().from(payrollRuns).where(runById(tenantId, id));
  // NO KEY UPDATE: the payslips a batch inserts key-share the run (their foreign key), which FOR UPDATE
  // would wait for; the run's own locks still exclude each other.
  const [row] = forUpdate ? await query.for('no key update') : await query;
  if (!row) throw new AppError('PayrollRun:NotFound');
  return row;
}

export const wrongState = (ctx: RequestContext, state: number) =>
  new AppError('PayrollRun:WrongState', { state: PayrollRunStates.label(state, ctx.language) });

/** The counts of a run's employees: progress and e-mail, from one grouped query. */
interface Progress {
  employeeCount: number;
  generated: number;
  failed: number;
  remaining: number;
  emailTotal: number;
  emailSent: number;
  emailFailed: number;
  emailSkipped: number;
}
interface Totals {
  gross: string | null;
  deductions: string | null;
  net: string | null;
  places: number | null;
}
const noProgress: Progress = {
  employeeCount: 0,
  generated: 0,
  failed: 0,
  remaining: 0,
  emailTotal: 0,
  emailSent: 0,
  emailFailed: 0,
  emailSkipped: 0,
};

/** Progress and e-mail counts of the runs: one grouped pass over their employees' rows. */
async function progressOf(tx: Tx, tenantId: string, runIds: string[]): Promise<Map<string, Progress>> {
  if (!runIds.length) return new Map();
  const e = payrollRunEmployees;
  const n = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
  const rows = await tx
    .select({
      runId: e.runId,
      employeeCount: sql<number>`count(*)::int`,
      generated: n(sql`${e.status} = ${RunEmployeeStatus.Generated}`),
      failed: n(sql`${e.status} = ${RunEmployeeStatus.Failed}`),
      remaining: n(sql`${e.status} = ${RunEmployeeStatus.Pending}`),
      emailTotal: sql<number>`count(${e.emailStatus})::int`,
      emailSent: n(sql`${e.emailStatus} = 1`),
      emailFailed: n(sql`${e.emailStatus} = 2`),
      emailSkipped: n(sql`${e.emailStatus} = 3`),
    })
    .from(e)
    .where(tenantRows(e, tenantId, [inArray(e.runId, runIds)]))
    .groupBy(e.runId);
  return new Map(rows.map(({ runId, ...counts }) => [runId, counts]));
}

/** The sums of the runs' payslips that are not Cancelled, and their currency's places. */
async function totalsOf(tx: Tx, tenantId: string, runIds: string[]): Promise<Map<string, Totals>> {
  if (!runIds.length) return new Map();
  const rows = await tx
    .select({
      runId: sql<string>`${payslips.runId}`,
      gross: sql<string | null>`sum(${payslips.gross})::text`,
      deductions: sql<string | null>`sum(${payslips.deductions})::text`,
      net: sql<string | null>`sum(${payslips.net})::text`,
      places: sql<number | null>`max(${payslips.decimalPlaces})::int`,
    })
    .from(payslips)
    .where(
      tenantRows(payslips, tenantId, [
        inArray(payslips.runId, runIds),
        ne(payslips.state, PayslipState.Cancelled),
      ]),
    )
    .groupBy(payslips.runId);
  return new Map(rows.map(({ runId, ...totals }) => [runId, totals]));
}

/** The runs as answers: their counts and totals read for all of them at once. */
export function runDtos(deps: Pick<PayrollRunDeps, 'currencies'>) {
  async function toDtos(ctx: RequestContext, tx: Tx, rows: RunRow[]): Promise<PayrollRunDto[]> {
    if (!rows.length) return [];
    const tenantId = tenantOf(ctx);
    const ids = rows.map((r) => r.id);
    const progress = await progressOf(tx, tenantId, ids);
    const totals = await totalsOf(tx, tenantId, ids);
    // A run without payslips yet shows zeros with the places of its currency (the base one when created).
    let basePlaces: number | undefined;
    const dtos: PayrollRunDto[] = [];
    for (const row of rows) {
      const p = progress.get(row.id) ?? noProgress;
      const sums = totals.get(row.id);
      let places = sums?.places ?? null;
      if (places === null) {
        basePlaces ??= (await deps.currencies.baseOf(ctx)).decimalPlaces;
        places = basePlaces;
      }
      dtos.push({
        id: row.id,
        name: row.name,
        startDate: row.startDate,
        endDate: row.endDate,
        selection: row.selection,
        departmentId: row.departmentId,
        // The department's name the run kept when queued, in the reader's language (the other when empty).
        departmentName: keptName(row.departmentNameEn, row.departmentNameAr, ctx.language),
        state: row.state,
        employeeCount: p.employeeCount,
        generated: p.generated,
        failed: p.failed,
        remaining: p.remaining,
        currencyCode: row.currencyCode,
        totals: {
          gross: storedAmount(sums?.gross ?? null, places),
          deductions: storedAmount(sums?.deductions ?? null, places),
          net: storedAmount(sums?.net ?? null, places),
        },
        startTime: row.startTime?.toISOString() ?? null,
        finishTime: row.finishTime?.toISOString() ?? null,
        confirmationTime: row.confirmationTime?.toISOString() ?? null,
        email: row.emailStartTime
          ? {
              total: p.emailTotal,
              sent: p.emailSent,
              failed: p.emailFailed,
              skipped: p.emailSkipped,
              finished: row.emailFinishTime !== null,
            }
          : null,
        ...auditFields(row),
      });
    }
    return dtos;
  }

  async function dtoOf(ctx: RequestContext, tx: Tx, id: string): Promise<PayrollRunDto> {
    return (await toDtos(ctx, tx, [await oneRun(tx, tenantOf(ctx), id)]))[0]!;
  }
  return { toDtos, dtoOf };
}
export type RunDtos = ReturnType<typeof runDtos>;
