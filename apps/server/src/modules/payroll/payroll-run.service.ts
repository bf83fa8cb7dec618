import {
  type CreatePayrollRun,
  maxPayslipDays,
  type PagedResult,
  type PayrollRunDto,
  type PayrollRunFailureDto,
  PayrollRunSelection,
  type PayrollRunState,
  PayrollRunStates,
  PayslipState,
  type payrollRunCategoryTotalDto,
} from '@hr/contracts';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { type RequestContext, systemContext, tenantOf } from '../../platform/context.ts';
import { auditFields, newStamp } from '../../platform/db/columns.ts';
import { listTotal, page, pageRows } from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { sortingOrder } from '../../platform/db/sorting.ts';
import { AppError, translate } from '../../platform/errors.ts';
import type { EmployeesApi } from '../employees/public.ts';
import type { EmploymentApi } from '../employment/public.ts';
import type { FinanceApi } from '../finance/public.ts';
import type { OrganisationApi } from '../organisation/public.ts';
import { storedAmount } from './amounts.ts';
import { payrollRunEmployees, payrollRuns, payslips } from './payroll.tables.ts';
import { RunEmailStatus } from './payroll-run-email.service.ts';
import type { PayslipService } from './payslip.service.ts';

type RunRow = typeof payrollRuns.$inferSelect;
type CategoryTotalDto = z.infer<typeof payrollRunCategoryTotalDto>;

export interface PayrollRunDeps {
  payslips: Pick<PayslipService, 'generateMany'>;
  periods: Pick<FinanceApi['periods'], 'assertOpen'>;
  currencies: Pick<FinanceApi['currencies'], 'baseOf'>;
  departments: Pick<OrganisationApi['departments'], 'get' | 'jobTitlesUnder'>;
  employees: Pick<EmployeesApi['employees'], 'namesByIds'>;
  contracts: Pick<EmploymentApi['contracts'], 'employeesInForce'>;
  /** Employees generated per transaction (the batch a killed process loses). */
  batchSize?: number;
  /** Batches generated at once (`runWorkers`); 1 makes the batches follow each other (tests that count them). */
  workers?: number;
}

/** What the queue carries for a run: enough to find it again in another process. */
export interface PayrollRunJob {
  tenantId: string;
  runId: string;
}

/**
 * Employees per batch: one transaction of `payslips.generateMany` and their outcomes. Large enough that a
 * commit's cost is spread (10,000 employees are 50 commits), small enough that a cancel waits for little
 * and a killed process loses little.
 */
export const runBatchSize = 200;

/** Batches of a run generated at once by one job (docs/scaling.md, "Payroll runs"). */
export const runWorkers = 2;

/** `payroll_run_employees.status`. */
export const RunEmployeeStatus = { Pending: 0, Generated: 1, Failed: 2 } as const;

/** Rows per INSERT of a run's employees (6 parameters each, well below PostgreSQL's 65,535). */
const insertChunk = 5_000;

const msPerDay = 86_400_000;
const daysOf = (start: string, end: string) => (Date.parse(end) - Date.parse(start)) / msPerDay + 1;

/** The reason a run's cancel writes on its Draft payslips (kept in their history). */
/** Thrown inside a batch's transaction to roll it back: the run was cancelled while the batch ran. */
class RunStopped extends Error {}

const cancelledWithRun = {
  en: (name: string) => `Cancelled with the payroll run "${name}".`,
  ar: (name: string) => `أُلغيت مع تشغيل الرواتب "${name}".`,
};

const sortable: Record<string, AnyPgColumn> = {
  startdate: payrollRuns.startDate,
  name: payrollRuns.name,
  creationtime: payrollRuns.creationTime,
};

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

/**
 * Payroll runs (issue 19, beyond the spec): a period and the employees it pays, resolved when it is created
 * (everyone with an Active contract in force, a department's, or those listed) and kept in
 * `payroll_run_employees`; a pg-boss job (`payroll.jobs.ts`) generates their payslips in batches, each batch
 * and its outcomes one transaction, so a killed process leaves whole payslips only and the next attempt
 * goes on with the employees still pending. Progress, totals and failures are read from those rows and the
 * run's payslips; a Generated run is confirmed or cancelled as a whole.
 */
