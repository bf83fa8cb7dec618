import { createHash, randomBytes } from 'node:crypto';
import {
  IdentityPermissions,
  lockoutPolicy,
  SecurityLogAction,
  SecurityLogActions,
  type SecurityLogDto,
  SettingNames,
  securityLogEndpoints,
  sessionEndpoints,
  twoFactorEndpoints,
} from '@hr/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { passwordResets, securityLogs, users } from './identity.tables.ts';

let t: TestApp;
let acmeId: string;
let admin: string;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  acmeId = (await t.services.tenancy.tenants.findByName('acme'))!.id;
  admin = await t.login('acme');
});
afterAll(() => t?.close());

const password = 'Passw0rd!';
const nextAddress = () => `10.77.${Math.floor(n / 250) % 250}.${n++ % 250}`;

function grant(fields: Record<string, string>, tenant: string | null = 'acme', address = nextAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'AccountSecurityTest/1.0' },
    remoteAddress: address,
    payload: new URLSearchParams({
      grant_type: 'password',
      client_id: 'HR_App',
      scope: 'openid profile HR offline_access',
      ...(tenant ? { __tenant: tenant } : {}),
      ...fields,
    }).toString(),
  });
}

async function createUser(prefix: string, roleNames?: string[]) {
  const userName = `${prefix}${Date.now().toString(36)}${n++}`;
  const r = await t.call(admin, 'POST', '/api/identity/users', {
    userName,
    email: `${userName}@acme.example`,
    password,
    ...(roleNames ? { roleNames } : {}),
  });
  expect(r.statusCode, r.body).toBe(200);
  return { id: r.json().id as string, userName };
}

async function signIn(userName: string, extra: Record<string, string> = {}) {
  const r = await grant({ username: userName, password, ...extra });
  return r;
}

async function tokenOf(userName: string, extra: Record<string, string> = {}) {
  const r = await signIn(userName, extra);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { access_token: string; refresh_token: string; mfa_remember_token?: string };
}

/** The security log of a user (as the one concerned or the actor), newest first, read as the owner. */
async function eventsOf(userId: string): Promise<(typeof securityLogs.$inferSelect)[]> {
  const rows = await t.db.owner.select().from(securityLogs).where(eq(securityLogs.userId, userId));
  const about = await t.db.owner.select().from(securityLogs).where(eq(securityLogs.targetUserId, userId));
  return [...rows, ...about].sort((a, b) => b.creationTime.getTime() - a.creationTime.getTime());
}
const actionsOf = async (userId: string) => (await eventsOf(userId)).map((e) => e.action);

/** A code of the authenticator for a secret, `steps` periods from now. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/** Enrols a signed-in user: setup, then the first code; answers the secret and the recovery codes. */
async function enrol(token: string) {
  const setup = await t.call(token, twoFactorEndpoints.setup);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, otpauthUri, qrCode } = setup.json();
  expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
  expect(qrCode).toMatch(/^data:image\/png;base64,/);
  const enabled = await t.call(token, twoFactorEndpoints.enable, { body: { code: codeOf(secret) } });
  expect(enabled.statusCode, enabled.body).toBe(200);
  const codes = enabled.json().recoveryCodes as string[];
  return { secret: secret as string, codes };
}

/** Makes the last used TOTP step older, so that the next code of the same period counts as new. */
async function forgetLastStep(userId: string) {
  await t.db.owner.update(users).set({ twoFactorLastStep: null }).where(eq(users.id, userId));
}

/** The database refused the statement for lack of privilege (the driver wraps its error as the cause). */
const permissionDenied = (error: unknown) =>
  /permission denied/.test(String((error as { cause?: { message?: string } }).cause?.message ?? error));

