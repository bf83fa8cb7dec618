import {
  contractEndpoints as C,
  holidayEndpoints,
  SettingNames,
  WorkEntrySource,
  workingScheduleEndpoints,
} from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RequestContext, systemContext } from '../../../platform/context.ts';
import { employeeBody, employeesApi } from '../../../test/helpers/employees.ts';
import { organisationApi } from '../../../test/helpers/organisation.ts';
import { payrollApi, uniqueCode } from '../../../test/helpers/payroll.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { ExpectedDay } from './index.ts';

// The stored side of expected time: contracts, schedule ranges and hours read from the database, the
// tenant's time zone from its setting, answered through services.employment.expectedTime.

let t: TestApp;
let acme: string;
let ctx: RequestContext;
let zone: string;
let jobTitleId: string;
let structureId: string;
let office: string;
let night: string;

async function schedule(name: string, from: string, to: string) {
  const r = await t.call(acme, workingScheduleEndpoints.create, {
    body: {
      name: uniqueCode(name),
      workingHours: [0, 1, 2, 3, 4].map((day) => ({ day, from, to, expectedAttendance: '08:00' })),
    },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<string>();
}

async function contract(
  start: string,
  end: string,
  options: {
    ranges?: { workingScheduleId: string; from: string; to: string }[];
    source?: number;
    state?: 'activate' | 'cancel' | 'none';
  } = {},
) {
  const employeeId = await employeesApi(t).create(acme, employeeBody(jobTitleId));
  const source = options.source ?? WorkEntrySource.WorkingSchedule;
  const r = await t.call(acme, C.create, {
    body: {
      name: uniqueCode('Expected'),
      type: 0,
      start,
      end,
      employeeId,
      jobTitleId,
      workEntrySource: source,
      salaryStructureId: structureId,
      contractWorkingSchedules:
        source === WorkEntrySource.Attendance
          ? null
          : (options.ranges ?? [{ workingScheduleId: office, from: start, to: end }]),
    },
  });
  expect(r.statusCode, r.body).toBe(200);
  const id = r.json<string>();
  const then = options.state ?? 'activate';
  if (then === 'activate') expect((await t.call(acme, C.activate, { params: { id } })).statusCode).toBe(204);
  if (then === 'cancel')
    expect((await t.call(acme, C.cancel, { params: { id }, body: { reason: 'test' } })).statusCode).toBe(204);
  return { id, employeeId };
}

/** The wall clock of an instant in the tenant's zone, "YYYY-MM-DD HH:mm". */
const wall = (instant: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);

const byDate = (days: ExpectedDay[]) => new Map(days.map((d) => [d.date, d]));

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.login('acme');
  const acmeId = (await t.services.tenancy.tenants.findByName('acme'))!.id;
  ctx = systemContext(acmeId);
  zone = await t.services.platform.settings.get({ tenantId: acmeId, userId: null }, SettingNames.TimeZone);
  const org = organisationApi(t);
  const department = await org.createDepartment(acme, uniqueCode('Expected dept'));
  jobTitleId = (await org.createJobTitle(acme, { name: uniqueCode('Guard'), departmentId: department.id }))
    .id;
  const payroll = payrollApi(t);
  structureId = await payroll.createStructure(acme, [
    await payroll.createRule(acme, { categoryId: await payroll.createCategory(acme) }),
  ]);
  office = await schedule('Office', '08:00', '16:00');
  night = await schedule('Night', '22:00', '06:00');
});
afterAll(() => t?.close());

