import { accountEndpoints, languageSettingsEndpoints, type ProfileDto, SettingNames } from '@hr/contracts';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../platform/context.ts';
import { startJobs } from '../../platform/jobs.ts';
import { startTenantSmtp } from '../../test/helpers/mail.ts';
import type { ReceivedMail, TestSmtpServer } from '../../test/smtp.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import type { NotificationMailJob } from './notification-mail.service.ts';
import { requestsJobs } from './requests.jobs.ts';

// Notification mail in each recipient's language (issue 39): the language chosen on My account (through
// the API), else the tenant's default language, else English; through the real queue and a real SMTP server.

let t: TestApp;
let boss: PgBoss;
let server: TestSmtpServer;
let tenant: { id: string; name: string };
let admin: string;
let arabic: TestUser;
let english: TestUser;
let follower: TestUser;

const profileOf = async (token: string) => {
  const r = await t.call(token, 'GET', accountEndpoints.myProfile.path);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<ProfileDto>();
};

/** Saves the user's own language through My account (PUT my-profile), keeping the rest of the profile. */
async function chooseLanguage(token: string, language: unknown) {
  const { language: _, concurrencyStamp, ...rest } = await profileOf(token);
  return t.call(token, 'PUT', accountEndpoints.updateMyProfile.path, { ...rest, language, concurrencyStamp });
}

const mailTo = (user: TestUser, subject: string | RegExp) =>
  server.waitForMessage(
    (m) =>
      m.envelope.to.includes(`${user.userName}@example.test`) &&
      (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)),
  );

const expectAutomatic = (mail: ReceivedMail, language: string) => {
  expect(mail.headers['auto-submitted']).toBe('auto-generated');
  expect(mail.headers['x-auto-response-suppress']).toBe('All');
  expect(mail.headers['content-language']).toBe(language);
  expect(mail.headers).not.toHaveProperty('precedence');
  expect(mail.headers).not.toHaveProperty('list-unsubscribe');
};

beforeAll(async () => {
  t = await createTestApp();
  // A tenant of its own: its default language is changed below without touching acme's.
  tenant = await t.createTenant();
  admin = await t.login(tenant.name);
  server = await startTenantSmtp(t, admin);
  arabic = await t.userWith(tenant.name, []);
  english = await t.userWith(tenant.name, []);
  follower = await t.userWith(tenant.name, []);
  boss = await startJobs(t.db, t.app.log);
  await requestsJobs(t.services.requests, boss);
});
afterAll(async () => {
  await boss?.stop({ graceful: false, wait: true });
  await server?.close();
  await t?.close();
});

describe('the language of My account', () => {
  it('is none at first, then round-trips through the API; a language not shipped is a 400 naming the choices', async () => {
    expect((await profileOf(arabic.token)).language).toBeNull();
    const saved = await chooseLanguage(arabic.token, 'ar');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ProfileDto>().language).toBe('ar');
    expect((await profileOf(arabic.token)).language).toBe('ar');
    // The application configuration gives it to the web app (the user's own setting wins).
    const config = await t.call(arabic.token, 'GET', '/api/abp/application-configuration');
    expect(config.json().setting.values[SettingNames.DefaultLanguage]).toBe('ar');

    const en = await chooseLanguage(english.token, 'en');
    expect(en.statusCode, en.body).toBe(200);

    for (const bad of ['fr', 'AR', '', 'ar-SY', 7]) {
      const r = await chooseLanguage(follower.token, bad);
      expect(r.statusCode, `${bad}: ${r.body}`).toBe(400);
      expect(r.json().error.validationErrors).toEqual([
        { message: 'Choose one of the languages: English (en) or Arabic (ar).', members: ['language'] },
      ]);
    }
    const ar = await t.call(
      follower.token,
      'PUT',
      accountEndpoints.updateMyProfile.path,
      { ...(await profileOf(follower.token)), language: 'de' },
      { 'accept-language': 'ar' },
    );
    expect(ar.statusCode).toBe(400);
    expect(ar.json().error.validationErrors[0].message).toBe(
      'اختر إحدى اللغتين: الإنجليزية (en) أو العربية (ar).',
    );
    expect((await profileOf(follower.token)).language).toBeNull();

    // Absent: unchanged; null: back to the tenant's default.
    const { language: _, ...withoutLanguage } = await profileOf(english.token);
    const kept = await t.call(english.token, 'PUT', accountEndpoints.updateMyProfile.path, withoutLanguage);
    expect(kept.json<ProfileDto>().language).toBe('en');
    const cleared = await chooseLanguage(follower.token, null);
    expect(cleared.json<ProfileDto>().language).toBeNull();
  });

  it('is the language the platform picks for mail: one user or a batch, else the tenant’s, else English', async () => {
    const settings = t.services.platform.settings;
    expect(await settings.languageOf(tenant.id, arabic.id)).toBe('ar');
    expect(await settings.languageOf(tenant.id, follower.id)).toBe('en');
    const batch = await settings.languagesOf(tenant.id, [arabic.id, english.id, follower.id, null]);
    expect([...batch]).toEqual([
      [arabic.id, 'ar'],
      [english.id, 'en'],
      [follower.id, 'en'],
      [null, 'en'],
    ]);
  });
});

