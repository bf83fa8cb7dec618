import {
  attendanceEndpoints,
  attendanceRequestEndpoints,
  documentRenewalEndpoints,
  type Endpoint,
  employeeCustodyEndpoints,
  holidayEndpoints,
  leaveRequestEndpoints,
  payrollRunEndpoints,
  payslipEndpoints,
  penaltyEndpoints,
  rewardEndpoints,
  userEndpoints,
} from '@hr/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeesApi } from '../../test/helpers/employees.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('acme');
}, 600_000);
afterAll(() => t?.close());

async function sheetOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

/** Every grid's export beside its list: the same query answers the same rows. */
const grids: Array<{ name: string; list: Endpoint; exportExcel: Endpoint }> = [
  { name: 'attendance', list: attendanceEndpoints.list, exportExcel: attendanceEndpoints.exportExcel },
  { name: 'holidays', list: holidayEndpoints.list, exportExcel: holidayEndpoints.exportExcel },
  { name: 'leave requests', list: leaveRequestEndpoints.all, exportExcel: leaveRequestEndpoints.exportExcel },
  {
    name: 'attendance corrections',
    list: attendanceRequestEndpoints.all,
    exportExcel: attendanceRequestEndpoints.exportExcel,
  },
  { name: 'penalties', list: penaltyEndpoints.list, exportExcel: penaltyEndpoints.exportExcel },
  { name: 'rewards', list: rewardEndpoints.list, exportExcel: rewardEndpoints.exportExcel },
  { name: 'custody', list: employeeCustodyEndpoints.list, exportExcel: employeeCustodyEndpoints.exportExcel },
  { name: 'payslips', list: payslipEndpoints.list, exportExcel: payslipEndpoints.exportExcel },
  { name: 'payroll runs', list: payrollRunEndpoints.list, exportExcel: payrollRunEndpoints.exportExcel },
  { name: 'users', list: userEndpoints.list, exportExcel: userEndpoints.exportExcel },
  {
    name: 'document renewals',
    list: documentRenewalEndpoints.all,
    exportExcel: documentRenewalEndpoints.exportExcel,
  },
];

