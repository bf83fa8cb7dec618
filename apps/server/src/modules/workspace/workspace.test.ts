import {
  leaveAllocationEndpoints as A,
  ContractsPermissions,
  type EmployeeProfileDto,
  EmployeesPermissions,
  employeeProfileEndpoints as EP,
  goTaskEndpoints as G,
  type GlobalSearchResult,
  KindOfTimeOff,
  leaveTypeEndpoints as L,
  LeavePermissions,
  type LeaveRequestDetailsDto,
  LeaveRequestUnit,
  OrganisationPermissions,
  PayrollPermissions,
  payslipEndpoints as PS,
  leaveRequestEndpoints as R,
  searchEndpoints as S,
  SearchResultKind,
  teamCalendarEndpoints as TC,
  type TeamCalendarDto,
  TeamCalendarScope,
  TeamDayKind,
  workingScheduleEndpoints,
} from '@hr/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeBody, employeesApi } from '../../test/helpers/employees.ts';
import { contractsApi } from '../../test/helpers/employment.ts';
import { organisationApi } from '../../test/helpers/organisation.ts';
import { payrollApi, uniqueCode } from '../../test/helpers/payroll.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The team calendar, the global search and the employee profile (issue 41), through the HTTP API of a real
// server on a real database. Each person is made here with a unique surname, so the demo data never answers.

let t: TestApp;
let acme: string;
let departmentId: string;
let jobTitleId: string;
let structureId: string;
let office: string;
const tag = uniqueCode('Qz').replace(/[^A-Za-z0-9]/g, '');

interface Person {
  userId: string;
  employeeId: string;
  token: string;
  name: string;
}

/** A user with an employee (surname `tag` + suffix) reporting to `managerId`, under contract, signed in. */
async function person(first: string, managerId: string | null = null): Promise<Person> {
  const user = await t.userWith('acme', []);
  const surname = `${tag}${first}`;
  const employeeId = await employeesApi(t).create(
    acme,
    employeeBody(jobTitleId, { userId: user.id, managerId, name: first, surname }),
  );
  await contractsApi(t).activeContract(acme, {
    employeeId,
    jobTitleId,
    salaryStructureId: structureId,
    workingScheduleId: office,
    start: '2026-01-01',
    end: '2030-12-31',
  });
  const token = await t.login('acme', user.userName, '1q2w3E*');
  expect(decodeJwt(token).EmployeeId).toBe(employeeId);
  return { userId: user.id, employeeId, token, name: `${first} ${surname}` };
}

async function approvedLeave(requester: Person, manager: Person, typeId: string, from: string, to: string) {
  const r = await t.call(requester.token, R.create, {
    body: { leaveTypeId: typeId, leaveUnit: LeaveRequestUnit.Days, createDailyLeaveRequestDto: { from, to } },
  });
  expect(r.statusCode, r.body).toBe(200);
  const details = await t.call(requester.token, R.get, { params: { id: r.json<string>() } });
  const taskId = details.json<LeaveRequestDetailsDto>().taskId!;
  const d = await t.call(manager.token, G.approve, { params: { id: taskId } });
  expect(d.statusCode, d.body).toBe(204);
}

const calendar = (token: string, query: { fromDate: string; toDate: string; departmentId?: string }) =>
  t.call(token, TC.get, { query });
async function calendarOk(token: string, query: { fromDate: string; toDate: string; departmentId?: string }) {
  const r = await calendar(token, query);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<TeamCalendarDto>();
}
async function search(token: string, text: string) {
  const r = await t.call(token, S.search, { query: { text } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<GlobalSearchResult>().items;
}
const july = { fromDate: '2026-07-01', toDate: '2026-07-31' };

let manager: Person;
let first: Person;
let second: Person;
let otherManager: Person;
let outsider: Person;
let typeName: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.login('acme');
  const org = organisationApi(t);
  departmentId = (await org.createDepartment(acme, uniqueCode('Calendar dept'))).id;
  jobTitleId = (await org.createJobTitle(acme, { name: uniqueCode('Clerk'), departmentId })).id;
  const payroll = payrollApi(t);
  const category = await payroll.createCategory(acme);
  structureId = await payroll.createStructure(acme, [
    await payroll.createRule(acme, { categoryId: category }),
  ]);
  const s = await t.call(acme, workingScheduleEndpoints.create, {
    body: {
      name: uniqueCode('Calendar schedule'),
      workingHours: [1, 2, 3, 4, 5].map((day) => ({
        day,
        from: '08:00',
        to: '17:00',
        expectedAttendance: '08:00',
      })),
    },
  });
  expect(s.statusCode, s.body).toBe(200);
  office = s.json<string>();

  manager = await person('Mona');
  first = await person('Fadi', manager.employeeId);
  second = await person('Salma', manager.employeeId);
  otherManager = await person('Omar');
  outsider = await person('Rami', otherManager.employeeId);

  const code = uniqueCode('LT')
    .replace(/[^A-Za-z0-9_-]/g, '')
    .slice(0, 30);
  typeName = `Type ${code}`;
  const type = await t.call(acme, L.create, {
    body: {
      name: typeName,
      code,
      requestUnit: LeaveRequestUnit.Days,
      kindOfTimeOff: KindOfTimeOff.Absence,
      isPaid: true,
    },
  });
  expect(type.statusCode, type.body).toBe(200);
  const typeId = type.json<string>();
  for (const p of [first, outsider]) {
    const a = await t.call(acme, A.create, {
      body: {
        leaveTypeId: typeId,
        employeeId: p.employeeId,
        validityFrom: '2026-01-01',
        validityTo: '2026-12-31',
        numberOfDays: 10,
        numberOfHours: 0,
      },
    });
    expect(a.statusCode, a.body).toBe(200);
  }
  // Monday 13 and Tuesday 14 July 2026.
  await approvedLeave(first, manager, typeId, '2026-07-13', '2026-07-14');
  await approvedLeave(outsider, otherManager, typeId, '2026-07-13', '2026-07-13');
});
afterAll(() => t?.close());

