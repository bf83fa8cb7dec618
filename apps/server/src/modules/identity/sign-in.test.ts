import { lockoutPolicy, SettingNames } from '@hr/contracts';
import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testConfig } from '../../test/test-database.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';
import { users } from './identity.tables.ts';

let t: TestApp;
let acmeId: string;

beforeAll(async () => {
  t = await createTestApp();
  acmeId = (await t.services.tenancy.tenants.findByName('acme'))!.id;
});
afterAll(() => t?.close());

function passwordGrant(username: string, password: string, tenant?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    // A different client each time, so that these tests never meet the per-address limit.
    remoteAddress: `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    payload: new URLSearchParams({
      grant_type: 'password',
      client_id: 'HR_App',
      username,
      password,
      ...(tenant ? { __tenant: tenant } : {}),
    }).toString(),
  });
}

async function createUser(userName: string, password = 'Passw0rd!') {
  const admin = await t.login('acme');
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/identity/users',
    headers: t.as(admin),
    payload: { userName, email: `${userName}@acme.example`, password },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().id as string;
}

describe('lockout', () => {
  it(`locks an account for ${lockoutPolicy.durationMinutes} minutes after ${lockoutPolicy.maxFailedAttempts} failures`, async () => {
    const id = await createUser('guessed');
    for (let i = 0; i < lockoutPolicy.maxFailedAttempts; i++)
      expect((await passwordGrant('guessed', `wrong-${i}`, 'acme')).statusCode).toBe(400);
    // Locked: even the right password is refused, with the same answer as a wrong one.
    const locked = await passwordGrant('guessed', 'Passw0rd!', 'acme');
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toEqual((await passwordGrant('nobody-at-all', 'x', 'acme')).json());

    const [row] = await t.db.transaction({ tenantId: acmeId }, (tx) =>
      tx.select().from(users).where(eq(users.id, id)),
    );
    const minutes = (row!.lockoutEnd!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(lockoutPolicy.durationMinutes - 1);
    expect(minutes).toBeLessThanOrEqual(lockoutPolicy.durationMinutes);

    // Once the lockout has passed, the right password works and the count starts again.
    await t.db.transaction({ tenantId: acmeId }, (tx) =>
      tx
        .update(users)
        .set({ lockoutEnd: new Date(Date.now() - 1000) })
        .where(eq(users.id, id)),
    );
    expect((await passwordGrant('guessed', 'Passw0rd!', 'acme')).statusCode).toBe(200);
    const [after] = await t.db.transaction({ tenantId: acmeId }, (tx) =>
      tx.select().from(users).where(eq(users.id, id)),
    );
    expect(after).toMatchObject({ accessFailedCount: 0, lockoutEnd: null });
  });

  it('does not lock a user whose lockout is disabled', async () => {
    const id = await createUser('trusted');
    await t.db.transaction({ tenantId: acmeId }, (tx) =>
      tx.update(users).set({ lockoutEnabled: false }).where(eq(users.id, id)),
    );
    for (let i = 0; i < lockoutPolicy.maxFailedAttempts + 1; i++)
      await passwordGrant('trusted', 'wrong', 'acme');
    expect((await passwordGrant('trusted', 'Passw0rd!', 'acme')).statusCode).toBe(200);
  });

  it('refuses an inactive user with the same answer', async () => {
    const id = await createUser('inactive');
    await t.db.transaction({ tenantId: acmeId }, (tx) =>
      tx.update(users).set({ isActive: false }).where(eq(users.id, id)),
    );
    const r = await passwordGrant('inactive', 'Passw0rd!', 'acme');
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toBe('invalid_grant');
  });
});

describe('tenants and settings', () => {
  it('keeps tenants apart: a user signs in only in their own tenant', async () => {
    await createUser('only.acme');
    expect((await passwordGrant('only.acme', 'Passw0rd!', 'acme')).statusCode).toBe(200);
    expect((await passwordGrant('only.acme', 'Passw0rd!')).statusCode).toBe(400);
  });

  it('refuses sign-in to a deactivated tenant', async () => {
    const other = await t.services.tenancy.tenants.create(
      { userId: null },
      { name: 'sleepy', adminEmailAddress: 'admin@sleepy.example', adminPassword: '1q2w3E*' },
    );
    expect((await passwordGrant('admin', '1q2w3E*', 'sleepy')).statusCode).toBe(200);
    await t.db.transaction({ tenantId: null }, (tx) =>
      tx.update(tenants).set({ isActive: false }).where(eq(tenants.id, other.id)),
    );
    const r = await passwordGrant('admin', '1q2w3E*', 'sleepy');
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toBe('invalid_grant');
  });

  it('refuses the login page when local login is disabled for the tenant', async () => {
    await t.services.platform.settings.setForCurrentTenant(
      { tenantId: acmeId },
      SettingNames.EnableLocalLogin,
      'false',
    );
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/account/interaction/any/login',
      headers: { __tenant: 'acme' },
      payload: { userNameOrEmailAddress: 'admin', password: '1q2w3E*' },
    });
    await t.services.platform.settings.setForCurrentTenant(
      { tenantId: acmeId },
      SettingNames.EnableLocalLogin,
      'true',
    );
    expect(r.statusCode).toBe(422);
    expect(r.json().error.code).toBe('SignIn:LocalLoginDisabled');
  });
});

describe('password changes', () => {
  it('end the refresh tokens issued before the change', async () => {
    const id = await createUser('changer');
    const session = (await passwordGrant('changer', 'Passw0rd!', 'acme')).json();
    const other = (await passwordGrant('admin', '1q2w3E*', 'acme')).json();
    const admin = await t.login('acme');
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/identity/users/${id}/change-password`,
      headers: t.as(admin),
      payload: { newPassword: 'N3w-passw0rd' },
    });
    expect(set.statusCode, set.body).toBeLessThan(300);
    const refresh = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/connect/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'refresh_token',
          client_id: 'HR_App',
          refresh_token: token,
        }).toString(),
      });
    expect((await refresh(session.refresh_token)).json().error).toBe('invalid_grant');
    // Someone else's session is untouched.
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
    expect((await passwordGrant('changer', 'N3w-passw0rd', 'acme')).statusCode).toBe(200);
  });
});

