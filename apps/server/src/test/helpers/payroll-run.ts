import {
  type PagedResult,
  type PayrollRunDto,
  payrollRunEndpoints as R,
  salaryRuleCategoryEndpoints,
  ValueBasedOn,
  workingScheduleEndpoints,
} from '@hr/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { employeeBody, employeesApi } from './employees.ts';
import { contractsApi } from './employment.ts';
import { organisationApi } from './organisation.ts';
import { payrollApi, uniqueCode } from './payroll.ts';

/**
 * What the run tests share in acme: a department with a sub-department and another department (a job
 * title in each), a Sunday-to-Thursday schedule and a structure of basic, housing 25 %, social insurance
 * 7 %, gross and net. Employees are made with an Active contract for the months a test chooses, so
 * "everyone with a contract in force" in a month is that test's employees only (acme's demo contracts
 * begin a year before the seed's day; the tests pay months two years back).
 */
export async function runFixture(t: TestApp, token: string) {
  const org = organisationApi(t);
  const top = await org.createDepartment(token, uniqueCode('Run dept'));
  const sub = await org.createDepartment(token, uniqueCode('Run sub'), top.id);
  const other = await org.createDepartment(token, uniqueCode('Run other'));
  const jobTitle = async (departmentId: string, baseSalary: string) =>
    (await org.createJobTitle(token, { name: uniqueCode('Run title'), departmentId, baseSalary })).id;
  const jobTitles = {
    top: await jobTitle(top.id, '1000.00'),
    sub: await jobTitle(sub.id, '1500.50'),
    other: await jobTitle(other.id, '2000.00'),
  };
  const schedule = await t.call(token, workingScheduleEndpoints.create, {
    body: {
      name: uniqueCode('Run week'),
      workingHours: [0, 1, 2, 3, 4].map((day) => ({
        day,
        from: '08:00',
        to: '16:00',
        expectedAttendance: '08:00',
      })),
    },
  });
  expect(schedule.statusCode, schedule.body).toBe(200);
  const scheduleId = schedule.json<string>();
  const categories = (
    await t.call(token, salaryRuleCategoryEndpoints.list, { query: { maxResultCount: 1000 } as never })
  ).json<PagedResult<{ id: string; code: string }>>().items;
  const category = (code: string) => categories.find((c) => c.code.toUpperCase() === code)!.id;
  const p = payrollApi(t);
  const basic = uniqueCode('BASIC');
  const formula = (code: string, categoryCode: string, valueCode: string) =>
    p.createRule(token, {
      code,
      categoryId: category(categoryCode),
      valueBasedOn: ValueBasedOn.Code,
      valueCode,
      valueFixedAmount: null,
    });
  const structureId = await p.createStructure(token, [
    await formula(basic, 'BASIC', 'BASIC'),
    await formula(uniqueCode('HOUSING'), 'ALW', `rules.${basic} * 0.25`),
    await formula(uniqueCode('INSURANCE'), 'DED', `rules.${basic} * 0.07`),
    await formula(uniqueCode('GROSS'), 'GROSS', 'categories.BASIC + categories.ALW'),
    await formula(uniqueCode('NET'), 'NET', 'categories.GROSS - categories.DED'),
  ]);

  /** A new employee on the job title, without a contract. */
  const employee = (jobTitleId: string) =>
    employeesApi(t).create(
      token,
      employeeBody(jobTitleId, { surname: uniqueCode('Run').replaceAll('_', '') }),
    );
  /** An Active contract of the employee from start to end on the fixture's structure and schedule. */
  const contract = (employeeId: string, jobTitleId: string, start: string, end: string) =>
    contractsApi(t).activeContract(token, {
      employeeId,
      jobTitleId,
      salaryStructureId: structureId,
      workingScheduleId: scheduleId,
      start,
      end,
    });
  /** `count` new employees on the job title, each with an Active contract from start to end. */
  async function contracted(count: number, jobTitleId: string, start: string, end: string) {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const id = await employee(jobTitleId);
      await contract(id, jobTitleId, start, end);
      ids.push(id);
    }
    return ids;
  }
  return {
    departments: { top, sub, other },
    jobTitles,
    structureId,
    scheduleId,
    employee,
    contract,
    contracted,
  };
}

/** Asks for the run until `done` holds of it (the job runs elsewhere): the run then. */
export async function runUntil(
  t: TestApp,
  token: string,
  id: string,
  done: (run: PayrollRunDto) => boolean,
  timeoutMs = 60_000,
): Promise<PayrollRunDto> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const r = await t.call(token, R.get, { params: { id } });
    expect(r.statusCode, r.body).toBe(200);
    const run = r.json<PayrollRunDto>();
    if (done(run)) return run;
    if (Date.now() > until) throw new Error(`the run never got there: ${r.body}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