describe('team calendar', () => {
  it("a manager sees only their direct reports, with the leave's type", async () => {
    const c = await calendarOk(manager.token, july);
    expect(c.scope).toBe(TeamCalendarScope.Reports);
    expect(c.people.map((p) => p.employeeId).sort()).toEqual([first.employeeId, second.employeeId].sort());
    const fadi = c.people.find((p) => p.employeeId === first.employeeId)!;
    expect(fadi.days).toEqual([
      { date: '2026-07-13', kind: TeamDayKind.Leave, leaveTypeName: typeName, partial: false },
      { date: '2026-07-14', kind: TeamDayKind.Leave, leaveTypeName: typeName, partial: false },
    ]);
    expect(c.people.find((p) => p.employeeId === second.employeeId)!.days).toEqual([]);
  });

  it('an employee sees their team (their manager and peers) and approved leave without its type', async () => {
    const c = await calendarOk(second.token, july);
    expect(c.scope).toBe(TeamCalendarScope.Team);
    expect(c.people.map((p) => p.employeeId).sort()).toEqual(
      [manager.employeeId, first.employeeId, second.employeeId].sort(),
    );
    const fadi = c.people.find((p) => p.employeeId === first.employeeId)!;
    expect(fadi.days.map((d) => [d.date, d.kind, d.leaveTypeName])).toEqual([
      ['2026-07-13', TeamDayKind.Leave, null],
      ['2026-07-14', TeamDayKind.Leave, null],
    ]);
  });

  it('HR chooses a department; a manager without the leave read policy may not', async () => {
    const hr = await t.userWith('acme', [LeavePermissions.LeaveRequests.Default]);
    const c = await calendarOk(hr.token, { ...july, departmentId });
    expect(c.scope).toBe(TeamCalendarScope.Department);
    expect(c.people.map((p) => p.employeeId).sort()).toEqual(
      [
        manager.employeeId,
        first.employeeId,
        second.employeeId,
        otherManager.employeeId,
        outsider.employeeId,
      ].sort(),
    );
    expect(c.people.find((p) => p.employeeId === outsider.employeeId)!.days.map((d) => d.date)).toEqual([
      '2026-07-13',
    ]);
    expect((await calendar(manager.token, { ...july, departmentId })).statusCode).toBe(403);
    // A user without an employee and without a department has no team.
    expect((await calendar(hr.token, july)).statusCode).toBe(403);
    // An unknown department: 404.
    const unknown = await calendar(hr.token, {
      ...july,
      departmentId: '0190f0f0-0000-7000-8000-000000000001',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('bounds the dates: at most 42 days, the end not before the start', async () => {
    expect((await calendar(manager.token, { fromDate: '2026-07-01', toDate: '2026-08-11' })).statusCode).toBe(
      200,
    );
    expect((await calendar(manager.token, { fromDate: '2026-07-01', toDate: '2026-08-12' })).statusCode).toBe(
      400,
    );
    expect((await calendar(manager.token, { fromDate: '2026-07-10', toDate: '2026-07-09' })).statusCode).toBe(
      400,
    );
    expect(
      (await t.call(manager.token, 'GET', `${TC.get.path}?fromDate=x&toDate=2026-07-09`)).statusCode,
    ).toBe(400);
  });

  it("another tenant's admin sees none of acme's people", async () => {
    const tenant = await t.createTenant();
    const theirs = await t.login(tenant.name);
    const hr = await calendar(theirs, { ...july, departmentId });
    expect(hr.statusCode).toBe(404);
  });
});

describe('global search', () => {
  it('finds employees by name in either order, national number and user name', async () => {
    const byName = await search(acme, `${first.name}`);
    expect(byName).toContainEqual(
      expect.objectContaining({ kind: SearchResultKind.Employee, id: first.employeeId, title: first.name }),
    );
    const reversed = await search(acme, `${tag}Fadi Fadi`);
    expect(reversed.map((r) => r.id)).toContain(first.employeeId);
    const employee = await employeesApi(t).get(acme, second.employeeId);
    const byNumber = await search(acme, employee.nationalNumber);
    expect(byNumber.filter((r) => r.kind === SearchResultKind.Employee).map((r) => r.id)).toEqual([
      second.employeeId,
    ]);
    const byUser = await search(acme, employee.userName!);
    expect(byUser.filter((r) => r.kind === SearchResultKind.Employee).map((r) => r.id)).toEqual([
      second.employeeId,
    ]);
  });

  it('answers only the kinds whose read policy the caller holds: no payslips without payroll read', async () => {
    const g = await t.call(acme, PS.generate, {
      body: { employeeId: first.employeeId, startDate: '2026-06-01', endDate: '2026-06-30' },
    });
    expect(g.statusCode, g.body).toBe(200);
    const payslipId = g.json<string>();
    const all = await search(acme, first.name);
    expect(all).toContainEqual(expect.objectContaining({ kind: SearchResultKind.Payslip, id: payslipId }));
    expect(all.map((r) => r.kind)).toContain(SearchResultKind.Contract);

    const hr = await t.userWith('acme', [EmployeesPermissions.Employees.Default]);
    const theirs = await search(hr.token, first.name);
    expect(theirs.map((r) => r.id)).toContain(first.employeeId);
    expect(theirs.filter((r) => r.kind !== SearchResultKind.Employee)).toEqual([]);

    const payroll = await t.userWith('acme', [PayrollPermissions.Payslips.Default]);
    expect((await search(payroll.token, first.name)).map((r) => r.kind)).toEqual([SearchResultKind.Payslip]);
    expect((await search(payroll.token, payslipId)).map((r) => r.id)).toEqual([payslipId]);

    const contracts = await t.userWith('acme', [ContractsPermissions.Contracts.Default]);
    const c = await search(contracts.token, first.name);
    expect(c.map((r) => r.kind)).toEqual([SearchResultKind.Contract]);
    expect(c[0]).toMatchObject({ subtitle: first.name });

    // An employee without any policy finds nothing, not even themself.
    expect(await search(first.token, first.name)).toEqual([]);
    expect(await search(first.token, tag)).toEqual([]);
  });

  it('finds departments and job titles for holders of their policy only', async () => {
    const org = await t.userWith('acme', [OrganisationPermissions.DepartmentsAndJobTitles.Default]);
    const dept = await search(org.token, 'Calendar dept');
    expect(dept.map((r) => r.id)).toContain(departmentId);
    const jobs = await search(org.token, 'Clerk');
    expect(jobs.some((r) => r.kind === SearchResultKind.JobTitle && r.id === jobTitleId)).toBe(true);
    expect(await search(first.token, 'Calendar dept')).toEqual([]);
  });

  it('limits each kind to five results and bounds the text', async () => {
    const all = await search(acme, tag);
    expect(all.filter((r) => r.kind === SearchResultKind.Employee)).toHaveLength(5);
    expect((await t.call(acme, S.search, { query: { text: 'a' } })).statusCode).toBe(400);
    expect((await t.call(acme, S.search, { query: { text: '  a  ' } })).statusCode).toBe(400);
    expect((await t.call(acme, S.search, { query: { text: 'x'.repeat(65) } })).statusCode).toBe(400);
    expect((await t.call(acme, 'GET', S.search.path)).statusCode).toBe(400);
  });

  it("never answers another tenant's records", async () => {
    const tenant = await t.createTenant();
    const theirs = await t.login(tenant.name);
    expect(await search(theirs, tag)).toEqual([]);
    expect(await search(theirs, first.name)).toEqual([]);
  });
});

describe('employee profile', () => {
  it('HR reads anyone’s profile with the department of their job title', async () => {
    const r = await t.call(acme, EP.get, { params: { id: first.employeeId } });
    expect(r.statusCode, r.body).toBe(200);
    const p = r.json<EmployeeProfileDto>();
    expect(p).toMatchObject({ id: first.employeeId, departmentId, managerId: manager.employeeId });
    expect(p.departmentName).toMatch(/Calendar dept/);
  });

  it("an employee reads their own profile and cannot read another's", async () => {
    const own = await t.call(second.token, EP.own);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<EmployeeProfileDto>().id).toBe(second.employeeId);
    expect((await t.call(second.token, EP.get, { params: { id: first.employeeId } })).statusCode).toBe(403);
    expect((await t.call(manager.token, EP.get, { params: { id: first.employeeId } })).statusCode).toBe(403);
    const noEmployee = await t.userWith('acme', [EmployeesPermissions.Employees.Default]);
    const none = await t.call(noEmployee.token, EP.own);
    expect(none.statusCode).toBe(403);
    expect(none.json<{ error: { code: string } }>().error.code).toBe('Requests:NotAnEmployee');
  });

  it("another tenant's admin gets 404 for an acme employee's profile", async () => {
    const tenant = await t.createTenant();
    const theirs = await t.login(tenant.name);
    expect((await t.call(theirs, EP.get, { params: { id: first.employeeId } })).statusCode).toBe(404);
  });
});
