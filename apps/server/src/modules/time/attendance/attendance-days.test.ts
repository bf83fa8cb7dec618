import {
  attendanceEndpoints as A,
  type AttendanceDayDto,
  AttendanceDayStatus,
  FeatureNames,
  goTaskEndpoints,
  type HolidayDto,
  holidayEndpoints,
  KindOfTimeOff,
  type LeaveAllocationDto,
  type LeaveRequestDetailsDto,
  LeaveRequestState,
  LeaveRequestUnit,
  leaveAllocationEndpoints,
  leaveRequestEndpoints,
  leaveTypeEndpoints,
  SettingNames,
  TimePermissions,
  workingScheduleEndpoints,
} from '@hr/contracts';
import { decodeJwt, decodeProtectedHeader, importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../../platform/context.ts';
import { addDays, dateIn } from '../../../platform/tenant-date.ts';
import { employeeBody, employeesApi } from '../../../test/helpers/employees.ts';
import { contractsApi } from '../../../test/helpers/employment.ts';
import { organisationApi } from '../../../test/helpers/organisation.ts';
import { payrollApi, uniqueCode } from '../../../test/helpers/payroll.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

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

/** An employee (a new one by default) with an Active contract from 2026-01-01 to 2030-12-31 on the schedule. */
async function employeeOn(scheduleId: string, existing?: string) {
  const employeeId = existing ?? (await employeesApi(t).create(acme, employeeBody(jobTitleId)));
  await contractsApi(t).activeContract(acme, {
    employeeId,
    jobTitleId,
    salaryStructureId: structureId,
    workingScheduleId: scheduleId,
    start: '2026-01-01',
    end: '2030-12-31',
  });
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

/** A user linked to an employee on the weekday schedule, signed in again for the EmployeeId claim. */
async function person(managerId: string | null = null) {
  const user = await t.userWith('acme', []);
  const employeeId = await employeesApi(t).create(
    acme,
    employeeBody(jobTitleId, { userId: user.id, managerId }),
  );
  await employeeOn(weekdays, employeeId);
  const token = await t.login('acme', user.userName, '1q2w3E*');
  expect(decodeJwt(token).EmployeeId).toBe(employeeId);
  return { employeeId, token };
}

/** The caller's own days (self-service's My attendance). */
const askOwnDays = (token: string, fromDate: string, toDate: string) =>
  t.call(token, A.ownDays, { query: { fromDate, toDate } });

function failure(r: Reply, status: number) {
  expect(r.statusCode, r.body).toBe(status);
  return r.json<{ error: { code: string } }>().error;
}

describe('attendance days with approved leave, and holidays recounting leave', () => {
  async function leaveType(requestUnit: number, requiresAllocation: boolean, isPaid = true) {
    const r = await t.call(acme, leaveTypeEndpoints.create, {
      body: {
        name: uniqueCode('Days leave'),
        code: uniqueCode('DL')
          .replace(/[^A-Za-z0-9_-]/g, '')
          .slice(-30),
        requestUnit,
        kindOfTimeOff: KindOfTimeOff.Absence,
        requiresAllocation,
        isPaid,
      },
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json<string>();
  }

  async function details(token: string, id: string) {
    const r = await t.call(token, leaveRequestEndpoints.get, { params: { id } });
    expect(r.statusCode, r.body).toBe(200);
    return r.json<LeaveRequestDetailsDto>();
  }

  /** Filed by the employee's user, approved by the manager's user through the go-task. */
  async function approvedLeave(
    requester: { token: string },
    manager: { token: string },
    body: Parameters<typeof leaveBody>[0],
  ) {
    const r = await t.call(requester.token, leaveRequestEndpoints.create, { body: leaveBody(body) });
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json<string>();
    const { taskId } = await details(requester.token, id);
    expect(taskId).toBeTruthy();
    const approved = await t.call(manager.token, goTaskEndpoints.approve, { params: { id: taskId! } });
    expect(approved.statusCode, approved.body).toBe(204);
    expect((await details(requester.token, id)).state).toBe(LeaveRequestState.Approved);
    return id;
  }

  function leaveBody(
    b:
      | { leaveTypeId: string; from: string; to: string }
      | { leaveTypeId: string; fromDate: string; fromTime: string; toDate: string; toTime: string },
  ) {
    return 'from' in b
      ? {
          leaveTypeId: b.leaveTypeId,
          leaveUnit: LeaveRequestUnit.Days,
          createDailyLeaveRequestDto: { from: b.from, to: b.to },
        }
      : {
          leaveTypeId: b.leaveTypeId,
          leaveUnit: LeaveRequestUnit.Hours,
          createHourlyLeaveRequestDto: {
            fromDate: b.fromDate,
            fromTime: b.fromTime,
            toDate: b.toDate,
            toTime: b.toTime,
          },
        };
  }

  let manager: { employeeId: string; token: string };
  let worker: { employeeId: string; token: string };
  beforeAll(async () => {
    manager = await person();
    worker = await person(manager.employeeId);
  });

  it('an approved leave day is OnLeave (never Absent) with nothing missing; a half day of hours leave and the other half worked is Worked', async () => {
    const unpaidDays = await leaveType(LeaveRequestUnit.Days, false, false);
    const hours = await leaveType(LeaveRequestUnit.Hours, false);
    // Monday 2026-04-06: a whole unpaid day. Tuesday 2026-04-07: leave 08:00-12:00, worked 12:00-16:00.
    const dayId = await approvedLeave(worker, manager, {
      leaveTypeId: unpaidDays,
      from: '2026-04-06',
      to: '2026-04-06',
    });
    const hoursId = await approvedLeave(worker, manager, {
      leaveTypeId: hours,
      fromDate: '2026-04-07',
      fromTime: '08:00',
      toDate: '2026-04-07',
      toTime: '12:00',
    });
    await record(worker.employeeId, '2026-04-07T12:00', '2026-04-07T16:00');
    const [monday, tuesday, wednesday] = await days(worker.employeeId, '2026-04-06', '2026-04-08');
    expect(figures(monday!)).toMatchObject({
      status: AttendanceDayStatus.OnLeave,
      expectedMinutes: 480,
      workedMinutes: 0,
      missingMinutes: 0,
      leave: [{ leaveRequestId: dayId, isPaid: false, days: 1, minutes: 480 }],
    });
    expect(figures(tuesday!)).toMatchObject({
      status: AttendanceDayStatus.Worked,
      workedMinutes: 240,
      missingMinutes: 0,
      lateMinutes: 240,
      earlyLeaveMinutes: 0,
      leave: [{ leaveRequestId: hoursId, isPaid: true, days: 0, minutes: 240 }],
    });
    // The day after: nothing approved, nothing worked.
    expect(wednesday!.status).toBe(AttendanceDayStatus.Absent);
    // A leave still pending approval covers nothing.
    const pending = await t.call(worker.token, leaveRequestEndpoints.create, {
      body: leaveBody({ leaveTypeId: unpaidDays, from: '2026-04-08', to: '2026-04-08' }),
    });
    expect(pending.statusCode, pending.body).toBe(200);
    const [stillAbsent] = await days(worker.employeeId, '2026-04-08');
    expect(figures(stillAbsent!)).toMatchObject({
      status: AttendanceDayStatus.Absent,
      missingMinutes: 480,
      leave: [],
    });
  });

  it('a holiday declared inside approved leave gives the day back (duration and balance), moving and deleting it recounts', async () => {
    const annual = await leaveType(LeaveRequestUnit.Days, true);
    const a = await t.call(acme, leaveAllocationEndpoints.create, {
      body: {
        leaveTypeId: annual,
        employeeId: worker.employeeId,
        validityFrom: '2026-01-01',
        validityTo: '2026-12-31',
        numberOfDays: 10,
        numberOfHours: 0,
      },
    });
    expect(a.statusCode, a.body).toBe(200);
    const allocationId = a.json<string>();
    const balance = async () => {
      const r = await t.call(acme, leaveAllocationEndpoints.get, { params: { id: allocationId } });
      expect(r.statusCode, r.body).toBe(200);
      return r.json<LeaveAllocationDto>().balanceDays;
    };
    // Monday 2026-04-13 to Wednesday 2026-04-15: three days.
    const id = await approvedLeave(worker, manager, {
      leaveTypeId: annual,
      from: '2026-04-13',
      to: '2026-04-15',
    });
    expect((await details(worker.token, id)).duration).toBe(3);
    expect(await balance()).toBe(7);
    const statuses = async () =>
      (await days(worker.employeeId, '2026-04-13', '2026-04-15')).map((d) => d.status);
    expect(await statuses()).toEqual([
      AttendanceDayStatus.OnLeave,
      AttendanceDayStatus.OnLeave,
      AttendanceDayStatus.OnLeave,
    ]);

    const created = await t.call(acme, holidayEndpoints.create, {
      body: { name: uniqueCode('Leave holiday'), isReOccurring: false, from: '2026-04-14', to: '2026-04-14' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const holiday = created.json<HolidayDto>();
    expect((await details(worker.token, id)).duration).toBe(2);
    expect(await balance()).toBe(8);
    expect(await statuses()).toEqual([
      AttendanceDayStatus.OnLeave,
      AttendanceDayStatus.Holiday,
      AttendanceDayStatus.OnLeave,
    ]);

    // Moved out of the leave (old dates recounted): three days again.
    const moved = await t.call(acme, holidayEndpoints.update, {
      params: { id: holiday.id },
      body: {
        name: holiday.name,
        isReOccurring: false,
        from: '2026-04-20',
        to: '2026-04-20',
        concurrencyStamp: holiday.concurrencyStamp,
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await details(worker.token, id)).duration).toBe(3);
    expect(await balance()).toBe(7);

    // Moved back in, then deleted.
    const back = await t.call(acme, holidayEndpoints.update, {
      params: { id: holiday.id },
      body: {
        name: holiday.name,
        isReOccurring: false,
        from: '2026-04-15',
        to: '2026-04-15',
        concurrencyStamp: moved.json<HolidayDto>().concurrencyStamp,
      },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await details(worker.token, id)).duration).toBe(2);
    expect(await balance()).toBe(8);
    expect(await statuses()).toEqual([
      AttendanceDayStatus.OnLeave,
      AttendanceDayStatus.OnLeave,
      AttendanceDayStatus.Holiday,
    ]);
    const deleted = await t.call(acme, holidayEndpoints.delete, { params: { id: holiday.id } });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await details(worker.token, id)).duration).toBe(3);
    expect(await balance()).toBe(7);
  });

  it('a re-occurring holiday recounts each year it meets', async () => {
    const annual = await leaveType(LeaveRequestUnit.Days, false);
    // Thursday 2026-05-07 and Friday 2026-05-08: two days.
    const id = await approvedLeave(worker, manager, {
      leaveTypeId: annual,
      from: '2026-05-07',
      to: '2026-05-08',
    });
    expect((await details(worker.token, id)).duration).toBe(2);
    // Declared from 2020: its 2026 occurrence falls on 2026-05-08.
    const created = await t.call(acme, holidayEndpoints.create, {
      body: { name: uniqueCode('Yearly'), isReOccurring: true, from: '2020-05-08', to: '2020-05-08' },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect((await details(worker.token, id)).duration).toBe(1);
    const [thursday, friday] = await days(worker.employeeId, '2026-05-07', '2026-05-08');
    expect([thursday!.status, friday!.status]).toEqual([
      AttendanceDayStatus.OnLeave,
      AttendanceDayStatus.Holiday,
    ]);
  });

  it("the employee's own days are HR's days of them (worked, late, early, absent, a holiday, approved leave), and only theirs", async () => {
    const annual = await leaveType(LeaveRequestUnit.Days, false);
    // The week of Monday 2026-06-01: Monday 08:20-15:30 (late 20, early 30), Tuesday nothing, Wednesday a
    // holiday, Thursday approved leave, Friday on time; Saturday and Sunday expect nothing.
    await record(worker.employeeId, '2026-06-01T08:20', '2026-06-01T15:30');
    await record(worker.employeeId, '2026-06-05T08:00', '2026-06-05T16:00');
    const holiday = await t.call(acme, holidayEndpoints.create, {
      body: {
        name: uniqueCode('Own days holiday'),
        isReOccurring: false,
        from: '2026-06-03',
        to: '2026-06-03',
      },
    });
    expect(holiday.statusCode, holiday.body).toBe(200);
    const leaveId = await approvedLeave(worker, manager, {
      leaveTypeId: annual,
      from: '2026-06-04',
      to: '2026-06-04',
    });

    const own = await askOwnDays(worker.token, '2026-06-01', '2026-06-07');
    expect(own.statusCode, own.body).toBe(200);
    const mine = own.json<AttendanceDayDto[]>();
    expect(mine).toEqual(await days(worker.employeeId, '2026-06-01', '2026-06-07'));
    const S = AttendanceDayStatus;
    expect(
      mine.map((d) => [
        d.date,
        d.status,
        d.expectedMinutes,
        d.workedMinutes,
        d.lateMinutes,
        d.earlyLeaveMinutes,
        d.missingMinutes,
        d.records.length,
      ]),
    ).toEqual([
      ['2026-06-01', S.Worked, 480, 430, 20, 30, 50, 1],
      ['2026-06-02', S.Absent, 480, 0, 0, 0, 480, 0],
      ['2026-06-03', S.Holiday, 0, 0, 0, 0, 0, 0],
      ['2026-06-04', S.OnLeave, 480, 0, 0, 0, 0, 0],
      ['2026-06-05', S.Worked, 480, 480, 0, 0, 0, 1],
      ['2026-06-06', S.RestDay, 0, 0, 0, 0, 0, 0],
      ['2026-06-07', S.RestDay, 0, 0, 0, 0, 0, 0],
    ]);
    expect(mine[3]!.leave).toMatchObject([{ leaveRequestId: leaveId, days: 1, minutes: 480 }]);
    expect(mine[0]!.records[0]).toMatchObject({
      employeeId: worker.employeeId,
      checkIn: riyadh('2026-06-01T08:20'),
      checkOut: riyadh('2026-06-01T15:30'),
    });

    // The manager (on the same schedule) asks for the same week: their own days, none of the worker's records.
    const theirs = await askOwnDays(manager.token, '2026-06-01', '2026-06-07');
    expect(theirs.statusCode, theirs.body).toBe(200);
    const managerDays = theirs.json<AttendanceDayDto[]>();
    expect(managerDays.flatMap((d) => d.records)).toEqual([]);
    expect(managerDays.map((d) => d.status)).toEqual([
      S.Absent,
      S.Absent,
      S.Holiday,
      S.Absent,
      S.Absent,
      S.RestDay,
      S.RestDay,
    ]);
  });
});

describe("the employee's own days (self-service My attendance)", () => {
  /** The token with another EmployeeId claim, signed with the server's own key (a token the API trusts). */
  async function withEmployeeId(token: string, employeeId: string) {
    const { kid } = decodeProtectedHeader(token);
    const jwk = (await t.services.platform.keys.privateJwks()).find((k) => k.kid === kid);
    expect(jwk).toBeDefined();
    return new SignJWT({ ...decodeJwt(token), EmployeeId: employeeId })
      .setProtectedHeader({ alg: jwk!.alg!, kid: kid! })
      .sign(await importJWK(jwk!, jwk!.alg));
  }

  it('refuses a user who is no employee (403 NotAnEmployee), the tenant’s administrator too', async () => {
    const nobody = await t.userWith('acme', []);
    expect(failure(await askOwnDays(nobody.token, '2026-02-02', '2026-02-08'), 403).code).toBe(
      'Requests:NotAnEmployee',
    );
    expect(failure(await askOwnDays(acme, '2026-02-02', '2026-02-08'), 403).code).toBe(
      'Requests:NotAnEmployee',
    );
  });

  it("never answers another tenant's employee, even for a token of that tenant naming one", async () => {
    const worker = await person();
    await record(worker.employeeId, '2026-02-02T08:00', '2026-02-02T16:00');
    const tenant = await t.createTenant();
    const outsider = await t.userWith(tenant.name, []);
    const forged = await withEmployeeId(outsider.token, worker.employeeId);
    // The same claim in acme's own token answers the day (the forged token is otherwise sound).
    const genuine = await askOwnDays(
      await withEmployeeId(worker.token, worker.employeeId),
      '2026-02-02',
      '2026-02-02',
    );
    expect(genuine.json<AttendanceDayDto[]>()[0]!.records).toHaveLength(1);
    const r = await askOwnDays(forged, '2026-02-02', '2026-02-02');
    expect(failure(r, 403).code).toBe('Requests:NotAnEmployee');
    expect(r.body).not.toContain(worker.employeeId);
  });

  it('takes at most 62 days, the end not before the start, real dates only', async () => {
    const { token } = await person();
    const most = await askOwnDays(token, '2026-01-01', '2026-03-03');
    expect(most.statusCode, most.body).toBe(200);
    expect(most.json<AttendanceDayDto[]>()).toHaveLength(62);
    expect(refused(await askOwnDays(token, '2026-01-01', '2026-03-04'))).toEqual([
      'toDate: Choose at most 62 days.',
    ]);
    expect(refused(await askOwnDays(token, '2026-01-02', '2026-01-01'))).toEqual([
      'toDate: The end date must not be before the start date.',
    ]);
    expect(refused(await askOwnDays(token, '2026-02-30', '2026-03-01')).map((e) => e.split(':')[0])).toEqual([
      'fromDate',
    ]);
    expect(
      refused(await t.call(token, 'GET', '/api/app/attendance/own-days?fromDate=2026-01-01')).map(
        (e) => e.split(':')[0],
      ),
    ).toEqual(['toDate']);
  });

  it("is refused where the tenant's self-service is off", async () => {
    const { token } = await person();
    const acmeId = String(decodeJwt(acme).tenantid);
    const features = t.services.platform.features;
    await features.set('T', acmeId, FeatureNames.SelfService.Enable, 'false');
    try {
      expect(failure(await askOwnDays(token, '2026-02-02', '2026-02-02'), 403).code).toBe(
        'Platform:FeatureDisabled',
      );
    } finally {
      await features.save('T', acmeId, new Map([[FeatureNames.SelfService.Enable, null]]));
    }
    expect((await askOwnDays(token, '2026-02-02', '2026-02-02')).statusCode).toBe(200);
  });
});
