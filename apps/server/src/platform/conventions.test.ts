import { SettingNames } from '@hr/contracts';
import { sql } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../modules/identity/identity.tables.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { systemContext } from './context.ts';

let t: TestApp;
let admin: string;
/** acme's users: the seeded demo users plus the 25 made here. */
let total: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('acme');
  const before = await t.app.inject({ url: '/api/identity/users?maxResultCount=1', headers: t.as(admin) });
  total = before.json().totalCount + 25;
  for (let i = 0; i < 25; i++) {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/identity/users',
      headers: t.as(admin),
      payload: {
        userName: `user${String(i).padStart(2, '0')}`,
        email: `user${i}@acme.example`,
        password: 'Passw0rd!',
        name: `موظف ${i}`,
      },
    });
    expect(r.statusCode, r.body).toBe(200);
  }
});
afterAll(() => t?.close());

const list = (query: string, token = admin) =>
  t.app.inject({ url: `/api/identity/users?${query}`, headers: t.as(token) });

describe('paging', () => {
  it('returns totalCount and the requested page', async () => {
    const first = (await list('skipCount=0&maxResultCount=10&sorting=userName')).json();
    const third = (await list('skipCount=20&maxResultCount=10&sorting=userName')).json();
    expect(first.totalCount).toBe(total);
    expect(first.items).toHaveLength(10);
    expect(first.items[0].userName).toBe('admin');
    expect(third.items).toHaveLength(Math.min(10, total - 20));
    expect(third.items.at(-1).userName).toBe('user24');
  });

  it('caps maxResultCount at 1000 and defaults to 10', async () => {
    expect((await list('maxResultCount=5000')).json().items).toHaveLength(total);
    expect((await list('')).json().items).toHaveLength(10);
  });

  it('sorts descending and filters', async () => {
    expect((await list('sorting=userName%20desc')).json().items[0].userName).toBe('user24');
    // user10..user19 by name, and user01 by its e-mail user1@acme.example
    const filtered = (await list('filter=user1')).json();
    expect(filtered.totalCount).toBe(11);
  });

  it('rejects a negative skipCount with a validation error', async () => {
    const r = await list('skipCount=-1');
    expect(r.statusCode).toBe(400);
    expect(r.json().error.validationErrors[0].members).toEqual(['skipCount']);
  });
});

describe('errors', () => {
  it('answers bad input with 400, localized validation errors per field', async () => {
    const body = { userName: 'bad name', email: 'not-an-email', password: 'short' };
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/identity/users',
      headers: t.as(admin),
      payload: body,
    });
    const ar = await t.app.inject({
      method: 'POST',
      url: '/api/identity/users',
      headers: t.as(admin, { 'accept-language': 'ar-SY,ar;q=0.9' }),
      payload: body,
    });
    expect(en.statusCode).toBe(400);
    const members = en.json().error.validationErrors.map((v: { members: string[] }) => v.members[0]);
    expect(new Set(members)).toEqual(new Set(['userName', 'email', 'password']));
    expect(en.json().error.message).toMatch(/not valid/);
    expect(ar.json().error.message).toMatch(/[\u0600-\u06FF]/);
    for (const v of ar.json().error.validationErrors) expect(v.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers a business rule with 422 and its code', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/identity/users',
      headers: t.as(admin),
      payload: { userName: 'user01', email: 'other@acme.example', password: 'Passw0rd!' },
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().error).toMatchObject({
      code: 'Identity:DuplicateUserName',
      message: 'The user name user01 is already taken.',
    });
  });

  it('answers a malformed body, unknown id and unknown route without a 500', async () => {
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/identity/users',
      headers: t.as(admin, { 'content-type': 'application/json' }),
      payload: '{"userName":',
    });
    expect(badJson.statusCode).toBe(400);
    const badId = await t.app.inject({ url: '/api/identity/users/not-a-uuid', headers: t.as(admin) });
    expect(badId.statusCode).toBe(400);
    const missing = await t.app.inject({
      url: '/api/identity/users/01a1fd6c-bb77-706d-be34-105cf5435a21',
      headers: t.as(admin),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('Platform:NotFound');
    const route = await t.app.inject({ url: '/api/no-such-thing' });
    expect(route.statusCode).toBe(404);
    expect(route.json().error.code).toBe('Platform:RouteNotFound');
  });

  it('answers 401 without a valid token and 403 without the permission', async () => {
    expect((await t.app.inject({ url: '/api/identity/users' })).statusCode).toBe(401);
    const tampered = `${admin.slice(0, -4)}AAAA`;
    expect((await t.app.inject({ url: '/api/identity/users', headers: t.as(tampered) })).statusCode).toBe(
      401,
    );
    // The same claims and key id, signed by a key that is not ours.
    const { kid } = decodeProtectedHeader(admin);
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT(decodeJwt(admin))
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'at+jwt' })
      .sign(privateKey);
    expect((await t.app.inject({ url: '/api/identity/users', headers: t.as(forged) })).statusCode).toBe(401);
    const user = await t.login('acme', 'user01', 'Passw0rd!');
    const denied = await t.app.inject({ url: '/api/identity/users', headers: t.as(user) });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.code).toBe('Platform:Forbidden');
    const tenantAdminOnHostRoute = await t.app.inject({
      url: '/api/multi-tenancy/tenants',
      headers: t.as(admin),
    });
    expect(tenantAdminOnHostRoute.statusCode).toBe(403);
  });

  it('does not say whether a user exists when sign-in fails', async () => {
    const wrongPassword = await t.login('acme', 'admin', 'nope').catch((e: Error) => e.message);
    const unknownUser = await t.login('acme', 'nobody', 'nope').catch((e: Error) => e.message);
    expect(wrongPassword).toContain('invalid_grant');
    expect(unknownUser).toBe(wrongPassword);
  });
});

