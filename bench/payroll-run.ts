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
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ConditionBasedOn,
  createContractInput,
  createEmployeeInput,
  createLeaveTypeInput,
  createPenaltyTypeInput,
  createRewardTypeInput,
  createSalaryRuleInput,
  KindOfTimeOff,
  LeaveRequestState,
  LeaveRequestUnit,
  PayrollRunStates,
  SalaryEffectValueType,
  SettingNames,
  ValueBasedOn,
  WorkEntrySource,
} from '@hr/contracts';
import { sql } from 'drizzle-orm';
import { payrollRunQueues, runDispatcher } from '../apps/server/src/modules/payroll/payroll.jobs.ts';
import { payslips } from '../apps/server/src/modules/payroll/payroll.tables.ts';
import { insertPayslips } from '../apps/server/src/modules/payroll/payslip.service.ts';
import { systemContext } from '../apps/server/src/platform/context.ts';
import type { Tx } from '../apps/server/src/platform/db/database.ts';
import { startJobs } from '../apps/server/src/platform/jobs.ts';
import { openThrowawayDatabase, type Raw, seededProduct } from './throwaway.ts';

const employees = Number(process.env.BENCH_EMPLOYEES ?? 10_000);

/**
 * Copies the row `where` picks of `table` once per row of `source` (a query aliased `s`), every column as
 * it is but those given (SQL expressions over the template `t` and `s`): the schema may grow without the
 * bench knowing.
 */
