import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { type PayrollRunDto, PayrollRunState, PayslipState, payrollRunEndpoints as R } from '@hr/contracts';
import { and, eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../platform/context.ts';
import { startJobs } from '../../platform/jobs.ts';
import { runFixture } from '../../test/helpers/payroll-run.ts';
import { startServerProcess, until as waitUntil } from '../../test/helpers/server-process.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testSecretsKey } from '../../test/test-database.ts';
import { payrollRunPartQueue, payrollRunQueues, runDispatcher } from './payroll.jobs.ts';
import { payslips } from './payroll.tables.ts';
import type { PayrollRunJob, PayrollRunPartJob } from './payroll-run.service.ts';

/**
 * A payroll run spread over two server processes (issue 45), one killed with SIGKILL in the middle of its
 * parts: two real servers (`payroll-run-parts.child.ts`: the app, pg-boss and every module's workers,
 * listening on ports of their own) on this test's PostgreSQL database. The run of 60 employees is split
 * into parts of 10; server A takes the run's job and parts, commits one and holds the next batches before
 * their commit; A is killed; server B, started then, takes the parts left and A's parts again (pg-boss's
 * expiry and retry) and the run is Generated with every employee paid exactly
 * once. Needs a real server (two processes on one database), so it runs in the `pg` stage.
 */
const serverUrl = process.env.DATABASE_URL;
const childScript = path.join(import.meta.dirname, 'payroll-run-parts.child.ts');
const employeeCount = 60;
const partSize = 10;

/** Two years back: no fiscal period covers it, no demo contract is in force. */
const year = new Date().getUTCFullYear() - 2;
const period = { startDate: `${year}-03-01`, endDate: `${year}-03-31` };

/** A server process: what it printed, its marker lines as they come, and its SIGKILL. */
interface Server {
  child: ChildProcess;
  applicationName: string;
  output: () => string;
  /** The JSON of the first line starting with `word` (rejects if the process ends first or in 90 s). */
  marker<T>(word: string): Promise<T>;
}

describe.skipIf(!serverUrl)('a payroll run over two server processes, one killed', () => {
  let t: TestApp;
  let acme: string;
  let acmeId: string;
  let boss: PgBoss;
  let employeeIds: string[];
  const servers: Server[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    acme = await t.login('acme');
    acmeId = (await t.services.tenancy.tenants.findByName('acme'))!.id;
    const f = await runFixture(t, acme);
    employeeIds = await f.contracted(employeeCount, f.jobTitles.top, period.startDate, period.endDate);
    // This process only queues the run (the product's dispatcher, in the create's transaction): it works
    // on no queue, so the servers do all the work.
    boss = await startJobs(t.db, t.app.log);
    await payrollRunQueues(boss);
    t.services.payroll.runs.setDispatcher(runDispatcher(boss));
  });

  afterAll(async () => {
    for (const s of servers)
      if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
    await boss?.stop({ graceful: false, wait: true, timeout: 2000 });
    await t?.close();
  });

  let serial = 0;
  async function startServer(env: Record<string, string>): Promise<Server> {
    // The server's connections carry this name, so that the test can see them gone after its kill.
    const applicationName = `hr_parts_${process.pid}_${serial++}`;
    const url = new URL(t.db.url!);
    url.searchParams.set('application_name', applicationName);
    const started = await startServerProcess({
      script: childScript,
      // Its end of stdin closes when this process dies: the child then ends too.
      stdin: 'pipe',
      env: {
        DATABASE_URL: url.toString(),
        DATA_DIR: 'memory://',
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent',
        WEB_CONCURRENCY: '1',
        SEED_DEMO: 'false',
        DEMO_TERMINAL_SIMULATOR: 'off',
        SECRETS_KEY: testSecretsKey,
        PAYROLL_PART_SIZE: String(partSize),
        // A held part is taken for dead after 5 s, found so every second, and its retry (not announced)
        // looked for every second (production: 120 s, 120 s and 10 s).
        PAYROLL_PART_EXPIRY_SECONDS: '5',
        JOBS_MAINTENANCE_SECONDS: '1',
        JOBS_POLL_SECONDS: '1',
        ...env,
      },
    });
    const { child, output } = started;
    const server: Server = {
      child,
      applicationName,
      output,
      marker<T>(word: string) {
        const line = new RegExp(`^${word} (.+)$`, 'm');
        return new Promise<T>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no ${word} within 90 s:\n${output()}`)), 90_000);
          const look = () => {
            const m = line.exec(output());
            if (!m) return;
            clearTimeout(timer);
            resolve(JSON.parse(m[1]!) as T);
          };
          started.onOutput(look);
          look();
          child.once('exit', (code, signal) => {
            clearTimeout(timer);
            reject(new Error(`the server ended (${signal ?? code}) before ${word}:\n${output()}`));
          });
        });
      },
    };
    servers.push(server);
    return server;
  }

  /** SIGKILL, then wait until PostgreSQL has ended the process's connections (and their transactions). */
  async function kill(server: Server) {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGKILL');
    await exited;
    expect(server.child.signalCode).toBe('SIGKILL');
    for (let i = 0; ; i++) {
      const { rows } = await t.db.ownerSql.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where application_name = $1',
        [server.applicationName],
      );
      if (rows[0]!.n === 0) break;
      if (i > 100) throw new Error(`the killed server's connections are still open`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  const get = async (id: string) => {
    const r = await t.call(acme, R.get, { params: { id } });
    expect(r.statusCode, r.body).toBe(200);
    return r.json<PayrollRunDto>();
  };

  /** The run once `ok` holds (waiting, not timing: the test's own timeout bounds it). */
  const until = (id: string, ok: (run: PayrollRunDto) => boolean, servers: Server[]) => {
    let last: PayrollRunDto | undefined;
    let parts: unknown[] = [];
    return waitUntil(
      async () => {
        for (const s of servers)
          if (s.child.exitCode !== null) throw new Error(`a server ended:\n${s.output()}`);
        last = await get(id);
        if (!ok(last))
          parts = (
            await t.db.ownerSql.query(
              `select state, retry_count, started_on, data->>'part' as part from pgboss.job where name = $1`,
              [payrollRunPartQueue],
            )
          ).rows;
        return last;
      },
      ok,
      'the run',
      {
        tries: 450,
        everyMs: 200,
        detail: () =>
          `it stayed ${JSON.stringify(last)}; parts ${JSON.stringify(parts)}; the servers said:\n${servers.map((s) => s.output()).join('\n---\n')}`,
      },
    );
  };

  it('the parts spread over both; the killed one’s parts are taken again; each employee paid once', async () => {
    const r = await t.call(acme, R.create, { body: { name: 'March in parts', ...period } });
    expect(r.statusCode, r.body).toBe(200);
    const created = r.json<PayrollRunDto>();
    expect(created).toMatchObject({ state: PayrollRunState.Queued, employeeCount });

    // A takes the run's job (it splits it into six parts) and parts: its first batch commits, its second
    // stops before its commit (its transaction sees the first's ten payslips and its own ten).
    const a = await startServer({ PARTS_HOLD: '1' });
    const held = await a.marker<{ employeeIds: string[]; payslips: number }>('PARTS-HOLD');
    expect(held.payslips).toBe(2 * partSize);
    expect(held.employeeIds).toHaveLength(partSize);
    const { rows: parts } = await t.db.ownerSql.query<{ n: number }>(
      `select count(*)::int as n from pgboss.job where name = $1 and data->>'runId' = $2`,
      [payrollRunPartQueue, created.id],
    );
    expect(parts[0]!.n).toBe(employeeCount / partSize);

    // A dies with its batches in hand: they roll back, the first batch's payslips stay.
    await kill(a);
    const midway = await get(created.id);
    expect(midway).toMatchObject({
      state: PayrollRunState.Running,
      generated: partSize,
      remaining: employeeCount - partSize,
    });

    // B, a second server, takes the parts left and A's parts again (retried after their expiry).
    const b = await startServer({});
    await b.marker('PARTS-SERVING');
    const done = await until(created.id, (run) => run.state !== PayrollRunState.Running, [b]);
    expect(done).toMatchObject({
      state: PayrollRunState.Generated,
      employeeCount,
      generated: employeeCount,
      failed: 0,
      remaining: 0,
      // 60 × (1000 + 250 − 70).
      totals: { gross: '75000.00', deductions: '4200.00', net: '70800.00' },
    });

    // Every employee exactly once: one payslip each, all Draft, the held ones among them.
    const slips = await t.db.transaction(systemContext(acmeId), (tx) =>
      tx
        .select({ employeeId: payslips.employeeId, state: payslips.state })
        .from(payslips)
        .where(and(eq(payslips.tenantId, acmeId), eq(payslips.runId, created.id))),
    );
    expect(slips).toHaveLength(employeeCount);
    expect(slips.map((p) => p.employeeId).sort()).toEqual([...employeeIds].sort());
    expect(slips.every((p) => p.state === PayslipState.Draft)).toBe(true);
    expect(held.employeeIds.every((id) => slips.some((p) => p.employeeId === id))).toBe(true);
    // The parts: six jobs, all completed, those A held completed by a retry (pg-boss's expiry).
    const { rows: jobs } = await t.db.ownerSql.query<{ state: string; retries: number }>(
      `select state, retry_count as retries from pgboss.job where name = $1 and data->>'runId' = $2`,
      [payrollRunPartQueue, created.id],
    );
    expect(jobs).toHaveLength(employeeCount / partSize);
    expect(jobs.every((j) => j.state === 'completed')).toBe(true);
    expect(jobs.filter((j) => j.retries > 0).length).toBeGreaterThanOrEqual(1);
  });
});

/**
 * The parts without the queue, in this process (PGlite and PostgreSQL): every part of a run run at once,
 * each twice (a retried part beside the attempt it replaced), so that parts finish at the same moment.
 */
describe('parts run at once, each twice', () => {
  let t: TestApp;
  let acme: string;
  let acmeId: string;
  let employeeIds: string[];
  const april = { startDate: `${year}-04-01`, endDate: `${year}-04-30` };

  beforeAll(async () => {
    t = await createTestApp();
    acme = await t.login('acme');
    acmeId = (await t.services.tenancy.tenants.findByName('acme'))!.id;
    const f = await runFixture(t, acme);
    employeeIds = await f.contracted(12, f.jobTitles.top, april.startDate, april.endDate);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('pays each employee once and finishes the run once, Generated', async () => {
    const runs = t.services.payroll.runs;
    const jobs: PayrollRunJob[] = [];
    runs.setDispatcher(async (job) => {
      jobs.push(job);
    });
    const ctx = systemContext(acmeId);
    const created = await runs.create(ctx, { name: 'April in parts', ...april });
    expect(created.employeeCount).toBe(12);
    const parts: PayrollRunPartJob[] = [];
    expect(
      await runs.split(
        jobs[0]!,
        async (p) => {
          parts.push(...p);
        },
        { partSize: 2 },
      ),
    ).toEqual({ parts: 6 });
    // Six ranges of two employees each, in id order, none overlapping.
    const sorted = [...employeeIds].sort();
    expect(parts.map((p) => [p.first, p.last])).toEqual(
      Array.from({ length: 6 }, (_, i) => [sorted[2 * i], sorted[2 * i + 1]]),
    );
    expect((await runs.get(ctx, created.id)).state).toBe(PayrollRunState.Running);

    const results = await Promise.all([...parts, ...parts].map((p) => runs.runPart(p)));
    // Each employee's batch was taken by one attempt only: six batches in all.
    expect(results.reduce((n, r) => n + r.batches, 0)).toBe(6);
    const done = await runs.get(ctx, created.id);
    expect(done).toMatchObject({
      state: PayrollRunState.Generated,
      generated: 12,
      failed: 0,
      remaining: 0,
      totals: { gross: '15000.00', deductions: '840.00', net: '14160.00' },
    });
    expect(done.finishTime).not.toBeNull();
    const slips = await t.db.transaction(ctx, (tx) =>
      tx
        .select({ employeeId: payslips.employeeId })
        .from(payslips)
        .where(and(eq(payslips.tenantId, acmeId), eq(payslips.runId, created.id))),
    );
    expect(slips.map((p) => p.employeeId).sort()).toEqual(sorted);
    // A part's job once more (a late retry): nothing to do, the run stays as it is.
    expect(await runs.runPart(parts[0]!)).toEqual({ batches: 0 });
    expect(await runs.split(jobs[0]!, async () => {}, { partSize: 2 })).toEqual({ parts: 0 });
    expect((await runs.get(ctx, created.id)).finishTime).toBe(done.finishTime);
  });
});
