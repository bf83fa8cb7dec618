import { IdentityPermissions, type RoleDto } from '@hr/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../platform/context.ts';
import { permissionGrants } from '../../platform/platform.tables.ts';
import { identityApi } from '../../test/helpers/identity.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof identityApi>;
let admin: string;
let acmeId: string;

beforeAll(async () => {
  t = await createTestApp();
  api = identityApi(t);
  admin = await t.login('acme');
  acmeId = (await t.services.tenancy.tenants.findByName('acme'))!.id;
});
afterAll(() => t?.close());

const roleGrants = (tenantId: string, roleName: string) =>
  t.db.transaction({ tenantId }, (tx) =>
    tx
      .select({ name: permissionGrants.name })
      .from(permissionGrants)
      .where(
        and(
          eq(permissionGrants.tenantId, tenantId),
          eq(permissionGrants.providerName, 'R'),
          eq(permissionGrants.providerKey, roleName),
        ),
      ),
  );

describe('the demo roles', () => {
  it('acme has admin (static), HR Manager, Payroll Officer and Employee (default)', async () => {
    const r = await api.call(admin, 'GET', '/api/identity/roles?maxResultCount=100');
    expect(r.statusCode).toBe(200);
    const items = r.json<{ totalCount: number; items: RoleDto[] }>().items;
    expect(items.map((x) => x.name)).toEqual(['admin', 'Employee', 'HR Manager', 'Payroll Officer']);
    expect(items.find((x) => x.name === 'admin')).toMatchObject({ isStatic: true, isDefault: false });
    expect(items.find((x) => x.name === 'Employee')).toMatchObject({ isStatic: false, isDefault: true });
    const hr = (await roleGrants(acmeId, 'HR Manager')).map((g) => g.name);
    expect(hr).toContain('HR.Employees.Index');
    expect(hr).toContain('GoldenOwl.AttachmentType.AttachmentTypeManagement');
    expect(hr.every((n) => n.startsWith('HR.') || n.startsWith('GoldenOwl.'))).toBe(true);
    const payroll = (await roleGrants(acmeId, 'Payroll Officer')).map((g) => g.name);
    expect(payroll).toContain('PR.Payslip.Index');
    expect(payroll).toContain('HR.Employees.Index');
    expect(payroll).not.toContain('HR.Employees.Create');
    // The departments and job titles the payslips are filtered by (their pickers answered 403).
    expect(payroll).toContain('HR.DepartmentsAndJobTitles.Index');
    expect(payroll).not.toContain('HR.DepartmentsAndJobTitles.Index.Create');
    expect(await t.services.identity.roles.defaultRoleNames({ tenantId: acmeId })).toEqual(['Employee']);
  });

  it('the demo users sign in with their roles', async () => {
    const hrManager = await t.login('acme', 'hr.manager', '1q2w3E*');
    const policies = await api.grantedPolicies(hrManager);
    expect(policies).toContain('HR.Employees.Create');
    expect(policies).not.toContain(IdentityPermissions.Users.Default);
    expect(policies).not.toContain('PR.Payslip.Index');
  });
});

