import {
  type DepartmentDto,
  departmentEndpoints,
  jobTitleEndpoints,
  type PagedResult,
  pathOf,
} from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrganisationApi, startOrganisationTest } from '../../test/helpers/organisation.ts';
import type { TestApp } from '../../test/test-app.ts';
import { DemoDepartments } from './organisation.seed.ts';

let t: TestApp;
let api: OrganisationApi;
let admin: string;

beforeAll(async () => {
  ({ t, api, admin } = await startOrganisationTest());
});
afterAll(() => t?.close());

const list = (url: string, token = admin) => api.getOk<PagedResult<DepartmentDto>>(token, url);

describe('the demo departments', () => {
  it('acme has a tree under General Management', async () => {
    const all = await list(`${departmentEndpoints.list.path}?maxResultCount=1000`);
    expect(all.totalCount).toBe(7);
    const roots = (await api.call(admin, 'GET', departmentEndpoints.roots.path)).json<DepartmentDto[]>();
    expect(roots.map((d) => d.name)).toEqual([DemoDepartments.GeneralManagement]);
    const operations = all.items.find((d) => d.name === DemoDepartments.Operations)!;
    expect(operations.parentDepartmentName).toBe(DemoDepartments.GeneralManagement);
    const children = (
      await api.call(admin, 'GET', pathOf(departmentEndpoints.children, { id: operations.id }))
    ).json();
    expect(children.map((d: DepartmentDto) => d.name)).toEqual([
      DemoDepartments.Production,
      DemoDepartments.Quality,
    ]);
  });
});

