import {
  accountEndpoints,
  appConfigEndpoints,
  departmentEndpoints,
  jobTitleEndpoints,
  notificationEndpoints,
  pathOf,
  userEndpoints,
} from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityApi } from '../../test/helpers/identity.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('access', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('acme');
  });
  afterAll(() => t.close());

  it('is checked before the body is read: anonymous gets 401 whatever the body, even broken JSON', async () => {
    for (const payload of [
      '{"name": ',
      '{"name": "\\u0000"}',
      JSON.stringify({ name: 'x'.repeat(100_000) }),
    ]) {
      const r = await t.app.inject({
        method: 'POST',
        url: departmentEndpoints.create.path,
        headers: { 'content-type': 'application/json', __tenant: 'acme' },
        payload,
      });
      expect(r.statusCode, r.body).toBe(401);
    }
  });

  it('refuses a body too large for the route before reading it when the caller is refused', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: jobTitleEndpoints.create.path,
      headers: { 'content-type': 'application/json' },
      payload: `{"name":"${'x'.repeat(2_000_000)}"}`,
    });
    expect(r.statusCode).toBe(401);
  });

  it("refuses a deactivated or deleted user's token at once, on their own routes too", async () => {
    const identity = identityApi(t);
    for (const change of ['deactivate', 'delete'] as const) {
      const user = await identity.createUser(admin, `leaver.${change}`, ['admin']);
      const token = await t.login('acme', user.userName, 'Passw0rd!');
      const me = () =>
        t.app.inject({ method: 'GET', url: accountEndpoints.myProfile.path, headers: t.as(token) });
      expect((await me()).statusCode).toBe(200);

      const r =
        change === 'deactivate'
          ? await identity.updateUser(admin, await identity.getUser(admin, user.id), { isActive: false })
          : await identity.call(admin, 'DELETE', pathOf(userEndpoints.delete, { id: user.id }));
      expect(r.statusCode, r.body).toBeLessThan(300);

      expect((await me()).statusCode, change).toBe(401);
      const notifications = await t.app.inject({
        method: 'GET',
        url: notificationEndpoints.list.path,
        headers: t.as(token),
      });
      expect(notifications.statusCode, change).toBe(401);
      const users = await t.app.inject({ method: 'GET', url: userEndpoints.list.path, headers: t.as(token) });
      expect(users.statusCode, change).toBe(401);
      const config = await t.app.inject({
        method: 'GET',
        url: appConfigEndpoints.get.path,
        headers: t.as(token),
      });
      expect(config.statusCode).toBe(200);
      const body = config.json<{
        currentUser: { isAuthenticated: boolean };
        auth: { grantedPolicies: object };
      }>();
      expect(body.currentUser.isAuthenticated, change).toBe(false);
      expect(body.auth.grantedPolicies, change).toEqual({});
    }
  });
});
