import {
  attendanceEndpoints,
  ConditionBasedOn,
  contractEndpoints,
  displayParam,
  goTaskEndpoints,
  KindOfTimeOff,
  LeaveRequestUnit,
  leaveRequestEndpoints,
  leaveTypeEndpoints,
  type PagedResult,
  type PayslipDto,
  type PayslipListItemDto,
  PayslipState,
  payslipEndpoints as PS,
  penaltyEndpoints,
  penaltyTypeEndpoints,
  rewardEndpoints,
  rewardTypeEndpoints,
  SalaryEffectValueType,
  salaryRuleCategoryEndpoints,
  salaryStructureEndpoints,
  ValueBasedOn,
  WorkEntrySource,
  workingScheduleEndpoints,
} from '@hr/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../platform/context.ts';
import { employeeBody, employeesApi } from '../../test/helpers/employees.ts';
import { contractsApi } from '../../test/helpers/employment.ts';
import { organisationApi } from '../../test/helpers/organisation.ts';
import { payrollApi, uniqueCode } from '../../test/helpers/payroll.ts';
import { normaliseText, pdfText } from '../../test/helpers/pdf.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { Dec } from './formula/values.ts';
import { demoStructureName } from './payroll.seed.ts';

type Reply = { statusCode: number; body: string; json: <T>() => T };
const errorOf = (r: Reply) => r.json<{ error: { code: string; message: string } }>().error;
const ok = <T>(r: Reply, status = 200): T => {
  expect(r.statusCode, r.body).toBe(status);
  return (status === 204 ? undefined : r.json<T>()) as T;
};

let t: TestApp;
let acme: string;
let jobTitleId: string;
let departmentId: string;
let scheduleId: string;
let structureId: string;
let codes: Record<'basic' | 'housing' | 'absence' | 'penalty' | 'gross' | 'net' | 'hidden' | 'never', string>;

/** Two years back: a year no fiscal period of acme covers (last year's is Closed, this year's Opened). */
const year = new Date().getUTCFullYear() - 2;
const october = { startDate: `${year}-10-01`, endDate: `${year}-10-31` };
/** Sunday to Thursday are the schedule's days (8 hours each); October has no demo holiday. */
const workDaysOf = (from: number, to: number) => {
  let n = 0;
  for (let d = from; d <= to; d++) if (new Date(Date.UTC(year, 9, d)).getUTCDay() <= 4) n++;
  return n;
};

async function newEmployee(changes: Record<string, unknown> = {}) {
  return employeesApi(t).create(
    acme,
    employeeBody(jobTitleId, { surname: uniqueCode('Haddad').replaceAll('_', ''), ...changes }),
  );
}

async function contracted(start = `${year}-01-01`, end = `${year + 3}-12-31`, changes = {}) {
  const employeeId = await newEmployee(changes);
  await contractsApi(t).activeContract(acme, {
    employeeId,
    jobTitleId,
    salaryStructureId: structureId,
    workingScheduleId: scheduleId,
    start,
    end,
  });
  return employeeId;
}

const generate = (body: { employeeId: string; startDate: string; endDate: string }, token = acme) =>
  t.call(token, PS.generate, { body });
const generateIn = (language: string, body: { employeeId: string; startDate: string; endDate: string }) =>
  t.call(acme, PS.generate, { body, headers: { 'accept-language': language } });
const get = async (id: string, token = acme) =>
  ok<PayslipDto>(await t.call(token, PS.get, { params: { id } }));
const list = async (query: Record<string, unknown>, token = acme) =>
  ok<PagedResult<PayslipListItemDto>>(await t.call(token, PS.list, { query: query as never }));
const confirm = (p: PayslipDto) =>
  t.call(acme, PS.confirm, { params: { id: p.id }, body: { concurrencyStamp: p.concurrencyStamp } });
const cancel = (p: PayslipDto, reason = 'Wrong month') =>
  t.call(acme, PS.cancel, { params: { id: p.id }, body: { reason, concurrencyStamp: p.concurrencyStamp } });

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.login('acme');
  const org = organisationApi(t);
  const department = await org.createDepartment(acme, uniqueCode('Payslip dept'));
  departmentId = department.id;
  jobTitleId = (
    await org.createJobTitle(acme, { name: uniqueCode('Payroll clerk'), departmentId, baseSalary: '1234.56' })
  ).id;
  scheduleId = ok<string>(
    await t.call(acme, workingScheduleEndpoints.create, {
      body: {
        name: uniqueCode('Payslip week'),
        workingHours: [0, 1, 2, 3, 4].map((day) => ({
          day,
          from: '08:00',
          to: '16:00',
          expectedAttendance: '08:00',
        })),
      },
    }),
  );
  // acme's seeded categories BASIC, ALW, DED, GROSS, NET.
  const categories = ok<PagedResult<{ id: string; code: string }>>(
    await t.call(acme, salaryRuleCategoryEndpoints.list, { query: { maxResultCount: 1000 } as never }),
  ).items;
  const category = (code: string) => categories.find((c) => c.code.toUpperCase() === code)!.id;
  const p = payrollApi(t);
  const c = (name: string) => uniqueCode(name);
  codes = {
    basic: c('BASIC'),
    housing: c('HOUSING'),
    absence: c('ABSENCE'),
    penalty: c('PENALTY'),
    gross: c('GROSS'),
    net: c('NET'),
    hidden: c('HIDDEN'),
    never: c('NEVER'),
  };
  const formula = (code: string, categoryCode: string, valueCode: string, extra = {}) =>
    p.createRule(acme, {
      code,
      categoryId: category(categoryCode),
      valueBasedOn: ValueBasedOn.Code,
      valueCode,
      valueFixedAmount: null,
      ...extra,
    });
  structureId = await p.createStructure(acme, [
    await formula(codes.basic, 'BASIC', 'BASIC'),
    await formula(codes.housing, 'ALW', `rules.${codes.basic} * 0.25`),
    // Never applies: its condition does not hold, so no line and nothing in ALW.
    await formula(codes.never, 'ALW', '999', {
      conditionBasedOn: ConditionBasedOn.Code,
      conditionCode: 'WORKED_DAYS > 100',
    }),
    await formula(codes.absence, 'DED', 'SCHEDULED_DAYS > 0 ? BASIC / SCHEDULED_DAYS * ABSENCE_DAYS : 0'),
    await formula(codes.penalty, 'DED', 'BASIC * PENALTY_PERCENT / 100'),
    await formula(codes.gross, 'GROSS', 'categories.BASIC + categories.ALW'),
    await formula(codes.net, 'NET', 'categories.GROSS - categories.DED'),
    // Computed but not shown to the employee.
    await formula(codes.hidden, 'ALW', '0', { appearForEmployee: false }),
  ]);
});
afterAll(() => t?.close());

