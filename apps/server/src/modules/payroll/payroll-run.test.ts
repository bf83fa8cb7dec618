import {
  contractEndpoints,
  displayParam,
  type PagedResult,
  type PayrollRunDto,
  type PayrollRunFailureDto,
  type PayrollRunNextPeriodDto,
  type PayrollRunPeriodCheckDto,
  PayrollRunSelection,
  PayrollRunState,
  type PayslipDto,
  type PayslipListItemDto,
  PayslipState,
  payslipEndpoints as PS,
  payrollRunEndpoints as R,
  SettingNames,
} from '@hr/contracts';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { startJobs } from '../../platform/jobs.ts';
import { dateIn } from '../../platform/tenant-date.ts';
import { runFixture, runUntil } from '../../test/helpers/payroll-run.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoLeaverDates } from '../employment/employment.seed.ts';
import { Dec } from './formula/values.ts';
import { payrollJobs, payrollRunQueue, runDispatcher } from './payroll.jobs.ts';
import { seedPayrollRun } from './payroll.seed.ts';
import { monthOf, periodAfter } from './payroll-run.period.ts';
import { createPayrollRunService, type PayrollRunJob } from './payroll-run.service.ts';

type Reply = { statusCode: number; body: string; json: <T>() => T };
const errorOf = (r: Reply) => r.json<{ error: { code: string; message: string } }>().error;
const ok = <T>(r: Reply, status = 200): T => {
  expect(r.statusCode, r.body).toBe(status);
  return r.json<T>();
};

let t: TestApp;
let acme: string;
let acmeId: string;
let boss: PgBoss;
let f: Awaited<ReturnType<typeof runFixture>>;

/** Two years back: no fiscal period of acme covers it and no demo contract is in force then. */
const year = new Date().getUTCFullYear() - 2;
const month = (m: number) => {
  const mm = String(m).padStart(2, '0');
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { startDate: `${year}-${mm}-01`, endDate: `${year}-${mm}-${last}` };
};

const create = (body: Record<string, unknown>, token = acme) =>
  t.call(token, R.create, { body: body as never });
const get = async (id: string, token = acme) =>
  ok<PayrollRunDto>(await t.call(token, R.get, { params: { id } }));
const generated = (id: string) => runUntil(t, acme, id, (r) => r.state === PayrollRunState.Generated);
async function payslipsOf(runId: string) {
  return ok<PagedResult<PayslipListItemDto>>(
    await t.call(acme, PS.list, { query: { runId, maxResultCount: 1000 } as never }),
  ).items;
}
async function failuresOf(id: string, language = 'en') {
  return ok<PagedResult<PayrollRunFailureDto>>(
    await t.call(acme, R.failures, { params: { id }, query: {}, headers: { 'accept-language': language } }),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.login('acme');
  acmeId = (await t.services.tenancy.tenants.findByName('acme'))!.id;
  f = await runFixture(t, acme);
  // The product's queue: the runs go through pg-boss and its worker, on this test's database.
  boss = await startJobs(t.db, t.app.log);
  await payrollJobs(t.services.payroll, boss);
});

afterAll(async () => {
  await boss?.stop({ graceful: false, wait: true, timeout: 2000 });
  await t?.close();
});

