import { employeeEndpoints as E, type EmployeeListItemDto } from '@hr/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeBody, employeesApi } from '../../test/helpers/employees.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof employeesApi>;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  api = employeesApi(t);
  admin = await t.login('acme');
});
afterAll(() => t?.close());

async function workbookOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

describe('the Excel export', () => {
  it('is a valid workbook of the filtered list, with headers, enumeration names and dates', async () => {
    const list = await api.list<EmployeeListItemDto>(admin, '?status=1&maxResultCount=1000');
    expect(list.totalCount).toBeGreaterThan(0);
    const r = await t.app.inject({ url: `${E.exportExcel.path}?status=1`, headers: t.as(admin) });
    expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
    expect(r.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(r.headers['content-disposition']).toMatch(
      /^attachment; filename="employees-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );

    const sheet = (await workbookOf(r.rawPayload)).worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Name',
      'Surname',
      "Father's name",
      "Mother's name",
      'National number',
      'Gender',
      'Status',
      'Date of birth',
      'Marital status',
      'Military service',
      'Job title',
      'Manager',
      'E-mail',
      'Work e-mail',
      'Phone number',
      'Work phone number',
      'Payment method',
      'Bank',
      'IBAN',
      'Account holder name',
      'WPS personal number',
    ]);
    expect(sheet.actualRowCount).toBe(list.totalCount + 1);
    const numbers = new Set(list.items.map((i) => i.nationalNumber));
    for (let row = 2; row <= sheet.actualRowCount; row++) {
      expect(numbers.has(String(sheet.getCell(row, 5).value))).toBe(true);
      expect(sheet.getCell(row, 7).value).toBe('Inactive');
    }
    expect(sheet.getCell(2, 8).value).toBeInstanceOf(Date);
    expect(sheet.getCell(2, 8).numFmt).toBe('yyyy-mm-dd');
  });

  it('speaks Arabic, right to left, to an Arabic reader', async () => {
    const r = await t.app.inject({
      url: E.exportExcel.path,
      headers: t.as(admin, { 'accept-language': 'ar' }),
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('الموظفون')}-`);
    const sheet = (await workbookOf(r.rawPayload)).worksheets[0]!;
    expect(sheet.name).toBe('الموظفون');
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.getCell(1, 1).value).toBe('الاسم');
    const total = (await api.list(admin, '?maxResultCount=1')).totalCount;
    expect(sheet.actualRowCount).toBe(total + 1);
  });

  it('pages through a list longer than one read (1,000 rows) without losing or repeating any', async () => {
    const jobTitle = await api.createJobTitle(admin, 'Bulk clerk');
    const ids = new Set<string>();
    // Straight through the service: 1,050 employees over HTTP would only slow the test down.
    const { systemContext } = await import('../../platform/context.ts');
    const ctx = systemContext((await t.services.tenancy.tenants.findByName('acme'))!.id);
    const { createEmployeeInput } = await import('@hr/contracts');
    for (let i = 0; i < 1050; i++)
      ids.add(
        await t.services.employees.employees.create(
          ctx,
          createEmployeeInput.parse(employeeBody(jobTitle, { nationalNumber: `BULK${i}` })),
        ),
      );
    const r = await t.app.inject({
      url: `${E.exportExcel.path}?jobTitleId=${jobTitle}&sorting=nationalNumber`,
      headers: t.as(admin),
    });
    const sheet = (await workbookOf(r.rawPayload)).worksheets[0]!;
    expect(sheet.actualRowCount).toBe(1051);
    const seen = new Set<string>();
    for (let row = 2; row <= 1051; row++) seen.add(String(sheet.getCell(row, 5).value));
    expect(seen.size).toBe(1050);
    expect(sheet.getCell(1051, 11).value).toBe('Bulk clerk');
  });

  it('needs HR.Employees.Index and answers a bad filter with the error shape', async () => {
    const bad = await t.app.inject({ url: `${E.exportExcel.path}?status=9`, headers: t.as(admin) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('Platform:ValidationFailed');
    const anonymous = await t.app.inject({
      url: E.exportExcel.path,
      headers: { __tenant: 'acme' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
