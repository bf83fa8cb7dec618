/**
 * npm run bench:audit : what the entity change log costs (issue 40 §7), on a throwaway database of the
 * PostgreSQL server of DATABASE_URL (scripts/with-postgres.mjs starts one; without it, the embedded
 * PGlite), migrated and seeded with the demo.
 *
 * 1. Update-heavy: N employees of acme (BENCH_UPDATES, 10,000; inserted by SQL, not measured), then each
 *    updated once through the API (PUT /api/app/employee/{id}, in process: validation, the service, its
 *    transaction and, with auditing on, the trigger's record), one after the other; in BENCH_ROUNDS rounds
 *    (3) of "on" then "off" (the audit triggers disabled: `ALTER TABLE … DISABLE TRIGGER`), after a warm-up
 *    round not counted. Prints each round's time and CPU (this process's and the PostgreSQL server's, from
 *    /proc) and the best "on" against the best "off" in both (goal: at most 10 % slower).
 * 2. History read: the log filled to 1,000,000 records (BENCH_LOG_RECORDS; by SQL, 100 per employee, the
 *    rest other entities' and another tenant's), then an employee's History (its first and third page)
 *    read through the API for 50 employees: the best, the median and the worst time (goal: under 50 ms).
 *
 * 0. The trigger alone (bench/audit-trigger-alone.ts): the same employees updated once each straight in SQL
 *    as the application role, in blocks alternating audit on and off: what the trigger adds to one update
 *    without the API around it.
 *
 * BENCH_PARTS picks parts (default `trigger,updates,history`).
 * The payroll run's cost is `npm run bench:payroll` with and without BENCH_AUDIT=off.
 */
import { type EmployeeDto, employeeEndpoints, entityChangeEndpoints, pathOf } from '@hr/contracts';
import { employeeUpdateBody } from '../apps/server/src/test/helpers/employees.ts';
import { triggerAlone } from './audit-trigger-alone.ts';
import { cpuNow, postmasterOf } from './cpu.ts';
import { openThrowawayDatabase, seededProduct } from './throwaway.ts';

