import {
  contractEndpoints as C,
  type ContractDto,
  ContractState,
  ContractsPermissions,
  notificationEndpoints,
  WorkEntrySource,
} from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hourIn } from '../../platform/tenant-date.ts';
import { employeeBody, employeesApi } from '../../test/helpers/employees.ts';
import { organisationApi } from '../../test/helpers/organisation.ts';
import { payrollApi, uniqueCode } from '../../test/helpers/payroll.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let acme: string;
let acmeId: string;
let jobTitleId: string;
let structureId: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.login('acme');
  acmeId = (await t.services.tenancy.tenants.findByName('acme'))!.id;
  const org = organisationApi(t);
  const department = await org.createDepartment(acme, uniqueCode('Daily dept'));
  jobTitleId = (await org.createJobTitle(acme, { name: uniqueCode('Clerk'), departmentId: department.id }))
    .id;
  const payroll = payrollApi(t);
  structureId = await payroll.createStructure(acme, [
    await payroll.createRule(acme, { categoryId: await payroll.createCategory(acme) }),
  ]);
});
afterAll(() => t?.close());

/** An Active (or Draft) contract of a new employee from 2026-01-01 to `end`. */
async function contract(end: string, activate = true) {
  const employeeId = await employeesApi(t).create(acme, employeeBody(jobTitleId));
  const r = await t.call(acme, C.create, {
    body: {
      name: uniqueCode('Ending'),
      type: 0,
      start: '2026-01-01',
      end,
      employeeId,
      jobTitleId,
      workEntrySource: WorkEntrySource.Attendance,
      salaryStructureId: structureId,
    },
  });
  expect(r.statusCode, r.body).toBe(200);
  const id = r.json<string>();
  if (activate) expect((await t.call(acme, C.activate, { params: { id } })).statusCode).toBe(204);
  return (await t.call(acme, C.get, { params: { id } })).json<ContractDto>();
}

async function notificationsOf(token: string) {
  const r = await t.call(token, notificationEndpoints.list, { query: { maxResultCount: 100 } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ items: { title: string; message: string; relatedId: string | null }[] }>().items;
}

describe('the daily contracts job', () => {
  it('expires Active contracts past their end on the tenant’s date, and leaves their reminders to the documents module', async () => {
    const today = '2026-03-15';
    const past = await contract('2026-03-14');
    const endsToday = await contract('2026-03-15');
    const draftPast = await contract('2026-03-01', false);
    const in30 = await contract('2026-04-14');
    const in7 = await contract('2026-03-22');
    const holder = await t.userWith('acme', [ContractsPermissions.Contracts.Default]);

    const done = await t.services.employment.daily.day(acmeId, today);
    expect(done.expired).toBe(1);
    const state = async (c: ContractDto) =>
      (await t.call(acme, C.get, { params: { id: c.id } })).json<ContractDto>();
    expect(await state(past)).toMatchObject({ state: ContractState.Expired, expiredOn: today });
    expect((await state(endsToday)).state).toBe(ContractState.Active);
    expect((await state(draftPast)).state).toBe(ContractState.Draft);

    // The reminders 30 and 7 days before an end are the documents module's daily reminders
    // (documents.test.ts, "contract ends"): this job sends none, so that an end is reminded once.
    const mine = await notificationsOf(holder.token);
    expect(mine.some((n) => n.relatedId === in30.id || n.relatedId === in7.id)).toBe(false);

    // A second run the same day expires nothing more.
    expect((await t.services.employment.daily.day(acmeId, today)).expired).toBe(0);
  });

  it('visits a tenant only in the hour its clock shows midnight', async () => {
    const at = new Date('2026-03-15T21:00:00Z');
    expect(hourIn('Asia/Damascus', at)).toBe(0);
    expect(hourIn('UTC', at)).toBe(21);
    expect(hourIn('Asia/Kolkata', new Date('2026-03-15T19:00:00Z'))).toBe(0);
    const past = await contract('2026-03-10');
    // acme's clock (UTC by default) is not at midnight at 21:00 UTC: nothing happens to it then.
    await t.services.employment.daily.run(at);
    expect((await t.call(acme, C.get, { params: { id: past.id } })).json<ContractDto>().state).toBe(
      ContractState.Active,
    );
    await t.services.employment.daily.run(new Date('2026-03-16T00:20:00Z'));
    expect((await t.call(acme, C.get, { params: { id: past.id } })).json<ContractDto>()).toMatchObject({
      state: ContractState.Expired,
      expiredOn: '2026-03-16',
    });
  });
});
