import {
  contractEndpoints as C,
  type ContractDto,
  ContractState,
  ContractsPermissions,
  type CreateContractInput,
  EntityType,
  type ExtraFieldDefinitionDto,
  ExtraFieldType,
  extraFieldDefinitionEndpoints,
  jobTitleEndpoints,
  type PagedResult,
  type PayslipDto,
  payslipEndpoints as PS,
  salaryStructureEndpoints,
  type UpdateContractInput,
  WorkEntrySource,
  workingScheduleEndpoints,
} from '@hr/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../app.ts';
import { employeeBody, employeesApi } from '../../test/helpers/employees.ts';
import { contractsApi } from '../../test/helpers/employment.ts';
import { organisationApi } from '../../test/helpers/organisation.ts';
import { payrollApi, uniqueCode } from '../../test/helpers/payroll.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoStructureName } from '../payroll/payroll.seed.ts';
import { DemoWorkingSchedules } from './employment.seed.ts';

let t: TestApp;
let acme: string;
let jobTitleId: string;
let departmentId: string;
let structureId: string;
let scheduleId: string;
let otherScheduleId: string;
let extraField: ExtraFieldDefinitionDto;

type Reply = { statusCode: number; body: string; json: <T>() => T };

async function createSchedule(token: string) {
  const r = await t.call(token, workingScheduleEndpoints.create, {
    body: {
      name: uniqueCode('Schedule'),
      workingHours: [{ day: 0, from: '08:00', to: '16:00', expectedAttendance: '08:00' }],
    },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<string>();
}

async function newEmployee(token = acme, titleId = jobTitleId) {
  return employeesApi(t).create(token, employeeBody(titleId));
}

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.login('acme');
  const org = organisationApi(t);
  const department = await org.createDepartment(acme, uniqueCode('Contracts dept'));
  departmentId = department.id;
  jobTitleId = (await org.createJobTitle(acme, { name: uniqueCode('Clerk'), departmentId: department.id }))
    .id;
  const payroll = payrollApi(t);
  const category = await payroll.createCategory(acme);
  structureId = await payroll.createStructure(acme, [
    await payroll.createRule(acme, { categoryId: category }),
  ]);
  scheduleId = await createSchedule(acme);
  otherScheduleId = await createSchedule(acme);
  const field = await t.call(acme, extraFieldDefinitionEndpoints.create, {
    body: {
      fieldName: 'Probation months',
      code: uniqueCode('Probation'),
      entityType: EntityType.Contract,
      fieldType: ExtraFieldType.Int,
    },
  });
  expect(field.statusCode, field.body).toBe(200);
  extraField = field.json<ExtraFieldDefinitionDto>();
});
afterAll(() => t?.close());

function body(employeeId: string, changes: Partial<CreateContractInput> = {}): CreateContractInput {
  return {
    name: uniqueCode('Contract'),
    type: 0,
    start: '2026-01-01',
    end: '2026-12-31',
    employeeId,
    jobTitleId,
    workEntrySource: WorkEntrySource.WorkingSchedule,
    salaryStructureId: structureId,
    contractWorkingSchedules: [{ workingScheduleId: scheduleId, from: '2026-01-01', to: '2026-12-31' }],
    ...changes,
  };
}

/** The schedule ranges' change records of one request (its `x-request-id`), by range id. */
async function rangeChanges(requestId: unknown) {
  const { rows } = await t.db.ownerSql.query<{
    id: string;
    type: number;
    properties: Record<string, unknown>;
  }>(
    `select entity_id as id, change_type as type, properties from audit_entity_changes
      where correlation_id = $1 and entity_type = 'ContractWorkingSchedule' order by entity_id, id`,
    [String(requestId)],
  );
  return rows;
}

async function create(token: string, input: CreateContractInput) {
  const r = await t.call(token, C.create, { body: input });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<string>();
}

