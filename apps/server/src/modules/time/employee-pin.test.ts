import {
  employeePinEndpoints as E,
  type EmployeePinDto,
  employeeEndpoints,
  type PagedResult,
  TimePermissions,
} from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../platform/context.ts';
import { employeeBody, employeesApi } from '../../test/helpers/employees.ts';
import { organisationApi } from '../../test/helpers/organisation.ts';
import { uniqueCode } from '../../test/helpers/payroll.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let acme: string;
let acmeId: string;
let jobTitleId: string;

type Reply = { statusCode: number; body: string; json: <T>() => T };
const P = TimePermissions.EmployeePins;

// Far above the demo's 1..60, and apart per run.
let nextPin = 100_000_000 + Math.floor(Math.random() * 800_000_000);
const freshPin = () => nextPin++;

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.login('acme');
  const org = organisationApi(t);
  const department = await org.createDepartment(acme, uniqueCode('Pins dept'));
  jobTitleId = (await org.createJobTitle(acme, { name: uniqueCode('Operator'), departmentId: department.id }))
    .id;
  const tenants = t.services.tenancy.tenants;
  acmeId = (await tenants.findByName('acme'))!.id;
});
afterAll(() => t?.close());

async function newEmployee(token = acme, name = 'Sami', surname = uniqueCode('Haddad')) {
  return employeesApi(t).create(token, employeeBody(jobTitleId, { name, surname }));
}

