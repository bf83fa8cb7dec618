/**
 * npm run bench:dashboard : every dashboard endpoint at 100,000 employees (BENCH_EMPLOYEES) with a year of
 * payslips and attendance (BENCH_ATTENDANCE_DAYS, default 365 days back: every Sunday-Thursday, one in twenty
 * missed), on a throwaway database of the PostgreSQL server of DATABASE_URL (scripts/with-postgres.mjs starts
 * one; without it, the embedded PGlite), migrated and seeded with the demo.
 *
 * Set-up (not measured), by SQL into acme: 20 departments of 10 job titles, N employees with one contract
 * each (3 % ended, a few joiners this month) on a Sunday-Thursday 08:00-16:00 schedule, the attendance, a
 * two-day approved leave in the year for each and 1 % pending, 1,000 pending corrections, a document each
 * expiring within two years, 12 months of Confirmed payslips (4 lines each) written one month a statement
 * (the dashboard's summary kept by its trigger, as a run's confirmation keeps it), 12 payroll runs (the last
 * two with their employees), 10,000 penalties and rewards. Then ANALYZE.
 *
 * Measured: the day's roster built as its job does (before the day's first reader), then each endpoint through
 * the HTTP stack (inject, acme admin's token; `me` as the demo's employee user, moved onto a bench employee),
 * one request at a time, BENCH_REPEAT times (default 30) after 5 unmeasured, for the whole tenant and for one
 * department; prints p50, p90 and max per endpoint, and the seconds the payslips' summary trigger took per
 * month of payslips.
 */
import { dashboardEndpoints as D, type Endpoint, pathOf } from '@hr/contracts';
import { systemContext } from '../apps/server/src/platform/context.ts';
import { openThrowawayDatabase, seededProduct } from './throwaway.ts';

const employees = Number(process.env.BENCH_EMPLOYEES ?? 100_000);
const attendanceDays = Number(process.env.BENCH_ATTENDANCE_DAYS ?? 365);
const repeat = Number(process.env.BENCH_REPEAT ?? 30);

const iso = (d: Date) => d.toISOString().slice(0, 10);

