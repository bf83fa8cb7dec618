import {
  ContractsPermissions,
  DayOfWeek,
  workingScheduleEndpoints as E,
  hoursAndMinutesOf,
  type PagedResult,
  type WorkingHourInput,
  type WorkingScheduleDto,
} from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DemoWorkingSchedules } from './employment.seed.ts';

let t: TestApp;
let acme: string;
let serial = 0;
const uniqueName = (prefix = 'Schedule') => `${prefix} ${Date.now().toString(36)}${serial++}`;

const { Sunday, Monday, Tuesday, Saturday } = DayOfWeek;
const hour = (day: number, from: string, to: string, expectedAttendance: string): WorkingHourInput => ({
  day,
  from,
  to,
  expectedAttendance,
});
const office = hour(Sunday, '08:00', '16:00', '08:00');

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.login('acme');
});
afterAll(() => t?.close());

async function create(token: string, workingHours: WorkingHourInput[] = [office], name = uniqueName()) {
  const r = await t.call(token, E.create, { body: { name, workingHours } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<string>();
}

async function get(token: string, id: string) {
  const r = await t.call(token, E.get, { params: { id } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<WorkingScheduleDto>();
}

/** The validation errors of a 400 as "member: message". */
function refused(r: { statusCode: number; body: string; json: <T>() => T }) {
  expect(r.statusCode, r.body).toBe(400);
  const { error } = r.json<{ error: { validationErrors: { message: string; members: string[] }[] } }>();
  return error.validationErrors.map((e) => `${e.members.join(',')}: ${e.message}`);
}

describe('the demo schedules', () => {
  it('acme has an office week Sunday to Thursday and a night shift, 8 hours a day', async () => {
    const r = await t.call(acme, E.list, { query: { maxResultCount: 100 } });
    const items = r.json<PagedResult<WorkingScheduleDto>>().items;
    const officeWeek = items.find((s) => s.name === DemoWorkingSchedules.OfficeWeek)!;
    const nights = items.find((s) => s.name === DemoWorkingSchedules.NightShift)!;
    expect(officeWeek.averageHourNumber).toBe(8);
    expect(officeWeek.workingHours.map((h) => [h.day, h.from, h.to, h.expectedAttendance])).toEqual(
      [0, 1, 2, 3, 4].map((d) => [d, '08:00', '16:00', '08:00']),
    );
    expect(nights.averageHourNumber).toBe(8);
    expect(nights.workingHours.map((h) => `${h.day} ${h.from}-${h.to}`)).toEqual(
      [0, 1, 2, 3, 4].map((d) => `${d} 22:00-06:00`),
    );
  });
});

describe('working schedule CRUD', () => {
  it('creates (answering the id as text), reads, names, lists, updates its hours with the stamp and deletes', async () => {
    const name = uniqueName('Split week');
    const created = await t.call(acme, E.create, {
      body: {
        name: ` ${name} `,
        workingHours: [
          hour(Monday, '13:00', '17:00', '04:00'),
          hour(Monday, '08:00', '12:00', '03:30'),
          // Numbers may come as digits, as a query string would send them.
          { ...hour(Sunday, '22:00', '06:00', '07:00'), day: '0' },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.headers['content-type']).toMatch(/^application\/json/);
    const id = created.json<string>();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const read = await get(acme, id);
    expect(read).toMatchObject({ id, name, averageHourNumber: 4.8 });
    // By day, then start; the night belongs to Sunday, the day it starts.
    expect(read.workingHours.map((h) => [h.day, h.from, h.to, h.expectedAttendance])).toEqual([
      [Sunday, '22:00', '06:00', '07:00'],
      [Monday, '08:00', '12:00', '03:30'],
      [Monday, '13:00', '17:00', '04:00'],
    ]);
    const named = await t.call(acme, E.nameOf, { params: { id } });
    expect(named.json()).toEqual({ id, name });

    const filtered = await t.call(acme, E.list, { query: { filter: name.toLowerCase() } });
    expect(filtered.json()).toMatchObject({ totalCount: 1, items: [{ id, averageHourNumber: 4.8 }] });
    const sorted = await t.call(acme, E.list, { query: { sorting: 'name desc', maxResultCount: 1000 } });
    const names = sorted.json<PagedResult<WorkingScheduleDto>>().items.map((s) => s.name.toUpperCase());
    expect(names).toEqual([...names].sort().reverse());
    const paged = await t.call(acme, E.list, { query: { skipCount: 1, maxResultCount: 1 } });
    expect(paged.json<PagedResult<WorkingScheduleDto>>().items).toHaveLength(1);

    // Keep Sunday's night (changed in place), drop Monday's morning, add Tuesday.
    const [night, , afternoon] = read.workingHours;
    const updated = await t.call(acme, E.update, {
      params: { id },
      body: {
        name: `${name} v2`,
        concurrencyStamp: read.concurrencyStamp,
        workingHours: [
          { ...hour(Sunday, '21:00', '05:00', '08:00'), id: night!.id },
          { ...hour(Monday, '13:00', '17:00', '04:00'), id: afternoon!.id },
          hour(Tuesday, '09:00', '17:00', '07:30'),
        ],
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = updated.json<WorkingScheduleDto>();
    expect(after).toMatchObject({ name: `${name} v2`, averageHourNumber: 6.5 });
    expect(
      after.workingHours.map((h) => [h.id === night!.id, h.id === afternoon!.id, h.day, h.from]),
    ).toEqual([
      [true, false, Sunday, '21:00'],
      [false, true, Monday, '13:00'],
      [false, false, Tuesday, '09:00'],
    ]);
    expect(after.concurrencyStamp).not.toBe(read.concurrencyStamp);
    expect(after.lastModificationTime).not.toBeNull();

    // The stale stamp loses, and changes nothing.
    const stale = await t.call(acme, E.update, {
      params: { id },
      body: { name: 'Stale', concurrencyStamp: read.concurrencyStamp, workingHours: [office] },
    });
    expect(stale.statusCode).toBe(409);
    expect((await get(acme, id)).workingHours).toHaveLength(3);

    expect((await t.call(acme, E.delete, { params: { id } })).statusCode).toBe(204);
    expect((await t.call(acme, E.get, { params: { id } })).statusCode).toBe(404);
    expect((await t.call(acme, E.nameOf, { params: { id } })).statusCode).toBe(404);
    expect((await t.call(acme, E.delete, { params: { id } })).statusCode).toBe(404);
    const gone = await t.call(acme, E.list, { query: { filter: name } });
    expect(gone.json()).toMatchObject({ totalCount: 0 });
    // Its name is free again.
    await create(acme, [office], name);
  });

  it('refuses an hour id that is not one of the schedule’s, and the same id twice', async () => {
    const a = await get(acme, await create(acme));
    const b = await get(acme, await create(acme));
    const foreign = await t.call(acme, E.update, {
      params: { id: a.id },
      body: {
        name: a.name,
        concurrencyStamp: a.concurrencyStamp,
        workingHours: [{ ...office, id: b.workingHours[0]!.id }],
      },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error.code).toBe('Contracts:WorkingHourNotFound');
    const twice = await t.call(acme, E.update, {
      params: { id: a.id },
      body: {
        name: a.name,
        concurrencyStamp: a.concurrencyStamp,
        workingHours: [
          { ...office, id: a.workingHours[0]!.id },
          { ...hour(Monday, '08:00', '16:00', '08:00'), id: a.workingHours[0]!.id },
        ],
      },
    });
    expect(twice.statusCode).toBe(422);
    // Nothing changed, on either.
    expect(await get(acme, a.id)).toEqual(a);
    expect(await get(acme, b.id)).toEqual(b);
  });
});

describe('the rules of a schedule', () => {
  const body = (workingHours: unknown[], name: string = uniqueName()) =>
    ({ body: { name, workingHours } }) as never;

  it('wants a name (bounded) and at least one working hour', async () => {
    expect(refused(await t.call(acme, E.create, body([office], ' ')))).toEqual([
      expect.stringMatching(/^name: /),
    ]);
    expect(refused(await t.call(acme, E.create, body([office], 'x'.repeat(129))))).toEqual([
      expect.stringMatching(/^name: /),
    ]);
    const none = await t.call(acme, E.create, body([]));
    expect(refused(none)).toEqual(['workingHours: A working schedule must have at least one working hour.']);
    const arabic = await t.call(acme, E.create, {
      ...(body([]) as object),
      headers: { 'accept-language': 'ar' },
    } as never);
    expect(refused(arabic)).toEqual(['workingHours: يجب أن يحتوي جدول الدوام على ساعة عمل واحدة على الأقل.']);
    // The update too.
    const s = await get(acme, await create(acme));
    const emptied = await t.call(acme, E.update, {
      params: { id: s.id },
      body: { name: s.name, concurrencyStamp: s.concurrencyStamp, workingHours: [] },
    });
    expect(refused(emptied)).toEqual([
      'workingHours: A working schedule must have at least one working hour.',
    ]);
  });

  it('wants times as HH:mm and a day Sunday=0 to Saturday=6', async () => {
    const bad = async (h: unknown) => refused(await t.call(acme, E.create, body([h])));
    expect(await bad(hour(Sunday, '8:00', '16:00', '08:00'))).toEqual([
      'workingHours.0.from: Enter a time between 00:00 and 23:59.',
    ]);
    expect(await bad(hour(Sunday, '08:00', '24:00', '08:00'))).toEqual([
      'workingHours.0.to: Enter a time between 00:00 and 23:59.',
    ]);
    expect(await bad(hour(Sunday, '08:00', '16:00:00', '08:00'))).toEqual([
      'workingHours.0.to: Enter a time between 00:00 and 23:59.',
    ]);
    expect(await bad({ ...office, day: 7 })).toEqual([
      'workingHours.0.day: Choose one of the listed values.',
    ]);
    expect(await bad({ ...office, day: -1 })).toHaveLength(1);
    expect(await bad({ day: Sunday, from: '08:00', to: '16:00' })).toEqual([
      expect.stringMatching(/^workingHours\.0\.expectedAttendance: /),
    ]);
  });

  it('wants expected attendance above 00:00 and not more than from-to (InvalidExpectedAttendance)', async () => {
    const message =
      'Expected attendance must be more than 00:00 and not more than the time from the start to the end.';
    for (const h of [
      hour(Sunday, '08:00', '16:00', '08:01'),
      hour(Sunday, '08:00', '16:00', '00:00'),
      hour(Sunday, '22:00', '06:00', '08:30'),
      hour(Sunday, '08:00', '16:00', '8 hours'),
    ])
      expect(refused(await t.call(acme, E.create, body([h]))), JSON.stringify(h)).toEqual([
        `workingHours.0.expectedAttendance: ${message}`,
      ]);
    // All of the span is fine, past midnight too: 22:00 to 06:00 is 8 hours.
    const night = await get(acme, await create(acme, [hour(Saturday, '22:00', '06:00', '08:00')]));
    expect(night.averageHourNumber).toBe(8);
  });

  it('refuses an hour that ends when it starts', async () => {
    expect(refused(await t.call(acme, E.create, body([hour(Sunday, '09:00', '09:00', '01:00')])))).toEqual([
      'workingHours.0.to: The end must differ from the start. An end before the start runs past midnight.',
    ]);
  });

  it('refuses hours that overlap, the part past midnight against the next day’s, the week wrapping', async () => {
    const overlap = async (hours: WorkingHourInput[]) => refused(await t.call(acme, E.create, body(hours)));
    const message = expect.stringMatching(/^workingHours\.1\.from: This working hour overlaps another one\./);
    expect(await overlap([office, hour(Sunday, '15:00', '18:00', '03:00')])).toEqual([message]);
    expect(
      await overlap([hour(Sunday, '22:00', '06:00', '08:00'), hour(Monday, '05:00', '13:00', '08:00')]),
    ).toEqual([message]);
    expect(
      await overlap([hour(Sunday, '05:00', '09:00', '04:00'), hour(Saturday, '22:00', '06:00', '08:00')]),
    ).toEqual([message]);
    // Touching is not overlapping.
    const touching = await get(
      acme,
      await create(acme, [
        hour(Sunday, '22:00', '06:00', '08:00'),
        hour(Monday, '06:00', '14:00', '08:00'),
        hour(Sunday, '14:00', '22:00', '08:00'),
      ]),
    );
    expect(touching.workingHours).toHaveLength(3);
    // An update that makes two hours overlap is refused too.
    const u = await t.call(acme, E.update, {
      params: { id: touching.id },
      body: {
        name: touching.name,
        concurrencyStamp: touching.concurrencyStamp,
        workingHours: [...touching.workingHours, hour(Monday, '13:00', '15:00', '02:00')],
      },
    });
    expect(refused(u)).toEqual([expect.stringMatching(/^workingHours\.3\.from: /)]);
  });

  it('caps the hours of a schedule at 50', async () => {
    // Up to 8 hours a day, 20 minutes each, half an hour apart.
    const hours = (n: number) =>
      Array.from({ length: n }, (_, i) => {
        const start = Math.floor(i / 7) * 30;
        return hour(i % 7, hoursAndMinutesOf(start), hoursAndMinutesOf(start + 20), '00:20');
      });
    expect(refused(await t.call(acme, E.create, body(hours(51))))).toEqual([
      'workingHours: A working schedule can have at most 50 working hours.',
    ]);
    const fifty = await get(acme, await create(acme, hours(50)));
    expect(fifty.workingHours).toHaveLength(50);
    expect(fifty.averageHourNumber).toBe(0.3);
  });

  it('keeps names unique in the tenant whatever their case, also for two saves at once', async () => {
    const name = uniqueName('Unique');
    await create(acme, [office], name);
    const duplicate = await t.call(acme, E.create, body([office], name.toUpperCase()));
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().error).toMatchObject({
      code: 'Contracts:DuplicateWorkingScheduleName',
      message: `There is already a working schedule named ${name.toUpperCase()}.`,
    });
    const other = await get(acme, await create(acme));
    const rename = await t.call(acme, E.update, {
      params: { id: other.id },
      body: { name, concurrencyStamp: other.concurrencyStamp, workingHours: [office] },
    });
    expect(rename.statusCode).toBe(422);

    const race = uniqueName('Race');
    const answers = await Promise.all([1, 2, 3].map(() => t.call(acme, E.create, body([office], race))));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422, 422]);
    const listed = await t.call(acme, E.list, { query: { filter: race } });
    expect(listed.json()).toMatchObject({ totalCount: 1 });
  });

  it('lets one of two updates with the same stamp win, with its own hours only', async () => {
    const s = await get(acme, await create(acme));
    const save = (from: string) =>
      t.call(acme, E.update, {
        params: { id: s.id },
        body: {
          name: s.name,
          concurrencyStamp: s.concurrencyStamp,
          workingHours: [hour(Monday, from, '17:00', '01:00'), hour(Tuesday, from, '17:00', '01:00')],
        },
      });
    const answers = await Promise.all([save('09:00'), save('10:00')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((r) => r.statusCode === 200)!.json<WorkingScheduleDto>();
    const now = await get(acme, s.id);
    expect(now.workingHours.map((h) => h.from)).toEqual(winner.workingHours.map((h) => h.from));
    expect(new Set(now.workingHours.map((h) => h.from)).size).toBe(1);
  });
});

describe('access and tenants', () => {
  const P = ContractsPermissions.WorkingSchedules;

  it('reads with the Index permission, and writes only with Create, Update or Delete', async () => {
    const s = await get(acme, await create(acme));
    const reader = await t.userWith('acme', [P.Default]);
    expect((await t.call(reader.token, E.get, { params: { id: s.id } })).statusCode).toBe(200);
    expect((await t.call(reader.token, E.list, {})).statusCode).toBe(200);
    expect((await t.call(reader.token, E.nameOf, { params: { id: s.id } })).statusCode).toBe(200);
    expect(
      (await t.call(reader.token, E.create, { body: { name: uniqueName(), workingHours: [office] } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.call(reader.token, E.update, {
          params: { id: s.id },
          body: { name: s.name, concurrencyStamp: s.concurrencyStamp, workingHours: [office] },
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.call(reader.token, E.delete, { params: { id: s.id } })).statusCode).toBe(403);
    const creator = await t.userWith('acme', [P.Default, P.Create]);
    await create(creator.token);
    expect((await t.call(creator.token, E.delete, { params: { id: s.id } })).statusCode).toBe(403);
    const nobody = await t.userWith('acme', []);
    expect((await t.call(nobody.token, E.list, {})).statusCode).toBe(403);
    expect((await t.call(null, E.list, {})).statusCode).toBe(401);
  });

  it('keeps each tenant to its own schedules and hours', async () => {
    const tenant = await t.createTenant();
    const other = await t.login(tenant.name);
    const name = uniqueName('Isolated');
    const id = await create(acme, [office], name);
    const mine = await get(acme, id);
    // The other tenant may use the name, and cannot see, change or delete acme's schedule.
    const theirs = await get(other, await create(other, [office], name));
    expect((await t.call(other, E.get, { params: { id } })).statusCode).toBe(404);
    expect((await t.call(other, E.nameOf, { params: { id } })).statusCode).toBe(404);
    const update = await t.call(other, E.update, {
      params: { id },
      body: { name: 'Taken', concurrencyStamp: mine.concurrencyStamp, workingHours: [office] },
    });
    expect(update.statusCode).toBe(404);
    expect((await t.call(other, E.delete, { params: { id } })).statusCode).toBe(404);
    // Nor take over acme's hours by their ids in an update of its own schedule.
    const steal = await t.call(other, E.update, {
      params: { id: theirs.id },
      body: {
        name,
        concurrencyStamp: theirs.concurrencyStamp,
        workingHours: [{ ...office, id: mine.workingHours[0]!.id }],
      },
    });
    expect(steal.statusCode).toBe(422);
    const list = await t.call(other, E.list, { query: { maxResultCount: 1000 } });
    const ids = list.json<PagedResult<WorkingScheduleDto>>().items.map((s) => s.id);
    expect(ids).toEqual([theirs.id]);
    expect(await get(acme, id)).toEqual(mine);
  });
});
