import {
  leaveAllocationEndpoints as A,
  type CreateLeaveRequestInput,
  type CreateLeaveTypeInput,
  goTaskEndpoints as G,
  type GoTaskDto,
  GoTaskOutcome,
  holidayEndpoints,
  KindOfTimeOff,
  leaveTypeEndpoints as L,
  type LeaveAllocationDto,
  LeavePermissions,
  type LeaveRequestDetailsDto,
  type LeaveRequestDto,
  LeaveRequestState,
  LeaveRequestUnit,
  type LeaveTypeDto,
  type NotificationDto,
  NotificationType,
  notificationEndpoints,
  type PagedResult,
  leaveRequestEndpoints as R,
  SettingNames,
  workingScheduleEndpoints,
} from '@hr/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RequestContext, systemContext } from '../../platform/context.ts';
import { employeeBody, employeesApi } from '../../test/helpers/employees.ts';
import { contractsApi } from '../../test/helpers/employment.ts';
import { organisationApi } from '../../test/helpers/organisation.ts';
import { payrollApi, uniqueCode } from '../../test/helpers/payroll.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedLeave } from './leave.seed.ts';
import { LedgerKind } from './leave-ledger.service.ts';

// acme's clock is Riyadh's (UTC+3 all year) in this file. 2026-03-01 is a Sunday. Holidays are the tenant's:
// each test keeps to its own weeks (July and August hold the holidays of their tests).
const zone = 'Asia/Riyadh';
type Reply = { statusCode: number; body: string; json: <T>() => T };

let t: TestApp;
let acme: string;
let acmeCtx: RequestContext;
let jobTitleId: string;
let structureId: string;
/** Monday to Friday 08:00-17:00, eight hours expected. */
let office: string;
/** Every night 22:00-06:00, eight hours. */
let nights: string;
let hr: { id: string; token: string };

interface Person {
  userId: string;
  employeeId: string;
  token: string;
}