describe('role CRUD', () => {
  it('creates, reads, lists with a filter, updates and deletes a role', async () => {
    const created = await api.createRole(admin, 'Auditor', [], { isDefault: false, isPublic: false });
    expect(created).toMatchObject({ name: 'Auditor', isDefault: false, isPublic: false, isStatic: false });
    const read = await api.call(admin, 'GET', `/api/identity/roles/${created.id}`);
    expect(read.json()).toMatchObject({ id: created.id, name: 'Auditor' });
    const filtered = (await api.call(admin, 'GET', '/api/identity/roles?filter=audit')).json();
    expect(filtered).toMatchObject({ totalCount: 1, items: [{ name: 'Auditor' }] });
    const paged = (await api.call(admin, 'GET', '/api/identity/roles?maxResultCount=2&skipCount=0')).json();
    expect(paged.items).toHaveLength(2);
    expect(paged.totalCount).toBe(5);

    const updated = await api.call(admin, 'PUT', `/api/identity/roles/${created.id}`, {
      name: 'Auditor',
      isDefault: true,
      isPublic: true,
      concurrencyStamp: created.concurrencyStamp,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ isDefault: true, isPublic: true });
    const stale = await api.call(admin, 'PUT', `/api/identity/roles/${created.id}`, {
      name: 'Auditor',
      isDefault: false,
      isPublic: true,
      concurrencyStamp: created.concurrencyStamp,
    });
    expect(stale.statusCode).toBe(409);

    const deleted = await api.call(admin, 'DELETE', `/api/identity/roles/${created.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await api.call(admin, 'GET', `/api/identity/roles/${created.id}`)).statusCode).toBe(404);
  });

  it('keeps role names unique in a tenant, whatever their case', async () => {
    await api.createRole(admin, 'Recruiter');
    const clash = await api.call(admin, 'POST', '/api/identity/roles', { name: ' recruiter ' });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().error).toMatchObject({
      code: 'Identity:DuplicateRoleName',
      message: 'The role name recruiter is already taken.',
    });
    const other = await api.createRole(admin, 'Recruiter 2');
    const rename = await api.call(admin, 'PUT', `/api/identity/roles/${other.id}`, {
      name: 'RECRUITER',
      isDefault: false,
      isPublic: true,
      concurrencyStamp: other.concurrencyStamp,
    });
    expect(rename.statusCode).toBe(422);
    expect(rename.json().error.code).toBe('Identity:DuplicateRoleName');
  });

  it('refuses invalid input with 400', async () => {
    expect((await api.call(admin, 'POST', '/api/identity/roles', { name: '' })).statusCode).toBe(400);
    expect((await api.call(admin, 'POST', '/api/identity/roles', { name: 'x'.repeat(65) })).statusCode).toBe(
      400,
    );
  });

  it('never renames or deletes the static admin role, but lets its flags change', async () => {
    const role = await api.findRole(admin, 'admin');
    const rename = await api.call(
      admin,
      'PUT',
      `/api/identity/roles/${role.id}`,
      { name: 'administrators', isDefault: false, isPublic: true, concurrencyStamp: role.concurrencyStamp },
      { 'accept-language': 'ar' },
    );
    expect(rename.statusCode).toBe(422);
    expect(rename.json().error.code).toBe('Identity:StaticRoleCannotBeRenamed');
    expect(rename.json().error.message).toMatch(/[\u0600-\u06FF]/);
    const remove = await api.call(admin, 'DELETE', `/api/identity/roles/${role.id}`);
    expect(remove.statusCode).toBe(422);
    expect(remove.json().error.code).toBe('Identity:StaticRoleCannotBeDeleted');
    const flags = await api.call(admin, 'PUT', `/api/identity/roles/${role.id}`, {
      name: 'admin',
      isDefault: false,
      isPublic: false,
      concurrencyStamp: role.concurrencyStamp,
    });
    expect(flags.statusCode, flags.body).toBe(200);
    expect(flags.json()).toMatchObject({ name: 'admin', isPublic: false, isStatic: true });
  });

  it('a renamed role keeps its grants and its users keep their access', async () => {
    const role = await api.createRole(admin, 'Clerk', ['HR.Employees.Index']);
    const user = await api.createUser(admin, 'clerk.one', ['Clerk']);
    const token = await t.login('acme', 'clerk.one', 'Passw0rd!');
    expect(await api.grantedPolicies(token)).toContain('HR.Employees.Index');
    const renamed = await api.call(admin, 'PUT', `/api/identity/roles/${role.id}`, {
      name: 'Records clerk',
      isDefault: false,
      isPublic: true,
      concurrencyStamp: role.concurrencyStamp,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await roleGrants(acmeId, 'Records clerk')).map((g) => g.name)).toEqual(['HR.Employees.Index']);
    expect(await roleGrants(acmeId, 'Clerk')).toEqual([]);
    expect((await api.getUser(admin, user.id)).roleNames).toEqual(['Records clerk']);
    // The token still names the old role; the check reads the user's roles from the database.
    expect(await api.grantedPolicies(token)).toContain('HR.Employees.Index');
  });

  it('deleting a role removes its grants and memberships', async () => {
    const role = await api.createRole(admin, 'Temp', ['HR.DepartmentsAndJobTitles.Index']);
    const user = await api.createUser(admin, 'temp.user', ['Temp', 'Employee']);
    const token = await t.login('acme', 'temp.user', 'Passw0rd!');
    expect(await api.grantedPolicies(token)).toContain('HR.DepartmentsAndJobTitles.Index');
    expect((await api.call(admin, 'DELETE', `/api/identity/roles/${role.id}`)).statusCode).toBe(204);
    expect(await roleGrants(acmeId, 'Temp')).toEqual([]);
    expect((await api.getUser(admin, user.id)).roleNames).toEqual(['Employee']);
    expect(await api.grantedPolicies(token)).not.toContain('HR.DepartmentsAndJobTitles.Index');
    // A new role of the same name starts with nothing.
    await api.createRole(admin, 'Temp');
    expect(await roleGrants(acmeId, 'Temp')).toEqual([]);
  });
});

describe('default roles', () => {
  it('go to a user created without roles, not to one created with an explicit list', async () => {
    const role = await api.createRole(admin, 'Newcomer', [], { isDefault: true });
    expect(await t.services.identity.roles.defaultRoleNames(systemContext(acmeId))).toEqual([
      'Employee',
      'Newcomer',
    ]);
    const implicit = await api.createUser(admin, 'implicit.roles');
    expect(implicit.roleNames.sort()).toEqual(['Employee', 'Newcomer']);
    const explicit = await api.createUser(admin, 'explicit.roles', []);
    expect(explicit.roleNames).toEqual([]);
    const chosen = await api.createUser(admin, 'chosen.roles', ['HR Manager']);
    expect(chosen.roleNames).toEqual(['HR Manager']);
    await api.call(admin, 'DELETE', `/api/identity/roles/${role.id}`);
  });

  it('are offered by assignable-roles with every other role', async () => {
    const r = await api.call(admin, 'GET', '/api/identity/users/assignable-roles');
    expect(r.statusCode).toBe(200);
    const names = r.json<{ items: RoleDto[] }>().items.map((x) => x.name);
    expect(names).toEqual(expect.arrayContaining(['admin', 'Employee', 'HR Manager', 'Payroll Officer']));
  });
});

describe('tenant isolation', () => {
  it("another tenant sees none of acme's roles and cannot reach them by id", async () => {
    await t.services.tenancy.tenants.create(
      { userId: null },
      { name: 'globex', adminEmailAddress: 'admin@globex.example', adminPassword: '1q2w3E*' },
    );
    const globex = await t.login('globex');
    const list = (await api.call(globex, 'GET', '/api/identity/roles')).json<{ items: RoleDto[] }>();
    expect(list.items.map((x) => x.name)).toEqual(['admin']);
    const assignable = (await api.call(globex, 'GET', '/api/identity/users/assignable-roles')).json();
    expect(assignable.items.map((x: RoleDto) => x.name)).toEqual(['admin']);
    const acmeRole = await api.findRole(admin, 'HR Manager');
    expect((await api.call(globex, 'GET', `/api/identity/roles/${acmeRole.id}`)).statusCode).toBe(404);
    const update = await api.call(globex, 'PUT', `/api/identity/roles/${acmeRole.id}`, {
      name: 'Hijacked',
      isDefault: false,
      isPublic: true,
      concurrencyStamp: acmeRole.concurrencyStamp,
    });
    expect(update.statusCode).toBe(404);
    expect((await api.call(globex, 'DELETE', `/api/identity/roles/${acmeRole.id}`)).statusCode).toBe(404);
    expect((await api.findRole(admin, 'HR Manager')).name).toBe('HR Manager');
    // The same name is free in another tenant.
    await api.createRole(globex, 'HR Manager');
    // A user of globex cannot be given an acme-only role.
    const bad = await api.call(globex, 'POST', '/api/identity/users', {
      userName: 'x1',
      email: 'x1@globex.example',
      password: 'Passw0rd!',
      roleNames: ['Payroll Officer'],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.code).toBe('Identity:RoleNotFound');
  });

  it("the host's roles are the host's alone", async () => {
    const host = await t.login(null);
    const names = (await api.call(host, 'GET', '/api/identity/roles'))
      .json()
      .items.map((x: RoleDto) => x.name);
    expect(names).toEqual(['admin']);
  });
});

describe('policies', () => {
  it('each role route needs its own policy', async () => {
    await api.createRole(admin, 'Role reader', [IdentityPermissions.Roles.Default]);
    await api.createUser(admin, 'role.reader', ['Role reader']);
    await api.createUser(admin, 'nobody', []);
    const reader = await t.login('acme', 'role.reader', 'Passw0rd!');
    const nobody = await t.login('acme', 'nobody', 'Passw0rd!');
    const target = await api.findRole(admin, 'Recruiter');
    const body = { name: 'X', isDefault: false, isPublic: true, concurrencyStamp: target.concurrencyStamp };

    expect((await api.call(nobody, 'GET', '/api/identity/roles')).statusCode).toBe(403);
    expect((await api.call(nobody, 'GET', '/api/identity/roles/all')).statusCode).toBe(403);
    expect((await api.call(nobody, 'GET', `/api/identity/roles/${target.id}`)).statusCode).toBe(403);
    expect((await api.call(nobody, 'GET', '/api/identity/users/assignable-roles')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/identity/roles' })).statusCode).toBe(401);

    expect((await api.call(reader, 'GET', '/api/identity/roles')).statusCode).toBe(200);
    expect((await api.call(reader, 'GET', `/api/identity/roles/${target.id}`)).statusCode).toBe(200);
    expect((await api.call(reader, 'POST', '/api/identity/roles', { name: 'Y' })).statusCode).toBe(403);
    expect((await api.call(reader, 'PUT', `/api/identity/roles/${target.id}`, body)).statusCode).toBe(403);
    expect((await api.call(reader, 'DELETE', `/api/identity/roles/${target.id}`)).statusCode).toBe(403);

    // Each child policy opens exactly its route.
    await api.setPermissions(admin, 'R', 'Role reader', { [IdentityPermissions.Roles.Create]: true });
    expect((await api.call(reader, 'POST', '/api/identity/roles', { name: 'Y' })).statusCode).toBe(200);
    expect((await api.call(reader, 'PUT', `/api/identity/roles/${target.id}`, body)).statusCode).toBe(403);
    await api.setPermissions(admin, 'R', 'Role reader', { [IdentityPermissions.Roles.Update]: true });
    expect((await api.call(reader, 'PUT', `/api/identity/roles/${target.id}`, body)).statusCode).toBe(200);
    expect((await api.call(reader, 'DELETE', `/api/identity/roles/${target.id}`)).statusCode).toBe(403);
    await api.setPermissions(admin, 'R', 'Role reader', { [IdentityPermissions.Roles.Delete]: true });
    expect((await api.call(reader, 'DELETE', `/api/identity/roles/${target.id}`)).statusCode).toBe(204);
  });
});