describe('services.employment.expectedTime', () => {
  it('answers each day from the stored contract, its schedule ranges and hours, in the tenant’s zone', async () => {
    // Office hours until mid-April, then night shifts; the contract starts on a Tuesday mid-month.
    const { id, employeeId } = await contract('2026-03-10', '2026-06-30', {
      ranges: [
        { workingScheduleId: office, from: '2026-03-10', to: '2026-04-14' },
        { workingScheduleId: night, from: '2026-04-15', to: '2026-06-30' },
      ],
    });
    const days = await t.services.employment.expectedTime.forEmployee(
      ctx,
      employeeId,
      '2026-03-01',
      '2026-04-30',
    );
    expect(days).toHaveLength(61);
    const day = byDate(days);

    // Before the contract: nothing expected.
    expect(day.get('2026-03-09')).toMatchObject({ contractId: null, intervals: [], expectedMinutes: 0 });
    // Its first day, a Tuesday of the office week.
    const first = day.get('2026-03-10')!;
    expect(first).toMatchObject({
      contractId: id,
      workingScheduleId: office,
      dayOfWeek: 2,
      expectedMinutes: 480,
    });
    expect(first.intervals.map((i) => [wall(i.start), wall(i.end)])).toEqual([
      ['2026-03-10 08:00', '2026-03-10 16:00'],
    ]);
    // Friday and Saturday are not in the week.
    expect(day.get('2026-03-13')).toMatchObject({ contractId: id, expectedMinutes: 0, intervals: [] });
    expect(day.get('2026-03-14')).toMatchObject({ contractId: id, expectedMinutes: 0 });
    // The schedule changes mid-month: a night shift belongs to the day it starts and ends the next morning.
    expect(day.get('2026-04-14')).toMatchObject({ workingScheduleId: office, expectedMinutes: 480 });
    const nightDay = day.get('2026-04-15')!;
    expect(nightDay).toMatchObject({ workingScheduleId: night, expectedMinutes: 480 });
    expect(nightDay.intervals.map((i) => [wall(i.start), wall(i.end)])).toEqual([
      ['2026-04-15 22:00', '2026-04-16 06:00'],
    ]);
    // Month boundary: March 31 (Tuesday) and April 1 (Wednesday) both office days.
    expect([day.get('2026-03-31')!.expectedMinutes, day.get('2026-04-01')!.expectedMinutes]).toEqual([
      480, 480,
    ]);
    // The month's total: 16 office days in March from the 10th (Sun-Thu), less the demo holidays among them.
    const march = days.filter((d) => d.date.startsWith('2026-03'));
    const officeDays = march.filter((d) => d.date >= '2026-03-10' && d.dayOfWeek <= 4);
    expect(officeDays).toHaveLength(16);
    const holidays = officeDays.filter((d) => d.holiday);
    expect(holidays.every((d) => d.expectedMinutes === 0 && d.intervals.length === 0)).toBe(true);
    expect(march.reduce((sum, d) => sum + d.expectedMinutes, 0)).toBe((16 - holidays.length) * 480);
  });

  it('subtracts the tenant’s holidays, a re-occurring one every year', async () => {
    const { employeeId } = await contract('2026-01-01', '2027-12-31');
    const r = await t.call(acme, holidayEndpoints.create, {
      body: { name: uniqueCode('Founding day'), isReOccuring: true, from: '2026-06-02', to: '2026-06-03' },
    });
    expect(r.statusCode, r.body).toBe(200);
    const ask = (from: string, to: string) =>
      t.services.employment.expectedTime.forEmployee(ctx, employeeId, from, to);
    for (const year of ['2026', '2027']) {
      const days = await ask(`${year}-06-01`, `${year}-06-04`);
      expect(days.map((d) => [d.date, d.holiday])).toEqual([
        [`${year}-06-01`, false],
        [`${year}-06-02`, true],
        [`${year}-06-03`, true],
        [`${year}-06-04`, false],
      ]);
      expect(days.filter((d) => d.holiday).every((d) => d.expectedMinutes === 0)).toBe(true);
    }
    // 2026-06-01 is a Monday: an office day.
    expect((await ask('2026-06-01', '2026-06-01'))[0]!.expectedMinutes).toBe(480);
  });

  it('gives no expected time without a contract in force: Draft, Canceled, work entry from attendance', async () => {
    const draft = await contract('2026-03-01', '2026-03-31', { state: 'none' });
    const canceled = await contract('2026-03-01', '2026-03-31', { state: 'cancel' });
    const attendance = await contract('2026-03-01', '2026-03-31', { source: WorkEntrySource.Attendance });
    const answer = await t.services.employment.expectedTime.forEmployees(
      ctx,
      [draft.employeeId, canceled.employeeId, attendance.employeeId],
      '2026-03-01',
      '2026-03-07',
    );
    for (const who of [draft, canceled])
      expect(answer.get(who.employeeId)!.every((d) => d.contractId === null && d.expectedMinutes === 0)).toBe(
        true,
      );
    // In force, but its time comes from attendance: the contract is named, nothing is expected.
    expect(
      answer
        .get(attendance.employeeId)!
        .every(
          (d) =>
            d.contractId === attendance.id && d.workEntrySource === 'Attendance' && d.expectedMinutes === 0,
        ),
    ).toBe(true);
  });

  it('answers an entry for every id asked, and nothing of another tenant’s employees', async () => {
    const { employeeId } = await contract('2026-03-01', '2026-03-31');
    const unknown = '01900000-0000-7000-8000-000000000000';
    const answer = await t.services.employment.expectedTime.forEmployees(
      ctx,
      [employeeId, unknown, 'not-an-id', employeeId],
      '2026-03-01',
      '2026-03-02',
    );
    expect([...answer.keys()]).toEqual([employeeId, unknown, 'not-an-id']);
    expect(answer.get(employeeId)!.map((d) => d.expectedMinutes)).toEqual([480, 480]);
    expect(answer.get(unknown)!.map((d) => d.expectedMinutes)).toEqual([0, 0]);

    const tenant = await t.createTenant();
    const other = systemContext((await t.services.tenancy.tenants.findByName(tenant.name))!.id);
    const theirs = await t.services.employment.expectedTime.forEmployee(
      other,
      employeeId,
      '2026-03-01',
      '2026-03-02',
    );
    expect(theirs.map((d) => [d.contractId, d.expectedMinutes])).toEqual([
      [null, 0],
      [null, 0],
    ]);
  });

  it('reads in the caller’s transaction: an activation not yet committed is seen inside it only', async () => {
    const { id, employeeId } = await contract('2026-03-01', '2026-03-31', { state: 'none' });
    const ask = () =>
      t.services.employment.expectedTime.forEmployee(ctx, employeeId, '2026-03-01', '2026-03-01');
    const rollback = new Error('roll back');
    await expect(
      t.db.transaction(ctx, async () => {
        await t.services.employment.contracts.activate(ctx, id);
        expect((await ask())[0]).toMatchObject({ contractId: id, expectedMinutes: 480 });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect((await ask())[0]).toMatchObject({ contractId: null, expectedMinutes: 0 });
  });
});