describe('the security log', () => {
  it('records sign-ins, failures with their reason, and the lockout, with client, address, browser and request', async () => {
    const u = await createUser('seclog');
    await tokenOf(u.userName);
    const unknown = `nobody${Date.now()}`;
    expect((await grant({ username: unknown, password: 'x' })).statusCode).toBe(400);
    for (let i = 0; i < lockoutPolicy.maxFailedAttempts; i++)
      expect((await grant({ username: u.userName, password: `wrong${i}` })).statusCode).toBe(400);
    expect((await signIn(u.userName)).statusCode).toBe(400); // locked

    const events = await eventsOf(u.id);
    const success = events.find((e) => e.action === SecurityLogAction.LoginSucceeded)!;
    expect(success).toMatchObject({ tenantId: acmeId, userName: u.userName, clientId: 'HR_App' });
    expect(success.clientIpAddress).toMatch(/^10\.77\./);
    expect(success.browserInfo).toBe('AccountSecurityTest/1.0');
    expect(success.requestId).toBeTruthy();
    const failures = events.filter((e) => e.action === SecurityLogAction.LoginFailed);
    expect(failures.map((e) => e.reason)).toEqual([
      'locked_out',
      ...Array(lockoutPolicy.maxFailedAttempts).fill('wrong_password'),
    ]);
    expect(events.filter((e) => e.action === SecurityLogAction.LockedOut)).toHaveLength(1);
    const [ofUnknown] = await t.db.owner
      .select()
      .from(securityLogs)
      .where(eq(securityLogs.userName, unknown));
    expect(ofUnknown).toMatchObject({
      action: SecurityLogAction.LoginFailed,
      reason: 'unknown_user',
      userId: null,
      tenantId: acmeId,
    });

    // Unlocked by the administrator, who is named as the actor.
    expect((await t.call(admin, 'PUT', `/api/identity/users/${u.id}/unlock`)).statusCode).toBe(204);
    const unlocked = (await eventsOf(u.id)).find((e) => e.action === SecurityLogAction.Unlocked)!;
    expect(unlocked).toMatchObject({ userName: 'admin', targetUserId: u.id, targetName: u.userName });
  });

  it('records password changes, resets and an administrator setting one', async () => {
    const u = await createUser('pwd');
    const token = (await tokenOf(u.userName)).access_token;
    const changed = await t.call(token, 'POST', '/api/account/my-profile/change-password', {
      currentPassword: password,
      newPassword: 'Other0ne!',
    });
    expect(changed.statusCode, changed.body).toBe(204);
    const set = await t.call(admin, 'PUT', `/api/identity/users/${u.id}/change-password`, {
      newPassword: password,
    });
    expect(set.statusCode, set.body).toBe(204);
    const resetToken = randomBytes(16).toString('base64url');
    await t.db.owner.insert(passwordResets).values({
      tenantId: acmeId,
      userId: u.id,
      tokenHash: createHash('sha256').update(resetToken).digest('hex'),
      expiresAt: new Date(Date.now() + 600_000),
    });
    const reset = await t.call(
      null,
      'POST',
      '/api/account/reset-password',
      { userId: u.id, resetToken, password: 'Th1rd0ne!' },
      { __tenant: 'acme' },
    );
    expect(reset.statusCode, reset.body).toBe(204);
    const actions = await actionsOf(u.id);
    expect(actions).toEqual(
      expect.arrayContaining([
        SecurityLogAction.PasswordChanged,
        SecurityLogAction.PasswordSet,
        SecurityLogAction.PasswordReset,
      ]),
    );
  });

  it('records role changes, a user’s roles, permission grants, token revocation and feature changes', async () => {
    const roleName = `Auditors${Date.now()}`;
    const created = await t.call(admin, 'POST', '/api/identity/roles', { name: roleName });
    expect(created.statusCode, created.body).toBe(200);
    const role = created.json();
    const grants = await t.call(
      admin,
      'PUT',
      `/api/permission-management/permissions?providerName=R&providerKey=${encodeURIComponent(roleName)}`,
      { permissions: [{ name: IdentityPermissions.Users.Default, isGranted: true }] },
    );
    expect(grants.statusCode, grants.body).toBe(204);
    const u = await createUser('roles');
    const user = (await t.call(admin, 'GET', `/api/identity/users/${u.id}`)).json();
    const updated = await t.call(admin, 'PUT', `/api/identity/users/${u.id}`, {
      ...user,
      roleNames: [roleName],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const userGrant = await t.call(
      admin,
      'PUT',
      `/api/permission-management/permissions?providerName=U&providerKey=${u.id}`,
      {
        permissions: [{ name: IdentityPermissions.Roles.Default, isGranted: true }],
      },
    );
    expect(userGrant.statusCode, userGrant.body).toBe(204);
    expect(
      (
        await t.call(admin, 'PUT', `/api/identity/roles/${role.id}`, {
          ...role,
          requiresTwoFactor: false,
          name: `${roleName}2`,
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.call(admin, 'DELETE', `/api/identity/roles/${role.id}`)).statusCode).toBe(204);

    const rows = await t.db.owner.select().from(securityLogs).where(eq(securityLogs.tenantId, acmeId));
    const about = (action: number, name: string) =>
      rows.filter((r) => r.action === action && r.targetName?.includes(name));
    expect(about(SecurityLogAction.RoleCreated, roleName)).toHaveLength(1);
    expect(about(SecurityLogAction.RoleUpdated, `${roleName}2`)[0]?.details).toContain(
      `renamed from ${roleName}`,
    );
    expect(about(SecurityLogAction.RoleDeleted, `${roleName}2`)).toHaveLength(1);
    expect(about(SecurityLogAction.PermissionsChanged, roleName)[0]?.details).toBe(
      `granted: ${IdentityPermissions.Users.Default}`,
    );
    const ofUser = await eventsOf(u.id);
    expect(ofUser.find((e) => e.action === SecurityLogAction.PermissionsChanged)?.details).toBe(
      `granted: ${IdentityPermissions.Roles.Default}`,
    );
    expect(
      ofUser.find((e) => e.action === SecurityLogAction.UserRolesChanged && e.details?.includes(roleName))
        ?.details,
    ).toMatch(/^added: /);

    // An access token revoked by its client.
    const tokens = await tokenOf(u.userName);
    const revoke = await t.app.inject({
      method: 'POST',
      url: '/connect/revocat',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ client_id: 'HR_App', token: tokens.access_token }).toString(),
    });
    expect(revoke.statusCode).toBe(200);
    expect(await actionsOf(u.id)).toContain(SecurityLogAction.TokenRevoked);

    // The host changes a tenant's features: the host's log records it.
    const host = await t.login(null);
    const features = await t.call(
      host,
      'PUT',
      `/api/feature-management/features?providerName=T&providerKey=${acmeId}`,
      {
        features: [{ name: 'Finance.Enable', value: 'false' }],
      },
    );
    expect(features.statusCode, features.body).toBe(204);
    await t.call(host, 'PUT', `/api/feature-management/features?providerName=T&providerKey=${acmeId}`, {
      features: [{ name: 'Finance.Enable', value: 'true' }],
    });
    const hostList = await t.call(host, securityLogEndpoints.list, {
      query: { action: SecurityLogAction.FeaturesChanged },
    });
    expect(hostList.statusCode, hostList.body).toBe(200);
    expect(hostList.json().items[0]).toMatchObject({
      tenantId: null,
      userName: 'admin',
      targetName: `tenant ${acmeId}`,
    });
    expect(hostList.json().items[0].details).toContain('Finance.Enable');
  });

  it('is append-only for the application: updates and deletes are refused', async () => {
    await expect(
      t.db.transaction({ tenantId: acmeId }, (tx) =>
        tx.update(securityLogs).set({ reason: 'forged' }).where(eq(securityLogs.tenantId, acmeId)),
      ),
    ).rejects.toSatisfy(permissionDenied);
    await expect(
      t.db.transaction({ tenantId: acmeId }, (tx) =>
        tx.delete(securityLogs).where(eq(securityLogs.tenantId, acmeId)),
      ),
    ).rejects.toSatisfy(permissionDenied);
    // Insert and read stay allowed.
    const before = await t.db.transaction({ tenantId: acmeId }, (tx) =>
      tx.select().from(securityLogs).limit(1),
    );
    expect(before.length).toBe(1);
  });

  it('lists per tenant with filters, exports to Excel, and gives each user their own', async () => {
    const other = await t.createTenant();
    const otherAdmin = await t.login(other.name);
    const otherList = (
      await t.call(otherAdmin, securityLogEndpoints.list, { query: { maxResultCount: 1000 } })
    ).json();
    expect(otherList.items.every((e: SecurityLogDto) => e.tenantId === other.id)).toBe(true);
    const acme = await t.call(admin, securityLogEndpoints.list, {
      query: { action: SecurityLogAction.LoginSucceeded, userName: 'admin', maxResultCount: 5 },
    });
    expect(acme.statusCode, acme.body).toBe(200);
    expect(acme.json().totalCount).toBeGreaterThan(0);
    for (const e of acme.json().items)
      expect(e).toMatchObject({
        tenantId: acmeId,
        action: SecurityLogAction.LoginSucceeded,
        userName: 'admin',
      });
    const { requestId } = acme.json().items[0];
    const byRequest = await t.call(admin, securityLogEndpoints.list, { query: { requestId } });
    expect(byRequest.json().items).toHaveLength(1);
    const future = await t.call(admin, securityLogEndpoints.list, {
      query: { startTime: '2999-01-01T00:00:00Z' },
    });
    expect(future.json().totalCount).toBe(0);

    const excel = await t.call(admin, securityLogEndpoints.exportExcel, { query: {} });
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-type']).toContain('spreadsheetml');

    // Without the policy: refused; My security log: only the caller's.
    const u = await createUser('mine');
    const token = (await tokenOf(u.userName)).access_token;
    expect((await t.call(token, securityLogEndpoints.list)).statusCode).toBe(403);
    const mine = await t.call(token, securityLogEndpoints.mine);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items.length).toBeGreaterThan(0);
    for (const e of mine.json().items) expect([e.userId, e.targetUserId]).toContain(u.id);
    expect(SecurityLogActions.label(SecurityLogAction.LoginSucceeded, 'ar')).toBe('تسجيل دخول');
  });
});

describe('two-factor sign-in (TOTP)', () => {
  it('enrols, then the password grant asks for a code, takes one once, and records its use', async () => {
    const u = await createUser('totp');
    const token = (await tokenOf(u.userName)).access_token;
    expect((await t.call(token, twoFactorEndpoints.status)).json()).toMatchObject({
      enabled: false,
      required: false,
    });
    const { secret, codes } = await enrol(token);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await t.call(token, twoFactorEndpoints.status)).json()).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    // Stored sealed and hashed, never in clear.
    const [row] = await t.db.owner.select().from(users).where(eq(users.id, u.id));
    expect(row!.twoFactorSecret).not.toContain(secret);

    const without = await signIn(u.userName);
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ error: 'invalid_grant', error_description: 'mfa_required' });
    const withCode = await signIn(u.userName, { mfa_code: codeOf(secret, 1) });
    expect(withCode.statusCode, withCode.body).toBe(200);
    // The same code again is refused (replay).
    const again = await signIn(u.userName, { mfa_code: codeOf(secret, 1) });
    expect(again.json()).toMatchObject({ error: 'invalid_grant', error_description: 'mfa_invalid' });
    const actions = await actionsOf(u.id);
    expect(actions).toEqual(
      expect.arrayContaining([
        SecurityLogAction.TwoFactorEnabled,
        SecurityLogAction.TwoFactorUsed,
        SecurityLogAction.TwoFactorFailed,
      ]),
    );
  });

  it('takes a recovery code once only', async () => {
    const u = await createUser('recovery');
    const { codes } = await enrol((await tokenOf(u.userName)).access_token);
    const first = await signIn(u.userName, { mfa_code: codes[3]!.toUpperCase() });
    expect(first.statusCode, first.body).toBe(200);
    const second = await signIn(u.userName, { mfa_code: codes[3]! });
    expect(second.json().error_description).toBe('mfa_invalid');
    expect(await actionsOf(u.id)).toContain(SecurityLogAction.RecoveryCodeUsed);
    const status = await t.call(first.json().access_token, twoFactorEndpoints.status);
    expect(status.json().recoveryCodesLeft).toBe(9);
  });

  it('remembers a browser with a signed token for the tenant’s days, which a new enrolment ends', async () => {
    const u = await createUser('remember');
    const token = (await tokenOf(u.userName)).access_token;
    const { secret } = await enrol(token);
    const remembered = await tokenOf(u.userName, { mfa_code: codeOf(secret, 1), mfa_remember: 'true' });
    expect(remembered.mfa_remember_token).toBeTruthy();
    const next = await signIn(u.userName, { mfa_remember_token: remembered.mfa_remember_token! });
    expect(next.statusCode, next.body).toBe(200);
    // Another user's token, or one tampered with, is no second factor.
    const forged = `${remembered.mfa_remember_token!.slice(0, -2)}xx`;
    expect((await signIn(u.userName, { mfa_remember_token: forged })).json().error_description).toBe(
      'mfa_required',
    );
    // Disabled and enrolled again: the old browser token is worth nothing.
    await forgetLastStep(u.id);
    const disabled = await t.call(token, twoFactorEndpoints.disable, {
      body: { password, code: codeOf(secret, 1) },
    });
    expect(disabled.statusCode, disabled.body).toBe(204);
    await enrol(token);
    expect(
      (await signIn(u.userName, { mfa_remember_token: remembered.mfa_remember_token! })).json()
        .error_description,
    ).toBe('mfa_required');
    expect(await actionsOf(u.id)).toContain(SecurityLogAction.TwoFactorDisabled);
  });

  it(`locks the user after ${lockoutPolicy.maxFailedAttempts} wrong codes, like wrong passwords`, async () => {
    const u = await createUser('wrongcode');
    const { secret } = await enrol((await tokenOf(u.userName)).access_token);
    for (let i = 0; i < lockoutPolicy.maxFailedAttempts; i++)
      expect((await signIn(u.userName, { mfa_code: '000000' })).json().error_description).toBe('mfa_invalid');
    // Locked: the right password and code are refused like any failure.
    const locked = await signIn(u.userName, { mfa_code: codeOf(secret, 1) });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().error).toBe('invalid_grant');
    expect(locked.json().error_description).not.toMatch(/^mfa_/);
    const [row] = await t.db.owner.select().from(users).where(eq(users.id, u.id));
    expect(row!.lockoutEnd!.getTime()).toBeGreaterThan(Date.now());
    const events = await eventsOf(u.id);
    expect(events.filter((e) => e.action === SecurityLogAction.TwoFactorFailed)).toHaveLength(
      lockoutPolicy.maxFailedAttempts,
    );
    expect(events.find((e) => e.action === SecurityLogAction.LockedOut)?.reason).toBe('invalid_code');
  });

  it('is required per role: a member without a second factor enrols at sign-in', async () => {
    const roleName = `Payroll2fa${Date.now()}`;
    const role = await t.call(admin, 'POST', '/api/identity/roles', {
      name: roleName,
      requiresTwoFactor: true,
    });
    expect(role.json().requiresTwoFactor).toBe(true);
    const u = await createUser('byrole', [roleName]);
    expect((await signIn(u.userName)).json().error_description).toBe('mfa_enrolment_required');

    // The login page's call: the first answer gives the secret to enrol, the next with its code signs in
    // and answers the recovery codes once.
    const { uid, browser } = await startLogin();
    const first = await browser.post(`/api/account/interaction/${uid}/login`, {
      userNameOrEmailAddress: u.userName,
      password,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ twoFactor: 'enrol' });
    const { secret } = first.json().enrolment;
    const second = await browser.post(`/api/account/interaction/${uid}/login`, {
      userNameOrEmailAddress: u.userName,
      password,
      twoFactorCode: codeOf(secret),
      rememberBrowser: true,
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().redirectTo).toBeTruthy();
    expect(second.json().recoveryCodes).toHaveLength(10);
    // Remembered: the next login of this browser needs no code.
    const next = await startLogin(browser);
    const third = await browser.post(`/api/account/interaction/${next.uid}/login`, {
      userNameOrEmailAddress: u.userName,
      password,
    });
    expect(third.json().redirectTo).toBeTruthy();
    // A fresh browser is asked for the code.
    const other = await startLogin();
    const fourth = await other.browser.post(`/api/account/interaction/${other.uid}/login`, {
      userNameOrEmailAddress: u.userName,
      password,
    });
    expect(fourth.json()).toEqual({ twoFactor: 'code' });
    // The requirement cannot be switched off by the user.
    const token = (await tokenOf(u.userName, { mfa_code: codeOf(secret, 1) })).access_token;
    expect((await t.call(token, twoFactorEndpoints.status)).json()).toMatchObject({
      enabled: true,
      required: true,
    });
    await forgetLastStep(u.id);
    const disable = await t.call(token, twoFactorEndpoints.disable, {
      body: { password, code: codeOf(secret, 1) },
    });
    expect(disable.json().error.code).toBe('Account:TwoFactorRequired');
  });

  it('is required for the whole tenant by its setting', async () => {
    const tenant = await t.createTenant();
    const tenantAdmin = await t.login(tenant.name);
    const settings = await t.call(tenantAdmin, securityLogEndpoints.getSettings);
    expect(settings.json()).toEqual({
      twoFactorRequired: false,
      rememberBrowserDays: 30,
      securityLogRetentionDays: 365,
    });
    const saved = await t.call(tenantAdmin, securityLogEndpoints.updateSettings, {
      body: { twoFactorRequired: true, rememberBrowserDays: 7, securityLogRetentionDays: 400 },
    });
    expect(saved.statusCode, saved.body).toBe(204);
    expect(
      await t.services.platform.settings.get(
        { tenantId: tenant.id, userId: null },
        SettingNames.TwoFactorRequired,
      ),
    ).toBe('true');
    const r = await grant({ username: 'admin', password: '1q2w3E*' }, tenant.name);
    expect(r.json().error_description).toBe('mfa_enrolment_required');
    // Other tenants are not concerned.
    expect((await grant({ username: 'admin', password: '1q2w3E*' }, 'acme')).statusCode).toBe(200);
    // A user without the permission cannot change it.
    const u = await createUser('nosettings');
    const token = (await tokenOf(u.userName)).access_token;
    expect(
      (
        await t.call(token, securityLogEndpoints.updateSettings, {
          body: { twoFactorRequired: false, rememberBrowserDays: 1, securityLogRetentionDays: 365 },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('sessions', () => {
  it('lists the user’s sessions and ends one: its refresh token dies, its access token is refused', async () => {
    const u = await createUser('sessions');
    const a = await tokenOf(u.userName);
    const b = await tokenOf(u.userName);
    const list = await t.call(a.access_token, sessionEndpoints.list);
    expect(list.statusCode, list.body).toBe(200);
    const sessions = list.json();
    expect(sessions).toHaveLength(2);
    const current = sessions.find((s: { isCurrent: boolean }) => s.isCurrent);
    expect(current.id).toBe(decodeJwt(a.access_token).gid);
    expect(current).toMatchObject({ clientId: 'HR_App', browserInfo: 'AccountSecurityTest/1.0' });
    expect(current.clientIpAddress).toMatch(/^10\.77\./);

    const bGrant = String(decodeJwt(b.access_token).gid);
    expect((await t.call(a.access_token, sessionEndpoints.end, { params: { id: bGrant } })).statusCode).toBe(
      204,
    );
    expect((await t.call(b.access_token, 'GET', '/api/account/my-profile')).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: 'HR_App',
        refresh_token: b.refresh_token,
      }).toString(),
    });
    expect(refresh.statusCode).toBe(400);
    expect((await t.call(a.access_token, 'GET', '/api/account/my-profile')).statusCode).toBe(200);
    expect((await t.call(a.access_token, sessionEndpoints.list)).json()).toHaveLength(1);
    // Another user's session is not theirs to end.
    const other = await createUser('othersession');
    const o = await tokenOf(other.userName);
    const foreign = await t.call(a.access_token, sessionEndpoints.end, {
      params: { id: String(decodeJwt(o.access_token).gid) },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await t.call(o.access_token, 'GET', '/api/account/my-profile')).statusCode).toBe(200);
    expect(await actionsOf(u.id)).toContain(SecurityLogAction.SessionEnded);
  });

  it('ends all other sessions, and an administrator ends all of a user’s', async () => {
    const u = await createUser('endall');
    const a = await tokenOf(u.userName);
    const b = await tokenOf(u.userName);
    expect((await t.call(a.access_token, sessionEndpoints.endOthers)).statusCode).toBe(204);
    expect((await t.call(b.access_token, 'GET', '/api/account/my-profile')).statusCode).toBe(401);
    expect((await t.call(a.access_token, 'GET', '/api/account/my-profile')).statusCode).toBe(200);

    // Without Users.Update: refused; with it: every session ends.
    const viewer = await t.userWith('acme', [IdentityPermissions.Users.Default]);
    expect(
      (await t.call(viewer.token, securityLogEndpoints.endUserSessions, { params: { id: u.id } })).statusCode,
    ).toBe(403);
    expect(
      (await t.call(admin, securityLogEndpoints.endUserSessions, { params: { id: u.id } })).statusCode,
    ).toBe(204);
    expect((await t.call(a.access_token, 'GET', '/api/account/my-profile')).statusCode).toBe(401);
    const [ended] = (await eventsOf(u.id)).filter(
      (e) => e.action === SecurityLogAction.SessionEnded && e.reason === 'by_administrator',
    );
    expect(ended).toMatchObject({ userName: 'admin', targetUserId: u.id });
    // Another tenant's administrator cannot reach the user.
    const other = await t.createTenant();
    const otherAdmin = await t.login(other.name);
    expect(
      (await t.call(otherAdmin, securityLogEndpoints.endUserSessions, { params: { id: u.id } })).statusCode,
    ).toBe(404);
  });
});

// ---- The login page's interaction, with a browser's cookies ----

class Browser {
  private cookies = new Map<string, string>();
  keep(response: LightMyRequestResponse) {
    const header = response.headers['set-cookie'];
    for (const line of Array.isArray(header) ? header : header ? [header] : []) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }
  get cookie() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  async get(url: string) {
    return this.keep(await t.app.inject({ method: 'GET', url, headers: { cookie: this.cookie } }));
  }
  async post(url: string, payload: object) {
    return this.keep(
      await t.app.inject({
        method: 'POST',
        url,
        payload,
        remoteAddress: nextAddress(),
        headers: { cookie: this.cookie, __tenant: 'acme' },
      }),
    );
  }
}

async function startLogin(browser = new Browser()) {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const query = new URLSearchParams({
    client_id: 'HR_App',
    response_type: 'code',
    redirect_uri: 'http://hr.test/',
    scope: 'openid profile HR offline_access',
    state: 's',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    prompt: 'login',
  });
  const start = await browser.get(`/connect/authorize?${query}`);
  const uid = new URL(String(start.headers.location), 'http://hr.test').searchParams.get('uid')!;
  expect(uid).toBeTruthy();
  return { uid, browser };
}