describe('generation', () => {
  it('computes a month by hand: basic, housing 25 %, a 10 % penalty, gross and net to the cent', async () => {
    const employeeId = await contracted();
    const type = ok<string>(
      await t.call(acme, penaltyTypeEndpoints.create, {
        body: {
          name: uniqueCode('Late'),
          code: uniqueCode('LATE'),
          salaryEffectValueType: SalaryEffectValueType.Percentage,
          salaryEffectValue: '10',
        } as never,
      }),
    );
    ok(
      await t.call(acme, penaltyEndpoints.create, {
        body: {
          employeeId,
          penaltyTypeId: type,
          declarationDate: `${year}-10-10`,
          implementationDate: `${year}-10-12`,
          expirationDate: `${year}-11-12`,
          summary: 'Late three times',
        } as never,
      }),
    );
    const id = ok<string>(await generate({ employeeId, ...october }));
    const p = await get(id);
    const days = workDaysOf(1, 31);
    expect(p).toMatchObject({
      employeeId,
      startDate: october.startDate,
      endDate: october.endDate,
      state: PayslipState.Draft,
      runId: null,
      currencyCode: 'USD',
      departmentName: expect.stringContaining('Payslip dept'),
      jobTitleName: expect.stringContaining('Payroll clerk'),
      // 1234.56 + 308.64 = 1543.20; 10 % of 1234.56 = 123.456 -> 123.46; 1543.20 - 123.46 = 1419.74.
      gross: '1543.20',
      deductions: '123.46',
      net: '1419.74',
    });
    expect(p.inputs.employee.basicSalary).toBe('1234.56');
    expect(p.inputs.inputs).toMatchObject({
      SCHEDULED_DAYS: String(days),
      SCHEDULED_HOURS: `${days * 8}.00`,
      WORKED_DAYS: String(days),
      WORKED_HOURS: `${days * 8}.00`,
      ABSENCE_DAYS: '0',
      PENALTY_PERCENT: '10.00',
      PENALTY_COUNT: '1',
      REWARD_COUNT: '0',
    });
    expect(p.payslipItems.map((i) => [i.sequence, i.code, i.categoryCode, i.amount])).toEqual([
      [1, codes.basic, 'BASIC', '1234.56'],
      [2, codes.housing, 'ALW', '308.64'],
      [4, codes.absence, 'DED', '0.00'],
      [5, codes.penalty, 'DED', '123.46'],
      [6, codes.gross, 'GROSS', '1543.20'],
      [7, codes.net, 'NET', '1419.74'],
    ]);
    const penalty = p.payslipItems.find((i) => i.code === codes.penalty)!;
    expect(penalty.explanation).toEqual({
      condition: null,
      valueBasedOn: ValueBasedOn.Code,
      formula: 'BASIC * PENALTY_PERCENT / 100',
      fixedAmount: null,
      variables: [
        { name: 'BASIC', value: '1234.56' },
        { name: 'PENALTY_PERCENT', value: '10.00' },
      ],
    });
    expect(p.payslipItems.find((i) => i.code === codes.housing)!.explanation.variables).toEqual([
      { name: `rules.${codes.basic}`, value: '1234.56' },
    ]);
    expect(p.payslipItems.find((i) => i.code === codes.net)!.explanation.variables).toEqual([
      { name: 'categories.GROSS', value: '1543.20' },
      { name: 'categories.DED', value: '123.46' },
    ]);
    expect(p.payslipItems.find((i) => i.code === codes.basic)!.categoryName).toBeTruthy();
    // The list shows it, filtered by department (the job title's), period, state and employee.
    const found = await list({
      departmentId,
      employeeId,
      startDate: `${year}-10-15`,
      state: PayslipState.Draft,
    });
    expect(found.items.map((i) => [i.id, i.net])).toEqual([[id, '1419.74']]);
    expect((await list({ employeeId, endDate: `${year}-09-30` })).totalCount).toBe(0);
  });

  it('computes a month by hand: from mid-month, an absence, unpaid leave, overtime, a 10 % penalty and a reward', async () => {
    const ctx = systemContext(String(decodeJwt(acme).tenantid));
    const p = payrollApi(t);
    const categories = ok<PagedResult<{ id: string; code: string }>>(
      await t.call(acme, salaryRuleCategoryEndpoints.list, { query: { maxResultCount: 1000 } as never }),
    ).items;
    const category = (code: string) => categories.find((c) => c.code.toUpperCase() === code)!.id;
    const c = {
      basic: uniqueCode('PRORATED'),
      overtime: uniqueCode('OT'),
      reward: uniqueCode('REWARD'),
      absence: uniqueCode('ABS'),
      unpaid: uniqueCode('UNPAID'),
      penalty: uniqueCode('PEN'),
      gross: uniqueCode('GROSS'),
      net: uniqueCode('NET'),
    };
    const rule = (code: string, categoryCode: string, valueCode: string) =>
      p.createRule(acme, {
        code,
        categoryId: category(categoryCode),
        valueBasedOn: ValueBasedOn.Code,
        valueCode,
        valueFixedAmount: null,
      });
    const structure = await p.createStructure(acme, [
      // The days of the contract in the month, of the month's calendar days.
      await rule(
        c.basic,
        'BASIC',
        'BASIC * min(CALENDAR_DAYS, daysBetween(CONTRACT_START, PERIOD_END) + 1) / CALENDAR_DAYS',
      ),
      await rule(c.overtime, 'ALW', 'round(BASIC / 30 / 8, 2) * 1.5 * OVERTIME_HOURS'),
      await rule(c.reward, 'ALW', 'REWARD_AMOUNT'),
      await rule(c.absence, 'DED', 'BASIC / 30 * ABSENCE_DAYS'),
      await rule(c.unpaid, 'DED', 'BASIC / 30 * UNPAID_LEAVE_DAYS'),
      await rule(c.penalty, 'DED', `rules.${c.basic} * PENALTY_PERCENT / 100`),
      await rule(c.gross, 'GROSS', 'categories.BASIC + categories.ALW'),
      await rule(c.net, 'NET', 'categories.GROSS - categories.DED'),
    ]);
    // An employee (with a user, to ask for leave) and a manager to approve it.
    const managerUser = await t.userWith('acme', []);
    const managerId = await newEmployee({ userId: managerUser.id });
    const user = await t.userWith('acme', []);
    const employeeId = await newEmployee({ userId: user.id, managerId });
    await contractsApi(t).activeContract(acme, {
      employeeId,
      jobTitleId,
      salaryStructureId: structure,
      workingScheduleId: scheduleId,
      start: `${year}-10-15`,
      end: `${year + 3}-12-31`,
    });
    // Attendance on every expected day from the 15th (Sunday to Thursday, 08:00-16:00 in acme's zone):
    // none on the 6th work day (absent), the 7th on unpaid leave, two hours beyond the day on the 2nd.
    const expected = await t.services.employment.expectedTime.forEmployee(
      ctx,
      employeeId,
      `${year}-10-01`,
      `${year}-10-31`,
    );
    const workDays = expected.filter((d) => d.expectedMinutes > 0);
    expect(workDays.length).toBe(workDaysOf(15, 31));
    const [overtimeDay, absentDay, leaveDay] = [workDays[1]!.date, workDays[5]!.date, workDays[6]!.date];
    for (const day of workDays) {
      if (day.date === absentDay || day.date === leaveDay) continue;
      const start = day.intervals[0]!.start;
      const end = day.intervals.at(-1)!.end.getTime() + (day.date === overtimeDay ? 2 * 3_600_000 : 0);
      ok(
        await t.call(acme, attendanceEndpoints.create, {
          body: { employeeId, checkIn: start.toISOString(), checkOut: new Date(end).toISOString() },
        }),
      );
    }
    const unpaidType = ok<string>(
      await t.call(acme, leaveTypeEndpoints.create, {
        body: {
          name: uniqueCode('Unpaid'),
          code: uniqueCode('UNP')
            .replace(/[^A-Za-z0-9_-]/g, '')
            .slice(0, 30),
          requestUnit: LeaveRequestUnit.Days,
          kindOfTimeOff: KindOfTimeOff.Absence,
          isPaid: false,
          requiresAllocation: false,
        } as never,
      }),
    );
    const token = await t.login('acme', user.userName, '1q2w3E*');
    const requestId = ok<string>(
      await t.call(token, leaveRequestEndpoints.create, {
        body: {
          leaveTypeId: unpaidType,
          leaveUnit: LeaveRequestUnit.Days,
          createDailyLeaveRequestDto: { from: leaveDay, to: leaveDay },
        },
      }),
    );
    const taskId = ok<{ taskId: string }>(
      await t.call(token, leaveRequestEndpoints.get, { params: { id: requestId } }),
    ).taskId;
    const managerToken = await t.login('acme', managerUser.userName, '1q2w3E*');
    ok(await t.call(managerToken, goTaskEndpoints.approve, { params: { id: taskId } }), 204);
    // A 10 % penalty and a reward of 50.
    const effect = (valueType: number, value: string) => ({
      salaryEffectValueType: valueType,
      salaryEffectValue: value,
    });
    const penaltyType = ok<string>(
      await t.call(acme, penaltyTypeEndpoints.create, {
        body: {
          name: uniqueCode('Late'),
          code: uniqueCode('LATE'),
          ...effect(SalaryEffectValueType.Percentage, '10'),
        } as never,
      }),
    );
    const rewardType = ok<string>(
      await t.call(acme, rewardTypeEndpoints.create, {
        body: {
          name: uniqueCode('Thanks'),
          code: uniqueCode('THX'),
          ...effect(SalaryEffectValueType.FixedAmount, '50'),
        } as never,
      }),
    );
    const dates = {
      declarationDate: `${year}-10-20`,
      implementationDate: `${year}-10-21`,
      expirationDate: `${year}-11-21`,
    };
    ok(
      await t.call(acme, penaltyEndpoints.create, {
        body: { employeeId, penaltyTypeId: penaltyType, ...dates, summary: 'Late' } as never,
      }),
    );
    ok(
      await t.call(acme, rewardEndpoints.create, {
        body: { employeeId, rewardTypeId: rewardType, ...dates, summary: 'Helped at the audit' } as never,
      }),
    );

    const payslip = await get(ok<string>(await generate({ employeeId, ...october })));
    const scheduled = workDays.length;
    expect(payslip.inputs.inputs).toMatchObject({
      SCHEDULED_DAYS: String(scheduled),
      SCHEDULED_HOURS: `${scheduled * 8}.00`,
      // Not the absent day nor the day of leave; the schedule's hours (overtime is apart).
      WORKED_DAYS: String(scheduled - 2),
      WORKED_HOURS: `${(scheduled - 2) * 8}.00`,
      ABSENCE_DAYS: '1',
      UNPAID_LEAVE_DAYS: '1.00',
      PAID_LEAVE_DAYS: '0.00',
      OVERTIME_HOURS: '2.00',
      PENALTY_PERCENT: '10.00',
      REWARD_AMOUNT: '50.00',
      REWARD_COUNT: '1',
    });
    // By hand, BASIC 1234.56 and 31 calendar days, the contract's 17 (15th to 31st):
    // prorated 1234.56 × 17 / 31 = 677.0168 → 677.02; overtime round(1234.56 / 240, 2) = 5.14 × 1.5 × 2 =
    // 15.42; reward 50.00; absence and unpaid leave 1234.56 / 30 = 41.152 → 41.15 each; penalty 10 % of
    // 677.02 = 67.702 → 67.70; gross 677.02 + 15.42 + 50.00 = 742.44; deductions 41.15 + 41.15 + 67.70 =
    // 150.00; net 592.44.
    expect(payslip.payslipItems.map((i) => [i.code, i.amount])).toEqual([
      [c.basic, '677.02'],
      [c.overtime, '15.42'],
      [c.reward, '50.00'],
      [c.absence, '41.15'],
      [c.unpaid, '41.15'],
      [c.penalty, '67.70'],
      [c.gross, '742.44'],
      [c.net, '592.44'],
    ]);
    expect(payslip).toMatchObject({ gross: '742.44', deductions: '150.00', net: '592.44' });
    expect(payslip.payslipItems.find((i) => i.code === c.overtime)!.explanation.variables).toEqual([
      { name: 'BASIC', value: '1234.56' },
      { name: 'OVERTIME_HOURS', value: '2.00' },
    ]);
  });

  it('starts with the contract: a contract from mid-month has its days only', async () => {
    const employeeId = await contracted(`${year}-10-15`);
    const p = await get(ok<string>(await generate({ employeeId, ...october })));
    const days = workDaysOf(15, 31);
    expect(p.inputs.employee.contractStart).toBe(`${year}-10-15`);
    expect(p.inputs.inputs).toMatchObject({ SCHEDULED_DAYS: String(days), WORKED_DAYS: String(days) });
  });

  it('reads worked days and hours from attendance when the contract says so', async () => {
    const employeeId = await newEmployee();
    const contractId = ok<string>(
      await t.call(acme, contractEndpoints.create, {
        body: {
          name: uniqueCode('Attendance contract'),
          type: 0,
          start: `${year}-01-01`,
          end: `${year + 3}-12-31`,
          employeeId,
          jobTitleId,
          salaryStructureId: structureId,
          workEntrySource: WorkEntrySource.Attendance,
          contractWorkingSchedules: null,
        } as never,
      }),
    );
    ok(await t.call(acme, contractEndpoints.activate, { params: { id: contractId } }), 204);
    for (const [day, hours] of [
      ['06', 8],
      ['07', 9.5],
    ] as const)
      ok(
        await t.call(acme, attendanceEndpoints.create, {
          body: {
            employeeId,
            checkIn: `${year}-10-${day}T10:00:00.000Z`,
            checkOut: new Date(
              Date.parse(`${year}-10-${day}T10:00:00.000Z`) + hours * 3_600_000,
            ).toISOString(),
          },
        }),
      );
    const p = await get(ok<string>(await generate({ employeeId, ...october })));
    // An Attendance contract has no schedule (document 2): nothing is expected, so no absence or overtime.
    expect(p.inputs.inputs).toMatchObject({
      SCHEDULED_DAYS: '0',
      WORKED_DAYS: '2',
      WORKED_HOURS: '17.50',
      ABSENCE_DAYS: '0',
      OVERTIME_HOURS: '0.00',
    });
  });

  it('names the rule and the employee when a formula cannot be computed', async () => {
    const p = payrollApi(t);
    const categories = ok<PagedResult<{ id: string; code: string }>>(
      await t.call(acme, salaryRuleCategoryEndpoints.list, { query: { maxResultCount: 1000 } as never }),
    ).items;
    const code = uniqueCode('DIV');
    const broken = await p.createStructure(acme, [
      await p.createRule(acme, {
        code,
        name: 'Per absence',
        categoryId: categories.find((c) => c.code.toUpperCase() === 'DED')!.id,
        valueBasedOn: ValueBasedOn.Code,
        valueCode: 'BASIC / ABSENCE_DAYS',
        valueFixedAmount: null,
      }),
    ]);
    const employeeId = await newEmployee({ name: 'Lina' });
    await contractsApi(t).activeContract(acme, {
      employeeId,
      jobTitleId,
      salaryStructureId: broken,
      workingScheduleId: scheduleId,
      start: `${year}-01-01`,
      end: `${year}-12-31`,
    });
    const r = await generate({ employeeId, ...october });
    expect(r.statusCode, r.body).toBe(422);
    expect(errorOf(r).code).toBe('Payslip:FormulaFailed');
    expect(errorOf(r).message).toContain(code);
    expect(errorOf(r).message).toContain('Lina');
    // In Arabic the engine's reason is Arabic too (a run shows a stored refusal in its reader's language).
    const ar = await generateIn('ar', { employeeId, ...october });
    expect(ar.statusCode).toBe(422);
    expect(errorOf(ar).message).toMatch(/^تعذر حساب القاعدة .*Lina.*: .*[\u0600-\u06ff]/);
    expect(errorOf(ar).message).not.toContain(errorOf(r).message.split(': ').at(-1)!);
  });

  it('refuses without an Active contract, naming the employee and the dates', async () => {
    const employeeId = await newEmployee({ name: 'Rami' });
    const r = await generate({ employeeId, ...october });
    expect(r.statusCode).toBe(422);
    expect(errorOf(r).code).toBe('Payslip:NoActiveContract');
    expect(errorOf(r).message).toContain('Rami');
    expect(errorOf(r).message).toContain(displayParam(october.startDate));
    expect(errorOf(r).message).toContain(displayParam(october.endDate));
  });

  it('refuses a period touching a Closed fiscal period (acme closed last year)', async () => {
    const employeeId = await contracted();
    const r = await generate({ employeeId, startDate: `${year + 1}-03-01`, endDate: `${year + 1}-03-31` });
    expect(r.statusCode, r.body).toBe(422);
    expect(errorOf(r).code).toBe('Finance:PeriodClosed');
  });

  it('validates the period and the employee', async () => {
    const employeeId = await contracted();
    const before = await generate({ employeeId, startDate: `${year}-10-31`, endDate: `${year}-10-01` });
    expect(errorOf(before).code).toBe('Payslip:EndBeforeStart');
    const long = await generate({ employeeId, startDate: `${year}-01-01`, endDate: `${year + 1}-01-02` });
    expect(errorOf(long).code).toBe('Payslip:PeriodTooLong');
    const nobody = await generate({ employeeId: '0190a000-0000-7000-8000-000000000001', ...october });
    expect(nobody.statusCode).toBe(422);
    expect(errorOf(nobody).code).toBe('Payslip:EmployeeNotFound');
    expect(
      (await t.call(acme, PS.get, { params: { id: '0190a000-0000-7000-8000-000000000001' } })).statusCode,
    ).toBe(404);
  });
});

