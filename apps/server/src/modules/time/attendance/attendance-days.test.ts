import {
  attendanceEndpoints as A,
  type AttendanceDayDto,
  AttendanceDayStatus,
  contractEndpoints,
  holidayEndpoints,
  SettingNames,
  TimePermissions,
  WorkEntrySource,
  workingScheduleEndpoints,
} from '@hr/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../../platform/context.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { addDays, dateIn } from '../../contracts/tenant-date.ts';
import { employeeBody, employeesApi } from '../../employees/employee-test-helpers.ts';
import { organisationApi } from '../../organisation/organisation-test-helpers.ts';
import { payrollApi, uniqueCode } from '../../payroll/payroll-test-helpers.ts';

// acme's clock is Riyadh's (UTC+3 all year) for this file: wall times below are Riyadh's.
const zone = 'Asia/Riyadh';
let t: TestApp;
let acme: string;
let jobTitleId: string;
let structureId: string;
/** Office hours 08:00-16:00 (480 minutes) Monday to Friday; Saturday and Sunday expect nothing. */
let weekdays: string;

type Reply = { statusCode: number; body: string; json: <T>() => T };

const riyadh = (wall: string) => new Date(`${wall}:00+03:00`).toISOString();

async function createSchedule(days: number[], from = '08:00', to = '16:00') {
  const r = await t.call(acme, workingScheduleEndpoints.create, {
    body: {
      name: uniqueCode('Days schedule'),
      workingHours: days.map((day) => ({ day, from, to, expectedAttendance: '08:00' })),
    },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<string>();
}

/** An employee with an Active contract from 2026-01-01 to 2030-12-31 on the schedule. */
async function employeeOn(scheduleId: string) {
  const employeeId = await employeesApi(t).create(acme, employeeBody(jobTitleId));
  const r = await t.call(acme, contractEndpoints.create, {
    body: {
      name: uniqueCode('Contract'),
      type: 0,
      start: '2026-01-01',
      end: '2030-12-31',
      employeeId,
      jobTitleId,
      workEntrySource: WorkEntrySource.WorkingSchedule,
      salaryStructureId: structureId,
      contractWorkingSchedules: [{ workingScheduleId: scheduleId, from: '2026-01-01', to: '2030-12-31' }],
    },
  });
  expect(r.statusCode, r.body).toBe(200);
  const activated = await t.call(acme, contractEndpoints.activate, { params: { id: r.json<string>() } });
  expect(activated.statusCode, activated.body).toBe(204);
  return employeeId;
}

async function record(employeeId: string, checkIn: string, checkOut: string) {
  const r = await t.call(acme, A.create, {
    body: { employeeId, checkIn: riyadh(checkIn), checkOut: riyadh(checkOut) },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<string>();
}

const askDays = (token: string, employeeId: string, fromDate: string, toDate: string) =>
  t.call(token, A.days, { query: { employeeId, fromDate, toDate } });

async function days(employeeId: string, fromDate: string, toDate = fromDate, token = acme) {
  const r = await askDays(token, employeeId, fromDate, toDate);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<AttendanceDayDto[]>();
}

/** The figures of a day without its records. */
const figures = ({ records: _, ...day }: AttendanceDayDto) => day;

function refused(r: Reply) {
  expect(r.statusCode, r.body).toBe(400);
  const { error } = r.json<{ error: { validationErrors: { message: string; members: string[] }[] } }>();
  return error.validationErrors.map((e) => `${e.members.join(',')}: ${e.message}`);
}

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.login('acme');
  const acmeId = String(decodeJwt(acme).tenantid);
  await t.services.platform.settings.setForCurrentTenant(systemContext(acmeId), SettingNames.TimeZone, zone);
  const org = organisationApi(t);
  const department = await org.createDepartment(acme, uniqueCode('Days dept'));
  jobTitleId = (await org.createJobTitle(acme, { name: uniqueCode('Clerk'), departmentId: department.id }))
    .id;
  const payroll = payrollApi(t);
  const category = await payroll.createCategory(acme);
  structureId = await payroll.createStructure(acme, [
    await payroll.createRule(acme, { categoryId: category }),
  ]);
  weekdays = await createSchedule([1, 2, 3, 4, 5]);
});
afterAll(() => t?.close());

describe('attendance days', () => {
  it('a worked day: the records by work day, worked, late, early and missing minutes', async () => {
    const employeeId = await employeeOn(weekdays);
    // Monday 2026-02-02: 08:10-12:00 and 13:00-15:45 (3:50 + 2:45 = 395 minutes).
    await record(employeeId, '2026-02-02T08:10', '2026-02-02T12:00');
    await record(employeeId, '2026-02-02T13:00', '2026-02-02T15:45');
    const [day] = await days(employeeId, '2026-02-02');
    expect(figures(day!)).toEqual({
      date: '2026-02-02',
      dayOfWeek: 1,
      status: AttendanceDayStatus.Worked,
      expectedMinutes: 480,
      workedMinutes: 395,
      missingMinutes: 85,
      // The first check-in against 08:00 and the last check-out against 16:00 (the break is neither).
      lateMinutes: 10,
      earlyLeaveMinutes: 15,
      leave: [],
    });
    expect(day!.records.map((r) => r.checkIn)).toEqual([
      riyadh('2026-02-02T08:10'),
      riyadh('2026-02-02T13:00'),
    ]);
  });

  it('an expected day without records once over is Absent; rest days, a range in order', async () => {
    const employeeId = await employeeOn(weekdays);
    // Friday 2026-02-06 to Monday 2026-02-09.
    const range = await days(employeeId, '2026-02-06', '2026-02-09');
    expect(range.map((d) => [d.date, d.dayOfWeek, d.status, d.expectedMinutes, d.missingMinutes])).toEqual([
      ['2026-02-06', 5, AttendanceDayStatus.Absent, 480, 480],
      ['2026-02-07', 6, AttendanceDayStatus.RestDay, 0, 0],
      ['2026-02-08', 0, AttendanceDayStatus.RestDay, 0, 0],
      ['2026-02-09', 1, AttendanceDayStatus.Absent, 480, 480],
    ]);
  });

  it('work on a rest day stays a rest day with its worked minutes and nothing missing', async () => {
    const employeeId = await employeeOn(weekdays);
    await record(employeeId, '2026-02-14T09:00', '2026-02-14T11:30');
    const [day] = await days(employeeId, '2026-02-14');
    expect(figures(day!)).toMatchObject({
      status: AttendanceDayStatus.RestDay,
      expectedMinutes: 0,
      workedMinutes: 150,
      missingMinutes: 0,
      lateMinutes: 0,
      earlyLeaveMinutes: 0,
    });
    expect(day!.records).toHaveLength(1);
  });

  it('a holiday expects nothing and misses nothing', async () => {
    const employeeId = await employeeOn(weekdays);
    const h = await t.call(acme, holidayEndpoints.create, {
      body: { name: uniqueCode('Days holiday'), isReOccurring: false, from: '2026-03-03', to: '2026-03-03' },
    });
    expect(h.statusCode, h.body).toBe(200);
    const range = await days(employeeId, '2026-03-02', '2026-03-04');
    expect(range.map((d) => [d.date, d.status, d.expectedMinutes, d.missingMinutes])).toEqual([
      ['2026-03-02', AttendanceDayStatus.Absent, 480, 480],
      ['2026-03-03', AttendanceDayStatus.Holiday, 0, 0],
      ['2026-03-04', AttendanceDayStatus.Absent, 480, 480],
    ]);
  });

  it('days before the contract, and of an employee without one, are NoContract', async () => {
    const withContract = await employeeOn(weekdays);
    const [before] = await days(withContract, '2025-12-31');
    expect(figures(before!)).toMatchObject({
      status: AttendanceDayStatus.NoContract,
      expectedMinutes: 0,
      missingMinutes: 0,
    });
    const none = await employeesApi(t).create(acme, employeeBody(jobTitleId));
    expect((await days(none, '2026-02-02', '2026-02-03')).map((d) => d.status)).toEqual([
      AttendanceDayStatus.NoContract,
      AttendanceDayStatus.NoContract,
    ]);
  });

  it("today before its end and later days are Upcoming, with nothing missing; today's work is Worked", async () => {
    // Expected 8 of the hours from 00:00 to 23:59 (the schedule's expected attendance).
    const employeeId = await employeeOn(await createSchedule([0, 1, 2, 3, 4, 5, 6], '00:00', '23:59'));
    const today = dateIn(zone, new Date());
    const range = await days(employeeId, today, addDays(today, 2));
    expect(range.map((d) => [d.status, d.expectedMinutes, d.missingMinutes])).toEqual([
      [AttendanceDayStatus.Upcoming, 480, 0],
      [AttendanceDayStatus.Upcoming, 480, 0],
      [AttendanceDayStatus.Upcoming, 480, 0],
    ]);
    // An open record of today (the employee is in): Worked, nothing worked yet, nothing missing.
    const r = await t.call(acme, A.create, {
      body: { employeeId, checkIn: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(r.statusCode, r.body).toBe(200);
    const [now] = await days(employeeId, today);
    expect(figures(now!)).toMatchObject({
      status: AttendanceDayStatus.Worked,
      workedMinutes: 0,
      missingMinutes: 0,
    });
  });

  it('a night shift is not over before its end the next morning', async () => {
    const employeeId = await employeeOn(await createSchedule([0, 1, 2, 3, 4, 5, 6], '22:00', '06:00'));
    // Yesterday's shift ends today at 06:00 Riyadh: absent only once that has passed.
    const now = new Date();
    const yesterday = addDays(dateIn(zone, now), -1);
    const ended = now.getTime() >= Date.parse(riyadh(`${dateIn(zone, now)}T06:00`));
    const [day] = await days(employeeId, yesterday);
    expect(day!.status).toBe(ended ? AttendanceDayStatus.Absent : AttendanceDayStatus.Upcoming);
    expect(day!.missingMinutes).toBe(ended ? 480 : 0);
    // The night before that is over whatever the hour.
    const [before] = await days(employeeId, addDays(yesterday, -1));
    expect(figures(before!)).toMatchObject({ status: AttendanceDayStatus.Absent, missingMinutes: 480 });
  });

  it('at most 62 days, the end not before the start', async () => {
    const employeeId = await employeeOn(weekdays);
    expect(await days(employeeId, '2026-01-01', '2026-03-03')).toHaveLength(62);
    expect(refused(await askDays(acme, employeeId, '2026-01-01', '2026-03-04'))).toEqual([
      'toDate: Choose at most 62 days.',
    ]);
    expect(refused(await askDays(acme, employeeId, '2026-01-02', '2026-01-01'))).toHaveLength(1);
    expect((await t.call(acme, 'GET', '/api/app/attendance/days?fromDate=2026-01-01')).statusCode).toBe(400);
  });

  it('needs HR.Attendance.Index; an employee of another tenant is not found', async () => {
    const employeeId = await employeeOn(weekdays);
    const nobody = await t.userWith('acme', []);
    expect((await askDays(nobody.token, employeeId, '2026-02-02', '2026-02-02')).statusCode).toBe(403);
    const reader = await t.userWith('acme', [TimePermissions.Attendance.Default]);
    expect(await days(employeeId, '2026-02-02', '2026-02-02', reader.token)).toHaveLength(1);

    const tenant = await t.createTenant();
    const other = await t.login(tenant.name);
    expect((await askDays(other, employeeId, '2026-02-02', '2026-02-02')).statusCode).toBe(404);
    // Nor an id that is nobody's.
    expect((await askDays(acme, crypto.randomUUID(), '2026-02-02', '2026-02-02')).statusCode).toBe(404);
  });
});
