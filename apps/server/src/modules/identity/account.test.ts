import { createHash } from 'node:crypto';
import { accountEndpoints, SettingNames } from '@hr/contracts';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { passwordResets, users } from './identity.tables.ts';

let t: TestApp;
let acmeId: string;
let globexId: string;
let acmeAdmin: string;

// Every call comes from its own client address, so the per-address rate limit of the account endpoints
// (tested on its own below) does not depend on how many calls the other tests make.
let addresses = 0;
const nextAddress = () => `10.1.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { tenant?: string; token?: string; payload?: object; language?: string; address?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.tenant) headers.__tenant = options.tenant;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.language) headers['accept-language'] = options.language;
  const request: InjectOptions = {
    method,
    url,
    headers,
    remoteAddress: options.address ?? nextAddress(),
    ...(options.payload ? { payload: options.payload } : {}),
  };
  return t.app.inject(request);
}

async function createUser(tenantToken: string, userName: string, password = 'Start1!pass') {
  const response = await call('POST', '/api/identity/users', {
    token: tenantToken,
    payload: { userName, email: `${userName}@acme.example`, password, name: 'Sara', surname: 'Nasser' },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ id: string }>().id;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const loginFails = async (tenant: string, userName: string, password: string) =>
  expect(t.login(tenant, userName, password)).rejects.toThrow(/login failed/);

beforeAll(async () => {
  t = await createTestApp();
  const host = await t.login(null);
  const created = await call('POST', '/api/multi-tenancy/tenants', {
    token: host,
    payload: { name: 'globex', adminEmailAddress: 'admin@globex.example', adminPassword: '1q2w3E*' },
  });
  expect(created.statusCode).toBe(200);
  globexId = created.json().id;
  acmeId = (await t.services.tenancy.tenants.findByName('acme'))!.id;
  acmeAdmin = await t.login('acme');
});
afterAll(() => t?.close());

describe('registration', () => {
  const input = (userName: string, password = 'Regist3r!') => ({
    userName,
    emailAddress: `${userName}@example.com`,
    password,
  });

  it('is refused while self-registration is off (the default)', async () => {
    const response = await call('POST', accountEndpoints.register.path, {
      tenant: 'acme',
      payload: input('omar'),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('Account:SelfRegistrationDisabled');
    const arabic = await call('POST', accountEndpoints.register.path, {
      tenant: 'acme',
      payload: input('omar'),
      language: 'ar',
    });
    expect(arabic.json().error.message).toContain('التسجيل الذاتي غير مفعل');
  });

  it('creates an active user with the default roles who can sign in, once the tenant turns it on', async () => {
    const role = await call('POST', '/api/identity/roles', {
      token: acmeAdmin,
      payload: { name: 'Self-registered', isDefault: true },
    });
    expect(role.statusCode).toBe(200);
    const defaults = await t.services.identity.roles.defaultRoleNames({ tenantId: acmeId });
    expect(defaults).toContain('Self-registered');
    await t.services.platform.settings.setForCurrentTenant(
      { tenantId: acmeId },
      SettingNames.IsSelfRegistrationEnabled,
      'true',
    );
    const response = await call('POST', accountEndpoints.register.path, {
      tenant: 'acme',
      payload: input('omar'),
    });
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user).toMatchObject({
      userName: 'omar',
      email: 'omar@example.com',
      tenantId: acmeId,
      isActive: true,
      creatorId: null,
    });
    expect([...user.roleNames].sort()).toEqual([...defaults].sort());
    expect(JSON.stringify(user)).not.toMatch(/password|securityStamp/i);
    // Not signed in by registering: the answer carries no token; signing in is the next step.
    expect(response.headers['set-cookie']).toBeUndefined();
    const token = await t.login('acme', 'omar', 'Regist3r!');
    const profile = await call('GET', accountEndpoints.myProfile.path, { token });
    expect(profile.json()).toMatchObject({ userName: 'omar', email: 'omar@example.com' });
  });

  it('is per tenant: another tenant keeps it off', async () => {
    const response = await call('POST', accountEndpoints.register.path, {
      tenant: 'globex',
      payload: input('omar'),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('Account:SelfRegistrationDisabled');
  });

  it('is refused when local login is disabled, even with registration on', async () => {
    await t.services.platform.settings.setForCurrentTenant(
      { tenantId: acmeId },
      SettingNames.EnableLocalLogin,
      'false',
    );
    try {
      const response = await call('POST', accountEndpoints.register.path, {
        tenant: 'acme',
        payload: input('nour'),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().error.code).toBe('Account:SelfRegistrationDisabled');
    } finally {
      await t.services.platform.settings.setForCurrentTenant(
        { tenantId: acmeId },
        SettingNames.EnableLocalLogin,
        'true',
      );
    }
  });

  it('refuses a taken user name or e-mail', async () => {
    const name = await call('POST', accountEndpoints.register.path, {
      tenant: 'acme',
      payload: { ...input('OMAR'), emailAddress: 'other@example.com' },
    });
    expect(name.statusCode).toBe(422);
    expect(name.json().error.code).toBe('Identity:DuplicateUserName');
    const email = await call('POST', accountEndpoints.register.path, {
      tenant: 'acme',
      payload: { ...input('omar2'), emailAddress: 'Omar@Example.com' },
    });
    expect(email.statusCode).toBe(422);
    expect(email.json().error.code).toBe('Identity:DuplicateEmail');
  });

  it('refuses a weak password with the localized policy message', async () => {
    const en = await call('POST', accountEndpoints.register.path, {
      tenant: 'acme',
      payload: input('weak', 'abc'),
    });
    expect(en.statusCode).toBe(400);
    expect(en.json().error.validationErrors).toContainEqual({
      message: 'Passwords must be at least 6 characters.',
      members: ['password'],
    });
    const ar = await call('POST', accountEndpoints.register.path, {
      tenant: 'acme',
      payload: input('weak', 'abcdef1!'),
      language: 'ar',
    });
    expect(ar.statusCode).toBe(400);
    expect(ar.json().error.validationErrors).toContainEqual({
      message: "يجب أن تحتوي كلمة المرور على حرف كبير واحد على الأقل ('A'-'Z').",
      members: ['password'],
    });
  });
});

describe('my profile', () => {
  let token: string;
  beforeAll(async () => {
    await createUser(acmeAdmin, 'layla');
    token = await t.login('acme', 'layla', 'Start1!pass');
  });

  it('is for signed-in users only', async () => {
    expect((await call('GET', accountEndpoints.myProfile.path, { tenant: 'acme' })).statusCode).toBe(401);
    const put = await call('PUT', accountEndpoints.myProfile.path, {
      tenant: 'acme',
      payload: { userName: 'x', email: 'x@example.com', concurrencyStamp: 'x' },
    });
    expect(put.statusCode).toBe(401);
    const change = await call('POST', accountEndpoints.changePassword.path, {
      tenant: 'acme',
      payload: { currentPassword: 'Start1!pass', newPassword: 'Other1!pass' },
    });
    expect(change.statusCode).toBe(401);
  });

  it('reads and updates the own profile, with the concurrency stamp', async () => {
    const profile = (await call('GET', accountEndpoints.myProfile.path, { token })).json();
    expect(profile).toEqual({
      userName: 'layla',
      email: 'layla@acme.example',
      name: 'Sara',
      surname: 'Nasser',
      phoneNumber: null,
      // No language of her own: she follows the tenant's default language.
      language: null,
      concurrencyStamp: expect.any(String),
    });
    const updated = await call('PUT', accountEndpoints.myProfile.path, {
      token,
      payload: { ...profile, name: 'Layla', surname: 'Haddad', phoneNumber: '+962791234567' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Layla', surname: 'Haddad', phoneNumber: '+962791234567' });
    expect(updated.json().concurrencyStamp).not.toBe(profile.concurrencyStamp);
    expect((await call('GET', accountEndpoints.myProfile.path, { token })).json().name).toBe('Layla');

    const stale = await call('PUT', accountEndpoints.myProfile.path, {
      token,
      payload: { ...profile, name: 'Lost' },
    });
    expect(stale.statusCode).toBe(409);
    expect((await call('GET', accountEndpoints.myProfile.path, { token })).json().name).toBe('Layla');
  });

  it('checks the phone number by the product’s one phone rule; blank clears it', async () => {
    const profile = (await call('GET', accountEndpoints.myProfile.path, { token })).json();
    for (const phoneNumber of ['xxxxxxxxxxxxxxxx', '\u200b12', '12', '+1234567890123456']) {
      const r = await call('PUT', accountEndpoints.myProfile.path, {
        token,
        payload: { ...profile, phoneNumber },
      });
      expect(r.statusCode, phoneNumber).toBe(400);
      expect(r.json().error.validationErrors[0]).toMatchObject({
        members: ['phoneNumber'],
        message: expect.stringContaining('Please enter a valid phone number'),
      });
    }
    const ok = await call('PUT', accountEndpoints.myProfile.path, {
      token,
      payload: { ...profile, phoneNumber: '0944 123 456' },
    });
    expect(ok.json().phoneNumber).toBe('0944 123 456');
    const cleared = await call('PUT', accountEndpoints.myProfile.path, {
      token,
      payload: { ...ok.json(), phoneNumber: ' ' },
    });
    expect(cleared.json().phoneNumber).toBeNull();
  });

  it('keeps user names and e-mails unique within the tenant only', async () => {
    const profile = (await call('GET', accountEndpoints.myProfile.path, { token })).json();
    const name = await call('PUT', accountEndpoints.myProfile.path, {
      token,
      payload: { ...profile, userName: 'Admin' },
    });
    expect(name.statusCode).toBe(422);
    expect(name.json().error.code).toBe('Identity:DuplicateUserName');
    const email = await call('PUT', accountEndpoints.myProfile.path, {
      token,
      payload: { ...profile, email: 'omar@example.com' },
    });
    expect(email.statusCode).toBe(422);
    expect(email.json().error.code).toBe('Identity:DuplicateEmail');
    // globex's admin e-mail is another tenant's business.
    const foreign = await call('PUT', accountEndpoints.myProfile.path, {
      token,
      payload: { ...profile, email: 'admin@globex.example' },
    });
    expect(foreign.statusCode).toBe(200);
    const back = await call('PUT', accountEndpoints.myProfile.path, {
      token,
      payload: { ...profile, concurrencyStamp: foreign.json().concurrencyStamp },
    });
    expect(back.statusCode).toBe(200);
  });

  it('changes the password only with the right current one', async () => {
    const wrong = await call('POST', accountEndpoints.changePassword.path, {
      token,
      payload: { currentPassword: 'Wrong1!pass', newPassword: 'Next1!pass' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.code).toBe('Account:WrongCurrentPassword');
    const weak = await call('POST', accountEndpoints.changePassword.path, {
      token,
      payload: { currentPassword: 'Start1!pass', newPassword: 'nextpass1' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.validationErrors[0].members).toEqual(['newPassword']);
    await t.login('acme', 'layla', 'Start1!pass');

    const [before] = await t.db.transaction({ tenantId: acmeId }, (tx) =>
      tx.select().from(users).where(eq(users.userName, 'layla')),
    );
    const changed = await call('POST', accountEndpoints.changePassword.path, {
      token,
      payload: { currentPassword: 'Start1!pass', newPassword: 'Next1!pass' },
    });
    expect(changed.statusCode).toBe(204);
    const [after] = await t.db.transaction({ tenantId: acmeId }, (tx) =>
      tx.select().from(users).where(eq(users.userName, 'layla')),
    );
    expect(after!.securityStamp).not.toBe(before!.securityStamp);
    await t.login('acme', 'layla', 'Next1!pass');
    await loginFails('acme', 'layla', 'Start1!pass');
  });

  it('ends every other session of a password change, and keeps the one it was made from', async () => {
    const here = await t.login('acme', 'layla', 'Next1!pass');
    const elsewhere = await t.login('acme', 'layla', 'Next1!pass');
    const changed = await call('POST', accountEndpoints.changePassword.path, {
      token: here,
      payload: { currentPassword: 'Next1!pass', newPassword: 'Third1!pass' },
    });
    expect(changed.statusCode).toBe(204);
    const profile = (as: string) => call('GET', accountEndpoints.myProfile.path, { token: as });
    expect((await profile(here)).statusCode).toBe(200);
    const refused = await profile(elsewhere);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toContain('error="invalid_token"');
  });
});

describe('password reset by mail', () => {
  let smtp: TestSmtpServer;
  let saraId: string;

  const resetsOfSara = () =>
    t.db.transaction({ tenantId: acmeId }, (tx) =>
      tx.select().from(passwordResets).where(eq(passwordResets.userId, saraId)),
    );
  const sara = async () =>
    (
      await t.db.transaction({ tenantId: acmeId }, (tx) =>
        tx.select().from(users).where(eq(users.id, saraId)),
      )
    )[0]!;

  /** Asks for a link and returns the mails it caused, once the background sending is over. */
  async function requestLink(email: string, options: { tenant?: string; language?: string } = {}) {
    const before = smtp.messages.length;
    const response = await call('POST', accountEndpoints.sendPasswordResetCode.path, {
      tenant: options.tenant ?? 'acme',
      payload: { email },
      ...(options.language ? { language: options.language } : {}),
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    await t.services.identity.account.drain();
    return smtp.messages.slice(before);
  }

  function linkOf(mail: ReceivedMail): URL {
    const match = /https?:\/\/\S+/.exec(mail.text);
    expect(match).not.toBeNull();
    return new URL(match![0]);
  }

  /** Posts the link's token; tenant null is the host side (no __tenant header). */
  async function resetWith(link: URL, password: string, tenant: string | null = 'acme') {
    return call('POST', accountEndpoints.resetPassword.path, {
      ...(tenant ? { tenant } : {}),
      payload: {
        userId: link.searchParams.get('userId'),
        resetToken: link.searchParams.get('resetToken'),
        password,
      },
    });
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    for (const tenantId of [acmeId, globexId]) {
      await t.services.platform.settings.setForCurrentTenant(
        { tenantId },
        SettingNames.Mailing.Smtp.Host,
        '127.0.0.1',
      );
      await t.services.platform.settings.setForCurrentTenant(
        { tenantId },
        SettingNames.Mailing.Smtp.Port,
        String(smtp.port),
      );
    }
    saraId = await createUser(acmeAdmin, 'sara');
  });
  afterAll(() => smtp?.close());

  it('mails a link whose token only the mail holds, which sets a new password once', async () => {
    // Locked out after failed sign-ins: a reset lifts the lockout too.
    await t.db.transaction({ tenantId: acmeId }, (tx) =>
      tx
        .update(users)
        .set({ accessFailedCount: 4, lockoutEnd: new Date(Date.now() + 60_000) })
        .where(eq(users.id, saraId)),
    );
    const before = await sara();
    const mails = await requestLink('SARA@acme.example');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.envelope.to).toEqual(['sara@acme.example']);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('Hello Sara,');
    const link = linkOf(mail);
    expect(`${link.origin}${link.pathname}`).toBe('http://hr.test/account/reset-password');
    expect(link.searchParams.get('userId')).toBe(saraId);
    expect(link.searchParams.get('__tenant')).toBe(acmeId);
    const token = link.searchParams.get('resetToken')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(`resetToken=${token}`);

    // Only the SHA-256 of the token is stored, valid for an hour.
    const [stored] = await resetsOfSara();
    expect(stored!.tokenHash).toBe(sha256(token));
    expect(stored!.usedAt).toBeNull();
    const lifetime = stored!.expiresAt.getTime() - stored!.creationTime.getTime();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThan(61 * 60_000);

    expect((await resetWith(link, 'Reset1!pass')).statusCode).toBe(204);
    const after = await sara();
    expect(after.securityStamp).not.toBe(before.securityStamp);
    expect(after.accessFailedCount).toBe(0);
    expect(after.lockoutEnd).toBeNull();
    await t.login('acme', 'sara', 'Reset1!pass');
    await loginFails('acme', 'sara', 'Start1!pass');
    expect((await resetsOfSara())[0]!.usedAt).not.toBeNull();

    const again = await resetWith(link, 'Again1!pass');
    expect(again.statusCode).toBe(422);
    expect(again.json().error.code).toBe('Account:InvalidResetToken');
    await t.login('acme', 'sara', 'Reset1!pass');
  });

  it('writes the mail in the language of the request', async () => {
    const [mail] = await requestLink('sara@acme.example', { language: 'ar' });
    expect(mail!.subject).toBe('إعادة تعيين كلمة المرور');
    expect(mail!.text).toContain('مرحبًا Sara،');
    expect(mail!.html).toContain('dir="rtl"');
  });

  it('refuses an expired token', async () => {
    const [mail] = await requestLink('sara@acme.example');
    const link = linkOf(mail!);
    await t.db.transaction({ tenantId: acmeId }, (tx) =>
      tx
        .update(passwordResets)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResets.tokenHash, sha256(link.searchParams.get('resetToken')!))),
    );
    const response = await resetWith(link, 'Late1!pass');
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('Account:InvalidResetToken');
    await t.login('acme', 'sara', 'Reset1!pass');
  });

  it('answers the same for an unknown address, and sends nothing', async () => {
    expect(await requestLink('nobody@acme.example')).toEqual([]);
    // An address of another tenant is unknown here.
    expect(await requestLink('admin@globex.example')).toEqual([]);
    const before = await resetsOfSara();
    expect(await requestLink('sara@acme.example', { tenant: 'globex' })).toEqual([]);
    expect(await resetsOfSara()).toHaveLength(before.length);
  });

  it("is useless in another tenant, and one used link ends the user's other links", async () => {
    const [first] = await requestLink('sara@acme.example');
    const [second] = await requestLink('sara@acme.example');
    const link = linkOf(second!);
    for (const tenant of ['globex', null]) {
      const response = await resetWith(link, 'Other1!pass', tenant);
      expect(response.statusCode).toBe(422);
      expect(response.json().error.code).toBe('Account:InvalidResetToken');
    }
    // A weak password is refused before the token is looked at.
    const weak = await resetWith(link, 'weak');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.validationErrors[0]).toEqual({
      message: 'Passwords must be at least 6 characters.',
      members: ['password'],
    });
    await t.login('acme', 'sara', 'Reset1!pass');

    expect((await resetWith(link, 'Second1!pass')).statusCode).toBe(204);
    await t.login('acme', 'sara', 'Second1!pass');
    const older = await resetWith(linkOf(first!), 'First1!pass');
    expect(older.statusCode).toBe(422);
    await t.login('acme', 'sara', 'Second1!pass');
  });

  it('refuses a token given for another user', async () => {
    const [mail] = await requestLink('sara@acme.example');
    const link = linkOf(mail!);
    const laylaId = (
      await t.db.transaction({ tenantId: acmeId }, (tx) =>
        tx.select({ id: users.id }).from(users).where(eq(users.userName, 'layla')),
      )
    )[0]!.id;
    link.searchParams.set('userId', laylaId);
    const response = await resetWith(link, 'Stolen1!pass');
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('Account:InvalidResetToken');
  });
});

describe('rate limit', () => {
  it('slows down many calls from one address', async () => {
    const address = '10.9.9.9';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await call('POST', accountEndpoints.resetPassword.path, {
        tenant: 'acme',
        address,
        payload: {
          userId: '00000000-0000-7000-8000-000000000000',
          resetToken: 'guess',
          password: 'Guess1!pw',
        },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