describe("prorating the monthly salary (acme's seeded structure)", () => {
  const july = { startDate: `${year}-07-01`, endDate: `${year}-07-31` };
  /** A new employee on the file's job title (BASIC 1234.56) with Active contracts on the demo structure. */
  async function onDemo(...spans: Array<[start: string, end: string]>) {
    const structures = ok<PagedResult<{ id: string; name: string }>>(
      await t.call(acme, salaryStructureEndpoints.list, {
        query: { filter: demoStructureName, maxResultCount: 10 } as never,
      }),
    ).items;
    const salaryStructureId = structures.find((s) => s.name === demoStructureName)!.id;
    const employeeId = await newEmployee();
    for (const [start, end] of spans)
      await contractsApi(t).activeContract(acme, {
        employeeId,
        jobTitleId,
        salaryStructureId,
        workingScheduleId: scheduleId,
        start,
        end,
      });
    return employeeId;
  }
  const payslip = async (employeeId: string, startDate: string, endDate: string) =>
    get(ok<string>(await generate({ employeeId, startDate, endDate })));
  const amounts = (p: PayslipDto) => Object.fromEntries(p.payslipItems.map((i) => [i.code, i.amount]));
  const whole = (): [string, string] => [`${year}-01-01`, `${year + 3}-12-31`];

  it('pays a one-day payslip 1/31 of July, not the month: two days are two 31sts', async () => {
    const employeeId = await onDemo(whole());
    for (const day of ['01', '02']) {
      const p = await payslip(employeeId, `${year}-07-${day}`, `${year}-07-${day}`);
      expect(p.inputs.inputs).toMatchObject({ CONTRACT_DAYS: '1', MONTH_DAYS: '31' });
      // 1234.56 / 31 = 39.8245 -> 39.82; housing 25 % 9.955 -> 9.96; transport 150 / 31 = 4.8387 -> 4.84;
      // social insurance 7 % 2.7874 -> 2.79; gross 39.82 + 9.96 + 4.84 = 54.62, net 54.62 - 2.79 = 51.83.
      expect(amounts(p)).toMatchObject({
        BASIC: '39.82',
        HOUSING: '9.96',
        TRANSPORT: '4.84',
        SOCIAL_INSURANCE: '2.79',
      });
      expect(p).toMatchObject({ gross: '54.62', deductions: '2.79', net: '51.83' });
      expect(p.payslipItems.find((i) => i.code === 'TRANSPORT')!.explanation).toMatchObject({
        formula: 'min(150, 150 * CONTRACT_DAYS / MONTH_DAYS)',
        variables: [
          { name: 'CONTRACT_DAYS', value: '1' },
          { name: 'MONTH_DAYS', value: '31' },
        ],
      });
      expect(p.payslipItems.find((i) => i.code === 'BASIC')!.explanation).toMatchObject({
        formula: 'min(BASIC, BASIC * CONTRACT_DAYS / MONTH_DAYS)',
        variables: [
          { name: 'BASIC', value: '1234.56' },
          { name: 'CONTRACT_DAYS', value: '1' },
          { name: 'MONTH_DAYS', value: '31' },
        ],
      });
    }
  });

  it('pays a joiner from the 15th of a 31-day month 17/31, and a leaver on the 10th 10/31', async () => {
    const joiner = await payslip(
      await onDemo([`${year}-07-15`, `${year + 3}-12-31`]),
      july.startDate,
      july.endDate,
    );
    expect(joiner.inputs.inputs).toMatchObject({ CONTRACT_DAYS: '17', MONTH_DAYS: '31' });
    // 1234.56 × 17 / 31 = 677.0168 -> 677.02; housing 169.255 -> 169.26; transport 150 × 17 / 31 = 82.2581
    // -> 82.26; insurance 47.3914 -> 47.39; gross 677.02 + 169.26 + 82.26 = 928.54, net 928.54 - 47.39 = 881.15.
    expect(amounts(joiner)).toMatchObject({
      BASIC: '677.02',
      HOUSING: '169.26',
      TRANSPORT: '82.26',
      SOCIAL_INSURANCE: '47.39',
    });
    expect(joiner).toMatchObject({ gross: '928.54', deductions: '47.39', net: '881.15' });
    const leaver = await payslip(
      await onDemo([`${year}-01-01`, `${year}-07-10`]),
      july.startDate,
      july.endDate,
    );
    expect(leaver.inputs.inputs).toMatchObject({ CONTRACT_DAYS: '10', MONTH_DAYS: '31' });
    // 1234.56 × 10 / 31 = 398.2452 -> 398.25; transport 150 × 10 / 31 = 48.3871 -> 48.39.
    expect(amounts(leaver)).toMatchObject({ BASIC: '398.25', TRANSPORT: '48.39' });
  });

  it('pays a full month, a renewal within it and a month from the 16th to the 15th in full, and never more than a month', async () => {
    const full = await payslip(await onDemo(whole()), july.startDate, july.endDate);
    expect(full.inputs.inputs).toMatchObject({ CONTRACT_DAYS: '31', MONTH_DAYS: '31' });
    // As before prorating: 1234.56, housing 308.64, transport 150.00 (31/31), insurance 86.4192 -> 86.42.
    expect(amounts(full)).toMatchObject({
      BASIC: '1234.56',
      HOUSING: '308.64',
      TRANSPORT: '150.00',
      SOCIAL_INSURANCE: '86.42',
    });
    expect(full).toMatchObject({ gross: '1693.20', deductions: '86.42', net: '1606.78' });
    // A contract to the 15th renewed from the 16th: the one in force is the second, the days are all 31.
    const renewed = await onDemo([`${year}-01-01`, `${year}-07-15`], [`${year}-07-16`, `${year + 3}-12-31`]);
    const afterRenewal = await payslip(renewed, july.startDate, july.endDate);
    expect(afterRenewal.inputs.inputs).toMatchObject({ CONTRACT_DAYS: '31', MONTH_DAYS: '31' });
    expect(amounts(afterRenewal).BASIC).toBe('1234.56');
    // A period across two months is prorated by the month it starts in: 16 July to 15 August is 31/31.
    const employeeId = await onDemo(whole());
    const shifted = await payslip(employeeId, `${year}-07-16`, `${year}-08-15`);
    expect(shifted.inputs.inputs).toMatchObject({ CONTRACT_DAYS: '31', MONTH_DAYS: '31' });
    expect(amounts(shifted).BASIC).toBe('1234.56');
    // Two months in one payslip are 62/31: capped at one month's salary.
    const twoMonths = await payslip(employeeId, july.startDate, `${year}-08-31`);
    expect(twoMonths.inputs.inputs).toMatchObject({ CONTRACT_DAYS: '62', MONTH_DAYS: '31' });
    expect(amounts(twoMonths)).toMatchObject({ BASIC: '1234.56', TRANSPORT: '150.00' });
    // February has the days of its year (29 in a leap year): a joiner from the 20th is (days - 19)/days.
    const february = await payslip(
      await onDemo([`${year}-02-20`, `${year + 3}-12-31`]),
      `${year}-02-01`,
      `${year}-02-${new Date(Date.UTC(year, 2, 0)).getUTCDate()}`,
    );
    const days = new Date(Date.UTC(year, 2, 0)).getUTCDate();
    expect(february.inputs.inputs).toMatchObject({
      CONTRACT_DAYS: String(days - 19),
      MONTH_DAYS: String(days),
    });
    const share = (monthly: string) =>
      new Dec(monthly)
        .times(days - 19)
        .div(days)
        .toFixed(2, Dec.ROUND_HALF_UP);
    expect(amounts(february)).toMatchObject({ BASIC: share('1234.56'), TRANSPORT: share('150') });
  });
});

