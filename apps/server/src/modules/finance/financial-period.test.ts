import {
  displayParam,
  financialPeriodEndpoints as F,
  FinancePermissions,
  type FinancialPeriodDto,
  FinancialPeriodState,
  type PagedResult,
} from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateIn } from '../../platform/tenant-date.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
let acmeId: string;
let acmeToday: string;
const P = FinancePermissions.FinancialPeriods;

const errorOf = (r: { json: <T>() => T }) =>
  r.json<{ error: { code: string; message: string; details?: unknown } }>().error;

interface Tenant {
  id: string;
  name: string;
  admin: string;
  today: string;
}
async function newTenant(): Promise<Tenant> {
  const made = await t.createTenant();
  const today = dateIn(await t.services.platform.settings.timeZoneOf({ tenantId: made.id }), new Date());
  return { ...made, admin: await t.login(made.name), today };
}

async function open(token: string, code: string, startDate: string, endDate: string) {
  const r = await t.call(token, F.create, { body: { code, startDate, endDate } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<FinancialPeriodDto>();
}
const audit = (token: string, id: string, accountingAuditingDate: string) =>
  t.call(token, F.addAuditing, { body: { id, accountingAuditingDate } });
const close = (token: string, id: string) => t.call(token, F.close, { body: { id } });
const edit = (token: string, p: FinancialPeriodDto, changes: { code?: string; endDate?: string }) =>
  t.call(token, F.update, {
    body: { id: p.id, code: p.code, endDate: p.endDate, concurrencyStamp: p.concurrencyStamp, ...changes },
  });
async function list(token: string, query: Record<string, unknown> = {}) {
  const r = await t.call(token, F.list, { query: query as never });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<PagedResult<FinancialPeriodDto>>();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('acme');
  acmeId = (await t.services.tenancy.tenants.findByName('acme'))!.id;
  acmeToday = dateIn(await t.services.platform.settings.timeZoneOf({ tenantId: acmeId }), new Date());
});
afterAll(() => t.close());

describe('the demo periods', () => {
  it('has this year Opened with an auditing and last year Closed, newest first, filtered by state', async () => {
    const year = Number(acmeToday.slice(0, 4));
    const all = await list(admin);
    expect(all.items.map((p) => p.code)).toEqual([`FY-${year}`, `FY-${year - 1}`]);
    const [current, previous] = all.items;
    expect(current).toMatchObject({
      startDate: `${year}-01-01`,
      endDate: `${year}-12-31`,
      financialPeriodState: FinancialPeriodState.Opened,
      closingTime: null,
    });
    expect(current?.accountingAuditings).toHaveLength(1);
    expect(current?.lastAccountingAuditing).toBe(current?.accountingAuditings[0]?.accountingAuditingDate);
    expect(previous).toMatchObject({ financialPeriodState: FinancialPeriodState.Closed });
    expect(previous?.closingTime).not.toBeNull();
    const closed = await list(admin, { financialPeriodState: FinancialPeriodState.Closed });
    expect(closed.items.map((p) => p.code)).toEqual([`FY-${year - 1}`]);
    expect((await list(admin, { sorting: 'startDate asc' })).items[0]?.code).toBe(`FY-${year - 1}`);
    expect((await list(admin, { sorting: 'endDate desc' })).items[0]?.code).toBe(`FY-${year}`);
    const unknown = await t.call(admin, 'GET', `${F.list.path}?sorting=state`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.validationErrors[0].message).toBe(
      'This list can be sorted by startDate, endDate, code only, each followed by asc or desc if you like.',
    );
  });

  it('refuses a second Opened period', async () => {
    const year = Number(acmeToday.slice(0, 4));
    const r = await t.call(admin, F.create, {
      body: { code: `FY-${year + 1}`, startDate: `${year + 1}-01-01`, endDate: `${year + 1}-12-31` },
    });
    expect(r.statusCode).toBe(422);
    expect(errorOf(r).code).toBe('Finance:OpenPeriodExists');
    expect(errorOf(r).message).toContain(`FY-${year}`);
  });
});

describe('a period’s life', () => {
  let tenant: Tenant;
  let first: FinancialPeriodDto;
  beforeAll(async () => {
    tenant = await newTenant();
  });

  it('checks the range and the code of a create', async () => {
    const token = tenant.admin;
    const reversed = await t.call(token, F.create, {
      body: { code: 'P0', startDate: '2020-02-01', endDate: '2020-01-31' },
    });
    expect(reversed.statusCode).toBe(422);
    expect(errorOf(reversed).code).toBe('Finance:PeriodEndBeforeStart');
    expect(errorOf(reversed).message).toContain('2020/02/01');
    // 2020 is a leap year: 2020-01-01..2021-12-31 is 731 days, one more is too long.
    const long = await t.call(token, F.create, {
      body: { code: 'P0', startDate: '2020-01-01', endDate: '2022-01-01' },
    });
    expect(errorOf(long).code).toBe('Finance:PeriodTooLong');
    expect(errorOf(long).message).toContain('731');
    for (const code of ['', ' ', '-FY', 'x'.repeat(33)])
      expect(
        (await t.call(token, 'POST', F.create.path, { code, startDate: '2020-01-01', endDate: '2020-12-31' }))
          .statusCode,
        code,
      ).toBe(400);
    first = await open(token, 'FY-2020/21', '2020-01-01', '2021-12-31');
    expect(first).toMatchObject({
      financialPeriodState: FinancialPeriodState.Opened,
      lastAccountingAuditing: null,
      accountingAuditings: [],
    });
  });

  it('audits inside the period, in increasing dates', async () => {
    const token = tenant.admin;
    const ok = await audit(token, first.id, '2020-06-30');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<FinancialPeriodDto>().lastAccountingAuditing).toBe('2020-06-30');
    const outside = await audit(token, first.id, '2019-12-31');
    expect(outside.statusCode).toBe(422);
    expect(errorOf(outside).code).toBe('Finance:AuditingOutsidePeriod');
    expect(errorOf(outside).message).toContain('2021/12/31');
    const same = await audit(token, first.id, '2020-06-30');
    expect(errorOf(same).code).toBe('Finance:AuditingNotAfterLast');
    expect(errorOf(same).message).toContain('2020/06/30');
    expect(errorOf(await audit(token, first.id, '2020-03-01')).code).toBe('Finance:AuditingNotAfterLast');
    const later = await audit(token, first.id, '2020-09-30');
    const dto = later.json<FinancialPeriodDto>();
    expect(dto.lastAccountingAuditing).toBe('2020-09-30');
    expect(dto.accountingAuditings.map((a) => a.accountingAuditingDate)).toEqual([
      '2020-09-30',
      '2020-06-30',
    ]);
    expect(dto.accountingAuditings[0]?.creatorId).not.toBeNull();
    first = dto;
  });

  it('edits the code and end of an Opened period, not before its last auditing', async () => {
    const token = tenant.admin;
    const early = await edit(token, first, { endDate: '2020-09-29' });
    expect(early.statusCode).toBe(422);
    expect(errorOf(early).code).toBe('Finance:PeriodEndBeforeAuditing');
    expect(errorOf(early).message).toContain('2020/09/30');
    expect(errorOf(await edit(token, first, { endDate: '2019-12-01' })).code).toBe(
      'Finance:PeriodEndBeforeStart',
    );
    expect(errorOf(await edit(token, first, { endDate: '2022-01-01' })).code).toBe('Finance:PeriodTooLong');
    const ok = await edit(token, first, { code: 'FY-2020', endDate: '2020-12-31' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<FinancialPeriodDto>()).toMatchObject({ code: 'FY-2020', endDate: '2020-12-31' });
    expect((await edit(token, first, { code: 'FY-X' })).statusCode).toBe(409);
    first = ok.json<FinancialPeriodDto>();
    const second = await t.call(token, F.create, {
      body: { code: 'FY-2021', startDate: '2021-01-01', endDate: '2021-12-31' },
    });
    expect(errorOf(second).code).toBe('Finance:OpenPeriodExists');
    expect(errorOf(second).message).toContain('FY-2020');
  });

  it('closes once the end has passed, then refuses edits and a second close but takes auditings', async () => {
    const token = tenant.admin;
    const closed = await close(token, first.id);
    expect(closed.statusCode, closed.body).toBe(200);
    const dto = closed.json<FinancialPeriodDto>();
    expect(dto).toMatchObject({ financialPeriodState: FinancialPeriodState.Closed });
    expect(dto.closingTime).not.toBeNull();
    expect(dto.closedById).not.toBeNull();
    const again = await close(token, first.id);
    expect(again.statusCode).toBe(422);
    expect(errorOf(again).code).toBe('Finance:PeriodClosed');
    const edited = await edit(token, dto, { code: 'FY-2020b' });
    expect(errorOf(edited).code).toBe('Finance:PeriodClosed');
    expect(errorOf(edited).message).toContain('FY-2020');
    expect((await audit(token, first.id, '2020-12-31')).statusCode).toBe(200);
    first = (await t.call(token, F.get, { params: { id: first.id } })).json<FinancialPeriodDto>();
  });

  it('makes the next period follow the previous one, with a code of its own', async () => {
    const token = tenant.admin;
    const gap = await t.call(token, F.create, {
      body: { code: 'FY-2021', startDate: '2021-01-02', endDate: '2021-12-31' },
    });
    expect(gap.statusCode).toBe(422);
    expect(errorOf(gap).code).toBe('Finance:PeriodMustFollowPrevious');
    expect(errorOf(gap).message).toContain('2021/01/01');
    expect(errorOf(gap).message).toContain('FY-2020');
    const overlap = await t.call(token, F.create, {
      body: { code: 'FY-2021', startDate: '2020-12-01', endDate: '2021-12-31' },
    });
    expect(errorOf(overlap).code).toBe('Finance:PeriodMustFollowPrevious');
    const taken = await t.call(token, F.create, {
      body: { code: 'FY-2020', startDate: '2021-01-01', endDate: '2021-12-31' },
    });
    expect(errorOf(taken).code).toBe('Finance:DuplicatePeriodCode');
    const next = await open(token, 'FY-2021', '2021-01-01', '2021-12-31');
    expect(next.financialPeriodState).toBe(FinancialPeriodState.Opened);
    const renamed = await edit(token, next, { code: 'FY-2020' });
    expect(renamed.statusCode).toBe(422);
    expect(errorOf(renamed).code).toBe('Finance:DuplicatePeriodCode');
    expect(errorOf(renamed).message).toContain('FY-2020');
  });

  it('answers payroll: assertOpen refuses a range touching a Closed period, periodOn finds the period', async () => {
    const ctx = { tenantId: tenant.id };
    const periods = t.services.finance.periods;
    await expect(periods.assertOpen(ctx, '2020-05-01', '2020-05-31')).rejects.toMatchObject({
      code: 'Finance:PeriodClosed',
      params: { code: 'FY-2020' },
    });
    await expect(periods.assertOpen(ctx, '2020-12-31', '2021-01-30')).rejects.toMatchObject({
      code: 'Finance:PeriodClosed',
    });
    await expect(periods.assertOpen(ctx, '2019-12-01', '2019-12-31')).resolves.toBeUndefined();
    await expect(periods.assertOpen(ctx, '2021-01-01', '2021-01-31')).resolves.toBeUndefined();
    expect((await periods.periodOn(ctx, '2020-07-01'))?.code).toBe('FY-2020');
    expect((await periods.periodOn(ctx, '2021-07-01'))?.code).toBe('FY-2021');
    expect(await periods.periodOn(ctx, '1999-07-01')).toBeNull();
    // Acme's closed year is no business of this tenant's.
    const year = Number(acmeToday.slice(0, 4));
    await expect(periods.assertOpen(ctx, `${year - 1}-03-01`, `${year - 1}-03-31`)).resolves.toBeUndefined();
    await expect(
      periods.assertOpen({ tenantId: acmeId }, `${year - 1}-03-01`, `${year - 1}-03-31`),
    ).rejects.toMatchObject({ code: 'Finance:PeriodClosed' });
  });
});

describe('today in the tenant’s calendar', () => {
  it('refuses to close a period not yet ended and an auditing after today', async () => {
    const tenant = await newTenant();
    const period = await open(tenant.admin, 'NOW', addDays(tenant.today, -10), tenant.today);
    const notEnded = await close(tenant.admin, period.id);
    expect(notEnded.statusCode).toBe(422);
    expect(errorOf(notEnded).code).toBe('Finance:PeriodNotEnded');
    expect(errorOf(notEnded).message).toContain(displayParam(tenant.today));
    const extended = await edit(tenant.admin, period, { endDate: addDays(tenant.today, 10) });
    expect(extended.statusCode, extended.body).toBe(200);
    const future = await audit(tenant.admin, period.id, addDays(tenant.today, 1));
    expect(future.statusCode).toBe(422);
    expect(errorOf(future).code).toBe('Finance:DateInFuture');
    expect(errorOf(future).message).toContain(displayParam(tenant.today));
    expect((await audit(tenant.admin, period.id, tenant.today)).statusCode).toBe(200);
  });
});

describe('one Opened period', () => {
  /**
   * Two creates at once in a tenant without an Opened period: one passes, the other is refused. On
   * PostgreSQL (the `pg` stage) they really run at once on two connections; the per-tenant lock orders them
   * and the partial unique index is the last word.
   */
  it('lets only one of two racing creates open a period', async () => {
    const tenant = await newTenant();
    for (let year = 2001; year <= 2005; year++) {
      const answers = await Promise.all(
        ['a', 'b'].map((x) =>
          t.call(tenant.admin, F.create, {
            body: { code: `${year}-${x}`, startDate: `${year}-01-01`, endDate: `${year}-12-31` },
          }),
        ),
      );
      expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join(' ')).toEqual([
        200, 422,
      ]);
      expect(errorOf(answers.find((r) => r.statusCode === 422)!).code).toBe('Finance:OpenPeriodExists');
      const winner = answers.find((r) => r.statusCode === 200)!.json<FinancialPeriodDto>();
      expect((await close(tenant.admin, winner.id)).statusCode).toBe(200);
    }
    expect((await list(tenant.admin)).totalCount).toBe(5);
  });

  it('is held by the database too, whatever the service checks', async () => {
    const { rows } = await t.db.ownerSql.query<{ n: number }>(
      `select count(*)::int as n from financial_periods where tenant_id = $1 and state = 0`,
      [acmeId],
    );
    expect(rows[0]?.n).toBe(1);
    await expect(
      t.db.ownerSql.query(
        `insert into financial_periods (id, tenant_id, code, start_date, end_date, state, concurrency_stamp)
         values (gen_random_uuid(), $1, 'SECOND', '2999-01-01', '2999-12-31', 0, 'x')`,
        [acmeId],
      ),
    ).rejects.toThrow();
  });
});

