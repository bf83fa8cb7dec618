import { createServer } from 'node:net';
import { SettingNames } from '@hr/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../platform/platform.tables.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const url = '/api/setting-management/emailing';
const testUrl = `${url}/send-test-email`;
const passwordName = SettingNames.Mailing.Smtp.Password;

let t: TestApp;
let host: string;
let acme: string;
let acmeId: string;
const smtpServers: TestSmtpServer[] = [];

beforeAll(async () => {
  t = await createTestApp();
  host = await t.login(null);
  acme = await t.login('acme');
  acmeId = (await t.services.tenancy.tenants.findByName('acme'))!.id;
});
afterAll(async () => {
  await Promise.all(smtpServers.map((s) => s.close()));
  await t?.close();
});

async function smtp(options?: Parameters<typeof startSmtpServer>[0]) {
  const server = await startSmtpServer(options);
  smtpServers.push(server);
  return server;
}

const get = (token: string) => t.app.inject({ url, headers: t.as(token) });
const save = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: t.as(token), payload });
const sendTest = (token: string, payload: Record<string, unknown>, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: testUrl,
    headers: t.as(token, { 'accept-language': language }),
    payload,
  });

/** The stored rows of the SMTP password, read as the database owner (past row-level security). */
async function storedPasswords(tenantId: string | null) {
  const rows = await t.db.owner.select().from(settings).where(eq(settings.name, passwordName));
  return rows.filter((r) => r.tenantId === tenantId);
}

const hostSettings = {
  defaultFromDisplayName: 'HR Host',
  defaultFromAddress: 'noreply@host.example',
  smtpHost: 'smtp.host.example',
  smtpPort: 587,
  smtpEnableSsl: true,
  smtpUseDefaultCredentials: false,
  smtpDomain: '',
  smtpUserName: 'host-mailer',
  smtpPassword: 'H0st-Secret!',
};

