import { type GetPermissionListResultDto, IdentityPermissions, permissionGroups } from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function tree(token: string, providerName: 'R' | 'U', key: string, language = 'en') {
  const r = await api.call(token, 'GET', api.permissionsUrl(providerName, key), undefined, {
    'accept-language': language,
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<GetPermissionListResultDto>();
}

const flat = (result: GetPermissionListResultDto) => result.groups.flatMap((g) => g.permissions);
const grantedNames = (result: GetPermissionListResultDto) =>
  flat(result)
    .filter((p) => p.isGranted)
    .map((p) => p.name);

describe('the permission tree', () => {
  it("shows a tenant role the tenant side's groups, parents before children, in the caller's language", async () => {
    const result = await tree(admin, 'R', 'admin');
    expect(result.entityDisplayName).toBe('admin');
    const groups = result.groups.map((g) => g.name);
    expect(groups).toEqual([
      'AbpIdentity',
      'SettingManagement',
      'AuditLogging',
      'HR',
      'GoldenOwl',
      'PR',
      'FN',
    ]);
    expect(groups).not.toContain('AbpTenantManagement');
    expect(groups).not.toContain('FeatureManagement');
    for (const group of result.groups) {
      const seen = new Set<string>();
      for (const p of group.permissions) {
        if (p.parentName) expect(seen.has(p.parentName), `${p.name} after ${p.parentName}`).toBe(true);
        seen.add(p.name);
      }
    }
    const identity = result.groups[0]!;
    expect(identity.displayName).toBe('Identity management');
    expect(identity.permissions.find((p) => p.name === IdentityPermissions.Roles.ManagePermissions)).toEqual({
      name: IdentityPermissions.Roles.ManagePermissions,
      displayName: 'Change permissions',
      parentName: IdentityPermissions.Roles.Default,
      isGranted: true,
      grantedProviders: [{ providerName: 'R', providerKey: 'admin' }],
    });
    // The tenant's admin role holds every tenant permission.
    expect(flat(result).every((p) => p.isGranted)).toBe(true);

    const arabic = await tree(admin, 'R', 'admin', 'ar');
    expect(arabic.groups[0]!.displayName).toBe('إدارة الهوية');
    expect(flat(arabic).find((p) => p.name === 'HR.Employees.Index')!.displayName).toBe('الموظفون');
  });

  it("shows the host the host side's groups and no business area", async () => {
    const host = await t.login(null);
    const groups = (await tree(host, 'R', 'admin')).groups.map((g) => g.name);
    expect(groups).toContain('AbpTenantManagement');
    expect(groups).toContain('FeatureManagement');
    expect(groups).not.toContain('HR');
    expect(groups).not.toContain('PR');
    const bad = await api.call(host, 'PUT', api.permissionsUrl('R', 'admin'), {
      permissions: [{ name: 'HR.Employees.Index', isGranted: true }],
    });
    expect(bad.statusCode).toBe(422);
  });

  it('leaves out a business area whose feature the tenant lacks, and refuses to grant it', async () => {
    await t.services.platform.features.set('T', acmeId, 'Payroll.Enable', 'false');
    try {
      const groups = (await tree(admin, 'R', 'Payroll Officer')).groups.map((g) => g.name);
      expect(groups).not.toContain('PR');
      expect(groups).toContain('FN');
      const r = await api.call(admin, 'PUT', api.permissionsUrl('R', 'Employee'), {
        permissions: [{ name: 'PR.Payslip.Index', isGranted: true }],
      });
      expect(r.statusCode).toBe(422);
      expect(r.json().error).toMatchObject({
        code: 'Identity:PermissionNotGrantable',
        message: 'The permission PR.Payslip.Index cannot be granted here.',
      });
    } finally {
      await t.services.platform.features.reset('T', acmeId);
    }
    expect((await tree(admin, 'R', 'Payroll Officer')).groups.map((g) => g.name)).toContain('PR');
  });

  it('refuses host permissions and unknown names in a tenant', async () => {
    for (const name of ['AbpTenantManagement.Tenants', 'No.Such.Permission']) {
      const r = await api.call(admin, 'PUT', api.permissionsUrl('R', 'Employee'), {
        permissions: [{ name, isGranted: true }],
      });
      expect(r.statusCode).toBe(422);
    }
    expect(grantedNames(await tree(admin, 'R', 'Employee'))).toEqual([]);
  });

  it('answers 404 for an unknown role or user and 400 for an unknown provider', async () => {
    expect((await api.call(admin, 'GET', api.permissionsUrl('R', 'Nope'))).statusCode).toBe(404);
    expect((await api.call(admin, 'GET', api.permissionsUrl('U', 'not-an-id'))).statusCode).toBe(404);
    expect(
      (await api.call(admin, 'GET', api.permissionsUrl('U', '01a1fd6c-bb77-706d-be34-105cf5435a21')))
        .statusCode,
    ).toBe(404);
    const bad = await api.call(
      admin,
      'GET',
      '/api/permission-management/permissions?providerName=X&providerKey=a',
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('saving', () => {
  it('changes only the permissions sent', async () => {
    await api.createRole(admin, 'Clerk', ['HR.Employees.Index']);
    await api.setPermissions(admin, 'R', 'Clerk', { 'HR.Employees.Create': true });
    expect(grantedNames(await tree(admin, 'R', 'Clerk'))).toEqual([
      'HR.Employees.Index',
      'HR.Employees.Create',
    ]);
    await api.setPermissions(admin, 'R', 'Clerk', { 'HR.Employees.Index': false, 'HR.Contract.Index': true });
    expect(grantedNames(await tree(admin, 'R', 'Clerk')).sort()).toEqual([
      'HR.Contract.Index',
      'HR.Employees.Create',
    ]);
    // Sending nothing changes nothing; granting twice is harmless.
    await api.setPermissions(admin, 'R', 'Clerk', {});
    await api.setPermissions(admin, 'R', 'Clerk', { 'HR.Contract.Index': true });
    expect(grantedNames(await tree(admin, 'R', 'Clerk'))).toHaveLength(2);
  });

  it("a role's changes reach its users' application configuration at once", async () => {
    await api.createRole(admin, 'Viewer', ['HR.Employees.Index']);
    await api.createUser(admin, 'viewer.one', ['Viewer']);
    const viewer = await t.login('acme', 'viewer.one', 'Passw0rd!');
    expect(await api.grantedPolicies(viewer)).toEqual(['HR.Employees.Index']);
    expect((await api.call(viewer, 'GET', '/api/identity/users')).statusCode).toBe(403);
    await api.setPermissions(admin, 'R', 'Viewer', { [IdentityPermissions.Users.Default]: true });
    // Same token, no new sign-in.
    expect((await api.grantedPolicies(viewer)).sort()).toEqual([
      IdentityPermissions.Users.Default,
      'HR.Employees.Index',
    ]);
    expect((await api.call(viewer, 'GET', '/api/identity/users')).statusCode).toBe(200);
    await api.setPermissions(admin, 'R', 'Viewer', { 'HR.Employees.Index': false });
    expect(await api.grantedPolicies(viewer)).toEqual([IdentityPermissions.Users.Default]);
  });

  it("shows a user's grants through their roles and saves the user's own grants", async () => {
    const user = await api.createUser(admin, 'mixed.one', ['Viewer', 'Clerk']);
    const before = await tree(admin, 'U', user.id);
    expect(before.entityDisplayName).toBe('mixed.one');
    const create = flat(before).find((p) => p.name === 'HR.Employees.Create')!;
    expect(create).toMatchObject({
      isGranted: true,
      grantedProviders: [{ providerName: 'R', providerKey: 'Clerk' }],
    });

    await api.setPermissions(admin, 'U', user.id, { 'HR.Holiday.Index': true, 'HR.Employees.Create': true });
    const after = await tree(admin, 'U', user.id);
    expect(flat(after).find((p) => p.name === 'HR.Holiday.Index')).toMatchObject({
      isGranted: true,
      grantedProviders: [{ providerName: 'U', providerKey: user.id }],
    });
    expect(
      flat(after)
        .find((p) => p.name === 'HR.Employees.Create')!
        .grantedProviders.map((g) => g.providerName)
        .sort(),
    ).toEqual(['R', 'U']);
    const token = await t.login('acme', 'mixed.one', 'Passw0rd!');
    expect(await api.grantedPolicies(token)).toContain('HR.Holiday.Index');

    // Revoking the user's own grant leaves what a role grants.
    await api.setPermissions(admin, 'U', user.id, {
      'HR.Holiday.Index': false,
      'HR.Employees.Create': false,
    });
    const revoked = await tree(admin, 'U', user.id);
    expect(flat(revoked).find((p) => p.name === 'HR.Holiday.Index')!.isGranted).toBe(false);
    expect(flat(revoked).find((p) => p.name === 'HR.Employees.Create')).toMatchObject({
      isGranted: true,
      grantedProviders: [{ providerName: 'R', providerKey: 'Clerk' }],
    });
    expect(await api.grantedPolicies(token)).not.toContain('HR.Holiday.Index');
  });
});

describe('policies and isolation', () => {
  it('roles need Roles.ManagePermissions and users need Users.ManagePermissions', async () => {
    await api.createRole(admin, 'Role admin', [
      IdentityPermissions.Roles.Default,
      IdentityPermissions.Roles.ManagePermissions,
    ]);
    await api.createRole(admin, 'User admin', [
      IdentityPermissions.Users.Default,
      IdentityPermissions.Users.ManagePermissions,
    ]);
    await api.createRole(admin, 'Plain admin', [
      IdentityPermissions.Roles.Default,
      IdentityPermissions.Users.Default,
      IdentityPermissions.Roles.Update,
      IdentityPermissions.Users.Update,
    ]);
    const someone = await api.createUser(admin, 'someone', []);
    await api.createUser(admin, 'role.admin', ['Role admin']);
    await api.createUser(admin, 'user.admin', ['User admin']);
    await api.createUser(admin, 'plain.admin', ['Plain admin']);
    const roleAdmin = await t.login('acme', 'role.admin', 'Passw0rd!');
    const userAdmin = await t.login('acme', 'user.admin', 'Passw0rd!');
    const plainAdmin = await t.login('acme', 'plain.admin', 'Passw0rd!');
    const change = { permissions: [{ name: 'HR.Employees.Index', isGranted: true }] };
    const asRole = api.permissionsUrl('R', 'Employee');
    const asUser = api.permissionsUrl('U', someone.id);

    expect((await api.call(roleAdmin, 'GET', asRole)).statusCode).toBe(200);
    expect((await api.call(roleAdmin, 'GET', asUser)).statusCode).toBe(403);
    expect((await api.call(roleAdmin, 'PUT', asUser, change)).statusCode).toBe(403);
    expect((await api.call(userAdmin, 'GET', asUser)).statusCode).toBe(200);
    expect((await api.call(userAdmin, 'GET', asRole)).statusCode).toBe(403);
    expect((await api.call(userAdmin, 'PUT', asRole, change)).statusCode).toBe(403);
    for (const url of [asRole, asUser]) {
      expect((await api.call(plainAdmin, 'GET', url)).statusCode).toBe(403);
      expect((await api.call(plainAdmin, 'PUT', url, change)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: asRole })).statusCode).toBe(401);
    // Nothing was saved by the refused calls.
    expect(grantedNames(await tree(admin, 'R', 'Employee'))).toEqual([]);
    expect(grantedNames(await tree(admin, 'U', someone.id))).toEqual([]);
  });

  it("another tenant cannot read or change acme's roles and users", async () => {
    await t.services.tenancy.tenants.create(
      { userId: null },
      { name: 'umbrella', adminEmailAddress: 'admin@umbrella.example', adminPassword: '1q2w3E*' },
    );
    const other = await t.login('umbrella');
    const acmeUser = await api.findUser(admin, 'viewer.one');
    expect((await api.call(other, 'GET', api.permissionsUrl('R', 'Viewer'))).statusCode).toBe(404);
    expect((await api.call(other, 'GET', api.permissionsUrl('U', acmeUser.id))).statusCode).toBe(404);
    const change = { permissions: [{ name: 'HR.Employees.Delete', isGranted: true }] };
    expect((await api.call(other, 'PUT', api.permissionsUrl('U', acmeUser.id), change)).statusCode).toBe(404);
    // Its own role named like one of acme's gets its own grants only.
    await api.createRole(other, 'Viewer');
    await api.setPermissions(other, 'R', 'Viewer', { 'HR.Employees.Delete': true });
    expect(grantedNames(await tree(admin, 'R', 'Viewer'))).toEqual([IdentityPermissions.Users.Default]);
    expect(grantedNames(await tree(other, 'R', 'Viewer'))).toEqual(['HR.Employees.Delete']);
  });

  it('covers every group of the registry on one side or the other', async () => {
    const host = await t.login(null);
    const seen = new Set([
      ...(await tree(admin, 'R', 'admin')).groups.map((g) => g.name),
      ...(await tree(host, 'R', 'admin')).groups.map((g) => g.name),
    ]);
    expect([...seen].sort()).toEqual(permissionGroups.map((g) => g.name).sort());
  });
});
