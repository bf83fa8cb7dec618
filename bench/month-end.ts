/**
 * npm run bench:month-end : the product under a month-end's mix of work, on a throwaway database of the
 * PostgreSQL server of DATABASE_URL (scripts/with-postgres.mjs starts one), the product as its own process, as
 * `npm start` runs it (the compiled server with its Node options).
 *
 * Set-up (not measured): the demo seeded, then the payroll benches' month (bench/payroll-seed.ts: 10,000
 * employees with contracts and a month of attendance, BENCH_EMPLOYEES); the first 200 of them given users
 * (BENCH_SELF_SERVICE; SQL copies of one user made through the API, the same password); an HR role that
 * reads and decides leave requests with 5 users (BENCH_APPROVERS); a terminal on the terminal simulator
 * holding 20,000 punches (BENCH_PUNCHES).
 *
 * 1. The run alone: last month's payroll run of the 10,000 through the API (queued, run by the server's
 *    pg-boss workers in parts), timed from its create to Generated. Then cancelled, so that the next run
 *    pays the same employees again.
 * 2. For BENCH_SECONDS (120), all at once:
 *    - the 200 employees sign in once, one after another over the first BENCH_RAMP_MS (10 s; each from an
 *      address of their own, as behind a proxy: TRUSTED_PROXIES), then each reads with their token their
 *      attendance of last month, their leave balances and their payslips in turn, pausing BENCH_THINK_MS (1,000) after each answer;
 *    - 50 of them (BENCH_FILERS) file a day of leave after each pause (a new working day each time);
 *    - the 5 HR users read the pending leave requests (HR's list) and approve their share of them;
 *    - a terminal sync (the device's log read and stored, through pg-boss);
 *    - the same payroll run again.
 *    The run and the sync are waited for when they outlast the window.
 *
 * Prints, per kind of request, the count, the errors and p50/p95/p99 (ms); the run's time with the load
 * against its time alone; the sync's time; the load average of the machine; and the goals: no errors,
 * self-service p95 under 500 ms, the run within 1.5x its time alone; and the CPU the product's processes,
 * PostgreSQL and this load generator spent while the run ran, alone and under the load (two cores: how much of
 * the machine was left for the run). A custom load generator (fetch, one
 * virtual user per person) rather than autocannon: each person has their own token, their own next request
 * and a pause, which autocannon's fixed request list cannot express; bench:lists measures with autocannon.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { LeavePermissions, LeaveRequestState, LeaveRequestUnit, PayrollRunStates } from '@hr/contracts';
import { startTerminalSimulator } from '../apps/server/src/modules/time/terminal-protocol/index.ts';
import { freePort, startServerProcess } from '../apps/server/src/test/helpers/server-process.ts';
import { postmasterOf, serverCpu } from './cpu.ts';
import { copyRows, seedPayrollMonth } from './payroll-seed.ts';
import { productCommand } from './support.ts';
import { openThrowawayDatabase, seededProduct } from './throwaway.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 120);
const employeeCount = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const selfService = Number(process.env.BENCH_SELF_SERVICE ?? 200);
const filers = Number(process.env.BENCH_FILERS ?? 50);
const approvers = Number(process.env.BENCH_APPROVERS ?? 5);
const thinkMs = Number(process.env.BENCH_THINK_MS ?? 1000);
const punchCount = Number(process.env.BENCH_PUNCHES ?? 20_000);
/** The people sign in over the window's first BENCH_RAMP_MS (10 s), one after another, as a morning does. */
const rampMs = Number(process.env.BENCH_RAMP_MS ?? 10_000);
const password = '1q2w3E*';
if (filers > selfService) throw new Error('BENCH_FILERS cannot exceed BENCH_SELF_SERVICE');