describe('notification mail', () => {
  it('goes to each recipient in their language, with the headers of automatic mail', async () => {
    for (const user of [arabic, english, follower]) {
      const r = await t.call(admin, 'POST', '/api/app/notification/send-notification', {
        target: 'User',
        userId: user.id,
        title: 'Office closed',
        message: 'The office is closed on Friday.',
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    // A notification the product writes itself (a text key): rendered in each reader's language.
    await t.services.requests.notifications.notify(
      systemContext(tenant.id),
      { userIds: [arabic.id, english.id] },
      {
        title: { key: 'Notifications:WelcomeTitle', params: { name: 'Sara' } },
        message: { key: 'Notifications:WelcomeMessage', params: { tenant: tenant.name } },
      },
    );
    const arabicWelcome = await mailTo(arabic, /^أهلاً بك يا /);
    expect(arabicWelcome.subject).toBe('أهلاً بك يا \u2068Sara\u2069');
    expect(arabicWelcome.text).toContain(`حسابك في \u2068${tenant.name}\u2069 جاهز.`);
    expect(arabicWelcome.text).toContain('وصلك هذا البريد');
    expectAutomatic(arabicWelcome, 'ar');
    const englishWelcome = await mailTo(english, 'Welcome, Sara');
    expect(englishWelcome.text).toContain(`Your account in ${tenant.name} is ready.`);
    expect(englishWelcome.text).toContain('You receive this e-mail');
    expectAutomatic(englishWelcome, 'en');

    // A person's literal text is sent as written, with the footer in the reader's language.
    const literal = await mailTo(arabic, 'Office closed');
    expect(literal.text).toContain('The office is closed on Friday.');
    expect(literal.text).toContain('وصلك هذا البريد');
    expectAutomatic(literal, 'ar');
    expect((await mailTo(follower, 'Office closed')).headers['content-language']).toBe('en');
  });

  it('follows the tenant’s default language, set on the settings page, for a user without their own', async () => {
    const set = await t.call(admin, languageSettingsEndpoints.update, { body: { defaultLanguage: 'ar' } });
    expect(set.statusCode, set.body).toBe(204);
    await t.services.requests.notifications.notify(
      systemContext(tenant.id),
      { userIds: [english.id, follower.id] },
      {
        title: { key: 'Notifications:WelcomeTitle', params: { name: 'Omar' } },
        message: { key: 'Notifications:WelcomeMessage', params: { tenant: tenant.name } },
      },
    );
    const follows = await mailTo(follower, 'أهلاً بك يا \u2068Omar\u2069');
    expectAutomatic(follows, 'ar');
    // Their own choice wins over the tenant's.
    expectAutomatic(await mailTo(english, 'Welcome, Omar'), 'en');
    expect(await t.services.platform.settings.languageOf(tenant.id, null)).toBe('ar');
  });

  it('queues nothing for notifications of the past (demo data, imports), and the job sends what it is given', async () => {
    // The queue is watched here instead of pg-boss: what `write` queues, and nothing else, is sent.
    const queued: NotificationMailJob[] = [];
    t.services.requests.notificationMail.setDispatcher(async (job) => {
      queued.push(job);
    });
    await t.services.requests.notifications.notify(
      systemContext(tenant.id),
      { userIds: [english.id, arabic.id] },
      {
        title: { text: 'Old news' },
        message: { text: 'From the import.' },
        at: new Date('2026-01-01T00:00:00Z'),
      },
    );
    expect(queued).toEqual([]);
    await t.services.requests.notifications.notify(
      systemContext(tenant.id),
      { userIds: [english.id, arabic.id] },
      { title: { text: 'Fresh news' }, message: { text: 'Now.' } },
    );
    expect(queued).toHaveLength(1);
    expect(queued[0]?.ids).toHaveLength(2);
    const before = server.messages.length;
    expect(await t.services.requests.notificationMail.send(queued[0]!)).toEqual({
      sent: 2,
      skipped: 0,
      failed: [],
    });
    expect(server.messages.slice(before).map((m) => [m.envelope.to, m.headers['content-language']])).toEqual(
      expect.arrayContaining([
        [[`${english.userName}@example.test`], 'en'],
        [[`${arabic.userName}@example.test`], 'ar'],
      ]),
    );
    expect(server.messages.slice(before)).toHaveLength(2);
  });
});