/** A port on loopback where nothing listens. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('e-mail settings', () => {
  it('start with the defaults and never carry a password', async () => {
    const r = await get(host);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      defaultFromDisplayName: 'HR',
      defaultFromAddress: 'noreply@hr.local',
      smtpHost: '127.0.0.1',
      smtpPort: 25,
      smtpEnableSsl: false,
      smtpUseDefaultCredentials: true,
      smtpDomain: '',
      smtpUserName: '',
      smtpPassword: null,
      hasSmtpPassword: false,
    });
    // What GET gives, POST takes back: the defaults pass the contract's rules.
    expect((await save(host, r.json())).statusCode).toBe(204);
    expect(await storedPasswords(null)).toHaveLength(0);
  });

  it('round-trip for the host; the password is stored encrypted and never returned', async () => {
    expect((await save(host, hostSettings)).statusCode).toBe(204);
    const r = await get(host);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ ...hostSettings, smtpPassword: null, hasSmtpPassword: true });
    expect(r.body).not.toContain('H0st-Secret!');

    const [row, ...others] = await storedPasswords(null);
    expect(others).toHaveLength(0);
    expect(row?.providerName).toBe('G');
    expect(row?.value).toMatch(/^v1:/);
    expect(row?.value).not.toContain('H0st-Secret!');
    expect(Buffer.from(row!.value.split(':')[3]!, 'base64').toString('latin1')).not.toContain('H0st');
    // Server code gets the clear text; the web app's configuration never sees it.
    expect(await t.services.platform.settings.get({ tenantId: null, userId: null }, passwordName)).toBe(
      'H0st-Secret!',
    );
    const config = await t.app.inject({ url: '/api/abp/application-configuration', headers: t.as(host) });
    expect(config.body).not.toContain('H0st-Secret!');
    expect(config.json().setting.values[passwordName]).toBeUndefined();
  });

  it("show a tenant without values of its own the host's", async () => {
    const r = await get(acme);
    expect(r.statusCode).toBe(200);
    // The host's server and its password are what the tenant's mail would use.
    expect(r.json()).toEqual({ ...hostSettings, smtpPassword: null, hasSmtpPassword: true });
    expect(r.body).not.toContain('H0st-Secret!');
  });

  it("round-trip for a tenant without touching the host's, and keep following equal values", async () => {
    const own = {
      ...hostSettings,
      defaultFromDisplayName: 'Acme HR',
      defaultFromAddress: 'hr@acme.example',
      smtpHost: 'mail.acme.example',
      smtpPort: 2525,
      smtpEnableSsl: false,
      smtpUserName: 'acme-mailer',
      smtpPassword: '',
    };
    expect((await save(acme, own)).statusCode).toBe(204);
    const r = (await get(acme)).json();
    // The host's password is not sent to the tenant's own server.
    expect(r).toEqual({ ...own, smtpPassword: null, hasSmtpPassword: false });
    expect(await storedPasswords(acmeId)).toHaveLength(0);
    expect((await get(host)).json()).toMatchObject({
      defaultFromDisplayName: 'HR Host',
      smtpHost: 'smtp.host.example',
      hasSmtpPassword: true,
    });
    // Values equal to the host's were not copied: they follow the host's later changes.
    await save(host, { ...hostSettings, smtpDomain: 'CORP', smtpPassword: undefined });
    expect((await get(acme)).json().smtpDomain).toBe('CORP');
    expect((await get(host)).json().hasSmtpPassword).toBe(true);
  });

  it('keep the stored password when the field is left empty or out, and replace it with a value', async () => {
    expect(
      (await save(acme, { ...hostSettings, smtpHost: 'mail.acme.example', smtpPassword: 'Acme-1st!' }))
        .statusCode,
    ).toBe(204);
    const [first] = await storedPasswords(acmeId);
    expect(first?.value).toMatch(/^v1:/);
    expect(first?.value).not.toContain('Acme-1st!');
    expect((await get(acme)).json().hasSmtpPassword).toBe(true);

    for (const smtpPassword of ['', null, undefined]) {
      expect(
        (await save(acme, { ...hostSettings, smtpHost: 'mail.acme.example', smtpPassword })).statusCode,
      ).toBe(204);
      const [row] = await storedPasswords(acmeId);
      expect(row?.value).toBe(first?.value);
    }
    expect(await t.services.platform.settings.get({ tenantId: acmeId, userId: null }, passwordName)).toBe(
      'Acme-1st!',
    );

    await save(acme, { ...hostSettings, smtpHost: 'mail.acme.example', smtpPassword: 'Acme-2nd!' });
    const [replaced] = await storedPasswords(acmeId);
    expect(replaced?.value).not.toBe(first?.value);
    expect(await t.services.platform.settings.get({ tenantId: acmeId, userId: null }, passwordName)).toBe(
      'Acme-2nd!',
    );
    // The host's own password is untouched.
    expect(await t.services.platform.settings.get({ tenantId: null, userId: null }, passwordName)).toBe(
      'H0st-Secret!',
    );
  });

  it('refuse a missing display name, address or port and a bad address with 400 per field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...hostSettings, defaultFromDisplayName: undefined }, 'defaultFromDisplayName'],
      [{ ...hostSettings, defaultFromDisplayName: '   ' }, 'defaultFromDisplayName'],
      [{ ...hostSettings, defaultFromAddress: undefined }, 'defaultFromAddress'],
      [{ ...hostSettings, defaultFromAddress: 'not-an-address' }, 'defaultFromAddress'],
      [{ ...hostSettings, smtpPort: undefined }, 'smtpPort'],
      [{ ...hostSettings, smtpPort: 70000 }, 'smtpPort'],
      [{ ...hostSettings, smtpPort: '25' }, 'smtpPort'],
    ];
    for (const [payload, member] of cases) {
      const r = await save(host, payload);
      expect(r.statusCode, member).toBe(400);
      expect(r.json().error.code).toBe('Platform:ValidationFailed');
      expect(r.json().error.validationErrors.flatMap((v: { members: string[] }) => v.members)).toContain(
        member,
      );
    }
    // Only the three are required.
    const minimal = await save(host, {
      defaultFromDisplayName: 'HR Host',
      defaultFromAddress: 'noreply@host.example',
      smtpPort: 587,
    });
    expect(minimal.statusCode).toBe(204);
    expect((await get(host)).json()).toMatchObject({ smtpHost: 'smtp.host.example', hasSmtpPassword: true });
  });
});

describe('test e-mail', () => {
  const message = {
    senderEmailAddress: 'sender@acme.example',
    targetEmailAddress: 'layla@acme.example',
    subject: 'Test e-mail 4711',
    body: 'Hello from the e-mail settings page.\nمرحبا',
  };

  it('is really delivered with the tenant settings', async () => {
    const server = await smtp();
    await save(acme, {
      defaultFromDisplayName: 'Acme HR',
      defaultFromAddress: 'hr@acme.example',
      smtpHost: '127.0.0.1',
      smtpPort: server.port,
      smtpEnableSsl: false,
      smtpUseDefaultCredentials: true,
      smtpUserName: '',
    });
    const r = await sendTest(acme, message);
    expect(r.statusCode).toBe(204);
    const mail = await server.waitForMessage();
    expect(mail.envelope).toEqual({ from: 'sender@acme.example', to: ['layla@acme.example'] });
    expect(mail.from?.address).toBe('sender@acme.example');
    expect(mail.to.map((a) => a.address)).toEqual(['layla@acme.example']);
    expect(mail.subject).toBe('Test e-mail 4711');
    expect(mail.text).toBe('Hello from the e-mail settings page.\nمرحبا');
    expect(mail.authUser).toBeUndefined();
  });

  it("signs in to the SMTP server with the tenant's decrypted user and password", async () => {
    const server = await smtp({ auth: { user: 'acme-mailer', pass: 'Sm7p-Pass!' } });
    await save(acme, {
      defaultFromDisplayName: 'Acme HR',
      defaultFromAddress: 'hr@acme.example',
      smtpHost: '127.0.0.1',
      smtpPort: server.port,
      smtpUseDefaultCredentials: false,
      smtpUserName: 'acme-mailer',
      smtpPassword: 'Sm7p-Pass!',
    });
    const [row] = await storedPasswords(acmeId);
    expect(row?.value).not.toContain('Sm7p-Pass!');
    expect((await sendTest(acme, { ...message, body: null })).statusCode).toBe(204);
    const mail = await server.waitForMessage();
    expect(mail.authUser).toBe('acme-mailer');
    expect(mail.subject).toBe('Test e-mail 4711');
    expect(mail.text).toBe('');

    // Kept when saved again with an empty password: still signs in.
    await save(acme, { ...(await get(acme)).json(), smtpPassword: '' });
    expect((await sendTest(acme, { ...message, subject: 'again' })).statusCode).toBe(204);
    expect((await server.waitForMessage((m) => m.subject === 'again')).authUser).toBe('acme-mailer');

    // A wrong password is a clear 422 that does not echo it.
    await save(acme, { ...(await get(acme)).json(), smtpPassword: 'Wr0ng-Pass!' });
    const refused = await sendTest(acme, message);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('Emailing:SmtpAuthenticationFailed');
    expect(refused.body).not.toContain('Wr0ng-Pass!');
  });

  it('answers an unreachable SMTP server with a clear, localized 422', async () => {
    const port = await closedPort();
    await save(acme, {
      defaultFromDisplayName: 'Acme HR',
      defaultFromAddress: 'hr@acme.example',
      smtpHost: '127.0.0.1',
      smtpPort: port,
      smtpUserName: 'acme-mailer',
      smtpUseDefaultCredentials: false,
      smtpPassword: 'Unre4chable!',
    });
    const r = await sendTest(acme, message);
    expect(r.statusCode).toBe(422);
    expect(r.json().error).toMatchObject({
      code: 'Emailing:SmtpConnectionFailed',
      message: `Could not connect to the SMTP server 127.0.0.1:${port}. Check the host, the port and the SSL setting.`,
    });
    expect(r.body).not.toContain('Unre4chable!');
    const ar = await sendTest(acme, message, 'ar');
    expect(ar.statusCode).toBe(422);
    expect(ar.json().error.message).toBe(
      `تعذر الاتصال بخادم SMTP 127.0.0.1:${port}. تحقق من العنوان والمنفذ وإعداد SSL.`,
    );
  });

  it('requires TLS when SSL is on: a server without STARTTLS is refused with 422', async () => {
    const server = await smtp();
    await save(acme, {
      defaultFromDisplayName: 'Acme HR',
      defaultFromAddress: 'hr@acme.example',
      smtpHost: '127.0.0.1',
      smtpPort: server.port,
      smtpEnableSsl: true,
      smtpUseDefaultCredentials: true,
    });
    const r = await sendTest(acme, message);
    expect(r.statusCode).toBe(422);
    expect(r.json().error.code).toBe('Emailing:SmtpTlsFailed');
    expect(server.messages).toHaveLength(0);
  });

  it('validates the addresses and the subject', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...message, senderEmailAddress: undefined }, 'senderEmailAddress'],
      [{ ...message, senderEmailAddress: 'nope' }, 'senderEmailAddress'],
      [{ ...message, targetEmailAddress: '' }, 'targetEmailAddress'],
      [{ ...message, targetEmailAddress: 'a@' }, 'targetEmailAddress'],
      [{ ...message, subject: undefined }, 'subject'],
      [{ ...message, subject: '  ' }, 'subject'],
    ];
    for (const [payload, member] of cases) {
      const r = await sendTest(acme, payload);
      expect(r.statusCode, member).toBe(400);
      expect(r.json().error.validationErrors.flatMap((v: { members: string[] }) => v.members)).toContain(
        member,
      );
    }
  });
});

describe('access', () => {
  let clerk: string;
  let clerkId: string;

  beforeAll(async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/identity/users',
      headers: t.as(acme),
      payload: {
        userName: 'mail.clerk',
        email: 'mail.clerk@acme.example',
        password: 'Passw0rd!',
        roleNames: [],
      },
    });
    expect(created.statusCode).toBe(200);
    clerkId = created.json().id;
    clerk = await t.login('acme', 'mail.clerk', 'Passw0rd!');
  });

  it('needs SettingManagement.Emailing, and its Test child to send a test e-mail', async () => {
    expect((await get(clerk)).statusCode).toBe(403);
    expect((await save(clerk, hostSettings)).statusCode).toBe(403);
    expect((await t.app.inject({ url })).statusCode).toBe(401);

    await t.db.transaction({ tenantId: acmeId }, (tx) =>
      t.services.platform.permissions.grant(tx, acmeId, 'U', clerkId, ['SettingManagement.Emailing']),
    );
    expect((await get(clerk)).statusCode).toBe(200);
    const refused = await sendTest(clerk, {
      senderEmailAddress: 'a@acme.example',
      targetEmailAddress: 'b@acme.example',
      subject: 'x',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('Platform:Forbidden');
  });

  it('is refused while the feature SettingManagement.Enable is off for the tenant', async () => {
    await t.services.platform.features.set('T', acmeId, 'SettingManagement.Enable', 'false');
    try {
      expect((await get(acme)).statusCode).toBe(403);
      expect((await save(acme, hostSettings)).statusCode).toBe(403);
      // The host is not affected.
      expect((await get(host)).statusCode).toBe(200);
    } finally {
      await t.services.platform.features.set('T', acmeId, 'SettingManagement.Enable', 'true');
    }
    expect((await get(acme)).statusCode).toBe(200);
  });

  it('is refused to a tenant while SettingManagement.AllowChangingEmailSettings is off', async () => {
    await t.services.platform.features.set(
      'T',
      acmeId,
      'SettingManagement.AllowChangingEmailSettings',
      'false',
    );
    try {
      const r = await get(acme);
      expect(r.statusCode).toBe(403);
      expect(r.json().error.code).toBe('Platform:FeatureDisabled');
      expect((await save(acme, hostSettings)).statusCode).toBe(403);
    } finally {
      await t.services.platform.features.set(
        'T',
        acmeId,
        'SettingManagement.AllowChangingEmailSettings',
        'true',
      );
    }
  });

  it('keeps tenants apart: another tenant sees the host values, not acme’s', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/multi-tenancy/tenants',
      headers: t.as(host),
      payload: { name: 'umbrella', adminEmailAddress: 'admin@umbrella.example', adminPassword: '1q2w3E*' },
    });
    expect(created.statusCode).toBe(200);
    const umbrella = await t.login('umbrella');
    const r = (await get(umbrella)).json();
    expect(r).toMatchObject({ defaultFromAddress: 'noreply@host.example', smtpHost: 'smtp.host.example' });
    const rows = await t.db.owner
      .select()
      .from(settings)
      .where(and(eq(settings.providerName, 'T'), eq(settings.providerKey, created.json().id)));
    expect(rows.filter((row) => row.name.startsWith('Abp.Mailing.'))).toHaveLength(0);
  });
});