async function copyRows(raw: Raw, table: string, where: string, source: string, set: Record<string, string>) {
  const columns = (
    await raw(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1
       order by ordinal_position`,
      [table],
    )
  ).map((r) => String(r.column_name));
  const list = columns.map((c) => `"${c}"`).join(', ');
  const values = columns.map((c) => set[c] ?? `t."${c}"`).join(', ');
  await raw(
    `insert into ${table} (${list}) select ${values} from ${table} t cross join (${source}) s where ${where}`,
  );
}

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

/** CPU seconds of a process (user + system), with those of its children it waited for when asked. */
function cpuOf(pid: number, withChildren = false): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    // Fields 14-17 of stat (utime, stime, cutime, cstime), in clock ticks (100 a second).
    return (f[11]! + f[12]! + (withChildren ? f[13]! + f[14]! : 0)) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds of the whole PostgreSQL server: its postmaster (and the children it reaped) and all its live children. */
function serverCpu(postmaster: number): number {
  let total = cpuOf(postmaster, true);
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === postmaster) total += cpuOf(Number(d));
    } catch {}
  }
  return total;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main() {
  const { db, label, raw, drop } = await openThrowawayDatabase('payroll');
  const built = await seededProduct(db);
  const { services } = built;
  const tenant = await services.tenancy.tenants.findByName('acme');
  const ctx = systemContext(tenant!.id);
  const tenantId = tenant!.id;
  const zone = await services.platform.settings.get({ tenantId, userId: null }, SettingNames.TimeZone);

  // Last month, in the open fiscal period of the demo.
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const period = { startDate: day(first), endDate: day(last) };
  const dayOf = (n: number) => day(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), n)));

  const setupStarted = performance.now();
  // A department of its own: the run pays it (the demo's employees are not the bench's).
  const department = await services.organisation.departments.create(ctx, {
    name: `Bench payroll ${Date.now()}`,
  });
  const jobTitle = await services.organisation.jobTitles.create(ctx, {
    name: `Bench payroll clerk ${Date.now()}`,
    departmentId: department.id,
    parentJobTitleId: null,
    baseSalary: '1234.56',
  } as never);
  const scheduleId = await services.employment.workingSchedules.create(ctx, {
    name: `Bench payroll office ${Date.now()}`,
    workingHours: [0, 1, 2, 3, 4].map((d) => ({
      day: d,
      from: '08:00',
      to: '16:00',
      expectedAttendance: '08:00',
    })),
  });

  // 20 rules: what a month's pay is made of.
  const categories = (await services.payroll.categories.list(ctx, { skipCount: 0, maxResultCount: 100 }))
    .items;
  const category = (code: string) => categories.find((c) => c.code.toUpperCase() === code)!.id;
  const rules: Array<[string, string, string, string?]> = [
    [
      'B_BASIC',
      'BASIC',
      'BASIC * min(CALENDAR_DAYS, daysBetween(CONTRACT_START, PERIOD_END) + 1) / CALENDAR_DAYS',
    ],
    ['B_HOUSING', 'ALW', 'rules.B_BASIC * 0.25'],
    ['B_TRANSPORT', 'ALW', '150'],
    ['B_FOOD', 'ALW', 'WORKED_DAYS * 5'],
    ['B_PHONE', 'ALW', '40', 'CONTRACT_TYPE == "Permanent"'],
    ['B_FAMILY', 'ALW', '100', 'MARITAL_STATUS == "Married"'],
    ['B_OVERTIME', 'ALW', 'round(BASIC / 30 / 8, 2) * 1.5 * OVERTIME_HOURS', 'OVERTIME_HOURS > 0'],
    ['B_REWARD', 'ALW', 'REWARD_AMOUNT + rules.B_BASIC * REWARD_PERCENT / 100'],
    ['B_SENIORITY', 'ALW', 'daysBetween(CONTRACT_START, PERIOD_END) > 365 ? rules.B_BASIC * 0.05 : 0'],
    ['B_ATTENDANCE_BONUS', 'ALW', '50', 'ABSENCE_DAYS == 0'],
    ['B_GROSS', 'GROSS', 'categories.BASIC + categories.ALW'],
    ['B_ABSENCE', 'DED', 'BASIC / 30 * ABSENCE_DAYS'],
    ['B_UNPAID', 'DED', 'BASIC / 30 * UNPAID_LEAVE_DAYS + BASIC / 240 * UNPAID_LEAVE_HOURS'],
    ['B_PENALTY', 'DED', 'PENALTY_AMOUNT + rules.B_BASIC * PENALTY_PERCENT / 100'],
    ['B_SOCIAL', 'DED', 'rules.B_GROSS * 0.07'],
    ['B_HEALTH', 'DED', 'min(rules.B_GROSS * 0.02, 60)'],
    ['B_TAX_BASE', 'DED', '0'],
    ['B_TAX', 'DED', 'rules.B_GROSS > 1000 ? round((rules.B_GROSS - 1000) * 0.1, 2) : 0'],
    ['B_LOAN', 'DED', '25', 'PERIOD_START >= CONTRACT_START'],
    ['B_NET', 'NET', 'categories.GROSS - categories.DED'],
  ];
  const ruleIds: string[] = [];
  for (const [code, cat, value, condition] of rules) {
    const created = await services.payroll.rules.create(
      ctx,
      createSalaryRuleInput.parse({
        name: code.slice(2).toLowerCase().replace('_', ' '),
        code,
        categoryId: category(cat),
        valueBasedOn: ValueBasedOn.Code,
        valueCode: value,
        valueFixedAmount: null,
        ...(condition ? { conditionBasedOn: ConditionBasedOn.Code, conditionCode: condition } : {}),
        appearForEmployee: code !== 'B_TAX_BASE',
      }),
    );
    ruleIds.push(typeof created === 'string' ? created : (created as { id: string }).id);
  }
  const structure = await services.payroll.structures.create(ctx, {
    name: `Bench structure ${Date.now()}`,
    structureRules: ruleIds.map((ruleId, i) => ({ ruleId, sequence: i + 1 })),
  } as never);
  const structureId = typeof structure === 'string' ? structure : (structure as { id: string }).id;

  // The template employee, made by the services.
  const employeeId = await services.employees.employees.create(
    ctx,
    createEmployeeInput.parse({
      name: 'Bench',
      surname: 'Template',
      fatherName: 'Father',
      motherName: 'Mother',
      nationalNumber: `P${Date.now()}`.slice(0, 14),
      gender: 1,
      employeeStatus: 0,
      maritalStatus: 1,
      militaryServiceStatus: 0,
      jobTitleId: jobTitle.id,
      contactInformation: {},
      emergencyContactInformation: {
        emergencyPhone: '0999999999',
        contactName: 'Someone',
        relationShip: 'Father',
      },
    }),
  );
  const contractId = await services.employment.contracts.create(
    ctx,
    createContractInput.parse({
      name: 'Bench contract',
      type: 0,
      start: '2020-01-01',
      end: '2030-12-31',
      employeeId,
      jobTitleId: jobTitle.id,
      salaryStructureId: structureId,
      workEntrySource: WorkEntrySource.WorkingSchedule,
      contractWorkingSchedules: [{ workingScheduleId: scheduleId, from: '2020-01-01', to: '2030-12-31' }],
    }),
  );
  await services.employment.contracts.activate(ctx, contractId);
  const recordId = await services.time.attendance.create(ctx, {
    employeeId,
    checkIn: new Date(`${dayOf(3)}T05:00:00.000Z`).toISOString(),
    checkOut: new Date(`${dayOf(3)}T13:00:00.000Z`).toISOString(),
  } as never);
  const penaltyTypeId = await services.discipline.penaltyTypes.create(
    ctx,
    createPenaltyTypeInput.parse({
      name: 'Bench late',
      code: `BL${Date.now() % 100000}`,
      salaryEffectValueType: SalaryEffectValueType.Percentage,
      salaryEffectValue: '10',
    }),
  );
  const rewardTypeId = await services.discipline.rewardTypes.create(
    ctx,
    createRewardTypeInput.parse({
      name: 'Bench thanks',
      code: `BT${Date.now() % 100000}`,
      salaryEffectValueType: SalaryEffectValueType.FixedAmount,
      salaryEffectValue: '50',
    }),
  );
  const idOf = (v: unknown) => (typeof v === 'string' ? v : (v as { id: string }).id);
  const dated = { declarationDate: dayOf(8), implementationDate: dayOf(9), expirationDate: dayOf(28) };
  const penaltyId = idOf(
    await services.discipline.penalties.create(ctx, {
      employeeId,
      typeId: idOf(penaltyTypeId),
      ...dated,
      summary: 'Late',
    }),
  );
  const rewardId = idOf(
    await services.discipline.rewards.create(ctx, {
      employeeId,
      typeId: idOf(rewardTypeId),
      ...dated,
      summary: 'Well done',
    }),
  );
  const leaveTypeId = idOf(
    await services.leave.types.create(
      ctx,
      createLeaveTypeInput.parse({
        name: 'Bench unpaid',
        code: `BU${Date.now() % 100000}`,
        requestUnit: LeaveRequestUnit.Days,
        kindOfTimeOff: KindOfTimeOff.Absence,
        isPaid: false,
        requiresAllocation: false,
      }),
    ),
  );

  // The copies: N employees (numbered), their contracts and schedules, a month of records, and some
  // penalties, rewards and days of unpaid leave. A map table names each copy's new ids.
  await raw(
    `create table bench_people (n int primary key, employee_id uuid, contract_id uuid, leave_id uuid)`,
  );
  await raw(
    `insert into bench_people select n, gen_random_uuid(), gen_random_uuid(), gen_random_uuid()
     from generate_series(1, $1::int) n`,
    [employees],
  );
  const stamp = `md5(random()::text)`;
  await copyRows(raw, 'employees', `t.id = '${employeeId}'`, 'select * from bench_people', {
    id: 's.employee_id',
    surname: `'Employee ' || s.n`,
    name: `(array['Ahmad','Sara','Omar','Lina','Yusuf','Huda','Karim','Rana'])[1 + s.n % 8]`,
    national_number: `'BP' || lpad(s.n::text, 8, '0')`,
    marital_status: 's.n % 2',
    concurrency_stamp: stamp,
  });
  await copyRows(raw, 'contracts', `t.id = '${contractId}'`, 'select * from bench_people', {
    id: 's.contract_id',
    employee_id: 's.employee_id',
    name: `'Bench contract ' || s.n`,
    concurrency_stamp: stamp,
  });
  await copyRows(
    raw,
    'contract_working_schedules',
    `t.contract_id = '${contractId}'`,
    'select * from bench_people',
    {
      id: 'gen_random_uuid()',
      contract_id: 's.contract_id',
    },
  );
  // Every expected day of the month at 08:00-16:00 in the tenant's zone; one in twenty missed (absence),
  // one in seven until 18:00 (overtime).
  await copyRows(
    raw,
    'attendance_records',
    `t.id = '${recordId}'`,
    `select p.n, p.employee_id, d::date as work_day from bench_people p
       cross join generate_series('${period.startDate}'::date, '${period.endDate}'::date, interval '1 day') d
       where extract(dow from d) between 0 and 4 and (p.n + extract(day from d)::int) % 20 <> 0`,
    {
      id: 'gen_random_uuid()',
      employee_id: 's.employee_id',
      work_day: 's.work_day',
      check_in: `(s.work_day + time '08:00') at time zone '${zone}'`,
      check_out: `(s.work_day + time '16:00' + case when (s.n + extract(day from s.work_day)::int) % 7 = 0
                   then interval '2 hours' else interval '0' end) at time zone '${zone}'`,
    },
  );
  await copyRows(
    raw,
    'discipline_records',
    `t.id = '${penaltyId}'`,
    'select * from bench_people where n % 10 = 2',
    {
      id: 'gen_random_uuid()',
      employee_id: 's.employee_id',
      concurrency_stamp: stamp,
    },
  );
  await copyRows(
    raw,
    'discipline_records',
    `t.id = '${rewardId}'`,
    'select * from bench_people where n % 10 = 3',
    {
      id: 'gen_random_uuid()',
      employee_id: 's.employee_id',
      concurrency_stamp: stamp,
    },
  );
  // A day of unpaid leave (approved) for one in twenty: the request and its day, written as the leave
  // module writes them.
  const leaveDay = dayOf(14);
  await raw(
    `insert into leave_requests (id, tenant_id, employee_id, leave_type_id, unit, from_date, to_date, start_at,
       end_at, duration, state, concurrency_stamp)
     select s.leave_id, $1, s.employee_id, $2, $3, $4::date, $4::date, ($4::date + time '08:00') at time zone $5,
       ($4::date + time '16:00') at time zone $5, 1, $6, md5(random()::text)
     from bench_people s where s.n % 20 = 5`,
    [tenantId, leaveTypeId, LeaveRequestUnit.Days, leaveDay, zone, LeaveRequestState.Approved],
  );
  await raw(
    `insert into leave_request_days (id, tenant_id, request_id, employee_id, date, days, minutes, holiday,
       concurrency_stamp)
     select gen_random_uuid(), $1, s.leave_id, s.employee_id, $2::date, 1, 480, false,
       md5(random()::text) from bench_people s where s.n % 20 = 5`,
    [tenantId, leaveDay],
  );
  // BENCH_AUDIT=off: the run without the entity change log's triggers (issue 40's cost: run the bench with
  // and without, and compare the run's time and CPU).
  const audit = process.env.BENCH_AUDIT !== 'off';
  if (!audit)
    await raw(`do $$ declare r record; begin
      for r in select c.relname as t, g.tgname as n from pg_trigger g join pg_class c on c.oid = g.tgrelid
               where c.relnamespace = 'public'::regnamespace and g.tgname like 'audit\\_%' and not g.tgisinternal
      loop execute format('drop trigger %I on %I', r.n, r.t); end loop; end $$`);
  const [{ changes: changesBefore }] = (await raw(
    'select count(*)::int as changes from audit_entity_changes',
  )) as [{ changes: number }];
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
  clearInterval(sampler);
  const run = await services.payroll.runs.get(ctx, runId);

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
  // The PostgreSQL server's processes (on this machine, DATABASE_URL's): the CPU it spends.
  let postmaster = 0;
  if (db.url) {
    const [{ pid }] = (await raw('select pg_backend_pid() as pid')) as [{ pid: number }];
    const backend = readFileSync(`/proc/${pid}/stat`, 'utf8');
    postmaster = Number(backend.slice(backend.lastIndexOf(')') + 2).split(' ')[1]);
  }
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
    `  entity change log            ${audit ? 'on' : 'off (BENCH_AUDIT=off)'}: ${changes - changesBefore} records written by the run`,
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
      `(the rest of the run's time is the database's)`,
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
