import {
  addYears,
  currencyEndpoints as C,
  type CurrencyDto,
  displayParam,
  type ExchangeRateDto,
  FinancePermissions,
  financialAccountEndpoints,
  type PagedResult,
  exchangeRateEndpoints as R,
  SettingNames,
} from '@hr/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, fillReferenceData } from '../../app.ts';
import { systemContext } from '../../platform/context.ts';
import { migrate, openPglite } from '../../platform/db/database.ts';
import { addDays, dateIn } from '../../platform/tenant-date.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testConfig } from '../../test/test-database.ts';
import { seedFinance } from './finance.seed.ts';
import { exchangeRates } from './finance.tables.ts';

let t: TestApp;
let admin: string;
let acmeId: string;
let today: string;
/** A tenant of this file's own, with no finance data. */
let other: { id: string; name: string; admin: string };
const P = FinancePermissions.Currencies;

const errorOf = (r: { json: <T>() => T }) => r.json<{ error: { code: string; message: string } }>().error;

async function currencies(query: Record<string, unknown>, token = admin, language = 'en') {
  const r = await t.call(token, C.list, { query: query as never, headers: { 'accept-language': language } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<PagedResult<CurrencyDto>>();
}

async function view(code: string, token = admin, language = 'en') {
  const r = await t.call(token, C.view, { query: { code }, headers: { 'accept-language': language } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<CurrencyDto>();
}

async function toggle(code: string, token = admin) {
  return t.call(token, C.changeActivation, { query: { code } });
}

async function addRate(currencyCode: string, date: string, rate: string | number, token = admin) {
  const r = await t.call(token, R.create, { body: { currencyCode, date, rate } as never });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<ExchangeRateDto>();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('acme');
  acmeId = (await t.services.tenancy.tenants.findByName('acme'))!.id;
  today = dateIn(await t.services.platform.settings.timeZoneOf({ tenantId: acmeId }), new Date());
  const made = await t.createTenant();
  other = { ...made, admin: await t.login(made.name) };
});
afterAll(() => t.close());

describe('the currency list', () => {
  it('starts a new tenant with the ISO list, inactive but its own currency', async () => {
    const all = await currencies({ maxResultCount: 1000 }, other.admin);
    expect(all.totalCount).toBeGreaterThan(140);
    expect(all.items.filter((c) => c.isActive).map((c) => c.code)).toEqual(['USD']);
    // Active first, then by name.
    expect(all.items[0]).toMatchObject({ code: 'USD', isActive: true, isBaseCurrency: true });
    // (The database's collation orders the names; only the ends are checked.)
    expect(all.items[1]?.fullName).toMatch(/^A/);
    expect(all.items.at(-1)?.fullName).toMatch(/^Z/);
    const iqd = all.items.find((c) => c.code === 'IQD');
    expect(iqd).toMatchObject({
      decimalPlaces: 3,
      isActive: false,
      unitLabel: 'dinar',
      subUnitLabel: 'fils',
    });
    // The page the client asks for first: 10.
    expect((await currencies({}, other.admin)).items).toHaveLength(10);
  });

  it('filters by the name in either language or the code, and by isActive; sorts by code and name', async () => {
    expect((await currencies({ name: 'riyal' })).items.map((c) => c.code)).toEqual(
      expect.arrayContaining(['SAR', 'QAR']),
    );
    expect((await currencies({ name: 'ريال سعودي' })).items.map((c) => c.code)).toEqual(['SAR']);
    expect((await currencies({ name: 'kwd' })).items.map((c) => c.code)).toEqual(['KWD']);
    expect((await currencies({ name: '%' })).totalCount).toBe(0);
    const active = await currencies({ isActive: true, maxResultCount: 1000 });
    expect(active.items.every((c) => c.isActive)).toBe(true);
    const inactive = await currencies({ isActive: false, maxResultCount: 1000 });
    expect(inactive.items.every((c) => !c.isActive)).toBe(true);
    expect(active.totalCount + inactive.totalCount).toBe((await currencies({})).totalCount);
    const byCode = await currencies({ sorting: 'code desc', maxResultCount: 3 });
    expect(byCode.items.map((c) => c.code)).toEqual([...byCode.items.map((c) => c.code)].sort().reverse());
    const byName = await currencies({ sorting: 'fullName desc', maxResultCount: 5 });
    const names = byName.items.map((c) => c.fullName);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
    expect(byName.items.some((c) => c.code === 'USD')).toBe(false);
    const unknown = await t.call(admin, 'GET', `${C.list.path}?sorting=symbol`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.validationErrors[0].message).toBe(
      'This list can be sorted by fullName, code only, each followed by asc or desc if you like.',
    );
  });

  it('answers names and labels in the reader’s language', async () => {
    const sar = await view('SAR', admin, 'ar');
    expect(sar).toMatchObject({
      fullName: 'ريال سعودي',
      unitLabel: 'ريال',
      subUnitLabel: 'هللة',
      symbol: 'ر.س',
    });
    const jpy = await view('jpy');
    expect(jpy).toMatchObject({ code: 'JPY', unitLabel: 'yen', subUnitLabel: null, decimalPlaces: 0 });
    const missing = await t.call(admin, C.view, { query: { code: 'ABC' } });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).code).toBe('Finance:CurrencyNotFound');
    const bad = await t.call(admin, 'GET', `${C.view.path}?code=US1`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('switching currencies on and off', () => {
  it('enables and disables a currency, per tenant', async () => {
    const on = await toggle('CHF', other.admin);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json<CurrencyDto>()).toMatchObject({ code: 'CHF', isActive: true });
    // Acme's state is its own.
    expect((await view('CHF')).isActive).toBe(false);
    const off = await toggle('CHF', other.admin);
    expect(off.json<CurrencyDto>().isActive).toBe(false);
  });

  it('refuses to disable the base currency', async () => {
    const r = await t.call(admin, C.changeActivation, {
      query: { code: 'USD' },
      headers: { 'accept-language': 'ar' },
    });
    expect(r.statusCode, r.body).toBe(422);
    expect(errorOf(r).code).toBe('Finance:BaseCurrencyCannotBeDisabled');
    expect(errorOf(r).message).toContain('USD');
  });

  it('refuses to disable a currency that live accounts use, until they are deprecated', async () => {
    expect((await toggle('NOK')).statusCode).toBe(200);
    const account = await t.call(admin, financialAccountEndpoints.create, {
      body: { typeName: 'Bank', code: '1102901', name: 'Oslo bank', currencyCode: 'NOK', cashFlowType: 2 },
    });
    expect(account.statusCode, account.body).toBe(200);
    const refused = await toggle('NOK');
    expect(refused.statusCode, refused.body).toBe(422);
    expect(errorOf(refused)).toMatchObject({ code: 'Finance:CurrencyInUse' });
    expect(errorOf(refused).message).toContain('1 ');
    expect((await view('NOK')).isActive).toBe(true);
    const id = account.json<{ id: string }>().id;
    const deprecate = await t.call(admin, financialAccountEndpoints.changeDeprecation, { params: { id } });
    expect(deprecate.statusCode, deprecate.body).toBe(200);
    expect((await toggle('NOK')).json<CurrencyDto>().isActive).toBe(false);
  });
});

describe('the base currency', () => {
  it('is USD by default, changes only while no rate exists, and the new one is active', async () => {
    const base = await t.call(other.admin, C.base, {});
    expect(base.json<CurrencyDto>()).toMatchObject({ code: 'USD', isBaseCurrency: true });
    const changed = await t.call(other.admin, C.changeBase, { body: { code: 'EUR' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<CurrencyDto>()).toMatchObject({ code: 'EUR', isActive: true, isBaseCurrency: true });
    // The old base stays active (accounts may use it); the new one cannot be disabled.
    expect((await view('USD', other.admin)).isActive).toBe(true);
    expect(errorOf(await toggle('EUR', other.admin)).code).toBe('Finance:BaseCurrencyCannotBeDisabled');
    expect(await t.services.finance.currencies.baseOf({ tenantId: other.id })).toEqual({
      code: 'EUR',
      decimalPlaces: 2,
    });
    // Acme is untouched.
    expect((await t.call(admin, C.base, {})).json<CurrencyDto>().code).toBe('USD');

    const rate = await addRate('USD', '2025-01-01', '0.92', other.admin);
    const refused = await t.call(other.admin, C.changeBase, { body: { code: 'USD' } });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).code).toBe('Finance:BaseCurrencyHasRates');
    expect(errorOf(refused).message).toContain('(1)');
    await t.call(other.admin, R.delete, { params: { id: rate.id } });
    const back = await t.call(other.admin, C.changeBase, { body: { code: 'USD' } });
    expect(back.statusCode, back.body).toBe(200);
  });
});

describe('a change of base against a rate written at the same moment', () => {
  /**
   * A rate for the currency about to become the base is valid before the change and refused after it, so
   * the two racing can end only one way each: the rate first (the change refused, it is counted) or the
   * change first (the rate refused, against the new base). Never both.
   */
  const settle = async (tenant: { id: string; admin: string }) => {
    const rates = await t.services.finance.exchangeRates.count({ tenantId: tenant.id });
    const base = (await t.call(tenant.admin, C.base, {})).json<CurrencyDto>().code;
    return { rates, base };
  };

  it('never ends with both: racing calls, many times', async () => {
    const made = await t.createTenant();
    const tenant = { id: made.id, admin: await t.login(made.name) };
    for (let round = 0; round < 6; round++) {
      const [change, rate] = await Promise.all([
        t.call(tenant.admin, C.changeBase, { body: { code: 'GBP' } }),
        t.call(tenant.admin, R.create, { body: { currencyCode: 'GBP', date: '2024-01-01', rate: '1.25' } }),
      ]);
      const after = await settle(tenant);
      if (change.statusCode === 200) {
        expect(errorOf(rate).code).toBe('Finance:RateForBaseCurrency');
        expect(after).toEqual({ rates: 0, base: 'GBP' });
        expect((await t.call(tenant.admin, C.changeBase, { body: { code: 'USD' } })).statusCode).toBe(200);
      } else {
        expect(rate.statusCode, rate.body).toBe(200);
        expect(errorOf(change).code).toBe('Finance:BaseCurrencyHasRates');
        expect(after).toEqual({ rates: 1, base: 'USD' });
        await t.call(tenant.admin, R.delete, { params: { id: rate.json<ExchangeRateDto>().id } });
      }
    }
  });

  /** Runs `fn` in a transaction of the tenant's held open until `release` (its locks held with it). */
  function holding(tenantId: string, fn: () => Promise<unknown>) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let ready!: () => void;
    const started = new Promise<void>((resolve) => {
      ready = resolve;
    });
    const done = t.db.transaction({ tenantId }, async () => {
      await fn();
      ready();
      await held;
    });
    return { started, release, done };
  }

  it('a change waits for a rate not yet committed, then counts it', async () => {
    const made = await t.createTenant();
    const tenant = { id: made.id, admin: await t.login(made.name) };
    const ctx = systemContext(tenant.id);
    const events: string[] = [];
    const rate = holding(tenant.id, () =>
      t.services.finance.exchangeRates.create(ctx, { currencyCode: 'GBP', date: '2024-01-01', rate: '1.25' }),
    );
    await rate.started;
    const change = t.call(tenant.admin, C.changeBase, { body: { code: 'GBP' } }).then((r) => {
      events.push(`change ${r.statusCode}`);
      return r;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events).toEqual([]);
    events.push('rate committed');
    rate.release();
    await rate.done;
    const refused = await change;
    expect(events).toEqual(['rate committed', 'change 422']);
    expect(errorOf(refused).code).toBe('Finance:BaseCurrencyHasRates');
    expect(await settle(tenant)).toEqual({ rates: 1, base: 'USD' });
  });

  it('a rate waits for a change not yet committed, then is checked against the new base', async () => {
    const made = await t.createTenant();
    const tenant = { id: made.id, admin: await t.login(made.name) };
    const ctx = systemContext(tenant.id);
    const events: string[] = [];
    const change = holding(tenant.id, () => t.services.finance.currencies.changeBase(ctx, 'GBP'));
    await change.started;
    const rate = t
      .call(tenant.admin, R.create, { body: { currencyCode: 'GBP', date: '2024-01-01', rate: '1.25' } })
      .then((r) => {
        events.push(`rate ${r.statusCode}`);
        return r;
      });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events).toEqual([]);
    events.push('change committed');
    change.release();
    await change.done;
    const refused = await rate;
    expect(events).toEqual(['change committed', 'rate 422']);
    expect(errorOf(refused).code).toBe('Finance:RateForBaseCurrency');
    expect(await settle(tenant)).toEqual({ rates: 0, base: 'GBP' });
  });
});

describe('exchange rates', () => {
  it('creates, reads, updates and deletes a rate, answered with 6 decimals', async () => {
    const created = await addRate('SAR', '2024-06-01', '0.2666');
    expect(created).toMatchObject({ currencyCode: 'SAR', date: '2024-06-01', rate: '0.266600' });
    const numeric = await addRate('SAR', '2024-06-02', 0.27);
    expect(numeric.rate).toBe('0.270000');
    const got = await t.call(admin, R.get, { params: { id: created.id } });
    expect(got.json<ExchangeRateDto>()).toMatchObject({ id: created.id, rate: '0.266600' });

    const updated = await t.call(admin, R.update, {
      params: { id: created.id },
      body: {
        currencyCode: 'SAR',
        date: '2024-06-03',
        rate: '0.266667',
        concurrencyStamp: created.concurrencyStamp,
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<ExchangeRateDto>()).toMatchObject({ date: '2024-06-03', rate: '0.266667' });
    const stale = await t.call(admin, R.update, {
      params: { id: created.id },
      body: {
        currencyCode: 'SAR',
        date: '2024-06-04',
        rate: '1',
        concurrencyStamp: created.concurrencyStamp,
      },
    });
    expect(stale.statusCode).toBe(409);

    expect((await t.call(admin, R.delete, { params: { id: created.id } })).statusCode).toBe(204);
    const gone = await t.call(admin, R.get, { params: { id: created.id } });
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone).code).toBe('Finance:ExchangeRateNotFound');
    expect((await t.call(admin, R.delete, { params: { id: created.id } })).statusCode).toBe(404);
  });

  it('refuses a second rate of a currency on one date, on create and update', async () => {
    await addRate('GBP', '2024-05-01', '1.25');
    const other = await addRate('GBP', '2024-05-02', '1.26');
    const twice = await t.call(admin, R.create, {
      body: { currencyCode: 'GBP', date: '2024-05-01', rate: '1.3' },
    });
    expect(twice.statusCode).toBe(422);
    expect(errorOf(twice).code).toBe('Finance:DuplicateExchangeRate');
    expect(errorOf(twice).message).toContain('2024/05/01');
    const moved = await t.call(admin, R.update, {
      params: { id: other.id },
      body: {
        currencyCode: 'GBP',
        date: '2024-05-01',
        rate: '1.3',
        concurrencyStamp: other.concurrencyStamp,
      },
    });
    expect(errorOf(moved).code).toBe('Finance:DuplicateExchangeRate');
    // Racing creates: one wins, the other gets the same error (the unique index).
    const race = await Promise.all(
      [1, 2].map(() =>
        t.call(admin, R.create, { body: { currencyCode: 'GBP', date: '2024-04-01', rate: '1.2' } }),
      ),
    );
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(errorOf(race.find((r) => r.statusCode === 422)!).code).toBe('Finance:DuplicateExchangeRate');
  });

  it('refuses bad rates, the base currency, an unknown currency and a future date', async () => {
    for (const rate of ['0', '-1', '1.1234567', 'abc', '1234567890123'])
      expect(
        (await t.call(admin, 'POST', R.create.path, { currencyCode: 'EUR', date: '2024-01-01', rate }))
          .statusCode,
        rate,
      ).toBe(400);
    const base = await t.call(admin, R.create, {
      body: { currencyCode: 'USD', date: '2024-01-01', rate: '1' },
    });
    expect(errorOf(base).code).toBe('Finance:RateForBaseCurrency');
    const unknown = await t.call(admin, R.create, {
      body: { currencyCode: 'ABC', date: '2024-01-01', rate: '1' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('Finance:CurrencyNotFound');
    await addRate('CAD', today, '0.73');
    const future = await t.call(admin, R.create, {
      body: { currencyCode: 'CAD', date: addDays(today, 1), rate: '0.74' },
    });
    expect(future.statusCode).toBe(422);
    expect(errorOf(future).code).toBe('Finance:DateInFuture');
    expect(errorOf(future).message).toContain(displayParam(today));
  });

  it('refuses a date more than ten years back, on the field, in English and Arabic; an old rate keeps its date', async () => {
    const earliest = addYears(today, -10);
    const refused = (r: { statusCode: number; json: <T>() => T }) => {
      expect(r.statusCode).toBe(400);
      return r.json<{ error: { validationErrors: { message: string; members: string[] }[] } }>().error
        .validationErrors;
    };
    const old = await t.call(admin, R.create, {
      body: { currencyCode: 'SEK', date: addDays(earliest, -1), rate: '0.1' },
    });
    expect(refused(old)).toEqual([
      {
        message: `The date cannot be more than 10 years ago (before ${displayParam(earliest)}).`,
        members: ['date'],
      },
    ]);
    const slip = await t.call(admin, R.create, {
      body: { currencyCode: 'SEK', date: '1900-01-01', rate: '0.1' },
      headers: { 'accept-language': 'ar' },
    });
    expect(refused(slip)[0]!.message).toBe(
      `لا يمكن أن يكون التاريخ قبل أكثر من 10 سنوات (قبل ${displayParam(earliest)}).`,
    );
    const oldest = await addRate('SEK', earliest, '0.095');
    // Not moved back past the bound by an update either.
    const moved = await t.call(admin, R.update, {
      params: { id: oldest.id },
      body: {
        currencyCode: 'SEK',
        date: '1926-01-01',
        rate: '0.095',
        concurrencyStamp: oldest.concurrencyStamp,
      },
    });
    expect(refused(moved)[0]!.members).toEqual(['date']);
    // A rate entered when it was recent (written here as it was then) can still be corrected in place.
    const [stored] = await t.db.transaction(systemContext(acmeId), (tx) =>
      tx
        .insert(exchangeRates)
        .values({ tenantId: acmeId, currencyCode: 'SEK', date: addDays(earliest, -30), rate: '0.090000' })
        .returning(),
    );
    const corrected = await t.call(admin, R.update, {
      params: { id: stored!.id },
      body: {
        currencyCode: 'SEK',
        date: stored!.date,
        rate: '0.091',
        concurrencyStamp: stored!.concurrencyStamp,
      },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json<ExchangeRateDto>()).toMatchObject({
      date: addDays(earliest, -30),
      rate: '0.091000',
    });
  });

  it('counts the future in the tenant’s time zone, not in UTC', async () => {
    const now = new Date();
    const utcToday = now.toISOString().slice(0, 10);
    // A zone whose date differs from UTC's right now: a day ahead late in the UTC day, behind early in it.
    const ahead = now.getUTCHours() >= 10;
    const zone = ahead ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    const local = dateIn(zone, now);
    expect(local).toBe(addDays(utcToday, ahead ? 1 : -1));
    await t.services.platform.settings.setForCurrentTenant(
      systemContext(other.id),
      SettingNames.TimeZone,
      zone,
    );
    try {
      const accepted = await t.call(other.admin, R.create, {
        body: { currencyCode: 'JOD', date: local, rate: '1.41' },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      const refused = await t.call(other.admin, R.create, {
        body: { currencyCode: 'JOD', date: addDays(local, 1), rate: '1.41' },
      });
      expect(errorOf(refused).code).toBe('Finance:DateInFuture');
      expect(errorOf(refused).message).toContain(displayParam(local));
      if (!ahead) {
        // UTC's today is already the future in this zone.
        const utc = await t.call(other.admin, R.create, {
          body: { currencyCode: 'JOD', date: utcToday, rate: '1' },
        });
        expect(errorOf(utc).code).toBe('Finance:DateInFuture');
      }
      await t.call(other.admin, R.delete, { params: { id: accepted.json<ExchangeRateDto>().id } });
    } finally {
      await t.services.platform.settings.setForCurrentTenant(
        systemContext(other.id),
        SettingNames.TimeZone,
        'UTC',
      );
    }
  });

  it('lists by currency and dates, newest first by default, sorting by rate', async () => {
    for (const [date, rate] of [
      ['2023-01-10', '3.1'],
      ['2023-02-10', '3.2'],
      ['2023-03-10', '3.0'],
    ] as const)
      await addRate('QAR', date, rate);
    const list = async (query: Record<string, unknown>) => {
      const r = await t.call(admin, R.list, { query: query as never });
      expect(r.statusCode, r.body).toBe(200);
      return r.json<PagedResult<ExchangeRateDto>>();
    };
    expect((await list({ currencyCode: 'QAR' })).items.map((r) => r.date)).toEqual([
      '2023-03-10',
      '2023-02-10',
      '2023-01-10',
    ]);
    expect(
      (await list({ currencyCode: 'qar', fromDate: '2023-02-01', toDate: '2023-03-01' })).items.map(
        (r) => r.date,
      ),
    ).toEqual(['2023-02-10']);
    expect((await list({ currencyCode: 'QAR', sorting: 'rate asc' })).items.map((r) => r.rate)).toEqual([
      '3.000000',
      '3.100000',
      '3.200000',
    ]);
    const unknown = await t.call(admin, 'GET', `${R.list.path}?sorting=creationTime`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.validationErrors[0].message).toBe(
      'This list can be sorted by date, rate, currencyCode only, each followed by asc or desc if you like.',
    );
    const paged = await list({ currencyCode: 'QAR', skipCount: 1, maxResultCount: 1 });
    expect(paged).toMatchObject({ totalCount: 3 });
    expect(paged.items[0]?.date).toBe('2023-02-10');
  });

  it('answers the rate in force on a date (rateOn)', async () => {
    for (const [date, rate] of [
      ['2022-01-01', '0.27'],
      ['2022-03-01', '0.28'],
    ] as const)
      await addRate('AED', date, rate);
    const ctx = { tenantId: acmeId };
    const rates = t.services.finance.exchangeRates;
    expect(await rates.rateOn(ctx, 'AED', '2022-01-01')).toBe('0.270000');
    expect(await rates.rateOn(ctx, 'AED', '2022-02-28')).toBe('0.270000');
    expect(await rates.rateOn(ctx, 'AED', '2022-03-01')).toBe('0.280000');
    expect(await rates.rateOn(ctx, 'USD', '1999-01-01')).toBe('1.000000');
    await expect(rates.rateOn(ctx, 'AED', '2021-12-31')).rejects.toMatchObject({
      code: 'Finance:NoExchangeRate',
      params: { code: 'AED', date: '2021-12-31' },
    });
    // Another tenant has none of acme's rates.
    await expect(rates.rateOn({ tenantId: other.id }, 'AED', '2022-03-01')).rejects.toMatchObject({
      code: 'Finance:NoExchangeRate',
    });
  });
});

describe('permissions, the feature and tenants', () => {
  it('reads with the index policy, each change with its own grant', async () => {
    const reader = await t.userWith('acme', [P.Default]);
    expect((await currencies({}, reader.token)).totalCount).toBeGreaterThan(0);
    expect((await t.call(reader.token, R.list, {})).statusCode).toBe(200);
    expect((await toggle('PLN', reader.token)).statusCode).toBe(403);
    expect((await t.call(reader.token, C.changeBase, { body: { code: 'USD' } })).statusCode).toBe(403);
    const body = { currencyCode: 'PLN', date: '2021-01-01', rate: '0.25' };
    expect((await t.call(reader.token, R.create, { body })).statusCode).toBe(403);

    const toggler = await t.userWith('acme', [P.Default, P.ChangeActivation]);
    expect((await toggle('PLN', toggler.token)).statusCode).toBe(200);
    const creator = await t.userWith('acme', [P.Default, P.CreateExchangeRate]);
    const rate = await addRate('PLN', '2021-01-01', '0.25', creator.token);
    const update = { ...body, rate: '0.26', concurrencyStamp: rate.concurrencyStamp };
    expect(
      (await t.call(creator.token, R.update, { params: { id: rate.id }, body: update })).statusCode,
    ).toBe(403);
    expect((await t.call(creator.token, R.delete, { params: { id: rate.id } })).statusCode).toBe(403);
    const updater = await t.userWith('acme', [P.Default, P.UpdateExchangeRate]);
    expect(
      (await t.call(updater.token, R.update, { params: { id: rate.id }, body: update })).statusCode,
    ).toBe(200);
    const deleter = await t.userWith('acme', [P.Default, P.DeleteExchangeRate]);
    expect((await t.call(deleter.token, R.delete, { params: { id: rate.id } })).statusCode).toBe(204);

    const nobody = await t.userWith('acme', []);
    expect((await t.call(nobody.token, C.list, {})).statusCode).toBe(403);
    expect((await t.call(nobody.token, R.list, {})).statusCode).toBe(403);
    expect((await t.call(null, C.list, {})).statusCode).toBe(401);
  });

  it('is closed to a tenant without the Finance feature', async () => {
    await t.services.platform.features.set('T', other.id, 'Finance.Enable', 'false');
    try {
      const r = await t.call(other.admin, C.list, {});
      expect(r.statusCode).toBe(403);
      expect(errorOf(r).code).toBe('Platform:Forbidden');
      expect((await t.call(other.admin, R.list, {})).statusCode).toBe(403);
    } finally {
      await t.services.platform.features.reset('T', other.id);
    }
    expect((await t.call(other.admin, C.list, {})).statusCode).toBe(200);
  });

  it('keeps each tenant’s rates to itself', async () => {
    const rate = await addRate('KWD', '2021-05-05', '3.25');
    expect((await t.call(other.admin, R.get, { params: { id: rate.id } })).statusCode).toBe(404);
    const update = {
      currencyCode: 'KWD',
      date: '2021-05-05',
      rate: '9',
      concurrencyStamp: rate.concurrencyStamp,
    };
    expect((await t.call(other.admin, R.update, { params: { id: rate.id }, body: update })).statusCode).toBe(
      404,
    );
    expect((await t.call(other.admin, R.delete, { params: { id: rate.id } })).statusCode).toBe(404);
    const theirs = await t.call(other.admin, R.list, { query: { currencyCode: 'KWD' } });
    expect(theirs.json<PagedResult<ExchangeRateDto>>().totalCount).toBe(0);
    // Their own rate of the same currency and date is no duplicate of acme's.
    await addRate('KWD', '2021-05-05', '3.26', other.admin);
    expect((await t.call(admin, R.get, { params: { id: rate.id } })).json<ExchangeRateDto>().rate).toBe(
      '3.250000',
    );
  });

  it('lets the application role read the reference tables but never write them', async () => {
    const asApp = (statement: string) =>
      t.db.transaction({ tenantId: acmeId }, (tx) => tx.execute(sql.raw(statement)));
    // An update or delete matches no row it may write; an insert is refused.
    await asApp(`update currencies set name_en = 'X' where code = 'USD'`);
    await asApp(`delete from account_types where name = 'Cash'`);
    await expect(
      asApp(
        `insert into currencies (code, decimal_places, name_en, name_ar, symbol_en, symbol_ar, unit_label_en, unit_label_ar) values ('ZZZ', 2, 'z', 'z', 'z', 'z', 'z', 'z')`,
      ),
    ).rejects.toThrow();
    expect((await asApp(`select code from currencies where code = 'SAR'`)) as unknown).toBeTruthy();
    const { rows } = await t.db.ownerSql.query<{ name_en: string }>(
      `select name_en from currencies where code = 'USD'`,
    );
    expect(rows[0]?.name_en).toBe('US Dollar');
    const types = await t.db.ownerSql.query<{ n: number }>(
      `select count(*)::int as n from account_types where name = 'Cash'`,
    );
    expect(types.rows[0]?.n).toBe(1);
  });
});

describe('the demo data', () => {
  it('has acme’s currencies active with a year of rates', async () => {
    const active = await currencies({ isActive: true, maxResultCount: 100 });
    expect(active.items.map((c) => c.code)).toEqual(
      expect.arrayContaining(['USD', 'EUR', 'SAR', 'AED', 'GBP', 'EGP']),
    );
    const sar = await t.call(admin, R.list, {
      query: { currencyCode: 'SAR', fromDate: addDays(today, -400) },
    });
    const rates = sar.json<PagedResult<ExchangeRateDto>>();
    expect(rates.totalCount).toBeGreaterThanOrEqual(12);
    expect(Number(rates.items[0]?.rate)).toBeCloseTo(0.2666, 1);
  });

  it('is not added twice, and the reference data stays as it was', async () => {
    const counts = async () =>
      (
        await t.db.ownerSql.query<{ n: string }>(
          `select (select count(*) from exchange_rates) || '/' || (select count(*) from financial_accounts) || '/' ||
                  (select count(*) from financial_periods) || '/' || (select count(*) from currencies) || '/' ||
                  (select count(*) from account_types) as n`,
        )
      ).rows[0]?.n;
    const before = await counts();
    await fillReferenceData(t);
    await seedFinance(t.services.finance, t.setup);
    expect(await counts()).toBe(before);
  });

  // Migrates an empty database from the first migration, as the migration tests do: a few seconds alone, far
  // more beside the browser journeys on two cores, hence the time allowed.
  it('is filled at start without the demo too (SEED_DEMO=false)', async () => {
    const db = await openPglite('memory://');
    try {
      await migrate(db);
      const built = await buildApp(testConfig({ SEED_DEMO: 'false' }), db, { logger: false });
      await fillReferenceData(built);
      await built.app.close();
      const { rows } = await db.ownerSql.query<{ currencies: number; types: number }>(
        `select (select count(*)::int from currencies) as currencies, (select count(*)::int from account_types) as types`,
      );
      expect(rows[0]?.currencies).toBeGreaterThan(140);
      expect(rows[0]?.types).toBeGreaterThan(20);
    } finally {
      await db.close();
    }
  });
});
