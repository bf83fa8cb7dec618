import {
  attendanceEndpoints as A,
  type AttendanceDto,
  type PagedResult,
  SettingNames,
  TimePermissions,
  workingScheduleEndpoints,
} from '@hr/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../platform/context.ts';
import { employeeBody, employeesApi } from '../../test/helpers/employees.ts';
import { contractsApi } from '../../test/helpers/employment.ts';
import { type Cells, importsApi } from '../../test/helpers/imports.ts';
import { organisationApi } from '../../test/helpers/organisation.ts';
import { payrollApi, uniqueCode } from '../../test/helpers/payroll.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The attendance records' import (issue 44 item 6), a declaration of the platform's import: times on the
// tenant's clock (Riyadh here, UTC+3), each row through the attendance service's create as a manual record.

const zone = 'Asia/Riyadh';
const riyadh = (wall: string) => new Date(`${wall}:00+03:00`).toISOString();
let t: TestApp;
let acme: string;
/** Two employees with a 2026 contract: their national numbers and ids. */
const staff: Array<{ id: string; nationalNumber: string }> = [];

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.login('acme');
  const acmeId = String(decodeJwt(acme).tenantid);
  await t.services.platform.settings.setForCurrentTenant(systemContext(acmeId), SettingNames.TimeZone, zone);
  const org = organisationApi(t);
  const department = await org.createDepartment(acme, uniqueCode('Import dept'));
  const jobTitleId = (
    await org.createJobTitle(acme, { name: uniqueCode('Porter'), departmentId: department.id })
  ).id;
  const payroll = payrollApi(t);
  const category = await payroll.createCategory(acme);
  const structureId = await payroll.createStructure(acme, [
    await payroll.createRule(acme, { categoryId: category }),
  ]);
  const schedule = await t.call(acme, workingScheduleEndpoints.create, {
    body: {
      name: uniqueCode('Import schedule'),
      workingHours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({
        day,
        from: '08:00',
        to: '16:00',
        expectedAttendance: '08:00',
      })),
    },
  });
  expect(schedule.statusCode, schedule.body).toBe(200);
  for (let i = 0; i < 2; i++) {
    const body = employeeBody(jobTitleId);
    const id = await employeesApi(t).create(acme, body);
    await contractsApi(t).activeContract(acme, {
      employeeId: id,
      jobTitleId,
      salaryStructureId: structureId,
      workingScheduleId: schedule.json<string>(),
      start: '2026-01-01',
      end: '2026-12-31',
    });
    staff.push({ id, nationalNumber: body.nationalNumber });
  }
});
afterAll(() => t?.close());

const fileOf = (rows: Cells[]) => importsApi(t, A).fileOf(acme, rows);
const importOk = (file: string, dryRun: boolean) => importsApi(t, A).importOk(acme, file, dryRun);

async function recordsOf(employeeId: string) {
  const r = await t.call(acme, A.list, { query: { employeeId, maxResultCount: 100 } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<PagedResult<AttendanceDto>>().items;
}

describe('the attendance records’ import', () => {
  it('creates manual records on the tenant’s clock, an overnight check-out on the next day', async () => {
    const [a, b] = staff as [(typeof staff)[0], (typeof staff)[0]];
    const file = await fileOf([
      { Employee: a.nationalNumber, Date: '2026-03-01', 'Check-in': '08:05', 'Check-out': '16:10' },
      { Employee: b.nationalNumber, Date: new Date('2026-03-01'), 'Check-in': 0.9375, 'Check-out': '06:00' },
    ]);
    const dry = await importOk(file, true);
    expect(dry).toMatchObject({ imported: false, ready: 2, withErrors: 0 });
    expect(await recordsOf(a.id)).toEqual([]);
    expect((await importOk(file, false)).imported).toBe(true);
    expect(await recordsOf(a.id)).toMatchObject([
      {
        checkIn: riyadh('2026-03-01T08:05'),
        checkOut: riyadh('2026-03-01T16:10'),
        workDay: '2026-03-01',
        origin: 0,
      },
    ]);
    expect(await recordsOf(b.id)).toMatchObject([
      { checkIn: riyadh('2026-03-01T22:30'), checkOut: riyadh('2026-03-02T06:00') },
    ]);
  });

  it('answers every row’s errors under its column, the manual record’s rules included, and creates nothing', async () => {
    const [a] = staff as [(typeof staff)[0]];
    const file = await fileOf([
      { Employee: a.nationalNumber, Date: '2026-04-01', 'Check-in': '08:00', 'Check-out': '12:00' },
      { Employee: 'Nobody Known', Date: '2026-04-01', 'Check-in': '08:00', 'Check-out': '12:00' },
      { Employee: a.nationalNumber, Date: '2026-04-02', 'Check-in': '25:00', 'Check-out': '12:00' },
      { Employee: a.nationalNumber, Date: '2026-04-01', 'Check-in': '11:00', 'Check-out': '13:00' },
      { Employee: a.nationalNumber, Date: '2025-06-01', 'Check-in': '08:00', 'Check-out': '12:00' },
    ]);
    const result = await importOk(file, false);
    expect(result).toMatchObject({ imported: false, total: 5, ready: 1, withErrors: 4 });
    expect(result.rows.map((r) => [r.row, r.errors.map((e) => [e.column, e.code])])).toEqual([
      [2, []],
      [3, [['Employee *', 'Platform:ImportNotFound']]],
      [4, [['Check-in *', 'Platform:ImportInvalidTime']]],
      [5, [['Check-in *', 'Time:AttendanceOverlap']]],
      [6, [['Check-in *', 'Time:AttendanceBeforeEmployment']]],
    ]);
    // Each row named as the screens write its date.
    expect(result.rows[0]!.label).toBe(`${a.nationalNumber} · 2026/04/01`);
    expect((await recordsOf(a.id)).filter((r) => r.workDay.startsWith('2026-04'))).toEqual([]);
  });

  it('needs the attendance create permission', async () => {
    const reader = await t.userWith('acme', [TimePermissions.Attendance.Default]);
    expect((await t.call(reader.token, A.importTemplate, {})).statusCode).toBe(403);
    expect((await t.call(reader.token, A.import, { body: { file: 'x', dryRun: true } })).statusCode).toBe(
      403,
    );
  });
});