describe('department CRUD', () => {
  it('creates, reads, lists, updates and soft-deletes departments', async () => {
    const root = await api.createDepartment(admin, '  Research  ');
    expect(root).toMatchObject({ name: 'Research', parentDepartmentId: null, parentDepartmentName: null });
    expect(root.concurrencyStamp).toBeTruthy();
    expect(root.creatorId).toBeTruthy();
    const lab = await api.createDepartment(admin, 'Laboratory', root.id);
    expect(lab).toMatchObject({ parentDepartmentId: root.id, parentDepartmentName: 'Research' });
    expect(await api.getDepartment(admin, lab.id)).toMatchObject({ id: lab.id, name: 'Laboratory' });

    const hasChild = await api.call(admin, 'GET', pathOf(departmentEndpoints.hasChild, { id: root.id }));
    expect(hasChild.statusCode).toBe(200);
    expect(hasChild.json()).toBe(true);
    expect((await api.call(admin, 'GET', pathOf(departmentEndpoints.hasChild, { id: lab.id }))).json()).toBe(
      false,
    );
    const children = (
      await api.call(admin, 'GET', pathOf(departmentEndpoints.children, { id: root.id }))
    ).json<DepartmentDto[]>();
    expect(children.map((d) => d.id)).toEqual([lab.id]);
    const roots = (await api.call(admin, 'GET', departmentEndpoints.roots.path)).json<DepartmentDto[]>();
    expect(roots.map((d) => d.name)).toEqual([DemoDepartments.GeneralManagement, 'Research']);

    const filtered = await list(`${departmentEndpoints.getAll.path}?filter=labor`);
    expect(filtered).toMatchObject({ totalCount: 1, items: [{ id: lab.id }] });
    const page = await list(
      `${departmentEndpoints.getAll.path}?maxResultCount=2&skipCount=0&sorting=name desc`,
    );
    expect(page.totalCount).toBe(9);
    expect(page.items).toHaveLength(2);
    expect(page.items[0]!.name).toBe('Research');

    const renamed = await api.updateDepartment(admin, lab, { name: 'Laboratories' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Laboratories', parentDepartmentName: 'Research' });
    expect(renamed.json().lastModificationTime).toBeTruthy();
    expect(renamed.json().concurrencyStamp).not.toBe(lab.concurrencyStamp);
    const stale = await api.updateDepartment(admin, lab, { name: 'Labs' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('Platform:ConcurrencyConflict');

    // Moved to the top, then deleted.
    const moved = await api.updateDepartment(admin, renamed.json(), { parentDepartmentId: null });
    expect(moved.json()).toMatchObject({ parentDepartmentId: null, parentDepartmentName: null });
    expect((await api.deleteDepartment(admin, lab.id)).statusCode).toBe(204);
    expect((await api.call(admin, 'GET', pathOf(departmentEndpoints.get, { id: lab.id }))).statusCode).toBe(
      404,
    );
    expect((await api.deleteDepartment(admin, lab.id)).statusCode).toBe(404);
    expect((await list(`${departmentEndpoints.getAll.path}?filter=laborator`)).totalCount).toBe(0);
    expect((await api.call(admin, 'GET', pathOf(departmentEndpoints.hasChild, { id: root.id }))).json()).toBe(
      false,
    );
    // The row stays, marked deleted, for history.
    const { rows } = await t.db.ownerSql.query<{ is_deleted: boolean; deleter_id: string | null }>(
      'select is_deleted, deleter_id from departments where id = $1',
      [lab.id],
    );
    expect(rows[0]).toMatchObject({ is_deleted: true });
    expect(rows[0]!.deleter_id).toBeTruthy();
    expect((await api.deleteDepartment(admin, root.id)).statusCode).toBe(204);
  });

  it('caps the plain list at 1000 items and refuses bad paging', async () => {
    const r = await list(`${departmentEndpoints.list.path}?maxResultCount=5000`);
    expect(r.items.length).toBe(r.totalCount);
    expect((await api.call(admin, 'GET', `${departmentEndpoints.list.path}?skipCount=-1`)).statusCode).toBe(
      400,
    );
  });

  it('requires a name of at most 128 characters', async () => {
    // Characters that show nothing (a zero-width space, a direction mark, the byte-order mark) are blank too.
    for (const name of ['', '   ', '\u200b', ' \u200f\ufeff\u2060 ', 'x'.repeat(129)]) {
      const r = await api.call(admin, 'POST', departmentEndpoints.create.path, { name });
      expect(r.statusCode).toBe(400);
      // Too long: the name itself; blank: no name at all, said on both languages' fields.
      const members = r.json().error.validationErrors.flatMap((e: { members: string[] }) => e.members);
      expect(members).toEqual(name.length > 128 ? ['name'] : ['nameEn', 'nameAr']);
    }
    expect((await api.call(admin, 'POST', departmentEndpoints.create.path, {})).statusCode).toBe(400);
    const badParent = await api.call(admin, 'POST', departmentEndpoints.create.path, {
      name: 'X',
      parentDepartmentId: 'nope',
    });
    expect(badParent.statusCode).toBe(400);
  });
});

describe('department rules', () => {
  it('keeps names unique among the departments of one parent, whatever their case', async () => {
    const a = await api.createDepartment(admin, 'Sales');
    const clash = await api.call(admin, 'POST', departmentEndpoints.create.path, { name: ' SALES\u200b ' });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().error).toMatchObject({
      code: 'Organisation:DuplicateDepartmentName',
      // The department already there, by its own name.
      message: 'There is already a department named Sales at this level.',
    });
    // The same name under another parent is fine.
    const north = await api.createDepartment(admin, 'Sales', (await api.createDepartment(admin, 'North')).id);
    const other = await api.createDepartment(admin, 'Marketing');
    const rename = await api.updateDepartment(admin, other, { name: 'sales' });
    expect(rename.statusCode).toBe(422);
    expect(rename.json().error.code).toBe('Organisation:DuplicateDepartmentName');
    // Moving into a level that already has the name clashes too.
    const moveIn = await api.updateDepartment(admin, north, { parentDepartmentId: null });
    expect(moveIn.json().error.code).toBe('Organisation:DuplicateDepartmentName');
    // Keeping its own name is not a clash; a deleted department frees its name.
    expect((await api.updateDepartment(admin, a, { name: 'Sales' })).statusCode).toBe(200);
    expect((await api.deleteDepartment(admin, a.id)).statusCode).toBe(204);
    expect(
      (await api.call(admin, 'POST', departmentEndpoints.create.path, { name: 'sales' })).statusCode,
    ).toBe(200);
  });

  it('answers in Arabic when asked', async () => {
    // A single name is the name in the request's language: both in Arabic here, so they clash.
    await api.call(
      admin,
      'POST',
      departmentEndpoints.create.path,
      { name: 'Legal' },
      { 'accept-language': 'ar' },
    );
    const r = await api.call(
      admin,
      'POST',
      departmentEndpoints.create.path,
      { name: 'legal' },
      { 'accept-language': 'ar' },
    );
    expect(r.statusCode).toBe(422);
    expect(r.json().error.message).toBe('يوجد قسم باسم Legal في هذا المستوى مسبقًا.');
  });

  it('names the department already there in the language of the request', async () => {
    const arabic = { 'accept-language': 'ar' };
    const names = { nameEn: 'Finance', nameAr: 'المالية' };
    await api.call(admin, 'POST', departmentEndpoints.create.path, names);
    // Both names taken: the Arabic page says the Arabic one, the English page the English one.
    const ar = await api.call(admin, 'POST', departmentEndpoints.create.path, names, arabic);
    expect(ar.statusCode).toBe(422);
    expect(ar.json().error.message).toBe('يوجد قسم باسم المالية في هذا المستوى مسبقًا.');
    const en = await api.call(admin, 'POST', departmentEndpoints.create.path, names);
    expect(en.json().error.message).toBe('There is already a department named Finance at this level.');
    // Only the English name taken: still the department there, by its Arabic name.
    const english = { nameEn: 'FINANCE', nameAr: 'الحسابات' };
    const onlyEn = await api.call(admin, 'POST', departmentEndpoints.create.path, english, arabic);
    expect(onlyEn.json().error.message).toBe('يوجد قسم باسم المالية في هذا المستوى مسبقًا.');
    // A rename that takes the name clashes the same way.
    const other = await api.createDepartment(admin, 'Audit');
    const rename = await api.call(
      admin,
      'PUT',
      pathOf(departmentEndpoints.update, { id: other.id }),
      { ...english, parentDepartmentId: null, concurrencyStamp: other.concurrencyStamp },
      arabic,
    );
    expect(rename.json().error.message).toBe('يوجد قسم باسم المالية في هذا المستوى مسبقًا.');
  });

  it('refuses a parent that does not exist', async () => {
    const r = await api.call(admin, 'POST', departmentEndpoints.create.path, {
      name: 'Orphan',
      parentDepartmentId: '01900000-0000-7000-8000-000000000000',
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().error.code).toBe('Organisation:DepartmentNotFound');
  });

  it('never lets a department be its own ancestor', async () => {
    const top = await api.createDepartment(admin, 'Top');
    const middle = await api.createDepartment(admin, 'Middle', top.id);
    const bottom = await api.createDepartment(admin, 'Bottom', middle.id);
    const self = await api.updateDepartment(admin, top, { parentDepartmentId: top.id });
    expect(self.statusCode).toBe(422);
    expect(self.json().error).toMatchObject({
      code: 'Organisation:DepartmentCycle',
      message: 'A department cannot be placed under itself or under one of its own sub-departments.',
    });
    for (const descendant of [middle, bottom]) {
      const r = await api.updateDepartment(admin, top, { parentDepartmentId: descendant.id });
      expect(r.statusCode).toBe(422);
      expect(r.json().error.code).toBe('Organisation:DepartmentCycle');
    }
    // Moving a branch elsewhere is fine, and the chain stays readable.
    const elsewhere = await api.createDepartment(admin, 'Elsewhere');
    const moved = await api.updateDepartment(admin, middle, { parentDepartmentId: elsewhere.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await api.getDepartment(admin, bottom.id)).parentDepartmentName).toBe('Middle');
    // Now Top is no longer above Bottom: it may go under it.
    expect((await api.updateDepartment(admin, top, { parentDepartmentId: bottom.id })).statusCode).toBe(200);
  });

  it('refuses to delete a department that has sub-departments or job titles', async () => {
    const parent = await api.createDepartment(admin, 'Logistics');
    const child = await api.createDepartment(admin, 'Warehouse', parent.id);
    const withChild = await api.deleteDepartment(admin, parent.id);
    expect(withChild.statusCode).toBe(422);
    expect(withChild.json().error).toMatchObject({
      code: 'Organisation:DepartmentHasChildren',
      message: 'The department Logistics has sub-departments. Move or delete them first.',
    });
    const title = await api.createJobTitle(admin, { name: 'Storekeeper', departmentId: child.id });
    const withTitle = await api.deleteDepartment(admin, child.id);
    expect(withTitle.statusCode).toBe(422);
    expect(withTitle.json().error).toMatchObject({
      code: 'Organisation:DepartmentHasJobTitles',
      message: 'The department Warehouse has job titles. Move or delete them first.',
    });
    expect((await api.deleteJobTitle(admin, title.id)).statusCode).toBe(204);
    expect((await api.deleteDepartment(admin, child.id)).statusCode).toBe(204);
    expect((await api.deleteDepartment(admin, parent.id)).statusCode).toBe(204);
  });
});

describe('departments between tenants', () => {
  it("neither shows nor touches another tenant's departments, and stops when HR is off", async () => {
    const globex = await api.createTenant('globex');
    expect((await list(departmentEndpoints.list.path, globex.token)).totalCount).toBe(0);
    expect((await api.call(globex.token, 'GET', departmentEndpoints.roots.path)).json()).toEqual([]);
    const own = await api.createDepartment(globex.token, DemoDepartments.GeneralManagement);
    expect(own.name).toBe(DemoDepartments.GeneralManagement);

    const acmeDept = (await list(`${departmentEndpoints.list.path}?maxResultCount=1000`)).items.find(
      (d) => d.name === DemoDepartments.Operations,
    )!;
    for (const url of [
      pathOf(departmentEndpoints.get, { id: acmeDept.id }),
      pathOf(departmentEndpoints.children, { id: acmeDept.id }),
      pathOf(departmentEndpoints.hasChild, { id: acmeDept.id }),
    ])
      expect((await api.call(globex.token, 'GET', url)).statusCode, url).toBe(404);
    const update = await api.updateDepartment(globex.token, acmeDept, { name: 'Taken over' });
    expect(update.statusCode).toBe(404);
    expect((await api.deleteDepartment(globex.token, acmeDept.id)).statusCode).toBe(404);
    const underAcme = await api.call(globex.token, 'POST', departmentEndpoints.create.path, {
      name: 'Inside acme',
      parentDepartmentId: acmeDept.id,
    });
    expect(underAcme.json().error.code).toBe('Organisation:DepartmentNotFound');
    const moveUnderAcme = await api.updateDepartment(globex.token, own, { parentDepartmentId: acmeDept.id });
    expect(moveUnderAcme.json().error.code).toBe('Organisation:DepartmentNotFound');
    expect((await api.getDepartment(admin, acmeDept.id)).name).toBe(DemoDepartments.Operations);
    expect(
      (await list(`${departmentEndpoints.list.path}?maxResultCount=1000`)).items.map((d) => d.id),
    ).not.toContain(own.id);

    // Without HR.Enable the tenant's HR permissions are gone, whatever its roles hold.
    const features = `/api/feature-management/features?providerName=T&providerKey=${globex.id}`;
    const off = await api.call(await t.login(null), 'PUT', features, {
      features: [{ name: 'HR.Enable', value: 'false' }],
    });
    expect(off.statusCode, off.body).toBe(204);
    expect((await api.call(globex.token, 'GET', departmentEndpoints.list.path)).statusCode).toBe(403);
    expect(
      (await api.call(globex.token, 'POST', departmentEndpoints.create.path, { name: 'No' })).statusCode,
    ).toBe(403);
  });
});

describe('department writes at the same moment', () => {
  it('lets only one of two crossing moves through, so no loop can form', async () => {
    // Each move alone is fine; together they would make a loop. The tenant's write lock orders them.
    // Several pairs, so that without the lock some pair would read before the other writes.
    const pairs = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const left = await api.createDepartment(admin, `Left wing ${i}`);
        const right = await api.createDepartment(admin, `Right wing ${i}`);
        return [left, right] as const;
      }),
    );
    const results = await Promise.all(
      pairs.flatMap(([left, right]) => [
        api.updateDepartment(admin, left, { parentDepartmentId: right.id }),
        api.updateDepartment(admin, right, { parentDepartmentId: left.id }),
      ]),
    );
    for (let i = 0; i < results.length; i += 2) {
      const pair = [results[i]!, results[i + 1]!];
      expect(pair.map((r) => r.statusCode).sort()).toEqual([200, 422]);
      expect(pair.find((r) => r.statusCode === 422)!.json().error.code).toBe('Organisation:DepartmentCycle');
    }
  });

  it('lets only one of two same-named departments through', async () => {
    const names = ['Twin', 'TWIN', 'twin', ' Twin ', 'tWIN', 'TwiN'];
    const results = await Promise.all(
      names.map((name) => api.call(admin, 'POST', departmentEndpoints.create.path, { name })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422, 422, 422, 422, 422]);
  });
});

describe('the API description', () => {
  it('lists every department and job title path in the OpenAPI document', async () => {
    const openapi = (await t.app.inject({ url: '/swagger/json' })).json<{ paths: Record<string, unknown> }>();
    for (const path of [
      departmentEndpoints.list.path,
      departmentEndpoints.getAll.path,
      departmentEndpoints.roots.path,
      departmentEndpoints.create.path,
      departmentEndpoints.update.path.replace(':id', '{id}'),
      departmentEndpoints.get.path.replace(':id', '{id}'),
      departmentEndpoints.children.path.replace(':id', '{id}'),
      departmentEndpoints.hasChild.path.replace(':id', '{id}'),
      departmentEndpoints.delete.path.replace(':id', '{id}'),
      jobTitleEndpoints.list.path,
      jobTitleEndpoints.get.path.replace(':id', '{id}'),
      jobTitleEndpoints.treeWithEmployees.path,
    ])
      expect(openapi.paths[path], path).toBeDefined();
  });

  it('sorts by the fields its contract declares, and answers 400 naming them for another', async () => {
    for (const path of [departmentEndpoints.list.path, departmentEndpoints.getAll.path]) {
      const r = await api.call(admin, 'GET', `${path}?sorting=parentDepartmentId`);
      expect(r.statusCode, path).toBe(400);
      expect(r.json().error.validationErrors[0].message).toBe(
        'This list can be sorted by name, parentDepartmentName, creationTime only, each followed by asc or desc if you like.',
      );
    }
    const byCreation = await list(
      `${departmentEndpoints.list.path}?sorting=creationTime%20desc&maxResultCount=1000`,
    );
    const times = byCreation.items.map((d) => d.creationTime);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('sorts by the joined parent name without failing', async () => {
    const asc = await list(
      `${departmentEndpoints.getAll.path}?sorting=parentDepartmentName&maxResultCount=1000`,
    );
    const named = asc.items.filter((d) => d.parentDepartmentName).map((d) => d.parentDepartmentName!);
    expect(named).toEqual([...named].sort((x, y) => x.toUpperCase().localeCompare(y.toUpperCase())));
  });
});
