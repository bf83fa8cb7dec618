import { IdentityPermissions } from '@hr/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../platform/context.ts';
import { identityApi } from '../../test/helpers/identity.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from './identity.tables.ts';

let t: TestApp;
let api: ReturnType<typeof identityApi>;
let admin: string;
let acmeId: string;

beforeAll(async () => {
  t = await createTestApp();
  api = identityApi(t);
  admin = await t.login('acme');
  acmeId = (await t.services.tenancy.tenants.findByName('acme'))!.id;
  // A user manager who is not an administrator.
  await api.createRole(admin, 'User managers', [
    IdentityPermissions.Users.Default,
    IdentityPermissions.Users.Create,
    IdentityPermissions.Users.Update,
    IdentityPermissions.Users.Delete,
  ]);
  await api.createUser(admin, 'manager', ['User managers']);
});
afterAll(() => t?.close());

const userRow = async (id: string) => {
  const [row] = await t.db.transaction({ tenantId: acmeId }, (tx) =>
    tx.select().from(users).where(eq(users.id, id)),
  );
  return row!;
};

describe('the last administrator', () => {
  it('cannot be deleted, deactivated or lose the admin role', async () => {
    const manager = await t.login('acme', 'manager', 'Passw0rd!');
    const acmeAdmin = await api.findUser(admin, 'admin');

    const remove = await api.call(manager, 'DELETE', `/api/identity/users/${acmeAdmin.id}`);
    expect(remove.statusCode).toBe(422);
    expect(remove.json().error).toMatchObject({
      code: 'Identity:LastAdministrator',
      message:
        'admin is the last active user with the admin role. Give the admin role to another active user first.',
    });
    const deactivate = await api.updateUser(manager, acmeAdmin, { isActive: false });
    expect(deactivate.statusCode).toBe(422);
    expect(deactivate.json().error.code).toBe('Identity:LastAdministrator');
    const demote = await api.updateUser(manager, acmeAdmin, { roleNames: ['Employee'] });
    expect(demote.statusCode).toBe(422);
    // Not even by themself; in Arabic too.
    const self = await api.updateUser(admin, acmeAdmin, { roleNames: [] });
    expect(self.statusCode).toBe(422);
    const arabic = await api.call(
      admin,
      'PUT',
      `/api/identity/users/${acmeAdmin.id}`,
      {
        userName: 'admin',
        email: acmeAdmin.email,
        isActive: false,
        concurrencyStamp: acmeAdmin.concurrencyStamp,
      },
      { 'accept-language': 'ar' },
    );
    expect(arabic.json().error.message).toMatch(/[\u0600-\u06FF]/);

    // Other changes to the last administrator are fine, with or without the roles in the body.
    const rename = await api.updateUser(manager, acmeAdmin, {
      name: 'Acme',
      roleNames: ['admin', 'Employee'],
    });
    expect(rename.statusCode, rename.body).toBe(200);
    expect(rename.json().roleNames.sort()).toEqual(['Employee', 'admin']);
    const keep = await api.updateUser(manager, rename.json(), { surname: 'Admin' });
    expect(keep.statusCode, keep.body).toBe(200);
    expect(keep.json().roleNames.sort()).toEqual(['Employee', 'admin']);
    expect((await api.getUser(admin, acmeAdmin.id)).isActive).toBe(true);
  });

  it('an inactive administrator does not count; a second active one does', async () => {
    const manager = await t.login('acme', 'manager', 'Passw0rd!');
    const spare = await api.createUser(admin, 'spare.admin', ['admin']);
    const inactive = await api.updateUser(admin, spare, { isActive: false });
    expect(inactive.statusCode, inactive.body).toBe(200);
    const acmeAdmin = await api.findUser(admin, 'admin');
    expect((await api.call(manager, 'DELETE', `/api/identity/users/${acmeAdmin.id}`)).statusCode).toBe(422);

    const active = await api.updateUser(admin, inactive.json(), { isActive: true });
    expect(active.statusCode).toBe(200);
    // Now the first administrator may step down, and then the spare one is the last.
    const demoted = await api.updateUser(admin, acmeAdmin, { roleNames: ['Employee'] });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await api.call(manager, 'DELETE', `/api/identity/users/${spare.id}`)).statusCode).toBe(422);
    // Give it back so the rest of the file has its administrator.
    const restored = await api.updateUser(await t.login('acme', 'spare.admin', 'Passw0rd!'), demoted.json(), {
      roleNames: ['admin'],
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await api.call(manager, 'DELETE', `/api/identity/users/${spare.id}`)).statusCode).toBe(204);
  });

  it('a user cannot delete themself', async () => {
    const me = await api.findUser(admin, 'admin');
    const r = await api.call(admin, 'DELETE', `/api/identity/users/${me.id}`);
    expect(r.statusCode).toBe(422);
    expect(r.json().error.code).toBe('Identity:CannotDeleteSelf');
    const manager = await t.login('acme', 'manager', 'Passw0rd!');
    const self = await api.findUser(admin, 'manager');
    expect((await api.call(manager, 'DELETE', `/api/identity/users/${self.id}`)).statusCode).toBe(422);
  });
});