async function get(token: string, id: string) {
  const r = await t.call(token, C.get, { params: { id } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<ContractDto>();
}

/** The update body of a contract as read, with changes. */
function edit(c: ContractDto, changes: Record<string, unknown> = {}) {
  return {
    name: c.name,
    type: c.type,
    start: c.start,
    end: c.end,
    employeeId: c.employeeId,
    jobTitleId: c.jobTitleId,
    workEntrySource: c.workEntrySource,
    salaryStructureId: c.salaryStructureId,
    contractWorkingSchedules: c.contractWorkingSchedules?.map(({ id, workingScheduleId, from, to }) => ({
      id,
      workingScheduleId,
      from,
      to,
    })),
    extraFields: c.extraFields.map(({ extraFieldDefinitionId, value }) => ({
      extraFieldDefinitionId,
      value,
    })),
    concurrencyStamp: c.concurrencyStamp,
    ...changes,
  } as UpdateContractInput;
}

const activate = (token: string, id: string) => t.call(token, C.activate, { params: { id } });
const expire = (token: string, id: string) => t.call(token, C.expire, { params: { id } });
const cancel = (token: string, id: string, reason: unknown = 'Moved abroad') =>
  t.call(token, 'PUT', `/api/app/contract/${id}/cancel-contract`, { reason });

/** The validation errors of a 400 as "member: message". */
function refused(r: Reply) {
  expect(r.statusCode, r.body).toBe(400);
  const { error } = r.json<{ error: { validationErrors: { message: string; members: string[] }[] } }>();
  return error.validationErrors.map((e) => `${e.members.join(',')}: ${e.message}`);
}

function businessError(r: Reply) {
  expect(r.statusCode, r.body).toBe(422);
  return r.json<{ error: { code: string; message: string } }>().error;
}

describe('the demo contracts', () => {
  it('gives most acme employees an Active contract on the office week and the demo structure, some ending within 30 days, once', async () => {
    const all = async () =>
      (await t.call(acme, C.list, { query: { maxResultCount: 1000, state: ContractState.Active } }))
        .json<PagedResult<ContractDto>>()
        .items.filter((c) => c.salaryStructureName === demoStructureName);
    const active = await all();
    expect(active.length).toBeGreaterThanOrEqual(10);
    for (const c of active)
      expect(c.contractWorkingSchedules?.map((r) => r.workingScheduleName)).toEqual([
        DemoWorkingSchedules.OfficeWeek,
      ]);
    const soon = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(active.filter((c) => c.end <= soon).length).toBeGreaterThan(0);
    expect(active.filter((c) => c.end > soon).length).toBeGreaterThan(0);
    // A second seed adds nothing.
    await seed(t);
    expect((await all()).length).toBe(active.length);
  });
});

describe('contract CRUD', () => {
  it('creates a Draft (id as text) with its schedule ranges and extra field, reads, lists and updates it', async () => {
    const employeeId = await newEmployee();
    const id = await create(
      acme,
      body(employeeId, {
        contractWorkingSchedules: [
          { workingScheduleId: otherScheduleId, from: '2026-07-01', to: '2026-12-31' },
          { workingScheduleId: scheduleId, from: '2026-01-01', to: '2026-06-30' },
        ],
        extraFields: [{ extraFieldDefinitionId: extraField.id, value: '3' }],
      }),
    );
    expect(typeof id).toBe('string');
    const c = await get(acme, id);
    expect(c).toMatchObject({
      state: ContractState.Draft,
      employeeId,
      jobTitleId,
      salaryStructureId: structureId,
      start: '2026-01-01',
      end: '2026-12-31',
      cancellationReason: null,
    });
    expect(c.employeeName).toBe('Sami Haddad');
    expect(c.jobTitleName).toMatch(/^Clerk/);
    expect(c.salaryStructureName).toMatch(/^Structure/);
    // By start, each with its schedule's name.
    expect(c.contractWorkingSchedules!.map((r) => [r.workingScheduleId, r.from, r.to])).toEqual([
      [scheduleId, '2026-01-01', '2026-06-30'],
      [otherScheduleId, '2026-07-01', '2026-12-31'],
    ]);
    expect(c.contractWorkingSchedules![0]!.workingScheduleName).toMatch(/^Schedule/);
    expect(c.extraFields).toEqual([
      expect.objectContaining({ extraFieldDefinitionId: extraField.id, value: '3' }),
    ]);

    const list = await t.call(acme, C.list, { query: { employeeId, state: ContractState.Draft } });
    expect(list.json<PagedResult<ContractDto>>().items.map((x) => x.id)).toEqual([id]);
    const none = await t.call(acme, C.list, { query: { employeeId, state: ContractState.Active } });
    expect(none.json<PagedResult<ContractDto>>().totalCount).toBe(0);

    // The first range kept (its id), the second dropped, a new one added; answers the id as text.
    const kept = c.contractWorkingSchedules![0]!;
    const u = await t.call(acme, C.update, {
      params: { id },
      body: edit(c, {
        name: 'Renamed',
        end: '2027-03-31',
        contractWorkingSchedules: [
          { id: kept.id, workingScheduleId: scheduleId, from: '2026-01-01', to: '2026-09-30' },
          { workingScheduleId: otherScheduleId, from: '2026-10-01', to: '2027-03-31' },
        ],
        extraFields: [{ extraFieldDefinitionId: extraField.id, value: '6' }],
      }),
    });
    expect(u.statusCode, u.body).toBe(200);
    expect(u.json<string>()).toBe(id);
    const after = await get(acme, id);
    expect(after.name).toBe('Renamed');
    expect(after.contractWorkingSchedules!.map((r) => [r.id === kept.id, r.to])).toEqual([
      [true, '2026-09-30'],
      [false, '2027-03-31'],
    ]);
    expect(after.extraFields[0]?.value).toBe('6');
    // The ranges changed in place: the kept one recorded once as changed (its end), the dropped one
    // removed, the new one added; an update that sends them as they are records none.
    const dropped = c.contractWorkingSchedules![1]!;
    const added = after.contractWorkingSchedules![1]!;
    expect(await rangeChanges(u.headers['x-request-id'])).toEqual(
      [
        { id: kept.id, type: 1, properties: { to: ['2026-06-30', '2026-09-30'] } },
        { id: dropped.id, type: 2, properties: expect.objectContaining({ from: ['2026-07-01', null] }) },
        { id: added.id, type: 0, properties: expect.objectContaining({ from: [null, '2026-10-01'] }) },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
    const same = await t.call(acme, C.update, {
      params: { id },
      body: edit(after, { name: 'Renamed again' }),
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(await rangeChanges(same.headers['x-request-id'])).toEqual([]);
    // The old stamp is stale now.
    expect((await t.call(acme, C.update, { params: { id }, body: edit(c) })).statusCode).toBe(409);
  });

  it('sorts by the fields its contract declares (the export too), and answers 400 naming them for another', async () => {
    const byEnd = await t.call(acme, C.list, { query: { maxResultCount: 1000, sorting: 'end desc' } });
    const ends = byEnd.json<PagedResult<ContractDto>>().items.map((c) => c.end);
    expect(ends).toEqual([...ends].sort().reverse());
    const message =
      'This list can be sorted by name, start, end, state, creationTime only, each followed by asc or desc if you like.';
    for (const path of [C.list.path, C.exportExcel.path]) {
      const r = await t.call(acme, 'GET', `${path}?sorting=employeeName`);
      expect(r.statusCode, path).toBe(400);
      expect(r.json().error.validationErrors[0].message).toBe(message);
    }
  });

  it('keeps no schedules with work entry source Attendance (null), and refuses any sent', async () => {
    const employeeId = await newEmployee();
    const id = await create(
      acme,
      body(employeeId, { workEntrySource: WorkEntrySource.Attendance, contractWorkingSchedules: null }),
    );
    expect((await get(acme, id)).contractWorkingSchedules).toBeNull();
    const r = await t.call(acme, C.create, {
      body: body(employeeId, { workEntrySource: WorkEntrySource.Attendance }),
    });
    expect(refused(r)).toEqual([
      'contractWorkingSchedules: A contract whose work entry source is Attendance has no working schedules.',
    ]);
  });
});

describe('the rules of a contract', () => {
  it('requires the date range, the end not before the start, and bounded fields', async () => {
    const employeeId = await newEmployee();
    expect(refused(await t.call(acme, C.create, { body: body(employeeId, { end: '2025-12-31' }) }))).toEqual([
      'end: The end must not be before the start.',
    ]);
    const { start: _s, end: _e, ...noDates } = body(employeeId);
    expect(refused(await t.call(acme, 'POST', C.create.path, noDates))).toEqual([
      expect.stringMatching(/^start: /),
      expect.stringMatching(/^end: /),
    ]);
    expect(
      refused(await t.call(acme, C.create, { body: body(employeeId, { name: 'x'.repeat(129) }) })),
    ).toEqual([expect.stringMatching(/^name: /)]);
    expect(refused(await t.call(acme, C.create, { body: body(employeeId, { name: ' ' }) }))).toEqual([
      expect.stringMatching(/^name: /),
    ]);
    expect(refused(await t.call(acme, C.create, { body: body(employeeId, { type: 9 }) }))).toEqual([
      expect.stringMatching(/^type: /),
    ]);
    const late = await t.call(acme, C.create, { body: body(employeeId, { start: '3000-01-01' }) });
    expect(refused(late)).toContain('start: Enter a date between 1900/01/01 and 2999/12/31.');
    // In Arabic too.
    const arabic = await t.call(acme, C.create, {
      body: body(employeeId, { end: '2025-12-31' }),
      headers: { 'accept-language': 'ar' },
    });
    expect(refused(arabic)).toEqual(['end: يجب ألا تسبق النهاية البداية.']);
  });

  it('keeps schedule ranges inside the contract, each from before to, not overlapping', async () => {
    const employeeId = await newEmployee();
    const ranges = (...r: [string, string][]) => ({
      contractWorkingSchedules: r.map(([from, to]) => ({ workingScheduleId: scheduleId, from, to })),
    });
    expect(
      refused(await t.call(acme, C.create, { body: body(employeeId, ranges(['2025-12-31', '2026-03-01'])) })),
    ).toEqual([
      'contractWorkingSchedules.0.from: A working schedule’s dates must lie within the contract’s start and end.',
    ]);
    expect(
      refused(await t.call(acme, C.create, { body: body(employeeId, ranges(['2026-06-01', '2027-01-01'])) })),
    ).toEqual([
      'contractWorkingSchedules.0.from: A working schedule’s dates must lie within the contract’s start and end.',
    ]);
    expect(
      refused(await t.call(acme, C.create, { body: body(employeeId, ranges(['2026-06-01', '2026-05-01'])) })),
    ).toEqual(['contractWorkingSchedules.0.to: The end must not be before the start.']);
    const overlap = ranges(['2026-01-01', '2026-06-30'], ['2026-06-30', '2026-12-31']);
    expect(refused(await t.call(acme, C.create, { body: body(employeeId, overlap) }))).toEqual([
      'contractWorkingSchedules.1.from: The dates of this working schedule overlap another one of the contract.',
    ]);
    // Touching ranges (one ends the day before the next starts) are fine, and so is none.
    await create(acme, body(employeeId, ranges(['2026-01-01', '2026-06-29'], ['2026-06-30', '2026-12-31'])));
    await create(acme, body(employeeId, { contractWorkingSchedules: [] }));
  });

  it('checks the employee, job title, salary structure and schedules exist in the tenant', async () => {
    const employeeId = await newEmployee();
    const missing = '01900000-0000-7000-8000-000000000000';
    const code = async (changes: Partial<CreateContractInput>) =>
      businessError(await t.call(acme, C.create, { body: body(employeeId, changes) })).code;
    expect(await code({ employeeId: missing })).toBe('Contracts:EmployeeNotFound');
    expect(await code({ jobTitleId: missing })).toBe('Contracts:JobTitleNotFound');
    expect(await code({ salaryStructureId: missing })).toBe('Contracts:SalaryStructureNotFound');
    expect(
      await code({
        contractWorkingSchedules: [{ workingScheduleId: missing, from: '2026-01-01', to: '2026-01-31' }],
      }),
    ).toBe('Contracts:WorkingScheduleNotFound');
    // A range id of another contract cannot be taken over.
    const a = await get(acme, await create(acme, body(employeeId)));
    const b = await get(acme, await create(acme, body(employeeId)));
    const steal = await t.call(acme, C.update, {
      params: { id: b.id },
      body: edit(b, {
        contractWorkingSchedules: [{ ...edit(a).contractWorkingSchedules![0]! }],
      }),
    });
    expect(businessError(steal).code).toBe('Contracts:ContractScheduleNotFound');
  });

  it('refuses a wrong extra field value', async () => {
    const employeeId = await newEmployee();
    const r = await t.call(acme, C.create, {
      body: body(employeeId, { extraFields: [{ extraFieldDefinitionId: extraField.id, value: 'three' }] }),
    });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json<{ error: { code: string; message: string } }>().error).toMatchObject({
      code: 'ExtraField:InvalidInt',
      message: 'Probation months must be a whole number.',
    });
  });
});

describe('the state machine', () => {
  it('activates a Draft only; cancels (with a reason) or expires a Draft or Active; closed ones allow nothing', async () => {
    const employeeId = await newEmployee();
    const a = await create(
      acme,
      body(employeeId, { start: '2020-01-01', end: '2020-12-31', contractWorkingSchedules: [] }),
    );
    expect((await activate(acme, a)).statusCode).toBe(204);
    expect((await get(acme, a)).state).toBe(ContractState.Active);
    const again = businessError(await activate(acme, a));
    expect(again).toMatchObject({ code: 'Contracts:CannotActivate' });
    expect(again.message).toBe('The contract is Active: only a Draft contract can be activated.');
    // The reason: required, bounded.
    expect(refused(await cancel(acme, a, ' '))).toEqual([expect.stringMatching(/^reason: /)]);
    expect(refused(await cancel(acme, a, 'x'.repeat(513)))).toEqual([expect.stringMatching(/^reason: /)]);
    expect((await cancel(acme, a, ' Moved abroad ')).statusCode).toBe(204);
    const canceled = await get(acme, a);
    expect(canceled).toMatchObject({ state: ContractState.Canceled, cancellationReason: 'Moved abroad' });
    for (const r of [await activate(acme, a), await cancel(acme, a), await expire(acme, a)])
      expect(businessError(r).message).toMatch(/^The contract is Canceled: /);
    const arabic = await t.call(acme, C.activate, {
      params: { id: a },
      headers: { 'accept-language': 'ar' },
    });
    expect(businessError(arabic).message).toBe('حالة العقد ملغى: لا يمكن تفعيل إلا عقد في حالة مسودة.');
    const closed = await t.call(acme, C.update, { params: { id: a }, body: edit(canceled) });
    expect(businessError(closed)).toMatchObject({
      code: 'Contracts:ContractClosed',
      message: 'The contract is Canceled: it can no longer be changed.',
    });

    // Expire from Draft, and from Active; Expired allows nothing.
    const b = await create(
      acme,
      body(employeeId, { start: '2021-01-01', end: '2021-12-31', contractWorkingSchedules: [] }),
    );
    expect((await expire(acme, b)).statusCode).toBe(204);
    const expired = await get(acme, b);
    expect(expired.state).toBe(ContractState.Expired);
    // The tenant's date of the expiry, for the days it was in force.
    expect(expired.expiredOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Math.abs(Date.parse(expired.expiredOn!) - Date.now())).toBeLessThan(2 * 86_400_000);
    for (const r of [await activate(acme, b), await cancel(acme, b), await expire(acme, b)])
      expect(businessError(r).message).toMatch(/^The contract is Expired: /);
    const c = await create(
      acme,
      body(employeeId, { start: '2022-01-01', end: '2022-12-31', contractWorkingSchedules: [] }),
    );
    expect((await activate(acme, c)).statusCode).toBe(204);
    expect((await expire(acme, c)).statusCode).toBe(204);
    // Cancel from Draft.
    const d = await create(
      acme,
      body(employeeId, { start: '2023-01-01', end: '2023-12-31', contractWorkingSchedules: [] }),
    );
    expect((await cancel(acme, d)).statusCode).toBe(204);
    expect((await activate(acme, '01900000-0000-7000-8000-000000000000')).statusCode).toBe(404);
  });

  it('keeps an employee to one Active contract over any day, naming the other one', async () => {
    const employeeId = await newEmployee();
    const first = await create(
      acme,
      body(employeeId, {
        name: 'First',
        start: '2026-01-01',
        end: '2026-06-30',
        contractWorkingSchedules: [],
      }),
    );
    const overlapping = await create(
      acme,
      body(employeeId, { start: '2026-06-30', end: '2026-12-31', contractWorkingSchedules: [] }),
    );
    const after = await create(
      acme,
      body(employeeId, { start: '2026-07-01', end: '2026-12-31', contractWorkingSchedules: [] }),
    );
    expect((await activate(acme, first)).statusCode).toBe(204);
    const refusedActivation = businessError(await activate(acme, overlapping));
    expect(refusedActivation).toMatchObject({
      code: 'Contracts:OverlappingActiveContract',
      message:
        'The employee already has the active contract First (2026/01/01 to 2026/06/30) over these dates.',
    });
    // Other employees and days that do not touch are free; a Draft may overlap anything.
    expect((await activate(acme, after)).statusCode).toBe(204);
    const someoneElse = await create(acme, body(await newEmployee(), { contractWorkingSchedules: [] }));
    expect((await activate(acme, someoneElse)).statusCode).toBe(204);

    // An Active contract's dates and schedules may be corrected, but not into another Active one's days.
    const active = await get(acme, first);
    const corrected = await t.call(acme, C.update, {
      params: { id: first },
      body: edit(active, {
        end: '2026-05-31',
        contractWorkingSchedules: [{ workingScheduleId: scheduleId, from: '2026-01-01', to: '2026-05-31' }],
      }),
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const now = await get(acme, first);
    const intoNext = await t.call(acme, C.update, {
      params: { id: first },
      body: edit(now, { end: '2026-07-01' }),
    });
    expect(businessError(intoNext).code).toBe('Contracts:OverlappingActiveContract');
    // Its employee cannot change.
    const moved = await t.call(acme, C.update, {
      params: { id: first },
      body: edit(now, { employeeId: await newEmployee() }),
    });
    expect(businessError(moved).code).toBe('Contracts:EmployeeOfActiveContract');
    // A Draft's employee can.
    const draft = await get(acme, overlapping);
    const other = await newEmployee();
    const r = await t.call(acme, C.update, {
      params: { id: overlapping },
      body: edit(draft, { employeeId: other }),
    });
    expect(r.statusCode, r.body).toBe(200);
    expect((await get(acme, overlapping)).employeeId).toBe(other);
  });

  it('never lets two activations at once both pass (PostgreSQL: two connections)', async () => {
    for (let round = 0; round < 10; round++) {
      const employeeId = await newEmployee();
      const a = await create(acme, body(employeeId, { contractWorkingSchedules: [] }));
      const b = await create(
        acme,
        body(employeeId, { start: '2026-06-01', end: '2027-05-31', contractWorkingSchedules: [] }),
      );
      const results = await Promise.all([activate(acme, a), activate(acme, b)]);
      expect(results.map((r) => r.statusCode).sort(), results.map((r) => r.body).join(' ')).toEqual([
        204, 422,
      ]);
    }
    const { rows } = await t.db.ownerSql.query<{ n: number }>(
      `select count(*)::int as n from contracts a join contracts b
          on a.tenant_id = b.tenant_id and a.employee_id = b.employee_id and a.id < b.id
       where a.state = 1 and b.state = 1 and a.start <= b."end" and b.start <= a."end"`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});

describe('a contract and its payslips', () => {
  /** A month of 2026 as a payslip's period. */
  const month = (m: number) => {
    const mm = String(m).padStart(2, '0');
    const last = new Date(Date.UTC(2026, m, 0)).getUTCDate();
    return { startDate: `2026-${mm}-01`, endDate: `2026-${mm}-${last}` };
  };

  async function activeContract(start = '2026-01-01', end = '2026-12-31') {
    const employeeId = await newEmployee();
    const id = await contractsApi(t).activeContract(acme, {
      employeeId,
      jobTitleId,
      salaryStructureId: structureId,
      workingScheduleId: scheduleId,
      start,
      end,
    });
    return { employeeId, id };
  }

  /** The employee's payslip for the period, as generated (a Draft). */
  async function draftPayslip(employeeId: string, period: { startDate: string; endDate: string }) {
    const r = await t.call(acme, PS.generate, { body: { employeeId, ...period } });
    expect(r.statusCode, r.body).toBe(200);
    const got = await t.call(acme, PS.get, { params: { id: r.json<string>() } });
    expect(got.statusCode, got.body).toBe(200);
    return got.json<PayslipDto>();
  }

  async function confirmedPayslip(employeeId: string, period: { startDate: string; endDate: string }) {
    const draft = await draftPayslip(employeeId, period);
    const r = await t.call(acme, PS.confirm, {
      params: { id: draft.id },
      body: { concurrencyStamp: draft.concurrencyStamp },
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json<PayslipDto>();
  }

  /** The contract's update with new dates, its one schedule range moved to match. */
  function moveTo(c: ContractDto, start: string, end: string, language = 'en') {
    const [range] = c.contractWorkingSchedules!;
    return t.call(acme, C.update, {
      params: { id: c.id },
      body: edit(c, {
        start,
        end,
        contractWorkingSchedules: [{ id: range!.id, workingScheduleId: scheduleId, from: start, to: end }],
      }),
      headers: { 'accept-language': language },
    });
  }

  it('refuses new dates that would leave a Confirmed payslip of the contract outside them, naming how many and their periods', async () => {
    const { employeeId, id } = await activeContract();
    await confirmedPayslip(employeeId, month(7));
    await confirmedPayslip(employeeId, month(10));
    const c = await get(acme, id);

    // The start moved past both.
    expect(businessError(await moveTo(c, '2026-11-01', '2026-12-31'))).toMatchObject({
      code: 'Contracts:PayslipsOutside',
      message:
        '2 confirmed payslip(s) of this contract, for periods from 2026/07/01 to 2026/10/31, would fall outside its new dates. Cancel them first, or keep dates that cover them.',
    });
    expect(businessError(await moveTo(c, '2026-11-01', '2026-12-31', 'ar')).message).toBe(
      'ستقع 2 من قسائم الرواتب المؤكدة لهذا العقد، للفترات من 2026/07/01 إلى 2026/10/31، خارج تواريخه الجديدة. ألغها أولاً أو أبقِ على تواريخ تشملها.',
    );
    // The end moved before October.
    expect(businessError(await moveTo(c, '2026-01-01', '2026-09-30')).message).toMatch(
      /^1 confirmed payslip\(s\) of this contract, for periods from 2026\/10\/01 to 2026\/10\/31, /,
    );
    // Part of July's days would no longer be the contract's.
    expect(businessError(await moveTo(c, '2026-07-15', '2026-12-31')).message).toMatch(
      /^1 confirmed payslip\(s\) of this contract, for periods from 2026\/07\/01 to 2026\/07\/31, /,
    );
    // Nothing was written.
    expect(await get(acme, id)).toEqual(c);
  });

  it('lets new dates keep the Confirmed payslips inside; Draft and cancelled ones, and days the contract never covered, do not hold it back', async () => {
    const { employeeId, id } = await activeContract();
    await draftPayslip(employeeId, month(3));
    await confirmedPayslip(employeeId, month(7));
    await confirmedPayslip(employeeId, month(10));
    const cancelled = await confirmedPayslip(employeeId, month(11));
    const r = await t.call(acme, PS.cancel, {
      params: { id: cancelled.id },
      body: { reason: 'Paid twice', concurrencyStamp: cancelled.concurrencyStamp },
    });
    expect(r.statusCode, r.body).toBe(200);
    const c = await get(acme, id);
    const kept = await moveTo(c, '2026-07-01', '2026-10-31');
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await get(acme, id)).toMatchObject({ start: '2026-07-01', end: '2026-10-31' });

    // A contract starting within a month: its July payslip's days before the 15th were never its own.
    const late = await activeContract('2026-07-15', '2026-12-31');
    await confirmedPayslip(late.employeeId, month(7));
    const shorter = await moveTo(await get(acme, late.id), '2026-07-15', '2026-08-31');
    expect(shorter.statusCode, shorter.body).toBe(200);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'waits for a confirmation under way and then sees it (PostgreSQL: two connections)',
    async () => {
      const { employeeId, id } = await activeContract();
      const draft = await draftPayslip(employeeId, month(10));
      const c = await get(acme, id);
      const other = new pg.Client({ connectionString: t.db.url });
      await other.connect();
      try {
        // A confirmation of October's Draft, not yet committed, when the end moves before October.
        await other.query('begin');
        await other.query('update payslips set state = 1 where id = $1', [draft.id]);
        let settled = false;
        const update = moveTo(c, '2026-01-01', '2026-09-30').finally(() => {
          settled = true;
        });
        // The update waits on the payslip's lock.
        for (let i = 0; i < 100 && !settled; i++) {
          const { rows } = await t.db.ownerSql.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
          );
          if (rows[0]!.n > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(settled).toBe(false);
        await other.query('commit');
        expect(businessError(await update).code).toBe('Contracts:PayslipsOutside');
      } finally {
        await other.end();
      }
    },
  );
});

describe('what contracts hold', () => {
  it('a salary structure a contract uses cannot be deleted', async () => {
    const payroll = payrollApi(t);
    const category = await payroll.createCategory(acme);
    const structure = await payroll.createStructure(acme, [
      await payroll.createRule(acme, { categoryId: category }),
    ]);
    const unused = await payroll.createStructure(acme, [
      await payroll.createRule(acme, { categoryId: category }),
    ]);
    await create(acme, body(await newEmployee(), { salaryStructureId: structure }));
    const r = await t.call(acme, salaryStructureEndpoints.delete, { params: { id: structure } });
    expect(businessError(r).code).toBe('SalaryStructure:UsedByContracts');
    expect((await t.call(acme, salaryStructureEndpoints.delete, { params: { id: unused } })).statusCode).toBe(
      204,
    );
    // And a deleted one cannot be chosen.
    const code = businessError(
      await t.call(acme, C.create, { body: body(await newEmployee(), { salaryStructureId: unused }) }),
    ).code;
    expect(code).toBe('Contracts:SalaryStructureNotFound');
  });

  it('a job title only a contract names cannot be deleted (contracts are kept for history)', async () => {
    const org = organisationApi(t);
    const named = (await org.createJobTitle(acme, { name: uniqueCode('Named'), departmentId })).id;
    const free = (await org.createJobTitle(acme, { name: uniqueCode('Free'), departmentId })).id;
    // The employee holds another job title: only the contract names this one.
    const id = await create(acme, body(await newEmployee(), { jobTitleId: named }));
    expect((await cancel(acme, id)).statusCode).toBe(204);
    const r = await t.call(acme, jobTitleEndpoints.delete, { params: { id: named } });
    expect(businessError(r)).toMatchObject({ code: 'Organisation:JobTitleHasContracts' });
    expect(businessError(r).message).toMatch(/^1 contract\(s\) name the job title /);
    expect((await t.call(acme, jobTitleEndpoints.delete, { params: { id: free } })).statusCode).toBe(204);
  });

  it('a working schedule a contract uses cannot be deleted', async () => {
    const used = await createSchedule(acme);
    const free = await createSchedule(acme);
    await create(
      acme,
      body(await newEmployee(), {
        contractWorkingSchedules: [{ workingScheduleId: used, from: '2026-02-01', to: '2026-03-01' }],
      }),
    );
    const r = await t.call(acme, workingScheduleEndpoints.delete, { params: { id: used } });
    expect(businessError(r)).toMatchObject({ code: 'Contracts:WorkingScheduleInUse' });
    expect(businessError(r).message).toMatch(/^1 contract\(s\) use the working schedule /);
    expect((await t.call(acme, workingScheduleEndpoints.delete, { params: { id: free } })).statusCode).toBe(
      204,
    );
  });
});

describe('access, tenants and the export', () => {
  const P = ContractsPermissions.Contracts;

  it('reads with the Index permission; each write and transition needs its own', async () => {
    const employeeId = await newEmployee();
    const id = await create(
      acme,
      body(employeeId, { start: '2019-01-01', end: '2019-12-31', contractWorkingSchedules: [] }),
    );
    const c = await get(acme, id);
    const reader = await t.userWith('acme', [P.Default]);
    expect((await t.call(reader.token, C.get, { params: { id } })).statusCode).toBe(200);
    expect((await t.call(reader.token, C.list, {})).statusCode).toBe(200);
    expect((await t.call(reader.token, C.create, { body: body(employeeId) })).statusCode).toBe(403);
    expect((await t.call(reader.token, C.update, { params: { id }, body: edit(c) })).statusCode).toBe(403);
    expect((await activate(reader.token, id)).statusCode).toBe(403);
    expect((await cancel(reader.token, id)).statusCode).toBe(403);
    expect((await expire(reader.token, id)).statusCode).toBe(403);
    const activator = await t.userWith('acme', [P.Default, P.Activate]);
    expect((await cancel(activator.token, id)).statusCode).toBe(403);
    expect((await activate(activator.token, id)).statusCode).toBe(204);
    const canceller = await t.userWith('acme', [P.Default, P.Cancel]);
    expect((await expire(canceller.token, id)).statusCode).toBe(403);
    expect((await cancel(canceller.token, id)).statusCode).toBe(204);
    const nobody = await t.userWith('acme', []);
    expect((await t.call(nobody.token, C.list, {})).statusCode).toBe(403);
    expect((await t.call(null, C.list, {})).statusCode).toBe(401);
  });

  it("offers whoever creates or edits contracts the salary structures by name, without payroll's policy", async () => {
    const creator = await t.userWith('acme', [P.Default, P.Create]);
    const editor = await t.userWith('acme', [P.Default, P.Update]);
    const lookup = (token: string | null) => t.call(token, C.salaryStructureLookup, {});
    // The same structures payroll lists (acme's admin reads them there), by id and name.
    const listed = await t.call(acme, salaryStructureEndpoints.list, { query: { maxResultCount: 999 } });
    const structures = listed.json<PagedResult<{ id: string; name: string }>>().items;
    expect(structures.map((s) => s.id)).toContain(structureId);
    for (const token of [creator.token, editor.token]) {
      expect((await t.call(token, salaryStructureEndpoints.list, {})).statusCode).toBe(403);
      const r = await lookup(token);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toEqual({ items: structures.map(({ id, name }) => ({ id, name })) });
    }
    // With the structure picked there, the creator saves the contract.
    expect((await t.call(creator.token, C.create, { body: body(await newEmployee()) })).statusCode).toBe(200);
    // A reader of contracts who fills no form reads no structures; another tenant sees its own (none).
    expect((await lookup((await t.userWith('acme', [P.Default])).token)).statusCode).toBe(403);
    expect((await lookup(null)).statusCode).toBe(401);
    expect((await lookup(await t.login((await t.createTenant()).name))).json()).toEqual({ items: [] });
  });

  it('keeps each tenant to its own contracts and references', async () => {
    const id = await create(acme, body(await newEmployee()));
    const mine = await get(acme, id);
    const tenant = await t.createTenant();
    const other = await t.login(tenant.name);
    expect((await t.call(other, C.get, { params: { id } })).statusCode).toBe(404);
    expect((await t.call(other, C.update, { params: { id }, body: edit(mine) })).statusCode).toBe(404);
    expect((await activate(other, id)).statusCode).toBe(404);
    expect((await cancel(other, id)).statusCode).toBe(404);
    expect((await expire(other, id)).statusCode).toBe(404);
    const list = await t.call(other, C.list, { query: { maxResultCount: 1000 } });
    expect(list.json<PagedResult<ContractDto>>().totalCount).toBe(0);
    // acme's employee, job title, structure and schedule are unknown there.
    const r = await t.call(other, C.create, { body: body(mine.employeeId) });
    expect(businessError(r).code).toBe('Contracts:EmployeeNotFound');
    expect(await get(acme, id)).toEqual(mine);
  });

  it('exports the filtered list as an Excel workbook', async () => {
    const employeeId = await newEmployee();
    await create(acme, body(employeeId));
    const r = await t.call(acme, C.exportExcel, { query: { employeeId } });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toMatch(/spreadsheetml/);
    expect(r.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
