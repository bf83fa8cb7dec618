import {
  type CreateHolidayInput,
  holidayEndpoints as H,
  type HolidayDto,
  type HolidayOccurrenceDto,
  type PagedResult,
  TimePermissions,
} from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../platform/context.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DemoIslamicHolidays, DemoReOccurringHolidays } from './holiday.seed.ts';
import { holidayRanges, sharedDates } from './holiday.service.ts';
import { timeModule } from './index.ts';
import { holidays as holidaysTable } from './time.tables.ts';

let t: TestApp;
let acme: string;
/** A tenant of its own (no demo holidays), for the calendar's arithmetic. */
let blank: { id: string; name: string; token: string };

type Reply = { statusCode: number; body: string; json: <T>() => T };

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.login('acme');
  const tenant = await t.createTenant();
  blank = { ...tenant, token: await t.login(tenant.name) };
});
afterAll(() => t?.close());

let serial = 0;
const uniqueName = (prefix = 'Holiday') => `${prefix} ${Date.now().toString(36)}${serial++}`;

async function create(token: string, body: Partial<CreateHolidayInput> & Record<string, unknown> = {}) {
  const r = await t.call(token, 'POST', H.create.path, {
    name: uniqueName(),
    from: '2030-04-01',
    ...body,
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<HolidayDto>();
}

async function get(token: string, id: string) {
  const r = await t.call(token, H.get, { params: { id } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<HolidayDto>();
}

function refused(r: Reply) {
  expect(r.statusCode, r.body).toBe(400);
  const { error } = r.json<{ error: { validationErrors: { message: string; members: string[] }[] } }>();
  return error.validationErrors.map((e) => `${e.members.join(',')}: ${e.message}`);
}

/** The fields a 400 names, once each. */
const refusedFields = (r: Reply) => [...new Set(refused(r).map((m) => m.split(':')[0]))];

async function calendar(token: string, from: string, to: string) {
  const r = await t.call(token, H.calendar, { query: { from, to } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<HolidayOccurrenceDto[]>();
}

async function listIds(token: string, query: Record<string, unknown>) {
  const r = await t.call(token, H.list, { query: { maxResultCount: 1000, ...query } });
  expect(r.statusCode, r.body).toBe(200);
  return r
    .json<PagedResult<HolidayDto>>()
    .items.map((h) => h.id)
    .sort();
}

const datesBetween = async (tenantId: string, from: string, to: string) =>
  [...(await t.services.time.holidays.datesBetween(systemContext(tenantId), from, to))].sort();

/** Deletes every holiday of the blank tenant, so each calendar test starts from none. */
async function clearBlank() {
  const all = await t.call(blank.token, H.list, { query: { maxResultCount: 1000 } });
  for (const h of all.json<PagedResult<HolidayDto>>().items)
    expect((await t.call(blank.token, H.delete, { params: { id: h.id } })).statusCode).toBe(204);
}

describe('the demo holidays', () => {
  it('gives acme the re-occurring holidays and this year’s Islamic ones, in English and Arabic, once', async () => {
    const all = async () =>
      (await t.call(acme, H.list, { query: { maxResultCount: 1000 } })).json<PagedResult<HolidayDto>>().items;
    const before = await all();
    const year = new Date().getUTCFullYear();
    for (const h of DemoReOccurringHolidays) {
      const found = before.find((b) => b.name === h.nameEn);
      expect(found, h.nameEn).toMatchObject({ isReOccurring: true, from: `${year}-${h.monthDay}` });
      expect(found?.nameAr).toMatch(/^[\u0600-\u06ff ]+$/);
      expect(found?.nameEn).toBe(h.nameEn);
    }
    for (const h of DemoIslamicHolidays[year] ?? [])
      expect(before.find((b) => b.name === h.nameEn && b.from === h.from)).toMatchObject({
        nameAr: h.nameAr,
        isReOccurring: false,
        to: h.to,
      });
    await timeModule.seed!(t.services.time, t.setup);
    expect((await all()).length).toBe(before.length);
  });
});

describe('holiday CRUD', () => {
  it('creates, reads, updates and deletes a holiday', async () => {
    const name = uniqueName('Founding day');
    const created = await create(acme, { name: `  ${name} `, from: '2030-02-10', to: '2030-02-12' });
    expect(created).toMatchObject({ name, isReOccurring: false, from: '2030-02-10', to: '2030-02-12' });
    expect(await get(acme, created.id)).toEqual(created);

    const r = await t.call(acme, H.update, {
      params: { id: created.id },
      body: {
        name: `${name} (moved)`,
        isReOccurring: true,
        from: '2030-02-11',
        to: '2030-02-13',
        concurrencyStamp: created.concurrencyStamp,
      },
    });
    expect(r.statusCode, r.body).toBe(200);
    const updated = r.json<HolidayDto>();
    expect(updated).toMatchObject({ name: `${name} (moved)`, isReOccurring: true, from: '2030-02-11' });
    expect(updated.concurrencyStamp).not.toBe(created.concurrencyStamp);
    expect(updated.lastModificationTime).not.toBeNull();

    // The stamp read before the update is stale now.
    const stale = await t.call(acme, H.update, {
      params: { id: created.id },
      body: { name, from: '2030-02-10', concurrencyStamp: created.concurrencyStamp },
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(await get(acme, created.id)).toEqual(updated);

    expect((await t.call(acme, H.delete, { params: { id: created.id } })).statusCode).toBe(204);
    expect((await t.call(acme, H.get, { params: { id: created.id } })).statusCode).toBe(404);
    expect((await t.call(acme, H.delete, { params: { id: created.id } })).statusCode).toBe(404);
    const missing = await t.call(acme, H.update, {
      params: { id: created.id },
      body: { name, from: '2030-02-10', concurrencyStamp: updated.concurrencyStamp },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('takes the client’s spelling isReOccuring, and answers isReOccurring', async () => {
    const spelled = await create(acme, { isReOccuring: true });
    expect(spelled.isReOccurring).toBe(true);
    expect(spelled).not.toHaveProperty('isReOccuring');
    // The right spelling wins when both are sent; neither is a dated holiday.
    expect((await create(acme, { isReOccurring: false, isReOccuring: true })).isReOccurring).toBe(false);
    expect((await create(acme, {})).isReOccurring).toBe(false);
    const updated = await t.call(acme, 'PUT', H.update.path.replace(':id', spelled.id), {
      name: spelled.name,
      isReOccuring: false,
      from: spelled.from,
      concurrencyStamp: spelled.concurrencyStamp,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<HolidayDto>().isReOccurring).toBe(false);
  });

  it('makes an empty end the start: one day', async () => {
    expect(await create(acme, { from: '2030-05-05' })).toMatchObject({
      from: '2030-05-05',
      to: '2030-05-05',
    });
    expect(await create(acme, { from: '2030-05-06', to: '' })).toMatchObject({ to: '2030-05-06' });
    expect(await create(acme, { from: '2030-05-07', to: null })).toMatchObject({ to: '2030-05-07' });
  });

  it('lists by page, sorted, by a part of the name', async () => {
    const tag = uniqueName('Sorted');
    const ids = [
      (await create(acme, { name: `${tag} b`, from: '2031-01-03' })).id,
      (await create(acme, { name: `${tag} a`, from: '2031-01-02' })).id,
      (await create(acme, { name: `${tag} c`, from: '2031-01-01' })).id,
    ];
    const page = async (query: Record<string, unknown>) =>
      (await t.call(acme, H.list, { query: { filter: tag, ...query } })).json<PagedResult<HolidayDto>>();
    expect((await page({ sorting: 'name asc' })).items.map((h) => h.name)).toEqual([
      `${tag} a`,
      `${tag} b`,
      `${tag} c`,
    ]);
    expect((await page({ sorting: 'from desc' })).items.map((h) => h.id)).toEqual(ids);
    // The default: latest first.
    expect((await page({})).items.map((h) => h.id)).toEqual(ids);
    const second = await page({ sorting: 'from asc', skipCount: 1, maxResultCount: 1 });
    expect(second.totalCount).toBe(3);
    expect(second.items.map((h) => h.id)).toEqual([ids[1]]);
  });
});

describe('the rules of a holiday', () => {
  it('refuses an end before the start on both fields, in English and Arabic', async () => {
    const body = { name: uniqueName(), from: '2030-03-10', to: '2030-03-09' };
    expect(refused(await t.call(acme, 'POST', H.create.path, body))).toEqual([
      'from: The start date must not be after the end date.',
      'to: The end date must not be before the start date.',
    ]);
    const ar = await t.call(acme, 'POST', H.create.path, body, { 'accept-language': 'ar' });
    expect(refused(ar)).toEqual([
      'from: يجب ألا يكون تاريخ البداية بعد تاريخ النهاية.',
      'to: يجب ألا يكون تاريخ النهاية قبل تاريخ البداية.',
    ]);
    const h = await create(acme, { from: '2030-03-10' });
    const update = await t.call(acme, H.update, {
      params: { id: h.id },
      body: { ...body, concurrencyStamp: h.concurrencyStamp },
    });
    expect(refused(update)).toHaveLength(2);
    expect(await get(acme, h.id)).toEqual(h);
  });

  it('needs a name and a start, and bounds them', async () => {
    const post = (body: object) => t.call(acme, 'POST', H.create.path, body);
    expect(refusedFields(await post({ name: 'No start' }))).toEqual(['from']);
    expect(refusedFields(await post({ name: 'Empty start', from: '' }))).toEqual(['from']);
    // No name in either language: both language fields are named (the form shows it on both).
    expect(refusedFields(await post({ from: '2030-01-01' }))).toEqual(['nameEn', 'nameAr']);
    expect(refusedFields(await post({ name: '   ', from: '2030-01-01' }))).toEqual(['nameEn', 'nameAr']);
    expect(refusedFields(await post({ nameAr: 'x'.repeat(129), from: '2030-01-01' }))).toEqual(['nameAr']);
    expect(refusedFields(await post({ name: 'x'.repeat(129), from: '2030-01-01' }))).toEqual(['name']);
    expect((await create(acme, { name: 'x'.repeat(128) })).name).toHaveLength(128);
    expect(refusedFields(await post({ name: 'Old', from: '1899-12-31' }))).toEqual(['from']);
    expect(refusedFields(await post({ name: 'Late', from: '2999-12-31', to: '3000-01-01' }))).toEqual(['to']);
    expect(refusedFields(await post({ name: 'Bad', from: '2030-02-30' }))).toEqual(['from']);
    expect(refusedFields(await post({ name: 'Flag', from: '2030-01-01', isReOccurring: 'yes' }))).toEqual([
      'isReOccurring',
    ]);
  });

  it('keeps a re-occurring holiday under a year long, so that its years never overlap', async () => {
    const post = (body: object) => t.call(acme, 'POST', H.create.path, { name: uniqueName(), ...body });
    expect(refused(await post({ isReOccurring: true, from: '2030-06-01', to: '2031-06-01' }))).toEqual([
      'to: A holiday that repeats every year must end less than a year after it starts.',
    ]);
    expect(await create(acme, { isReOccurring: true, from: '2030-06-01', to: '2031-05-31' })).toMatchObject({
      to: '2031-05-31',
    });
    // 29 February: a year on is 28 February.
    expect(refused(await post({ isReOccurring: true, from: '2028-02-29', to: '2029-02-28' }))).toHaveLength(
      1,
    );
    expect(await create(acme, { isReOccurring: true, from: '2028-02-29', to: '2029-02-27' })).toMatchObject({
      to: '2029-02-27',
    });
    // A dated holiday may be as long as it likes.
    expect(await create(acme, { from: '2030-06-01', to: '2032-06-01' })).toMatchObject({ to: '2032-06-01' });
  });
});

describe('a holiday entered twice', () => {
  function businessError(r: Reply) {
    expect(r.statusCode, r.body).toBe(422);
    return r.json<{ error: { code: string; message: string } }>().error;
  }
  const post = (token: string, body: object, headers?: Record<string, string>) =>
    t.call(token, 'POST', H.create.path, body, headers);

  it('refuses the same name on the same days, whatever the spaces and case, naming the other, in English and Arabic', async () => {
    await clearBlank();
    const eid = await create(blank.token, {
      name: 'Eid al-Adha - عيد الأضحى',
      from: '2026-05-26',
      to: '2026-05-29',
    });
    const again = await post(blank.token, {
      name: 'Eid al-Adha - عيد الأضحى',
      from: '2026-05-26',
      to: '2026-05-29',
    });
    expect(businessError(again)).toMatchObject({
      code: 'Time:DuplicateHoliday',
      message:
        'The holiday Eid al-Adha - عيد الأضحى already covers some of these days (2026/05/26 to 2026/05/29). Edit that holiday instead of entering it again.',
    });
    const arabic = await post(
      blank.token,
      { name: '  EID AL-ADHA - عيد الأضحى ', from: '2026-05-27', to: '2026-05-27' },
      { 'accept-language': 'ar' },
    );
    expect(businessError(arabic).message).toBe(
      'العطلة Eid al-Adha - عيد الأضحى تشمل بعض هذه الأيام مسبقاً (من 2026/05/26 إلى 2026/05/29). عدّل تلك العطلة بدلاً من إدخالها مرة أخرى.',
    );
    // Each day counts once.
    expect(await listIds(blank.token, {})).toEqual([eid.id]);
    expect(await datesBetween(blank.id, '2026-05-01', '2026-05-31')).toEqual([
      '2026-05-26',
      '2026-05-27',
      '2026-05-28',
      '2026-05-29',
    ]);
    expect((await calendar(blank.token, '2026-05-01', '2026-05-31')).map((o) => o.id)).toEqual([eid.id]);
  });

  it('takes the same name on other days, and another name on the same days', async () => {
    await clearBlank();
    await create(blank.token, { name: 'Eid al-Fitr', from: '2026-03-20', to: '2026-03-22' });
    await create(blank.token, { name: 'Eid al-Fitr', from: '2027-03-10', to: '2027-03-12' });
    await create(blank.token, { name: 'Eid al-Fitr', from: '2026-03-23' });
    await create(blank.token, { name: 'Bank holiday', from: '2026-03-20', to: '2026-03-22' });
    expect(await listIds(blank.token, {})).toHaveLength(4);
  });

  it('sees the years of a re-occurring holiday, either way round', async () => {
    await clearBlank();
    const newYear = await create(blank.token, { name: 'New year', isReOccurring: true, from: '2025-01-01' });
    // A dated one on a later year of it, or a re-occurring one meeting it from some year on.
    expect(businessError(await post(blank.token, { name: 'new year', from: '2030-01-01' }))).toMatchObject({
      code: 'Time:DuplicateHoliday',
      message: expect.stringContaining('(2030/01/01 to 2030/01/01)'),
    });
    expect(
      businessError(
        await post(blank.token, {
          name: 'New Year',
          isReOccurring: true,
          from: '2031-12-31',
          to: '2032-01-01',
        }),
      ).code,
    ).toBe('Time:DuplicateHoliday');
    // Before its first year it is not there yet.
    await create(blank.token, { name: 'New year', from: '2024-01-01' });
    // A dated one first, then a re-occurring one reaching it in a later year.
    await create(blank.token, { name: 'Founding', from: '2033-02-22' });
    expect(
      businessError(await post(blank.token, { name: 'Founding', isReOccurring: true, from: '2030-02-22' }))
        .message,
    ).toContain('(2033/02/22 to 2033/02/22)');
    expect(await listIds(blank.token, {})).toHaveLength(3);
    expect(await get(blank.token, newYear.id)).toEqual(newYear);
  });

  it('refuses an update onto another holiday of the name, and takes one of the holiday itself', async () => {
    await clearBlank();
    const first = await create(blank.token, { name: 'Spring', from: '2026-04-01', to: '2026-04-03' });
    const second = await create(blank.token, { name: 'Spring', from: '2026-04-10' });
    const moved = await t.call(blank.token, H.update, {
      params: { id: second.id },
      body: {
        name: 'SPRING',
        from: '2026-04-03',
        to: '2026-04-05',
        concurrencyStamp: second.concurrencyStamp,
      },
    });
    expect(businessError(moved)).toMatchObject({
      code: 'Time:DuplicateHoliday',
      message: expect.stringContaining('Spring already covers some of these days (2026/04/01 to 2026/04/03)'),
    });
    expect(await get(blank.token, second.id)).toEqual(second);
    const longer = await t.call(blank.token, H.update, {
      params: { id: first.id },
      body: {
        name: 'Spring',
        from: '2026-04-01',
        to: '2026-04-04',
        concurrencyStamp: first.concurrencyStamp,
      },
    });
    expect(longer.statusCode, longer.body).toBe(200);
  });

  it('finds the shared days of two holidays, a re-occurring one in each of its years', () => {
    const dated = (from: string, to = from) => ({ from, to, isReOccurring: false });
    const yearly = (from: string, to = from) => ({ from, to, isReOccurring: true });
    expect(sharedDates(dated('2026-05-26', '2026-05-29'), dated('2026-05-29', '2026-06-01'))).toEqual({
      from: '2026-05-29',
      to: '2026-06-01',
    });
    expect(sharedDates(dated('2026-05-26', '2026-05-29'), dated('2026-05-30'))).toBeNull();
    // The year of the re-occurring one that meets the dated one, either way round.
    expect(sharedDates(dated('2030-12-31', '2031-01-01'), yearly('2025-01-01'))).toEqual({
      from: '2031-01-01',
      to: '2031-01-01',
    });
    expect(sharedDates(yearly('2025-12-31', '2026-01-01'), dated('2030-01-01'))).toEqual({
      from: '2030-01-01',
      to: '2030-01-01',
    });
    expect(sharedDates(yearly('2031-01-01'), dated('2030-01-01'))).toBeNull();
    // Two re-occurring ones: from the later first year, across New Year, and 29 February on the 28th.
    expect(sharedDates(yearly('2040-01-01'), yearly('2025-12-31', '2026-01-01'))).toEqual({
      from: '2039-12-31',
      to: '2040-01-01',
    });
    expect(sharedDates(yearly('2024-02-29'), yearly('2025-02-28'))).toEqual({
      from: '2025-02-28',
      to: '2025-02-28',
    });
    expect(sharedDates(yearly('2024-02-29'), yearly('2025-03-01'))).toBeNull();
    expect(sharedDates(yearly('2024-03-01'), yearly('2025-02-28'))).toBeNull();
    // A 29 February is on the 28th in common years: one from 2028 meets a 28 February in 2029.
    expect(sharedDates(yearly('2025-02-28'), yearly('2028-02-29'))).toEqual({
      from: '2029-02-28',
      to: '2029-02-28',
    });
    expect(sharedDates(yearly('2024-02-28', '2024-02-29'), yearly('2027-03-01'))).toBeNull();
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a holiday entered twice at once (PostgreSQL)', () => {
  it('keeps one of concurrent creates, the same or overlapping', async () => {
    for (let round = 0; round < 5; round++) {
      const name = uniqueName('Eid');
      const bodies = [
        { name, from: '2026-05-26', to: '2026-05-29' },
        { name, from: '2026-05-26', to: '2026-05-29' },
        { name: name.toUpperCase(), from: '2026-05-27', to: '2026-05-30' },
        { name: ` ${name}`, isReOccurring: true, from: '2025-05-29' },
      ];
      const replies = await Promise.all(bodies.map((b) => t.call(blank.token, 'POST', H.create.path, b)));
      expect(replies.map((r) => r.statusCode).sort(), replies.map((r) => r.body).join(' ')).toEqual([
        200, 422, 422, 422,
      ]);
      for (const r of replies.filter((r) => r.statusCode === 422))
        expect(r.json<{ error: { code: string } }>().error.code).toBe('Time:DuplicateHoliday');
      expect(await listIds(blank.token, { filter: name })).toHaveLength(1);
    }
  });
});

describe('the calendar', () => {
  it('repeats a re-occurring holiday every year from its first, and a dated one never', async () => {
    await clearBlank();
    const newYear = await create(blank.token, { name: 'New year', isReOccurring: true, from: '2025-01-01' });
    const once = await create(blank.token, { name: 'Once', from: '2025-07-01', to: '2025-07-02' });
    expect(await datesBetween(blank.id, '2024-01-01', '2024-12-31')).toEqual([]);
    expect(await datesBetween(blank.id, '2025-01-01', '2025-12-31')).toEqual([
      '2025-01-01',
      '2025-07-01',
      '2025-07-02',
    ]);
    expect(await datesBetween(blank.id, '2026-01-01', '2027-12-31')).toEqual(['2026-01-01', '2027-01-01']);
    // Cut to the range asked.
    expect(await datesBetween(blank.id, '2025-07-02', '2025-07-31')).toEqual(['2025-07-02']);
    expect(await datesBetween(blank.id, '2025-07-03', '2025-12-31')).toEqual([]);

    expect(await calendar(blank.token, '2026-12-01', '2028-01-31')).toEqual([
      { id: newYear.id, name: 'New year', isReOccurring: true, from: '2027-01-01', to: '2027-01-01' },
      { id: newYear.id, name: 'New year', isReOccurring: true, from: '2028-01-01', to: '2028-01-01' },
    ]);
    expect(await calendar(blank.token, '2025-06-30', '2025-07-01')).toEqual([
      { id: once.id, name: 'Once', isReOccurring: false, from: '2025-07-01', to: '2025-07-02' },
    ]);
    expect(await calendar(blank.token, '2024-01-01', '2024-12-31')).toEqual([]);
  });

  it('puts 29 February on the 28th in common years', async () => {
    await clearBlank();
    const leap = await create(blank.token, { name: 'Leap', isReOccurring: true, from: '2024-02-29' });
    const span = await create(blank.token, {
      name: 'Span',
      isReOccurring: true,
      from: '2024-02-28',
      to: '2024-03-01',
    });
    expect(await datesBetween(blank.id, '2025-02-01', '2025-03-31')).toEqual(['2025-02-28', '2025-03-01']);
    expect(await datesBetween(blank.id, '2028-02-01', '2028-03-31')).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    // By date, then name.
    expect(await calendar(blank.token, '2027-02-01', '2027-02-28')).toEqual([
      { id: leap.id, name: 'Leap', isReOccurring: true, from: '2027-02-28', to: '2027-02-28' },
      { id: span.id, name: 'Span', isReOccurring: true, from: '2027-02-28', to: '2027-03-01' },
    ]);
    expect(
      (await calendar(blank.token, '2028-02-29', '2028-02-29')).map((o) => [o.name, o.from, o.to]),
    ).toEqual([
      ['Span', '2028-02-28', '2028-03-01'],
      ['Leap', '2028-02-29', '2028-02-29'],
    ]);
  });

  it('carries a holiday across the year end into the next year', async () => {
    await clearBlank();
    const h = await create(blank.token, {
      name: 'Year end',
      isReOccurring: true,
      from: '2025-12-30',
      to: '2026-01-02',
    });
    // The first year of the holiday reaches into 2026; the next one starts at its end.
    expect(await datesBetween(blank.id, '2026-01-01', '2026-12-31')).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-12-30',
      '2026-12-31',
    ]);
    expect(await datesBetween(blank.id, '2027-01-01', '2027-01-31')).toEqual(['2027-01-01', '2027-01-02']);
    expect(await datesBetween(blank.id, '2025-01-01', '2025-12-29')).toEqual([]);
    expect(await calendar(blank.token, '2027-01-02', '2027-01-10')).toEqual([
      { id: h.id, name: 'Year end', isReOccurring: true, from: '2026-12-30', to: '2027-01-02' },
    ]);
    // The list's range finds the holidays the calendar shows, whichever of their years touches it.
    expect(await listIds(blank.token, { from: '2027-01-02', to: '2027-01-10' })).toEqual([h.id]);
    expect(await listIds(blank.token, { from: '2027-01-03', to: '2027-12-29' })).toEqual([]);
    expect(await listIds(blank.token, { from: '2040-12-31' })).toEqual([h.id]);
    expect(await listIds(blank.token, { to: '2025-12-29' })).toEqual([]);
  });

  it('finds with the list’s range exactly the holidays the calendar shows', async () => {
    await clearBlank();
    const made = [
      await create(blank.token, { from: '2026-03-01', to: '2026-03-05' }),
      await create(blank.token, { from: '2026-03-10' }),
      await create(blank.token, { isReOccurring: true, from: '2020-03-03' }),
      await create(blank.token, { isReOccurring: true, from: '2027-03-03' }),
      await create(blank.token, { isReOccurring: true, from: '2019-12-31', to: '2020-03-01' }),
      await create(blank.token, { from: '2025-01-01', to: '2027-01-01' }),
    ];
    expect(made).toHaveLength(6);
    for (const [from, to] of [
      ['2026-03-01', '2026-03-31'],
      ['2026-03-06', '2026-03-09'],
      ['2026-03-02', '2026-03-02'],
      ['2027-01-02', '2027-02-28'],
      ['2026-01-01', '2028-12-31'],
      ['2019-01-01', '2019-12-30'],
    ] as const) {
      const shown = [...new Set((await calendar(blank.token, from, to)).map((o) => o.id))].sort();
      expect(await listIds(blank.token, { from, to }), `${from}..${to}`).toEqual(shown);
    }
  });

  it('shows at most 1000 holidays, by date', async () => {
    await clearBlank();
    await create(blank.token, { name: 'Every year', isReOccurring: true, from: '1900-06-01' });
    const shown = await calendar(blank.token, '1900-01-01', '2999-12-31');
    expect(shown).toHaveLength(1000);
    expect(shown[0]?.from).toBe('1900-06-01');
    expect(shown[999]?.from).toBe('2899-06-01');
    expect((await datesBetween(blank.id, '1900-01-01', '2999-12-31')).length).toBe(1100);
  });

  it('refuses a range that ends before it starts, or no range', async () => {
    const r = await t.call(acme, H.calendar, { query: { from: '2026-02-01', to: '2026-01-31' } });
    expect(refused(r)).toEqual([expect.stringMatching(/^from: /), expect.stringMatching(/^to: /)]);
    expect(refused(await t.call(acme, 'GET', H.calendar.path))).toHaveLength(2);
    expect(refusedFields(await t.call(acme, 'GET', `${H.calendar.path}?from=2026-01-01&to=nope`))).toEqual([
      'to',
    ]);
    const list = await t.call(acme, H.list, { query: { from: '2026-02-01', to: '2026-01-31' } });
    expect(refused(list)).toHaveLength(2);
  });

  it('reads in the caller’s transaction (the expected-time service’s)', async () => {
    await clearBlank();
    const ctx = systemContext(blank.id);
    const rollback = new Error('rolled back');
    const seen = await t.db
      .transaction(ctx, async (tx) => {
        await tx.insert(holidaysTable).values({
          tenantId: blank.id,
          nameEn: 'Uncommitted',
          isReOccurring: false,
          from: '2026-04-01',
          to: '2026-04-01',
        });
        expect([...(await t.services.time.holidays.datesBetween(ctx, '2026-04-01', '2026-04-30'))]).toEqual([
          '2026-04-01',
        ]);
        throw rollback;
      })
      .catch((e: unknown) => e);
    expect(seen).toBe(rollback);
    expect(await datesBetween(blank.id, '2026-04-01', '2026-04-30')).toEqual([]);
  });
});

describe('access and tenants', () => {
  const P = TimePermissions.Holidays;

  it('reads with the Index permission; each write needs its own', async () => {
    const h = await create(acme);
    const edit = { name: h.name, from: h.from, concurrencyStamp: h.concurrencyStamp };
    const reader = await t.userWith('acme', [P.Default]);
    expect((await t.call(reader.token, H.get, { params: { id: h.id } })).statusCode).toBe(200);
    expect((await t.call(reader.token, H.list, {})).statusCode).toBe(200);
    expect(
      (await t.call(reader.token, H.create, { body: { name: 'x', from: '2030-01-01' } })).statusCode,
    ).toBe(403);
    expect((await t.call(reader.token, H.update, { params: { id: h.id }, body: edit })).statusCode).toBe(403);
    expect((await t.call(reader.token, H.delete, { params: { id: h.id } })).statusCode).toBe(403);

    const creator = await t.userWith('acme', [P.Default, P.Create]);
    expect(
      (await t.call(creator.token, H.create, { body: { name: 'x', from: '2030-01-01' } })).statusCode,
    ).toBe(200);
    expect((await t.call(creator.token, H.update, { params: { id: h.id }, body: edit })).statusCode).toBe(
      403,
    );
    const updater = await t.userWith('acme', [P.Default, P.Update]);
    expect((await t.call(updater.token, H.update, { params: { id: h.id }, body: edit })).statusCode).toBe(
      200,
    );
    expect((await t.call(updater.token, H.delete, { params: { id: h.id } })).statusCode).toBe(403);
    const deleter = await t.userWith('acme', [P.Default, P.Delete]);
    expect((await t.call(deleter.token, H.delete, { params: { id: h.id } })).statusCode).toBe(204);

    const nobody = await t.userWith('acme', []);
    expect((await t.call(nobody.token, H.list, {})).statusCode).toBe(403);
    expect((await t.call(nobody.token, H.get, { params: { id: h.id } })).statusCode).toBe(403);
    expect((await t.call(null, H.list, {})).statusCode).toBe(401);
  });

  it('shows the calendar to every signed-in user of the tenant, and to nobody else', async () => {
    const year = new Date().getUTCFullYear();
    const nobody = await t.userWith('acme', []);
    const shown = await calendar(nobody.token, `${year}-01-01`, `${year}-12-31`);
    expect(shown.map((o) => o.name)).toEqual(
      expect.arrayContaining(DemoReOccurringHolidays.map((h) => h.nameEn)),
    );
    const anonymous = await t.call(null, H.calendar, { query: { from: '2026-01-01', to: '2026-12-31' } });
    expect(anonymous.statusCode).toBe(401);
    // The host has no holidays of its own.
    const host = await t.login(null);
    expect(
      (await t.call(host, H.calendar, { query: { from: '2026-01-01', to: '2026-12-31' } })).statusCode,
    ).toBe(403);
  });

  it('keeps each tenant to its own holidays', async () => {
    const h = await create(acme, { isReOccurring: true, from: '2030-09-09' });
    const tenant = await t.createTenant();
    const other = await t.login(tenant.name);
    const edit = { name: 'Taken', from: '2030-09-09', concurrencyStamp: h.concurrencyStamp };
    expect((await t.call(other, H.get, { params: { id: h.id } })).statusCode).toBe(404);
    expect((await t.call(other, H.update, { params: { id: h.id }, body: edit })).statusCode).toBe(404);
    expect((await t.call(other, H.delete, { params: { id: h.id } })).statusCode).toBe(404);
    expect(await listIds(other, {})).toEqual([]);
    expect(await calendar(other, '2030-01-01', '2035-12-31')).toEqual([]);
    expect(await datesBetween(tenant.id, '2030-01-01', '2035-12-31')).toEqual([]);
    expect(
      await datesBetween(
        (await t.services.tenancy.tenants.findByName('acme'))!.id,
        '2031-09-09',
        '2031-09-09',
      ),
    ).toEqual(['2031-09-09']);
    expect(await get(acme, h.id)).toEqual(h);
  });
});

describe('the dates a holiday change recounts in leave', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('a dated holiday: its dates; a re-occurring one: each year from its first to the next', () => {
    expect(holidayRanges({ from: '2026-04-14', to: '2026-04-15', isReOccurring: false }, now)).toEqual([
      { from: '2026-04-14', to: '2026-04-15' },
    ]);
    expect(holidayRanges({ from: '2024-02-29', to: '2024-03-01', isReOccurring: true }, now)).toEqual([
      { from: '2024-02-29', to: '2024-03-01' },
      { from: '2025-02-28', to: '2025-03-01' },
      { from: '2026-02-28', to: '2026-03-01' },
      { from: '2027-02-28', to: '2027-03-01' },
    ]);
    // One starting after next year: its own first year still.
    expect(holidayRanges({ from: '2030-12-31', to: '2031-01-01', isReOccurring: true }, now)).toEqual([
      { from: '2030-12-31', to: '2031-01-01' },
    ]);
  });
});