describe('the contract in force and the department filter', () => {
  it('takes the Active contract meeting the period that starts last; Drafts never count', async () => {
    const employeeId = await newEmployee();
    const contracts = t.services.employment.contracts;
    const ctx = { tenantId: String(decodeJwt(acme).tenantid) };
    const first = await contractsApi(t).activeContract(acme, {
      employeeId,
      jobTitleId,
      salaryStructureId: structureId,
      workingScheduleId: scheduleId,
      start: `${year}-01-01`,
      end: `${year}-06-30`,
    });
    const second = await contractsApi(t).activeContract(acme, {
      employeeId,
      jobTitleId,
      salaryStructureId: structureId,
      workingScheduleId: scheduleId,
      start: `${year}-07-01`,
      end: `${year}-12-31`,
    });
    expect((await contracts.inForce(ctx, employeeId, `${year}-05-01`, `${year}-05-31`))?.id).toBe(first);
    expect((await contracts.inForce(ctx, employeeId, `${year}-06-15`, `${year}-07-14`))?.id).toBe(second);
    expect(await contracts.inForce(ctx, employeeId, `${year + 3}-01-01`, `${year + 3}-01-31`)).toBeNull();
    const drafted = await newEmployee();
    ok(
      await t.call(acme, contractEndpoints.create, {
        body: {
          name: uniqueCode('Draft contract'),
          type: 0,
          start: `${year}-01-01`,
          end: `${year}-12-31`,
          employeeId: drafted,
          jobTitleId,
          salaryStructureId: structureId,
          workEntrySource: WorkEntrySource.Attendance,
          contractWorkingSchedules: null,
        } as never,
      }),
    );
    expect(await contracts.inForce(ctx, drafted, october.startDate, october.endDate)).toBeNull();
    expect(errorOf(await generate({ employeeId: drafted, ...october })).code).toBe(
      'Payslip:NoActiveContract',
    );
  });

  it('filters by a department and its sub-departments', async () => {
    const org = organisationApi(t);
    const child = await org.createDepartment(acme, uniqueCode('Payslip sub-dept'), departmentId);
    const childTitle = (
      await org.createJobTitle(acme, { name: uniqueCode('Junior clerk'), departmentId: child.id })
    ).id;
    const employeeId = await employeesApi(t).create(acme, employeeBody(childTitle));
    await contractsApi(t).activeContract(acme, {
      employeeId,
      jobTitleId: childTitle,
      salaryStructureId: structureId,
      workingScheduleId: scheduleId,
      start: `${year}-01-01`,
      end: `${year}-12-31`,
    });
    const id = ok<string>(await generate({ employeeId, ...october }));
    expect((await list({ departmentId, employeeId })).items.map((i) => i.id)).toEqual([id]);
    expect((await list({ departmentId: child.id, employeeId })).items.map((i) => i.id)).toEqual([id]);
    const elsewhere = await org.createDepartment(acme, uniqueCode('Other dept'));
    expect((await list({ departmentId: elsewhere.id, employeeId })).totalCount).toBe(0);
    // The job title's base salary is the contract's BASIC (1000.00 by the helper's default).
    expect((await get(id)).payslipItems[0]?.amount).toBe('1000.00');
  });
});

