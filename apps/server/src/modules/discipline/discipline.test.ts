import {
  type ContractDto,
  ContractState,
  ContractsPermissions,
  contractEndpoints,
  DisciplinePermissions,
  displayParam,
  type NotificationDto,
  notificationEndpoints,
  penaltyEndpoints as P,
  type PagedResult,
  type PenaltyDto,
  type PenaltyTypeDto,
  penaltyTypeEndpoints as PT,
  rewardEndpoints as R,
  type RewardDto,
  type RewardTypeDto,
  rewardTypeEndpoints as RT,
  SalaryEffectValueType as V,
  workingScheduleEndpoints,
} from '@hr/contracts';
import { count, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RequestContext, systemContext } from '../../platform/context.ts';
import { addDays, dateIn } from '../../platform/tenant-date.ts';
import { employeeBody, employeesApi } from '../../test/helpers/employees.ts';
import { contractsApi } from '../../test/helpers/employment.ts';
import { organisationApi } from '../../test/helpers/organisation.ts';
import { payrollApi, uniqueCode } from '../../test/helpers/payroll.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedDiscipline } from './discipline.seed.ts';
import { disciplineTypes } from './discipline.tables.ts';
import { terminationReason } from './discipline-record.service.ts';

type Reply = { statusCode: number; body: string; json: <T>() => T };
const errorOf = (r: Reply) =>
  r.json<{ error: { code: string; message: string; validationErrors?: { members: string[] }[] } }>().error;
const invalid = (r: Reply) => (errorOf(r).validationErrors ?? []).flatMap((e) => e.members);
const ok = <T>(r: Reply, status = 200): T => {
  expect(r.statusCode, r.body).toBe(status);
  return status === 204 ? (undefined as T) : r.json<T>();
};