describe('entities', () => {
  it('use UUIDv7 ids and audit fields', async () => {
    const me = (await list('filter=user05')).json().items[0];
    expect(me.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Date.parse(me.creationTime)).toBeLessThanOrEqual(Date.now());
    expect(me.creatorId).not.toBeNull();
  });

  it('refuse an update with a stale concurrency stamp (409) and accept a fresh one', async () => {
    const u = (await list('filter=user07')).json().items[0];
    const body = {
      userName: u.userName,
      email: u.email,
      name: 'First',
      roleNames: [],
      concurrencyStamp: u.concurrencyStamp,
    };
    const url = `/api/identity/users/${u.id}`;
    const first = await t.app.inject({ method: 'PUT', url, headers: t.as(admin), payload: body });
    expect(first.statusCode).toBe(200);
    expect(first.json().lastModifierId).not.toBeNull();
    const stale = await t.app.inject({
      method: 'PUT',
      url,
      headers: t.as(admin),
      payload: { ...body, name: 'Second' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('Platform:ConcurrencyConflict');
    const after = (await t.app.inject({ url, headers: t.as(admin) })).json();
    expect(after.name).toBe('First');
  });

  it('are soft deleted: gone from the API, kept in the table, name reusable', async () => {
    const u = (await list('filter=user09')).json().items[0];
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/identity/users/${u.id}`, headers: t.as(admin) }))
        .statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ url: `/api/identity/users/${u.id}`, headers: t.as(admin) })).statusCode,
    ).toBe(404);
    const rows = await t.db.transaction({ tenantId: u.tenantId }, (tx) =>
      tx
        .select({ isDeleted: users.isDeleted, deleterId: users.deleterId })
        .from(users)
        .where(sql`${users.id} = ${u.id}`),
    );
    expect(rows[0]?.isDeleted).toBe(true);
    expect(rows[0]?.deleterId).not.toBeNull();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/identity/users',
      headers: t.as(admin),
      payload: { userName: 'user09', email: 'user9@acme.example', password: 'Passw0rd!' },
    });
    expect(again.statusCode).toBe(200);
  });

  it('a user cannot delete themself', async () => {
    const me = (await list('filter=admin')).json().items[0];
    const r = await t.app.inject({
      method: 'DELETE',
      url: `/api/identity/users/${me.id}`,
      headers: t.as(admin),
    });
    expect(r.statusCode).toBe(422);
  });
});

describe('application configuration', () => {
  it('tells an anonymous visitor the languages and nothing granted', async () => {
    const r = (
      await t.app.inject({ url: '/api/abp/application-configuration', headers: { 'accept-language': 'ar' } })
    ).json();
    expect(r.currentUser.isAuthenticated).toBe(false);
    expect(r.auth.grantedPolicies).toEqual({});
    expect(r.localization.currentCulture).toMatchObject({ cultureName: 'ar', isRightToLeft: true });
    expect(r.localization.languages.map((l: { cultureName: string }) => l.cultureName)).toEqual(['en', 'ar']);
    expect(r.multiTenancy.isEnabled).toBe(true);
  });

  it("tells a tenant admin their tenant, grants, features and the tenant's time zone", async () => {
    const acme = await t.services.tenancy.tenants.findByName('acme');
    await t.services.platform.settings.setForCurrentTenant(
      systemContext(acme!.id),
      SettingNames.TimeZone,
      'Asia/Damascus',
    );
    const r = (
      await t.app.inject({ url: '/api/abp/application-configuration', headers: t.as(admin) })
    ).json();
    expect(r.currentUser).toMatchObject({
      isAuthenticated: true,
      userName: 'admin',
      tenantId: acme!.id,
      roles: ['admin'],
    });
    expect(r.currentTenant).toEqual({ id: acme!.id, name: 'acme', isAvailable: true });
    expect(r.auth.grantedPolicies['HR.Employees.Index']).toBe(true);
    expect(r.auth.grantedPolicies['AbpTenantManagement.Tenants']).toBeUndefined();
    expect(r.features.values['HR.Enable']).toBe('true');
    expect(r.timing.timeZone.iana.timeZoneName).toBe('Asia/Damascus');
    expect(r.setting.values['Abp.Mailing.Smtp.Password']).toBeUndefined();
    const host = await t.login(null);
    const hostConfig = (
      await t.app.inject({ url: '/api/abp/application-configuration', headers: t.as(host) })
    ).json();
    expect(hostConfig.timing.timeZone.iana.timeZoneName).toBe('UTC');
    expect(hostConfig.auth.grantedPolicies['AbpTenantManagement.Tenants']).toBe(true);
    expect(hostConfig.auth.grantedPolicies['HR.Employees.Index']).toBeUndefined();
  });

  it('withdraws a business area when its feature is off', async () => {
    const acme = await t.services.tenancy.tenants.findByName('acme');
    await t.services.platform.features.set('T', acme!.id, 'Payroll.Enable', 'false');
    const r = (
      await t.app.inject({ url: '/api/abp/application-configuration', headers: t.as(admin) })
    ).json();
    expect(r.auth.grantedPolicies['PR.Payslip.Index']).toBeUndefined();
    expect(r.auth.grantedPolicies['HR.Employees.Index']).toBe(true);
    // Another tenant keeps its own value.
    const other = await t.services.tenancy.tenants.create(
      { userId: null },
      { name: 'initech', adminEmailAddress: 'admin@initech.example', adminPassword: '1q2w3E*' },
    );
    expect((await t.services.platform.features.values(other.id))['Payroll.Enable']).toBe('true');
    expect(await t.services.platform.permissions.grantable(other.id)).toContain('PR.Payslip.Index');
    await t.services.platform.features.reset('T', acme!.id);
  });

  it('finds a tenant by name for the login page', async () => {
    const found = (await t.app.inject({ url: '/api/abp/multi-tenancy/tenants/by-name/ACME' })).json();
    expect(found).toMatchObject({ success: true, name: 'acme', isActive: true });
    const missing = (await t.app.inject({ url: '/api/abp/multi-tenancy/tenants/by-name/nope' })).json();
    expect(missing).toEqual({ success: false, tenantId: null, name: null, isActive: false });
  });
});

describe('operations', () => {
  it('serves health, metrics and the OpenAPI document', async () => {
    expect((await t.app.inject({ url: '/health/live' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/health/ready' })).json().status).toBe('ready');
    const metrics = await t.app.inject({ url: '/metrics' });
    expect(metrics.body).toContain('http_request_duration_seconds');
    const openapi = (await t.app.inject({ url: '/swagger/json' })).json();
    expect(openapi.paths['/api/identity/users']).toBeDefined();
    expect((await t.app.inject({ url: '/swagger' })).statusCode).toBeLessThan(400);
  });
});
