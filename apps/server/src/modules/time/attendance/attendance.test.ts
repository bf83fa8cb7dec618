import {
  attendanceEndpoints as A,
  type AttendanceDto,
  AttendanceMode,
  AttendanceOrigin,
  type CreateAttendanceInput,
  type PagedResult,
  SettingNames,
  TimePermissions,
  workingScheduleEndpoints,
} from '@hr/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../../platform/context.ts';
import { employeeBody, employeesApi } from '../../../test/helpers/employees.ts';
import { contractsApi } from '../../../test/helpers/employment.ts';
import { organisationApi } from '../../../test/helpers/organisation.ts';
import { payrollApi, uniqueCode } from '../../../test/helpers/payroll.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// acme's clock is set to Riyadh (UTC+3 all year) for this file: wall times below are Riyadh's.
const zone = 'Asia/Riyadh';
let t: TestApp;
let acme: string;
let acmeId: string;
let jobTitleId: string;
let structureId: string;
/** An employee on the office week (every day 08:00-16:00) and one on nights (every day 22:00-06:00). */
let dayWorker: string;
let nightWorker: string;

type Reply = { statusCode: number; body: string; json: <T>() => T };

const riyadh = (wall: string) => new Date(`${wall}:00+03:00`).toISOString();
const everyDay = [0, 1, 2, 3, 4, 5, 6];

async function createSchedule(from: string, to: string) {
  const r = await t.call(acme, workingScheduleEndpoints.create, {
    body: {
      name: uniqueCode('Attendance schedule'),
      workingHours: everyDay.map((day) => ({ day, from, to, expectedAttendance: '08:00' })),
    },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<string>();
}

async function newEmployee(token = acme) {
  return employeesApi(t).create(token, employeeBody(jobTitleId));
}

/** An employee with an Active contract for 2026 on the schedule. */
async function employeeOn(scheduleId: string) {
  const employeeId = await newEmployee();
  await contractsApi(t).activeContract(acme, {
    employeeId,
    jobTitleId,
    salaryStructureId: structureId,
    workingScheduleId: scheduleId,
    start: '2026-01-01',
    end: '2026-12-31',
  });
  return employeeId;
}

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.login('acme');
  acmeId = String(decodeJwt(acme).tenantid);
  await t.services.platform.settings.setForCurrentTenant(systemContext(acmeId), SettingNames.TimeZone, zone);
  const org = organisationApi(t);
  const department = await org.createDepartment(acme, uniqueCode('Attendance dept'));
  jobTitleId = (await org.createJobTitle(acme, { name: uniqueCode('Guard'), departmentId: department.id }))
    .id;
  const payroll = payrollApi(t);
  const category = await payroll.createCategory(acme);
  structureId = await payroll.createStructure(acme, [
    await payroll.createRule(acme, { categoryId: category }),
  ]);
  dayWorker = await employeeOn(await createSchedule('08:00', '16:00'));
  nightWorker = await employeeOn(await createSchedule('22:00', '06:00'));
});
afterAll(() => t?.close());

const create = (token: string, body: CreateAttendanceInput) => t.call(token, A.create, { body });

async function created(token: string, body: CreateAttendanceInput) {
  const r = await create(token, body);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<string>();
}

