import {
  financialAccountEndpoints as A,
  type AccountCategoryDto,
  type AccountTypeDto,
  type CreateFinancialAccountInput,
  currencyEndpoints,
  FinancePermissions,
  type FinancialAccountDto,
  type PagedResult,
  accountTypeEndpoints as T,
} from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
let other: { id: string; name: string; admin: string };
const P = FinancePermissions.Accounts;

const errorOf = (r: { json: <T>() => T }) => r.json<{ error: { code: string; message: string } }>().error;
let serial = 0;
/** A fresh code under a prefix, so tests never clash. */
const codeUnder = (prefix: string) => `${prefix}${String(700 + serial++).padStart(4, '0')}`;

const body = (changes: Partial<CreateFinancialAccountInput> = {}): CreateFinancialAccountInput => ({
  typeName: 'Cash',
  code: codeUnder('1101'),
  name: 'Petty cash',
  currencyCode: 'USD',
  cashFlowType: 2,
  ...changes,
});

async function create(input: CreateFinancialAccountInput, token = admin, language = 'en') {
  const r = await t.call(token, A.create, { body: input, headers: { 'accept-language': language } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<FinancialAccountDto>();
}

async function list(query: Record<string, unknown>, token = admin, language = 'en') {
  const r = await t.call(token, A.list, { query: query as never, headers: { 'accept-language': language } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<PagedResult<FinancialAccountDto>>();
}

const update = (dto: FinancialAccountDto, changes: Partial<CreateFinancialAccountInput>) =>
  t.call(admin, A.update, {
    params: { id: dto.id },
    body: {
      typeName: dto.typeName,
      code: dto.code,
      name: dto.name,
      currencyCode: dto.currencyCode,
      cashFlowType: dto.cashFlowType,
      concurrencyStamp: dto.concurrencyStamp,
      ...changes,
    },
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('acme');
  const made = await t.createTenant();
  other = { ...made, admin: await t.login(made.name) };
});
afterAll(() => t.close());

describe('account types', () => {
  it('lists the five categories in the reader’s language', async () => {
    const en = await t.call(admin, T.categories, {});
    expect(en.json<AccountCategoryDto[]>().map((c) => c.code)).toEqual([
      'Assets',
      'Liabilities',
      'Equity',
      'Income',
      'Expenses',
    ]);
    const ar = await t.call(admin, T.categories, { headers: { 'accept-language': 'ar' } });
    expect(ar.json<AccountCategoryDto[]>()[0]?.displayName).toBe('الأصول');
  });

  it('answers the types of a category by prefix, whether it has any, and one by name', async () => {
    const liabilities = await t.call(admin, T.list, { query: { categoryCode: 'Liabilities' } });
    const types = liabilities.json<AccountTypeDto[]>();
    expect(types.map((x) => x.codePrefix)).toEqual([...types.map((x) => x.codePrefix)].sort());
    expect(types.find((x) => x.name === 'SalariesPayable')).toMatchObject({
      codePrefix: '2102',
      displayName: 'Salaries payable',
      categoryCode: 'Liabilities',
    });
    const all = (await t.call(admin, T.list, {})).json<AccountTypeDto[]>();
    expect(all.length).toBeGreaterThanOrEqual(20);
    expect(
      (await t.call(admin, T.hasAccountTypes, { query: { categoryCode: 'Equity' } })).json<boolean>(),
    ).toBe(true);
    const unknownCategory = await t.call(admin, T.hasAccountTypes, { query: { categoryCode: 'Nope' } });
    expect(unknownCategory.statusCode).toBe(404);
    expect(errorOf(unknownCategory).code).toBe('Finance:AccountCategoryNotFound');
    const cash = await t.call(admin, T.view, {
      query: { name: 'Cash' },
      headers: { 'accept-language': 'ar' },
    });
    expect(cash.json<AccountTypeDto>()).toMatchObject({
      name: 'Cash',
      codePrefix: '1101',
      categoryCode: 'Assets',
    });
    expect(cash.json<AccountTypeDto>().displayName).toMatch(/النقدية/);
    const missing = await t.call(admin, T.view, { query: { name: 'Nope' } });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).code).toBe('Finance:AccountTypeNotFound');
  });
});

describe('financial accounts', () => {
  it('creates an account with its prefix, type and currency named in the reader’s language', async () => {
    const code = codeUnder('2102');
    const dto = await create(
      body({
        typeName: 'SalariesPayable',
        code,
        name: 'Salaries payable EUR',
        currencyCode: 'EUR',
        cashFlowType: 1,
      }),
      admin,
      'ar',
    );
    expect(dto).toMatchObject({
      typeName: 'SalariesPayable',
      typeDisplayName: 'الرواتب والأجور المستحقة',
      categoryCode: 'Liabilities',
      code,
      codePrefix: '2102',
      currencyCode: 'EUR',
      currencyUnitLabel: 'يورو',
      cashFlowType: 1,
      isDeprecated: false,
    });
    const got = await t.call(admin, A.get, { params: { id: dto.id } });
    expect(got.json<FinancialAccountDto>()).toMatchObject({
      currencyUnitLabel: 'euro',
      typeDisplayName: 'Salaries payable',
    });
  });

  it('refuses a code outside the type’s prefix, the bare prefix, a taken code and an unknown type', async () => {
    const outside = await t.call(admin, A.create, { body: body({ code: '1102001' }) });
    expect(outside.statusCode).toBe(422);
    expect(errorOf(outside).code).toBe('Finance:AccountCodePrefix');
    expect(errorOf(outside).message).toContain('1101');
    const bare = await t.call(admin, A.create, { body: body({ code: '1101' }) });
    expect(errorOf(bare).code).toBe('Finance:AccountCodePrefix');
    const letters = await t.call(admin, 'POST', A.create.path, { ...body(), code: '1101A' });
    expect(letters.statusCode).toBe(400);
    const taken = await create(body());
    const again = await t.call(admin, A.create, { body: body({ code: taken.code }) });
    expect(again.statusCode).toBe(422);
    expect(errorOf(again).code).toBe('Finance:DuplicateAccountCode');
    const type = await t.call(admin, A.create, { body: body({ typeName: 'Nope' }) });
    expect(type.statusCode).toBe(404);
    expect(errorOf(type).code).toBe('Finance:AccountTypeNotFound');
    const cashFlow = await t.call(admin, 'POST', A.create.path, { ...body(), cashFlowType: 7 });
    expect(cashFlow.statusCode).toBe(400);
    // Two creates of one code at once: one wins.
    const code = codeUnder('1101');
    const race = await Promise.all([1, 2].map(() => t.call(admin, A.create, { body: body({ code }) })));
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(errorOf(race.find((r) => r.statusCode === 422)!).code).toBe('Finance:DuplicateAccountCode');
  });

  it('needs an active currency, except an unchanged one on update', async () => {
    const inactive = await t.call(admin, A.create, { body: body({ currencyCode: 'CHF' }) });
    expect(inactive.statusCode).toBe(422);
    expect(errorOf(inactive).code).toBe('Finance:CurrencyNotActive');
    expect(errorOf(inactive).message).toContain('CHF');
    const unknown = await t.call(admin, A.create, { body: body({ currencyCode: 'ABC' }) });
    expect(unknown.statusCode).toBe(404);

    await t.call(admin, currencyEndpoints.changeActivation, { query: { code: 'CHF' } });
    const dto = await create(body({ currencyCode: 'CHF' }));
    const deprecated = await t.call(admin, A.changeDeprecation, { params: { id: dto.id } });
    expect(deprecated.json<FinancialAccountDto>().isDeprecated).toBe(true);
    const off = await t.call(admin, currencyEndpoints.changeActivation, { query: { code: 'CHF' } });
    expect(off.statusCode, off.body).toBe(200);
    // Renamed while its currency is off: allowed, the currency unchanged.
    const renamed = await update(deprecated.json<FinancialAccountDto>(), { name: 'Zurich cash' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // Moved to another inactive currency: refused.
    const moved = await update(renamed.json<FinancialAccountDto>(), { currencyCode: 'SEK' });
    expect(errorOf(moved).code).toBe('Finance:CurrencyNotActive');
    // Brought back while its currency is off: refused.
    const back = await t.call(admin, A.changeDeprecation, { params: { id: dto.id } });
    expect(back.statusCode).toBe(422);
    expect(errorOf(back).code).toBe('Finance:CurrencyNotActive');
  });

  it('updates with the stamp, checking the new code and type', async () => {
    const dto = await create(body());
    const retyped = await update(dto, { typeName: 'Bank' });
    expect(errorOf(retyped).code).toBe('Finance:AccountCodePrefix');
    const newCode = codeUnder('1102');
    const ok = await update(dto, { typeName: 'Bank', code: newCode, name: 'Main bank' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<FinancialAccountDto>()).toMatchObject({
      typeName: 'Bank',
      code: newCode,
      codePrefix: '1102',
    });
    const stale = await update(dto, { name: 'Stale' });
    expect(stale.statusCode).toBe(409);
    const taken = await create(body());
    const clash = await update(ok.json<FinancialAccountDto>(), { typeName: 'Cash', code: taken.code });
    expect(errorOf(clash).code).toBe('Finance:DuplicateAccountCode');
    // Its own code again is no clash.
    const same = await update(ok.json<FinancialAccountDto>(), { name: 'Main bank 2' });
    expect(same.statusCode, same.body).toBe(200);
    const missing = await t.call(admin, A.get, { params: { id: '0190a000-0000-7000-8000-000000000009' } });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).code).toBe('Finance:AccountNotFound');
  });

  it('lists by type (name or translated name) and by name or code, sorted by code by default', async () => {
    const a = await create(body({ typeName: 'RentExpense', code: codeUnder('5201'), name: 'Rent Amman' }));
    const b = await create(body({ typeName: 'RentExpense', code: codeUnder('5201'), name: 'Rent Cairo' }));
    const byType = await list({ typeName: 'rentexp', maxResultCount: 100 });
    expect(byType.items.map((i) => i.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(byType.items.every((i) => i.typeName === 'RentExpense')).toBe(true);
    const byArabic = await list({ typeName: 'الإيجار', maxResultCount: 100 }, admin, 'ar');
    expect(byArabic.items.map((i) => i.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect((await list({ name: 'cairo' })).items.map((i) => i.id)).toContain(b.id);
    expect((await list({ name: a.code })).items.map((i) => i.id)).toEqual([a.id]);
    const all = await list({ maxResultCount: 1000 });
    const codes = all.items.map((i) => i.code);
    expect(codes).toEqual([...codes].sort());
    const byName = await list({ typeName: 'RentExpense', sorting: 'name desc' });
    expect(byName.items.map((i) => i.name).slice(0, 2)).toEqual(['Rent Cairo', 'Rent Amman']);
    expect((await list({ sorting: 'typeName asc' })).items.length).toBeGreaterThan(0);
    const unknown = await t.call(admin, 'GET', `${A.list.path}?sorting=currencyCode`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.validationErrors[0].message).toBe(
      'This list can be sorted by code, name, typeName only, each followed by asc or desc if you like.',
    );
  });
});

describe('permissions, the feature and tenants', () => {
  it('reads with the index policy, creates, updates and (de)precates with their own grants', async () => {
    const reader = await t.userWith('acme', [P.Default]);
    expect((await list({}, reader.token)).totalCount).toBeGreaterThan(0);
    expect((await t.call(reader.token, T.list, {})).statusCode).toBe(200);
    expect((await t.call(reader.token, T.categories, {})).statusCode).toBe(200);
    expect((await t.call(reader.token, A.create, { body: body() })).statusCode).toBe(403);
    const creator = await t.userWith('acme', [P.Default, P.Create]);
    const dto = await create(body(), creator.token);
    const input = { ...body({ code: dto.code }), concurrencyStamp: dto.concurrencyStamp };
    expect((await t.call(creator.token, A.update, { params: { id: dto.id }, body: input })).statusCode).toBe(
      403,
    );
    expect((await t.call(creator.token, A.changeDeprecation, { params: { id: dto.id } })).statusCode).toBe(
      403,
    );
    const updater = await t.userWith('acme', [P.Default, P.Update]);
    expect((await t.call(updater.token, A.update, { params: { id: dto.id }, body: input })).statusCode).toBe(
      200,
    );
    const deprecator = await t.userWith('acme', [P.Default, P.ChangeDeprecation]);
    expect((await t.call(deprecator.token, A.changeDeprecation, { params: { id: dto.id } })).statusCode).toBe(
      200,
    );
    const nobody = await t.userWith('acme', []);
    expect((await t.call(nobody.token, A.list, {})).statusCode).toBe(403);
    expect((await t.call(nobody.token, T.categories, {})).statusCode).toBe(403);
    // The currency policy alone does not open accounts.
    const currencyReader = await t.userWith('acme', [FinancePermissions.Currencies.Default]);
    expect((await t.call(currencyReader.token, A.list, {})).statusCode).toBe(403);
  });

  it('is closed to a tenant without the Finance feature', async () => {
    await t.services.platform.features.set('T', other.id, 'Finance.Enable', 'false');
    try {
      expect((await t.call(other.admin, A.list, {})).statusCode).toBe(403);
      expect((await t.call(other.admin, T.categories, {})).statusCode).toBe(403);
    } finally {
      await t.services.platform.features.reset('T', other.id);
    }
  });

  it('keeps each tenant’s accounts and codes to itself', async () => {
    const dto = await create(body());
    expect((await t.call(other.admin, A.get, { params: { id: dto.id } })).statusCode).toBe(404);
    const input = { ...body({ code: dto.code }), concurrencyStamp: dto.concurrencyStamp };
    expect((await t.call(other.admin, A.update, { params: { id: dto.id }, body: input })).statusCode).toBe(
      404,
    );
    expect((await t.call(other.admin, A.changeDeprecation, { params: { id: dto.id } })).statusCode).toBe(404);
    expect((await list({ name: dto.code }, other.admin)).totalCount).toBe(0);
    // The same code is free in another tenant; acme's EUR is not active there.
    await create(body({ code: dto.code }), other.admin);
    const eur = await t.call(other.admin, A.create, { body: body({ currencyCode: 'EUR' }) });
    expect(errorOf(eur).code).toBe('Finance:CurrencyNotActive');
  });
});

describe('the demo data', () => {
  it('has acme’s accounts under the standard chart', async () => {
    const demo = await list({ maxResultCount: 1000 });
    const codes = demo.items.map((i) => i.code);
    expect(codes).toEqual(expect.arrayContaining(['110101', '110201', '110202', '210201', '510101']));
    expect(demo.items.find((i) => i.code === '110202')).toMatchObject({
      currencyCode: 'SAR',
      typeName: 'Bank',
    });
  });
});