export function createPayrollRunService(db: Database, deps: PayrollRunDeps) {
  const batchSize = deps.batchSize ?? runBatchSize;
  const ofTenant = (tenantId: string) => eq(payrollRuns.tenantId, tenantId);
  const byId = (tenantId: string, id: string) => and(ofTenant(tenantId), eq(payrollRuns.id, id));
  const employeesOf = (tenantId: string, runId: string) =>
    and(eq(payrollRunEmployees.tenantId, tenantId), eq(payrollRunEmployees.runId, runId));
  /** Queues the run's job inside the transaction given (committed with it, or never). */
  let dispatch: ((job: PayrollRunJob, tx: Tx) => Promise<void>) | undefined;

  async function one(tx: Tx, tenantId: string, id: string, forUpdate = false): Promise<RunRow> {
    const query = tx.select().from(payrollRuns).where(byId(tenantId, id));
    // NO KEY UPDATE: the payslips a batch inserts key-share the run (their foreign key), which FOR UPDATE
    // would wait for; the run's own locks still exclude each other.
    const [row] = forUpdate ? await query.for('no key update') : await query;
    if (!row) throw new AppError('PayrollRun:NotFound');
    return row;
  }

  const wrongState = (ctx: RequestContext, state: number) =>
    new AppError('PayrollRun:WrongState', { state: PayrollRunStates.label(state, ctx.language) });

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
      .where(and(eq(e.tenantId, tenantId), inArray(e.runId, runIds)))
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
        and(
          eq(payslips.tenantId, tenantId),
          inArray(payslips.runId, runIds),
          ne(payslips.state, PayslipState.Cancelled),
        ),
      )
      .groupBy(payslips.runId);
    return new Map(rows.map(({ runId, ...totals }) => [runId, totals]));
  }

  /** The runs as answers: their counts and totals read for all of them at once. */
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
        departmentName: row.departmentName,
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
    return (await toDtos(ctx, tx, [await one(tx, tenantOf(ctx), id)]))[0]!;
  }

  /**
   * Checks the period and resolves who is paid, then writes the run (Queued) and its employees (pending)
   * in one transaction, with the run's job when `send` is given: a run is never left Queued without its
   * job (a process that dies before the commit leaves neither). Answers the run's id.
   */
  async function queue(
    ctx: RequestContext,
    input: CreatePayrollRun,
    send?: (job: PayrollRunJob, tx: Tx) => Promise<void>,
  ): Promise<string> {
    const tenantId = tenantOf(ctx);
    const { startDate, endDate } = input;
    if (endDate < startDate) throw new AppError('Payslip:EndBeforeStart', { startDate });
    if (daysOf(startDate, endDate) > maxPayslipDays)
      throw new AppError('Payslip:PeriodTooLong', { maxDays: maxPayslipDays });
    return db.transaction(ctx, async (tx) => {
      await deps.periods.assertOpen(ctx, startDate, endDate);
      const currency = await deps.currencies.baseOf(ctx);
      let departmentName: string | null = null;
      let employeeIds: string[];
      // Kept on the run: how its employees were chosen (the list and the page say it).
      const selection = input.departmentId
        ? PayrollRunSelection.Department
        : input.employeeIds?.length
          ? PayrollRunSelection.Employees
          : PayrollRunSelection.Everyone;
      if (input.departmentId) {
        const jobTitleIds = await deps.departments.jobTitlesUnder(ctx, input.departmentId, true);
        if (!jobTitleIds) throw new AppError('PayrollRun:DepartmentNotFound');
        departmentName = (await deps.departments.get(ctx, input.departmentId)).name;
        employeeIds = await deps.contracts.employeesInForce(ctx, startDate, endDate, jobTitleIds);
      } else if (input.employeeIds?.length) {
        // Listed employees are taken as they are: one without a contract in force fails in the run, named.
        employeeIds = [...new Set(input.employeeIds)];
      } else {
        employeeIds = await deps.contracts.employeesInForce(ctx, startDate, endDate);
      }
      const names = await deps.employees.namesByIds(ctx, employeeIds);
      if (input.employeeIds?.length && names.size < employeeIds.length)
        throw new AppError('Payslip:EmployeeNotFound');
      // A contract may outlive its (deleted) employee: only live employees are paid.
      employeeIds = employeeIds.filter((id) => names.has(id));
      if (!employeeIds.length) throw new AppError('PayrollRun:NoEmployees', { startDate, endDate });

      const [run] = await tx
        .insert(payrollRuns)
        .values({
          tenantId,
          name: input.name,
          startDate,
          endDate,
          selection,
          departmentId: input.departmentId ?? null,
          departmentName,
          state: PayrollRunStates.values.Queued,
          currencyCode: currency.code,
          creatorId: ctx.userId,
        })
        .returning({ id: payrollRuns.id });
      const runId = run!.id;
      for (let i = 0; i < employeeIds.length; i += insertChunk)
        await tx.insert(payrollRunEmployees).values(
          employeeIds.slice(i, i + insertChunk).map((employeeId) => ({
            tenantId,
            runId,
            employeeId,
            employeeFullName: names.get(employeeId)!,
            status: RunEmployeeStatus.Pending,
          })),
        );
      if (send) await send({ tenantId, runId }, tx);
      return runId;
    });
  }

  /**
   * One batch in one transaction: the next pending employees by id (rows another attempt of the run holds
   * are skipped, so two attempts never take the same employees), their payslips, then the run locked and
   * checked still Running before their outcomes are written. A run cancelled meanwhile rolls the batch back
   * ('stopped': nothing written), so a cancel never waits for a batch; a cancel that comes after the lock
   * waits only for the outcomes' writing, and then cancels this batch's payslips too. 'done': none pending
   * (Generated), or the rest held by another attempt, which finishes the run.
   */
  async function batch(ctx: RequestContext, runId: string): Promise<'more' | 'done' | 'stopped'> {
    const tenantId = tenantOf(ctx);
    const { Running, Generated } = PayrollRunStates.values;
    try {
      return await db.transaction(ctx, async (tx) => {
        const run = await one(tx, tenantId, runId);
        if (run.state !== Running) return 'stopped';
        const pending = await tx
          .select({ employeeId: payrollRunEmployees.employeeId })
          .from(payrollRunEmployees)
          .where(and(employeesOf(tenantId, runId), eq(payrollRunEmployees.status, RunEmployeeStatus.Pending)))
          .orderBy(asc(payrollRunEmployees.employeeId))
          .limit(batchSize)
          .for('update', { skipLocked: true });
        const now = ctx.now();
        if (!pending.length) {
          if ((await one(tx, tenantId, runId, true)).state !== Running) return 'stopped';
          const [left] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(payrollRunEmployees)
            .where(
              and(employeesOf(tenantId, runId), eq(payrollRunEmployees.status, RunEmployeeStatus.Pending)),
            );
          if (left!.n === 0)
            await tx
              .update(payrollRuns)
              .set({ state: Generated, finishTime: now })
              .where(byId(tenantId, runId));
          return 'done';
        }
        const outcomes = await deps.payslips.generateMany(
          ctx,
          pending.map((p) => p.employeeId),
          { startDate: run.startDate, endDate: run.endDate },
          runId,
        );
        if ((await one(tx, tenantId, runId, true)).state !== Running) throw new RunStopped();
        const generated = outcomes.filter((o) => !o.error).map((o) => o.employeeId);
        if (generated.length)
          await tx
            .update(payrollRunEmployees)
            .set({ status: RunEmployeeStatus.Generated, errorCode: null, errorParams: null, time: now })
            .where(and(employeesOf(tenantId, runId), inArray(payrollRunEmployees.employeeId, generated)));
        const failed = outcomes.flatMap((o) =>
          o.error ? [{ employee_id: o.employeeId, code: o.error.code, params: o.error.params }] : [],
        );
        // Each failure has its own code and parameters: one UPDATE from a JSON list of them.
        if (failed.length)
          await tx.execute(sql`
            update payroll_run_employees e
            set status = ${RunEmployeeStatus.Failed}, error_code = f.code, error_params = f.params,
                time = ${now.toISOString()}::timestamptz
            from jsonb_to_recordset(${JSON.stringify(failed)}::jsonb) as f(employee_id uuid, code text, params jsonb)
            where e.tenant_id = ${tenantId} and e.run_id = ${runId} and e.employee_id = f.employee_id`);
        return 'more';
      });
    } catch (error) {
      if (error instanceof RunStopped) return 'stopped';
      throw error;
    }
  }

  const service = {
    /** Queues the run and its job (one transaction); answers it. */
    async create(ctx: RequestContext, input: CreatePayrollRun): Promise<PayrollRunDto> {
      if (!dispatch) throw new AppError('PayrollRun:QueueNotAvailable');
      const id = await queue(ctx, input, dispatch);
      return service.get(ctx, id);
    },

    /**
     * Queues the run and generates it here, in the caller's process (the demo data): the job's own code,
     * without the queue. Answers the run's id.
     */
    async createAndRun(ctx: RequestContext, input: CreatePayrollRun): Promise<string> {
      const id = await queue(ctx, input);
      await service.run({ tenantId: tenantOf(ctx), runId: id }, ctx.now);
      return id;
    },

    /**
     * The job: a Queued run becomes Running, then batches go until none is pending (Generated) or the run
     * is no longer Running. Idempotent: a retry of a killed attempt finds the run Running and goes on with
     * its pending employees; a run already done is left alone. Runs as the run's creator (the payslips'
     * creator), on the system clock unless given one.
     */
    async run(job: PayrollRunJob, now: () => Date = () => new Date()): Promise<{ batches: number }> {
      const found = await db.transaction({ tenantId: job.tenantId }, async (tx) => {
        const [row] = await tx
          .select()
          .from(payrollRuns)
          .where(byId(job.tenantId, job.runId))
          .for('no key update');
        if (!row) return null;
        if (row.state === PayrollRunStates.values.Queued)
          await tx
            .update(payrollRuns)
            .set({ state: PayrollRunStates.values.Running, startTime: row.startTime ?? now() })
            .where(byId(job.tenantId, job.runId));
        else if (row.state !== PayrollRunStates.values.Running) return null;
        return row;
      });
      if (!found) return { batches: 0 };
      const ctx = systemContext(job.tenantId, { userId: found.creatorId, now });
      let batches = 0;
      // Workers side by side, each batch on its own connection: while one waits for the database (reads,
      // the insert) the other computes, so both cores work. Each takes pending employees the others have
      // not locked; the last to find none left marks the run Generated.
      await Promise.all(
        Array.from({ length: deps.workers ?? runWorkers }, async () => {
          for (;;) {
            const step = await batch(ctx, job.runId);
            if (step !== 'more') return;
            batches++;
          }
        }),
      );
      return { batches };
    },

    async get(ctx: RequestContext, id: string): Promise<PayrollRunDto> {
      return db.transaction(ctx, (tx) => dtoOf(ctx, tx, id));
    },

    /** Paging, sorting (startDate, name, creationTime; the newest first by default), the state. */
    async list(
      ctx: RequestContext,
      input: { skipCount: number; maxResultCount: number; sorting?: string; state?: PayrollRunState },
    ): Promise<PagedResult<PayrollRunDto>> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const where = and(
          ofTenant(tenantId),
          input.state !== undefined ? eq(payrollRuns.state, input.state) : undefined,
        );
        const order = sortingOrder(input.sorting, sortable, {
          fallback: [desc(payrollRuns.creationTime), desc(payrollRuns.id)],
          tieBreaker: payrollRuns.id,
        });
        const result = await page(input, {
          total: () => listTotal(tx, payrollRuns, where),
          rows: (limit, offset) => pageRows(tx, payrollRuns, undefined, { where, order, limit, offset }),
        });
        return { ...result, items: await toDtos(ctx, tx, result.items) };
      });
    },

    /**
     * The employees the run could not pay, by name, with the refusal in the reader's language; or, with
     * `of: 'email'`, those its e-mail did not reach: failed (the mail server's reason, kept in the
     * requester's language) or skipped (no address), at the time the sending finished (or started).
     */
    async failures(
      ctx: RequestContext,
      id: string,
      input: { skipCount: number; maxResultCount: number },
      of: 'generation' | 'email' = 'generation',
    ): Promise<PagedResult<PayrollRunFailureDto>> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const run = await one(tx, tenantId, id);
        const e = payrollRunEmployees;
        const where = and(
          employeesOf(tenantId, id),
          of === 'email'
            ? inArray(e.emailStatus, [RunEmailStatus.Failed, RunEmailStatus.Skipped])
            : eq(e.status, RunEmployeeStatus.Failed),
        );
        const result = await page(input, {
          total: () => listTotal(tx, e, where),
          rows: (limit, offset) =>
            tx
              .select({
                employeeId: e.employeeId,
                employeeFullName: e.employeeFullName,
                errorCode: e.errorCode,
                errorParams: e.errorParams,
                time: e.time,
                emailStatus: e.emailStatus,
                emailError: e.emailError,
              })
              .from(e)
              .where(where)
              .orderBy(asc(e.employeeFullName), asc(e.employeeId))
              .limit(limit)
              .offset(offset),
        });
        const emailTime = run.emailFinishTime ?? run.emailStartTime ?? new Date(0);
        return {
          ...result,
          items: result.items.map((r) => {
            const [code, params, time] =
              of === 'email'
                ? [
                    r.emailStatus === RunEmailStatus.Skipped
                      ? 'PayrollRun:EmailNoAddress'
                      : 'PayrollRun:EmailFailed',
                    { reason: r.emailError ?? '' },
                    emailTime,
                  ]
                : [
                    r.errorCode ?? '',
                    (r.errorParams ?? {}) as Record<string, unknown>,
                    r.time ?? new Date(0),
                  ];
            return {
              employeeId: r.employeeId,
              employeeFullName: r.employeeFullName,
              code,
              message: translate(code, ctx.language, params),
              time: time.toISOString(),
            };
          }),
        };
      });
    },

    /**
     * The run's payslips (not Cancelled) summed per salary rule category over their lines, in the order
     * the categories first appear in the structures.
     */
    async categoryTotals(ctx: RequestContext, id: string): Promise<CategoryTotalDto[]> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        await one(tx, tenantId, id);
        const result = (await tx.execute(sql`
          select item->>'categoryCode' as "categoryCode", min(item->>'categoryName') as "categoryName",
                 sum((item->>'amount')::numeric)::text as amount, max(p.decimal_places)::int as places,
                 min((item->>'sequence')::int) as first
          from payslips p cross join lateral jsonb_array_elements(p.items) as item
          where p.tenant_id = ${tenantId} and p.run_id = ${id} and p.state <> ${PayslipState.Cancelled}
          group by item->>'categoryCode'
          order by first, "categoryCode"`)) as unknown as {
          rows: Array<{ categoryCode: string; categoryName: string; amount: string; places: number }>;
        };
        return result.rows.map((r) => ({
          categoryCode: r.categoryCode,
          categoryName: r.categoryName,
          amount: storedAmount(r.amount, r.places),
        }));
      });
    },

    /**
     * A Generated run's failed employees become pending again and the job goes on with them; the job is
     * queued in the same transaction (the run Queued again with its job, or unchanged).
     */
    async retryFailed(ctx: RequestContext, id: string): Promise<PayrollRunDto> {
      const tenantId = tenantOf(ctx);
      const send = dispatch;
      if (!send) throw new AppError('PayrollRun:QueueNotAvailable');
      await db.transaction(ctx, async (tx) => {
        const run = await one(tx, tenantId, id, true);
        if (run.state !== PayrollRunStates.values.Generated) throw wrongState(ctx, run.state);
        const again = await tx
          .update(payrollRunEmployees)
          .set({ status: RunEmployeeStatus.Pending, errorCode: null, errorParams: null, time: null })
          .where(and(employeesOf(tenantId, id), eq(payrollRunEmployees.status, RunEmployeeStatus.Failed)))
          .returning({ employeeId: payrollRunEmployees.employeeId });
        if (!again.length) throw new AppError('PayrollRun:NoFailures');
        await tx
          .update(payrollRuns)
          .set({
            state: PayrollRunStates.values.Queued,
            finishTime: null,
            lastModificationTime: ctx.now(),
            lastModifierId: ctx.userId,
            concurrencyStamp: newStamp(),
          })
          .where(byId(tenantId, id));
        await send({ tenantId, runId: id }, tx);
      });
      return service.get(ctx, id);
    },

    /**
     * A Queued, Running or Generated run becomes Cancelled with its Draft payslips (they stay in the
     * history, with the reason). A Running one's batch in hand finds it Cancelled when it is done and rolls
     * back; the job stops there. A Confirmed run's payslips are cancelled one by one.
     */
    async cancel(ctx: RequestContext, id: string): Promise<PayrollRunDto> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const run = await one(tx, tenantId, id, true);
        const { Queued, Running, Generated, Cancelled } = PayrollRunStates.values;
        if (![Queued, Running, Generated].includes(run.state)) throw wrongState(ctx, run.state);
        const now = ctx.now();
        const stamped = {
          lastModificationTime: now,
          lastModifierId: ctx.userId,
          concurrencyStamp: newStamp(),
        };
        await tx
          .update(payslips)
          .set({
            state: PayslipState.Cancelled,
            cancellationTime: now,
            cancelledById: ctx.userId,
            cancellationReason: cancelledWithRun[ctx.language](run.name).slice(0, 500),
            ...stamped,
          })
          .where(
            and(
              eq(payslips.tenantId, tenantId),
              eq(payslips.runId, id),
              eq(payslips.state, PayslipState.Draft),
            ),
          );
        await tx
          .update(payrollRuns)
          .set({ state: Cancelled, cancellationTime: now, cancelledById: ctx.userId, ...stamped })
          .where(byId(tenantId, id));
        return dtoOf(ctx, tx, id);
      });
    },

    /**
     * A Generated run (none pending) is confirmed: every Draft payslip of it becomes Confirmed in one
     * statement. Failed employees do not hold it back: they stay failed, counted in the answer.
     */
    async confirm(ctx: RequestContext, id: string): Promise<PayrollRunDto> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const run = await one(tx, tenantId, id, true);
        if (run.state !== PayrollRunStates.values.Generated) throw wrongState(ctx, run.state);
        const now = ctx.now();
        const stamped = {
          lastModificationTime: now,
          lastModifierId: ctx.userId,
          concurrencyStamp: newStamp(),
        };
        const confirmed = await tx
          .update(payslips)
          .set({
            state: PayslipState.Confirmed,
            confirmationTime: now,
            confirmedById: ctx.userId,
            ...stamped,
          })
          .where(
            and(
              eq(payslips.tenantId, tenantId),
              eq(payslips.runId, id),
              eq(payslips.state, PayslipState.Draft),
            ),
          )
          .returning({ id: payslips.id });
        if (!confirmed.length) throw new AppError('PayrollRun:NothingToConfirm');
        await tx
          .update(payrollRuns)
          .set({
            state: PayrollRunStates.values.Confirmed,
            confirmationTime: now,
            confirmedById: ctx.userId,
            ...stamped,
          })
          .where(byId(tenantId, id));
        return dtoOf(ctx, tx, id);
      });
    },

    /**
     * The queue the runs go to (set when the jobs start; without it create and retry answer 409): `send`
     * queues the job inside the transaction it is given.
     */
    setDispatcher(send: (job: PayrollRunJob, tx: Tx) => Promise<void>) {
      dispatch = send;
    },
  };
  return service;
}
export type PayrollRunService = ReturnType<typeof createPayrollRunService>;
