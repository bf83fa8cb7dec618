import {
  type CreatePayrollRun,
  maxPayslipDays,
  type NamePair,
  namePairOf,
  type PayrollRunDto,
  PayrollRunSelection,
  PayrollRunStates,
} from '@hr/contracts';
import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import { type RequestContext, systemContext, tenantOf } from '../../platform/context.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { payrollRunEmployees, payrollRuns } from './payroll.tables.ts';
import {
  oneRun,
  type RunDtos,
  RunEmployeeStatus,
  type RunQueue,
  runById,
  runEmployeesOf,
} from './payroll-run.rows.ts';
import type { PayrollRunDeps, PayrollRunJob, PayrollRunPartJob } from './payroll-run.service.ts';
import { daysOf } from './payslip.items.ts';

/**
 * Employees per batch: one transaction of `payslips.generateMany` and their outcomes. Large enough that a
 * commit's cost is spread (10,000 employees are 50 commits), small enough that a cancel waits for little
 * and a killed process loses little.
 */
export const runBatchSize = 200;

/** Batches of a run generated at once by one job (docs/scaling.md, "Payroll runs"). */
export const runWorkers = 2;

/**
 * Employees per part job (issue 45): a queued run is split into parts of this many pending employees (by
 * id), each its own pg-boss job that any process on the database takes. Large enough that a part's few
 * transactions dwarf the queue's own cost (10,000 employees are 20 parts), small enough that the parts
 * spread over every process and a killed one loses one part to its retry.
 */
export const runPartSize = 500;

/** Rows per INSERT of a run's employees (6 parameters each, well below PostgreSQL's 65,535). */
const insertChunk = 5_000;

/** Thrown inside a batch's transaction to roll it back: the run was cancelled while the batch ran. */
class RunStopped extends Error {}

/**
 * A run's creation and its job: the employees resolved and written with the run (Queued) and its job in one
 * transaction, then the job generating their payslips in batches, each batch and its outcomes one
 * transaction, so a killed process leaves whole payslips only and the next attempt goes on with the
 * employees still pending.
 */
