import path from 'node:path';
import {
  type PayrollRunDto,
  PayrollRunState,
  type PayslipItemDto,
  PayslipState,
  payrollRunEndpoints as R,
} from '@hr/contracts';
import { and, eq, gte, lte, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../platform/context.ts';
import { runFixture } from '../../test/helpers/payroll-run.ts';
import { killableChildren } from '../../test/kill-child.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { Dec } from './formula/values.ts';
import { payrollRunEmployees, payrollRuns, payslips } from './payroll.tables.ts';
import { createPayrollRunService, type PayrollRunJob } from './payroll-run.service.ts';

/**
 * A payroll run whose process is killed (SIGKILL) in the middle of a batch leaves whole payslips only, and
 * the job's next attempt (pg-boss retries the same job data) completes it: the run is a child process
 * (`payroll-run-kill.child.ts`) on this test's PostgreSQL database, in batches of 10, killed inside its
 * third batch after the payslips were inserted and before the batch committed. Needs a real server (a
 * killed connection's transaction rolled back), so it runs in the `pg` stage.
 */
const serverUrl = process.env.DATABASE_URL;
const childScript = path.join(import.meta.dirname, 'payroll-run-kill.child.ts');
const employeeCount = 40;
const batchSize = 10;
const killAt = 3;

/** Two years back: no fiscal period covers it, no demo contract is in force. */
const year = new Date().getUTCFullYear() - 2;
const period = { startDate: `${year}-06-01`, endDate: `${year}-06-30` };

describe.skipIf(!serverUrl)('a payroll run killed with its process', () => {
  let t: TestApp;
  let acme: string;
  let acmeId: string;
  let employeeIds: string[];
  const children = killableChildren();

  beforeAll(async () => {
    t = await createTestApp();
    acme = await t.login('acme');
    acmeId = (await t.services.tenancy.tenants.findByName('acme'))!.id;
    const f = await runFixture(t, acme);
    employeeIds = await f.contracted(employeeCount, f.jobTitles.top, period.startDate, period.endDate);
  });

  afterAll(async () => {
    children.killLeft();
    await t?.close();
  });

  /** Runs the job in a child process stopped inside batch `killAt`: what it saw there, and its kill. */
  function runChildUntilKillPoint(job: PayrollRunJob) {
    return children.startUntilMarker<{ payslips: number }>(t.db, {
      script: childScript,
      marker: 'RUN-KILL-READY',
      timeoutMs: 90_000,
      env: { RUN_JOB: JSON.stringify(job), RUN_BATCH: String(batchSize), RUN_KILL_AT: String(killAt) },
    });
  }

  /** What the database holds of the run: its payslips, its employees' statuses, the live payslips of the month. */
  async function stored(runId: string) {
    return t.db.transaction(systemContext(acmeId), async (tx) => ({
      payslips: await tx
        .select()
        .from(payslips)
        .where(and(eq(payslips.tenantId, acmeId), eq(payslips.runId, runId))),
      statuses: await tx
        .select({ employeeId: payrollRunEmployees.employeeId, status: payrollRunEmployees.status })
        .from(payrollRunEmployees)
        .where(and(eq(payrollRunEmployees.tenantId, acmeId), eq(payrollRunEmployees.runId, runId))),
      live: await tx
        .select({ employeeId: payslips.employeeId })
        .from(payslips)
        .where(
          and(
            eq(payslips.tenantId, acmeId),
            ne(payslips.state, PayslipState.Cancelled),
            lte(payslips.startDate, period.endDate),
            gte(payslips.endDate, period.startDate),
          ),
        ),
    }));
  }

  /** Every payslip whole (its five lines, its totals their sums), one per employee, each a generated one. */
  function expectWhole(s: Awaited<ReturnType<typeof stored>>, count: number) {
    expect(s.payslips).toHaveLength(count);
    const sum = (items: PayslipItemDto[], category: string) =>
      items.filter((i) => i.categoryCode === category).reduce((a, i) => a.plus(i.amount), new Dec(0));
    for (const p of s.payslips) {
      const items = p.items as PayslipItemDto[];
      expect(items.map((i) => i.categoryCode)).toEqual(['BASIC', 'ALW', 'DED', 'GROSS', 'NET']);
      expect(new Dec(p.gross).equals(sum(items, 'GROSS'))).toBe(true);
      expect(new Dec(p.deductions).equals(sum(items, 'DED'))).toBe(true);
      expect(new Dec(p.net).equals(sum(items, 'NET'))).toBe(true);
      expect(new Dec(p.net).equals(new Dec(p.gross).minus(p.deductions))).toBe(true);
    }
    const generated = s.statuses.filter((r) => r.status === 1).map((r) => r.employeeId);
    expect(s.payslips.map((p) => p.employeeId).sort()).toEqual(generated.sort());
    // No employee has two live payslips for the month.
    const live = s.live.map((r) => r.employeeId);
    expect(new Set(live).size).toBe(live.length);
  }

  it('leaves whole payslips of the committed batches only, and the retry completes the run', async () => {
    // The run as the product creates it, its job kept instead of handed to the queue.
    const jobs: PayrollRunJob[] = [];
    t.services.payroll.runs.setDispatcher(async (job) => {
      jobs.push(job);
    });
    const r = await t.call(acme, R.create, { body: { name: 'June', ...period } });
    expect(r.statusCode, r.body).toBe(200);
    const created = r.json<PayrollRunDto>();
    expect(created.employeeCount).toBe(employeeCount);
    expect(jobs).toEqual([{ tenantId: acmeId, runId: created.id }]);

    const child = await runChildUntilKillPoint(jobs[0]!);
    // Inside its third batch the child had the payslips of three batches (two committed, one its own).
    expect(child.seen).toEqual({ payslips: killAt * batchSize });
    await child.kill();

    // The third batch rolled back with the connection: two whole batches stay, the rest is pending.
    const afterKill = await stored(created.id);
    expectWhole(afterKill, (killAt - 1) * batchSize);
    const midway = (await t.call(acme, R.get, { params: { id: created.id } })).json<PayrollRunDto>();
    expect(midway).toMatchObject({
      state: PayrollRunState.Running,
      generated: (killAt - 1) * batchSize,
      failed: 0,
      remaining: employeeCount - (killAt - 1) * batchSize,
    });

    // pg-boss's retry: the same job data, here, in batches of the product's size.
    const started = performance.now();
    await t.services.payroll.runs.run(jobs[0]!);
    const ms = performance.now() - started;
    console.info(`the retry generated ${midway.remaining} payslips in ${ms.toFixed(0)} ms`);
    const done = (await t.call(acme, R.get, { params: { id: created.id } })).json<PayrollRunDto>();
    expect(done).toMatchObject({
      state: PayrollRunState.Generated,
      employeeCount,
      generated: employeeCount,
      failed: 0,
      remaining: 0,
      // 40 × (1000 + 250 − 70).
      totals: { gross: '50000.00', deductions: '2800.00', net: '47200.00' },
    });
    const end = await stored(created.id);
    expectWhole(end, employeeCount);
    expect(end.payslips.map((p) => p.employeeId).sort()).toEqual([...employeeIds].sort());
  });

  it('cancelled while a batch runs: the cancel answers at once, and the batch in hand rolls back', async () => {
    // The product's run service in batches of 5, its second batch held open (its payslips inserted) until
    // the cancel has answered.
    const s = t.services;
    let calls = 0;
    let entered!: () => void;
    const inSecondBatch = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const runs = createPayrollRunService(t.db, {
      payslips: {
        async generateMany(...args) {
          const outcomes = await s.payroll.payslips.generateMany(...args);
          if (++calls === 2) {
            entered();
            await gate;
          }
          return outcomes;
        },
      },
      periods: s.finance.periods,
      currencies: s.finance.currencies,
      departments: s.organisation.departments,
      employees: s.employees.employees,
      contracts: s.employment.contracts,
      timeZoneOf: (ctx) => s.platform.settings.timeZoneOf(ctx),
      batchSize: 5,
      workers: 1,
    });
    const jobs: PayrollRunJob[] = [];
    runs.setDispatcher(async (job) => {
      jobs.push(job);
    });
    const ctx = systemContext(acmeId);
    // The previous test's run keeps its Drafts of June, and a run leaves another run's Drafts to it
    // (Payslip:DraftInAnotherRun): that run is cancelled first, its Drafts with it.
    const [june] = await t.db.transaction(ctx, (tx) =>
      tx
        .select({ id: payrollRuns.id })
        .from(payrollRuns)
        .where(and(eq(payrollRuns.tenantId, acmeId), eq(payrollRuns.name, 'June'))),
    );
    if (june) expect((await t.call(acme, R.cancel, { params: { id: june.id } })).statusCode).toBe(200);
    const created = await runs.create(ctx, {
      name: 'June again',
      ...period,
      employeeIds: employeeIds.slice(0, 15),
    });
    const running = runs.run(jobs[0]!);
    await inSecondBatch;
    // The batch in hand holds its employees and its payslips, not the run: the cancel does not wait.
    const cancelled = await t.call(acme, R.cancel, { params: { id: created.id } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<PayrollRunDto>()).toMatchObject({
      state: PayrollRunState.Cancelled,
      employeeCount: 15,
      generated: 5,
      remaining: 10,
    });
    open();
    // The batch then finds the run Cancelled and rolls back: its five payslips never existed.
    expect(await running).toEqual({ batches: 1 });
    expect(calls).toBe(2);
    const run = await stored(created.id);
    expect(run.payslips).toHaveLength(5);
    expect(run.payslips.every((p) => p.state === PayslipState.Cancelled)).toBe(true);
    expect(run.statuses.filter((r) => r.status === 1)).toHaveLength(5);
    const live = run.live.map((r) => r.employeeId);
    expect(new Set(live).size).toBe(live.length);
  });
});