describe.skipIf(!process.env.DATABASE_URL)('payroll against a close (PostgreSQL)', () => {
  /**
   * Payroll checks the period inside the transaction that writes its payslips; the check holds the period
   * until that transaction ends, so a close on another connection waits for it (and a close first makes
   * the check see Closed).
   */
  it('a close waits for a transaction that found the period open, then a new check refuses', async () => {
    const tenant = await newTenant();
    const period = await open(tenant.admin, 'FY-2001', '2001-01-01', '2001-12-31');
    const ctx = { tenantId: tenant.id };
    const events: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let checked!: () => void;
    const hasChecked = new Promise<void>((resolve) => {
      checked = resolve;
    });
    const writing = t.db.transaction(ctx, async () => {
      await t.services.finance.periods.assertOpen(ctx, '2001-03-01', '2001-03-31');
      checked();
      await held;
      events.push('payroll committed');
    });
    await hasChecked;
    const closing = close(tenant.admin, period.id).then((r) => {
      events.push(`closed ${r.statusCode}`);
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events).toEqual([]);
    release();
    await Promise.all([writing, closing]);
    expect(events).toEqual(['payroll committed', 'closed 200']);
    await expect(
      t.services.finance.periods.assertOpen(ctx, '2001-03-01', '2001-03-31'),
    ).rejects.toMatchObject({
      code: 'Finance:PeriodClosed',
    });
  });
});

describe('permissions, the feature and tenants', () => {
  it('gives each action its own grant', async () => {
    const tenant = await newTenant();
    const reader = await t.userWith(tenant.name, [P.Default]);
    const creator = await t.userWith(tenant.name, [P.Default, P.Create]);
    const updater = await t.userWith(tenant.name, [P.Default, P.Update]);
    const auditor = await t.userWith(tenant.name, [P.Default, P.AddAuditing]);
    const closer = await t.userWith(tenant.name, [P.Default, P.Close]);
    const body = { code: 'Y1', startDate: '2010-01-01', endDate: '2010-12-31' };
    expect((await t.call(reader.token, F.create, { body })).statusCode).toBe(403);
    const period = await open(creator.token, body.code, body.startDate, body.endDate);
    expect((await list(reader.token)).totalCount).toBe(1);
    expect((await t.call(reader.token, F.get, { params: { id: period.id } })).statusCode).toBe(200);
    expect((await edit(creator.token, period, { code: 'Y1b' })).statusCode).toBe(403);
    expect((await edit(updater.token, period, { code: 'Y1b' })).statusCode).toBe(200);
    expect((await audit(updater.token, period.id, '2010-06-30')).statusCode).toBe(403);
    expect((await audit(auditor.token, period.id, '2010-06-30')).statusCode).toBe(200);
    expect((await close(auditor.token, period.id)).statusCode).toBe(403);
    expect((await close(closer.token, period.id)).statusCode).toBe(200);
    const nobody = await t.userWith(tenant.name, []);
    expect((await t.call(nobody.token, F.list, {})).statusCode).toBe(403);

    await t.services.platform.features.set('T', tenant.id, 'Finance.Enable', 'false');
    try {
      expect((await t.call(tenant.admin, F.list, {})).statusCode).toBe(403);
    } finally {
      await t.services.platform.features.reset('T', tenant.id);
    }
  });

  it('keeps each tenant’s periods to itself', async () => {
    const tenant = await newTenant();
    const acmeOpened = (await list(admin, { financialPeriodState: FinancialPeriodState.Opened })).items[0]!;
    const token = tenant.admin;
    expect((await t.call(token, F.get, { params: { id: acmeOpened.id } })).statusCode).toBe(404);
    expect((await edit(token, acmeOpened, { code: 'HACK' })).statusCode).toBe(404);
    expect((await audit(token, acmeOpened.id, acmeOpened.startDate)).statusCode).toBe(404);
    expect((await close(token, acmeOpened.id)).statusCode).toBe(404);
    expect((await list(token)).totalCount).toBe(0);
    // Acme's Opened period does not keep this tenant from opening its own, with the same code.
    await open(token, acmeOpened.code, '2015-01-01', '2015-12-31');
    expect(
      (await t.call(admin, F.get, { params: { id: acmeOpened.id } })).json<FinancialPeriodDto>().code,
    ).toBe(acmeOpened.code);
  });
});
