import {
  attendanceEndpoints,
  attendanceRequestEndpoints,
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
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('acme');
});
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
