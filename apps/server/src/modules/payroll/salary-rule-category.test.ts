import {
  salaryRuleCategoryEndpoints as E,
  type PagedResult,
  type SalaryRuleCategoryDto,
} from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payrollApi, uniqueCode } from '../../test/helpers/payroll.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof payrollApi>;
let acme: string;

beforeAll(async () => {
  t = await createTestApp();
  api = payrollApi(t);
  acme = await t.login('acme');
});
afterAll(() => t?.close());

const get = async (token: string, id: string) => {
  const r = await t.call(token, E.get, { params: { id } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<SalaryRuleCategoryDto>();
};

describe('salary rule categories', () => {
  it('the demo tenant has its seeded categories', async () => {
    const r = await t.call(acme, E.list, { query: { maxResultCount: 100 } });
    const codes = r.json<PagedResult<SalaryRuleCategoryDto>>().items.map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['BASIC', 'ALW', 'DED', 'GROSS', 'NET']));
  });

  it('sorts by the fields its contract declares, and answers 400 naming them for another', async () => {
    const byCode = await t.call(acme, E.list, { query: { maxResultCount: 100, sorting: 'CODE desc' } });
    const codes = byCode.json<PagedResult<SalaryRuleCategoryDto>>().items.map((c) => c.code.toLowerCase());
    expect(codes).toEqual([...codes].sort().reverse());
    const r = await t.call(acme, 'GET', `${E.list.path}?sorting=salary%20desc`);
    expect(r.statusCode).toBe(400);
    expect(r.json().error.validationErrors[0].message).toBe(
      'This list can be sorted by name, code, creationTime only, each followed by asc or desc if you like.',
    );
  });

  it('creates (answering the id as a JSON string), reads, lists, updates with its stamp and deletes', async () => {
    const code = uniqueCode('BONUS');
    const created = await t.call(acme, E.create, { body: { name: ' Bonuses ', code: ` ${code} ` } });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.headers['content-type']).toMatch(/^application\/json/);
    const id = created.json<string>();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const read = await get(acme, id);
    expect(read).toMatchObject({ id, name: 'Bonuses', code });

    const filtered = await t.call(acme, E.list, { query: { filter: code.toLowerCase() } });
    expect(filtered.json()).toMatchObject({ totalCount: 1, items: [{ id }] });
    const sorted = await t.call(acme, E.list, { query: { sorting: 'code desc', maxResultCount: 100 } });
    const codes = sorted.json<PagedResult<SalaryRuleCategoryDto>>().items.map((c) => c.code.toUpperCase());
    expect(codes).toEqual([...codes].sort().reverse());

    const updated = await t.call(acme, E.update, {
      params: { id },
      body: { name: 'Bonuses and awards', code, concurrencyStamp: read.concurrencyStamp },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Bonuses and awards', code });
    const stale = await t.call(acme, E.update, {
      params: { id },
      body: { name: 'Again', code, concurrencyStamp: read.concurrencyStamp },
    });
    expect(stale.statusCode).toBe(409);

    expect((await t.call(acme, E.delete, { params: { id } })).statusCode).toBe(204);
    expect((await t.call(acme, E.get, { params: { id } })).statusCode).toBe(404);
    // Its code is free again.
    await api.createCategory(acme, code);
  });

  it('refuses a code used in the tenant whatever its case, and codes that are not identifiers', async () => {
    const code = uniqueCode('DUP');
    await api.createCategory(acme, code);
    const duplicate = await t.call(acme, E.create, { body: { name: 'Other', code: code.toLowerCase() } });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().error).toMatchObject({
      code: 'SalaryRuleCategory:CodeMustBeUnique',
      message: `The code ${code.toLowerCase()} is already used by another salary rule category.`,
    });
    const arabic = await t.call(acme, E.create, {
      body: { name: 'Other', code },
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.json().error.message).toBe(`الرمز ${code} مستخدم في فئة قواعد رواتب أخرى.`);

    // The update of another category to that code too.
    const other = await get(acme, await api.createCategory(acme));
    const clash = await t.call(acme, E.update, {
      params: { id: other.id },
      body: { name: other.name, code, concurrencyStamp: other.concurrencyStamp },
    });
    expect(clash.statusCode).toBe(422);

    for (const bad of ['1ABC', 'A-B', 'A B', 'رمز', '', 'x'.repeat(65), 'in', 'null']) {
      const r = await t.call(acme, E.create, { body: { name: 'Bad', code: bad } });
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().error.validationErrors[0].members).toEqual(['code']);
    }
    const noName = await t.call(acme, E.create, { body: { name: ' ', code: uniqueCode() } });
    expect(noName.statusCode).toBe(400);
  });

  it('keeps each tenant to its own categories', async () => {
    const tenant = await t.createTenant();
    const other = await t.login(tenant.name);
    const code = uniqueCode('ISO');
    const id = await api.createCategory(acme, code);
    // The other tenant may use the code, and cannot see, change or delete acme's row.
    await api.createCategory(other, code);
    expect((await t.call(other, E.get, { params: { id } })).statusCode).toBe(404);
    const stamp = (await get(acme, id)).concurrencyStamp;
    const update = await t.call(other, E.update, {
      params: { id },
      body: { name: 'Taken', code: uniqueCode(), concurrencyStamp: stamp },
    });
    expect(update.statusCode).toBe(404);
    expect((await t.call(other, E.delete, { params: { id } })).statusCode).toBe(404);
    const list = await t.call(other, E.list, { query: { filter: code } });
    expect(list.json<PagedResult<SalaryRuleCategoryDto>>().items.map((c) => c.id)).not.toContain(id);
    expect((await get(acme, id)).concurrencyStamp).toBe(stamp);
  });
});