let t: TestApp;
let acme: string;
let acmeId: string;
let acmeCtx: RequestContext;
let jobTitleId: string;
let structureId: string;
let scheduleId: string;
/** acme's date today (the tenant's zone is UTC here). */
let today: string;
let serial = 0;
const code = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(serial++).toString(36)}`.toUpperCase();

const employee = () => employeesApi(t).create(acme, employeeBody(jobTitleId));
const activeContract = (employeeId: string) =>
  contractsApi(t).activeContract(acme, {
    employeeId,
    jobTitleId,
    salaryStructureId: structureId,
    workingScheduleId: scheduleId,
    start: addDays(today, -200),
    end: addDays(today, 400),
  });
const contract = async (id: string) =>
  ok<ContractDto>(await t.call(acme, contractEndpoints.get, { params: { id } }));

async function penaltyType(changes: Record<string, unknown> = {}) {
  const c = code('P');
  const id = ok<string>(
    await t.call(acme, PT.create, { body: { name: `Penalty ${c}`, code: c, ...changes } as never }),
  );
  return { id, name: `Penalty ${c}`, code: c };
}
async function rewardType(changes: Record<string, unknown> = {}) {
  const c = code('R');
  const id = ok<string>(
    await t.call(acme, RT.create, { body: { name: `Reward ${c}`, code: c, ...changes } as never }),
  );
  return { id, name: `Reward ${c}`, code: c };
}

/** Dates around `on`: declared two days before, expiring a month after. */
const dates = (on: string) => ({
  declarationDate: addDays(on, -2),
  implementationDate: on,
  expirationDate: addDays(on, 30),
});
const createPenalty = (employeeId: string, penaltyTypeId: string, on: string, token = acme) =>
  t.call(token, P.create, { body: { employeeId, penaltyTypeId, ...dates(on), summary: 'Late' } });
const penalty = async (id: string, token = acme) =>
  ok<PenaltyDto>(await t.call(token, P.get, { params: { id } }));
const updatePenalty = (p: PenaltyDto, changes: Record<string, unknown>) =>
  t.call(acme, P.update, {
    params: { id: p.id },
    body: {
      employeeId: p.employeeId,
      penaltyTypeId: p.penaltyTypeId,
      declarationDate: p.declarationDate,
      implementationDate: p.implementationDate,
      expirationDate: p.expirationDate,
      summary: p.summary,
      concurrencyStamp: p.concurrencyStamp,
      ...changes,
    } as never,
  });
const createReward = (employeeId: string, rewardTypeId: string, on: string) =>
  t.call(acme, R.create, { body: { employeeId, rewardTypeId, ...dates(on), summary: 'Well done' } });
/** A later day's run of the daily job for acme. */
const runJobOn = (date: string) => t.services.discipline.daily.tenant(acmeId, new Date(`${date}T12:00:00Z`));

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.login('acme');
  acmeId = String(decodeJwt(acme).tenantid);
  acmeCtx = systemContext(acmeId);
  today = dateIn(await t.services.platform.settings.timeZoneOf(acmeCtx), new Date());
  const org = organisationApi(t);
  const department = await org.createDepartment(acme, uniqueCode('Discipline dept'));
  jobTitleId = (await org.createJobTitle(acme, { name: uniqueCode('Clerk'), departmentId: department.id }))
    .id;
  const payroll = payrollApi(t);
  const category = await payroll.createCategory(acme);
  structureId = await payroll.createStructure(acme, [
    await payroll.createRule(acme, { categoryId: category }),
  ]);
  scheduleId = ok<string>(
    await t.call(acme, workingScheduleEndpoints.create, {
      body: {
        name: uniqueCode('Discipline schedule'),
        workingHours: [1, 2, 3, 4, 5].map((day) => ({
          day,
          from: '08:00',
          to: '17:00',
          expectedAttendance: '08:00',
        })),
      },
    }),
  );
});
afterAll(() => t?.close());

describe('penalty and reward types', () => {
  it('codes are unique among a kind’s live types whatever their case; a deleted type frees its code', async () => {
    const first = await penaltyType();
    const clash = await t.call(acme, PT.create, {
      body: { name: 'Other', code: first.code.toLowerCase() } as never,
    });
    expect(clash.statusCode).toBe(422);
    expect(errorOf(clash).code).toBe('Discipline:DuplicateCode');
    expect(errorOf(clash).message).toContain(first.code.toLowerCase());
    // A reward type is another kind: the same code is free there.
    ok(await t.call(acme, RT.create, { body: { name: 'Same code', code: first.code } as never }));
    ok(await t.call(acme, PT.delete, { params: { id: first.id } }), 204);
    ok(await t.call(acme, PT.create, { body: { name: 'Again', code: first.code } as never }));
    // An update onto another type's code.
    const second = await penaltyType();
    const dto = ok<PenaltyTypeDto>(await t.call(acme, PT.get, { params: { id: second.id } }));
    const onto = await t.call(acme, PT.update, {
      params: { id: second.id },
      body: {
        name: dto.name,
        code: first.code.toLowerCase(),
        concurrencyStamp: dto.concurrencyStamp,
      } as never,
    });
    expect(errorOf(onto).code).toBe('Discipline:DuplicateCode');
  });

  it('two creates of one code at once: one wins', async () => {
    const c = code('RACE');
    const answers = await Promise.all([
      t.call(acme, PT.create, { body: { name: 'A', code: c } as never }),
      t.call(acme, PT.create, { body: { name: 'B', code: c.toLowerCase() } as never }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
  });

  it('stores the salary effect (both null: none) and answers it flat and nested', async () => {
    const fixed = await penaltyType({ salaryEffectValueType: V.FixedAmount, salaryEffectValue: '150.5' });
    const dto = ok<PenaltyTypeDto>(await t.call(acme, PT.get, { params: { id: fixed.id } }));
    expect(dto).toMatchObject({
      salaryEffectValueType: V.FixedAmount,
      salaryEffectValue: '150.50',
      penaltySalaryEffect: { salaryEffectValueType: V.FixedAmount, salaryEffectValue: '150.50' },
      isTerminateContract: false,
    });
    const none = await rewardType();
    expect(ok<RewardTypeDto>(await t.call(acme, RT.get, { params: { id: none.id } }))).toMatchObject({
      salaryEffectValueType: null,
      salaryEffectValue: null,
      rewardSalaryEffect: { salaryEffectValueType: null, salaryEffectValue: null },
    });
  });

  it('refuses a value without its type, a type without its value and a percentage over 100', async () => {
    const send = (endpoint: typeof PT.create | typeof RT.create, effect: Record<string, unknown>) =>
      t.call(acme, endpoint, { body: { name: 'X', code: code('E'), ...effect } as never });
    for (const endpoint of [PT.create, RT.create]) {
      const noType = await send(endpoint, { salaryEffectValue: '5' });
      expect(noType.statusCode).toBe(400);
      expect(invalid(noType)).toContain('salaryEffectValueType');
      const noValue = await send(endpoint, { salaryEffectValueType: V.Percentage });
      expect(invalid(noValue)).toContain('salaryEffectValue');
      const over = await send(endpoint, { salaryEffectValueType: V.Percentage, salaryEffectValue: '100.01' });
      expect(over.statusCode).toBe(400);
      expect(over.body).toContain('salaryEffectValue');
      ok(await send(endpoint, { salaryEffectValueType: V.Percentage, salaryEffectValue: '100' }));
      // A fixed amount may exceed 100.
      ok(await send(endpoint, { salaryEffectValueType: V.FixedAmount, salaryEffectValue: '2500.00' }));
    }
    // An update is held to the same rules.
    const type = await penaltyType();
    const dto = ok<PenaltyTypeDto>(await t.call(acme, PT.get, { params: { id: type.id } }));
    const over = await t.call(acme, PT.update, {
      params: { id: type.id },
      body: {
        name: dto.name,
        code: dto.code,
        salaryEffectValueType: V.Percentage,
        salaryEffectValue: '120',
        concurrencyStamp: dto.concurrencyStamp,
      } as never,
    });
    expect(over.statusCode).toBe(400);
  });

  it('lists by name with a filter on name or code; updates under the stamp (409 when stale)', async () => {
    const tag = code('L');
    const b = await penaltyType({ name: `b ${tag}` });
    await penaltyType({ name: `A ${tag}` });
    const list = ok<PagedResult<PenaltyTypeDto>>(
      await t.call(acme, PT.list, { query: { filter: tag, maxResultCount: 10 } }),
    );
    expect(list.items.map((i) => i.name)).toEqual([`A ${tag}`, `b ${tag}`]);
    const byCode = ok<PagedResult<PenaltyTypeDto>>(
      await t.call(acme, PT.list, { query: { filter: b.code.toLowerCase() } }),
    );
    expect(byCode.items.map((i) => i.id)).toEqual([b.id]);
    const dto = ok<PenaltyTypeDto>(await t.call(acme, PT.get, { params: { id: b.id } }));
    const body = {
      name: 'Renamed',
      code: dto.code,
      isTerminateContract: true,
      concurrencyStamp: dto.concurrencyStamp,
    };
    const updated = ok<PenaltyTypeDto>(
      await t.call(acme, PT.update, { params: { id: b.id }, body: body as never }),
    );
    expect(updated).toMatchObject({ name: 'Renamed', isTerminateContract: true });
    expect(updated.concurrencyStamp).not.toBe(dto.concurrencyStamp);
    expect((await t.call(acme, PT.update, { params: { id: b.id }, body: body as never })).statusCode).toBe(
      409,
    );
  });

  it('keeps each kind to itself: a type of the other kind is not found, not updated, not deleted', async () => {
    const penalty = await penaltyType();
    const reward = await rewardType();
    const penaltyDto = ok<PenaltyTypeDto>(await t.call(acme, PT.get, { params: { id: penalty.id } }));
    expect((await t.call(acme, RT.get, { params: { id: penalty.id } })).statusCode).toBe(404);
    expect((await t.call(acme, PT.get, { params: { id: reward.id } })).statusCode).toBe(404);
    const body = { name: 'Other kind', code: penalty.code, concurrencyStamp: penaltyDto.concurrencyStamp };
    expect(
      (await t.call(acme, RT.update, { params: { id: penalty.id }, body: body as never })).statusCode,
    ).toBe(404);
    expect((await t.call(acme, PT.delete, { params: { id: reward.id } })).statusCode).toBe(404);
    const rewards = ok<PagedResult<RewardTypeDto>>(
      await t.call(acme, RT.list, { query: { filter: penalty.code, maxResultCount: 10 } }),
    );
    expect(rewards.items).toEqual([]);
    expect(ok<RewardTypeDto>(await t.call(acme, RT.get, { params: { id: reward.id } })).name).toBe(
      reward.name,
    );
  });

  it('sorts types and records by the fields their contracts declare, and answers 400 naming them for another', async () => {
    const byCode = ok<PagedResult<PenaltyTypeDto>>(
      await t.call(acme, PT.list, { query: { maxResultCount: 100, sorting: 'code desc' } }),
    );
    const codes = byCode.items.map((i) => i.code.toLowerCase());
    expect(codes).toEqual([...codes].sort().reverse());
    for (const [path, fields] of [
      [PT.list.path, 'name, code, creationTime'],
      [RT.list.path, 'name, code, creationTime'],
      [P.list.path, 'declarationDate, implementationDate, expirationDate, creationTime'],
      [R.list.path, 'declarationDate, implementationDate, expirationDate, creationTime'],
    ]) {
      const r = await t.call(acme, 'GET', `${path}?sorting=salaryEffectValue%20desc`);
      expect(r.statusCode, path).toBe(400);
      expect(errorOf(r).validationErrors?.[0]).toMatchObject({
        message: `This list can be sorted by ${fields} only, each followed by asc or desc if you like.`,
      });
    }
  });

  it('refuses to delete a penalty type while penalties use it, counting them', async () => {
    const type = await penaltyType();
    const id = ok<string>(await createPenalty(await employee(), type.id, addDays(today, -5)));
    const refused = await t.call(acme, PT.delete, { params: { id: type.id } });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).code).toBe('Discipline:TypeInUse');
    expect(errorOf(refused).message).toContain('1');
    ok(await t.call(acme, P.delete, { params: { id } }), 204);
    ok(await t.call(acme, PT.delete, { params: { id: type.id } }), 204);
    expect((await t.call(acme, PT.get, { params: { id: type.id } })).statusCode).toBe(404);
  });
});

describe('penalties and rewards', () => {
  it('need a live employee and a type of their own kind', async () => {
    const emp = await employee();
    const type = await penaltyType();
    const noEmployee = await createPenalty(crypto.randomUUID(), type.id, today);
    expect(errorOf(noEmployee).code).toBe('Discipline:EmployeeNotFound');
    const reward = await rewardType();
    const wrongKind = await createPenalty(emp, reward.id, today);
    expect(wrongKind.statusCode).toBe(422);
    expect(errorOf(wrongKind).code).toBe('Discipline:TypeNotFound');
    const rewardOfPenaltyType = await createReward(emp, type.id, today);
    expect(errorOf(rewardOfPenaltyType).code).toBe('Discipline:TypeNotFound');
  });

  it('hold the date rules on create and update; a reward needs its summary', async () => {
    const emp = await employee();
    const type = await penaltyType();
    const late = await t.call(acme, P.create, {
      body: {
        employeeId: emp,
        penaltyTypeId: type.id,
        summary: null,
        declarationDate: '2026-03-10',
        implementationDate: '2026-03-05',
        expirationDate: '2026-04-01',
      },
    });
    expect(late.statusCode).toBe(400);
    expect(invalid(late)).toContain('declarationDate');
    const expired = await t.call(acme, P.create, {
      body: {
        employeeId: emp,
        penaltyTypeId: type.id,
        summary: null,
        declarationDate: '2026-03-01',
        implementationDate: '2026-03-05',
        expirationDate: '2026-03-04',
      },
    });
    expect(invalid(expired)).toEqual(expect.arrayContaining(['implementationDate', 'expirationDate']));
    const p = await penalty(ok<string>(await createPenalty(emp, type.id, '2026-03-05')));
    const bad = await updatePenalty(p, { expirationDate: '2026-03-01' });
    expect(bad.statusCode).toBe(400);
    const reward = await rewardType();
    const noSummary = await t.call(acme, R.create, {
      body: { employeeId: emp, rewardTypeId: reward.id, ...dates('2026-03-05'), summary: '' },
    });
    expect(noSummary.statusCode).toBe(400);
    expect(invalid(noSummary)).toContain('summary');
  });

  it('list an employee’s, newest implementation first or as sorted, with names; update under the stamp; soft delete', async () => {
    const emp = await employee();
    const other = await employee();
    const type = await penaltyType();
    const ids = [];
    for (const on of ['2026-02-01', '2026-04-01', '2026-03-01'])
      ids.push(ok<string>(await createPenalty(emp, type.id, on)));
    await createPenalty(other, type.id, '2026-05-01');
    const list = ok<PagedResult<PenaltyDto>>(await t.call(acme, P.list, { query: { employeeId: emp } }));
    expect(list.totalCount).toBe(3);
    expect(list.items.map((i) => i.implementationDate)).toEqual(['2026-04-01', '2026-03-01', '2026-02-01']);
    expect(list.items[0]).toMatchObject({
      employeeName: 'Sami Haddad',
      penaltyTypeName: type.name,
      isTerminateContract: false,
      termination: null,
      summary: 'Late',
    });
    const sorted = ok<PagedResult<PenaltyDto>>(
      await t.call(acme, P.list, { query: { employeeId: emp, sorting: 'declarationDate asc' } }),
    );
    expect(sorted.items.map((i) => i.implementationDate)).toEqual(['2026-02-01', '2026-03-01', '2026-04-01']);
    const p = await penalty(ids[0]!);
    const updated = ok<PenaltyDto>(await updatePenalty(p, { summary: 'Very late' }));
    expect(updated.summary).toBe('Very late');
    expect((await updatePenalty(p, { summary: 'Stale' })).statusCode).toBe(409);
    ok(await t.call(acme, P.delete, { params: { id: p.id } }), 204);
    expect((await t.call(acme, P.get, { params: { id: p.id } })).statusCode).toBe(404);
    const after = ok<PagedResult<PenaltyDto>>(await t.call(acme, P.list, { query: { employeeId: emp } }));
    expect(after.totalCount).toBe(2);

    const reward = await rewardType();
    const rid = ok<string>(await createReward(emp, reward.id, '2026-03-01'));
    const r = ok<RewardDto>(await t.call(acme, R.get, { params: { id: rid } }));
    expect(r).toMatchObject({
      employeeName: 'Sami Haddad',
      rewardTypeName: reward.name,
      summary: 'Well done',
    });
    const rewards = ok<PagedResult<RewardDto>>(await t.call(acme, R.list, { query: { employeeId: emp } }));
    expect(rewards.items.map((i) => i.id)).toEqual([rid]);
    ok(await t.call(acme, R.delete, { params: { id: rid } }), 204);
  });
});

describe('contract termination', () => {
  async function hrNotifications(token: string, contractName: string) {
    const r = ok<{ items: NotificationDto[] }>(
      await t.call(token, notificationEndpoints.list, { query: { maxResultCount: 100 } }),
    );
    return r.items.filter((n) => n.message.includes(contractName));
  }

  it('cancels the Active contract at once when the date has come, naming the penalty, and tells HR', async () => {
    const hr = await t.userWith('acme', [ContractsPermissions.Contracts.Default]);
    const bystander = await t.userWith('acme', [DisciplinePermissions.Penalties.Default]);
    const emp = await employee();
    const contractId = await activeContract(emp);
    const type = await penaltyType({ isTerminateContract: true });
    const on = addDays(today, -1);
    const p = await penalty(ok<string>(await createPenalty(emp, type.id, on)));
    const c = await contract(contractId);
    expect(c.state).toBe(ContractState.Canceled);
    expect(c.cancellationReason).toBe(terminationReason({ nameEn: type.name, nameAr: null }, on));
    // Its date as the screens write one, not the API's.
    expect(c.cancellationReason).toContain(`of ${displayParam(on)} - `);
    expect(c.cancellationReason).not.toContain(on);
    expect(p.isTerminateContract).toBe(true);
    expect(p.termination).toEqual({ contractId, contractName: c.name, on, done: true });
    const told = await hrNotifications(hr.token, c.name);
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe('A contract was terminated by a penalty');
    expect(told[0]!.message).toContain(type.name);
    expect(await hrNotifications(bystander.token, c.name)).toHaveLength(0);
  });

  it('plans a later date for the daily job, which cancels it once', async () => {
    const emp = await employee();
    const contractId = await activeContract(emp);
    const type = await penaltyType({ isTerminateContract: true });
    const on = addDays(today, 10);
    const id = ok<string>(await createPenalty(emp, type.id, on));
    const planned = await penalty(id);
    expect(planned.termination).toMatchObject({ contractId, on, done: false });
    expect((await contract(contractId)).state).toBe(ContractState.Active);
    // The day before: nothing due.
    await runJobOn(addDays(on, -1));
    expect((await contract(contractId)).state).toBe(ContractState.Active);
    expect(await runJobOn(on)).toBeGreaterThanOrEqual(1);
    expect((await contract(contractId)).state).toBe(ContractState.Canceled);
    expect((await penalty(id)).termination).toMatchObject({ contractId, done: true });
    // Again: already done, nothing more.
    const before = (await contract(contractId)).lastModificationTime;
    await runJobOn(addDays(on, 1));
    expect((await contract(contractId)).lastModificationTime).toBe(before);
    // Deleting it after the date leaves the contract cancelled.
    ok(await t.call(acme, P.delete, { params: { id } }), 204);
    expect((await contract(contractId)).state).toBe(ContractState.Canceled);
  });

  it('saves the penalty without termination when the employee has no Active contract', async () => {
    const type = await penaltyType({ isTerminateContract: true });
    const p = await penalty(ok<string>(await createPenalty(await employee(), type.id, today)));
    expect(p.isTerminateContract).toBe(true);
    expect(p.termination).toBeNull();
  });

  it('a penalty deleted before its date cancels nothing', async () => {
    const emp = await employee();
    const contractId = await activeContract(emp);
    const type = await penaltyType({ isTerminateContract: true });
    const on = addDays(today, 20);
    const id = ok<string>(await createPenalty(emp, type.id, on));
    ok(await t.call(acme, P.delete, { params: { id } }), 204);
    await runJobOn(addDays(on, 1));
    expect((await contract(contractId)).state).toBe(ContractState.Active);
  });

  it('an update of the type or the date plans again a termination not done yet', async () => {
    const emp = await employee();
    const contractId = await activeContract(emp);
    const plain = await penaltyType();
    const dismissal = await penaltyType({ isTerminateContract: true });
    const p = await penalty(ok<string>(await createPenalty(emp, plain.id, addDays(today, 30))));
    expect(p.termination).toBeNull();
    const planned = ok<PenaltyDto>(await updatePenalty(p, { penaltyTypeId: dismissal.id }));
    expect(planned.termination).toMatchObject({ contractId, on: addDays(today, 30), done: false });
    // Back to a plain type: the plan is dropped, the job does nothing.
    const dropped = ok<PenaltyDto>(await updatePenalty(planned, { penaltyTypeId: plain.id }));
    expect(dropped.termination).toBeNull();
    await runJobOn(addDays(today, 31));
    expect((await contract(contractId)).state).toBe(ContractState.Active);
    // The dismissal again, moved to today: cancelled at once.
    const now = ok<PenaltyDto>(
      await updatePenalty(dropped, { penaltyTypeId: dismissal.id, ...dates(today) }),
    );
    expect(now.termination).toMatchObject({ contractId, on: today, done: true });
    expect((await contract(contractId)).state).toBe(ContractState.Canceled);
  });
});

describe('salary effects', () => {
  it('sums each employee’s penalties and rewards implemented in the period', async () => {
    const emp = await employee();
    const quiet = await employee();
    const fixed = await penaltyType({ salaryEffectValueType: V.FixedAmount, salaryEffectValue: '50.25' });
    const percent = await penaltyType({ salaryEffectValueType: V.Percentage, salaryEffectValue: '10' });
    const warning = await penaltyType();
    const bonus = await rewardType({ salaryEffectValueType: V.FixedAmount, salaryEffectValue: '200.10' });
    const performance = await rewardType({ salaryEffectValueType: V.Percentage, salaryEffectValue: '5.5' });
    ok(await createPenalty(emp, fixed.id, '2025-06-01'));
    ok(await createPenalty(emp, fixed.id, '2025-06-30'));
    ok(await createPenalty(emp, percent.id, '2025-06-15'));
    ok(await createPenalty(emp, warning.id, '2025-06-10'));
    ok(await createPenalty(emp, fixed.id, '2025-07-01')); // after the period
    const gone = ok<string>(await createPenalty(emp, fixed.id, '2025-06-02'));
    ok(await t.call(acme, P.delete, { params: { id: gone } }), 204);
    ok(await createReward(emp, bonus.id, '2025-06-05'));
    ok(await createReward(emp, bonus.id, '2025-06-06'));
    ok(await createReward(emp, performance.id, '2025-06-07'));
    ok(await createReward(emp, performance.id, '2025-05-31')); // before the period

    const effects = await t.services.discipline.effects.salaryEffects(acmeCtx, [emp, quiet], {
      start: '2025-06-01',
      end: '2025-06-30',
    });
    const mine = effects.get(emp)!;
    expect(mine.totals).toEqual({
      PENALTY_AMOUNT: '100.50',
      PENALTY_PERCENT: '10.00',
      PENALTY_COUNT: '4',
      REWARD_AMOUNT: '400.20',
      REWARD_PERCENT: '5.50',
      REWARD_COUNT: '3',
    });
    expect(mine.penalties.map((p) => p.implementationDate)).toEqual([
      '2025-06-01',
      '2025-06-10',
      '2025-06-15',
      '2025-06-30',
    ]);
    expect(mine.penalties[1]).toMatchObject({
      typeId: warning.id,
      typeName: warning.name,
      salaryEffectValueType: null,
      salaryEffectValue: null,
    });
    expect(mine.rewards[2]).toMatchObject({ salaryEffectValueType: V.Percentage, salaryEffectValue: '5.50' });
    expect(effects.get(quiet)!.totals).toEqual({
      PENALTY_AMOUNT: '0.00',
      PENALTY_PERCENT: '0.00',
      PENALTY_COUNT: '0',
      REWARD_AMOUNT: '0.00',
      REWARD_PERCENT: '0.00',
      REWARD_COUNT: '0',
    });
    // Another tenant's read sees none of them.
    const other = await t.createTenant();
    const theirs = await t.services.discipline.effects.salaryEffects(systemContext(other.id), [emp], {
      start: '2025-06-01',
      end: '2025-06-30',
    });
    expect(theirs.get(emp)!.totals.PENALTY_COUNT).toBe('0');
  });
});

describe('access and tenants', () => {
  it('refuses each route family without its permission (403)', async () => {
    const type = await penaltyType();
    const families = [
      { grant: DisciplinePermissions.PenaltyTypes, list: PT.list, create: PT.create },
      { grant: DisciplinePermissions.Penalties, list: P.list, create: P.create },
      { grant: DisciplinePermissions.RewardTypes, list: RT.list, create: RT.create },
      { grant: DisciplinePermissions.Rewards, list: R.list, create: R.create },
    ];
    const nobody = await t.userWith('acme', []);
    for (const family of families) {
      expect((await t.call(nobody.token, family.list)).statusCode).toBe(403);
      const reader = await t.userWith('acme', [family.grant.Default]);
      expect((await t.call(reader.token, family.list)).statusCode).toBe(200);
      const write = await t.call(reader.token, family.create, {
        body: {
          name: 'X',
          code: code('X'),
          employeeId: crypto.randomUUID(),
          penaltyTypeId: type.id,
        } as never,
      });
      expect(write.statusCode).toBe(403);
    }
  });

  it('keeps each tenant’s types and records to itself', async () => {
    const other = await t.createTenant();
    const theirAdmin = await t.login(other.name);
    const type = await penaltyType();
    const id = ok<string>(await createPenalty(await employee(), type.id, today));
    expect((await t.call(theirAdmin, PT.get, { params: { id: type.id } })).statusCode).toBe(404);
    expect((await t.call(theirAdmin, P.get, { params: { id } })).statusCode).toBe(404);
    expect((await t.call(theirAdmin, P.delete, { params: { id } })).statusCode).toBe(404);
    const theirs = ok<PagedResult<PenaltyDto>>(await t.call(theirAdmin, P.list));
    expect(theirs.items.map((i) => i.id)).not.toContain(id);
    // Their own type cannot take acme's employee, nor acme's type theirs.
    const c = code('T');
    const theirType = ok<string>(
      await t.call(theirAdmin, PT.create, { body: { name: 'T', code: c } as never }),
    );
    const crossed = await t.call(theirAdmin, P.create, {
      body: {
        employeeId: (await penalty(id)).employeeId,
        penaltyTypeId: theirType,
        ...dates(today),
        summary: null,
      },
    });
    expect(errorOf(crossed).code).toBe('Discipline:EmployeeNotFound');
    // The same code is free in another tenant.
    ok(await t.call(theirAdmin, PT.create, { body: { name: 'Same', code: type.code } as never }));
  });
});

describe.skipIf(!process.env.DATABASE_URL)('races (PostgreSQL)', () => {
  it('a type deleted while a penalty is saved with it: never both', async () => {
    const emp = await employee();
    for (let i = 0; i < 5; i++) {
      const type = await penaltyType();
      const [created, deleted] = await Promise.all([
        createPenalty(emp, type.id, '2026-02-01'),
        t.call(acme, PT.delete, { params: { id: type.id } }),
      ]);
      expect([created.statusCode, deleted.statusCode].sort(), created.body + deleted.body).toSatisfy(
        (codes: number[]) => codes.join() === '200,422' || codes.join() === '204,422',
      );
    }
  });

  it('two runs of the daily job at once cancel the contract once and tell HR once', async () => {
    const hr = await t.userWith('acme', [ContractsPermissions.Contracts.Default]);
    const emp = await employee();
    const contractId = await activeContract(emp);
    const type = await penaltyType({ isTerminateContract: true });
    const on = addDays(today, 5);
    ok(await createPenalty(emp, type.id, on));
    const runs = await Promise.all([runJobOn(on), runJobOn(on)]);
    expect(runs[0] + runs[1]).toBeGreaterThanOrEqual(1);
    const c = await contract(contractId);
    expect(c.state).toBe(ContractState.Canceled);
    const r = ok<{ items: NotificationDto[] }>(
      await t.call(hr.token, notificationEndpoints.list, { query: { maxResultCount: 100 } }),
    );
    expect(r.items.filter((n) => n.message.includes(c.name))).toHaveLength(1);
  });
});

describe('demo data', () => {
  it('is there once: a second seed adds nothing', async () => {
    const types = () =>
      t.db.transaction(acmeCtx, async (tx) => {
        const [row] = await tx
          .select({ n: count() })
          .from(disciplineTypes)
          .where(eq(disciplineTypes.tenantId, acmeId));
        return row?.n ?? 0;
      });
    const seeded = ok<PagedResult<PenaltyTypeDto>>(
      await t.call(acme, PT.list, { query: { filter: 'DISMISSAL' } }),
    );
    expect(seeded.items[0]).toMatchObject({
      isTerminateContract: true,
      name: 'Dismissal',
      nameAr: 'فصل من العمل',
    });
    const before = await types();
    await seedDiscipline(t.services.discipline, t.setup);
    expect(await types()).toBe(before);
  });
});

describe('penalty and reward type names in English and in Arabic', () => {
  const ar = { 'accept-language': 'ar' };
  it('read, search and sort in the reader’s language; the records name their type so', async () => {
    const tag = uniqueCode('N');
    const names = async (query: Record<string, string>, headers?: Record<string, string>) =>
      ok<PagedResult<RewardTypeDto>>(
        await t.call(acme, RT.list, { query: query as never, headers }),
      ).items.map((x) => x.name);
    for (const [nameEn, nameAr] of [
      [`Alpha ${tag}`, `ي ${tag}`],
      [`Zeta ${tag}`, `أ ${tag}`],
    ])
      ok(await t.call(acme, RT.create, { body: { nameEn, nameAr, code: uniqueCode('R') } as never }));
    expect(await names({ filter: tag, sorting: 'name asc' })).toEqual([`Alpha ${tag}`, `Zeta ${tag}`]);
    expect(await names({ filter: tag, sorting: 'name asc' }, ar)).toEqual([`أ ${tag}`, `ي ${tag}`]);
    expect(await names({ filter: `alpha ${tag}` }, ar)).toEqual([`ي ${tag}`]);

    // A penalty type named in Arabic only: an English reader sees the Arabic name, its penalties too.
    const typeId = ok<string>(
      await t.call(acme, PT.create, { body: { nameAr: `تأخير ${tag}`, code: uniqueCode('P') } as never }),
    );
    const type = ok<PenaltyTypeDto>(await t.call(acme, PT.get, { params: { id: typeId } }));
    expect(type).toMatchObject({ name: `تأخير ${tag}`, nameEn: null, nameAr: `تأخير ${tag}` });
    // Neither name: refused on both fields.
    expect(
      invalid(await t.call(acme, PT.create, { body: { nameEn: '', code: uniqueCode('P') } as never })).sort(),
    ).toEqual(['nameAr', 'nameEn']);
  });
});