describe('rate limit', () => {
  it('answers 429 when one address calls the token endpoint too often', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/connect/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: '10.9.9.9',
        payload: 'grant_type=password&client_id=HR_App&username=a&password=b',
      });
    const codes: number[] = [];
    for (let i = 0; i < 35; i++) codes.push((await send()).statusCode);
    // The failures of one address stop being checked past their limit, before the request limit (30).
    expect(codes.slice(0, 20).every((c) => c === 400)).toBe(true);
    expect(codes.slice(20).every((c) => c === 429)).toBe(true);
  });
});

describe('keys and restarts', () => {
  it('keeps tokens valid across a restart and a key rotation; new tokens use the new key', async () => {
    const before = await t.login('acme');
    const refresh = (await passwordGrant('admin', '1q2w3E*', 'acme')).json().refresh_token;
    const oldKid = decodeProtectedHeader(before).kid;

    await t.services.platform.keys.rotate();
    // A second process (or a restart) on the same database, with the same secrets key (its signing keys
    // are stored sealed with it).
    const config = testConfig();
    const restarted = await buildApp(config, t.db, { logger: false });
    await restarted.app.ready();
    try {
      const me = await restarted.app.inject({ url: '/api/identity/users', headers: t.as(before) });
      expect(me.statusCode).toBe(200);
      const renewed = await restarted.app.inject({
        method: 'POST',
        url: '/connect/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'refresh_token',
          client_id: 'HR_App',
          refresh_token: refresh,
        }).toString(),
      });
      expect(renewed.statusCode, renewed.body).toBe(200);
      const newKid = decodeProtectedHeader(renewed.json().access_token).kid;
      expect(newKid).not.toBe(oldKid);
      expect(decodeJwt(renewed.json().access_token).tenantid).toBe(acmeId);
      const jwks = (await restarted.app.inject({ url: '/.well-known/jwks' }))
        .json()
        .keys.map((k: { kid: string }) => k.kid);
      expect(jwks).toEqual(expect.arrayContaining([oldKid, newKid]));
    } finally {
      await restarted.app.close();
    }
  });
});
