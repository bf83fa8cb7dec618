import {
  employeeEndpoints,
  emptyGuid,
  type JobTitleDto,
  type JobTitleTreeNode,
  jobTitleEndpoints,
  type PagedResult,
  pathOf,
} from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrganisationApi, startOrganisationTest } from '../../test/helpers/organisation.ts';
import type { TestApp } from '../../test/test-app.ts';
import { DemoDepartments, DemoJobTitles, findDemoJobTitles } from './organisation.seed.ts';

let t: TestApp;
let api: OrganisationApi;
let admin: string;
let acmeId: string;
/** A department of this file's own. */
let depot: string;
let yard: string;

beforeAll(async () => {
  ({ t, api, admin } = await startOrganisationTest());
  acmeId = (await t.services.tenancy.tenants.findByName('acme'))!.id;
  depot = (await api.createDepartment(admin, 'Depot')).id;
  yard = (await api.createDepartment(admin, 'Yard', depot)).id;
});
afterAll(() => t?.close());

const list = (query: string, token = admin) =>
  api.getOk<PagedResult<JobTitleDto>>(token, `${jobTitleEndpoints.list.path}?${query}`);
const tree = (token = admin) =>
  api.getOk<JobTitleTreeNode[]>(token, jobTitleEndpoints.treeWithEmployees.path);

function findNode(nodes: JobTitleTreeNode[], id: string): JobTitleTreeNode | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const below = findNode(n.children, id);
    if (below) return below;
  }
  return undefined;
}

describe('the demo job titles', () => {
  it('acme has an org chart under the General Manager, with salaries as exact decimals', async () => {
    const byName = await findDemoJobTitles(t.services.organisation, acmeId);
    expect(byName.size).toBe(Object.keys(DemoJobTitles).length);
    const chart = await tree();
    expect(chart.map((n) => n.name)).toEqual([DemoJobTitles.GeneralManager]);
    const gm = chart[0]!;
    expect(gm).toMatchObject({ departmentName: DemoDepartments.GeneralManagement, baseSalary: '12000.00' });
    expect(gm.children.map((c) => c.name)).toEqual([
      DemoJobTitles.FinanceManager,
      DemoJobTitles.HrManager,
      DemoJobTitles.ItManager,
      DemoJobTitles.OperationsManager,
    ]);
    const supervisor = findNode(chart, byName.get(DemoJobTitles.ProductionSupervisor)!)!;
    expect(supervisor.departmentName).toBe(DemoDepartments.Production);
    expect(supervisor.children.map((c) => c.name)).toEqual([
      DemoJobTitles.MachineOperator,
      DemoJobTitles.ProductionWorker,
    ]);
    const payroll = (await list('maxResultCount=1000')).items.find(
      (j) => j.name === DemoJobTitles.PayrollSpecialist,
    );
    expect(payroll).toMatchObject({
      baseSalary: '3650.50',
      departmentName: DemoDepartments.Finance,
      jobTitleName: DemoJobTitles.FinanceManager,
    });
  });
});