export function createPayrollRunJob(
  db: Database,
  deps: PayrollRunDeps,
  runQueue: RunQueue,
  { dtoOf }: RunDtos,
) {
  const batchSize = deps.batchSize ?? runBatchSize;

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
      let departmentNames: NamePair | null = null;
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
        // Both names: each reader of the run sees hers (renaming the department later changes nothing).
        departmentNames = namePairOf(await deps.departments.get(ctx, input.departmentId));
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
          departmentNameEn: departmentNames?.nameEn ?? null,
          departmentNameAr: departmentNames?.nameAr ?? null,
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
   * (Generated, or Failed when no employee could be paid), or the rest held by another attempt, which
   * finishes the run. With `part`, only the part's employees (its id range) are taken, and when all of
   * them are held by another attempt of the part the batch waits for it (see below).
   */
  /**
   * The one place a run becomes Generated (or Failed): with the run locked (NO KEY UPDATE, which every
   * batch also takes before writing its outcomes), none of its employees is pending. Whoever finds none
   * pending to claim comes here; the lock orders them, so of two parts finishing at the same moment the
   * second sees the first's outcomes committed (READ COMMITTED reads after the lock) and it alone finishes
   * the run, and a part whose employees are still pending (a batch in hand elsewhere, a killed process's
   * part waiting for its retry) leaves the run to the part that writes the last outcomes. 'stopped' when
   * the run is no longer Running (cancelled, or finished by another part).
   */
  async function finishIfDone(
    tx: Tx,
    ctx: RequestContext,
    runId: string,
    onFinished?: (startTime: Date | null) => void,
  ): Promise<'done' | 'stopped'> {
    const tenantId = tenantOf(ctx);
    const { Running, Generated, Failed } = PayrollRunStates.values;
    const run = await oneRun(tx, tenantId, runId, true);
    if (run.state !== Running) return 'stopped';
    const [made] = await tx
      .select({
        pending: sql<number>`(count(*) filter (where ${payrollRunEmployees.status} = ${RunEmployeeStatus.Pending}))::int`,
        generated: sql<number>`(count(*) filter (where ${payrollRunEmployees.status} = ${RunEmployeeStatus.Generated}))::int`,
        failed: sql<number>`(count(*) filter (where ${payrollRunEmployees.status} = ${RunEmployeeStatus.Failed}))::int`,
      })
      .from(payrollRunEmployees)
      .where(runEmployeesOf(tenantId, runId));
    if (made!.pending === 0) {
      // Nobody paid and somebody failed: the run says so (Failed), not Generated with zero totals. A run
      // always has employees (the create refuses none), so zero of both does not occur.
      const state = made!.generated === 0 && made!.failed > 0 ? Failed : Generated;
      await tx.update(payrollRuns).set({ state, finishTime: ctx.now() }).where(runById(tenantId, runId));
      onFinished?.(run.startTime);
    }
    return 'done';
  }

  async function batch(
    ctx: RequestContext,
    runId: string,
    part?: Pick<PayrollRunPartJob, 'first' | 'last'>,
  ): Promise<'more' | 'done' | 'stopped'> {
    const tenantId = tenantOf(ctx);
    const { Running } = PayrollRunStates.values;
    let counts: [generated: number, failed: number] = [0, 0];
    let finished: Date | null | undefined;
    try {
      const step = await db.transaction(ctx, async (tx) => {
        const run = await oneRun(tx, tenantId, runId);
        if (run.state !== Running) return 'stopped';
        const claim = (skipLocked: boolean) =>
          tx
            .select({ employeeId: payrollRunEmployees.employeeId })
            .from(payrollRunEmployees)
            .where(
              and(
                runEmployeesOf(tenantId, runId),
                eq(payrollRunEmployees.status, RunEmployeeStatus.Pending),
                part ? between(payrollRunEmployees.employeeId, part.first, part.last) : undefined,
              ),
            )
            .orderBy(asc(payrollRunEmployees.employeeId))
            .limit(batchSize)
            .for('update', skipLocked ? { skipLocked: true } : {});
        let pending = await claim(true);
        // A part whose pending employees are all held by another attempt of it (one pg-boss took for dead
        // at its expiry, still alive or being killed) waits for that attempt's batch to end instead of
        // finishing: committed, its rows are no longer pending (re-read after the wait); rolled back (its
        // process killed), they are this attempt's. Without the wait this attempt would complete and leave
        // them to nobody. The waits are ordered by id: two waiters never hold what the other waits for.
        if (!pending.length && part) pending = await claim(false);
        const now = ctx.now();
        // A part that finishes the run counts it (`run` is counted by its own attempt).
        if (!pending.length)
          return finishIfDone(tx, ctx, runId, (start) => {
            if (part) finished = start;
          });
        const outcomes = await deps.payslips.generateMany(
          ctx,
          pending.map((p) => p.employeeId),
          { startDate: run.startDate, endDate: run.endDate },
          runId,
        );
        if ((await oneRun(tx, tenantId, runId, true)).state !== Running) throw new RunStopped();
        const generated = outcomes.filter((o) => !o.error).map((o) => o.employeeId);
        if (generated.length)
          await tx
            .update(payrollRunEmployees)
            .set({ status: RunEmployeeStatus.Generated, errorCode: null, errorParams: null, time: now })
            .where(and(runEmployeesOf(tenantId, runId), inArray(payrollRunEmployees.employeeId, generated)));
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
        counts = [generated.length, failed.length];
        return 'more';
      });
      // Counted once committed.
      deps.metrics?.payslips(...counts);
      if (finished !== undefined)
        deps.metrics?.payrollRunFinished?.(finished ? (ctx.now().getTime() - finished.getTime()) / 1000 : 0);
      return step;
    } catch (error) {
      if (error instanceof RunStopped) return 'stopped';
      throw error;
    }
  }

  const jobs = {
    /** Queues the run and its job (one transaction); answers it. */
    async create(ctx: RequestContext, input: CreatePayrollRun): Promise<PayrollRunDto> {
      if (!runQueue.send) throw new AppError('PayrollRun:QueueNotAvailable');
      const id = await queue(ctx, input, runQueue.send);
      return db.transaction(ctx, (tx) => dtoOf(ctx, tx, id));
    },

    /**
     * Queues the run and generates it here, in the caller's process (the demo data): the job's own code,
     * without the queue. Answers the run's id.
     */
    async createAndRun(ctx: RequestContext, input: CreatePayrollRun): Promise<string> {
      const id = await queue(ctx, input);
      await jobs.run({ tenantId: tenantOf(ctx), runId: id }, ctx.now);
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
          .where(runById(job.tenantId, job.runId))
          .for('no key update');
        if (!row) return null;
        if (row.state === PayrollRunStates.values.Queued)
          await tx
            .update(payrollRuns)
            .set({ state: PayrollRunStates.values.Running, startTime: row.startTime ?? now() })
            .where(runById(job.tenantId, job.runId));
        else if (row.state !== PayrollRunStates.values.Running) return null;
        return row;
      });
      if (!found) return { batches: 0 };
      const ctx = systemContext(job.tenantId, { userId: found.creatorId, now });
      let batches = 0;
      // Workers side by side, each batch on its own connection: while one waits for the database (reads,
      // the insert) the other computes, so both cores work. Each takes pending employees the others have
      // not locked; the last to find none left marks the run Generated.
      const workers = Promise.all(
        Array.from({ length: deps.workers ?? runWorkers }, async () => {
          for (;;) {
            const step = await batch(ctx, job.runId);
            if (step !== 'more') return step;
            batches++;
          }
        }),
      );
      await (deps.metrics?.payrollRun(workers) ?? workers);
      return { batches };
    },

    /**
     * The run's job as the queue runs it (issue 45): the run split into parts, not generated here. In one
     * transaction with the run locked: a Queued run becomes Running, its pending employees (by id) are cut
     * into parts of `partSize` and each part's job queued (`sendParts`, in the same transaction: the run is
     * never Running without its parts). A run found Running (this job retried, or a run of an earlier
     * version left Running by a killed process) is split again over its employees still pending: a part
     * queued twice claims nothing twice (its batches skip locked rows and take pending ones only). A run
     * Running with none pending is finished here. Answers the parts queued.
     */
    async split(
      job: PayrollRunJob,
      sendParts: (parts: PayrollRunPartJob[], tx: Tx) => Promise<void>,
      options: { partSize?: number; now?: () => Date } = {},
    ): Promise<{ parts: number }> {
      const partSize = options.partSize ?? deps.partSize ?? runPartSize;
      const now = options.now ?? (() => new Date());
      const { Queued, Running } = PayrollRunStates.values;
      return db.transaction({ tenantId: job.tenantId }, async (tx) => {
        const [row] = await tx
          .select()
          .from(payrollRuns)
          .where(runById(job.tenantId, job.runId))
          .for('no key update');
        if (!row || (row.state !== Queued && row.state !== Running)) return { parts: 0 };
        if (row.state === Queued)
          await tx
            .update(payrollRuns)
            .set({ state: Running, startTime: row.startTime ?? now() })
            .where(runById(job.tenantId, job.runId));
        // The parts' bounds: the first and last id of every `partSize` pending employees, in id order.
        const { rows } = (await tx.execute(sql`
          select (array_agg(employee_id order by employee_id))[1]::text as first,
                 (array_agg(employee_id order by employee_id desc))[1]::text as last
          from (select employee_id, (row_number() over (order by employee_id) - 1) / ${partSize} as part
                from payroll_run_employees
                where tenant_id = ${job.tenantId} and run_id = ${job.runId}
                  and status = ${RunEmployeeStatus.Pending}) p
          group by part order by part`)) as unknown as { rows: Array<{ first: string; last: string }> };
        if (!rows.length) {
          const ctx = systemContext(job.tenantId, { userId: row.creatorId, now });
          await finishIfDone(tx, ctx, job.runId);
          return { parts: 0 };
        }
        const parts = rows.map((b, i) => ({ ...job, part: i + 1, parts: rows.length, ...b }));
        await sendParts(parts, tx);
        return { parts: parts.length };
      });
    },

    /**
     * A part's job, in whichever process took it: batches of the part's pending employees (those of its id
     * range) until none is left to claim; the part that finds none pending in the whole run finishes it
     * (`finishIfDone`). A run cancelled meanwhile stops it after the batch in hand. Idempotent like `run`:
     * a retried part (its process killed, pg-boss's expiry) goes on with its employees still pending.
     */
    async runPart(part: PayrollRunPartJob, now: () => Date = () => new Date()): Promise<{ batches: number }> {
      const [row] = await db.transaction({ tenantId: part.tenantId }, (tx) =>
        tx
          .select({ creatorId: payrollRuns.creatorId })
          .from(payrollRuns)
          .where(runById(part.tenantId, part.runId)),
      );
      if (!row) return { batches: 0 };
      const ctx = systemContext(part.tenantId, { userId: row.creatorId, now });
      let batches = 0;
      for (;;) {
        const step = await batch(ctx, part.runId, part);
        if (step !== 'more') return { batches };
        batches++;
      }
    },

    /**
     * The queue the runs go to (set when the jobs start; without it create and retry answer 409): `send`
     * queues the job inside the transaction it is given.
     */
    setDispatcher(send: (job: PayrollRunJob, tx: Tx) => Promise<void>) {
      runQueue.send = send;
    },
  };
  return jobs;
}
export type PayrollRunJobs = ReturnType<typeof createPayrollRunJob>;