describe('one payslip per employee and period', () => {
  it('replaces an overlapping Draft, refuses over a Confirmed one, and frees the period when it is cancelled', async () => {
    const employeeId = await contracted();
    const first = ok<string>(await generate({ employeeId, ...october }));
    // Generated again after fixing data: the Draft is replaced.
    const second = ok<string>(
      await generate({ employeeId, startDate: `${year}-10-15`, endDate: `${year}-11-14` }),
    );
    expect((await t.call(acme, PS.get, { params: { id: first } })).statusCode).toBe(404);
    const third = ok<string>(await generate({ employeeId, ...october }));
    expect((await t.call(acme, PS.get, { params: { id: second } })).statusCode).toBe(404);
    expect((await list({ employeeId })).items.map((i) => i.id)).toEqual([third]);

    const confirmed = ok<PayslipDto>(await confirm(await get(third)));
    const refused = await generate({ employeeId, startDate: `${year}-10-31`, endDate: `${year}-11-29` });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).code).toBe('Payslip:ConfirmedExists');
    expect(errorOf(refused).message).toContain(displayParam(october.startDate));
    // A period beside it is free.
    const november = ok<string>(
      await generate({ employeeId, startDate: `${year}-11-01`, endDate: `${year}-11-30` }),
    );
    expect((await get(november)).state).toBe(PayslipState.Draft);

    ok(await cancel(confirmed));
    const again = ok<string>(await generate({ employeeId, ...october }));
    const states = (await list({ employeeId, endDate: october.endDate })).items.map((i) => [i.id, i.state]);
    expect(states).toEqual(
      expect.arrayContaining([
        [third, PayslipState.Cancelled],
        [again, PayslipState.Draft],
      ]),
    );
  });
});