const updates = Number(process.env.BENCH_UPDATES ?? 10_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const logRecords = Number(process.env.BENCH_LOG_RECORDS ?? 1_000_000);
const reads = 50;
const parts = new Set((process.env.BENCH_PARTS ?? 'trigger,updates,history').split(','));

const ms = (v: number) => `${v.toFixed(1)} ms`;
const s = (v: number) => `${(v / 1000).toFixed(2)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const { db, label, raw, drop, url } = await openThrowawayDatabase('audit');
  try {
    const built = await seededProduct(db);
    const app = built.app;
    const [tenant] = await raw(`select id from tenants where name = 'acme'`);
    const tenantId = String(tenant!.id);
    const login = await app.inject({
      method: 'POST',
      url: '/connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', __tenant: 'acme' },
      payload: 'grant_type=password&username=admin&password=1q2w3E*&client_id=HR_App',
    });
    const token = login.json<{ access_token: string }>().access_token;
    const headers = { authorization: `Bearer ${token}`, __tenant: 'acme' };

    // N employees of acme's job titles (not measured).
    const setupStarted = performance.now();
    await raw(
      `insert into employees (id, tenant_id, name, surname, father_name, mother_name, national_number, gender,
                              employee_status, date_of_birth, marital_status, military_service_status,
                              job_title_id, email, phone_number, emergency_phone, emergency_contact_name,
                              emergency_relationship, concurrency_stamp)
       select gen_random_uuid(), $1, 'Bench', 'Audit ' || g, 'Father', 'Mother', 'A' || lpad(g::text, 10, '0'),
              1 + g % 2, 0, date '1970-01-01' + (g % 12000), g % 3, g % 5,
              (select id from job_titles where tenant_id = $1 order by id limit 1),
              'audit' || g || '@mail.example', '09' || lpad(g::text, 8, '0'), '0999999999', 'Contact', 'Father',
              md5(random()::text)
       from generate_series(1, $2::int) g`,
      [tenantId, updates],
    );
    await raw('analyze');
    const ids = (
      await raw(`select id from employees where tenant_id = $1 and national_number like 'A%' order by id`, [
        tenantId,
      ])
    ).map((r) => String(r.id));
    const employees = new Map<string, EmployeeDto>();
    if (parts.has('updates'))
      for (const id of ids) {
        const r = await app.inject({ method: 'GET', url: pathOf(employeeEndpoints.get, { id }), headers });
        if (r.statusCode !== 200) throw new Error(`GET employee ${r.statusCode}: ${r.body}`);
        employees.set(id, r.json<EmployeeDto>());
      }
    console.log(`\nThe entity change log's cost on ${label}`);
    console.log(
      `  set-up (not measured)         ${s(performance.now() - setupStarted)}: ${ids.length} employees`,
    );

    const setAudit = (on: boolean) =>
      raw(`do $$ declare r record; begin
        for r in select c.relname as t, g.tgname as n from pg_trigger g join pg_class c on c.oid = g.tgrelid
                 where c.relnamespace = 'public'::regnamespace and g.tgname like 'audit\\_%' and not g.tgisinternal
        loop execute format('alter table %I ${on ? 'enable' : 'disable'} trigger %I', r.t, r.n); end loop; end $$`);
    const logCount = async () =>
      Number((await raw('select count(*)::int as n from audit_entity_changes'))[0]!.n);

    // 1. N updates through the API, one after the other; each changes the surname (one property). Each
    // round's CPU (this process and the PostgreSQL server's) as well as its time: on a machine shared with
    // other work the CPU says what auditing costs when the time does not.
    const postmaster = url ? await postmasterOf(raw) : undefined;
    const cpuSpent: Array<{ process: number; database: number }> = [];
    /** One employee's surname changed through the API (the employee as last read, with its stamp). */
    const put = async (id: string, surname: string) => {
      const r = await app.inject({
        method: 'PUT',
        url: pathOf(employeeEndpoints.update, { id }),
        headers,
        payload: employeeUpdateBody(employees.get(id)!, { surname }),
      });
      if (r.statusCode !== 200) throw new Error(`PUT employee ${r.statusCode}: ${r.body}`);
      employees.set(id, r.json<EmployeeDto>());
    };
    const round = async (on: boolean, n: number) => {
      await setAudit(on);
      const before = await logCount();
      const cpu0 = cpuNow(postmaster);
      const started = performance.now();
      for (const id of ids) await put(id, `Audit ${n} ${id.slice(0, 8)}`);
      const took = performance.now() - started;
      const cpu1 = cpuNow(postmaster);
      const cpu = { process: cpu1.process - cpu0.process, database: cpu1.database - cpu0.database };
      cpuSpent.push(cpu);
      const written = (await logCount()) - before;
      console.log(
        `  ${ids.length} updates, audit ${on ? 'on ' : 'off'}   ${s(took)}  ${Math.round((ids.length / took) * 1000)} updates/s, ` +
          `${written} log records written; CPU ${cpuText(cpu)}`,
      );
      return took;
    };
    const cpuText = (c: { process: number; database: number }) =>
      `${(c.process + c.database).toFixed(2)} s (this process ${c.process.toFixed(2)}, ` +
      `${postmaster ? `PostgreSQL ${c.database.toFixed(2)}` : 'PGlite in it'})`;
    if (parts.has('updates')) {
      // A round not counted first: the first thousands of requests warm the JIT and the caches up, which
      // would otherwise fall on the first "on" round alone.
      const warmUp = ids.slice(0, Math.min(ids.length, 2_000));
      for (const id of warmUp) await put(id, `Warm ${id.slice(0, 8)}`);
      console.log(`  warm-up (not measured)        ${warmUp.length} updates`);
      const on: number[] = [];
      const off: number[] = [];
      let n = 0;
      for (let i = 0; i < rounds; i++) {
        on.push(await round(true, n++));
        off.push(await round(false, n++));
      }
      await setAudit(true);
      const bestOn = Math.min(...on);
      const bestOff = Math.min(...off);
      const spread = (v: number[]) => `${s(Math.min(...v))}-${s(Math.max(...v))}`;
      console.log(
        `  updates: best on ${s(bestOn)} (spread ${spread(on)}), best off ${s(bestOff)} (spread ${spread(off)}): ` +
          `auditing costs ${(((bestOn - bestOff) / bestOff) * 100).toFixed(1)} % (goal at most 10 %), ` +
          `on/off per round ${on.map((v, i) => ((v / off[i]!) * 100 - 100).toFixed(1)).join(', ')} %`,
      );
      // Rounds alternate on, off, on, off...: the CPU of each "on" against the "off" after it, and best against best.
      const total = (c: { process: number; database: number }) => c.process + c.database;
      const onCpu = cpuSpent.filter((_, i) => i % 2 === 0).map(total);
      const offCpu = cpuSpent.filter((_, i) => i % 2 === 1).map(total);
      const pct = (a: number, b: number) => `${((a / b) * 100 - 100).toFixed(1)} %`;
      console.log(
        `  updates by CPU: best on ${s(Math.min(...onCpu) * 1000)}, best off ${s(Math.min(...offCpu) * 1000)}: ` +
          `auditing costs ${pct(Math.min(...onCpu), Math.min(...offCpu))} of the CPU (goal at most 10 %), ` +
          `on/off per round ${onCpu.map((v, i) => pct(v, offCpu[i]!)).join(', ')}`,
      );
    }
    // After the API's rounds: it changes the employees' stamps the rounds read.
    if (parts.has('trigger') && url) await triggerAlone(url, tenantId, ids.length);
    if (!parts.has('history')) {
      await built.app.close();
      return;
    }

    // 2. The log at BENCH_LOG_RECORDS records: 100 for each bench employee, the rest other entities' of
    // acme and of another tenant; then an employee's History through the API.
    const fillStarted = performance.now();
    const present = await logCount();
    const perEmployee = 100;
    await raw(
      `insert into audit_entity_changes (tenant_id, change_time, user_id, user_name, correlation_id, entity_type,
                                         entity_id, change_type, properties)
       select $1, now() - (k || ' minutes')::interval, null, 'admin', md5(k::text), 'Employee', e.id::text, 1,
              jsonb_build_object('surname', jsonb_build_array('Old ' || k, 'New ' || k))
       from (select id from employees where tenant_id = $1 and national_number like 'A%') e,
            generate_series(1, $2::int) k`,
      [tenantId, perEmployee],
    );
    const rest = Math.max(0, logRecords - (await logCount()));
    await raw(
      `insert into audit_entity_changes (tenant_id, change_time, user_name, correlation_id, entity_type, entity_id,
                                         parent_entity_type, parent_entity_id, change_type, properties)
       select case when g % 2 = 0 then $1 else gen_random_uuid() end, now() - (g || ' seconds')::interval, 'admin',
              md5(g::text), (array['Contract','Payslip','AttendanceRecord','LeaveRequest'])[1 + g % 4],
              gen_random_uuid()::text, case when g % 5 = 0 then 'Contract' end,
              case when g % 5 = 0 then gen_random_uuid()::text end, g % 3,
              jsonb_build_object('state', jsonb_build_array(0, 1))
       from generate_series(1, $2::int) g`,
      [tenantId, rest],
    );
    await raw('analyze audit_entity_changes');
    const total = await logCount();
    console.log(
      `  log filled to ${total} records  ${s(performance.now() - fillStarted)} (${present} before, not measured)`,
    );
    let entries = 0;
    const history = async (id: string, page: number) => {
      const started = performance.now();
      const r = await app.inject({
        method: 'GET',
        url: `${pathOf(entityChangeEndpoints.history, { entityType: 'Employee', entityId: id })}?skipCount=${(page - 1) * 10}&maxResultCount=10`,
        headers,
      });
      const took = performance.now() - started;
      if (r.statusCode !== 200) throw new Error(`history ${r.statusCode}: ${r.body}`);
      const body = r.json<{ totalCount: number; items: unknown[] }>();
      if (body.items.length !== 10 || body.totalCount < perEmployee)
        throw new Error(`history of ${id}: ${body.items.length} items of ${body.totalCount}`);
      entries = body.totalCount;
      return took;
    };
    await history(ids[0]!, 1); // the first call warms the route up
    const step = Math.max(1, Math.floor(ids.length / reads));
    for (const page of [1, 3]) {
      const times: number[] = [];
      for (let i = 0; i < ids.length && times.length < reads; i += step)
        times.push(await history(ids[i]!, page));
      console.log(
        `  an employee's History, page ${page} (10 of ${entries}), at ${total} records: ` +
          `best ${ms(Math.min(...times))}, median ${ms(median(times))}, worst ${ms(Math.max(...times))} ` +
          `over ${times.length} employees (goal under 50 ms)`,
      );
    }
    const plan = await raw(
      `explain (analyze, buffers) select * from audit_entity_changes
       where tenant_id = $1 and entity_type = 'Employee' and entity_id = $2 order by id desc limit 10`,
      [tenantId, ids[1]],
    );
    console.log(`  its statement's plan:\n${plan.map((r) => `    ${String(r['QUERY PLAN'])}`).join('\n')}`);
    await built.app.close();
  } finally {
    await drop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
