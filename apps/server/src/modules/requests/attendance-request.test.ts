import {
  attendanceEndpoints as A,
  type AttendanceDto,
  AttendanceFixMode,
  AttendanceMode,
  AttendanceOrigin,
  type AttendanceRequestDetailsDto,
  type AttendanceRequestDto,
  AttendanceRequestState,
  type CreateSelfAttendanceRequestInput,
  displayParam,
  goTaskEndpoints as G,
  type GoTaskDto,
  GoTaskOutcome,
  GoTaskState,
  type NotificationDto,
  NotificationType,
  notificationEndpoints,
  type PagedResult,
  attendanceRequestEndpoints as R,
  RequestsPermissions,
  SettingNames,
  workingScheduleEndpoints,
} from '@hr/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../platform/context.ts';
import { employeeBody, employeesApi } from '../../test/helpers/employees.ts';
import { contractsApi } from '../../test/helpers/employment.ts';
import { organisationApi } from '../../test/helpers/organisation.ts';
import { payrollApi, uniqueCode } from '../../test/helpers/payroll.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Reply = { statusCode: number; body: string; json: <T>() => T };

let t: TestApp;
let acme: string;
let jobTitleId: string;
/** A user with an employee and a token carrying it. */
interface Person {
  userId: string;
  userName: string;
  employeeId: string;
  token: string;
}
/** Reports to `manager` (whose user decides the requests); `loner` has no manager: the approvers decide. */
let manager: Person;
let worker: Person;
let loner: Person;
let approver: { id: string; token: string };
let outsider: { id: string; token: string };

const { Approve, Reject, Default } = RequestsPermissions.AttendanceRequests;
const at = (day: string, time: string) => `${day}T${time}:00.000Z`;

async function person(managerId: string | null = null): Promise<Person> {
  const user = await t.userWith('acme', []);
  const employeeId = await employeesApi(t).create(
    acme,
    employeeBody(jobTitleId, { userId: user.id, managerId }),
  );
  // A new token: the EmployeeId claim is written when the user signs in.
  const token = await t.login('acme', user.userName, '1q2w3E*');
  expect(decodeJwt(token).EmployeeId).toBe(employeeId);
  return { userId: user.id, userName: user.userName, employeeId, token };
}