describe('job title CRUD', () => {
  it('creates, reads, lists, updates and soft-deletes job titles', async () => {
    const chief = await api.createJobTitle(admin, {
      name: ' Depot Chief ',
      departmentId: depot,
      baseSalary: '4200.5',
    });
    expect(chief).toMatchObject({
      name: 'Depot Chief',
      departmentId: depot,
      departmentName: 'Depot',
      parentJobTitleId: null,
      jobTitleName: null,
      baseSalary: '4200.50',
    });
    // A JSON number with at most 2 decimals is accepted too; the answer is always the decimal string.
    const driver = await api.createJobTitle(admin, {
      name: 'Driver',
      departmentId: yard,
      parentJobTitleId: chief.id,
      baseSalary: 1999.99,
    });
    expect(driver).toMatchObject({
      departmentName: 'Yard',
      jobTitleName: 'Depot Chief',
      baseSalary: '1999.99',
    });
    const read = await api.call(admin, 'GET', pathOf(jobTitleEndpoints.get, { id: driver.id }));
    expect(read.json()).toMatchObject({ id: driver.id, name: 'Driver' });

    expect((await list(`departmentId=${depot}`)).items.map((j) => j.name)).toEqual(['Depot Chief']);
    expect((await list(`departmentId=${yard}`)).items.map((j) => j.name)).toEqual(['Driver']);
    const unfiltered = await list(`departmentId=${emptyGuid}&maxResultCount=1`);
    expect(unfiltered.items).toHaveLength(1);
    expect(unfiltered.totalCount).toBeGreaterThan(2);
    expect((await list('filter=driv')).items.map((j) => j.id)).toEqual([driver.id]);
    const bySalary = await list('sorting=baseSalary desc&maxResultCount=1');
    expect(bySalary.items[0]!.name).toBe(DemoJobTitles.GeneralManager);
    for (const sorting of ['departmentName', 'jobTitleName desc', 'creationTime'])
      expect((await list(`sorting=${encodeURIComponent(sorting)}`)).items.length).toBeGreaterThan(0);
    // Another field is a 400 naming those the contract declares.
    const unknown = await api.call(admin, 'GET', `${jobTitleEndpoints.list.path}?sorting=unknown`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.validationErrors[0].message).toBe(
      'This list can be sorted by name, baseSalary, departmentName, jobTitleName, creationTime only, each followed by asc or desc if you like.',
    );

    const updated = await api.updateJobTitle(admin, driver, {
      name: 'Truck driver',
      baseSalary: '12345678901234.56',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Truck driver', baseSalary: '12345678901234.56' });
    expect((await api.updateJobTitle(admin, driver, { name: 'Stale' })).statusCode).toBe(409);
    const detached = await api.updateJobTitle(admin, updated.json(), {
      parentJobTitleId: null,
      departmentId: depot,
    });
    expect(detached.json()).toMatchObject({ jobTitleName: null, departmentName: 'Depot' });

    expect((await api.deleteJobTitle(admin, driver.id)).statusCode).toBe(204);
    expect((await api.call(admin, 'GET', pathOf(jobTitleEndpoints.get, { id: driver.id }))).statusCode).toBe(
      404,
    );
    expect((await api.deleteJobTitle(admin, driver.id)).statusCode).toBe(404);
    expect(await t.services.organisation.jobTitles.lockForUse({ tenantId: acmeId }, driver.id)).toBe(false);
    expect(findNode(await tree(), driver.id)).toBeUndefined();
    expect(await t.services.organisation.jobTitles.lockForUse({ tenantId: acmeId }, chief.id)).toBe(true);
    const names = await t.services.organisation.jobTitles.namesByIds({ tenantId: acmeId }, [
      chief.id,
      driver.id,
    ]);
    expect([...names]).toEqual([[chief.id, 'Depot Chief']]);
    expect(await t.services.organisation.jobTitles.namesByIds({ tenantId: acmeId }, [])).toEqual(new Map());
  });

  it('takes base salaries as non-negative amounts with at most 2 decimals', async () => {
    for (const baseSalary of ['1.234', -5, '-5', 'abc', '', '12345678901234567', 1e21, 0.001, null]) {
      const r = await api.call(admin, 'POST', jobTitleEndpoints.list.path, {
        name: 'Bad pay',
        departmentId: depot,
        baseSalary,
      });
      expect(r.statusCode, String(baseSalary)).toBe(400);
      expect(r.json().error.validationErrors[0].members).toEqual(['baseSalary']);
    }
    const ar = await api.call(
      admin,
      'POST',
      jobTitleEndpoints.list.path,
      { name: 'Bad pay', departmentId: depot, baseSalary: '1.234' },
      { 'accept-language': 'ar' },
    );
    expect(ar.json().error.validationErrors[0].message).toBe(
      'أدخل مبلغًا لا يقل عن 0 وبمنزلتين عشريتين على الأكثر.',
    );
    const zero = await api.createJobTitle(admin, { name: 'Volunteer', departmentId: depot, baseSalary: '0' });
    expect(zero.baseSalary).toBe('0.00');
  });

  it('requires a name and a department that exists', async () => {
    for (const payload of [
      { name: '', departmentId: depot, baseSalary: '1' },
      { name: 'No department', baseSalary: '1' },
      { name: 'Bad department', departmentId: 'nope', baseSalary: '1' },
      { name: 'No salary', departmentId: depot },
    ])
      expect((await api.call(admin, 'POST', jobTitleEndpoints.list.path, payload)).statusCode).toBe(400);
    const missing = await api.call(admin, 'POST', jobTitleEndpoints.list.path, {
      name: 'Lost',
      departmentId: '01900000-0000-7000-8000-000000000000',
      baseSalary: '1',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.code).toBe('Organisation:DepartmentNotFound');
    const badParent = await api.call(admin, 'POST', jobTitleEndpoints.list.path, {
      name: 'Lost',
      departmentId: depot,
      parentJobTitleId: '01900000-0000-7000-8000-000000000000',
      baseSalary: '1',
    });
    expect(badParent.json().error.code).toBe('Organisation:ParentJobTitleNotFound');
  });

  it('keeps names unique within a department, whatever their case', async () => {
    const clerk = await api.createJobTitle(admin, { name: 'Clerk', departmentId: depot });
    const clash = await api.call(admin, 'POST', jobTitleEndpoints.list.path, {
      name: 'CLERK',
      departmentId: depot,
      baseSalary: 1,
    });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().error).toMatchObject({
      code: 'Organisation:DuplicateJobTitleName',
      // The job title already there, by its own name.
      message: 'The department already has a job title named Clerk.',
    });
    // In the request's language: the Arabic page names it in Arabic, even when only the English name clashes.
    await api.call(admin, 'POST', jobTitleEndpoints.list.path, {
      nameEn: 'Cashier',
      nameAr: 'أمين الصندوق',
      departmentId: depot,
      baseSalary: 1,
    });
    const arabic = await api.call(
      admin,
      'POST',
      jobTitleEndpoints.list.path,
      { nameEn: 'cashier', nameAr: 'صراف', departmentId: depot, baseSalary: 1 },
      { 'accept-language': 'ar' },
    );
    expect(arabic.json().error.message).toBe('يوجد في القسم مسمى وظيفي باسم أمين الصندوق مسبقًا.');
    const yardClerk = await api.createJobTitle(admin, { name: 'Clerk', departmentId: yard });
    expect((await api.updateJobTitle(admin, yardClerk, { departmentId: depot })).json().error.code).toBe(
      'Organisation:DuplicateJobTitleName',
    );
    expect((await api.updateJobTitle(admin, clerk, { baseSalary: '10' })).statusCode).toBe(200);
  });
});

describe('job title rules', () => {
  it('never lets a job title report to itself, however indirectly', async () => {
    const a = await api.createJobTitle(admin, { name: 'Level A', departmentId: depot });
    const b = await api.createJobTitle(admin, {
      name: 'Level B',
      departmentId: depot,
      parentJobTitleId: a.id,
    });
    const c = await api.createJobTitle(admin, {
      name: 'Level C',
      departmentId: yard,
      parentJobTitleId: b.id,
    });
    for (const parent of [a, b, c]) {
      const r = await api.updateJobTitle(admin, a, { parentJobTitleId: parent.id });
      expect(r.statusCode).toBe(422);
      expect(r.json().error).toMatchObject({
        code: 'Organisation:JobTitleCycle',
        message: 'A job title cannot report to itself or to one of the job titles under it.',
      });
    }
    // C may move up to report to A directly.
    expect((await api.updateJobTitle(admin, c, { parentJobTitleId: a.id })).statusCode).toBe(200);
    const chart = await tree();
    expect(findNode(chart, a.id)!.children.map((n) => n.name)).toEqual(['Level B', 'Level C']);
  });

  it('refuses to delete a job title others report to', async () => {
    const boss = await api.createJobTitle(admin, { name: 'Boss', departmentId: yard });
    const helper = await api.createJobTitle(admin, {
      name: 'Helper',
      departmentId: yard,
      parentJobTitleId: boss.id,
    });
    const r = await api.deleteJobTitle(admin, boss.id);
    expect(r.statusCode).toBe(422);
    expect(r.json().error).toMatchObject({
      code: 'Organisation:JobTitleHasChildren',
      message: 'Other job titles report to Boss. Move or delete them first.',
    });
    expect((await api.deleteJobTitle(admin, helper.id)).statusCode).toBe(204);
    expect((await api.deleteJobTitle(admin, boss.id)).statusCode).toBe(204);
  });

  it('refuses to delete a job title employees hold, and shows them in the org chart', async () => {
    const title = await api.createJobTitle(admin, { name: 'Forklift driver', departmentId: yard });
    const employee = await api.call(admin, 'POST', employeeEndpoints.create.path, {
      name: 'Sami',
      surname: 'Nasser',
      fatherName: 'Adel',
      motherName: 'Mona',
      nationalNumber: 'ORG-TEST-1',
      gender: 2,
      employeeStatus: 0,
      maritalStatus: 1,
      militaryServiceStatus: 0,
      jobTitleId: title.id,
      contactInformation: {},
      emergencyContactInformation: {
        emergencyPhone: '0999999999',
        contactName: 'Mona',
        relationShip: 'Mother',
      },
    });
    expect(employee.statusCode, employee.body).toBe(200);
    // The new id, as text (ABP's answer) or as a JSON string.
    const employeeId = employee.body.replaceAll('"', '');
    const node = findNode(await tree(), title.id)!;
    expect(node.employees).toEqual([{ id: employeeId, name: 'Sami', surname: 'Nasser' }]);
    const r = await api.deleteJobTitle(admin, title.id);
    expect(r.statusCode).toBe(422);
    expect(r.json().error).toMatchObject({
      code: 'Organisation:JobTitleHasEmployees',
      message: '1 employee(s) hold the job title Forklift driver. Give them another job title first.',
    });
    expect(
      (await api.call(admin, 'DELETE', pathOf(employeeEndpoints.delete, { id: employeeId }))).statusCode,
    ).toBe(204);
    expect((await api.deleteJobTitle(admin, title.id)).statusCode).toBe(204);
  });
});

describe('job titles between tenants', () => {
  it("neither shows nor touches another tenant's job titles", async () => {
    const initech = await api.createTenant('initech');
    expect((await list('', initech.token)).totalCount).toBe(0);
    expect(await tree(initech.token)).toEqual([]);
    const ownDept = await api.createDepartment(initech.token, 'Head office');
    const own = await api.createJobTitle(initech.token, { name: 'Manager', departmentId: ownDept.id });

    const acmeTitle = (await list('maxResultCount=1000')).items.find(
      (j) => j.name === DemoJobTitles.Accountant,
    )!;
    const acmeDept = acmeTitle.departmentId;
    expect(
      (await api.call(initech.token, 'GET', pathOf(jobTitleEndpoints.get, { id: acmeTitle.id }))).statusCode,
    ).toBe(404);
    expect((await api.updateJobTitle(initech.token, acmeTitle, { name: 'Taken' })).statusCode).toBe(404);
    expect((await api.deleteJobTitle(initech.token, acmeTitle.id)).statusCode).toBe(404);
    expect((await list(`departmentId=${acmeDept}`, initech.token)).totalCount).toBe(0);
    const inAcmeDept = await api.call(initech.token, 'POST', jobTitleEndpoints.list.path, {
      name: 'Spy',
      departmentId: acmeDept,
      baseSalary: '1',
    });
    expect(inAcmeDept.json().error.code).toBe('Organisation:DepartmentNotFound');
    const underAcmeTitle = await api.updateJobTitle(initech.token, own, { parentJobTitleId: acmeTitle.id });
    expect(underAcmeTitle.json().error.code).toBe('Organisation:ParentJobTitleNotFound');
    // Neither may acme delete the other's department.
    expect((await api.deleteDepartment(admin, ownDept.id)).statusCode).toBe(404);
    expect(await t.services.organisation.jobTitles.lockForUse({ tenantId: acmeId }, own.id)).toBe(false);
    expect((await t.services.organisation.jobTitles.namesByIds({ tenantId: acmeId }, [own.id])).size).toBe(0);
    expect((await list('maxResultCount=1000')).items.map((j) => j.id)).not.toContain(own.id);
    expect(findNode(await tree(), own.id)).toBeUndefined();
  });
});