async function create(token: string, pin: number, employeeId: string) {
  const r = await t.call(token, E.create, { body: { pin, employeeId } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<EmployeePinDto>();
}

const edit = (p: EmployeePinDto, changes: Record<string, unknown> = {}) => ({
  pin: p.pin,
  employeeId: p.employeeId,
  concurrencyStamp: p.concurrencyStamp,
  ...changes,
});

function businessError(r: Reply) {
  expect(r.statusCode, r.body).toBe(422);
  return r.json<{ error: { code: string; message: string } }>().error;
}

/** The validation errors of a 400 as "member: message". */
function refused(r: Reply) {
  expect(r.statusCode, r.body).toBe(400);
  const { error } = r.json<{ error: { validationErrors: { message: string; members: string[] }[] } }>();
  return error.validationErrors.map((e) => `${e.members.join(',')}: ${e.message}`);
}

describe('the demo PINs', () => {
  it('give acme’s demo employees PINs 1..N in the order of their national numbers', async () => {
    const employees = await t.services.employees.employees.list(systemContext(acmeId), {
      skipCount: 0,
      maxResultCount: 1000,
      sorting: 'nationalNumber asc',
    });
    const demo = employees.items.filter((e) => /^0\d{10}$/.test(e.nationalNumber));
    expect(demo).toHaveLength(60);
    const byPin = await t.services.time.employeePins.employeeIdsByPin(systemContext(acmeId));
    for (const [i, e] of demo.entries()) expect(byPin.get(String(i + 1)), e.name).toBe(e.id);
    const list = await t.call(acme, E.list, { query: { maxResultCount: 3 } });
    expect(list.json<PagedResult<EmployeePinDto>>().items.map((p) => [p.pin, p.employeeName])).toEqual(
      demo.slice(0, 3).map((e, i) => [i + 1, `${e.name} ${e.surname}`]),
    );
  });
});

describe('employee PIN CRUD', () => {
  it('creates, reads with the employee’s name, searches by PIN or name, updates with the stamp and deletes', async () => {
    const surname = uniqueCode('Qabbani');
    const employeeId = await newEmployee(acme, 'Rana', surname);
    const pin = freshPin();
    const created = await create(acme, pin, employeeId);
    expect(created).toMatchObject({ pin, employeeId, employeeName: `Rana ${surname}` });

    const read = await t.call(acme, E.get, { params: { id: created.id } });
    expect(read.json()).toEqual(created);

    const byPin = await t.call(acme, E.list, { query: { filter: String(pin) } });
    expect(byPin.json<PagedResult<EmployeePinDto>>().items.map((p) => p.id)).toEqual([created.id]);
    const byName = await t.call(acme, E.list, { query: { filter: surname.toLowerCase() } });
    expect(byName.json()).toMatchObject({ totalCount: 1, items: [{ id: created.id }] });
    const none = await t.call(acme, E.list, { query: { filter: 'no such person at all' } });
    expect(none.json()).toEqual({ totalCount: 0, items: [] });
    const sorted = await t.call(acme, E.list, { query: { sorting: 'pin desc', maxResultCount: 1000 } });
    const pins = sorted.json<PagedResult<EmployeePinDto>>().items.map((p) => p.pin);
    expect(pins).toEqual([...pins].sort((a, b) => b - a));

    const other = await newEmployee();
    const newPin = freshPin();
    const updated = await t.call(acme, E.update, {
      params: { id: created.id },
      body: edit(created, { pin: newPin, employeeId: other }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ id: created.id, pin: newPin, employeeId: other });
    // The stamp read before the update is stale now.
    const stale = await t.call(acme, E.update, { params: { id: created.id }, body: edit(created) });
    expect(stale.statusCode, stale.body).toBe(409);
    // Saving it unchanged is no clash with itself.
    const same = await t.call(acme, E.update, {
      params: { id: created.id },
      body: edit(updated.json<EmployeePinDto>()),
    });
    expect(same.statusCode, same.body).toBe(200);

    const removed = await t.call(acme, E.delete, { params: { id: created.id } });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await t.call(acme, E.get, { params: { id: created.id } })).statusCode).toBe(404);
    expect((await t.call(acme, E.delete, { params: { id: created.id } })).statusCode).toBe(404);
    // The PIN and the employee are free again.
    await create(acme, newPin, other);
  });
});

describe('the rules of a PIN', () => {
  it('is a whole number from 1 to 999999999', async () => {
    const employeeId = await newEmployee();
    for (const pin of [0, -4, 1_000_000_000, 1.5])
      expect(refused(await t.call(acme, 'POST', E.create.path, { pin, employeeId }))).toEqual([
        'pin: The PIN must be a whole number from 1 to 999999999.',
      ]);
    expect(refused(await t.call(acme, 'POST', E.create.path, { pin: 'abc', employeeId }))[0]).toMatch(
      /^pin:/,
    );
    expect(refused(await t.call(acme, 'POST', E.create.path, { pin: 5 }))[0]).toMatch(/^employeeId:/);
    await create(acme, 999_999_999 - (Date.now() % 1000), employeeId);
  });

  it('belongs to one employee, and an employee has one PIN: 422s that name them, in both languages', async () => {
    const first = await newEmployee(acme, 'Hiba', uniqueCode('Nasr'));
    const second = await newEmployee();
    const pin = freshPin();
    const held = await create(acme, pin, first);

    const samePin = businessError(await t.call(acme, E.create, { body: { pin, employeeId: second } }));
    expect(samePin).toMatchObject({
      code: 'Time:DuplicatePin',
      message: `The PIN ${pin} is already given to another employee.`,
    });
    const arabic = businessError(
      await t.call(acme, E.create, {
        body: { pin, employeeId: second },
        headers: { 'accept-language': 'ar' },
      }),
    );
    expect(arabic.message).toBe(`رقم البصمة ${pin} مُعطى لموظف آخر مسبقاً.`);

    const sameEmployee = businessError(
      await t.call(acme, E.create, { body: { pin: freshPin(), employeeId: first } }),
    );
    expect(sameEmployee.code).toBe('Time:EmployeeHasPin');
    expect(sameEmployee.message).toBe(`${held.employeeName} already has the PIN ${pin}.`);

    // An update into another's PIN or employee is refused the same way.
    const secondPin = await create(acme, freshPin(), second);
    expect(
      businessError(
        await t.call(acme, E.update, { params: { id: secondPin.id }, body: edit(secondPin, { pin }) }),
      ).code,
    ).toBe('Time:DuplicatePin');
    expect(
      businessError(
        await t.call(acme, E.update, {
          params: { id: secondPin.id },
          body: edit(secondPin, { employeeId: first }),
        }),
      ).code,
    ).toBe('Time:EmployeeHasPin');
  });

  it('names a live employee of the tenant', async () => {
    const missing = businessError(
      await t.call(acme, E.create, { body: { pin: freshPin(), employeeId: crypto.randomUUID() } }),
    );
    expect(missing).toMatchObject({
      code: 'Time:PinEmployeeNotFound',
      message: 'The employee was not found.',
    });
    const gone = await newEmployee();
    const deleted = await t.call(acme, employeeEndpoints.delete, { params: { id: gone } });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(
      businessError(await t.call(acme, E.create, { body: { pin: freshPin(), employeeId: gone } })).code,
    ).toBe('Time:PinEmployeeNotFound');
  });

  it('two saves of one PIN at once: one wins, the other gets the 422', async () => {
    const pin = freshPin();
    const [a, b] = await Promise.all([newEmployee(), newEmployee()]);
    const replies = await Promise.all([
      t.call(acme, E.create, { body: { pin, employeeId: a } }),
      t.call(acme, E.create, { body: { pin, employeeId: b } }),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(businessError(replies.find((r) => r.statusCode === 422)!).code).toBe('Time:DuplicatePin');

    const c = await newEmployee();
    const both = await Promise.all([
      t.call(acme, E.create, { body: { pin: freshPin(), employeeId: c } }),
      t.call(acme, E.create, { body: { pin: freshPin(), employeeId: c } }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(businessError(both.find((r) => r.statusCode === 422)!).code).toBe('Time:EmployeeHasPin');
  });
});

describe('access and tenants', () => {
  it('reads with the Index permission; each write needs its own', async () => {
    const employeeId = await newEmployee();
    const p = await create(acme, freshPin(), employeeId);
    const reader = await t.userWith('acme', [P.Default]);
    expect((await t.call(reader.token, E.list, {})).statusCode).toBe(200);
    expect((await t.call(reader.token, E.get, { params: { id: p.id } })).statusCode).toBe(200);
    expect((await t.call(reader.token, E.create, { body: { pin: freshPin(), employeeId } })).statusCode).toBe(
      403,
    );
    expect((await t.call(reader.token, E.update, { params: { id: p.id }, body: edit(p) })).statusCode).toBe(
      403,
    );
    expect((await t.call(reader.token, E.delete, { params: { id: p.id } })).statusCode).toBe(403);

    const writer = await t.userWith('acme', [P.Default, P.Create, P.Update]);
    const other = await newEmployee();
    expect(
      (await t.call(writer.token, E.create, { body: { pin: freshPin(), employeeId: other } })).statusCode,
    ).toBe(200);
    expect((await t.call(writer.token, E.update, { params: { id: p.id }, body: edit(p) })).statusCode).toBe(
      200,
    );
    expect((await t.call(writer.token, E.delete, { params: { id: p.id } })).statusCode).toBe(403);
    const deleter = await t.userWith('acme', [P.Default, P.Delete]);
    expect((await t.call(deleter.token, E.delete, { params: { id: p.id } })).statusCode).toBe(204);

    const nobody = await t.userWith('acme', []);
    expect((await t.call(nobody.token, E.list, {})).statusCode).toBe(403);
    expect((await t.call(nobody.token, E.get, { params: { id: p.id } })).statusCode).toBe(403);
    expect((await t.call(null, E.list, {})).statusCode).toBe(401);
  });

  it('keeps each tenant to its own PINs and employees', async () => {
    const employeeId = await newEmployee();
    const mine = await create(acme, freshPin(), employeeId);
    const tenant = await t.createTenant();
    const other = await t.login(tenant.name);
    expect((await t.call(other, E.get, { params: { id: mine.id } })).statusCode).toBe(404);
    expect((await t.call(other, E.update, { params: { id: mine.id }, body: edit(mine) })).statusCode).toBe(
      404,
    );
    expect((await t.call(other, E.delete, { params: { id: mine.id } })).statusCode).toBe(404);
    expect((await t.call(other, E.list, { query: { maxResultCount: 1000 } })).json()).toEqual({
      totalCount: 0,
      items: [],
    });
    // acme's employee is unknown there; the same PIN is free there.
    expect(businessError(await t.call(other, E.create, { body: { pin: mine.pin, employeeId } })).code).toBe(
      'Time:PinEmployeeNotFound',
    );
    const theirs = await employeesApi(t).create(
      other,
      employeeBody(
        (
          await organisationApi(t).createJobTitle(other, {
            name: 'Clerk',
            departmentId: (await organisationApi(t).createDepartment(other, 'Office')).id,
          })
        ).id,
      ),
    );
    const same = await create(other, mine.pin, theirs);
    expect(same.pin).toBe(mine.pin);
    const map = await t.services.time.employeePins.employeeIdsByPin(systemContext(tenant.id));
    expect([...map]).toEqual([[String(mine.pin), theirs]]);
    expect((await t.call(acme, E.get, { params: { id: mine.id } })).json()).toEqual(mine);
  });
});
