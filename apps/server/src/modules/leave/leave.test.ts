import {
  leaveAllocationEndpoints as A,
  type CreateLeaveTypeInput,
  KindOfTimeOff,
  leaveTypeEndpoints as L,
  type LeaveAllocationDto,
  LeaveRequestUnit,
  type LeaveTypeDto,
  type LeaveTypeIdAndName,
  type OwnLeaveBalanceDto,
  type PagedResult,
} from '@hr/contracts';
import ExcelJS from 'exceljs';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RequestContext, systemContext } from '../../platform/context.ts';
import { dateIn, hourIn } from '../../platform/tenant-date.ts';
import { employeeBody, employeesApi } from '../../test/helpers/employees.ts';
import { organisationApi } from '../../test/helpers/organisation.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedLeave } from './leave.seed.ts';
import { LedgerKind } from './leave-ledger.service.ts';

let t: TestApp;
let admin: string;
let acmeCtx: RequestContext;
let jobTitleId: string;
let run = 0;
/** A code no other test (or retry) of the run uses. */
const code = (prefix: string) => `${prefix}${Date.now().toString(36)}${(run++).toString(36)}`.toUpperCase();

const errorOf = (r: { json: <T>() => T }) => r.json<{ error: { code: string; message: string } }>().error;

async function createType(changes: Partial<CreateLeaveTypeInput> = {}): Promise<string> {
  const r = await t.call(admin, L.create, {
    body: {
      name: `Type ${code('N')}`,
      code: code('T'),
      requestUnit: LeaveRequestUnit.Days,
      kindOfTimeOff: KindOfTimeOff.Absence,
      ...changes,
    },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<string>();
}

async function createEmployee(changes: Record<string, unknown> = {}, jobTitle = jobTitleId) {
  return employeesApi(t).create(admin, employeeBody(jobTitle, changes));
}

const allocate = (body: Record<string, unknown>, token = admin) =>
  t.call(token, A.create, { body: body as never });

async function allocation(id: string, token = admin) {
  const r = await t.call(token, A.get, { params: { id } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<LeaveAllocationDto>();
}

async function newAllocation(body: Record<string, unknown>) {
  const r = await allocate({ numberOfHours: 0, ...body });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<string>();
}

const update = (a: LeaveAllocationDto, changes: Record<string, unknown> = {}) =>
  t.call(admin, A.update, {
    params: { id: a.id },
    body: {
      leaveTypeId: a.leaveTypeId,
      employeeId: a.employeeId,
      validityFrom: a.validityFrom,
      validityTo: a.validityTo,
      numberOfDays: a.numberOfDays,
      numberOfHours: a.numberOfHours,
      concurrencyStamp: a.concurrencyStamp,
      ...changes,
    } as never,
  });

const ledgerRows = async (allocationId: string) =>
  (
    await t.db.ownerSql.query<{ kind: number; days: string; hours: string }>(
      'select kind, days, hours from leave_ledger where allocation_id = $1 order by creation_time, id',
      [allocationId],
    )
  ).rows;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('acme');
  const tenant = await t.services.tenancy.tenants.findByName('acme');
  acmeCtx = systemContext(tenant!.id);
  const org = organisationApi(t);
  const department = await org.createDepartment(admin, `Leave ${code('D')}`);
  jobTitleId = (await org.createJobTitle(admin, { name: 'Leave clerk', departmentId: department.id })).id;
});
afterAll(() => t?.close());

describe('leave types', () => {
  it('keeps codes unique whatever their case, and lists by name', async () => {
    const c = code('DUP');
    await createType({ name: `Zulu ${c}`, code: c });
    const clash = await t.call(admin, L.create, {
      body: { name: `Alpha ${c}`, code: c.toLowerCase(), requestUnit: 0, kindOfTimeOff: 0 },
    });
    expect(clash.statusCode).toBe(422);
    expect(errorOf(clash).code).toBe('Leave:DuplicateCode');
    expect(errorOf(clash).message).toContain(c.toLowerCase());
    await createType({ name: `Alpha ${c}`, code: `${c}B`, requiresAllocation: false });
    const list = await t.call(admin, L.list, { query: { filter: c, maxResultCount: 100 } });
    expect(list.json<PagedResult<LeaveTypeDto>>().items.map((x) => x.name)).toEqual([
      `Alpha ${c}`,
      `Zulu ${c}`,
    ]);
    const names = (await t.call(admin, L.idAndName)).json<LeaveTypeIdAndName[]>().map((x) => x.name);
    expect(names.indexOf(`Alpha ${c}`)).toBeGreaterThanOrEqual(0);
    expect(names.indexOf(`Alpha ${c}`)).toBeLessThan(names.indexOf(`Zulu ${c}`));
    const allocatable = await t.call(admin, L.allocatable, { query: { filter: c } });
    expect(allocatable.json<PagedResult<LeaveTypeIdAndName>>().items.map((x) => x.name)).toEqual([
      `Zulu ${c}`,
    ]);
  });

  it('refuses a stale stamp and a delete while allocations use the type', async () => {
    const id = await createType();
    const dto = (await t.call(admin, L.get, { params: { id } })).json<LeaveTypeDto>();
    const body = {
      name: `${dto.name} renamed`,
      code: dto.code,
      requestUnit: dto.requestUnit,
      kindOfTimeOff: dto.kindOfTimeOff,
      concurrencyStamp: dto.concurrencyStamp,
    };
    expect((await t.call(admin, L.update, { params: { id }, body: body as never })).statusCode).toBe(200);
    const stale = await t.call(admin, L.update, { params: { id }, body: body as never });
    expect(stale.statusCode).toBe(409);
    const employeeId = await createEmployee();
    await newAllocation({
      leaveTypeId: id,
      employeeId,
      validityFrom: '2030-01-01',
      validityTo: '2030-12-31',
      numberOfDays: 5,
    });
    const refused = await t.call(admin, L.delete, { params: { id } });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).code).toBe('Leave:LeaveTypeInUse');
    expect(errorOf(refused).message).toContain('1');
    const unused = await createType();
    expect((await t.call(admin, L.delete, { params: { id: unused } })).statusCode).toBe(204);
    expect((await t.call(admin, L.get, { params: { id: unused } })).statusCode).toBe(404);
  });

  it('refuses a change of unit while allocations use the type; other edits pass', async () => {
    const id = await createType({ name: `Unit ${code('U')}` });
    const dto = (await t.call(admin, L.get, { params: { id } })).json<LeaveTypeDto>();
    const body = (changes: Partial<CreateLeaveTypeInput>, stamp: string) =>
      ({
        name: dto.name,
        code: dto.code,
        requestUnit: dto.requestUnit,
        kindOfTimeOff: dto.kindOfTimeOff,
        requiresAllocation: dto.requiresAllocation,
        isPaid: dto.isPaid,
        countsHolidays: dto.countsHolidays,
        ...changes,
        concurrencyStamp: stamp,
      }) as never;
    // Unused, the unit may change (and back).
    const toHours = await t.call(admin, L.update, {
      params: { id },
      body: body({ requestUnit: LeaveRequestUnit.Hours }, dto.concurrencyStamp),
    });
    expect(toHours.statusCode, toHours.body).toBe(200);
    const back = await t.call(admin, L.update, {
      params: { id },
      body: body({ requestUnit: LeaveRequestUnit.Days }, toHours.json<LeaveTypeDto>().concurrencyStamp),
    });
    expect(back.statusCode, back.body).toBe(200);
    let stamp = back.json<LeaveTypeDto>().concurrencyStamp;
    const employeeId = await createEmployee();
    const allocationId = await newAllocation({
      leaveTypeId: id,
      employeeId,
      validityFrom: '2030-01-01',
      validityTo: '2030-12-31',
      numberOfDays: 5,
    });
    for (const requestUnit of [LeaveRequestUnit.Hours, LeaveRequestUnit.DaysAndHours]) {
      const refused = await t.call(admin, L.update, { params: { id }, body: body({ requestUnit }, stamp) });
      expect(refused.statusCode).toBe(422);
      expect(errorOf(refused)).toMatchObject({
        code: 'Leave:UnitInUse',
        message:
          'The unit of this leave type cannot change: 1 allocations or pending or approved requests use it in its current unit. Keep the unit, or create another leave type for the new one.',
      });
    }
    const inArabic = await t.call(admin, L.update, {
      params: { id },
      body: body({ requestUnit: LeaveRequestUnit.Hours }, stamp),
      headers: { 'accept-language': 'ar' },
    });
    expect(errorOf(inArabic).code).toBe('Leave:UnitInUse');
    expect(errorOf(inArabic).message).toContain('لا يمكن تغيير وحدة نوع الإجازة');
    expect((await t.call(admin, L.get, { params: { id } })).json<LeaveTypeDto>().requestUnit).toBe(
      LeaveRequestUnit.Days,
    );
    // Every other field may still change while it is in use.
    const renamed = await t.call(admin, L.update, {
      params: { id },
      body: body(
        { name: `${dto.name} renamed`, code: `${dto.code}R`, isPaid: false, countsHolidays: true },
        stamp,
      ),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<LeaveTypeDto>()).toMatchObject({
      name: `${dto.name} renamed`,
      requestUnit: LeaveRequestUnit.Days,
      isPaid: false,
      countsHolidays: true,
    });
    stamp = renamed.json<LeaveTypeDto>().concurrencyStamp;
    // Once the allocation is gone (nothing drew on it), the unit may change again.
    expect((await t.call(admin, A.delete, { params: { id: allocationId } })).statusCode).toBe(204);
    const free = await t.call(admin, L.update, {
      params: { id },
      body: body({ name: `${dto.name} renamed`, requestUnit: LeaveRequestUnit.Hours }, stamp),
    });
    expect(free.statusCode, free.body).toBe(200);
  });
});

describe('leave allocations', () => {
  it('writes the ledger: an Allocated entry, then the differences of the figures', async () => {
    const leaveTypeId = await createType();
    const employeeId = await createEmployee();
    const id = await newAllocation({
      leaveTypeId,
      employeeId,
      validityFrom: '2031-01-01',
      validityTo: '2031-12-31',
      numberOfDays: 21,
    });
    let a = await allocation(id);
    expect(a).toMatchObject({
      numberOfDays: 21,
      balanceDays: 21,
      takenDays: 0,
      reservedDays: 0,
      carriedDays: 0,
    });
    expect(a.validityDateRange).toBe('2031/01/01 – 2031/12/31');
    const raised = await update(a, { numberOfDays: 25.5 });
    expect(raised.statusCode, raised.body).toBe(200);
    a = raised.json<LeaveAllocationDto>();
    const lowered = await update(a, { numberOfDays: 20 });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(lowered.json<LeaveAllocationDto>()).toMatchObject({ numberOfDays: 20, balanceDays: 20 });
    expect(await ledgerRows(id)).toEqual([
      { kind: LedgerKind.Allocated, days: '21.00', hours: '0.00' },
      { kind: LedgerKind.Allocated, days: '4.50', hours: '0.00' },
      { kind: LedgerKind.Allocated, days: '-5.50', hours: '0.00' },
    ]);
    // A stale stamp is refused.
    expect((await update(a, { numberOfDays: 19 })).statusCode).toBe(409);
  });

  it('checks the type, the employee and the unit, in the caller language', async () => {
    const days = await createType({ name: `Days ${code('U')}` });
    const hours = await createType({ requestUnit: LeaveRequestUnit.Hours });
    const both = await createType({ requestUnit: LeaveRequestUnit.DaysAndHours });
    const employeeId = await createEmployee();
    const base = { employeeId, validityFrom: '2032-01-01', validityTo: '2032-06-30' };
    const mismatch = await t.call(admin, A.create, {
      body: { ...base, leaveTypeId: days, numberOfDays: 1, numberOfHours: 4 },
      headers: { 'accept-language': 'ar' },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(errorOf(mismatch).code).toBe('Leave:UnitMismatch');
    expect(errorOf(mismatch).message).toContain('أيام');
    const inHours = await allocate({ ...base, leaveTypeId: hours, numberOfDays: 2, numberOfHours: 0 });
    expect(errorOf(inHours).code).toBe('Leave:UnitMismatch');
    expect(errorOf(inHours).message).toContain('Hours');
    expect(
      (await allocate({ ...base, leaveTypeId: hours, numberOfDays: 0, numberOfHours: 16 })).statusCode,
    ).toBe(200);
    expect(
      (await allocate({ ...base, leaveTypeId: both, numberOfDays: 1, numberOfHours: 4 })).statusCode,
    ).toBe(200);
    const noType = await allocate({
      ...base,
      leaveTypeId: '0190a000-0000-7000-8000-000000000001',
      numberOfDays: 1,
    });
    expect(errorOf(noType).code).toBe('Leave:LeaveTypeNotFound');
    const noEmployee = await allocate({
      ...base,
      employeeId: '0190a000-0000-7000-8000-000000000001',
      leaveTypeId: days,
      numberOfDays: 1,
    });
    expect(errorOf(noEmployee).code).toBe('Leave:EmployeeNotFound');
    const nothing = await allocate({ ...base, leaveTypeId: days, numberOfDays: 0, numberOfHours: 0 });
    expect(nothing.statusCode).toBe(400);
  });

  it('refuses overlapping validities of one employee and type, naming the other dates', async () => {
    const leaveTypeId = await createType();
    const other = await createType();
    const employeeId = await createEmployee();
    await newAllocation({
      leaveTypeId,
      employeeId,
      validityFrom: '2033-01-01',
      validityTo: '2033-06-30',
      numberOfDays: 5,
    });
    const overlap = await allocate({
      leaveTypeId,
      employeeId,
      validityFrom: '2033-06-30',
      validityTo: '2033-12-31',
      numberOfDays: 5,
    });
    expect(overlap.statusCode).toBe(422);
    expect(errorOf(overlap).code).toBe('Leave:AllocationOverlaps');
    expect(errorOf(overlap).message).toContain('2033/01/01');
    expect(errorOf(overlap).message).toContain('2033/06/30');
    // After it, or of another type: fine.
    const next = await newAllocation({
      leaveTypeId,
      employeeId,
      validityFrom: '2033-07-01',
      validityTo: '2033-12-31',
      numberOfDays: 5,
    });
    await newAllocation({
      leaveTypeId: other,
      employeeId,
      validityFrom: '2033-01-01',
      validityTo: '2033-12-31',
      numberOfDays: 5,
    });
    // An update may not move onto the other either.
    const moved = await update(await allocation(next), { validityFrom: '2033-06-01' });
    expect(errorOf(moved).code).toBe('Leave:AllocationOverlaps');
  });

  it('may not go below what is taken and reserved, nor be deleted while drawn on', async () => {
    const leaveTypeId = await createType();
    const employeeId = await createEmployee();
    const id = await newAllocation({
      leaveTypeId,
      employeeId,
      validityFrom: '2034-01-01',
      validityTo: '2034-12-31',
      numberOfDays: 10,
    });
    const common = { allocationId: id, employeeId, leaveTypeId, hours: 0, effectiveDate: '2034-03-01' };
    await t.services.leave.ledger.post(acmeCtx, [
      { ...common, kind: LedgerKind.Reserved, days: -3 },
      { ...common, kind: LedgerKind.Taken, days: -2.5 },
      { ...common, kind: LedgerKind.Reserved, days: -1 },
      { ...common, kind: LedgerKind.Released, days: 1 },
    ]);
    const a = await allocation(id);
    expect(a).toMatchObject({ takenDays: 2.5, reservedDays: 3, balanceDays: 4.5 });
    const below = await update(a, { numberOfDays: 5 });
    expect(below.statusCode).toBe(422);
    expect(errorOf(below).code).toBe('Leave:AllocationBelowUsed');
    expect(errorOf(below).message).toContain('5.5');
    const atUsed = await update(a, { numberOfDays: 5.5 });
    expect(atUsed.statusCode, atUsed.body).toBe(200);
    expect(atUsed.json<LeaveAllocationDto>().balanceDays).toBe(0);
    const inUse = await t.call(admin, A.delete, { params: { id } });
    expect(errorOf(inUse).code).toBe('Leave:AllocationInUse');
    const free = await newAllocation({
      leaveTypeId,
      employeeId,
      validityFrom: '2035-01-01',
      validityTo: '2035-12-31',
      numberOfDays: 10,
    });
    expect((await t.call(admin, A.delete, { params: { id: free } })).statusCode).toBe(204);
    expect((await t.call(admin, A.get, { params: { id: free } })).statusCode).toBe(404);
  });

  it('lists by filters and exports the list as a workbook in the caller language', async () => {
    const leaveTypeId = await createType({ name: `Export ${code('X')}` });
    const employeeId = await createEmployee({ name: 'Export', surname: 'Person' });
    await newAllocation({
      leaveTypeId,
      employeeId,
      validityFrom: '2036-01-01',
      validityTo: '2036-06-30',
      numberOfDays: 7.5,
    });
    await newAllocation({
      leaveTypeId,
      employeeId,
      validityFrom: '2036-07-01',
      validityTo: '2036-12-31',
      numberOfDays: 3,
    });
    const list = await t.call(admin, A.list, { query: { leaveTypeId, validOn: '2036-08-01' } });
    expect(list.json<PagedResult<LeaveAllocationDto>>()).toMatchObject({
      totalCount: 1,
      items: [{ numberOfDays: 3, employeeName: 'Export Person' }],
    });
    const r = await t.app.inject({
      url: `${A.exportExcel.path}?leaveTypeId=${leaveTypeId}`,
      headers: t.as(admin, { 'accept-language': 'ar' }),
    });
    expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('الموظف');
    expect(sheet.rowCount).toBe(3);
    // Newest first: the second half of the year, then the first.
    expect(sheet.getRow(2).getCell(1).value).toBe('Export Person');
    expect(sheet.getRow(2).getCell(6).value).toBe(3);
    expect(sheet.getRow(3).getCell(6).value).toBe(7.5);
    expect(sheet.getRow(3).getCell(3).value).toBe('أيام');
  });

  it('gives every active employee of a department and its sub-departments one allocation, skipping the allocated', async () => {
    const org = organisationApi(t);
    const top = await org.createDepartment(admin, `Bulk ${code('B')}`);
    const sub = await org.createDepartment(admin, `Sub ${code('B')}`, top.id);
    const topTitle = (await org.createJobTitle(admin, { name: 'Top', departmentId: top.id })).id;
    const subTitle = (await org.createJobTitle(admin, { name: 'Sub', departmentId: sub.id })).id;
    const a = await createEmployee({}, topTitle);
    const b = await createEmployee({ name: 'Had', surname: 'One' }, subTitle);
    await createEmployee({ employeeStatus: 1 }, subTitle);
    const leaveTypeId = await createType();
    await newAllocation({
      leaveTypeId,
      employeeId: b,
      validityFrom: '2037-03-01',
      validityTo: '2037-03-31',
      numberOfDays: 1,
    });
    const body = {
      departmentId: top.id,
      leaveTypeId,
      validityFrom: '2037-01-01',
      validityTo: '2037-12-31',
      numberOfDays: 21,
      numberOfHours: 0,
    };
    const onlyTop = await t.call(admin, A.allocateDepartment, {
      body: { ...body, includeSubDepartments: false, validityFrom: '2038-01-01', validityTo: '2038-12-31' },
    });
    expect(onlyTop.json(), onlyTop.body).toEqual({ created: 1, skipped: [] });
    const r = await t.call(admin, A.allocateDepartment, { body });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ created: 1, skipped: [{ employeeId: b, employeeName: 'Had One' }] });
    const mine = await t.call(admin, A.list, {
      query: { leaveTypeId, employeeId: a, validOn: '2037-05-01' },
    });
    expect(mine.json<PagedResult<LeaveAllocationDto>>().items[0]).toMatchObject({
      numberOfDays: 21,
      balanceDays: 21,
    });
    const missing = await t.call(admin, A.allocateDepartment, {
      body: { ...body, departmentId: '0190a000-0000-7000-8000-000000000001' },
    });
    expect(errorOf(missing).code).toBe('Leave:DepartmentNotFound');
  });

  it('shows an employee their own balances per type; a user who is no employee is refused', async () => {
    const user = await t.userWith('acme', []);
    const employeeId = await createEmployee({ userId: user.id });
    const token = await t.login('acme', user.userName, '1q2w3E*');
    expect(decodeJwt(token).EmployeeId).toBe(employeeId);
    const leaveTypeId = await createType({ name: `Own ${code('O')}` });
    const year = new Date().toISOString().slice(0, 4);
    const past = await newAllocation({
      leaveTypeId,
      employeeId,
      validityFrom: `${Number(year) - 1}-01-01`,
      validityTo: `${Number(year) - 1}-12-31`,
      numberOfDays: 4,
    });
    const current = await newAllocation({
      leaveTypeId,
      employeeId,
      validityFrom: `${year}-01-01`,
      validityTo: `${year}-12-31`,
      numberOfDays: 10,
    });
    const r = await t.call(token, A.own, { query: { maxResultCount: 10 } });
    expect(r.statusCode, r.body).toBe(200);
    const own = r.json<PagedResult<OwnLeaveBalanceDto>>();
    expect(own.totalCount).toBe(1);
    expect(own.items[0]).toMatchObject({ leaveTypeId, balanceDays: 10, totalDays: 14 });
    expect(own.items[0]!.allocations.map((x) => x.id)).toEqual([current, past]);
    // The list of everyone's allocations is not theirs to read.
    expect((await t.call(token, A.list)).statusCode).toBe(403);
    const stranger = await t.userWith('acme', []);
    const refused = await t.call(stranger.token, A.own);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('Requests:NotAnEmployee');
  });

  it('keeps tenants apart', async () => {
    const leaveTypeId = await createType();
    const employeeId = await createEmployee();
    const id = await newAllocation({
      leaveTypeId,
      employeeId,
      validityFrom: '2039-01-01',
      validityTo: '2039-12-31',
      numberOfDays: 3,
    });
    const other = await t.createTenant();
    const otherAdmin = await t.login(other.name);
    expect((await t.call(otherAdmin, A.get, { params: { id } })).statusCode).toBe(404);
    expect((await t.call(otherAdmin, L.get, { params: { id: leaveTypeId } })).statusCode).toBe(404);
    expect((await t.call(otherAdmin, A.list)).json<PagedResult<LeaveAllocationDto>>().totalCount).toBe(0);
    const foreign = await t.call(otherAdmin, A.create, {
      body: {
        leaveTypeId,
        employeeId,
        validityFrom: '2039-01-01',
        validityTo: '2039-12-31',
        numberOfDays: 3,
        numberOfHours: 0,
      },
    });
    expect(errorOf(foreign).code).toBe('Leave:LeaveTypeNotFound');
    expect((await t.call(otherAdmin, A.delete, { params: { id } })).statusCode).toBe(404);
  });
});

describe('sorting', () => {
  it('sorts types and allocations by the fields their contracts declare, and answers 400 naming them for another', async () => {
    for (const [path, fields] of [
      [L.list.path, 'name, code, creationTime'],
      [A.list.path, 'validityFrom, validityTo, leaveTypeName, creationTime'],
      [A.exportExcel.path, 'validityFrom, validityTo, leaveTypeName, creationTime'],
    ] as const) {
      const r = await t.call(admin, 'GET', `${path}?sorting=employeeName`);
      expect(r.statusCode, path).toBe(400);
      expect(r.json().error.validationErrors[0].message, path).toBe(
        `This list can be sorted by ${fields} only, each followed by asc or desc if you like.`,
      );
    }
    const types = await t.call(admin, L.list, {
      query: { sorting: 'creationTime desc', maxResultCount: 1000 },
    });
    const times = types.json<PagedResult<LeaveTypeDto>>().items.map((x) => x.creationTime);
    expect(times).toEqual([...times].sort().reverse());
    const allocations = await t.call(admin, A.list, {
      query: { sorting: 'validityTo asc', maxResultCount: 1000 },
    });
    const ends = allocations.json<PagedResult<LeaveAllocationDto>>().items.map((a) => a.validityTo);
    expect(ends).toEqual([...ends].sort());
  });
});

describe('carry-forward', () => {
  it('moves what is left, at most the cap, to the next allocation, and expires it after the months', async () => {
    const leaveTypeId = await createType({
      allowCarryForward: true,
      carryForwardMaxDays: 5,
      carryForwardExpiryMonths: 3,
    });
    const employeeId = await createEmployee();
    const first = await newAllocation({
      leaveTypeId,
      employeeId,
      validityFrom: '2040-01-01',
      validityTo: '2040-12-31',
      numberOfDays: 21,
    });
    const next = await newAllocation({
      leaveTypeId,
      employeeId,
      validityFrom: '2041-01-01',
      validityTo: '2041-12-31',
      numberOfDays: 21,
    });
    const common = { employeeId, leaveTypeId, hours: 0, effectiveDate: '2040-05-01' };
    await t.services.leave.ledger.post(acmeCtx, [
      { ...common, allocationId: first, kind: LedgerKind.Taken, days: -14 },
    ]);
    const allocations = t.services.leave.allocations;
    // The daily job's day after the end: 7 left, 5 carried.
    expect(await allocations.day(acmeCtx, '2041-01-01')).toMatchObject({ carried: 1 });
    expect(await allocations.carryForward(acmeCtx, first)).toBe(0);
    expect(await allocation(first)).toMatchObject({ carriedDays: -5, balanceDays: 2 });
    expect(await allocation(next)).toMatchObject({ carriedDays: 5, balanceDays: 26 });
    // Two of the carried days are used before they expire three months after the next allocation starts.
    await t.services.leave.ledger.post(acmeCtx, [
      { ...common, allocationId: next, kind: LedgerKind.Taken, days: -2, effectiveDate: '2041-02-01' },
    ]);
    expect(await allocations.expireCarried(acmeCtx, '2041-03-31')).toBe(0);
    expect(await allocations.expireCarried(acmeCtx, '2041-04-01')).toBe(1);
    expect(await allocations.expireCarried(acmeCtx, '2041-04-02')).toBe(0);
    expect(await allocation(next)).toMatchObject({ carriedDays: 2, takenDays: 2, balanceDays: 21 });
  });

  it('runs as the daily job at each tenant midnight', async () => {
    const leaveTypeId = await createType({ allowCarryForward: true });
    const employeeId = await createEmployee();
    const first = await newAllocation({
      leaveTypeId,
      employeeId,
      validityFrom: '2045-01-01',
      validityTo: '2045-12-31',
      numberOfDays: 3,
    });
    const next = await newAllocation({
      leaveTypeId,
      employeeId,
      validityFrom: '2046-01-01',
      validityTo: '2046-12-31',
      numberOfDays: 21,
    });
    const zone = await t.services.platform.settings.timeZoneOf(acmeCtx);
    // The instants of 2046-01-01 in acme's zone: at 01:00 nothing runs, at 00:00 the day runs.
    const hours = Array.from(
      { length: 48 },
      (_, h) => new Date(Date.parse('2045-12-31T12:00:00Z') + h * 3_600_000),
    );
    const midnight = hours.find((d) => dateIn(zone, d) === '2046-01-01' && hourIn(zone, d) === 0)!;
    await t.services.leave.daily.run(new Date(midnight.getTime() + 3_600_000));
    expect(await allocation(next)).toMatchObject({ carriedDays: 0 });
    const done = await t.services.leave.daily.run(midnight);
    expect(done.carried).toBeGreaterThanOrEqual(1);
    expect(await allocation(first)).toMatchObject({ carriedDays: -3, balanceDays: 0 });
    // No cap: all that was left.
    expect(await allocation(next)).toMatchObject({ carriedDays: 3, balanceDays: 24 });
  });

  it('carries nothing for a type without carry-forward', async () => {
    const leaveTypeId = await createType();
    const employeeId = await createEmployee();
    const first = await newAllocation({
      leaveTypeId,
      employeeId,
      validityFrom: '2042-01-01',
      validityTo: '2042-12-31',
      numberOfDays: 21,
    });
    await newAllocation({
      leaveTypeId,
      employeeId,
      validityFrom: '2043-01-01',
      validityTo: '2043-12-31',
      numberOfDays: 21,
    });
    expect(await t.services.leave.allocations.carryForward(acmeCtx, first)).toBe(0);
    expect(await allocation(first)).toMatchObject({ carriedDays: 0, balanceDays: 21 });
  });
});

describe('the demo data', () => {
  it('gives acme its four types and this year allocations', async () => {
    const types = (await t.call(admin, L.list, { query: { maxResultCount: 1000 } })).json<
      PagedResult<LeaveTypeDto>
    >().items;
    const annual = types.find((x) => x.code === 'ANNUAL')!;
    expect(annual).toMatchObject({
      allowCarryForward: true,
      carryForwardMaxDays: 5,
      carryForwardExpiryMonths: 3,
    });
    expect(types.find((x) => x.code === 'UNPAID')).toMatchObject({
      isPaid: false,
      requiresAllocation: false,
    });
    const list = await t.call(admin, A.list, { query: { leaveTypeId: annual.id, maxResultCount: 1 } });
    expect(list.json<PagedResult<LeaveAllocationDto>>().items[0]).toMatchObject({ numberOfDays: 21 });
    // The seed gives this year's allocations to employees other tests made since; a second one adds nothing.
    await seedLeave(t.services.leave, t.setup);
    const count = async () =>
      (await t.db.ownerSql.query<{ n: number }>('select count(*)::int as n from leave_allocations')).rows[0]
        ?.n;
    const before = await count();
    await seedLeave(t.services.leave, t.setup);
    expect(await count()).toBe(before);
    const again = (await t.call(admin, L.list, { query: { filter: 'ANNUAL' } })).json<
      PagedResult<LeaveTypeDto>
    >();
    expect(again.items.filter((x) => x.code === 'ANNUAL')).toHaveLength(1);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two overlapping creates at once (PostgreSQL)', () => {
  it('lets exactly one pass', async () => {
    const leaveTypeId = await createType();
    for (let round = 0; round < 10; round++) {
      const employeeId = await createEmployee();
      const body = {
        leaveTypeId,
        employeeId,
        validityFrom: '2044-01-01',
        validityTo: '2044-12-31',
        numberOfDays: 5,
        numberOfHours: 0,
      };
      const results = await Promise.all([allocate(body), allocate({ ...body, validityFrom: '2044-06-01' })]);
      expect(results.map((r) => r.statusCode).sort(), results.map((r) => r.body).join(' ')).toEqual([
        200, 422,
      ]);
    }
  });
});

describe('leave type names in English and in Arabic', () => {
  const ar = { 'accept-language': 'ar' };
  it('are read, searched, sorted and exported in the reader’s language', async () => {
    const tag = code('B');
    const first = await createType({ nameEn: `Alpha ${tag}`, nameAr: `ي ${tag}` });
    const second = await createType({ nameEn: `Zeta ${tag}`, nameAr: `أ ${tag}` });
    // Only in English: the Arabic reader sees the English name.
    const third = await createType({ nameEn: `Only ${tag}`, nameAr: null });
    const read = async (id: string, headers?: Record<string, string>) =>
      (await t.call(admin, L.get, { params: { id }, headers })).json<LeaveTypeDto>();
    expect(await read(first, ar)).toMatchObject({
      name: `ي ${tag}`,
      nameEn: `Alpha ${tag}`,
      nameAr: `ي ${tag}`,
    });
    expect((await read(third, ar)).name).toBe(`Only ${tag}`);
    const names = async (query: Record<string, string>, headers?: Record<string, string>) =>
      (await t.call(admin, L.list, { query: query as never, headers }))
        .json<PagedResult<LeaveTypeDto>>()
        .items.map((x) => x.name);
    expect(await names({ filter: tag, sorting: 'name asc' })).toEqual([
      `Alpha ${tag}`,
      `Only ${tag}`,
      `Zeta ${tag}`,
    ]);
    expect(await names({ filter: tag, sorting: 'name asc' }, ar)).toEqual([
      `Only ${tag}`,
      `أ ${tag}`,
      `ي ${tag}`,
    ]);
    // The English name finds the type for an Arabic reader, and the other way round.
    expect(await names({ filter: `zeta ${tag}` }, ar)).toEqual([`أ ${tag}`]);
    expect(await names({ filter: `ي ${tag}` })).toEqual([`Alpha ${tag}`]);
    const picker = await t.call(admin, L.idAndName, { headers: ar });
    expect(picker.json<LeaveTypeIdAndName[]>().find((x) => x.id === second)?.name).toBe(`أ ${tag}`);

    // The allocations' export names the type in the reader's language.
    const employeeId = await createEmployee({ name: 'Names', surname: 'Export' });
    await newAllocation({
      leaveTypeId: second,
      employeeId,
      validityFrom: '2037-01-01',
      validityTo: '2037-12-31',
      numberOfDays: 2,
    });
    for (const [language, expected] of [
      ['ar', `أ ${tag}`],
      ['en', `Zeta ${tag}`],
    ] as const) {
      const r = await t.app.inject({
        url: `${A.exportExcel.path}?leaveTypeId=${second}`,
        headers: t.as(admin, { 'accept-language': language }),
      });
      expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
      expect(workbook.worksheets[0]!.getRow(2).getCell(2).value).toBe(expected);
    }
  });

  it('takes a single name in the request’s language and refuses none', async () => {
    const r = await t.call(admin, L.create, {
      body: {
        name: 'إجازة دراسية',
        code: code('S'),
        requestUnit: LeaveRequestUnit.Days,
        kindOfTimeOff: KindOfTimeOff.Absence,
      },
      headers: { 'accept-language': 'ar' },
    });
    expect(r.statusCode, r.body).toBe(200);
    const type = (await t.call(admin, L.get, { params: { id: r.json<string>() } })).json<LeaveTypeDto>();
    expect(type).toMatchObject({ name: 'إجازة دراسية', nameEn: null, nameAr: 'إجازة دراسية' });
    const none = await t.call(admin, L.create, {
      body: { code: code('S'), requestUnit: LeaveRequestUnit.Days, kindOfTimeOff: KindOfTimeOff.Absence },
    });
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).message).toBeTruthy();
  });
});