async function record(employeeId: string, checkIn: string, checkOut: string) {
  const r = await t.call(acme, A.create, { body: { employeeId, checkIn, checkOut } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<string>();
}

async function recordsOf(employeeId: string, day: string) {
  const r = await t.call(acme, A.list, {
    query: { employeeId, fromDate: day, toDate: day, maxResultCount: 100, sorting: 'checkIn asc' },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<PagedResult<AttendanceDto>>().items;
}

const fileRequest = (token: string, body: CreateSelfAttendanceRequestInput) =>
  t.call(token, R.createSelf, { body });

async function filed(token: string, body: CreateSelfAttendanceRequestInput) {
  const r = await fileRequest(token, body);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<string>();
}

/** RemoveAll of one day with a stay. */
const wholeDay = (day: string, from = '09:00', to = '17:00'): CreateSelfAttendanceRequestInput => ({
  checkIn: at(day, from),
  checkOut: at(day, to),
  fixAttendanceFrom: at(day, '00:00'),
  fixAttendanceTo: `${day}T23:59:59.000Z`,
  mode: AttendanceFixMode.RemoveAll,
  reason: 'Forgot to punch',
});

async function details(token: string, id: string) {
  const r = await t.call(token, R.get, { params: { id } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<AttendanceRequestDetailsDto>();
}

const approve = (token: string, taskId: string) => t.call(token, G.approve, { params: { id: taskId } });
const reject = (token: string, taskId: string, reason?: string) =>
  t.call(token, G.reject, { params: { id: taskId }, body: reason ? { reason } : {} });

async function taskOf(token: string, requestId: string) {
  const taskId = (await details(token, requestId)).taskId;
  expect(taskId).toBeTruthy();
  return taskId!;
}

async function assigned(token: string, state?: number) {
  const r = await t.call(token, G.listAssigned, {
    query: { maxResultCount: 1000, ...(state === undefined ? {} : { state }) },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<PagedResult<GoTaskDto>>().items;
}

async function notificationsAbout(token: string, requestId: string) {
  const r = await t.call(token, notificationEndpoints.list, { query: { maxResultCount: 100 } });
  expect(r.statusCode, r.body).toBe(200);
  return r
    .json<{ items: NotificationDto[] }>()
    .items.filter((n) => n.relatedId === requestId && n.type === NotificationType.AttendanceRequest);
}

function failure(r: Reply, status: number) {
  expect(r.statusCode, r.body).toBe(status);
  return r.json<{ error: { code: string; message: string } }>().error;
}

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.login('acme');
  const acmeId = String(decodeJwt(acme).tenantid);
  await t.services.platform.settings.setForCurrentTenant(systemContext(acmeId), SettingNames.TimeZone, 'UTC');
  const org = organisationApi(t);
  const department = await org.createDepartment(acme, uniqueCode('Requests dept'));
  jobTitleId = (await org.createJobTitle(acme, { name: uniqueCode('Clerk'), departmentId: department.id }))
    .id;
  manager = await person();
  worker = await person(manager.employeeId);
  loner = await person();
  approver = await t.userWith('acme', [Default, Approve, Reject]);
  outsider = await t.userWith('acme', []);
});
afterAll(() => t?.close());

describe('filing a request', () => {
  it('refuses bad input (400), a caller who is no employee (403) and times in the future (422)', async () => {
    const bad = await fileRequest(worker.token, {
      ...wholeDay('2026-02-02'),
      checkOut: at('2026-02-02', '08:00'),
    });
    expect(bad.statusCode, bad.body).toBe(400);
    const noRange = await fileRequest(worker.token, {
      checkIn: at('2026-02-02', '09:00'),
      checkOut: at('2026-02-02', '10:00'),
    });
    expect(noRange.statusCode, noRange.body).toBe(400);
    expect(noRange.body).toContain('fixAttendanceFrom');
    const noRecord = await fileRequest(worker.token, {
      checkIn: at('2026-02-02', '09:00'),
      checkOut: at('2026-02-02', '10:00'),
      mode: AttendanceFixMode.Fix,
    });
    expect(noRecord.statusCode, noRecord.body).toBe(400);
    const outside = await fileRequest(worker.token, {
      ...wholeDay('2026-02-02'),
      checkIn: at('2026-02-01', '22:00'),
    });
    expect(outside.statusCode, outside.body).toBe(400);

    expect(failure(await fileRequest(outsider.token, wholeDay('2026-02-02')), 403).code).toBe(
      'Requests:NotAnEmployee',
    );
    expect(failure(await t.call(outsider.token, R.listSelf, { query: {} }), 403).code).toBe(
      'Requests:NotAnEmployee',
    );
    expect(
      failure(
        await t.call(outsider.token, R.ownAttendances, {
          query: { fromDate: '2026-02-01', toDate: '2026-02-02' },
        }),
        403,
      ).code,
    ).toBe('Requests:NotAnEmployee');

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(failure(await fileRequest(worker.token, wholeDay(tomorrow)), 422).code).toBe(
      'Requests:RequestInFuture',
    );
  });

  it('refuses a stay before the employee’s employment began (their first contract), on checkIn', async () => {
    const hired = await person();
    const schedule = await t.call(acme, workingScheduleEndpoints.create, {
      body: {
        name: uniqueCode('Request schedule'),
        workingHours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({
          day,
          from: '09:00',
          to: '17:00',
          expectedAttendance: '08:00',
        })),
      },
    });
    expect(schedule.statusCode, schedule.body).toBe(200);
    const payroll = payrollApi(t);
    const category = await payroll.createCategory(acme);
    const structureId = await payroll.createStructure(acme, [
      await payroll.createRule(acme, { categoryId: category }),
    ]);
    await contractsApi(t).activeContract(acme, {
      employeeId: hired.employeeId,
      jobTitleId,
      salaryStructureId: structureId,
      workingScheduleId: schedule.json<string>(),
      start: '2026-02-01',
      end: '2026-12-31',
    });
    // Approving it would write the stay as a record of a day before they were employed: refused when filed.
    const early = await fileRequest(hired.token, wholeDay('2026-01-20'));
    expect(early.statusCode, early.body).toBe(400);
    expect(
      early.json<{ error: { code: string; validationErrors: { members: string[] }[] } }>().error,
    ).toMatchObject({
      validationErrors: [{ members: ['checkIn'] }],
    });
    expect(early.body).toContain('2026/02/01');
    await filed(hired.token, wholeDay('2026-02-02'));
  });

  it('assigns the task to the manager’s user, notifies them, and refuses an overlapping pending request', async () => {
    const id = await filed(worker.token, wholeDay('2026-02-03'));
    const request = await details(worker.token, id);
    expect(request).toMatchObject({
      employeeId: worker.employeeId,
      state: AttendanceRequestState.PendingApproval,
      mode: AttendanceFixMode.RemoveAll,
      canCancel: true,
      canDecide: false,
      creatorId: worker.userId,
    });
    // The manager's list has it, the approvers' (of unassigned tasks) not.
    const mine = await assigned(manager.token);
    const task = mine.find((x) => x.bindingModelId === id);
    expect(task).toMatchObject({ state: GoTaskState.Open, canDecide: true, creatorId: worker.userId });
    expect(task!.name).toContain('2026/02/03');
    expect(task!.name.startsWith('Attendance correction of ')).toBe(true);
    const inArabic = await t.call(manager.token, G.get, {
      params: { id: task!.id },
      headers: { 'accept-language': 'ar' },
    });
    expect(inArabic.json<GoTaskDto>().name).toMatch(
      /^تصحيح حضور \u2068.+\u2069 ليوم \u20682026\/02\/03\u2069$/,
    );
    expect((await assigned(approver.token)).some((x) => x.bindingModelId === id)).toBe(false);
    expect(await notificationsAbout(manager.token, id)).toHaveLength(1);
    expect(await notificationsAbout(approver.token, id)).toHaveLength(0);

    const overlapping = failure(
      await fileRequest(worker.token, wholeDay('2026-02-03', '10:00', '11:00')),
      422,
    );
    expect(overlapping.code).toBe('Requests:OverlappingPendingRequest');
    expect(overlapping.message).toContain('2026/02/03 00:00');
    // Another day is fine.
    await filed(worker.token, wholeDay('2026-02-04'));
  });

  it('sends a request without a manager’s user to the holders of the approve permission', async () => {
    const id = await filed(loner.token, wholeDay('2026-02-05'));
    const task = (await assigned(approver.token)).find((x) => x.bindingModelId === id);
    expect(task).toMatchObject({ canDecide: true });
    expect((await assigned(manager.token)).some((x) => x.bindingModelId === id)).toBe(false);
    expect(await notificationsAbout(approver.token, id)).toHaveLength(1);
    expect(await notificationsAbout(acme, id)).toHaveLength(1); // the admin holds it too
    expect(await notificationsAbout(outsider.token, id)).toHaveLength(0);
    expect(await notificationsAbout(loner.token, id)).toHaveLength(0);
    // The open ones only.
    expect((await assigned(approver.token, GoTaskState.Open)).some((x) => x.id === task!.id)).toBe(true);
  });
});

describe('deciding', () => {
  it('RemoveAll: approving replaces every record of the days by the stay (origin Request) and tells the requester', async () => {
    const day = '2026-02-10';
    await record(worker.employeeId, at(day, '07:00'), at(day, '08:00'));
    await record(worker.employeeId, at(day, '12:00'), at(day, '13:00'));
    const id = await filed(worker.token, wholeDay(day));
    const pending = await details(manager.token, id);
    expect(pending.canDecide).toBe(true);
    expect(pending.before.map((r) => r.checkIn)).toEqual([at(day, '07:00'), at(day, '12:00')]);
    expect(pending.after).toHaveLength(1);
    expect(pending.after[0]).toMatchObject({
      id,
      origin: AttendanceOrigin.Request,
      checkIn: at(day, '09:00'),
    });

    const taskId = pending.taskId!;
    expect(failure(await approve(worker.token, taskId), 403).code).toBe('Requests:CannotDecideOwnRequest');
    // Who may not read the task is told nothing of it, as its GET.
    expect((await approve(outsider.token, taskId)).statusCode).toBe(404);
    const ok = await approve(manager.token, taskId);
    expect(ok.statusCode, ok.body).toBe(204);

    const records = await recordsOf(worker.employeeId, day);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      checkIn: at(day, '09:00'),
      checkOut: at(day, '17:00'),
      origin: AttendanceOrigin.Request,
      inMode: AttendanceMode.Manual,
      outMode: AttendanceMode.Manual,
    });
    const accepted = await details(worker.token, id);
    expect(accepted).toMatchObject({
      state: AttendanceRequestState.Accepted,
      canCancel: false,
      canDecide: false,
    });
    expect(accepted.decidedByName).toBeTruthy();
    expect(accepted.before.map((r) => r.checkIn)).toEqual([at(day, '07:00'), at(day, '12:00')]);
    expect(accepted.after.map((r) => r.id)).toEqual([records[0]!.id]);

    const told = await notificationsAbout(worker.token, id);
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe('Attendance correction approved');
    expect(told[0]!.message).toContain(displayParam(day));

    expect(failure(await approve(manager.token, taskId), 422).code).toBe('Requests:TaskClosed');
    // Not that it is closed, to who may not read it (it answered Requests:TaskClosed).
    expect((await approve(outsider.token, taskId)).statusCode).toBe(404);
    const task = await t.call(worker.token, G.get, { params: { id: taskId } });
    expect(task.json<GoTaskDto>()).toMatchObject({
      state: GoTaskState.Closed,
      outcome: GoTaskOutcome.Approved,
    });
  });

  it('RemoveOverlapping removes only the records overlapping the stay', async () => {
    const day = '2026-02-11';
    await record(worker.employeeId, at(day, '08:00'), at(day, '10:00'));
    await record(worker.employeeId, at(day, '12:00'), at(day, '13:00'));
    const kept = await record(worker.employeeId, at(day, '15:00'), at(day, '16:00'));
    const id = await filed(worker.token, {
      checkIn: at(day, '09:30'),
      checkOut: at(day, '12:30'),
      mode: AttendanceFixMode.RemoveOverlapping,
    });
    const pending = await details(manager.token, id);
    expect(pending.fixAttendanceFrom).toBe(at(day, '09:30'));
    expect(pending.after.map((r) => r.checkIn)).toEqual([at(day, '09:30')]);
    const ok = await approve(manager.token, pending.taskId!);
    expect(ok.statusCode, ok.body).toBe(204);
    const records = await recordsOf(worker.employeeId, day);
    expect(records.map((r) => [r.checkIn, r.origin])).toEqual([
      [at(day, '09:30'), AttendanceOrigin.Request],
      [at(day, '15:00'), AttendanceOrigin.Manual],
    ]);
    expect(records[1]!.id).toBe(kept);
  });

  it('Fix replaces the chosen record only; another employee’s record, a record gone, an overlap are refused', async () => {
    const day = '2026-02-12';
    const chosen = await record(worker.employeeId, at(day, '08:00'), at(day, '12:00'));
    const other = await record(worker.employeeId, at(day, '17:00'), at(day, '18:00'));
    const own = await t.call(worker.token, R.ownAttendances, { query: { fromDate: day, toDate: day } });
    expect(own.json<AttendanceDto[]>().map((r) => r.id)).toEqual([chosen, other]);
    const theirs = await record(loner.employeeId, at(day, '08:00'), at(day, '12:00'));
    expect(
      failure(
        await fileRequest(worker.token, {
          checkIn: at(day, '08:00'),
          checkOut: at(day, '16:00'),
          mode: AttendanceFixMode.Fix,
          attendanceId: theirs,
        }),
        422,
      ).code,
    ).toBe('Requests:AttendanceToFixNotFound');

    const id = await filed(worker.token, {
      checkIn: at(day, '08:30'),
      checkOut: at(day, '16:00'),
      mode: AttendanceFixMode.Fix,
      attendanceId: chosen,
    });
    const pending = await details(worker.token, id);
    expect([pending.fixAttendanceFrom, pending.fixAttendanceTo]).toEqual([
      at(day, '08:00'),
      at(day, '16:00'),
    ]);
    expect(pending.before.map((r) => r.id)).toEqual([chosen]);
    expect((await approve(manager.token, pending.taskId!)).statusCode).toBe(204);
    const records = await recordsOf(worker.employeeId, day);
    expect(records.map((r) => r.checkIn)).toEqual([at(day, '08:30'), at(day, '17:00')]);
    expect(records.some((r) => r.id === chosen)).toBe(false);

    // The chosen record deleted before the decision: the task stays open.
    const day2 = '2026-02-13';
    const gone = await record(worker.employeeId, at(day2, '08:00'), at(day2, '12:00'));
    const id2 = await filed(worker.token, {
      checkIn: at(day2, '08:00'),
      checkOut: at(day2, '13:00'),
      mode: AttendanceFixMode.Fix,
      attendanceId: gone,
    });
    expect((await t.call(acme, A.delete, { params: { id: gone } })).statusCode).toBe(204);
    const task2 = await taskOf(worker.token, id2);
    expect(failure(await approve(manager.token, task2), 422).code).toBe('Requests:AttendanceToFixNotFound');
    expect((await details(worker.token, id2)).state).toBe(AttendanceRequestState.PendingApproval);

    // What remains overlaps the stay: refused, nothing changed.
    const day3 = '2026-02-14';
    const a = await record(worker.employeeId, at(day3, '08:00'), at(day3, '12:00'));
    await record(worker.employeeId, at(day3, '13:00'), at(day3, '14:00'));
    const id3 = await filed(worker.token, {
      checkIn: at(day3, '08:00'),
      checkOut: at(day3, '15:00'),
      mode: AttendanceFixMode.Fix,
      attendanceId: a,
    });
    expect(failure(await approve(manager.token, await taskOf(worker.token, id3)), 422).code).toBe(
      'Time:AttendanceOverlap',
    );
    expect((await recordsOf(worker.employeeId, day3)).map((r) => r.id)).toContain(a);
  });

  it('rejecting leaves the records and tells the requester why', async () => {
    const day = '2026-02-16';
    const kept = await record(loner.employeeId, at(day, '08:00'), at(day, '09:00'));
    const id = await filed(loner.token, wholeDay(day));
    const taskId = await taskOf(loner.token, id);
    const r = await reject(approver.token, taskId, 'No proof');
    expect(r.statusCode, r.body).toBe(204);
    expect((await details(loner.token, id)).state).toBe(AttendanceRequestState.Rejected);
    expect((await recordsOf(loner.employeeId, day)).map((x) => x.id)).toEqual([kept]);
    const told = await notificationsAbout(loner.token, id);
    expect(told.map((n) => n.message)).toEqual([
      `Your attendance correction for ${displayParam(day)} was rejected: No proof`,
    ]);
    expect(failure(await reject(approver.token, taskId), 422).code).toBe('Requests:TaskClosed');
    const task = await t.call(approver.token, G.get, { params: { id: taskId } });
    expect(task.json<GoTaskDto>()).toMatchObject({ outcome: GoTaskOutcome.Rejected, canDecide: false });
  });

  it('a holder of the reject permission only may reject an unassigned task but not approve it', async () => {
    const rejecter = await t.userWith('acme', [Reject]);
    const id = await filed(loner.token, wholeDay('2026-02-17'));
    const taskId = await taskOf(loner.token, id);
    expect(failure(await approve(rejecter.token, taskId), 403).code).toBe('Requests:NotYourTask');
    expect((await reject(rejecter.token, taskId)).statusCode).toBe(204);
    const told = await notificationsAbout(loner.token, id);
    expect(told.map((n) => n.message)).toEqual(['Your attendance correction for 2026/02/17 was rejected.']);
  });
});

describe('cancelling and reading', () => {
  it('cancels the caller’s own pending request only, closes its task and tells the assignee', async () => {
    const id = await filed(worker.token, wholeDay('2026-02-20'));
    const taskId = await taskOf(worker.token, id);
    expect((await t.call(loner.token, R.cancelSelf, { params: { id } })).statusCode).toBe(404);
    expect((await t.call(manager.token, R.cancelSelf, { params: { id } })).statusCode).toBe(404);
    const r = await t.call(worker.token, R.cancelSelf, { params: { id } });
    expect(r.statusCode, r.body).toBe(204);
    expect((await details(worker.token, id)).state).toBe(AttendanceRequestState.Cancelled);
    const again = failure(await t.call(worker.token, R.cancelSelf, { params: { id } }), 422);
    expect(again.code).toBe('Requests:OnlyPendingCanBeCancelled');
    expect(again.message).toContain('Cancelled');
    expect(failure(await approve(manager.token, taskId), 422).code).toBe('Requests:TaskClosed');
    const task = await t.call(manager.token, G.get, { params: { id: taskId } });
    expect(task.json<GoTaskDto>()).toMatchObject({
      state: GoTaskState.Closed,
      outcome: GoTaskOutcome.Cancelled,
    });
    const told = await notificationsAbout(manager.token, id);
    expect(told.map((n) => n.title).sort()).toEqual(
      ['Attendance correction withdrawn', 'New attendance correction request'].sort(),
    );
    // The days are free again.
    await filed(worker.token, wholeDay('2026-02-20'));
  });

  it('lists the caller’s own requests, newest first, by day and state', async () => {
    const r = await t.call(worker.token, R.listSelf, {
      query: { fromDate: '2026-02-20', toDate: '2026-02-20', maxResultCount: 100 },
    });
    expect(r.statusCode, r.body).toBe(200);
    const items = r.json<PagedResult<AttendanceRequestDto>>().items;
    expect(items.map((x) => x.state)).toEqual([
      AttendanceRequestState.PendingApproval,
      AttendanceRequestState.Cancelled,
    ]);
    expect(items.every((x) => x.employeeId === worker.employeeId && x.taskId)).toBe(true);
    const cancelled = await t.call(worker.token, R.listSelf, {
      query: {
        includedStates: [AttendanceRequestState.Cancelled, AttendanceRequestState.Accepted],
        maxResultCount: 100,
      },
    });
    const states = cancelled.json<PagedResult<AttendanceRequestDto>>().items.map((x) => x.state);
    expect(states.length).toBeGreaterThan(1);
    expect(
      states.every((s) => s === AttendanceRequestState.Cancelled || s === AttendanceRequestState.Accepted),
    ).toBe(true);
    const others = await t.call(loner.token, R.listSelf, { query: { maxResultCount: 100 } });
    expect(
      others.json<PagedResult<AttendanceRequestDto>>().items.every((x) => x.employeeId === loner.employeeId),
    ).toBe(true);
  });

  it('shows a request and its task only to whom they concern', async () => {
    const id = await filed(worker.token, wholeDay('2026-02-21'));
    const taskId = await taskOf(worker.token, id);
    expect((await t.call(outsider.token, R.get, { params: { id } })).statusCode).toBe(404);
    expect((await t.call(loner.token, R.get, { params: { id } })).statusCode).toBe(404);
    expect((await t.call(approver.token, R.get, { params: { id } })).statusCode).toBe(200); // Default
    expect((await details(manager.token, id)).canDecide).toBe(true);
    expect((await t.call(outsider.token, G.get, { params: { id: taskId } })).statusCode).toBe(404);
    expect((await t.call(worker.token, G.get, { params: { id: taskId } })).json<GoTaskDto>().canDecide).toBe(
      false,
    );
    expect((await t.call(manager.token, G.get, { params: { id: taskId } })).statusCode).toBe(200);
    // The approver holds the approve permission: they may read and decide even an assigned task.
    expect(
      (await t.call(approver.token, G.get, { params: { id: taskId } })).json<GoTaskDto>().canDecide,
    ).toBe(true);
    expect(await assigned(outsider.token)).toEqual([]);
  });

  it('keeps tenants apart', async () => {
    const id = await filed(worker.token, wholeDay('2026-02-22'));
    const taskId = await taskOf(worker.token, id);
    const other = await t.createTenant();
    const admin = await t.login(other.name);
    expect((await t.call(admin, R.get, { params: { id } })).statusCode).toBe(404);
    expect((await t.call(admin, G.get, { params: { id: taskId } })).statusCode).toBe(404);
    expect(failure(await approve(admin, taskId), 404).code).toBe('Platform:NotFound');
    expect(await assigned(admin)).toEqual([]);
    expect((await details(worker.token, id)).state).toBe(AttendanceRequestState.PendingApproval);
  });
});

describe('HR’s list', () => {
  const everyone = (token: string, query: Record<string, unknown>) =>
    t.call(token, R.all, { query: { maxResultCount: 100, ...query } });
  const itemsOf = (r: Reply) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json<PagedResult<AttendanceRequestDto>>().items;
  };

  it('lists every employee’s requests with each one’s task and what the caller may decide', async () => {
    const assignedOne = await filed(worker.token, wholeDay('2026-03-02'));
    const unassigned = await filed(loner.token, wholeDay('2026-03-03'));
    const days = { fromDate: '2026-03-02', toDate: '2026-03-03' };
    const seen = itemsOf(await everyone(approver.token, { ...days, sorting: 'checkIn asc' }));
    expect(seen.map((x) => x.id)).toEqual([assignedOne, unassigned]);
    // Sorted by the contract's fields only: another is a 400 naming them.
    const unknown = await everyone(approver.token, { sorting: 'employeeName' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.validationErrors[0].message).toBe(
      'This list can be sorted by creationTime, checkIn, state only, each followed by asc or desc if you like.',
    );
    expect(seen[0]).toMatchObject({ employeeId: worker.employeeId, canApprove: true, canReject: true });
    expect(seen[0]!.employeeName).toBeTruthy();
    expect(seen[1]!.taskId).toBe(await taskOf(loner.token, unassigned));
    // Each decision apart: a holder of the list and the reject permission may reject, not approve.
    const rejecter = await t.userWith('acme', [Default, Reject]);
    expect(itemsOf(await everyone(rejecter.token, days))).toMatchObject([
      { canDecide: true, canApprove: false, canReject: true },
      { canDecide: true, canApprove: false, canReject: true },
    ]);
    // The list alone decides nothing (the assigned one is the manager's).
    const reader = await t.userWith('acme', [Default]);
    expect(itemsOf(await everyone(reader.token, days)).every((x) => !x.canDecide && x.taskId)).toBe(true);
    // Filters: employee, state; a decided one is no longer decidable.
    expect(itemsOf(await everyone(reader.token, { ...days, employeeId: loner.employeeId }))).toHaveLength(1);
    expect((await reject(approver.token, seen[1]!.taskId!)).statusCode).toBe(204);
    const pending = itemsOf(
      await everyone(approver.token, { ...days, includedStates: AttendanceRequestState.PendingApproval }),
    );
    expect(pending.map((x) => x.id)).toEqual([assignedOne]);
    const rejected = itemsOf(await everyone(approver.token, { ...days, employeeId: loner.employeeId }));
    expect(rejected[0]).toMatchObject({ state: AttendanceRequestState.Rejected, canDecide: false });
  });

  it('needs the list’s permission and keeps tenants apart', async () => {
    expect((await everyone(manager.token, {})).statusCode).toBe(403);
    expect((await everyone(outsider.token, {})).statusCode).toBe(403);
    const bad = await everyone(approver.token, { fromDate: '2026-03-03', toDate: '2026-03-02' });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.body).toContain('toDate');
    const other = await t.createTenant();
    expect(itemsOf(await everyone(await t.login(other.name), {}))).toEqual([]);
  });
});

describe('the demo data', () => {
  it('sends Lina’s requests to hr.manager and John’s to the approvers', async () => {
    const hrManager = await t.login('acme', 'hr.manager', '1q2w3E*');
    const lina = await t.login('acme', 'employee', '1q2w3E*');
    const john = await t.login('acme', 'john.smith', '1q2w3E*');
    const mine = await t.call(lina, R.listSelf, { query: { maxResultCount: 100 } });
    const states = mine.json<PagedResult<AttendanceRequestDto>>().items.map((x) => x.state);
    expect(states).toEqual(
      expect.arrayContaining([
        AttendanceRequestState.PendingApproval,
        AttendanceRequestState.Accepted,
        AttendanceRequestState.Rejected,
      ]),
    );
    const linaName = (await t.call(lina, R.listSelf, { query: {} })).json<PagedResult<AttendanceRequestDto>>()
      .items[0]!.employeeName!;
    const open = await assigned(hrManager, GoTaskState.Open);
    expect(open.some((x) => x.name.includes(linaName))).toBe(true);
    const johns = (await t.call(john, R.listSelf, { query: {} })).json<PagedResult<AttendanceRequestDto>>()
      .items;
    const pending = johns.find((x) => x.state === AttendanceRequestState.PendingApproval)!;
    expect((await assigned(acme, GoTaskState.Open)).some((x) => x.bindingModelId === pending.id)).toBe(true);
    expect((await assigned(hrManager, GoTaskState.Open)).some((x) => x.bindingModelId === pending.id)).toBe(
      true,
    );
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two approvers at once (PostgreSQL)', () => {
  it('one decision wins; the correction is applied once', async () => {
    const second = await t.userWith('acme', [Approve, Reject]);
    for (let i = 0; i < 8; i++) {
      const day = `2026-01-${String(10 + i).padStart(2, '0')}`;
      await record(loner.employeeId, at(day, '07:00'), at(day, '08:00'));
      const id = await filed(loner.token, wholeDay(day));
      const taskId = await taskOf(loner.token, id);
      const answers = await Promise.all([approve(approver.token, taskId), approve(second.token, taskId)]);
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes[0], answers.map((a) => a.body).join()).toBe(204);
      expect([409, 422]).toContain(codes[1]);
      const records = await recordsOf(loner.employeeId, day);
      expect(records.map((r) => [r.checkIn, r.origin])).toEqual([
        [at(day, '09:00'), AttendanceOrigin.Request],
      ]);
      expect(await notificationsAbout(loner.token, id)).toHaveLength(1);
    }
  });

  it('two overlapping requests filed at once: one passes', async () => {
    for (let i = 0; i < 5; i++) {
      const day = `2026-01-${String(20 + i).padStart(2, '0')}`;
      const answers = await Promise.all([
        fileRequest(loner.token, wholeDay(day)),
        fileRequest(loner.token, wholeDay(day, '10:00', '12:00')),
      ]);
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes, answers.map((a) => a.body).join()).toEqual([200, 422]);
    }
  });
});