async function main() {
  const { db, label, raw, drop } = await openThrowawayDatabase('dashboard');
  const built = await seededProduct(db);
  const { services, app } = built;
  const tenant = await services.tenancy.tenants.findByName('acme');
  const tenantId = tenant!.id;
  const today = iso(new Date());
  const t0 = performance.now();
  const step = async (what: string, text: string, values: unknown[] = []) => {
    const started = performance.now();
    await raw(text, values);
    console.log(`  ${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  console.log(
    `Seeding ${employees.toLocaleString('en')} employees, ${attendanceDays} days of attendance (${label})`,
  );
  const stamp = `md5(random()::text)`;
  await step(
    'departments and job titles',
    `with d as (
       insert into departments (id, tenant_id, name_en, concurrency_stamp)
       select gen_random_uuid(), $1, 'Bench dept ' || g, ${stamp} from generate_series(1, 20) g
       returning id, name_en)
     insert into job_titles (id, tenant_id, name_en, department_id, base_salary, concurrency_stamp)
     select gen_random_uuid(), $1, d.name_en || ' title ' || g, d.id, 1000, ${stamp}
       from d, generate_series(1, 10) g`,
    [tenantId],
  );
  await step(
    'employees',
    `with titles as (select id, row_number() over (order by id) - 1 as n from job_titles
                      where tenant_id = $1 and name_en like 'Bench dept%'),
          c as (select count(*) as k from titles)
     insert into employees (id, tenant_id, name, surname, father_name, mother_name, national_number, gender,
                            employee_status, marital_status, military_service_status, job_title_id, emergency_phone,
                            emergency_contact_name, emergency_relationship, concurrency_stamp, creation_time)
     select gen_random_uuid(), $1, 'Emp' || g, 'Bench', 'F', 'M', 'BN' || g, g % 2, case when g % 50 = 0 then 1 else 0 end,
            0, 0, t.id, '0999000000', 'X', 'Y', ${stamp}, now() - (g || ' seconds')::interval
       from generate_series(1, $2::int) g, c join titles t on true
      where t.n = g % c.k`,
    [tenantId, employees],
  );
  await step(
    'schedule and contracts',
    `with s as (
       insert into working_schedules (id, tenant_id, name, normalized_name, concurrency_stamp)
       values (gen_random_uuid(), $1, 'Bench week', 'BENCH WEEK', ${stamp}) returning id),
     h as (
       insert into working_hours (id, tenant_id, working_schedule_id, day, from_minute, to_minute, expected_minutes)
       select gen_random_uuid(), $1, s.id, d, 480, 960, 480 from s, generate_series(0, 4) d),
     st as (select id from salary_structures where tenant_id = $1 and not is_deleted limit 1),
     c as (
       insert into contracts (id, tenant_id, name, type, start, "end", employee_id, job_title_id, salary_structure_id,
                              state, work_entry_source, expired_on, expired_was_active, concurrency_stamp)
       select gen_random_uuid(), $1, 'Bench ' || e.national_number, 0,
              case when n % 200 = 0 then $2::date - 3 else $2::date - (400 + n % 700) end,
              $2::date + (30 + n % 700),
              e.id, e.job_title_id, st.id,
              case when n % 33 = 0 then 2 else 1 end, 0,
              case when n % 33 = 0 then $2::date - (n % 300) end,
              case when n % 33 = 0 then true end, ${stamp}
         from (select e.*, row_number() over (order by e.id)::int as n from employees e
                where e.tenant_id = $1 and e.national_number like 'BN%') e, st
       returning id, start, "end")
     insert into contract_working_schedules (id, tenant_id, contract_id, working_schedule_id, "from", "to")
     select gen_random_uuid(), $1, c.id, s.id, c.start, c."end" from c, s`,
    [tenantId, today],
  );
  await step(
    'attendance',
    `insert into attendance_records (id, tenant_id, employee_id, check_in, check_out, in_mode, out_mode, work_day, origin,
                                     concurrency_stamp)
     select gen_random_uuid(), $1, e.id, d + time '08:00' + ((abs(hashtext(e.id::text)) % 20) || ' minutes')::interval,
            case when d < $2::date then d + time '16:00' end, 1, case when d < $2::date then 1 end, d, 0, ${stamp}
       from employees e, generate_series($2::date - $3::int, $2::date, interval '1 day') g(d)
      where e.tenant_id = $1 and e.national_number like 'BN%' and extract(dow from d) between 0 and 4
        and abs(hashtext(e.id::text || d::text)) % 20 <> 0`,
    [tenantId, today, attendanceDays],
  );
  await step(
    'leave',
    `with t as (select id from leave_types where tenant_id = $1 and not is_deleted order by creation_time limit 1),
     r as (
       insert into leave_requests (id, tenant_id, employee_id, leave_type_id, unit, from_date, to_date, start_at, end_at,
                                   duration, state, concurrency_stamp, creation_time)
       select gen_random_uuid(), $1, e.id, t.id, 0, f, f + 1, f::timestamptz, (f + 2)::timestamptz, 2,
              case when e.n % 100 = 0 then 0 else 3 end, ${stamp}, now() - ((e.n % 20) || ' days')::interval
         from (select id, row_number() over (order by id)::int as n from employees
                where tenant_id = $1 and national_number like 'BN%') e, t,
              lateral (select $2::date - (e.n % 360)::int as f) x
       returning id, employee_id, from_date)
     insert into leave_request_days (id, tenant_id, request_id, employee_id, date, days, minutes, holiday, concurrency_stamp)
     select gen_random_uuid(), $1, r.id, r.employee_id, r.from_date + k, 1, 480, false, ${stamp}
       from r, generate_series(0, 1) k`,
    [tenantId, today],
  );
  await step(
    'pending corrections',
    `insert into attendance_requests (id, tenant_id, employee_id, check_in, check_out, fix_from, fix_to, mode, state,
                                      concurrency_stamp, creation_time)
     select gen_random_uuid(), $1, e.id, now() - interval '1 day', now() - interval '16 hours', now() - interval '1 day',
            now() - interval '10 hours', 0, 0, ${stamp}, now() - ((n % 15) || ' days')::interval
       from (select id, row_number() over (order by id)::int as n from employees
              where tenant_id = $1 and national_number like 'BN%' limit 1000) e`,
    [tenantId],
  );
  await step(
    'documents',
    `with ty as (
       insert into attachment_types (id, tenant_id, name_en, entity_type, allowed_size, allowed_extensions,
                                     concurrency_stamp)
       values (gen_random_uuid(), $1, 'Bench passport', 0, 1000000, '{pdf}', ${stamp}) returning id)
     insert into attachments (id, tenant_id, attachment_type_id, file_name, content_type, file_size, expiry_date,
                              entity_type, bind_entity_id)
     select gen_random_uuid(), $1, ty.id, 'p.pdf', 'application/pdf', 1000, $2::date + (n % 730)::int, 0, e.id
       from (select id, row_number() over (order by id)::int as n from employees
              where tenant_id = $1 and national_number like 'BN%') e, ty`,
    [tenantId, today],
  );
  const base = (await services.finance.currencies.baseOf(systemContext(tenantId))).code;
  const triggerTimes: number[] = [];
  for (let m = 12; m >= 1; m--) {
    const started = performance.now();
    await raw(
      `insert into payslips (id, tenant_id, employee_id, contract_id, job_title_id, department_id, start_date, end_date,
                             state, currency_code, decimal_places, gross, deductions, net, inputs, items,
                             employee_full_name, salary_structure_name_en, concurrency_stamp, number_year, number_seq)
       select gen_random_uuid(), $1, e.id, e.id, e.job_title_id, j.department_id, ms, (ms + interval '1 month' - interval '1 day')::date,
              1, $3, 2, 1200 + n % 500, 120, 1080 + n % 500, '{}'::jsonb,
              jsonb_build_array(
                jsonb_build_object('sequence', 1, 'code', 'BASIC', 'name', 'Basic', 'categoryCode', 'BASIC', 'categoryName', 'Basic', 'amount', (1000 + n % 500)::text),
                jsonb_build_object('sequence', 2, 'code', 'HOUSING', 'name', 'Housing', 'categoryCode', 'ALW', 'categoryName', 'Allowances', 'amount', '200'),
                jsonb_build_object('sequence', 3, 'code', 'TAX', 'name', 'Tax', 'categoryCode', 'DED', 'categoryName', 'Deductions', 'amount', '120'),
                jsonb_build_object('sequence', 4, 'code', 'NET', 'name', 'Net', 'categoryCode', 'NET', 'categoryName', 'Net', 'amount', (1080 + n % 500)::text)),
              e.name || ' Bench', 'Bench structure', ${stamp}, extract(year from ms)::int,
              1000000 + (12 - $4::int) * $5::int + n
         from (select id, job_title_id, name, row_number() over (order by id)::int as n from employees
                where tenant_id = $1 and national_number like 'BN%') e
         join job_titles j on j.tenant_id = $1 and j.id = e.job_title_id,
              lateral (select (date_trunc('month', $2::date) - ($4::int || ' months')::interval)::date as ms) x`,
      [tenantId, today, base, m, employees],
    );
    triggerTimes.push(performance.now() - started);
  }
  console.log(
    `  payslips: 12 months, ${(triggerTimes.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} s (one month's insert with the summary trigger: p50 ${(
      triggerTimes.sort((a, b) => a - b)[6]! / 1000
    ).toFixed(2)} s)`,
  );
  await step(
    'payroll runs and discipline',
    `with r as (
       insert into payroll_runs (id, tenant_id, name, start_date, end_date, selection, state, currency_code, concurrency_stamp,
                                 creation_time)
       select gen_random_uuid(), $1, 'Bench run ' || m, (date_trunc('month', $2::date) - (m || ' months')::interval)::date,
              (date_trunc('month', $2::date) - ((m - 1) || ' months')::interval - interval '1 day')::date, 0, 3, $3, ${stamp},
              now() - (m || ' months')::interval
         from generate_series(1, 12) m returning id, creation_time)
     insert into payroll_run_employees (tenant_id, run_id, employee_id, employee_full_name, status)
     select $1, r.id, e.id, e.name, case when e.n % 500 = 0 then 2 else 1 end
       from (select id, creation_time from r order by creation_time desc limit 2) r,
            (select id, name, row_number() over (order by id)::int as n from employees
              where tenant_id = $1 and national_number like 'BN%') e`,
    [tenantId, today, base],
  );
  await step(
    'penalties and rewards',
    `with ty as (
       insert into discipline_types (id, tenant_id, kind, name_en, code, normalized_code, concurrency_stamp)
       select gen_random_uuid(), $1, k, 'Bench ' || k, 'BENCH' || k, 'BENCH' || k, ${stamp}
         from generate_series(0, 1) k returning id, kind)
     insert into discipline_records (id, tenant_id, kind, employee_id, type_id, declaration_date, implementation_date,
                                     expiration_date, concurrency_stamp)
     select gen_random_uuid(), $1, ty.kind, e.id, ty.id, $2::date - (e.n % 365)::int, $2::date - (e.n % 365)::int,
            $2::date + 30, ${stamp}
       from (select id, row_number() over (order by id)::int as n from employees
              where tenant_id = $1 and national_number like 'BN%' limit 10000) e
       join ty on ty.kind = e.n % 2`,
    [tenantId, today],
  );
  await step('analyze', 'analyze');
  console.log(`Seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
  if (process.env.BENCH_HOLD) {
    // Keeps the seeded database for EXPLAIN ANALYZE by hand until the file BENCH_HOLD names is removed.
    const { existsSync, writeFileSync } = await import('node:fs');
    const [{ current_database: name }] = (await raw('select current_database()')) as [
      { current_database: string },
    ];
    writeFileSync(process.env.BENCH_HOLD, `${name} ${tenantId}\n`);
    console.log(`Holding ${name} (tenant ${tenantId}) while ${process.env.BENCH_HOLD} exists`);
    while (existsSync(process.env.BENCH_HOLD)) await new Promise((r) => setTimeout(r, 2000));
  }

  // The demo's employee user becomes a bench employee's (a year of attendance, leave and payslips), for `me`.
  const [linked] = await raw(
    `select e.user_id from employees e join users u on u.tenant_id = e.tenant_id and u.id = e.user_id
      where e.tenant_id = $1 and u.user_name = 'employee'`,
    [tenantId],
  );
  if (linked) {
    await raw(`update employees set user_id = null where tenant_id = $1 and user_id = $2`, [
      tenantId,
      linked.user_id,
    ]);
    await raw(`update employees set user_id = $2 where tenant_id = $1 and national_number = 'BN7'`, [
      tenantId,
      linked.user_id,
    ]);
    // The EmployeeId claim's side of the link.
    await raw(
      `update users set employee_id = (select id from employees where tenant_id = $1 and national_number = 'BN7')
        where tenant_id = $1 and id = $2`,
      [tenantId, linked.user_id],
    );
  }
  // The day's roster, as the hourly job builds it before the day starts (the first reader no longer pays).
  const rosterStarted = performance.now();
  const rosterRun = await services.dashboard.roster.run(new Date());
  console.log(
    `  the day's roster by its job: ${((performance.now() - rosterStarted) / 1000).toFixed(1)} s (${rosterRun.built} days built, ${rosterRun.failed} failed)`,
  );
  const tokenOf = async (username: string) => {
    const login = await app.inject({
      method: 'POST',
      url: '/connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', __tenant: 'acme' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username,
        password: '1q2w3E*',
        client_id: 'HR_App',
      }).toString(),
    });
    return login.json<{ access_token: string }>().access_token;
  };
  const token = await tokenOf('admin');
  const employeeToken = await tokenOf('employee');
  const [department] = await raw(
    `select id from departments where tenant_id = $1 and name_en = 'Bench dept 3'`,
    [tenantId],
  );

  const cases: [string, Endpoint, Record<string, string>][] = [];
  for (const [name, endpoint] of Object.entries(D)) {
    cases.push([name, endpoint, {}]);
    if (name === 'employeeHome') continue;
    cases.push([`${name} (one department)`, endpoint, { departmentId: String(department!.id) }]);
  }
  const rows: string[] = [];
  const ms = (v: number) => v.toFixed(1).padStart(7);
  for (const [name, endpoint, query] of cases) {
    const url = `${pathOf(endpoint)}?${new URLSearchParams(query)}`;
    const times: number[] = [];
    for (let i = 0; i < repeat + 5; i++) {
      const started = performance.now();
      const r = await app.inject({
        method: 'GET',
        url,
        headers: {
          authorization: `Bearer ${name === 'employeeHome' ? employeeToken : token}`,
          __tenant: 'acme',
        },
      });
      const took = performance.now() - started;
      if (r.statusCode !== 200) throw new Error(`${name}: ${r.statusCode} ${r.body}`);
      if (i >= 5) times.push(took);
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    rows.push(`${name.padEnd(34)} ${ms(p(0.5))} ${ms(p(0.9))} ${ms(times.at(-1)!)}`);
  }
  console.log(
    `${'endpoint'.padEnd(34)} ${'p50 ms'.padStart(7)} ${'p90 ms'.padStart(7)} ${'max ms'.padStart(7)}`,
  );
  for (const row of rows) console.log(row);
  await built.app.close();
  await drop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