async function schedule(days: number[], from: string, to: string) {
  const r = await t.call(acme, workingScheduleEndpoints.create, {
    body: {
      name: uniqueCode('Leave schedule'),
      workingHours: days.map((day) => ({ day, from, to, expectedAttendance: '08:00' })),
    },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<string>();
}

/** A user with an employee (reporting to `managerId`) on the schedule from 2026 to 2030, signed in. */
async function person(managerId: string | null = null, scheduleId = office): Promise<Person> {
  const user = await t.userWith('acme', []);
  const employeeId = await employeesApi(t).create(
    acme,
    employeeBody(jobTitleId, { userId: user.id, managerId }),
  );
  await contractsApi(t).activeContract(acme, {
    employeeId,
    jobTitleId,
    salaryStructureId: structureId,
    workingScheduleId: scheduleId,
    start: '2026-01-01',
    end: '2030-12-31',
  });
  const token = await t.login('acme', user.userName, '1q2w3E*');
  expect(decodeJwt(token).EmployeeId).toBe(employeeId);
  return { userId: user.id, employeeId, token };
}

async function leaveType(changes: Partial<CreateLeaveTypeInput> = {}) {
  const code = uniqueCode('LT')
    .replace(/[^A-Za-z0-9_-]/g, '')
    .slice(0, 30);
  const r = await t.call(acme, L.create, {
    body: {
      name: `Type ${code}`,
      code,
      requestUnit: LeaveRequestUnit.Days,
      kindOfTimeOff: KindOfTimeOff.Absence,
      isPaid: true,
      ...changes,
    },
  });
  expect(r.statusCode, r.body).toBe(200);
  return { id: r.json<string>(), name: `Type ${code}` };
}

async function allocate(
  employeeId: string,
  leaveTypeId: string,
  days: number,
  hours = 0,
  from = '2026-01-01',
) {
  const r = await t.call(acme, A.create, {
    body: {
      leaveTypeId,
      employeeId,
      validityFrom: from,
      validityTo: '2026-12-31',
      numberOfDays: days,
      numberOfHours: hours,
    },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<string>();
}

const byDays = (leaveTypeId: string, from: string, to = from, reason?: string): CreateLeaveRequestInput => ({
  leaveTypeId,
  leaveUnit: LeaveRequestUnit.Days,
  createDailyLeaveRequestDto: { from, to },
  reason,
});
const byHours = (
  leaveTypeId: string,
  fromDate: string,
  fromTime: string,
  toTime: string,
  toDate = fromDate,
) => ({
  leaveTypeId,
  leaveUnit: LeaveRequestUnit.Hours,
  createHourlyLeaveRequestDto: { fromDate, fromTime, toDate, toTime },
});

const ask = (token: string, body: CreateLeaveRequestInput) => t.call(token, R.create, { body });
async function filed(token: string, body: CreateLeaveRequestInput) {
  const r = await ask(token, body);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<string>();
}

async function details(token: string, id: string) {
  const r = await t.call(token, R.get, { params: { id } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<LeaveRequestDetailsDto>();
}

const calc = async (
  token: string,
  body: { from: string; to: string; unit: number; leaveTypeId?: string },
) => {
  const r = await t.call(token, R.calcDuration, { body });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<number>();
};

function failure(r: Reply, status: number) {
  expect(r.statusCode, r.body).toBe(status);
  return r.json<{ error: { code: string; message: string } }>().error;
}

async function balanceOf(allocationId: string) {
  const r = await t.call(acme, A.get, { params: { id: allocationId } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<LeaveAllocationDto>();
}

const ledgerOf = async (requestId: string) =>
  (
    await t.db.ownerSql.query<{ kind: number; days: string; hours: string }>(
      'select kind, days, hours from leave_ledger where source_id = $1 order by creation_time, id',
      [requestId],
    )
  ).rows.map((r) => [r.kind, Number(r.days), Number(r.hours)]);

async function notificationsAbout(token: string, requestId: string) {
  const r = await t.call(token, notificationEndpoints.list, { query: { maxResultCount: 100 } });
  expect(r.statusCode, r.body).toBe(200);
  return r
    .json<{ items: NotificationDto[] }>()
    .items.filter((n) => n.relatedId === requestId && n.type === NotificationType.LeaveRequest);
}

const decide = (token: string, taskId: string, how: 'approve' | 'reject', reason?: string) =>
  how === 'approve'
    ? t.call(token, G.approve, { params: { id: taskId } })
    : t.call(token, G.reject, { params: { id: taskId }, body: reason ? { reason } : {} });

async function decided(managerToken: string, requesterToken: string, id: string, how: 'approve' | 'reject') {
  const taskId = (await details(requesterToken, id)).taskId!;
  const r = await decide(managerToken, taskId, how, how === 'reject' ? 'Busy week' : undefined);
  expect(r.statusCode, r.body).toBe(204);
}

/** The PUT of the type as it is now, with `changes` (read now, sent when called). */
async function typeChange(id: string, changes: Partial<CreateLeaveTypeInput>, language?: string) {
  const r = await t.call(acme, L.get, { params: { id } });
  expect(r.statusCode, r.body).toBe(200);
  const {
    name,
    code,
    requestUnit,
    kindOfTimeOff,
    requiresAllocation,
    isPaid,
    countsHolidays,
    concurrencyStamp,
  } = r.json<LeaveTypeDto>();
  return () =>
    t.call(acme, L.update, {
      params: { id },
      body: {
        name,
        code,
        requestUnit,
        kindOfTimeOff,
        requiresAllocation,
        isPaid,
        countsHolidays,
        ...changes,
        concurrencyStamp,
      },
      headers: language ? { 'accept-language': language } : undefined,
    });
}
const changeType = async (id: string, changes: Partial<CreateLeaveTypeInput>, language?: string) =>
  (await typeChange(id, changes, language))();

type AllocationChanges = { validityFrom?: string; validityTo?: string; numberOfDays?: number };
/** The PUT of the allocation as it is now, with `changes` (read now, sent when called). */
async function allocationChange(id: string, changes: AllocationChanges, language?: string) {
  const a = await balanceOf(id);
  return () =>
    t.call(acme, A.update, {
      params: { id },
      body: {
        leaveTypeId: a.leaveTypeId,
        employeeId: a.employeeId,
        validityFrom: a.validityFrom,
        validityTo: a.validityTo,
        numberOfDays: a.numberOfDays,
        numberOfHours: a.numberOfHours,
        ...changes,
        concurrencyStamp: a.concurrencyStamp,
      },
      headers: language ? { 'accept-language': language } : undefined,
    });
}
const changeAllocation = async (id: string, changes: AllocationChanges, language?: string) =>
  (await allocationChange(id, changes, language))();

async function holiday(from: string, to = from) {
  const r = await t.call(acme, holidayEndpoints.create, {
    body: { name: uniqueCode('Leave holiday'), isReOccurring: false, from, to },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ id: string }>().id;
}

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.login('acme');
  const acmeId = String(decodeJwt(acme).tenantid);
  acmeCtx = systemContext(acmeId);
  await t.services.platform.settings.setForCurrentTenant(acmeCtx, SettingNames.TimeZone, zone);
  const org = organisationApi(t);
  const department = await org.createDepartment(acme, uniqueCode('Leave requests dept'));
  jobTitleId = (await org.createJobTitle(acme, { name: uniqueCode('Clerk'), departmentId: department.id }))
    .id;
  const payroll = payrollApi(t);
  const category = await payroll.createCategory(acme);
  structureId = await payroll.createStructure(acme, [
    await payroll.createRule(acme, { categoryId: category }),
  ]);
  office = await schedule([1, 2, 3, 4, 5], '08:00', '17:00');
  nights = await schedule([0, 1, 2, 3, 4, 5, 6], '22:00', '06:00');
  hr = await t.userWith('acme', [LeavePermissions.LeaveRequests.Default]);
});
afterAll(() => t?.close());

describe('durations', () => {
  it('days skip the weekend and a holiday; calc-duration answers what create stores', async () => {
    const me = await person();
    const type = await leaveType();
    await allocate(me.employeeId, type.id, 20);
    await holiday('2026-07-15');
    // Monday 2026-07-13 to Sunday 07-19: Mon, Tue, Thu, Fri.
    const asked = { from: '2026-07-13', to: '2026-07-19', unit: LeaveRequestUnit.Days, leaveTypeId: type.id };
    expect(await calc(me.token, asked)).toBe(4);
    const id = await filed(me.token, byDays(type.id, '2026-07-13', '2026-07-19'));
    const dto = await details(me.token, id);
    expect(dto).toMatchObject({
      duration: 4,
      unit: LeaveRequestUnit.Days,
      from: '2026-07-13',
      to: '2026-07-19',
    });
    expect(dto.dateAndTimeRange).toBe('2026/07/13 – 2026/07/19');
    expect(dto.days.map((d) => [d.date, d.days, d.minutes, d.holiday])).toEqual([
      ['2026-07-13', 1, 480, false],
      ['2026-07-14', 1, 480, false],
      ['2026-07-15', 0, 0, true],
      ['2026-07-16', 1, 480, false],
      ['2026-07-17', 1, 480, false],
      ['2026-07-18', 0, 0, true],
      ['2026-07-19', 0, 0, true],
    ]);
    // A type counting holidays counts all seven; without a type, neither holidays nor rest days count.
    const every = await leaveType({ countsHolidays: true });
    expect(await calc(me.token, { ...asked, leaveTypeId: every.id })).toBe(7);
    expect(await calc(me.token, { from: '2026-07-13', to: '2026-07-19', unit: LeaveRequestUnit.Days })).toBe(
      4,
    );
  });

  it('across a month boundary, and by hours on a DaysAndHours type', async () => {
    const me = await person();
    const type = await leaveType({ requestUnit: LeaveRequestUnit.DaysAndHours });
    await allocate(me.employeeId, type.id, 10, 20);
    // Thursday 2026-07-30 to Monday 08-03: Thu, Fri, Mon.
    const days = await filed(me.token, byDays(type.id, '2026-07-30', '2026-08-03'));
    expect((await details(me.token, days)).duration).toBe(3);
    const body = byHours(type.id, '2026-05-06', '09:00', '12:30');
    expect(
      await calc(me.token, {
        from: '2026-05-06T09:00',
        to: '2026-05-06T12:30',
        unit: LeaveRequestUnit.Hours,
        leaveTypeId: type.id,
      }),
    ).toBe(3.5);
    const hours = await details(me.token, await filed(me.token, body));
    expect(hours).toMatchObject({
      duration: 3.5,
      unit: LeaveRequestUnit.Hours,
      from: '2026-05-06T09:00',
      to: '2026-05-06T12:30',
      dateAndTimeRange: '2026/05/06 09:00 – 12:30',
    });
    expect(hours.days).toEqual([{ date: '2026-05-06', days: 0, minutes: 210, holiday: false }]);
    // Leave over the whole office day counts the eight hours expected, not the nine it spans.
    expect(
      await calc(me.token, {
        from: '2026-05-07T08:00',
        to: '2026-05-07T17:00',
        unit: LeaveRequestUnit.Hours,
      }),
    ).toBe(8);
    const balance = await balanceOf((await details(me.token, days)).allocationId!);
    expect(balance).toMatchObject({
      reservedDays: 3,
      reservedHours: 3.5,
      balanceDays: 7,
      balanceHours: 16.5,
    });
  });

  it('a night shift started the evening before counts in the span', async () => {
    const me = await person(null, nights);
    const type = await leaveType({ requestUnit: LeaveRequestUnit.Hours });
    await allocate(me.employeeId, type.id, 0, 40);
    const id = await filed(me.token, byHours(type.id, '2026-03-04', '00:00', '04:00'));
    const dto = await details(me.token, id);
    expect(dto.duration).toBe(4);
    expect(dto.days.filter((d) => d.minutes > 0)).toEqual([
      { date: '2026-03-03', days: 0, minutes: 240, holiday: false },
    ]);
    // A whole night, 22:00 to 06:00 the next morning.
    const night = await filed(me.token, byHours(type.id, '2026-03-05', '22:00', '06:00', '2026-03-06'));
    expect(await details(me.token, night)).toMatchObject({
      duration: 8,
      dateAndTimeRange: '2026/03/05 22:00 – 2026/03/06 06:00',
    });
  });
});

describe('rules', () => {
  it('a user who is no employee gets 403', async () => {
    const type = await leaveType({ requiresAllocation: false });
    expect(failure(await ask(hr.token, byDays(type.id, '2026-03-09')), 403).code).toBe(
      'Requests:NotAnEmployee',
    );
    const r = await t.call(hr.token, R.calcDuration, {
      body: { from: '2026-03-09', to: '2026-03-09', unit: LeaveRequestUnit.Days },
    });
    expect(failure(r, 403).code).toBe('Requests:NotAnEmployee');
  });

  it('the type must exist and take the unit', async () => {
    const me = await person();
    const missing = await ask(me.token, byDays('0190a000-0000-7000-8000-000000000001', '2026-03-09'));
    expect(failure(missing, 422).code).toBe('Leave:LeaveTypeNotFound');
    const daysOnly = await leaveType({ requiresAllocation: false });
    const hoursOnly = await leaveType({ requiresAllocation: false, requestUnit: LeaveRequestUnit.Hours });
    const either = await leaveType({ requiresAllocation: false, requestUnit: LeaveRequestUnit.DaysAndHours });
    const e1 = failure(await ask(me.token, byHours(daysOnly.id, '2026-03-09', '09:00', '10:00')), 422);
    expect(e1).toMatchObject({
      code: 'Leave:UnitNotAllowed',
      message: `${daysOnly.name} is asked for in Days only.`,
    });
    const e2 = await t.call(me.token, R.create, {
      body: byDays(hoursOnly.id, '2026-03-09'),
      headers: { 'accept-language': 'ar' },
    });
    expect(failure(e2, 422).message).toContain('ساعات');
    await filed(me.token, byDays(either.id, '2026-03-09'));
    await filed(me.token, byHours(either.id, '2026-03-10', '09:00', '10:00'));
  });

  it("at most the type's consecutive days, counted on the calendar", async () => {
    const me = await person();
    const type = await leaveType({ requiresAllocation: false, maxConsecutiveDays: 3 });
    // Friday to Monday is four calendar days though it counts two working days.
    const e = failure(await ask(me.token, byDays(type.id, '2026-03-13', '2026-03-16')), 422);
    expect(e).toMatchObject({
      code: 'Leave:TooManyConsecutiveDays',
      message: `${type.name} can be taken for at most 3 consecutive days; this request covers 4.`,
    });
    await filed(me.token, byDays(type.id, '2026-03-13', '2026-03-15'));
  });

  it('an allocation valid over the whole request, with enough balance', async () => {
    const me = await person();
    const type = await leaveType();
    const none = failure(await ask(me.token, byDays(type.id, '2026-03-09')), 422);
    expect(none).toMatchObject({
      code: 'Leave:NoAllocation',
      message: `You have no ${type.name} allocation valid from 2026/03/09 to 2026/03/09.`,
    });
    await allocate(me.employeeId, type.id, 2, 0, '2026-03-10');
    // Starts the day before the allocation.
    expect(failure(await ask(me.token, byDays(type.id, '2026-03-09', '2026-03-10')), 422).code).toBe(
      'Leave:NoAllocation',
    );
    const short = failure(await ask(me.token, byDays(type.id, '2026-03-10', '2026-03-12')), 422);
    expect(short).toMatchObject({
      code: 'Leave:InsufficientBalance',
      message: `Not enough ${type.name} balance: 2 Days left, this request needs 3.`,
    });
    await filed(me.token, byDays(type.id, '2026-03-10', '2026-03-11'));
    const empty = failure(await ask(me.token, byDays(type.id, '2026-03-12')), 422);
    expect(empty.message).toBe(`Not enough ${type.name} balance: 0 Days left, this request needs 1.`);
  });

  it('no overlap with an active request: a day and hours collide, adjacent hours do not', async () => {
    const me = await person();
    const type = await leaveType({ requiresAllocation: false, requestUnit: LeaveRequestUnit.DaysAndHours });
    const day = await filed(me.token, byDays(type.id, '2026-03-16'));
    const clash = failure(await ask(me.token, byHours(type.id, '2026-03-16', '09:00', '10:00')), 422);
    expect(clash).toMatchObject({
      code: 'Leave:OverlappingRequest',
      message: 'You already have a leave request (Pending approval) for 2026/03/16 that overlaps this one.',
    });
    await filed(me.token, byHours(type.id, '2026-03-17', '09:00', '13:00'));
    await filed(me.token, byHours(type.id, '2026-03-17', '13:00', '17:00'));
    const middle = failure(await ask(me.token, byHours(type.id, '2026-03-17', '12:00', '14:00')), 422);
    expect(middle.message).toContain('2026/03/17 09:00 – 13:00');
    expect(failure(await ask(me.token, byDays(type.id, '2026-03-17')), 422).code).toBe(
      'Leave:OverlappingRequest',
    );
    // Once the day is cancelled, its hours are free again.
    expect((await t.call(me.token, R.cancel, { params: { id: day } })).statusCode).toBe(204);
    await filed(me.token, byHours(type.id, '2026-03-16', '09:00', '10:00'));
  });

  it('a day off has nothing to take leave from', async () => {
    const me = await person();
    const type = await leaveType({ requiresAllocation: false, requestUnit: LeaveRequestUnit.DaysAndHours });
    const e = failure(await ask(me.token, byDays(type.id, '2026-03-21', '2026-03-22')), 422);
    expect(e.code).toBe('Leave:NoExpectedTime');
    expect(failure(await ask(me.token, byHours(type.id, '2026-03-21', '09:00', '12:00')), 422).code).toBe(
      'Leave:NoExpectedTime',
    );
    // Before the working day starts.
    expect(failure(await ask(me.token, byHours(type.id, '2026-03-23', '06:00', '08:00')), 422).code).toBe(
      'Leave:NoExpectedTime',
    );
  });

  it('days under no contract: the refusal says so, and who can help', async () => {
    const me = await person();
    const type = await leaveType({ requiresAllocation: false, requestUnit: LeaveRequestUnit.DaysAndHours });
    // The contract starts on 2026-01-01: a week of 2025 lies under none.
    const e = failure(await ask(me.token, byDays(type.id, '2025-06-02', '2025-06-06')), 422);
    expect(e).toMatchObject({
      code: 'Leave:NoContract',
      message:
        'You have no contract in force on these days, so no working time to take leave from: HR must give you a contract first.',
    });
    // A span that reaches into the contract takes its days, as before.
    await filed(me.token, byDays(type.id, '2025-12-31', '2026-01-02'));
  });
});

describe('decisions and the ledger', () => {
  it('reserves on create, takes on approval, releases on rejection and cancellation', async () => {
    const manager = await person();
    const me = await person(manager.employeeId);
    const type = await leaveType();
    const allocationId = await allocate(me.employeeId, type.id, 10);

    const rejected = await filed(me.token, byDays(type.id, '2026-06-01', '2026-06-02', 'Family visit'));
    expect(await balanceOf(allocationId)).toMatchObject({ reservedDays: 2, balanceDays: 8 });
    const pending = await details(manager.token, rejected);
    expect(pending).toMatchObject({
      canDecide: true,
      canCancel: false,
      balance: 8,
      allocationId,
      reason: 'Family visit',
    });
    // The manager was told; the requester may not decide their own.
    expect((await notificationsAbout(manager.token, rejected)).map((n) => n.title)).toEqual([
      'New leave request',
    ]);
    expect(failure(await decide(me.token, pending.taskId!, 'approve'), 403).code).toBe(
      'Requests:CannotDecideOwnRequest',
    );
    await decided(manager.token, me.token, rejected, 'reject');
    expect(await details(me.token, rejected)).toMatchObject({
      state: LeaveRequestState.Rejected,
      rejectionReason: 'Busy week',
      canCancel: false,
    });
    expect(await balanceOf(allocationId)).toMatchObject({ reservedDays: 0, balanceDays: 10 });
    expect((await notificationsAbout(me.token, rejected)).map((n) => n.message)).toEqual([
      `Your leave (${type.name}) from 2026/06/01 to 2026/06/02 was rejected: Busy week`,
    ]);

    const approved = await filed(me.token, byDays(type.id, '2026-06-08', '2026-06-10'));
    await decided(manager.token, me.token, approved, 'approve');
    const after = await details(me.token, approved);
    expect(after).toMatchObject({ state: LeaveRequestState.Approved, balance: 7, canCancel: false });
    expect(after.decisionTime).not.toBeNull();
    expect(after.decidedByName).not.toBeNull();
    expect(await balanceOf(allocationId)).toMatchObject({ takenDays: 3, reservedDays: 0, balanceDays: 7 });
    expect(await ledgerOf(approved)).toEqual([
      [LedgerKind.Reserved, -3, 0],
      [LedgerKind.Released, 3, 0],
      [LedgerKind.Taken, -3, 0],
    ]);
    expect((await notificationsAbout(me.token, approved)).map((n) => n.message)).toEqual([
      `Your leave (${type.name}) from 2026/06/08 to 2026/06/10 was approved.`,
    ]);
    const notAgain = failure(await t.call(me.token, R.cancel, { params: { id: approved } }), 422);
    expect(notAgain).toMatchObject({
      code: 'Leave:OnlyPendingCanBeCancelled',
      message: 'Only a leave request pending approval can be cancelled; this one is Approved.',
    });

    const cancelled = await filed(me.token, byDays(type.id, '2026-06-15'));
    expect(await balanceOf(allocationId)).toMatchObject({ balanceDays: 6 });
    expect((await details(me.token, cancelled)).canCancel).toBe(true);
    // Only the requester cancels: anyone else is told it does not exist.
    expect((await t.call(manager.token, R.cancel, { params: { id: cancelled } })).statusCode).toBe(404);
    expect((await t.call(me.token, R.cancel, { params: { id: cancelled } })).statusCode).toBe(204);
    expect(await details(me.token, cancelled)).toMatchObject({ state: LeaveRequestState.Canceled });
    expect(await balanceOf(allocationId)).toMatchObject({ balanceDays: 7, reservedDays: 0 });
    expect(await ledgerOf(cancelled)).toEqual([
      [LedgerKind.Reserved, -1, 0],
      [LedgerKind.Released, 1, 0],
    ]);
    expect((await notificationsAbout(manager.token, cancelled)).map((n) => n.title)).toEqual([
      'Leave request withdrawn',
      'New leave request',
    ]);
  });

  it('an hourly request reserves and takes hours', async () => {
    const manager = await person();
    const me = await person(manager.employeeId);
    const type = await leaveType({ requestUnit: LeaveRequestUnit.Hours });
    const allocationId = await allocate(me.employeeId, type.id, 0, 8);
    const id = await filed(me.token, byHours(type.id, '2026-06-03', '14:00', '16:30'));
    expect(await balanceOf(allocationId)).toMatchObject({
      reservedHours: 2.5,
      balanceHours: 5.5,
      balanceDays: 0,
    });
    await decided(manager.token, me.token, id, 'approve');
    expect(await balanceOf(allocationId)).toMatchObject({
      takenHours: 2.5,
      reservedHours: 0,
      balanceHours: 5.5,
    });
    const over = failure(await ask(me.token, byHours(type.id, '2026-06-04', '08:00', '17:00')), 422);
    expect(over.message).toBe(`Not enough ${type.name} balance: 5.5 Hours left, this request needs 8.`);
  });

  it('a type without allocation writes no ledger', async () => {
    const manager = await person();
    const me = await person(manager.employeeId);
    const type = await leaveType({ requiresAllocation: false, isPaid: false });
    const id = await filed(me.token, byDays(type.id, '2026-06-22', '2026-06-23'));
    await decided(manager.token, me.token, id, 'approve');
    expect(await details(me.token, id)).toMatchObject({ allocationId: null, balance: null, duration: 2 });
    expect(await ledgerOf(id)).toEqual([]);
  });
});

describe("deciding from HR's list", () => {
  /** HR's list of one employee's requests, as the leave-requests page reads it. */
  async function hrList(token: string, employeeId: string, states?: number[]) {
    const r = await t.call(token, R.all, { query: { employeeId, states, maxResultCount: 100 } });
    expect(r.statusCode, r.body).toBe(200);
    return r.json<PagedResult<LeaveRequestDto>>().items;
  }
  const itemOf = async (token: string, employeeId: string, id: string) =>
    (await hrList(token, employeeId)).find((x) => x.id === id)!;

  it('the item carries its task and whether the caller may decide it; a decision from it is the task page’s', async () => {
    const manager = await person();
    const me = await person(manager.employeeId);
    // An HR officer: the list and both decisions (the task is assigned to the manager; the permission lets
    // HR decide it too, as the task page does).
    const officerToken = (
      await t.userWith('acme', [
        LeavePermissions.LeaveRequests.Default,
        LeavePermissions.LeaveRequests.Approve,
        LeavePermissions.LeaveRequests.Reject,
      ])
    ).token;
    const type = await leaveType();
    const allocationId = await allocate(me.employeeId, type.id, 10);
    // Monday 2026-12-07 to Tuesday 12-08, and Monday 12-14 to Wednesday 12-16.
    const fromList = await filed(me.token, byDays(type.id, '2026-12-07', '2026-12-08'));
    const fromTask = await filed(me.token, byDays(type.id, '2026-12-14', '2026-12-16'));

    // Pending, filtered as the officer filters on Monday: each with its task, decidable, the balance after
    // both reservations.
    const pending = await hrList(officerToken, me.employeeId, [LeaveRequestState.PendingApproval]);
    expect(pending.map((x) => x.id)).toEqual([fromTask, fromList]);
    const item = pending.find((x) => x.id === fromList)!;
    expect(item).toMatchObject({
      canDecide: true,
      canApprove: true,
      canReject: true,
      balance: 5,
      state: LeaveRequestState.PendingApproval,
    });
    expect(item.taskId).toBe((await details(me.token, fromList)).taskId);
    // HR who may only read the list: no decision offered, and the task's decide refuses (it cannot even read
    // the task). The requester's own list offers none either.
    expect(await itemOf(hr.token, me.employeeId, fromList)).toMatchObject({
      canDecide: false,
      canApprove: false,
      canReject: false,
      balance: 5,
    });
    expect(failure(await decide(hr.token, item.taskId!, 'approve'), 404).code).toBe('Platform:NotFound');
    const own = await t.call(me.token, R.list, { query: { maxResultCount: 100 } });
    expect(own.json<PagedResult<LeaveRequestDto>>().items.every((x) => !x.canDecide)).toBe(true);

    // The officer approves one from the list (its task's approve), the manager the other from the task.
    expect((await decide(officerToken, item.taskId!, 'approve')).statusCode).toBe(204);
    await decided(manager.token, me.token, fromTask, 'approve');
    const after = await itemOf(officerToken, me.employeeId, fromList);
    expect(after).toMatchObject({
      state: LeaveRequestState.Approved,
      canApprove: false,
      canReject: false,
      balance: 5,
    });
    expect(after.decidedByName).toBeTruthy();
    // The same ledger, the same balance, the same notice, the task closed.
    expect(await ledgerOf(fromList)).toEqual([
      [LedgerKind.Reserved, -2, 0],
      [LedgerKind.Released, 2, 0],
      [LedgerKind.Taken, -2, 0],
    ]);
    expect((await ledgerOf(fromTask)).map(([kind]) => kind)).toEqual(
      (await ledgerOf(fromList)).map(([kind]) => kind),
    );
    expect(await balanceOf(allocationId)).toMatchObject({ takenDays: 5, reservedDays: 0, balanceDays: 5 });
    expect((await notificationsAbout(me.token, fromList)).map((n) => n.message)).toEqual([
      `Your leave (${type.name}) from 2026/12/07 to 2026/12/08 was approved.`,
    ]);
    const task = await t.call(manager.token, G.get, { params: { id: item.taskId! } });
    expect(task.json<GoTaskDto>()).toMatchObject({ outcome: GoTaskOutcome.Approved, canDecide: false });
    // Decided: not again, either way, by either decider.
    expect(failure(await decide(officerToken, item.taskId!, 'approve'), 422).code).toBe(
      'Requests:TaskClosed',
    );
    expect(failure(await decide(manager.token, item.taskId!, 'reject'), 422).code).toBe(
      'Requests:TaskClosed',
    );
    expect(await balanceOf(allocationId)).toMatchObject({ takenDays: 5, balanceDays: 5 });
  });

  it('a rejection from the list says why and frees the balance; a cancelled request is not offered nor decided', async () => {
    const me = await person();
    // A rejecter (HR.LeaveRequests.Reject alone, beside the list): the task is unassigned (no manager).
    const rejecterToken = (
      await t.userWith('acme', [
        LeavePermissions.LeaveRequests.Default,
        LeavePermissions.LeaveRequests.Reject,
      ])
    ).token;
    const type = await leaveType();
    const allocationId = await allocate(me.employeeId, type.id, 4);
    const rejected = await filed(me.token, byDays(type.id, '2026-12-09'));
    const cancelled = await filed(me.token, byDays(type.id, '2026-12-10', '2026-12-11'));

    // The task's rule per decision: rejecting only, so the row offers Reject alone (and the task's approve
    // refuses, as it does on the task page).
    const item = await itemOf(rejecterToken, me.employeeId, rejected);
    expect(item).toMatchObject({ canDecide: true, canApprove: false, canReject: true, balance: 1 });
    // The task page reads the same: Reject is offered, Approve is not.
    const task = await t.call(rejecterToken, G.get, { params: { id: item.taskId! } });
    expect(task.json()).toMatchObject({ canDecide: true, canApprove: false, canReject: true });
    expect(failure(await decide(rejecterToken, item.taskId!, 'approve'), 403).code).toBe(
      'Requests:NotYourTask',
    );
    const r = await decide(rejecterToken, item.taskId!, 'reject', 'Audit week');
    expect(r.statusCode, r.body).toBe(204);
    expect(await itemOf(rejecterToken, me.employeeId, rejected)).toMatchObject({
      state: LeaveRequestState.Rejected,
      rejectionReason: 'Audit week',
      canDecide: false,
      balance: 2,
    });
    expect(await ledgerOf(rejected)).toEqual([
      [LedgerKind.Reserved, -1, 0],
      [LedgerKind.Released, 1, 0],
    ]);

    // Withdrawn by the employee: the list no longer offers it, and its task refuses a decision.
    expect((await t.call(me.token, R.cancel, { params: { id: cancelled } })).statusCode).toBe(204);
    const gone = await itemOf(rejecterToken, me.employeeId, cancelled);
    expect(gone).toMatchObject({ state: LeaveRequestState.Canceled, canReject: false, balance: 4 });
    expect(failure(await decide(rejecterToken, gone.taskId!, 'reject'), 422).code).toBe(
      'Requests:TaskClosed',
    );
    expect(await balanceOf(allocationId)).toMatchObject({ reservedDays: 0, takenDays: 0, balanceDays: 4 });

    // Another tenant's HR knows nothing of the task.
    const tenant = await t.createTenant();
    const theirs = await t.login(tenant.name);
    const pendingOne = await filed(me.token, byDays(type.id, '2026-12-17'));
    const { taskId } = await itemOf(rejecterToken, me.employeeId, pendingOne);
    expect((await decide(theirs, taskId!, 'reject')).statusCode).toBe(404);
    expect((await itemOf(rejecterToken, me.employeeId, pendingOne)).state).toBe(
      LeaveRequestState.PendingApproval,
    );
  });
});

describe('changing what requests use', () => {
  it("a type's unit cannot change while its allocations or live requests use it; other edits can", async () => {
    const me = await person();
    const type = await leaveType();
    const allocationId = await allocate(me.employeeId, type.id, 10);
    await filed(me.token, byDays(type.id, '2026-09-07'));
    const refused = failure(await changeType(type.id, { requestUnit: LeaveRequestUnit.Hours }), 422);
    expect(refused).toMatchObject({
      code: 'Leave:UnitInUse',
      message:
        'The unit of this leave type cannot change: 2 allocations or pending or approved requests use it in its current unit. Keep the unit, or create another leave type for the new one.',
    });
    const inArabic = failure(
      await changeType(type.id, { requestUnit: LeaveRequestUnit.DaysAndHours }, 'ar'),
      422,
    );
    expect(inArabic.code).toBe('Leave:UnitInUse');
    expect(inArabic.message).toContain('لا يمكن تغيير وحدة نوع الإجازة هذا: تستخدمه 2');
    // The name, the pay and the rest still change; the balance still serves requests by days.
    const renamed = await changeType(type.id, {
      name: `${type.name} renamed`,
      isPaid: false,
      maxConsecutiveDays: 5,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<LeaveTypeDto>()).toMatchObject({
      name: `${type.name} renamed`,
      requestUnit: LeaveRequestUnit.Days,
      isPaid: false,
      maxConsecutiveDays: 5,
    });
    await filed(me.token, byDays(type.id, '2026-09-08'));
    expect(await balanceOf(allocationId)).toMatchObject({ reservedDays: 2, balanceDays: 8 });

    // A type without allocation: a pending request holds its unit; once cancelled, it no longer does.
    const free = await leaveType({ requiresAllocation: false });
    const pending = await filed(me.token, byDays(free.id, '2026-09-14'));
    const held = failure(await changeType(free.id, { requestUnit: LeaveRequestUnit.Hours }), 422);
    expect(held.code).toBe('Leave:UnitInUse');
    expect(held.message).toContain(': 1 allocations');
    expect((await t.call(me.token, R.cancel, { params: { id: pending } })).statusCode).toBe(204);
    const changed = await changeType(free.id, { requestUnit: LeaveRequestUnit.Hours });
    expect(changed.statusCode, changed.body).toBe(200);
    await filed(me.token, byHours(free.id, '2026-09-15', '09:00', '10:00'));
  });

  it("an allocation's validity must keep covering its pending and approved requests", async () => {
    const manager = await person();
    const me = await person(manager.employeeId);
    const type = await leaveType();
    const allocationId = await allocate(me.employeeId, type.id, 10);
    const pending = await filed(me.token, byDays(type.id, '2026-09-14', '2026-09-15'));
    const approved = await filed(me.token, byDays(type.id, '2026-10-05'));
    await decided(manager.token, me.token, approved, 'approve');
    const rejected = await filed(me.token, byDays(type.id, '2026-11-02'));
    await decided(manager.token, me.token, rejected, 'reject');
    const cancelled = await filed(me.token, byDays(type.id, '2026-12-07'));
    expect((await t.call(me.token, R.cancel, { params: { id: cancelled } })).statusCode).toBe(204);
    expect(await details(me.token, pending)).toMatchObject({ allocationId });

    // Ending before both live requests.
    const early = failure(await changeAllocation(allocationId, { validityTo: '2026-09-10' }), 422);
    expect(early).toMatchObject({
      code: 'Leave:AllocationValidityExcludesRequests',
      message:
        'The validity must still cover the leave requests drawn on this allocation: 2 pending or approved requests would fall outside it, the first from 2026/09/14 to 2026/09/15.',
    });
    // Cutting the approved one off the end, or the pending one's first day off the start.
    const approvedOut = failure(await changeAllocation(allocationId, { validityTo: '2026-10-04' }), 422);
    expect(approvedOut.message).toContain(
      '1 pending or approved requests would fall outside it, the first from 2026/10/05 to 2026/10/05',
    );
    const halfOut = failure(await changeAllocation(allocationId, { validityFrom: '2026-09-15' }), 422);
    expect(halfOut.message).toContain('the first from 2026/09/14 to 2026/09/15');
    const inArabic = failure(await changeAllocation(allocationId, { validityFrom: '2026-10-01' }, 'ar'), 422);
    expect(inArabic.code).toBe('Leave:AllocationValidityExcludesRequests');
    expect(inArabic.message).toContain('يجب أن تبقى الصلاحية شاملة لطلبات الإجازة');
    expect(inArabic.message).toContain('2026/09/14');
    expect(await balanceOf(allocationId)).toMatchObject({
      validityFrom: '2026-01-01',
      validityTo: '2026-12-31',
      takenDays: 1,
      reservedDays: 2,
      balanceDays: 7,
    });

    // Down to exactly the live requests' dates: the rejected and the cancelled ones may fall outside.
    const tight = await changeAllocation(allocationId, {
      validityFrom: '2026-09-14',
      validityTo: '2026-10-05',
    });
    expect(tight.statusCode, tight.body).toBe(200);
    expect(tight.json<LeaveAllocationDto>()).toMatchObject({ takenDays: 1, reservedDays: 2, balanceDays: 7 });
    // Widening, and the figures alone, still change.
    const wider = await changeAllocation(allocationId, {
      validityFrom: '2026-09-01',
      validityTo: '2026-11-30',
    });
    expect(wider.statusCode, wider.body).toBe(200);
    const more = await changeAllocation(allocationId, { numberOfDays: 12 });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json<LeaveAllocationDto>().balanceDays).toBe(9);
    // Once the pending request is cancelled, the validity may leave its dates out.
    expect((await t.call(me.token, R.cancel, { params: { id: pending } })).statusCode).toBe(204);
    const afterCancel = await changeAllocation(allocationId, { validityFrom: '2026-10-01' });
    expect(afterCancel.statusCode, afterCancel.body).toBe(200);
  });
});

describe('reading', () => {
  it('get: the employee, the decider and HR; anyone else 404', async () => {
    const manager = await person();
    const me = await person(manager.employeeId);
    const other = await person();
    const type = await leaveType({ requiresAllocation: false });
    const id = await filed(me.token, byDays(type.id, '2026-09-07'));
    expect((await t.call(other.token, R.get, { params: { id } })).statusCode).toBe(404);
    expect((await t.call(other.token, R.cancel, { params: { id } })).statusCode).toBe(404);
    expect((await details(hr.token, id)).canDecide).toBe(false);
    expect((await details(manager.token, id)).canDecide).toBe(true);
    expect(await details(me.token, id)).toMatchObject({
      canDecide: false,
      canCancel: true,
      employeeId: me.employeeId,
    });
  });

  it("own lists newest first; pending approval; HR's list with filters; permission and tenant", async () => {
    const manager = await person();
    const me = await person(manager.employeeId);
    const type = await leaveType({ requiresAllocation: false });
    const other = await leaveType({ requiresAllocation: false });
    const first = await filed(me.token, byDays(type.id, '2026-10-05'));
    const second = await filed(me.token, byDays(other.id, '2026-10-12'));
    const third = await filed(me.token, byDays(type.id, '2026-10-19'));
    await decided(manager.token, me.token, second, 'approve');
    const list = async (
      token: string,
      endpoint: typeof R.list | typeof R.all,
      query: Record<string, unknown>,
    ) => {
      const r = await t.call(token, endpoint as typeof R.all, {
        query: { maxResultCount: 100, ...query } as never,
      });
      expect(r.statusCode, r.body).toBe(200);
      return r.json<PagedResult<LeaveRequestDto>>().items.map((x) => x.id);
    };
    expect(await list(me.token, R.list, {})).toEqual([third, second, first]);
    expect(await list(me.token, R.list, { leaveTypeId: type.id })).toEqual([third, first]);
    expect(await list(me.token, R.list, { states: [LeaveRequestState.Approved] })).toEqual([second]);
    expect(await list(me.token, R.list, { fromDate: '2026-10-10', toDate: '2026-10-13' })).toEqual([second]);
    const pending = await t.call(me.token, R.pendingApproval, { query: { maxResultCount: 100 } });
    expect(pending.json<PagedResult<LeaveRequestDto>>().items.map((x) => x.id)).toEqual([third, first]);
    // Someone else's own list does not hold them.
    expect(await list(manager.token, R.list, {})).toEqual([]);

    expect(await list(hr.token, R.all, { employeeId: me.employeeId })).toEqual([third, second, first]);
    expect(await list(hr.token, R.all, { employeeId: me.employeeId, sorting: 'from asc' })).toEqual([
      first,
      second,
      third,
    ]);
    // Sorted by the contract's fields only: another is a 400 naming them.
    const unknown = await t.call(hr.token, 'GET', `${R.all.path}?sorting=employeeName`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.validationErrors[0].message).toBe(
      'This list can be sorted by creationTime, from, to, state only, each followed by asc or desc if you like.',
    );
    expect(
      await list(hr.token, R.all, {
        employeeId: me.employeeId,
        states: [LeaveRequestState.PendingApproval],
        leaveTypeId: type.id,
        fromDate: '2026-10-15',
      }),
    ).toEqual([third]);
    const item = (
      await t.call(hr.token, R.all, { query: { employeeId: me.employeeId, leaveTypeId: other.id } })
    ).json<PagedResult<LeaveRequestDto>>().items[0]!;
    expect(item).toMatchObject({ leaveTypeName: other.name, state: LeaveRequestState.Approved, duration: 1 });
    expect(item.employeeName).toBeTruthy();

    // Without HR.LeaveRequests.Index: 403 on all.
    expect((await t.call(me.token, R.all, { query: {} })).statusCode).toBe(403);
    // Another tenant sees none of acme's.
    const tenant = await t.createTenant();
    const theirs = await t.login(tenant.name);
    const r = await t.call(theirs, R.all, { query: { maxResultCount: 1000 } });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json<PagedResult<LeaveRequestDto>>().totalCount).toBe(0);
    expect((await t.call(theirs, R.get, { params: { id: first } })).statusCode).toBe(404);
  });
});

describe('payroll and attendance', () => {
  it('payrollInputs: approved days and hours inside the period, paid and unpaid apart', async () => {
    const manager = await person();
    const me = await person(manager.employeeId);
    const paid = await leaveType({ requiresAllocation: false, requestUnit: LeaveRequestUnit.DaysAndHours });
    const unpaid = await leaveType({ requiresAllocation: false, isPaid: false });
    // Monday 2026-09-28 to Friday 10-02: three days in September.
    const crossing = await filed(me.token, byDays(paid.id, '2026-09-28', '2026-10-02'));
    const hours = await filed(me.token, byHours(paid.id, '2026-09-15', '09:00', '11:30'));
    const unpaidDay = await filed(me.token, byDays(unpaid.id, '2026-09-10'));
    await filed(me.token, byDays(paid.id, '2026-09-21'));
    for (const id of [crossing, hours, unpaidDay]) await decided(manager.token, me.token, id, 'approve');
    const rejected = await filed(me.token, byDays(unpaid.id, '2026-09-22'));
    await decided(manager.token, me.token, rejected, 'reject');
    const inputs = await t.services.leave.requests.payrollInputs(
      acmeCtx,
      [me.employeeId, manager.employeeId],
      {
        start: '2026-09-01',
        end: '2026-09-30',
      },
    );
    expect(inputs.get(me.employeeId)).toEqual({
      PAID_LEAVE_DAYS: '3.00',
      PAID_LEAVE_HOURS: '2.50',
      UNPAID_LEAVE_DAYS: '1.00',
      UNPAID_LEAVE_HOURS: '0.00',
    });
    expect(inputs.get(manager.employeeId)).toEqual({
      PAID_LEAVE_DAYS: '0.00',
      PAID_LEAVE_HOURS: '0.00',
      UNPAID_LEAVE_DAYS: '0.00',
      UNPAID_LEAVE_HOURS: '0.00',
    });
    const october = await t.services.leave.requests.payrollInputs(acmeCtx, [me.employeeId], {
      start: '2026-10-01',
      end: '2026-10-31',
    });
    expect(october.get(me.employeeId)?.PAID_LEAVE_DAYS).toBe('2.00');

    const calendar = await t.services.leave.requests.approvedDays(
      acmeCtx,
      [me.employeeId],
      '2026-09-15',
      '2026-09-29',
    );
    expect(calendar.map((d) => [d.date, d.leaveTypeName, d.isPaid, d.unit, d.days, d.minutes])).toEqual([
      ['2026-09-15', paid.name, true, LeaveRequestUnit.Hours, 0, 150],
      ['2026-09-28', paid.name, true, LeaveRequestUnit.Days, 1, 480],
      ['2026-09-29', paid.name, true, LeaveRequestUnit.Days, 1, 480],
    ]);
  });

  it('a holiday declared inside an approved leave gives the day back; removed, it charges it again', async () => {
    const manager = await person();
    const me = await person(manager.employeeId);
    const type = await leaveType();
    const allocationId = await allocate(me.employeeId, type.id, 10);
    // Monday 2026-08-10 to Friday 08-14, approved; Monday 08-17 to Tuesday 08-18, pending.
    const approved = await filed(me.token, byDays(type.id, '2026-08-10', '2026-08-14'));
    await decided(manager.token, me.token, approved, 'approve');
    const pending = await filed(me.token, byDays(type.id, '2026-08-17', '2026-08-18'));
    expect(await balanceOf(allocationId)).toMatchObject({ takenDays: 5, reservedDays: 2, balanceDays: 3 });

    const holidayId = await holiday('2026-08-12', '2026-08-17');
    // The time module recomputes on a holiday's change; doing it again changes nothing.
    await t.services.leave.requests.reevaluate(acmeCtx, '2026-08-12', '2026-08-17');
    const after = await details(me.token, approved);
    expect(after.duration).toBe(2);
    expect(after.days.find((d) => d.date === '2026-08-12')).toEqual({
      date: '2026-08-12',
      days: 0,
      minutes: 0,
      holiday: true,
    });
    expect((await details(me.token, pending)).duration).toBe(1);
    expect(await balanceOf(allocationId)).toMatchObject({ takenDays: 2, reservedDays: 1, balanceDays: 7 });
    expect(await ledgerOf(approved)).toEqual([
      [LedgerKind.Reserved, -5, 0],
      [LedgerKind.Released, 5, 0],
      [LedgerKind.Taken, -5, 0],
      [LedgerKind.Taken, 3, 0],
    ]);
    const told = await notificationsAbout(me.token, approved);
    expect(told[0]?.message).toBe(
      `The holidays changed: your leave (${type.name}) from 2026/08/10 to 2026/08/14 now counts 2 days instead of 5.`,
    );

    const removed = await t.call(acme, holidayEndpoints.delete, { params: { id: holidayId } });
    expect(removed.statusCode, removed.body).toBe(204);
    await t.services.leave.requests.reevaluate(acmeCtx, '2026-08-12', '2026-08-17');
    expect((await details(me.token, approved)).duration).toBe(5);
    expect((await details(me.token, pending)).duration).toBe(2);
    expect(await balanceOf(allocationId)).toMatchObject({ takenDays: 5, reservedDays: 2, balanceDays: 3 });
    const paidDays = await t.services.leave.requests.payrollInputs(acmeCtx, [me.employeeId], {
      start: '2026-08-01',
      end: '2026-08-31',
    });
    expect(paidDays.get(me.employeeId)?.PAID_LEAVE_DAYS).toBe('5.00');
  });
});

describe('demo data', () => {
  it('Lina has requests in every state but pending verification (John has no contract in the demo data)', async () => {
    const linaToken = await t.login('acme', 'employee', '1q2w3E*');
    const states = async (token: string) => {
      const r = await t.call(token, R.list, { query: { maxResultCount: 100 } });
      expect(r.statusCode, r.body).toBe(200);
      return r.json<PagedResult<LeaveRequestDto>>().items;
    };
    const mine = await states(linaToken);
    expect(new Set(mine.map((x) => x.state))).toEqual(
      new Set([
        LeaveRequestState.PendingApproval,
        LeaveRequestState.Approved,
        LeaveRequestState.Rejected,
        LeaveRequestState.Canceled,
      ]),
    );
    expect(
      mine.some((x) => x.unit === LeaveRequestUnit.Hours && x.state === LeaveRequestState.Approved),
    ).toBe(true);
    // Lina's pending request waits for hr.manager, her manager.
    const hrManager = await t.login('acme', 'hr.manager', '1q2w3E*');
    const pending = (await states(linaToken)).find((x) => x.state === LeaveRequestState.PendingApproval)!;
    expect((await details(hrManager, pending.id)).canDecide).toBe(true);
    // A second seed adds nothing.
    const count = async () => (await t.db.ownerSql.query('select id from leave_requests')).rows.length;
    const before = await count();
    await seedLeave(t.services.leave, t.setup);
    expect(await count()).toBe(before);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('races (PostgreSQL)', () => {
  /** Each round sends the change a little later, so that either write reaches the lock first. */
  const staggered = [0, 10, 25, 50, 100, 200];
  const after = <T>(ms: number, send: () => Promise<T>) =>
    new Promise<void>((resolve) => setTimeout(resolve, ms)).then(send);

  it('two requests that each need the whole balance: one passes', async () => {
    const type = await leaveType();
    for (let round = 0; round < 5; round++) {
      const me = await person();
      await allocate(me.employeeId, type.id, 2);
      const results = await Promise.all([
        ask(me.token, byDays(type.id, '2026-11-02', '2026-11-03')),
        ask(me.token, byDays(type.id, '2026-11-09', '2026-11-10')),
      ]);
      expect(results.map((r) => r.statusCode).sort(), results.map((r) => r.body).join(' ')).toEqual([
        200, 422,
      ]);
    }
  });

  it("a request and a change of its type's unit at once: never both", async () => {
    for (const delay of staggered) {
      const me = await person();
      const type = await leaveType({ requiresAllocation: false });
      const toHours = await typeChange(type.id, { requestUnit: LeaveRequestUnit.Hours });
      const [request, change] = await Promise.all([
        ask(me.token, byDays(type.id, '2026-11-23')),
        after(delay, toHours),
      ]);
      const bodies = `${request.body} ${change.body}`;
      if (request.statusCode === 200) expect(failure(change, 422).code, bodies).toBe('Leave:UnitInUse');
      else {
        expect(change.statusCode, bodies).toBe(200);
        expect(failure(request, 422).code, bodies).toBe('Leave:UnitNotAllowed');
      }
    }
  });

  it('a request and a validity that leaves its dates out at once: never both', async () => {
    const type = await leaveType();
    for (const delay of staggered) {
      const me = await person();
      const allocationId = await allocate(me.employeeId, type.id, 5);
      const shorter = await allocationChange(allocationId, { validityTo: '2026-11-27' });
      const [request, change] = await Promise.all([
        ask(me.token, byDays(type.id, '2026-11-30')),
        after(delay, shorter),
      ]);
      const bodies = `${request.body} ${change.body}`;
      if (request.statusCode === 200)
        expect(failure(change, 422).code, bodies).toBe('Leave:AllocationValidityExcludesRequests');
      else {
        expect(change.statusCode, bodies).toBe(200);
        expect(failure(request, 422).code, bodies).toBe('Leave:NoAllocation');
      }
    }
  });

  it('two overlapping requests at once: one passes', async () => {
    const type = await leaveType({ requiresAllocation: false });
    for (let round = 0; round < 5; round++) {
      const me = await person();
      const results = await Promise.all([
        ask(me.token, byDays(type.id, '2026-11-16', '2026-11-17')),
        ask(me.token, byDays(type.id, '2026-11-17', '2026-11-18')),
      ]);
      expect(results.map((r) => r.statusCode).sort(), results.map((r) => r.body).join(' ')).toEqual([
        200, 422,
      ]);
    }
  });
});
