import {
  AuditPermissions,
  entityChangeEndpoints,
  PayrollPermissions,
  pathOf,
  salaryRuleCategoryEndpoints,
} from '@hr/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueCode } from '../../test/helpers/payroll.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
let categoryId: string;
let code: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('acme');
  code = uniqueCode('HIST');
  const created = await t.call(admin, salaryRuleCategoryEndpoints.create, { body: { name: 'Before', code } });
  categoryId = created.json();
  const current = await t.call(admin, salaryRuleCategoryEndpoints.get, { params: { id: categoryId } });
  const updated = await t.call(admin, salaryRuleCategoryEndpoints.update, {
    params: { id: categoryId },
    body: { name: 'After', code, concurrencyStamp: current.json().concurrencyStamp },
  });
  expect(updated.statusCode, updated.body).toBe(200);
});
afterAll(() => t?.close());

describe('the audit log API', () => {
  it("lists the tenant's changes with the filters, newest first", async () => {
    const r = await t.call(admin, entityChangeEndpoints.list, {
      query: { entityTypeFullName: 'SalaryRuleCategory', entityId: categoryId },
    });
    expect(r.statusCode, r.body).toBe(200);
    const page = r.json();
    expect(page.totalCount).toBe(2);
    expect(page.items.map((i: { changeType: number }) => i.changeType)).toEqual([1, 0]);
    expect(page.items[0].propertyChanges).toEqual([
      // The category's name in English (the request's language took the single name).
      { propertyName: 'nameEn', originalValue: 'Before', newValue: 'After', isSecret: false },
    ]);
    expect(page.items[0].userName).toBe('admin');
    const byRequest = await t.call(admin, entityChangeEndpoints.list, {
      query: { correlationId: page.items[0].correlationId },
    });
    expect(byRequest.json().items.map((i: { id: string }) => i.id)).toEqual([page.items[0].id]);
    const created = await t.call(admin, entityChangeEndpoints.list, {
      query: { entityId: categoryId, changeType: 0 },
    });
    expect(created.json().totalCount).toBe(1);
    const later = await t.call(admin, entityChangeEndpoints.list, {
      query: { entityId: categoryId, startTime: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(later.json().totalCount).toBe(0);
    const backwards = await t.call(admin, entityChangeEndpoints.list, {
      query: { startTime: '2026-02-01T00:00:00Z', endTime: '2026-01-01T00:00:00Z' },
    });
    expect(backwards.statusCode).toBe(400);
  });

  it("gives an entity's History to whoever may read the entity, and to no one else", async () => {
    const path = pathOf(entityChangeEndpoints.history, {
      entityType: 'SalaryRuleCategory',
      entityId: categoryId,
    });
    const reader = await t.userWith('acme', [PayrollPermissions.SalaryRuleCategories.Default]);
    const r = await t.call(reader.token, 'GET', path);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().items).toHaveLength(2);
    const auditor = await t.userWith('acme', [AuditPermissions.AuditLogs.Default]);
    expect((await t.call(auditor.token, 'GET', path)).statusCode).toBe(200);
    const other = await t.userWith('acme', [PayrollPermissions.SalaryRules.Default]);
    expect((await t.call(other.token, 'GET', path)).statusCode).toBe(403);
    const unknown = pathOf(entityChangeEndpoints.history, { entityType: 'Nothing', entityId: categoryId });
    expect((await t.call(admin, 'GET', unknown)).statusCode).toBe(404);
    // Another tenant's admin sees nothing of acme's.
    const tenant = await t.createTenant();
    const intruder = await t.login(tenant.name);
    const theirs = await t.call(intruder, 'GET', path);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().items).toEqual([]);
    const list = await t.call(intruder, entityChangeEndpoints.list, { query: { entityId: categoryId } });
    expect(list.json().totalCount).toBe(0);
  });

  it('exports the filtered log as a workbook', async () => {
    const r = await t.call(admin, entityChangeEndpoints.exportExcel, {
      query: { entityId: categoryId },
    });
    expect(r.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(r.rawPayload as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    expect(String(sheet.getRow(2).getCell(6).value)).toBe('nameEn: Before → After');
    expect(String(sheet.getRow(2).getCell(5).value)).toBe('Updated');
  });
});