describe('roles of a user', () => {
  it('follow changes at once: a removed role or a deactivated user loses its permissions', async () => {
    const user = await api.createUser(admin, 'temp.manager', ['User managers']);
    const token = await t.login('acme', 'temp.manager', 'Passw0rd!');
    expect((await api.call(token, 'GET', '/api/identity/users')).statusCode).toBe(200);
    const removed = await api.updateUser(admin, user, { roleNames: ['Employee'] });
    expect(removed.statusCode).toBe(200);
    expect((await api.call(token, 'GET', '/api/identity/users')).statusCode).toBe(403);
    const back = await api.updateUser(admin, removed.json(), { roleNames: ['User managers'] });
    expect((await api.call(token, 'GET', '/api/identity/users')).statusCode).toBe(200);
    await api.updateUser(admin, back.json(), { isActive: false });
    expect((await api.call(token, 'GET', '/api/identity/users')).statusCode).toBe(401); // a deactivated user's token counts for nothing any more
    expect(await api.grantedPolicies(token)).toEqual([]);
  });

  it('an unknown role is refused', async () => {
    const r = await api.call(admin, 'POST', '/api/identity/users', {
      userName: 'ghost',
      email: 'ghost@acme.example',
      password: 'Passw0rd!',
      roleNames: ['Ghosts'],
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().error.code).toBe('Identity:RoleNotFound');
  });

  it("a deleted user's own grants go with them", async () => {
    const user = await api.createUser(admin, 'granted.one', []);
    await api.setPermissions(admin, 'U', user.id, { 'HR.Employees.Index': true });
    expect((await api.call(admin, 'DELETE', `/api/identity/users/${user.id}`)).statusCode).toBe(204);
    const again = await api.createUser(admin, 'granted.one', []);
    const token = await t.login('acme', 'granted.one', 'Passw0rd!');
    expect(again.id).not.toBe(user.id);
    expect(await api.grantedPolicies(token)).toEqual([]);
  });
});

describe('set password', () => {
  it('sets a new password (old one stops working) and renews the security stamp', async () => {
    const user = await api.createUser(admin, 'forgetful', [], 'Old-pass1');
    const stamp = (await userRow(user.id)).securityStamp;
    const weak = await api.call(admin, 'PUT', `/api/identity/users/${user.id}/change-password`, {
      newPassword: 'short',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.validationErrors[0].members).toEqual(['newPassword']);
    const r = await api.call(admin, 'PUT', `/api/identity/users/${user.id}/change-password`, {
      newPassword: 'New-pass2',
    });
    expect(r.statusCode, r.body).toBe(204);
    await expect(t.login('acme', 'forgetful', 'Old-pass1')).rejects.toThrow();
    expect(await t.login('acme', 'forgetful', 'New-pass2')).toBeTruthy();
    expect((await userRow(user.id)).securityStamp).not.toBe(stamp);
  });

  it('answers 404 for a user of another tenant', async () => {
    const host = await t.login(null);
    const acmeUser = await api.findUser(admin, 'forgetful');
    const r = await api.call(host, 'PUT', `/api/identity/users/${acmeUser.id}/change-password`, {
      newPassword: 'Hacked-1',
    });
    expect(r.statusCode).toBe(404);
    expect(await t.login('acme', 'forgetful', 'New-pass2')).toBeTruthy();
  });
});

describe('unlock', () => {
  it('clears lockoutEnd and the failed-attempt count', async () => {
    const user = await api.createUser(admin, 'locked.out', []);
    await t.db.transaction({ tenantId: acmeId }, (tx) =>
      tx
        .update(users)
        .set({ lockoutEnd: new Date(Date.now() + 60 * 60_000), accessFailedCount: 5 })
        .where(eq(users.id, user.id)),
    );
    const locked = await api.getUser(admin, user.id);
    expect(locked).toMatchObject({ isLockedOut: true, accessFailedCount: 5 });
    expect(Date.parse(locked.lockoutEnd!)).toBeGreaterThan(Date.now());

    const r = await api.call(admin, 'PUT', `/api/identity/users/${user.id}/unlock`);
    expect(r.statusCode, r.body).toBe(204);
    const unlocked = await api.getUser(admin, user.id);
    expect(unlocked).toMatchObject({ isLockedOut: false, accessFailedCount: 0, lockoutEnd: null });
    const row = await userRow(user.id);
    expect(row.lockoutEnd).toBeNull();
    expect(row.accessFailedCount).toBe(0);
    expect(await t.login('acme', 'locked.out', 'Passw0rd!')).toBeTruthy();
  });

  it('does not report a lockout when lockout is off or already over', async () => {
    const user = await api.createUser(admin, 'past.lock', []);
    await t.db.transaction({ tenantId: acmeId }, (tx) =>
      tx
        .update(users)
        .set({ lockoutEnd: new Date(Date.now() - 60_000) })
        .where(eq(users.id, user.id)),
    );
    expect((await api.getUser(admin, user.id)).isLockedOut).toBe(false);
  });
});

describe("the request's clock", () => {
  it('decides whether a listed user is locked out, and stamps an update with its time', async () => {
    const user = await api.createUser(admin, 'clocked', []);
    const lockoutEnd = new Date('2031-06-01T12:00:00Z');
    await t.db.transaction({ tenantId: acmeId }, (tx) =>
      tx.update(users).set({ lockoutEnd }).where(eq(users.id, user.id)),
    );
    const at = (iso: string) => systemContext(acmeId, { now: () => new Date(iso) });
    const service = t.services.identity.users;
    expect((await service.get(at('2031-06-01T11:59:00Z'), user.id)).isLockedOut).toBe(true);
    expect((await service.get(at('2031-06-01T12:01:00Z'), user.id)).isLockedOut).toBe(false);
    const listed = await service.list(at('2031-06-01T11:59:00Z'), {
      filter: 'clocked',
      skipCount: 0,
      maxResultCount: 10,
    });
    expect(listed.items.map((u) => u.isLockedOut)).toEqual([true]);

    await service.unlock(at('2031-06-01T11:30:00Z'), user.id);
    expect((await userRow(user.id)).lastModificationTime).toEqual(new Date('2031-06-01T11:30:00Z'));
  });
});

describe('policies', () => {
  it('set password and unlock need Users.Update; assignable roles need Users', async () => {
    await api.createRole(admin, 'User readers', [IdentityPermissions.Users.Default]);
    await api.createUser(admin, 'reader', ['User readers']);
    const reader = await t.login('acme', 'reader', 'Passw0rd!');
    const nobody = await api.createUser(admin, 'nobody.at.all', []);
    const nobodyToken = await t.login('acme', 'nobody.at.all', 'Passw0rd!');
    const target = await api.findUser(admin, 'locked.out');

    expect(
      (
        await api.call(reader, 'PUT', `/api/identity/users/${target.id}/change-password`, {
          newPassword: 'New-pass3',
        })
      ).statusCode,
    ).toBe(403);
    expect((await api.call(reader, 'PUT', `/api/identity/users/${target.id}/unlock`)).statusCode).toBe(403);
    expect((await api.call(reader, 'GET', '/api/identity/users/assignable-roles')).statusCode).toBe(200);
    expect(
      (
        await api.call(reader, 'POST', '/api/identity/users', {
          userName: 'a',
          email: 'a@a.aa',
          password: 'Passw0rd!',
        })
      ).statusCode,
    ).toBe(403);
    expect((await api.updateUser(reader, target, { name: 'X' })).statusCode).toBe(403);
    expect((await api.call(reader, 'DELETE', `/api/identity/users/${nobody.id}`)).statusCode).toBe(403);
    expect((await api.call(nobodyToken, 'GET', '/api/identity/users/assignable-roles')).statusCode).toBe(403);
    expect((await api.call(nobodyToken, 'GET', `/api/identity/users/${target.id}`)).statusCode).toBe(403);

    const manager = await t.login('acme', 'manager', 'Passw0rd!');
    expect((await api.call(manager, 'PUT', `/api/identity/users/${target.id}/unlock`)).statusCode).toBe(204);
  });
});

describe('the users list', () => {
  it("shows each user's roles and dates on the page, found by a filter and sorted as asked", async () => {
    await api.createRole(admin, 'Listed role A', []);
    await api.createRole(admin, 'Listed role B', []);
    const both = await api.createUser(admin, 'listed.both', ['Listed role A', 'Listed role B']);
    const none = await api.createUser(admin, 'listed.none', []);
    const r = await api.call(admin, 'GET', '/api/identity/users?filter=listed.&sorting=userName%20desc');
    expect(r.statusCode, r.body).toBe(200);
    const page = r.json<{
      totalCount: number;
      items: Array<{ id: string; userName: string; roleNames: string[]; creationTime: string }>;
    }>();
    expect(page.totalCount).toBe(2);
    expect(page.items.map((u) => u.userName)).toEqual(['listed.none', 'listed.both']);
    expect(page.items[1]!.roleNames.sort()).toEqual(['Listed role A', 'Listed role B']);
    expect(page.items[0]!.roleNames).toEqual([]);
    expect(page.items[1]!.id).toBe(both.id);
    expect(page.items[0]!.id).toBe(none.id);
    // Dates come mapped as the single user's do.
    expect(page.items[1]!.creationTime).toBe(both.creationTime);
    expect(Number.isNaN(Date.parse(page.items[0]!.creationTime))).toBe(false);
  });
});