describe('the demo run', () => {
  it("seeds acme's last month for everyone, generated and confirmed, once", async () => {
    const ctx = systemContext(acmeId);
    const started = performance.now();
    await seedPayrollRun(t.services.payroll, t.setup);
    const ms = performance.now() - started;
    const runs = (await t.services.payroll.runs.list(ctx, { skipCount: 0, maxResultCount: 10 })).items;
    const today = new Date();
    if (today.getUTCMonth() === 0) {
      // December lies in last year's Closed fiscal period: nothing to seed.
      expect(runs).toEqual([]);
      return;
    }
    expect(runs).toHaveLength(1);
    const run = runs[0]!;
    console.info(
      `the demo run of ${run.employeeCount} employees, generated and confirmed: ${ms.toFixed(0)} ms`,
    );
    const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
    expect(run.startDate).toBe(first.toISOString().slice(0, 10));
    // Named in one language, as the new-run dialog names a month's run ("Payroll November 2026").
    const month = first.toLocaleString('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    expect(run.name).toBe(`Payroll ${month}`);
    const paid = await t.services.employment.contracts.employeesInForce(ctx, run.startDate, run.endDate);
    expect(run).toMatchObject({ state: PayrollRunState.Confirmed, employeeCount: paid.length, remaining: 0 });
    expect(run.employeeCount).toBeGreaterThan(10);
    expect(run.generated + run.failed).toBe(run.employeeCount);
    expect(run.generated).toBeGreaterThan(0);
    expect(Number(run.totals.net)).toBeGreaterThan(0);
    const slips = await payslipsOf(run.id);
    expect(slips).toHaveLength(run.generated);
    expect(slips.every((p) => p.state === PayslipState.Confirmed)).toBe(true);
    // A second seed adds nothing.
    await seedPayrollRun(t.services.payroll, t.setup);
    expect((await t.services.payroll.runs.list(ctx, { skipCount: 0, maxResultCount: 10 })).totalCount).toBe(
      1,
    );
  });
});

describe('the demo leaver (issue 43 §5)', () => {
  it('is paid a final settlement in the demo run that carries the end-of-service gratuity, years and rate shown', async () => {
    const ctx = systemContext(acmeId);
    const [run] = (await t.services.payroll.runs.list(ctx, { skipCount: 0, maxResultCount: 10 })).items;
    if (new Date().getUTCMonth() === 0) return; // no demo run in January (the test above)
    const slips = await Promise.all(
      (await payslipsOf(run!.id)).map(async (p) =>
        ok<PayslipDto>(await t.call(acme, PS.get, { params: { id: p.id } })),
      ),
    );
    const settled = slips.filter((p) => p.payslipItems.some((i) => i.code === 'EOS_GRATUITY'));
    expect(settled).toHaveLength(1);
    const slip = settled[0]!;
    expect(slip.state).toBe(PayslipState.Confirmed);
    // Their last contract ended within the run's month (on the 20th); they began six years and 100 days before.
    const today = dateIn('UTC', new Date());
    const leaver = demoLeaverDates(today);
    expect(leaver.end >= run!.startDate && leaver.end <= run!.endDate).toBe(true);
    const contracts = ok<PagedResult<{ start: string; end: string }>>(
      await t.call(acme, contractEndpoints.list, { query: { employeeId: slip.employeeId } as never }),
    ).items;
    // Served from the first contract's start (Expired since) to the last one's end.
    const dayBefore = new Date(Date.parse(`${leaver.lastStart}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(contracts.map((c) => [c.start, c.end]).sort()).toEqual([
      [leaver.start, dayBefore],
      [leaver.lastStart, leaver.end],
    ]);

    // Worked by hand: six whole years to the anniversary, then the days from it to the day after the end.
    const anniversary = `${Number(leaver.start.slice(0, 4)) + 6}${leaver.start.slice(4)}`;
    const dayAfter = new Date(Date.parse(`${leaver.end}T00:00:00Z`) + 86_400_000);
    const days = (dayAfter.getTime() - Date.parse(`${anniversary}T00:00:00Z`)) / 86_400_000;
    const years = new Dec(6).plus(new Dec(days).div(365));
    const gratuity = slip.payslipItems.find((i) => i.code === 'EOS_GRATUITY')!;
    const variable = (name: string) => gratuity.explanation.variables.find((v) => v.name === name)?.value;
    expect(variable('SERVICE_YEARS')).toBe(years.toFixed(6, Dec.ROUND_HALF_UP));
    expect(variable('LEAVING')).toBe('1');
    // The rate: 21 days a year for the first five, 30 after, two thirds on a resignation between 5 and 10.
    expect(gratuity.explanation.formula).toContain('21 * min(SERVICE_YEARS, 5)');
    expect(gratuity.explanation.formula).toContain('30 * max(SERVICE_YEARS - 5, 0)');
    const basic = new Dec(variable('BASIC')!);
    const expected = basic
      .div(30)
      .times(new Dec(21 * 5).plus(new Dec(30).times(new Dec(years.toFixed(6, Dec.ROUND_HALF_UP)).minus(5))))
      .times(2)
      .div(3);
    expect(gratuity.amount).toBe(expected.toFixed(2, Dec.ROUND_HALF_UP));
    expect(Number(gratuity.amount)).toBeGreaterThan(0);
  });
});

describe('a run for everyone', () => {
  it('pays everyone with a contract in force, through the job; confirmed once, its payslips with it', async () => {
    const january = month(1);
    const top = await f.contracted(3, f.jobTitles.top, january.startDate, january.endDate);
    const other = await f.contracted(2, f.jobTitles.other, january.startDate, january.endDate);
    const started = Date.now();
    const created = ok<PayrollRunDto>(await create({ name: 'January', ...january }));
    expect(created).toMatchObject({
      name: 'January',
      ...january,
      selection: PayrollRunSelection.Everyone,
      departmentId: null,
      departmentName: null,
      employeeCount: 5,
      currencyCode: 'USD',
      confirmationTime: null,
      email: null,
    });
    expect(created.generated + created.failed + created.remaining).toBe(5);

    const run = await generated(created.id);
    const seconds = (Date.now() - started) / 1000;
    console.info(`a run of 5 employees through pg-boss: ${seconds.toFixed(2)} s (polling included)`);
    // 1000 + 25 % = 1250 gross, 7 % = 70 deducted; 2000: 2500 and 140.
    expect(run).toMatchObject({
      employeeCount: 5,
      generated: 5,
      failed: 0,
      remaining: 0,
      totals: { gross: '8750.00', deductions: '490.00', net: '8260.00' },
    });
    expect(run.startTime).not.toBeNull();
    expect(Date.parse(run.finishTime!)).toBeGreaterThanOrEqual(Date.parse(run.startTime!));

    const slips = await payslipsOf(run.id);
    expect(slips.map((p) => p.employeeId).sort()).toEqual([...top, ...other].sort());
    expect(slips.every((p) => p.state === PayslipState.Draft && p.runId === run.id)).toBe(true);

    // The category totals are the sums of the payslips' lines, in the structure's order.
    const sums = new Map<string, Dec>();
    for (const slip of slips) {
      const full = ok<PayslipDto>(await t.call(acme, PS.get, { params: { id: slip.id } }));
      for (const item of full.payslipItems)
        sums.set(item.categoryCode, (sums.get(item.categoryCode) ?? new Dec(0)).plus(item.amount));
    }
    const categories = ok<Array<{ categoryCode: string; categoryName: string; amount: string }>>(
      await t.call(acme, R.categoryTotals, { params: { id: run.id } }),
    );
    expect(categories.map((c) => [c.categoryCode, c.amount])).toEqual(
      [...sums].map(([code, sum]) => [code, sum.toFixed(2)]),
    );
    expect(categories.map((c) => c.categoryCode)).toEqual(['BASIC', 'ALW', 'DED', 'GROSS', 'NET']);
    expect(categories.find((c) => c.categoryCode === 'NET')!.amount).toBe('8260.00');
    expect(categories[0]!.categoryName).toBe('Basic');

    // Confirm: every Draft of the run at once; a second time is refused. (A Confirmed run may now be
    // cancelled, with the reversal of its journal entry; a Cancelled one may not: journal-entry.test.ts.)
    const confirmed = ok<PayrollRunDto>(await t.call(acme, R.confirm, { params: { id: run.id } }));
    expect(confirmed.state).toBe(PayrollRunState.Confirmed);
    expect(confirmed.confirmationTime).not.toBeNull();
    const after = await payslipsOf(run.id);
    expect(after.map((p) => p.state)).toEqual(Array(5).fill(PayslipState.Confirmed));
    const full = ok<PayslipDto>(await t.call(acme, PS.get, { params: { id: after[0]!.id } }));
    expect(full.confirmationTime).toBe(confirmed.confirmationTime);
    expect(full.confirmedById).not.toBeNull();
    const again = await t.call(acme, R.confirm, { params: { id: run.id } });
    expect(again.statusCode).toBe(422);
    expect(errorOf(again)).toMatchObject({
      code: 'PayrollRun:WrongState',
      message: 'The run is Confirmed: this cannot be done now.',
    });

    // Before starting a second run of the month, the dialog's check counts the five as paid already.
    expect(ok(await t.call(acme, R.periodCheck, { query: { ...january } }))).toEqual({
      confirmedEmployees: 5,
      draftInRunEmployees: 0,
    });
    // A second run of the month: each employee has a Confirmed payslip, so each fails, named; nobody was
    // paid, so the run ends Failed (issue 44: it said Generated with zero totals), not confirmable.
    const second = ok<PayrollRunDto>(await create({ name: 'January again', ...january }));
    const failedAll = await runUntil(t, acme, second.id, (r) => r.state === PayrollRunState.Failed);
    expect(failedAll).toMatchObject({ employeeCount: 5, generated: 0, failed: 5, remaining: 0 });
    expect(failedAll.finishTime).not.toBeNull();
    expect(failedAll.totals).toEqual({ gross: '0.00', deductions: '0.00', net: '0.00' });
    const failures = await failuresOf(second.id);
    expect(failures.totalCount).toBe(5);
    expect(failures.items.every((x) => x.code === 'Payslip:ConfirmedExists')).toBe(true);
    expect(failures.items[0]!.message).toContain(
      `already has a confirmed payslip from ${displayParam(january.startDate)}`,
    );
    const nothing = await t.call(acme, R.confirm, { params: { id: second.id } });
    expect(errorOf(nothing)).toMatchObject({
      code: 'PayrollRun:WrongState',
      message: 'The run is Nothing generated: this cannot be done now.',
    });
    // Retrying changes nothing while the data stands: the run is Failed again, its failures listed.
    ok(await t.call(acme, R.retryFailed, { params: { id: second.id } }));
    expect(
      await runUntil(t, acme, second.id, (r) => r.state === PayrollRunState.Failed && r.remaining === 0),
    ).toMatchObject({ generated: 0, failed: 5 });
    expect((await failuresOf(second.id)).totalCount).toBe(5);
    expect(ok<PayrollRunDto>(await t.call(acme, R.cancel, { params: { id: second.id } })).state).toBe(
      PayrollRunState.Cancelled,
    );
    // The first run's payslips are untouched by the second's cancel.
    expect((await payslipsOf(run.id)).every((p) => p.state === PayslipState.Confirmed)).toBe(true);
  });
});

describe('a department, or employees listed', () => {
  it('pays a department with its sub-departments; a cancel cancels its Drafts', async () => {
    const february = month(2);
    const top = await f.contracted(2, f.jobTitles.top, february.startDate, february.endDate);
    const sub = await f.contracted(1, f.jobTitles.sub, february.startDate, february.endDate);
    await f.contracted(1, f.jobTitles.other, february.startDate, february.endDate);
    const created = ok<PayrollRunDto>(
      await create({ name: 'February', ...february, departmentId: f.departments.top.id }),
    );
    expect(created).toMatchObject({
      selection: PayrollRunSelection.Department,
      departmentId: f.departments.top.id,
      departmentName: f.departments.top.name,
      employeeCount: 3,
    });
    const run = await generated(created.id);
    expect(run).toMatchObject({ generated: 3, failed: 0, remaining: 0 });
    expect((await payslipsOf(run.id)).map((p) => p.employeeId).sort()).toEqual([...top, ...sub].sort());

    const cancelled = ok<PayrollRunDto>(await t.call(acme, R.cancel, { params: { id: run.id } }));
    expect(cancelled.state).toBe(PayrollRunState.Cancelled);
    // Cancelled payslips count in no total; they stay in the history with the reason.
    expect(cancelled.totals).toEqual({ gross: '0.00', deductions: '0.00', net: '0.00' });
    expect(ok<unknown[]>(await t.call(acme, R.categoryTotals, { params: { id: run.id } }))).toEqual([]);
    const slips = await payslipsOf(run.id);
    expect(slips.map((p) => p.state)).toEqual([
      PayslipState.Cancelled,
      PayslipState.Cancelled,
      PayslipState.Cancelled,
    ]);
    const full = ok<PayslipDto>(await t.call(acme, PS.get, { params: { id: slips[0]!.id } }));
    expect(full.cancellationReason).toBe('Cancelled with the payroll run "February".');
    expect(full.cancelledById).not.toBeNull();
    const confirm = await t.call(acme, R.confirm, { params: { id: run.id } });
    expect(errorOf(confirm)).toMatchObject({
      code: 'PayrollRun:WrongState',
      message: 'The run is Cancelled: this cannot be done now.',
    });
    expect(errorOf(await t.call(acme, R.retryFailed, { params: { id: run.id } })).code).toBe(
      'PayrollRun:WrongState',
    );
  });

  it('pays the employees listed; one without a contract fails in en and ar, and is paid once fixed', async () => {
    const march = month(3);
    const [paid] = await f.contracted(1, f.jobTitles.other, march.startDate, march.endDate);
    const late = await f.employee(f.jobTitles.other);
    const created = ok<PayrollRunDto>(
      await create({ name: 'March', ...march, employeeIds: [paid, late, paid] }),
    );
    // Kept as chosen one by one: the list and the page say "Chosen employees (2)", not "All employees".
    expect(created).toMatchObject({
      selection: PayrollRunSelection.Employees,
      departmentId: null,
      departmentName: null,
      employeeCount: 2,
    });
    const run = await generated(created.id);
    expect(run).toMatchObject({ generated: 1, failed: 1, remaining: 0 });

    const en = await failuresOf(run.id);
    expect(en.totalCount).toBe(1);
    const failure = en.items[0]!;
    expect(failure).toMatchObject({ employeeId: late, code: 'Payslip:NoActiveContract' });
    expect(failure.message).toBe(
      `${failure.employeeFullName} has no Active contract from ${displayParam(march.startDate)} to ${displayParam(march.endDate)}.`,
    );
    expect(Date.parse(failure.time)).toBeGreaterThan(0);
    const ar = await failuresOf(run.id, 'ar');
    expect(ar.items[0]!.message).toBe(
      `لا يوجد لدى ${failure.employeeFullName} عقد فعال من ${displayParam(march.startDate)} إلى ${displayParam(march.endDate)}.`,
    );

    // The data fixed, the failed employee is generated again; then nothing is left to retry.
    await f.contract(late, f.jobTitles.other, march.startDate, march.endDate);
    const retried = ok<PayrollRunDto>(await t.call(acme, R.retryFailed, { params: { id: run.id } }));
    expect(retried).toMatchObject({ failed: 0, generated: 1 });
    const done = await generated(run.id);
    expect(done).toMatchObject({ employeeCount: 2, generated: 2, failed: 0, remaining: 0 });
    expect((await failuresOf(run.id)).totalCount).toBe(0);
    expect((await payslipsOf(run.id)).map((p) => p.employeeId).sort()).toEqual([paid, late].sort());
    const nothing = await t.call(acme, R.retryFailed, { params: { id: run.id } });
    expect(nothing.statusCode).toBe(422);
    expect(errorOf(nothing).code).toBe('PayrollRun:NoFailures');
  });
});

describe('runs over one period', () => {
  it("leave another run's Drafts to it: the employee fails in the second, and a payslip of its own is refused", async () => {
    const june = month(6);
    const [shared, alone] = await f.contracted(2, f.jobTitles.other, june.startDate, june.endDate);
    const first = await generated(
      ok<PayrollRunDto>(await create({ name: 'June A', ...june, employeeIds: [shared] })).id,
    );
    expect(first).toMatchObject({ generated: 1, failed: 0 });
    const [kept] = await payslipsOf(first.id);

    const second = await generated(
      ok<PayrollRunDto>(await create({ name: 'June B', ...june, employeeIds: [shared, alone] })).id,
    );
    expect(second).toMatchObject({ generated: 1, failed: 1 });
    const failure = (await failuresOf(second.id)).items[0]!;
    expect(failure).toMatchObject({ employeeId: shared, code: 'Payslip:DraftInAnotherRun' });
    expect(failure.message).toBe(
      `${failure.employeeFullName} has a draft payslip from ${displayParam(june.startDate)} to ${displayParam(june.endDate)} in the payroll run "June A": confirm or cancel that run first.`,
    );
    // The first run keeps its payslip (it was replaced by the second run's, and the first counted a payslip
    // it no longer had).
    expect((await payslipsOf(first.id)).map((p) => p.id)).toEqual([kept!.id]);
    const single = await t.call(acme, PS.generate, { body: { employeeId: shared, ...june } as never });
    expect(single.statusCode, single.body).toBe(422);
    expect(errorOf(single).code).toBe('Payslip:DraftInAnotherRun');

    // The first run cancelled (its Drafts with it), the second's retry pays the employee.
    ok(await t.call(acme, R.cancel, { params: { id: first.id } }));
    ok(await t.call(acme, R.retryFailed, { params: { id: second.id } }));
    expect(await generated(second.id)).toMatchObject({ generated: 2, failed: 0 });
    expect((await payslipsOf(second.id)).map((p) => p.employeeId).sort()).toEqual([shared, alone].sort());
  });
});

describe('a run and its job are queued together', () => {
  /** The jobs of the runs' queue in pg-boss (of one run when given): any state, completed ones included. */
  async function jobsOf(runId?: string) {
    const { rows } = await t.db.ownerSql.query<{ n: number }>(
      `select count(*)::int as n from pgboss.job where name = $1 and ($2::text is null or singleton_key = $2)`,
      [payrollRunQueue, runId ?? null],
    );
    return rows[0]!.n;
  }
  /** The product's dispatcher, then the process dies before the transaction commits. */
  const dyingAfterSend = async (job: PayrollRunJob, tx: Tx) => {
    await runDispatcher(boss)(job, tx);
    throw new Error('the process died');
  };
  async function withDispatcher<T>(send: typeof dyingAfterSend, fn: () => Promise<T>): Promise<T> {
    t.services.payroll.runs.setDispatcher(send);
    try {
      return await fn();
    } finally {
      t.services.payroll.runs.setDispatcher(runDispatcher(boss));
    }
  }
  const runsNamed = async (name: string) =>
    ok<PagedResult<PayrollRunDto>>(
      await t.call(acme, R.list, { query: { maxResultCount: 1000 } }),
    ).items.filter((r) => r.name === name);

  it('a create that dies before its commit leaves neither the run nor its job; one that commits has both', async () => {
    const august = month(8);
    await f.contracted(2, f.jobTitles.other, august.startDate, august.endDate);
    const jobsBefore = await jobsOf();
    const died = await withDispatcher(dyingAfterSend, () => create({ name: 'August lost', ...august }));
    expect(died.statusCode, died.body).toBe(500);
    // Nothing is left Queued without a job: the run, its employees and the job rolled back together.
    expect(await runsNamed('August lost')).toEqual([]);
    expect(await jobsOf()).toBe(jobsBefore);
    const { rows } = await t.db.ownerSql.query<{ n: number }>(
      `select count(*)::int as n from payroll_run_employees e where not exists
         (select 1 from payroll_runs r where r.id = e.run_id)`,
    );
    expect(rows[0]!.n).toBe(0);

    const created = ok<PayrollRunDto>(await create({ name: 'August', ...august }));
    expect(await jobsOf(created.id)).toBe(1);
    expect(await generated(created.id)).toMatchObject({ employeeCount: 2, generated: 2, remaining: 0 });
  });

  it('a Retry failed that dies before its commit leaves the run Generated with its failures', async () => {
    const september = month(9);
    const [paid] = await f.contracted(1, f.jobTitles.other, september.startDate, september.endDate);
    const late = await f.employee(f.jobTitles.other);
    const created = ok<PayrollRunDto>(
      await create({ name: 'September', ...september, employeeIds: [paid, late] }),
    );
    const run = await generated(created.id);
    expect(run).toMatchObject({ generated: 1, failed: 1 });
    await f.contract(late, f.jobTitles.other, september.startDate, september.endDate);
    const died = await withDispatcher(dyingAfterSend, () =>
      t.call(acme, R.retryFailed, { params: { id: run.id } }),
    );
    expect(died.statusCode, died.body).toBe(500);
    // Not Queued again without a job: as it was, and only the first job exists.
    expect(await get(run.id)).toMatchObject({
      state: PayrollRunState.Generated,
      generated: 1,
      failed: 1,
      remaining: 0,
      lastModificationTime: run.lastModificationTime,
    });
    expect(await jobsOf(run.id)).toBe(1);

    ok<PayrollRunDto>(await t.call(acme, R.retryFailed, { params: { id: run.id } }));
    expect(await jobsOf(run.id)).toBe(2);
    expect(await generated(run.id)).toMatchObject({ generated: 2, failed: 0, remaining: 0 });
  });
});

describe('cancel while it runs', () => {
  it('stops the job after the batch in hand and cancels the Drafts already made', async () => {
    const april = month(4);
    const ids = await f.contracted(5, f.jobTitles.other, april.startDate, april.endDate);
    // The product's run service in batches of 2, whose second batch dies after generating (as a crash
    // would): the first batch stays, the second rolls back, the run is left Running.
    const payroll = t.services.payroll;
    let calls = 0;
    const runs = createPayrollRunService(t.db, {
      payslips: {
        async generateMany(...args) {
          const outcomes = await payroll.payslips.generateMany(...args);
          if (++calls === 2) throw new Error('the process died');
          return outcomes;
        },
      },
      periods: t.services.finance.periods,
      currencies: t.services.finance.currencies,
      departments: t.services.organisation.departments,
      employees: t.services.employees.employees,
      contracts: t.services.employment.contracts,
      timeZoneOf: (ctx) => t.services.platform.settings.timeZoneOf(ctx),
      batchSize: 2,
      workers: 1,
    });
    const jobs: PayrollRunJob[] = [];
    runs.setDispatcher(async (job) => {
      jobs.push(job);
    });
    const ctx = systemContext(acmeId);
    const created = await runs.create(ctx, { name: 'April', ...april, employeeIds: ids });
    expect(jobs).toEqual([{ tenantId: acmeId, runId: created.id }]);
    await expect(runs.run(jobs[0]!)).rejects.toThrow('the process died');
    const midway = await get(created.id);
    expect(midway).toMatchObject({ state: PayrollRunState.Running, generated: 2, failed: 0, remaining: 3 });
    expect(await payslipsOf(created.id)).toHaveLength(2);

    const cancelled = ok<PayrollRunDto>(await t.call(acme, R.cancel, { params: { id: created.id } }));
    expect(cancelled.state).toBe(PayrollRunState.Cancelled);
    // The job's next attempt finds the run Cancelled and writes nothing.
    expect(await runs.run(jobs[0]!)).toEqual({ batches: 0 });
    expect(calls).toBe(2);
    expect(await get(created.id)).toMatchObject({
      state: PayrollRunState.Cancelled,
      generated: 2,
      remaining: 3,
    });
    expect((await payslipsOf(created.id)).map((p) => p.state)).toEqual([
      PayslipState.Cancelled,
      PayslipState.Cancelled,
    ]);
  });
});

describe('contracts.employeesInForce (who a run pays)', () => {
  it('takes the Active contract in force over the period, the later of two, by job title when asked', async () => {
    const july = month(7);
    const { top, other } = f.jobTitles;
    const [whole] = await f.contracted(1, top, july.startDate, july.endDate);
    // Moved mid-month: the later contract (on top) is the one in force.
    const moved = await f.employee(other);
    await f.contract(moved!, other, july.startDate, `${year}-07-15`);
    await f.contract(moved!, top, `${year}-07-16`, july.endDate);
    // Ended the day before; and a Draft contract: neither is in force.
    await f.contracted(1, top, `${year}-06-01`, `${year}-06-30`);
    const drafted = await f.employee(top);
    const draft = await t.call(acme, contractEndpoints.create, {
      body: {
        name: 'Draft',
        type: 0,
        start: july.startDate,
        end: july.endDate,
        employeeId: drafted,
        jobTitleId: top,
        salaryStructureId: f.structureId,
        workEntrySource: 0,
        contractWorkingSchedules: [
          { workingScheduleId: f.scheduleId, from: july.startDate, to: july.endDate },
        ],
      } as never,
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const contracts = t.services.employment.contracts;
    const ctx = systemContext(acmeId);
    const both = [whole!, moved!].sort();
    expect(await contracts.employeesInForce(ctx, july.startDate, july.endDate)).toEqual(both);
    expect(await contracts.employeesInForce(ctx, july.startDate, july.endDate, [top])).toEqual(both);
    expect(await contracts.employeesInForce(ctx, july.startDate, july.endDate, [other])).toEqual([]);
    expect(await contracts.employeesInForce(ctx, july.startDate, july.endDate, [])).toEqual([]);
    // The first half alone: the moved employee's contract then was on `other`.
    expect(await contracts.employeesInForce(ctx, july.startDate, `${year}-07-10`, [other])).toEqual([moved]);
  });
});

describe('refusals, the list and tenants', () => {
  it('refuses a bad period, an unknown department or employee, and nobody to pay', async () => {
    const may = month(5);
    const refused = async (body: Record<string, unknown>, status: number, code: string) => {
      const r = await create({ name: 'Refused', ...body });
      expect(r.statusCode, r.body).toBe(status);
      expect(errorOf(r).code).toBe(code);
      return errorOf(r);
    };
    await refused({ startDate: may.endDate, endDate: may.startDate }, 422, 'Payslip:EndBeforeStart');
    await refused({ startDate: `${year - 1}-05-01`, endDate: `${year}-05-01` }, 422, 'Payslip:PeriodTooLong');
    await refused({ ...may, departmentId: crypto.randomUUID() }, 404, 'PayrollRun:DepartmentNotFound');
    await refused({ ...may, employeeIds: [crypto.randomUUID()] }, 422, 'Payslip:EmployeeNotFound');
    const both = await create({
      name: 'Both',
      ...may,
      departmentId: f.departments.top.id,
      employeeIds: [crypto.randomUUID()],
    });
    expect(both.statusCode).toBe(400);
    // Nobody of the tests has a contract in May, nor anyone under the other department in it.
    const nobody = await refused(may, 422, 'PayrollRun:NoEmployees');
    expect(nobody.message).toBe(
      `No employee has an Active contract from ${displayParam(may.startDate)} to ${displayParam(may.endDate)} in this choice.`,
    );
    await refused({ ...may, departmentId: f.departments.other.id }, 422, 'PayrollRun:NoEmployees');
    // Last year's fiscal period is Closed.
    const lastYear = new Date().getUTCFullYear() - 1;
    const closed = await create({
      name: 'Closed',
      startDate: `${lastYear}-06-01`,
      endDate: `${lastYear}-06-30`,
    });
    expect(closed.statusCode, closed.body).toBe(422);
  });

  it('lists runs newest first, by state and by name; another tenant sees none of them', async () => {
    const all = ok<PagedResult<PayrollRunDto>>(
      await t.call(acme, R.list, { query: { maxResultCount: 100 } }),
    );
    expect(all.totalCount).toBeGreaterThanOrEqual(4);
    const times = all.items.map((r) => r.creationTime);
    expect(times).toEqual([...times].sort().reverse());
    const confirmed = ok<PagedResult<PayrollRunDto>>(
      await t.call(acme, R.list, { query: { state: PayrollRunState.Confirmed, maxResultCount: 100 } }),
    );
    expect(confirmed.items.length).toBeGreaterThan(0);
    expect(confirmed.items.every((r) => r.state === PayrollRunState.Confirmed)).toBe(true);
    const january = confirmed.items.find((r) => r.name === 'January')!;
    expect(january).toMatchObject({ employeeCount: 5, generated: 5, totals: { net: '8260.00' } });
    // Each run says how its employees were chosen, in the list as in its own answer.
    const kinds = Object.fromEntries(all.items.map((r) => [r.name, [r.selection, r.departmentName]]));
    expect(kinds).toMatchObject({
      January: [PayrollRunSelection.Everyone, null],
      February: [PayrollRunSelection.Department, f.departments.top.name],
      March: [PayrollRunSelection.Employees, null],
    });
    const byName = ok<PagedResult<PayrollRunDto>>(
      await t.call(acme, R.list, { query: { sorting: 'name', maxResultCount: 100 } }),
    );
    const names = byName.items.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const tenant = await t.createTenant();
    const other = await t.login(tenant.name);
    expect(ok<PagedResult<PayrollRunDto>>(await t.call(other, R.list, { query: {} })).totalCount).toBe(0);
    for (const endpoint of [R.get, R.categoryTotals, R.cancel, R.confirm, R.retryFailed]) {
      const r = await t.call(other, endpoint as typeof R.get, { params: { id: january.id } });
      expect(r.statusCode, r.body).toBe(404);
      expect(errorOf(r).code).toBe('PayrollRun:NotFound');
    }
    expect((await t.call(other, R.failures, { params: { id: january.id }, query: {} })).statusCode).toBe(404);
  });
});

describe('the period a new run proposes, and who of a period is paid already', () => {
  const nextPeriod = async (token = acme) =>
    ok<PayrollRunNextPeriodDto>(await t.call(token, R.nextPeriod, {}));
  const check = async (query: Record<string, string>) =>
    ok<PayrollRunPeriodCheckDto>(await t.call(acme, R.periodCheck, { query: query as never }));

  it('proposes the month after the latest paid, counts those paid already, and this month when none was', async () => {
    // Later than anything the other tests or the demo pay: three years ahead, with no fiscal period yet.
    const ahead = new Date().getUTCFullYear() + 3;
    const march = { startDate: `${ahead}-03-01`, endDate: `${ahead}-03-31` };
    const april = { startDate: `${ahead}-04-01`, endDate: `${ahead}-04-30` };
    const top = await f.contracted(2, f.jobTitles.top, march.startDate, april.endDate);
    const other = await f.contracted(1, f.jobTitles.other, march.startDate, april.endDate);
    expect((await nextPeriod()).startDate < march.startDate).toBe(true);
    expect(await check(march)).toEqual({ confirmedEmployees: 0, draftInRunEmployees: 0 });

    const run = await generated(ok<PayrollRunDto>(await create({ name: 'Ahead March', ...march })).id);
    expect(run).toMatchObject({ employeeCount: 3, generated: 3 });
    // Generated, not yet confirmed: its month is being paid, so the next is proposed; the check says the
    // three would fail on another run's drafts.
    expect(await nextPeriod()).toEqual({ ...april, after: march.endDate });
    expect(await check(march)).toEqual({ confirmedEmployees: 0, draftInRunEmployees: 3 });
    ok(await t.call(acme, R.confirm, { params: { id: run.id } }));
    expect(await nextPeriod()).toEqual({ ...april, after: march.endDate });
    // All three are paid already; of the department `top` (and its sub-department) two; a period that
    // only touches March (a cut-off month) counts them too; April nobody.
    expect(await check(march)).toEqual({ confirmedEmployees: 3, draftInRunEmployees: 0 });
    expect(await check({ ...march, departmentId: f.departments.top.id })).toEqual({
      confirmedEmployees: top.length,
      draftInRunEmployees: 0,
    });
    expect(await check({ ...march, departmentId: f.departments.other.id })).toEqual({
      confirmedEmployees: other.length,
      draftInRunEmployees: 0,
    });
    expect(await check({ startDate: `${ahead}-03-16`, endDate: `${ahead}-04-15` })).toMatchObject({
      confirmedEmployees: 3,
    });
    expect(await check(april)).toEqual({ confirmedEmployees: 0, draftInRunEmployees: 0 });

    // A run in which nobody could be paid (a department whose employees were all paid for March) ends
    // Failed and does not move the proposal; one cancelled does not either.
    const failedRun = await runUntil(
      t,
      acme,
      ok<PayrollRunDto>(
        await create({ name: 'Ahead March again', ...march, departmentId: f.departments.top.id }),
      ).id,
      (r) => r.state === PayrollRunState.Failed,
    );
    expect(failedRun).toMatchObject({ employeeCount: 2, generated: 0, failed: 2 });
    expect((await failuresOf(failedRun.id)).items.map((x) => x.code)).toEqual([
      'Payslip:ConfirmedExists',
      'Payslip:ConfirmedExists',
    ]);
    const listed = ok<PagedResult<PayrollRunDto>>(
      await t.call(acme, R.list, { query: { state: PayrollRunState.Failed, maxResultCount: 100 } }),
    );
    expect(listed.items.map((r) => r.id)).toContain(failedRun.id);
    expect(ok<PayrollRunDto>(await t.call(acme, R.cancel, { params: { id: failedRun.id } })).state).toBe(
      PayrollRunState.Cancelled,
    );
    const aprilRun = await generated(ok<PayrollRunDto>(await create({ name: 'Ahead April', ...april })).id);
    expect(await nextPeriod()).toMatchObject({ startDate: `${ahead}-05-01`, endDate: `${ahead}-05-31` });
    ok(await t.call(acme, R.cancel, { params: { id: aprilRun.id } }));
    expect(await nextPeriod()).toEqual({ ...april, after: march.endDate });

    // A tenant that has paid nobody: the current month on its own calendar (14 hours ahead of UTC here).
    const tenant = await t.createTenant();
    const zone = 'Pacific/Kiritimati';
    await t.services.platform.settings.setForCurrentTenant(
      { tenantId: tenant.id },
      SettingNames.TimeZone,
      zone,
    );
    const before = dateIn(zone, new Date());
    const proposed = await nextPeriod(await t.login(tenant.name));
    expect(proposed.after).toBeNull();
    expect(proposed).toEqual({ ...monthOf(proposed.startDate), after: null });
    // The month of the tenant's today (the test tolerates a month's turn between the two readings).
    expect([monthOf(before).startDate, monthOf(dateIn(zone, new Date())).startDate]).toContain(
      proposed.startDate,
    );
  });

  it('follows a cut-off month and the calendar month', () => {
    expect(periodAfter('2026-11-30')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(periodAfter('2026-12-31')).toEqual({ startDate: '2027-01-01', endDate: '2027-01-31' });
    expect(periodAfter('2028-01-31')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
    expect(periodAfter('2026-07-15')).toEqual({ startDate: '2026-07-16', endDate: '2026-08-15' });
    expect(periodAfter('2026-12-20')).toEqual({ startDate: '2026-12-21', endDate: '2027-01-20' });
    expect(periodAfter('2027-01-30')).toEqual({ startDate: '2027-01-31', endDate: '2027-02-27' });
  });
});

describe("a run's change log (issue 40 §7)", () => {
  it("records each payslip once with its header and without its lines and inputs, and the run's own changes", async () => {
    const october = month(10);
    const employees = await f.contracted(3, f.jobTitles.other, october.startDate, october.endDate);
    const owner = async <R>(text: string, values: unknown[] = []) =>
      (await t.db.ownerSql.query<R>(text, values)).rows;
    const [{ last }] = (await owner<{ last: string }>(
      'select coalesce(max(id), 0)::text as last from audit_entity_changes',
    )) as [{ last: string }];
    const created = ok<PayrollRunDto>(await create({ name: 'October', ...october, employeeIds: employees }));
    const run = await generated(created.id);
    expect(run).toMatchObject({ generated: 3, failed: 0 });
    const changes = await owner<{
      entity_type: string;
      entity_id: string;
      change_type: number;
      properties: Record<string, [unknown, unknown]>;
    }>('select * from audit_entity_changes where id > $1::bigint order by id', [last]);
    const rows = await owner<{ id: string; row: Record<string, unknown> }>(
      `select id::text, to_jsonb(p) as row from payslips p where run_id = $1 order by id`,
      [run.id],
    );
    expect(rows).toHaveLength(3);
    // Exactly one record per payslip (created) and the run's own: created (Queued), Running, Generated.
    expect(changes.map((c) => `${c.entity_type} ${c.change_type}`).sort()).toEqual([
      'PayrollRun 0',
      'PayrollRun 1',
      'PayrollRun 1',
      'Payslip 0',
      'Payslip 0',
      'Payslip 0',
    ]);
    expect(changes.filter((c) => c.entity_type === 'PayrollRun').every((c) => c.entity_id === run.id)).toBe(
      true,
    );
    const bookkeeping = ['id', 'tenant_id', 'creation_time', 'creator_id', 'concurrency_stamp'];
    for (const { id, row } of rows) {
      const [record, ...more] = changes.filter((c) => c.entity_type === 'Payslip' && c.entity_id === id);
      expect(more).toEqual([]);
      // The header: every other column that has a value, each with it; not the lines nor the inputs.
      const header = Object.keys(row)
        .filter((column) => row[column] !== null && !bookkeeping.includes(column))
        .filter((column) => column !== 'items' && column !== 'inputs')
        .sort();
      expect(Object.keys(record!.properties).sort()).toEqual(header);
      expect(header).toEqual(
        expect.arrayContaining([
          'employee_id',
          'gross',
          'net',
          'number_seq',
          'run_id',
          'state',
          'start_date',
        ]),
      );
      for (const column of header) expect(record!.properties[column]).toEqual([null, row[column]]);
      expect(record!.properties).not.toHaveProperty('items');
      expect(record!.properties).not.toHaveProperty('inputs');
      expect((row.items as unknown[]).length).toBeGreaterThan(0);
    }
  });
});