describe('confirm and cancel', () => {
  it('confirms a Draft once, cancels with a reason once, under the stamp', async () => {
    const employeeId = await contracted();
    const draft = await get(ok<string>(await generate({ employeeId, ...october })));
    const stale = await t.call(acme, PS.confirm, {
      params: { id: draft.id },
      body: { concurrencyStamp: 'stale' },
    });
    expect(stale.statusCode).toBe(409);
    const confirmed = ok<PayslipDto>(await confirm(draft));
    expect(confirmed.state).toBe(PayslipState.Confirmed);
    expect(confirmed.confirmationTime).toBeTruthy();
    expect(confirmed.confirmedById).toBe(decodeJwt(acme).sub);
    expect(confirmed.concurrencyStamp).not.toBe(draft.concurrencyStamp);
    expect(errorOf(await confirm(confirmed)).code).toBe('Payslip:NotDraft');
    expect((await cancel(draft)).statusCode).toBe(409);
    const cancelled = ok<PayslipDto>(await cancel(confirmed, 'Paid twice'));
    expect(cancelled).toMatchObject({
      state: PayslipState.Cancelled,
      cancellationReason: 'Paid twice',
      cancelledById: decodeJwt(acme).sub,
    });
    expect(cancelled.cancellationTime).toBeTruthy();
    expect(errorOf(await cancel(cancelled)).code).toBe('Payslip:AlreadyCancelled');
    expect(errorOf(await confirm(cancelled)).code).toBe('Payslip:NotDraft');
    // A Draft may be cancelled too.
    const other = await get(ok<string>(await generate({ employeeId, ...october })));
    expect(ok<PayslipDto>(await cancel(other)).state).toBe(PayslipState.Cancelled);
  });
});