/** Latencies and errors of one kind of request. */
class Kind {
  readonly times: number[] = [];
  errors = 0;
  readonly samples: string[] = [];
  constructor(readonly name: string) {}
  /** Times `call`; a non-2xx answer or a thrown error counts as an error (the first few kept to print). */
  async time(call: () => Promise<Response>): Promise<Response | undefined> {
    const started = performance.now();
    try {
      const r = await call();
      this.times.push(performance.now() - started);
      if (r.ok) return r;
      this.error(`${r.status} ${(await r.text()).slice(0, 200)}`);
      return undefined;
    } catch (error) {
      this.times.push(performance.now() - started);
      this.error(String(error));
      return undefined;
    }
  }
  error(what: string) {
    this.errors++;
    if (this.samples.length < 3) this.samples.push(what);
  }
  percentile(p: number): number {
    const sorted = [...this.times].sort((a, b) => a - b);
    if (!sorted.length) return Number.NaN;
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(', ');

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hr-month-end-'));
  // One key for this process's set-up and the server's (the signing keys are sealed with it).
  process.env.SECRETS_KEY ??= randomBytes(32).toString('base64');
  const { db, raw, drop } = await openThrowawayDatabase('month_end');
  if (!db.url) throw new Error('DATABASE_URL is not set: run through `npm run bench:month-end`');
  const setupStarted = performance.now();
  const built = await seededProduct(db);
  const month = await seedPayrollMonth(built, raw, employeeCount);
  await raw('analyze');

  const server = await startServerProcess({
    // As `npm start` runs it: the compiled server with its Node options.
    command: await productCommand(),
    env: {
      NODE_ENV: 'production',
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      DEMO_TERMINAL_SIMULATOR: 'off',
      TERMINALS_ON_LOOPBACK: 'on',
      // The people sign in from addresses of their own, as through a proxy on this machine.
      TRUSTED_PROXIES: '127.0.0.1',
    },
  });
  const sim = await startTerminalSimulator({
    port: await freePort(),
    users: 50,
    punches: punchCount,
  });
  try {
    await server.ready();
    const { base } = server;
    // CPU seconds so far of the product's processes (the server and its workers), PostgreSQL and this process.
    const postmaster = await postmasterOf(raw);
    const cpu = () => {
      const own = process.cpuUsage();
      return {
        product: serverCpu(server.child.pid!),
        database: postmaster ? serverCpu(postmaster) : Number.NaN,
        generator: (own.user + own.system) / 1e6,
        at: performance.now(),
      };
    };
    type Cpu = ReturnType<typeof cpu>;
    const cpuSpent = (from: Cpu, to: Cpu) => {
      const wall = (to.at - from.at) / 1000;
      const [p, d, g] = [
        to.product - from.product,
        to.database - from.database,
        to.generator - from.generator,
      ];
      return (
        `CPU over its ${wall.toFixed(1)} s: the product ${p.toFixed(1)} s, PostgreSQL ${d.toFixed(1)} s, ` +
        `the load generator ${g.toFixed(1)} s; ${((p + d + g) / wall).toFixed(2)} of the 2 cores busy`
      );
    };
    let addresses = 0;
    const signIn = (userName: string) =>
      fetch(`${base}/connect/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          __tenant: 'acme',
          'x-forwarded-for': `10.${100 + ((addresses >> 16) % 100)}.${(addresses >> 8) & 255}.${addresses++ & 255}`,
        },
        body: new URLSearchParams({
          grant_type: 'password',
          username: userName,
          password,
          client_id: 'HR_App',
        }),
      });
    const tokenOf = async (r: Response | undefined) =>
      r ? ((await r.json()) as { access_token: string }).access_token : undefined;
    const must = async (r: Response, what: string) => {
      if (!r.ok) throw new Error(`${what}: ${r.status} ${await r.text()}`);
      return r;
    };
    const admin = (await tokenOf(await must(await signIn('admin'), 'the admin signs in')))!;
    const as = (token: string, json = false) => ({
      authorization: `Bearer ${token}`,
      __tenant: 'acme',
      ...(json ? { 'content-type': 'application/json' } : {}),
    });
    const post = (token: string, url: string, body?: unknown) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: as(token, body !== undefined),
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const put = (token: string, url: string, body: unknown) =>
      fetch(`${base}${url}`, { method: 'PUT', headers: as(token, true), body: JSON.stringify(body) });
    const get = (token: string, url: string) => fetch(`${base}${url}`, { headers: as(token) });

    // HR: a role that reads and decides leave requests, and its users.
    await must(await post(admin, '/api/identity/roles', { name: 'Bench HR' }), 'the HR role');
    await must(
      await put(admin, '/api/permission-management/permissions?providerName=R&providerKey=Bench%20HR', {
        permissions: [
          LeavePermissions.LeaveRequests.Default,
          LeavePermissions.LeaveRequests.Approve,
          LeavePermissions.LeaveRequests.Reject,
        ].map((name) => ({ name, isGranted: true })),
      }),
      'the HR role’s grants',
    );
    for (let i = 1; i <= approvers; i++)
      await must(
        await post(admin, '/api/identity/users', {
          userName: `bench.hr${i}`,
          email: `bench.hr${i}@acme.example`,
          password,
          roleNames: ['Bench HR'],
        }),
        'an HR user',
      );
    // The employees' users: one through the API, copied by SQL for the first N employees of the month.
    const template = (await (
      await must(
        await post(admin, '/api/identity/users', {
          userName: 'bench.person',
          email: 'bench.person@acme.example',
          password,
          roleNames: [],
        }),
        'the employees’ template user',
      )
    ).json()) as { id: string };
    await copyRows(
      raw,
      'users',
      `t.id = '${template.id}'`,
      `select * from bench_people where n <= ${selfService}`,
      {
        id: 'gen_random_uuid()',
        user_name: `'bench.person' || s.n`,
        normalized_user_name: `'BENCH.PERSON' || s.n`,
        email: `'bench.person' || s.n || '@acme.example'`,
        normalized_email: `'BENCH.PERSON' || s.n || '@ACME.EXAMPLE'`,
        employee_id: 's.employee_id',
        security_stamp: 'md5(random()::text)',
        concurrency_stamp: 'md5(random()::text)',
      },
    );
    await raw(
      `update employees e set user_id = u.id from users u where u.employee_id = e.id and u.user_name like 'bench.person%'`,
    );
    // The terminal, on the simulator. The demo seed's terminal (127.0.0.1 at DEMO_TERMINAL_PORT, where no
    // simulator of this bench runs, or another process's) is deleted first: a sync starts a run per terminal,
    // and the bench measures its own device's (the full run of session 18 timed the demo terminal's run,
    // which read nothing, instead of the 20,000 punches).
    const terminals = (await (
      await must(await get(admin, '/api/app/terminal?maxResultCount=100'), 'the terminals')
    ).json()) as { items: Array<{ id: string }> };
    for (const t of terminals.items)
      await must(
        await fetch(`${base}/api/app/terminal/${t.id}`, { method: 'DELETE', headers: as(admin) }),
        'a demo terminal deleted',
      );
    const terminal = (await (
      await must(
        await post(admin, '/api/app/terminal', {
          name: 'Bench gate',
          ipAddress: '127.0.0.1',
          port: sim.port,
          comKey: 0,
        }),
        'the terminal',
      )
    ).json()) as { id: string };
    console.log(
      `\nMonth-end on PostgreSQL: set-up ${((performance.now() - setupStarted) / 1000).toFixed(1)} s ` +
        `(${employeeCount.toLocaleString('en')} employees, ${selfService} with users, ${approvers} HR users, ` +
        `a terminal of ${punchCount.toLocaleString('en')} punches); load average ${load()}`,
    );

    const runBody = { name: 'Month-end run', ...month.period, departmentId: month.department.id };
    const { Queued, Running, Generated } = PayrollRunStates.values;
    /** Creates the run and waits until it leaves Queued and Running: its time, and the run. */
    const payrollRun = async (name: string) => {
      const started = performance.now();
      const created = (await (
        await must(await post(admin, '/api/app/payroll-run', { ...runBody, name }), 'the payroll run')
      ).json()) as { id: string };
      for (;;) {
        const run = (await (
          await must(await get(admin, `/api/app/payroll-run/${created.id}`), 'the run')
        ).json()) as {
          id: string;
          state: number;
          generated: number;
          failed: number;
        };
        if (run.state !== Queued && run.state !== Running) return { ms: performance.now() - started, run };
        await sleep(250);
      }
    };

    // 1. The run alone.
    const loadBefore = load();
    const cpuBeforeAlone = cpu();
    const alone = await payrollRun('Month-end run, alone');
    const cpuAfterAlone = cpu();
    if (alone.run.state !== Generated || alone.run.failed)
      throw new Error(`the run alone ended ${JSON.stringify(alone.run)}`);
    console.log(
      `the run alone: ${(alone.ms / 1000).toFixed(1)} s for ${alone.run.generated} payslips ` +
        `(load average before ${loadBefore}, after ${load()}); ${cpuSpent(cpuBeforeAlone, cpuAfterAlone)}`,
    );
    await built.services.payroll.runs.cancel(month.ctx, alone.run.id);

    // 2. Everything at once.
    const kinds = {
      signIn: new Kind('sign-in (employees)'),
      attendance: new Kind('own attendance'),
      balances: new Kind('own leave balances'),
      payslips: new Kind('own payslips'),
      file: new Kind('file a leave request'),
      hrList: new Kind('HR: pending leave requests'),
      approve: new Kind('HR: approve'),
      sync: new Kind('terminal sync (start)'),
    };
    const lastMonth = `fromDate=${month.period.startDate}&toDate=${month.period.endDate}`;
    const loadAtStart = load();
    const started = performance.now();
    const endAt = started + seconds * 1000;
    const running = () => performance.now() < endAt;

    const cpuAtStart = cpu();
    let cpuAtRunEnd: Cpu | undefined;
    const run = payrollRun('Month-end run, under load').then((r) => {
      cpuAtRunEnd = cpu();
      return r;
    });
    const sync = (async () => {
      const t0 = performance.now();
      const r = await kinds.sync.time(() => post(admin, '/api/app/job-execution-record/sync-attendance'));
      const recordIds = r ? ((await r.json()) as { recordIds: string[] }).recordIds : [];
      if (!recordIds.length) return { ms: Number.NaN, details: 'not started' };
      for (;;) {
        const list = (await (
          await get(admin, '/api/app/job-execution-record?maxResultCount=100')
        ).json()) as {
          items: Array<{ id: string; status: number; details?: string | null; terminalId: string | null }>;
        };
        // The bench terminal's run (the only terminal left; its id checked all the same).
        const record = list.items.find((x) => recordIds.includes(x.id) && x.terminalId === terminal.id);
        if (record && record.status >= 2)
          return { ms: performance.now() - t0, status: record.status, details: record.details ?? '' };
        await sleep(500);
      }
    })();

    // A working day (Sunday to Thursday) per leave request: each filer's own, ascending, next year on.
    const nextYear = Number(month.period.startDate.slice(0, 4)) + 2;
    const workingDay = (k: number) => {
      const d = new Date(Date.UTC(nextYear, 0, 1));
      let count = -1;
      for (;;) {
        const dow = d.getUTCDay();
        if (dow !== 5 && dow !== 6) count++;
        if (count === k) return d.toISOString().slice(0, 10);
        d.setUTCDate(d.getUTCDate() + 1);
      }
    };
    // Each person signs in once, at their moment of the ramp, then reads with their token.
    const person = async (n: number) => {
      await sleep(((n - 1) * rampMs) / selfService);
      const token = await tokenOf(await kinds.signIn.time(() => signIn(`bench.person${n}`)));
      if (!token) return;
      let filed = 0;
      while (running()) {
        await kinds.attendance.time(() =>
          get(token, `/api/app/attendance-request/own-attendances?${lastMonth}`),
        );
        await sleep(thinkMs);
        if (!running()) break;
        await kinds.balances.time(() =>
          get(token, '/api/app/leave-allocation/own-allocations?maxResultCount=20'),
        );
        await sleep(thinkMs);
        if (!running()) break;
        await kinds.payslips.time(() => get(token, '/api/app/payslip/my?maxResultCount=20'));
        await sleep(thinkMs);
        if (n <= filers && running()) {
          const day = workingDay(filed++);
          await kinds.file.time(() =>
            post(token, '/api/app/leave-request', {
              leaveTypeId: month.leaveTypeId,
              leaveUnit: LeaveRequestUnit.Days,
              createDailyLeaveRequestDto: { from: day, to: day },
              reason: 'Month-end bench',
            }),
          );
          await sleep(thinkMs);
        }
      }
    };
    const hr = async (k: number) => {
      await sleep(((k - 1) * rampMs) / approvers);
      const token = await tokenOf(await kinds.signIn.time(() => signIn(`bench.hr${k}`)));
      if (!token) return;
      while (running()) {
        const r = await kinds.hrList.time(() =>
          get(
            token,
            `/api/app/leave-request/all?states=${LeaveRequestState.PendingApproval}&maxResultCount=50`,
          ),
        );
        const items = r
          ? ((await r.json()) as { items: Array<{ id: string; taskId: string | null; canApprove: boolean }> })
              .items
          : [];
        // Each approver decides their share (by the task id's last digit), so that two never race for one.
        for (const item of items) {
          if (!running()) break;
          if (
            !item.taskId ||
            !item.canApprove ||
            Number.parseInt(item.taskId.slice(-2), 16) % approvers !== k - 1
          )
            continue;
          await kinds.approve.time(() => post(token, `/api/app/go-task/approve-go-task/${item.taskId}`));
          await sleep(thinkMs);
        }
        await sleep(thinkMs);
      }
    };
    await Promise.all([
      ...Array.from({ length: selfService }, (_, i) => person(i + 1)),
      ...Array.from({ length: approvers }, (_, i) => hr(i + 1)),
    ]);
    const windowMs = performance.now() - started;
    const loadAtWindowEnd = load();
    const underLoad = await run;
    const synced = await sync;
    const pending = Number(
      (
        await raw(`select count(*)::int as n from leave_requests where tenant_id = $1 and state = $2`, [
          month.tenantId,
          LeaveRequestState.PendingApproval,
        ])
      )[0]!.n,
    );

    console.log(
      `\nall at once for ${(windowMs / 1000).toFixed(0)} s (BENCH_SECONDS ${seconds}): ${selfService} employees ` +
        `(${filers} filing), ${approvers} HR users, signing in over ${rampMs / 1000} s, a pause of ${thinkMs} ms after each answer; ` +
        `load average at the start ${loadAtStart}, at the end ${loadAtWindowEnd}`,
    );
    const rows = Object.values(kinds).map((k) => ({
      kind: k.name,
      requests: k.times.length,
      errors: k.errors,
      'p50 ms': Math.round(k.percentile(50)),
      'p95 ms': Math.round(k.percentile(95)),
      'p99 ms': Math.round(k.percentile(99)),
    }));
    console.table(rows);
    for (const k of Object.values(kinds))
      for (const sample of k.samples) console.log(`  error (${k.name}): ${sample}`);
    console.log(
      `the payroll run under load: ${(underLoad.ms / 1000).toFixed(1)} s for ${underLoad.run.generated} payslips, ` +
        `state ${underLoad.run.state === Generated ? 'Generated' : underLoad.run.state}; alone ${(alone.ms / 1000).toFixed(1)} s: ` +
        `${(underLoad.ms / alone.ms).toFixed(2)}x; ${cpuSpent(cpuAtStart, cpuAtRunEnd!)}`,
    );
    console.log(
      `the terminal sync: ${(synced.ms / 1000).toFixed(1)} s, status ${synced.status ?? '-'} (${synced.details}); leave requests still pending: ${pending}`,
    );

    const p95Of = (of: Kind[]) => {
      const times = of.flatMap((k) => k.times).sort((a, b) => a - b);
      return times[Math.min(times.length - 1, Math.floor(0.95 * times.length))] ?? Number.NaN;
    };
    const reads = [kinds.attendance, kinds.balances, kinds.payslips, kinds.file];
    const selfP95 = p95Of([kinds.signIn, ...reads]);
    // The requests made with a token, apart: a person signs in once a session, not at every read.
    const readsP95 = p95Of(reads);
    const errors = Object.values(kinds).reduce((n, k) => n + k.errors, 0) + (underLoad.run.failed ? 1 : 0);
    const ratio = underLoad.ms / alone.ms;
    const goal = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.log(
      `\ngoals: errors ${errors} (0: ${goal(errors === 0 && underLoad.run.state === Generated)}); ` +
        `self-service p95 ${Math.round(selfP95)} ms (under 500: ${goal(selfP95 < 500)}; with a token, sign-in left out: ${Math.round(readsP95)} ms); ` +
        `the run ${ratio.toFixed(2)}x its time alone (at most 1.5: ${goal(ratio <= 1.5)})`,
    );
  } finally {
    await server.stop('SIGTERM');
    await sim.close();
    await built.app.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
