import { IdentityPermissions, OrganisationPermissions, userEndpoints } from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityApi } from '../../test/helpers/identity.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const { Users, Roles } = IdentityPermissions;

/** Going beyond ABP: nobody grants a role or a permission they do not hold themselves. */
describe('granting what one does not hold', () => {
  let t: TestApp;
  let admin: string;
  let api: ReturnType<typeof identityApi>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('acme');
    api = identityApi(t);
  });
  afterAll(() => t.close());

  /** A user whose only role grants exactly these permissions, signed in. */
  async function userWith(name: string, grants: string[]) {
    await api.createRole(admin, `${name} role`, grants);
    const user = await api.createUser(admin, name, [`${name} role`]);
    return { user, token: await t.login('acme', name, 'Passw0rd!') };
  }

  it('refuses a user manager who gives themselves the admin role', async () => {
    const { user, token } = await userWith('updater', [Users.Default, Users.Update]);
    const self = await api.getUser(token, user.id);
    const r = await api.updateUser(token, self, { roleNames: ['updater role', 'admin'] });
    expect(r.statusCode, r.body).toBe(403);
    expect(r.json().error.code).toBe('Identity:CannotGrantUnheldRole');
    expect(await api.grantedPolicies(token)).not.toContain(Roles.Default);
    // Keeping the roles one has, or giving a role within one's own rights, still works.
    expect((await api.updateUser(token, self, { name: 'Still me' })).statusCode).toBe(200);
  });

  it('refuses a permission manager who grants themselves every permission', async () => {
    const { user, token } = await userWith('granter', [Users.Default, Users.ManagePermissions]);
    const r = await api.call(token, 'PUT', api.permissionsUrl('U', user.id), {
      permissions: [{ name: Roles.Default, isGranted: true }],
    });
    expect(r.statusCode, r.body).toBe(403);
    expect(r.json().error.code).toBe('Identity:CannotGrantUnheldPermission');
    expect(await api.grantedPolicies(token)).not.toContain(Roles.Default);
    // What they hold, they may grant to others.
    const other = await api.createUser(admin, 'granted.one', []);
    const ok = await api.call(token, 'PUT', api.permissionsUrl('U', other.id), {
      permissions: [{ name: Users.Default, isGranted: true }],
    });
    expect(ok.statusCode, ok.body).toBe(204);
  });

  it('refuses a user creator who creates an administrator', async () => {
    const { token } = await userWith('creator', [Users.Default, Users.Create]);
    const r = await api.call(token, 'POST', userEndpoints.create.path, {
      userName: 'shadow.admin',
      email: 'shadow@example.test',
      password: 'Passw0rd!',
      roleNames: ['admin'],
    });
    expect(r.statusCode, r.body).toBe(403);
    expect(r.json().error.code).toBe('Identity:CannotGrantUnheldRole');
  });

  it("lets the tenant's admin give any role and permission", async () => {
    const user = await api.createUser(admin, 'promoted', ['admin']);
    expect(user.roleNames).toContain('admin');
    await api.setPermissions(admin, 'U', user.id, {
      [OrganisationPermissions.DepartmentsAndJobTitles.Create]: true,
    });
  });
});