describe('self-service and tenants', () => {
  it('shows an employee only their own Confirmed payslips; anyone else’s is 404', async () => {
    const user = await t.userWith('acme', []);
    const employeeId = await contracted(undefined, undefined, { userId: user.id });
    const token = await t.login('acme', user.userName, '1q2w3E*');
    expect(decodeJwt(token).EmployeeId).toBe(employeeId);
    const draft = ok<string>(await generate({ employeeId, ...october }));
    const confirmed = ok<string>(
      await generate({ employeeId, startDate: `${year}-11-01`, endDate: `${year}-11-30` }),
    );
    ok(await confirm(await get(confirmed)));
    const someoneElse = await contracted();
    const theirs = ok<string>(await generate({ employeeId: someoneElse, ...october }));
    ok(await confirm(await get(theirs)));

    const own = ok<PagedResult<PayslipListItemDto>>(await t.call(token, PS.own, { query: {} as never }));
    expect(own.items.map((i) => i.id)).toEqual([confirmed]);
    // Sorted by the fields HR's list sorts by; another is a 400 naming them.
    const sorted = await t.call(token, PS.own, { query: { sorting: 'net desc' } as never });
    expect(ok<PagedResult<PayslipListItemDto>>(sorted).items.map((i) => i.id)).toEqual([confirmed]);
    const refused = await t.call(token, 'GET', `${PS.own.path}?sorting=state`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.validationErrors[0].message).toBe(
      'This list can be sorted by employeeFullName, startDate, net only, each followed by asc or desc if you like.',
    );
    expect(ok<PayslipDto>(await t.call(token, PS.ownGet, { params: { id: confirmed } })).id).toBe(confirmed);
    expect((await t.call(token, PS.ownGet, { params: { id: draft } })).statusCode).toBe(404);
    expect((await t.call(token, PS.ownGet, { params: { id: theirs } })).statusCode).toBe(404);
    // A user without an employee has none.
    const admin = ok<PagedResult<PayslipListItemDto>>(await t.call(acme, PS.own, { query: {} as never }));
    expect(admin.totalCount).toBe(0);
  });

  it('answers a payslip as a PDF in the reader’s language, to HR and to its employee once Confirmed', async () => {
    const user = await t.userWith('acme', []);
    const employeeId = await contracted(undefined, undefined, { userId: user.id });
    const token = await t.login('acme', user.userName, '1q2w3E*');
    const id = ok<string>(await generate({ employeeId, ...october }));
    const payslip = await get(id);

    const english = await t.call(acme, PS.pdf, { params: { id } });
    expect(english.statusCode, english.body).toBe(200);
    expect(english.headers['content-type']).toBe('application/pdf');
    // The payslip's number and the employee's name: no two payslips download under one name.
    const name = `payslip-${payslip.number}-${payslip.employeeFullName.replaceAll(' ', '-')}.pdf`;
    expect(name).toMatch(/^payslip-PS-\d{4}-\d{6}-\S+\.pdf$/);
    expect(english.headers['content-disposition']).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    );
    expect(english.headers['cache-control']).toBe('private, no-store');
    expect(english.headers['x-content-type-options']).toBe('nosniff');
    const text = normaliseText((await pdfText(english.rawPayload)).pages.flat().join(' '));
    expect(text).toContain(payslip.employeeFullName);
    expect(text).toContain('Draft');
    // The net with its thousands separator, and in words with the base currency's unit labels.
    expect(payslip.net).toBe('1543.20');
    expect(text).toContain('Net pay 1,543.20 USD');
    expect(text).toContain('one thousand five hundred forty-three dollars and twenty cents');

    const arabic = await t.call(acme, 'GET', `/api/app/payslip/${id}/pdf`, undefined, {
      'accept-language': 'ar',
    });
    expect(arabic.statusCode).toBe(200);
    expect(normaliseText((await pdfText(arabic.rawPayload)).pages.flat().join(' '))).toContain('قسيمة راتب');

    // The employee reads it only once it is Confirmed; another employee's never.
    expect((await t.call(token, PS.ownPdf, { params: { id } })).statusCode).toBe(404);
    ok(await confirm(payslip));
    const own = await t.call(token, PS.ownPdf, { params: { id } });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const someoneElse = ok<string>(await generate({ employeeId: await contracted(), ...october }));
    ok(await confirm(await get(someoneElse)));
    expect((await t.call(token, PS.ownPdf, { params: { id: someoneElse } })).statusCode).toBe(404);
  });

  it('keeps each tenant to its own payslips', async () => {
    const employeeId = await contracted();
    const id = ok<string>(await generate({ employeeId, ...october }));
    const other = await t.login((await t.createTenant()).name);
    expect((await t.call(other, PS.get, { params: { id } })).statusCode).toBe(404);
    expect((await list({}, other)).totalCount).toBe(0);
    const r = await t.call(other, PS.confirm, {
      params: { id },
      body: { concurrencyStamp: (await get(id)).concurrencyStamp },
    });
    expect(r.statusCode).toBe(404);
    // Another tenant's employee is not one of its employees.
    expect(errorOf(await generate({ employeeId, ...october }, other)).code).toBe('Payslip:EmployeeNotFound');
  });
});

