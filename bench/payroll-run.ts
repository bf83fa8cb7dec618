/**
 * npm run bench:payroll : a payroll run of 10,000 employees (BENCH_EMPLOYEES) in the product's own code,
 * on a throwaway database of the PostgreSQL server of DATABASE_URL (scripts/with-postgres.mjs starts one;
 * without DATABASE_URL, the embedded PGlite), migrated and seeded with the demo.
 *
 * Set-up (not measured): one employee of acme is made through the services — a job title, a Sunday-Thursday
 * office schedule, an Active contract paid by it, a salary structure of 20 rules (prorating, allowances,
 * overtime, absence, unpaid leave, penalties and rewards, gross and net) — with one attendance record, a
 * 10 % penalty, a reward and a day of unpaid leave; SQL then copies that employee, contract, record,
 * penalty, reward and leave into N employees with a month of attendance each (every expected day at
 * 08:00-16:00, one in twenty days missed, one in seven two hours longer), a penalty for one in ten, a
 * reward for one in ten and a day of unpaid leave for one in twenty.
 *
 * Measured: the run of last month for the bench's department (the job's code, `runs.createAndRun`: batches of payslips,
 * each with its outcomes in one transaction), then, for comparison, the same payslip rows written again in
 * one transaction, by the run's own insert statement and by multi-row INSERTs (the floor the run cannot beat). Prints the
 * wall times, payslips per second, the ratio, and the peak resident memory of the process.
 */

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { PayrollRunStates } from '@hr/contracts';
import { sql } from 'drizzle-orm';
import { payrollRunQueues, runDispatcher } from '../apps/server/src/modules/payroll/payroll.jobs.ts';
import { payslips } from '../apps/server/src/modules/payroll/payroll.tables.ts';
import { insertPayslips } from '../apps/server/src/modules/payroll/payslip.service.ts';
import type { Tx } from '../apps/server/src/platform/db/database.ts';
import { startJobs } from '../apps/server/src/platform/jobs.ts';
import { cpuOf, postmasterOf, serverCpu } from './cpu.ts';
import { seedPayrollMonth } from './payroll-seed.ts';
import { openThrowawayDatabase, seededProduct } from './throwaway.ts';

const employees = Number(process.env.BENCH_EMPLOYEES ?? 10_000);

/**
 * BENCH_PROCESSES=1,2 (PostgreSQL only; `npm run bench:payroll:parts`): the run again through the queue
 * as the product runs it (the run's job split into parts of PAYROLL_PART_SIZE, default 500), with that
 * many worker processes taking the parts (`bench/payroll-worker.ts`: a server process's jobs without
 * HTTP; 2 is WEB_CONCURRENCY=2), each count in turn.
 */
const processCounts = (process.env.BENCH_PROCESSES ?? '')
  .split(',')
  .filter(Boolean)
  .map((n) => Number(n));