async function get(token: string, id: string) {
  const r = await t.call(token, A.get, { params: { id } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<AttendanceDto>();
}

const edit = (a: AttendanceDto, changes: Partial<CreateAttendanceInput> = {}) => ({
  employeeId: a.employeeId,
  checkIn: a.checkIn,
  checkOut: a.checkOut,
  inMode: a.inMode,
  outMode: a.outMode,
  concurrencyStamp: a.concurrencyStamp,
  ...changes,
});

function businessError(r: Reply) {
  expect(r.statusCode, r.body).toBe(422);
  return r.json<{ error: { code: string; message: string } }>().error;
}

/** The validation errors of a 400 as "member: message". */
function refused(r: Reply) {
  expect(r.statusCode, r.body).toBe(400);
  const { error } = r.json<{ error: { validationErrors: { message: string; members: string[] }[] } }>();
  return error.validationErrors.map((e) => `${e.members.join(',')}: ${e.message}`);
}

describe('attendance records', () => {
  it('creates a Manual record (id as text), reads it with its work day, hours, late and early, lists and updates it', async () => {
    // Monday 2026-01-05, 08:12 to 15:30.
    const id = await created(acme, {
      employeeId: dayWorker,
      checkIn: riyadh('2026-01-05T08:12'),
      checkOut: riyadh('2026-01-05T15:30'),
      inMode: AttendanceMode.AttendanceTerminal,
    });
    const a = await get(acme, id);
    expect(a).toMatchObject({
      employeeId: dayWorker,
      employeeName: expect.stringContaining('Sami'),
      checkIn: '2026-01-05T05:12:00.000Z',
      checkOut: '2026-01-05T12:30:00.000Z',
      // Whatever the client says, a side a user writes is Manual.
      inMode: AttendanceMode.Manual,
      outMode: AttendanceMode.Manual,
      origin: AttendanceOrigin.Manual,
      workDay: '2026-01-05',
      hours: 7.3,
      lateMinutes: 12,
      earlyLeaveMinutes: 30,
    });
    const list = await t.call(acme, A.list, { query: { employeeId: dayWorker, maxResultCount: 100 } });
    expect(list.json<PagedResult<AttendanceDto>>().items.map((r) => r.id)).toContain(id);

    const updated = await t.call(acme, A.update, {
      params: { id },
      body: edit(a, { checkIn: riyadh('2026-01-05T07:55') }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<string>()).toBe(id);
    expect(await get(acme, id)).toMatchObject({ lateMinutes: 0, earlyLeaveMinutes: 30, hours: 7.58 });
    // The stamp read before is stale now.
    expect((await t.call(acme, A.update, { params: { id }, body: edit(a) })).statusCode).toBe(409);
  });

  it('counts a night shift for the day it starts, and a stay without expected time on its calendar date', async () => {
    const night = await get(
      acme,
      await created(acme, {
        employeeId: nightWorker,
        checkIn: riyadh('2026-01-05T22:10'),
        checkOut: riyadh('2026-01-06T06:00'),
      }),
    );
    expect(night).toMatchObject({
      workDay: '2026-01-05',
      hours: 7.83,
      lateMinutes: 10,
      earlyLeaveMinutes: 0,
    });
    // Checked in after midnight, still Monday's night.
    const late = await get(
      acme,
      await created(acme, {
        employeeId: nightWorker,
        checkIn: riyadh('2026-01-07T00:30'),
        checkOut: riyadh('2026-01-07T05:00'),
      }),
    );
    expect(late).toMatchObject({ workDay: '2026-01-06', lateMinutes: 150, earlyLeaveMinutes: 60 });
    // No contract: the check-in's date in Riyadh (01:00 on the 6th is still the 5th in UTC).
    const free = await newEmployee();
    const none = await get(
      acme,
      await created(acme, {
        employeeId: free,
        checkIn: riyadh('2026-01-06T01:00'),
        checkOut: riyadh('2026-01-06T03:00'),
      }),
    );
    expect(none).toMatchObject({ workDay: '2026-01-06', lateMinutes: 0, earlyLeaveMinutes: 0, hours: 2 });
    // The list filters by work day.
    const days = await t.call(acme, A.list, {
      query: { employeeId: nightWorker, fromDate: '2026-01-06', toDate: '2026-01-06' },
    });
    expect(days.json<PagedResult<AttendanceDto>>().items.map((r) => r.id)).toEqual([late.id]);
    const bad = await t.call(acme, A.list, { query: { fromDate: '2026-01-06', toDate: '2026-01-05' } });
    expect(refused(bad)).toEqual(['toDate: The end date must not be before the start date.']);
  });
});

describe('the rules of a record', () => {
  it('wants the check-in before the check-out, at most 24 hours, within 1900..2999', async () => {
    const same = riyadh('2026-01-10T08:00');
    expect(refused(await create(acme, { employeeId: dayWorker, checkIn: same, checkOut: same }))).toEqual([
      'checkIn: The check-in must be earlier than the check-out.',
      'checkOut: The check-out must be later than the check-in.',
    ]);
    const long = await create(acme, {
      employeeId: dayWorker,
      checkIn: riyadh('2026-01-10T08:00'),
      checkOut: riyadh('2026-01-11T08:01'),
    });
    expect(refused(long)).toEqual([
      'checkOut: An attendance record can last at most 24 hours. Enter the check-out of this stay, or split it.',
    ]);
    const old = await create(acme, {
      employeeId: dayWorker,
      checkIn: '1899-12-31T08:00:00Z',
      checkOut: '1899-12-31T09:00:00Z',
    });
    expect(refused(old)[0]).toMatch(/^checkIn: Enter a date between 1900\/01\/01 and 2999\/12\/31/);
    const garbled = refused(await create(acme, { employeeId: dayWorker, checkIn: 'yesterday' }));
    expect(garbled.length).toBeGreaterThan(0);
    expect(garbled.every((e) => e.startsWith('checkIn: '))).toBe(true);
    const ar = await t.call(acme, A.create, {
      body: { employeeId: dayWorker, checkIn: same, checkOut: same },
      headers: { 'accept-language': 'ar' },
    });
    expect(refused(ar)[0]).toBe('checkIn: يجب أن يكون وقت الدخول قبل وقت الخروج.');
  });

  it('refuses a check-in or check-out in the future', async () => {
    const now = Date.now();
    const r = await create(acme, {
      employeeId: dayWorker,
      checkIn: new Date(now + 3_600_000).toISOString(),
      checkOut: new Date(now + 7_200_000).toISOString(),
    });
    expect(businessError(r)).toMatchObject({ code: 'Time:AttendanceInFuture' });
    const out = await create(acme, {
      employeeId: dayWorker,
      checkIn: new Date(now - 3_600_000).toISOString(),
      checkOut: new Date(now + 3_600_000).toISOString(),
    });
    expect(businessError(out).message).toMatch(/^The check-in and check-out cannot be in the future \(now: /);
  });

  it('refuses a check-in before the employee’s employment began (their first contract), on the field, in English and Arabic', async () => {
    // dayWorker's contract starts 2026-01-01: the tenant's date (Riyadh) counts, not UTC's.
    const before = await create(acme, {
      employeeId: dayWorker,
      checkIn: riyadh('2025-12-31T23:00'),
      checkOut: riyadh('2025-12-31T23:30'),
    });
    expect(refused(before)).toEqual([
      'checkIn: The check-in cannot be before the employee’s employment began (2026/01/01, the start of their first contract).',
    ]);
    const slip = await t.call(acme, A.create, {
      body: { employeeId: dayWorker, checkIn: '1900-01-01T08:00:00Z', checkOut: '1900-01-01T16:00:00Z' },
      headers: { 'accept-language': 'ar' },
    });
    expect(refused(slip)).toEqual([
      'checkIn: لا يمكن أن يكون وقت الدخول قبل بدء عمل الموظف (2026/01/01، بداية أول عقد له).',
    ]);
    const first = await get(
      acme,
      await created(acme, {
        employeeId: dayWorker,
        checkIn: riyadh('2026-01-01T00:30'),
        checkOut: riyadh('2026-01-01T01:30'),
      }),
    );
    // Nor moved there by an update, whatever else it changes.
    const moved = await t.call(acme, A.update, {
      params: { id: first.id },
      body: edit(first, { checkIn: riyadh('2025-12-31T23:30') }),
    });
    expect(refused(moved)).toHaveLength(1);
    expect(await get(acme, first.id)).toEqual(first);
    // An employee without any contract has no such bound (beyond the contract's 1900).
    await created(acme, {
      employeeId: await newEmployee(),
      checkIn: riyadh('2024-05-05T08:00'),
      checkOut: riyadh('2024-05-05T16:00'),
    });
  });

  it('allows one open record, for a check-in of today only, and closes it', async () => {
    const employeeId = await newEmployee();
    const now = Date.now();
    const yesterday = businessError(
      await create(acme, { employeeId, checkIn: new Date(now - 48 * 3_600_000).toISOString() }),
    );
    expect(yesterday.code).toBe('Time:CheckOutRequired');
    expect(yesterday.message).toMatch(/only for a check-in of today \(\d{4}\/\d\d\/\d\d\)\.$/);
    const checkIn = new Date(now - 1000).toISOString();
    const open = await get(acme, await created(acme, { employeeId, checkIn, checkOut: null }));
    expect(open).toMatchObject({ checkOut: null, outMode: null, hours: null, earlyLeaveMinutes: 0 });
    // A second open record, or any stay after the open check-in, is refused naming it.
    const second = businessError(await create(acme, { employeeId, checkIn: new Date(now).toISOString() }));
    expect(second.code).toBe('Time:OpenAttendanceExists');
    expect(second.message).toContain('The employee is still checked in since');
    // Closing it.
    const closed = await t.call(acme, A.update, {
      params: { id: open.id },
      body: edit(open, { checkOut: new Date(now).toISOString() }),
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await get(acme, open.id)).toMatchObject({ outMode: AttendanceMode.Manual, hours: 0 });
  });

  it('keeps an employee’s records apart, naming the other one; touching and other employees are fine', async () => {
    await created(acme, {
      employeeId: dayWorker,
      checkIn: riyadh('2026-02-02T08:00'),
      checkOut: riyadh('2026-02-02T16:00'),
    });
    const overlapping = await create(acme, {
      employeeId: dayWorker,
      checkIn: riyadh('2026-02-02T15:00'),
      checkOut: riyadh('2026-02-02T17:00'),
    });
    expect(businessError(overlapping)).toEqual({
      code: 'Time:AttendanceOverlap',
      message: 'This record overlaps the employee’s record from 2026/02/02 08:00 to 2026/02/02 16:00.',
      details: null,
      validationErrors: null,
    });
    const inside = await create(acme, {
      employeeId: dayWorker,
      checkIn: riyadh('2026-02-02T09:00'),
      checkOut: riyadh('2026-02-02T10:00'),
    });
    expect(businessError(inside).code).toBe('Time:AttendanceOverlap');
    const touching = await create(acme, {
      employeeId: dayWorker,
      checkIn: riyadh('2026-02-02T16:00'),
      checkOut: riyadh('2026-02-02T17:00'),
    });
    expect(touching.statusCode, touching.body).toBe(200);
    const other = await create(acme, {
      employeeId: nightWorker,
      checkIn: riyadh('2026-02-02T08:00'),
      checkOut: riyadh('2026-02-02T16:00'),
    });
    expect(other.statusCode, other.body).toBe(200);
    // An update may not move a record onto another either.
    const moved = await get(acme, touching.json<string>());
    const onto = await t.call(acme, A.update, {
      params: { id: moved.id },
      body: edit(moved, { checkIn: riyadh('2026-02-02T15:59') }),
    });
    expect(businessError(onto).code).toBe('Time:AttendanceOverlap');
    const ar = await t.call(acme, A.create, {
      body: {
        employeeId: dayWorker,
        checkIn: riyadh('2026-02-02T15:00'),
        checkOut: riyadh('2026-02-02T17:00'),
      },
      headers: { 'accept-language': 'ar' },
    });
    expect(businessError(ar).message).toBe(
      'يتداخل هذا السجل مع سجل الموظف من 2026/02/02 08:00 إلى 2026/02/02 16:00.',
    );
  });

  it('moves a record to another employee only where that one is free, and sorts the list', async () => {
    const [a, b] = [await newEmployee(), await newEmployee()];
    const id = await created(acme, {
      employeeId: a,
      checkIn: riyadh('2026-02-09T08:00'),
      checkOut: riyadh('2026-02-09T12:00'),
    });
    await created(acme, {
      employeeId: b,
      checkIn: riyadh('2026-02-09T11:00'),
      checkOut: riyadh('2026-02-09T13:00'),
    });
    const record = await get(acme, id);
    const busy = await t.call(acme, A.update, { params: { id }, body: edit(record, { employeeId: b }) });
    expect(businessError(busy).message).toBe(
      'This record overlaps the employee’s record from 2026/02/09 11:00 to 2026/02/09 13:00.',
    );
    const moved = await t.call(acme, A.update, {
      params: { id },
      body: edit(record, { employeeId: b, checkOut: riyadh('2026-02-09T11:00') }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // Both sides written by the user now.
    expect(await get(acme, id)).toMatchObject({
      employeeId: b,
      inMode: AttendanceMode.Manual,
      outMode: AttendanceMode.Manual,
    });
    const ascending = await t.call(acme, A.list, { query: { employeeId: b, sorting: 'checkIn asc' } });
    const times = ascending.json<PagedResult<AttendanceDto>>().items.map((r) => r.checkIn);
    expect(times).toEqual(['2026-02-09T05:00:00.000Z', '2026-02-09T08:00:00.000Z']);
    const descending = await t.call(acme, A.list, { query: { employeeId: b } });
    expect(descending.json<PagedResult<AttendanceDto>>().items.map((r) => r.checkIn)).toEqual(
      [...times].reverse(),
    );
    expect(
      (await t.call(acme, A.list, { query: { employeeId: a } })).json<PagedResult<AttendanceDto>>(),
    ).toMatchObject({ totalCount: 0 });
  });

  it('needs an employee of the tenant', async () => {
    const r = await create(acme, {
      employeeId: '01900000-0000-7000-8000-000000000000',
      checkIn: riyadh('2026-03-01T08:00'),
      checkOut: riyadh('2026-03-01T09:00'),
    });
    expect(businessError(r).code).toBe('Time:AttendanceEmployeeNotFound');
  });

  it('makes a Terminal record Manual when a user edits it, keeping the mode of the side left as it was', async () => {
    const employeeId = await newEmployee();
    const { rows } = await t.db.ownerSql.query<{ id: string }>(
      `insert into attendance_records (id, tenant_id, employee_id, check_in, check_out, in_mode, out_mode, work_day, origin, concurrency_stamp, creation_time)
       values (gen_random_uuid(), $1, $2, $3, $4, 1, 1, '2026-03-02', 1, 'stamp', now()) returning id`,
      [acmeId, employeeId, riyadh('2026-03-02T08:00'), riyadh('2026-03-02T16:00')],
    );
    const id = rows[0]!.id;
    const terminal = await get(acme, id);
    expect(terminal).toMatchObject({
      origin: AttendanceOrigin.Terminal,
      inMode: AttendanceMode.AttendanceTerminal,
      outMode: AttendanceMode.AttendanceTerminal,
    });
    const r = await t.call(acme, A.update, {
      params: { id },
      body: edit(terminal, { checkOut: riyadh('2026-03-02T17:00') }),
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(await get(acme, id)).toMatchObject({
      origin: AttendanceOrigin.Manual,
      inMode: AttendanceMode.AttendanceTerminal,
      outMode: AttendanceMode.Manual,
      hours: 9,
    });
  });

  it('deletes a record', async () => {
    const id = await created(acme, {
      employeeId: dayWorker,
      checkIn: riyadh('2026-03-03T08:00'),
      checkOut: riyadh('2026-03-03T09:00'),
    });
    expect((await t.call(acme, A.delete, { params: { id } })).statusCode).toBe(204);
    expect((await t.call(acme, A.get, { params: { id } })).statusCode).toBe(404);
    expect((await t.call(acme, A.delete, { params: { id } })).statusCode).toBe(404);
  });

  it('never lets two overlapping records of one employee in at once (PostgreSQL: two connections)', async () => {
    const employeeId = await newEmployee();
    for (let round = 0; round < 10; round++) {
      const day = `2026-04-${String(round + 1).padStart(2, '0')}`;
      const results = await Promise.all([
        create(acme, { employeeId, checkIn: riyadh(`${day}T08:00`), checkOut: riyadh(`${day}T12:00`) }),
        create(acme, { employeeId, checkIn: riyadh(`${day}T11:00`), checkOut: riyadh(`${day}T15:00`) }),
      ]);
      expect(results.map((r) => r.statusCode).sort(), results.map((r) => r.body).join(' ')).toEqual([
        200, 422,
      ]);
    }
    const { rows } = await t.db.ownerSql.query<{ n: number }>(
      `select count(*)::int as n from attendance_records a join attendance_records b
          on a.tenant_id = b.tenant_id and a.employee_id = b.employee_id and a.id < b.id
       where a.check_in < coalesce(b.check_out, 'infinity') and b.check_in < coalesce(a.check_out, 'infinity')`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});

describe('services for the sync and payroll', () => {
  it('reads the records of employees by work day', async () => {
    const employeeId = await newEmployee();
    const id = await created(acme, {
      employeeId,
      checkIn: riyadh('2026-05-04T08:00'),
      checkOut: riyadh('2026-05-04T09:00'),
    });
    const ctx = systemContext(acmeId);
    const records = await t.services.time.attendance.recordsBetween(
      ctx,
      [employeeId],
      '2026-05-01',
      '2026-05-31',
    );
    expect(records).toEqual([
      expect.objectContaining({ id, employeeId, workDay: '2026-05-04', origin: AttendanceOrigin.Manual }),
    ]);
    expect(
      await t.services.time.attendance.recordsBetween(ctx, [employeeId], '2026-05-05', '2026-05-31'),
    ).toEqual([]);
  });
});

describe('access and tenants', () => {
  const P = TimePermissions.Attendance;

  it('reads with the Index permission; each write needs its own', async () => {
    const id = await created(acme, {
      employeeId: dayWorker,
      checkIn: riyadh('2026-06-01T08:00'),
      checkOut: riyadh('2026-06-01T09:00'),
    });
    const a = await get(acme, id);
    const body = {
      employeeId: dayWorker,
      checkIn: riyadh('2026-06-01T10:00'),
      checkOut: riyadh('2026-06-01T11:00'),
    };
    const reader = await t.userWith('acme', [P.Default]);
    expect((await t.call(reader.token, A.get, { params: { id } })).statusCode).toBe(200);
    expect((await t.call(reader.token, A.list, {})).statusCode).toBe(200);
    expect((await create(reader.token, body)).statusCode).toBe(403);
    expect((await t.call(reader.token, A.update, { params: { id }, body: edit(a) })).statusCode).toBe(403);
    expect((await t.call(reader.token, A.delete, { params: { id } })).statusCode).toBe(403);
    const creator = await t.userWith('acme', [P.Default, P.Create]);
    expect((await create(creator.token, body)).statusCode).toBe(200);
    const updater = await t.userWith('acme', [P.Default, P.Update]);
    expect((await t.call(updater.token, A.update, { params: { id }, body: edit(a) })).statusCode).toBe(200);
    const deleter = await t.userWith('acme', [P.Default, P.Delete]);
    expect((await t.call(deleter.token, A.delete, { params: { id } })).statusCode).toBe(204);
    const nobody = await t.userWith('acme', []);
    expect((await t.call(nobody.token, A.list, {})).statusCode).toBe(403);
    expect((await t.call(nobody.token, A.get, { params: { id } })).statusCode).toBe(403);
    expect((await t.call(null, A.list, {})).statusCode).toBe(401);
  });

  it('keeps each tenant to its own records and employees', async () => {
    const id = await created(acme, {
      employeeId: dayWorker,
      checkIn: riyadh('2026-06-02T08:00'),
      checkOut: riyadh('2026-06-02T09:00'),
    });
    const mine = await get(acme, id);
    const tenant = await t.createTenant();
    const other = await t.login(tenant.name);
    expect((await t.call(other, A.get, { params: { id } })).statusCode).toBe(404);
    expect((await t.call(other, A.update, { params: { id }, body: edit(mine) })).statusCode).toBe(404);
    expect((await t.call(other, A.delete, { params: { id } })).statusCode).toBe(404);
    const list = await t.call(other, A.list, { query: { maxResultCount: 1000 } });
    expect(list.json<PagedResult<AttendanceDto>>().totalCount).toBe(0);
    // acme's employee is unknown there.
    const r = await create(other, {
      employeeId: dayWorker,
      checkIn: riyadh('2026-06-03T08:00'),
      checkOut: riyadh('2026-06-03T09:00'),
    });
    expect(businessError(r).code).toBe('Time:AttendanceEmployeeNotFound');
    expect(await get(acme, id)).toEqual(mine);
  });
});