describe('payslip numbers', () => {
  const seqOf = (number: string) => Number(number.split('-')[2]);

  it('numbers PS-YYYY-NNNNNN per tenant and year of the period, keeps it when a Draft is generated again, never for a refusal, searchable, in the PDF', async () => {
    const [a, b] = [await contracted(), await contracted()];
    const first = await get(ok<string>(await generate({ employeeId: a, ...october })));
    expect(first.number).toMatch(new RegExp(`^PS-${year}-\\d{6}$`));
    // A refusal (no contract) takes no number: the next payslip has the next one.
    expect((await generate({ employeeId: await newEmployee(), ...october })).statusCode).toBe(422);
    const second = await get(ok<string>(await generate({ employeeId: b, ...october })));
    expect(seqOf(second.number)).toBe(seqOf(first.number) + 1);
    // Generated again (a Draft replaced): the same number, not a new one.
    const again = await get(ok<string>(await generate({ employeeId: a, ...october })));
    expect(again.id).not.toBe(first.id);
    expect(again.number).toBe(first.number);
    // Cancelled keeps its number; a new payslip of the freed period has a new one.
    ok(await cancel(again));
    const fresh = await get(ok<string>(await generate({ employeeId: a, ...october })));
    expect(seqOf(fresh.number)).toBe(seqOf(second.number) + 1);
    expect((await get(again.id)).number).toBe(first.number);
    // Another year counts on its own: this year's January.
    const thisYear = year + 2;
    const { rows } = await t.db.ownerSql.query<{ last: number | null }>(
      `select max(number_seq) as last from payslips p join tenants t on t.id = p.tenant_id
        where t.name = 'acme' and number_year = $1`,
      [thisYear],
    );
    const january = await get(
      ok<string>(
        await generate({ employeeId: b, startDate: `${thisYear}-01-01`, endDate: `${thisYear}-01-31` }),
      ),
    );
    expect(january.number).toBe(`PS-${thisYear}-${String((rows[0]?.last ?? 0) + 1).padStart(6, '0')}`);

    // Searched by its number as written, without its zeros, or by the sequence alone (any year).
    const found = async (number: string) => (await list({ number })).items.map((i) => [i.id, i.number]);
    expect(await found(first.number)).toEqual([[again.id, first.number]]);
    expect(await found(first.number.toLowerCase())).toEqual([[again.id, first.number]]);
    expect(await found(`${year}-${seqOf(second.number)}`)).toEqual([[second.id, second.number]]);
    expect((await found(String(seqOf(fresh.number)))).map(([id]) => id)).toContain(fresh.id);
    expect(await found(`PS-${year - 5}-${seqOf(first.number)}`)).toEqual([]);
    // Other text finds nothing; more than 24 characters is a 400.
    expect(await found('PS-x')).toEqual([]);
    const long = await t.call(acme, 'GET', `${PS.list.path}?number=${'1'.repeat(25)}`);
    expect(long.statusCode).toBe(400);

    // The PDF prints it (read back), in both languages; the own list shows it too.
    const english = await t.call(acme, PS.pdf, { params: { id: second.id } });
    expect(normaliseText((await pdfText(english.rawPayload)).pages.flat().join(' '))).toContain(
      `Payslip no. ${second.number}`,
    );
    const arabic = await t.call(acme, PS.pdf, {
      params: { id: second.id },
      headers: { 'accept-language': 'ar' },
    });
    expect(normaliseText((await pdfText(arabic.rawPayload)).pages.flat().join(' '))).toContain(
      `رقم القسيمة ${second.number}`,
    );
  });

  it('keeps each tenant to its own numbers: another tenant’s counter is not acme’s', async () => {
    const other = (await t.createTenant()).id;
    await t.db.ownerSql.query(
      `insert into payslip_number_counters (tenant_id, year, last_number) values ($1, $2, 900000)`,
      [other, year],
    );
    // acme's next number is not the other tenant's: its counter is its own.
    const mine = await get(ok<string>(await generate({ employeeId: await contracted(), ...october })));
    expect(seqOf(mine.number)).toBeLessThan(900000);
    const { rows } = await t.db.ownerSql.query<{ last: number }>(
      'select last_number as last from payslip_number_counters where tenant_id = $1',
      [other],
    );
    expect(rows).toEqual([{ last: 900000 }]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('races (PostgreSQL)', () => {
  it('two generations of one employee and period at once leave exactly one payslip', async () => {
    for (let round = 0; round < 3; round++) {
      const employeeId = await contracted();
      const answers = await Promise.all([
        generate({ employeeId, ...october }),
        generate({ employeeId, ...october }),
      ]);
      expect(
        answers.map((r) => r.statusCode),
        answers.map((r) => r.body).join(' '),
      ).toEqual([200, 200]);
      const { rows } = await t.db.ownerSql.query<{ n: number }>(
        'select count(*)::int as n from payslips where employee_id = $1 and state <> 2',
        [employeeId],
      );
      expect(rows[0]?.n).toBe(1);
    }
  });

  it('numbers payslips generated at once without sharing a number and without gaps', async () => {
    const employees = await Promise.all([1, 2, 3, 4, 5].map(() => contracted()));
    const ids = await Promise.all(
      employees.map(async (employeeId) => ok<string>(await generate({ employeeId, ...october }))),
    );
    const seqs = (await Promise.all(ids.map((id) => get(id))))
      .map((p) => Number(p.number.split('-')[2]))
      .sort((x, y) => x - y);
    expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
  });
});