// One key for the bench and its worker processes (the database's signing keys are sealed with it).
if (processCounts.length) process.env.SECRETS_KEY ??= randomBytes(32).toString('base64');
if (processCounts.some((n) => !(Number.isInteger(n) && n >= 1 && n <= 16)))
  throw new Error('BENCH_PROCESSES is a list of process counts from 1 to 16, e.g. 1,2');

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main() {
  const { db, label, raw, drop } = await openThrowawayDatabase('payroll');
  const built = await seededProduct(db);
  const { services } = built;
  const setupStarted = performance.now();
  const { ctx, period, department } = await seedPayrollMonth(built, raw, employees);
  // BENCH_AUDIT=off: the run without the entity change log's triggers (issue 40's cost: run the bench with
  // and without, and compare the run's time and CPU).
  const audit = process.env.BENCH_AUDIT !== 'off';
  if (!audit)
    await raw(`do $$ declare r record; begin
      for r in select c.relname as t, g.tgname as n from pg_trigger g join pg_class c on c.oid = g.tgrelid
               where c.relnamespace = 'public'::regnamespace and g.tgname like 'audit\\_%' and not g.tgisinternal
      loop execute format('drop trigger %I on %I', r.n, r.t); end loop; end $$`);
  const [{ changes: changesBefore, lastChange }] = (await raw(
    'select count(*)::int as changes, max(id)::text as "lastChange" from audit_entity_changes',
  )) as [{ changes: number; lastChange: string | null }];
  await raw('analyze');
  const setupMs = performance.now() - setupStarted;
  const [{ records }] = (await raw('select count(*)::int as records from attendance_records')) as [
    { records: number },
  ];

  // The run, with the peak memory sampled every 20 ms.
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const before = process.memoryUsage().rss;
  // The PostgreSQL server's processes (on this machine, DATABASE_URL's): the CPU it spends.
  const postmaster = db.url ? ((await postmasterOf(raw)) ?? 0) : 0;
  const serverCpuBefore = postmaster ? serverCpu(postmaster) : 0;
  const cpuBefore = process.cpuUsage();
  const runStarted = performance.now();
  const runId = await services.payroll.runs.createAndRun(ctx, {
    name: 'Bench run',
    ...period,
    departmentId: department.id,
    employeeIds: null,
  });
  const runMs = performance.now() - runStarted;
  const cpu = process.cpuUsage(cpuBefore);
  const runServerCpu = postmaster ? serverCpu(postmaster) - serverCpuBefore : 0;
  clearInterval(sampler);
  const run = await services.payroll.runs.get(ctx, runId);
  // What the run recorded (before the bulk inserts below add theirs), by entity and action.
  const runChanges = (await raw(
    `select entity_type, change_type, count(*)::int as n, avg(length(properties::text))::int as size
     from audit_entity_changes
     where $1::text is null or id > $1::bigint group by 1, 2 order by 3 desc, 1, 2`,
    [lastChange],
  )) as Array<{ entity_type: string; change_type: number; n: number; size: number }>;

  // The same rows written again in one transaction, two ways: the run's own statement (one JSON parameter
  // per 500 payslips, insertPayslips) and plain multi-row INSERTs of 500 rows. The faster is the floor.
  const rows = await db.transaction(ctx, (tx) =>
    tx.select().from(payslips).where(sql`${payslips.runId} = ${runId}`),
  );
  const copies = rows.map(({ id: _id, concurrencyStamp: _s, creationTime: _c, ...row }) => ({
    ...row,
    runId: null,
    startDate: '2000-01-01',
    endDate: '2000-01-31',
    numberYear: 2000,
  }));
  // The server's CPU of the last insert (its delete after it left out).
  let insertCpu = 0;
  const timed = async (write: (tx: Tx, chunk: typeof copies) => Promise<unknown>) => {
    const cpu0 = postmaster ? serverCpu(postmaster) : 0;
    const started = performance.now();
    await db.transaction(ctx, async (tx) => {
      for (let i = 0; i < copies.length; i += 500) await write(tx, copies.slice(i, i + 500));
    });
    const ms = performance.now() - started;
    insertCpu = postmaster ? serverCpu(postmaster) - cpu0 : 0;
    await raw(`delete from payslips where start_date = '2000-01-01'`);
    return ms;
  };
  const jsonMs = await timed((tx, chunk) => insertPayslips(tx, chunk, new Date(), new Map()));
  const jsonCpu = insertCpu;
  const valuesMs = await timed((tx, chunk) => tx.insert(payslips).values(chunk));
  const insertMs = Math.min(jsonMs, valuesMs);

  console.log(`\nPayroll run on ${label}: ${employees} employees, ${records} attendance records`);
  console.log(`  set-up (not measured)        ${seconds(setupMs)}`);
  const [{ changes }] = (await raw('select count(*)::int as changes from audit_entity_changes')) as [
    { changes: number },
  ];
  console.log(
    `  entity change log            ${audit ? 'on' : 'off (BENCH_AUDIT=off)'}: ${runChanges.reduce((n, r) => n + r.n, 0)} records written by the run` +
      `${runChanges.length ? ` (${runChanges.map((r) => `${r.entity_type} ${['created', 'updated', 'deleted'][r.change_type]} ${r.n} of ${r.size} characters`).join(', ')})` : ''}` +
      `, ${changes - changesBefore - runChanges.reduce((n, r) => n + r.n, 0)} by the bulk inserts below (each payslip created and deleted twice)`,
  );
  console.log(
    `  run                          ${seconds(runMs)}  ${run.generated} payslips, ${run.failed} failed, ` +
      `${Math.round((run.generated / runMs) * 1000)} payslips/s, state ${run.state}`,
  );
  console.log(
    `  bulk insert of the same rows ${seconds(jsonMs)} as the run writes them, ${seconds(valuesMs)} as multi-row ` +
      `INSERTs; ratio run / the faster ${(runMs / insertMs).toFixed(2)}`,
  );
  const [size] = await raw(
    `select avg(length(items::text))::int as items, avg(length(inputs::text))::int as inputs,
       avg(pg_column_size(items))::int as stored from payslips where run_id = $1`,
    [runId],
  );
  if (postmaster)
    console.log(
      `  PostgreSQL's CPU during the bulk insert (as the run writes them) ${jsonCpu.toFixed(2)} s: ` +
        `${((jsonCpu / rows.length) * 1000).toFixed(2)} ms a payslip`,
    );
  console.log(
    `  net total ${run.totals.net} ${run.currencyCode}; a payslip's lines ${size!.items} characters of JSON ` +
      `(${size!.stored} bytes stored), its inputs ${size!.inputs}`,
  );
  console.log(
    `  CPU of this process during the run ${seconds((cpu.user + cpu.system) / 1000)} ` +
      `(the rest of the run's time is the database's)` +
      (postmaster
        ? `; PostgreSQL's CPU during the run ${seconds(runServerCpu * 1000)}, both ${seconds((cpu.user + cpu.system) / 1000 + runServerCpu * 1000)}`
        : ''),
  );
  console.log(`  memory: resident before ${mb(before)}, peak during the run ${mb(peak)}`);

  if (processCounts.length && db.url) {
    // The queue as a server process has it; this process only queues (it works on no queue).
    const boss = await startJobs(db, built.app.log);
    await payrollRunQueues(boss);
    services.payroll.runs.setDispatcher(runDispatcher(boss));
    let previous = runId;
    console.log(
      `\n  through the queue, in parts of ${process.env.PAYROLL_PART_SIZE ?? 500} (CPU: the worker processes' and the whole PostgreSQL server's):`,
    );
    for (const n of processCounts) {
      // The previous run cancelled with its Drafts: the next pays the same employees again.
      await services.payroll.runs.cancel(ctx, previous);
      const workers = Array.from({ length: n }, () =>
        spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'payroll-worker.ts')], {
          env: { ...process.env, DATABASE_URL: db.url },
          stdio: ['pipe', 'pipe', 'inherit'],
        }),
      );
      await Promise.all(
        workers.map(
          (w) =>
            new Promise<void>((resolve, reject) => {
              let out = '';
              w.stdout!.on('data', (d) => {
                out += d;
                if (out.includes('BENCH-WORKER-READY')) resolve();
              });
              w.once('exit', (code) => reject(new Error(`a worker ended (${code}) before it was ready`)));
            }),
        ),
      );
      const workerCpu = () => workers.reduce((sum, w) => sum + cpuOf(w.pid!), 0);
      const cpu0 = workerCpu();
      const db0 = serverCpu(postmaster);
      const started = performance.now();
      const created = await services.payroll.runs.create(ctx, {
        name: `Bench run, ${n} process${n > 1 ? 'es' : ''}`,
        ...period,
        departmentId: department.id,
        employeeIds: null,
      });
      let done = created;
      const { Queued, Running } = PayrollRunStates.values;
      while (done.state === Queued || done.state === Running) {
        await new Promise((r) => setTimeout(r, 50));
        done = await services.payroll.runs.get(ctx, created.id);
      }
      const ms = performance.now() - started;
      const workersCpu = workerCpu() - cpu0;
      const pgCpu = serverCpu(postmaster) - db0;
      for (const w of workers) w.stdin!.end();
      const own = new Date(done.finishTime!).getTime() - new Date(done.startTime!).getTime();
      console.log(
        `  ${n} process${n > 1 ? 'es' : ' '}                  ${seconds(ms)} from the create to Generated ` +
          `(${seconds(own)} from its start to its finish), ${done.generated} payslips, ${Math.round((done.generated / ms) * 1000)} payslips/s, ` +
          `state ${done.state}; CPU: workers ${workersCpu.toFixed(2)} s, PostgreSQL ${pgCpu.toFixed(2)} s ` +
          `(${((pgCpu / done.generated) * 1000).toFixed(2)} ms a payslip; the bulk insert alone ${(insertMs / done.generated).toFixed(2)} ms of wall and ` +
          `${((jsonCpu / done.generated) * 1000).toFixed(2)} ms of PostgreSQL's CPU a payslip)`,
      );
      previous = created.id;
    }
    await boss.stop({ graceful: false, wait: true, timeout: 2000 });
  }
  await built.app.close();
  await drop();
}

await main();
process.exit(0);
