/**
 * The payroll benches' month (bench/payroll-run.ts, bench/month-end.ts): N employees of acme in a department
 * of their own, each with an Active contract, a month of attendance, and some penalties, rewards and days of
 * unpaid leave, ready for a run of last month.
 *
 * One employee is made through the services — a job title, a Sunday-Thursday office schedule, an Active
 * contract paid by it, a salary structure of 20 rules (prorating, allowances, overtime, absence, unpaid
 * leave, penalties and rewards, gross and net) — with one attendance record, a 10 % penalty, a reward and a
 * day of unpaid leave; SQL then copies that employee, contract, record, penalty, reward and leave into N
 * employees with a month of attendance each (every expected day at 08:00-16:00, one in twenty days missed,
 * one in seven two hours longer), a penalty for one in ten, a reward for one in ten and a day of unpaid
 * leave for one in twenty. The table `bench_people (n, employee_id, contract_id, leave_id)` names the copies.
 */
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
  SalaryEffectValueType,
  SettingNames,
  ValueBasedOn,
  WorkEntrySource,
} from '@hr/contracts';
import type { BuiltApp } from '../apps/server/src/app.ts';
import { type RequestContext, systemContext } from '../apps/server/src/platform/context.ts';
import type { Raw } from './throwaway.ts';

/**
 * Copies the row `where` picks of `table` once per row of `source` (a query aliased `s`), every column as
 * it is but those given (SQL expressions over the template `t` and `s`): the schema may grow without the
 * bench knowing.
 */
export async function copyRows(
  raw: Raw,
  table: string,
  where: string,
  source: string,
  set: Record<string, string>,
) {
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

/** What `seedPayrollMonth` made: acme's context, last month, and the department the run pays. */
export interface PayrollMonth {
  ctx: RequestContext;
  tenantId: string;
  /** acme's time zone. */
  zone: string;
  /** Last month: the run's period. */
  period: { startDate: string; endDate: string };
  department: { id: string };
  jobTitle: { id: string };
  /** An unpaid leave type needing no allocation. */
  leaveTypeId: string;
  structureId: string;
  scheduleId: string;
}

/** N employees of acme paid by last month's run of their own department (see above). */
export async function seedPayrollMonth(built: BuiltApp, raw: Raw, employees: number): Promise<PayrollMonth> {
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
  return { ctx, tenantId, zone, period, department, jobTitle, leaveTypeId, structureId, scheduleId };
}