describe('every grid exports its list', () => {
  it.each(grids)('$name: the rows of the list, behind its permission', async ({ list, exportExcel }) => {
    expect(exportExcel.access).toEqual(list.access);
    const listed = await t.call(admin, 'GET', `${list.path}?maxResultCount=1000`);
    expect(listed.statusCode, listed.body.slice(0, 300)).toBe(200);
    const { totalCount } = listed.json() as { totalCount: number };
    const r = await t.call(admin, 'GET', exportExcel.path);
    expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
    expect(r.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const sheet = await sheetOf(r.rawPayload);
    expect(sheet.actualRowCount).toBe(totalCount + 1);
    expect(sheet.views[0]?.rightToLeft).toBeFalsy();

    const arabic = await t.call(admin, 'GET', exportExcel.path, undefined, { 'accept-language': 'ar' });
    const rtl = await sheetOf(arabic.rawPayload);
    expect(rtl.views[0]?.rightToLeft).toBe(true);
    expect(String(rtl.getCell(1, 1).value)).toMatch(/[\u0600-\u06FF]/);
    expect(rtl.actualRowCount).toBe(totalCount + 1);
  });

  it('refuses a user without the list permission, and a caller without a session', async () => {
    const nobody = await t.userWith('acme', []);
    for (const { exportExcel } of grids) {
      const r = await t.call(nobody.token, 'GET', exportExcel.path);
      expect(r.statusCode, exportExcel.path).toBe(403);
      const anonymous = await t.call(null, 'GET', exportExcel.path, undefined, { __tenant: 'acme' });
      expect(anonymous.statusCode, exportExcel.path).toBe(401);
    }
  });
});

describe('the cells of an export', () => {
  const tag = `Xp${Date.now().toString(36)}`;
  const names = [
    `=HYPERLINK("http://x") ${tag}`,
    `+1+2 ${tag}`,
    `-3 ${tag}`,
    `@SUM(A1) ${tag}`,
    `Plain ${tag}`,
  ];

  it("has the rows of the list under its filter, no other tenant's, formula-like text kept as text", async () => {
    for (const [i, name] of names.entries()) {
      const r = await t.call(admin, holidayEndpoints.create, {
        body: { name, from: `2031-0${i + 1}-10`, to: `2031-0${i + 1}-11` },
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    // Another tenant's holiday matching the same filter is not exported here.
    const other = await t.createTenant();
    const otherAdmin = await t.login(other.name);
    const created = await t.call(otherAdmin, holidayEndpoints.create, {
      body: { name: `Other ${tag}`, from: '2031-01-10' },
    });
    expect(created.statusCode, created.body).toBe(200);

    const query = `?filter=${encodeURIComponent(tag)}&sorting=from`;
    const listed = await t.call(admin, 'GET', `${holidayEndpoints.list.path}${query}`);
    expect(listed.json().totalCount).toBe(5);
    const sheet = await sheetOf(
      (await t.call(admin, 'GET', `${holidayEndpoints.exportExcel.path}${query}`)).rawPayload,
    );
    expect(sheet.actualRowCount).toBe(6);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'From', 'To', 'Every year']);
    for (const [i, name] of names.entries()) {
      const cell = sheet.getCell(i + 2, 1);
      // The text as it is, a text cell (never a formula), and Text-formatted when it looks like one.
      expect(cell.value).toBe(name);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.numFmt).toBe(i < 4 ? '@' : undefined);
      const from = sheet.getCell(i + 2, 2);
      expect(from.value).toEqual(new Date(`2031-0${i + 1}-10T00:00:00Z`));
      expect(from.numFmt).toBe('yyyy-mm-dd');
      expect(sheet.getCell(i + 2, 4).value).toBe('No');
    }
    const theirs = await sheetOf(
      (await t.call(otherAdmin, 'GET', `${holidayEndpoints.exportExcel.path}${query}`)).rawPayload,
    );
    expect(theirs.actualRowCount).toBe(2);
    expect(theirs.getCell(2, 1).value).toBe(`Other ${tag}`);

    const arabic = await sheetOf(
      (
        await t.call(admin, 'GET', `${holidayEndpoints.exportExcel.path}${query}`, undefined, {
          'accept-language': 'ar',
        })
      ).rawPayload,
    );
    expect(arabic.getRow(1).values).toEqual([undefined, 'الاسم', 'من', 'إلى', 'تتكرر سنوياً']);
    expect(arabic.getCell(2, 4).value).toBe('لا');
  });

  it("shows times on the tenant's clock as dates and numbers as numbers", async () => {
    const employees = employeesApi(t);
    const [employee] = (await employees.list<{ id: string; name: string }>(admin, '?maxResultCount=1')).items;
    const zone = await t.services.platform.settings.timeZoneOf({
      tenantId: (await t.services.tenancy.tenants.findByName('acme'))!.id,
    });
    const r = await t.call(admin, attendanceEndpoints.create, {
      body: { employeeId: employee!.id, checkIn: '2026-03-02T06:00:00Z', checkOut: '2026-03-02T14:30:00Z' },
    });
    expect(r.statusCode, r.body).toBe(200);
    const query = `?employeeId=${employee!.id}&fromDate=2026-03-01&toDate=2026-03-03`;
    const listed = (await t.call(admin, 'GET', `${attendanceEndpoints.list.path}${query}`)).json();
    expect(listed.totalCount).toBe(1);
    const sheet = await sheetOf(
      (await t.call(admin, 'GET', `${attendanceEndpoints.exportExcel.path}${query}`)).rawPayload,
    );
    expect(sheet.actualRowCount).toBe(2);
    const wall = (iso: string) =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        dateStyle: 'short',
        timeStyle: 'short',
        hourCycle: 'h23',
      })
        .format(new Date(iso))
        .replace(', ', 'T');
    const checkIn = sheet.getCell(2, 3);
    expect(checkIn.value).toBeInstanceOf(Date);
    expect((checkIn.value as Date).toISOString().slice(0, 16)).toBe(wall('2026-03-02T06:00:00Z'));
    expect(checkIn.numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(sheet.getCell(2, 5).value).toBe(8.5);
    expect(sheet.getCell(2, 5).numFmt).toBe('0.00');
    expect(sheet.getCell(2, 2).value).toEqual(new Date(`${listed.items[0].workDay}T00:00:00Z`));
  });
});
