import {
  languageSettingsEndpoints as E,
  type LanguageSettingsDto,
  SettingNames,
  TenancyPermissions,
} from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The Language group of setting management: a tenant's default language (the language of the mail of its
// users who chose none), validated to the shipped languages, stored for that tenant only.

let t: TestApp;
let tenant: { id: string; name: string };
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  // A tenant of its own, so that acme's language (other tests' fixtures) is never touched.
  tenant = await t.createTenant();
  admin = await t.login(tenant.name);
});
afterAll(async () => {
  await t?.close();
});

async function read(token: string) {
  const r = await t.call(token, E.get, {});
  expect(r.statusCode, r.body).toBe(200);
  return r.json<LanguageSettingsDto>();
}

const save = (token: string, body: Record<string, unknown>, language = 'en') =>
  t.call(token, 'POST', E.update.path, body, { 'accept-language': language });

describe('language settings', () => {
  it('saves the tenant’s default language, read back and by mail, and leaves other tenants alone', async () => {
    expect(await read(admin)).toEqual({ defaultLanguage: 'en' });
    const other = await t.createTenant();
    const otherAdmin = await t.login(other.name);

    const r = await save(admin, { defaultLanguage: 'ar' });
    expect(r.statusCode, r.body).toBe(204);
    expect(await read(admin)).toEqual({ defaultLanguage: 'ar' });
    // What mail and the web app read: the tenant's level, not a user's.
    expect(await t.services.platform.settings.languageOf(tenant.id, null)).toBe('ar');
    const config = await t.call(admin, 'GET', '/api/abp/application-configuration');
    expect(config.json().setting.values[SettingNames.DefaultLanguage]).toBe('ar');

    // Another tenant, and the host, keep theirs.
    expect(await read(otherAdmin)).toEqual({ defaultLanguage: 'en' });
    expect(await t.services.platform.settings.languageOf(other.id, null)).toBe('en');
    expect(await t.services.platform.settings.languageOf(null, null)).toBe('en');

    // Back to English: kept as the tenant's own choice (a later host change does not move it).
    expect((await save(admin, { defaultLanguage: 'en' })).statusCode).toBe(204);
    expect(await read(admin)).toEqual({ defaultLanguage: 'en' });
    const hostToken = await t.login(null);
    expect((await save(hostToken, { defaultLanguage: 'ar' })).statusCode).toBe(204);
    try {
      expect(await read(hostToken)).toEqual({ defaultLanguage: 'ar' });
      expect(await read(admin)).toEqual({ defaultLanguage: 'en' });
      expect(await t.services.platform.settings.languageOf(tenant.id, null)).toBe('en');
    } finally {
      expect((await save(hostToken, { defaultLanguage: 'en' })).statusCode).toBe(204);
    }
  });

  it('refuses a language the product does not ship, in the reader’s language, and stores nothing', async () => {
    expect((await save(admin, { defaultLanguage: 'ar' })).statusCode).toBe(204);
    for (const value of ['fr', 'AR', 'ar-SY', '', ' en', null, 1, undefined]) {
      const r = await save(admin, { defaultLanguage: value });
      expect(r.statusCode, `${String(value)}: ${r.body}`).toBe(400);
      expect(r.json().error.validationErrors).toContainEqual({
        message: 'Choose one of the languages: English (en) or Arabic (ar).',
        members: ['defaultLanguage'],
      });
    }
    const ar = await save(admin, { defaultLanguage: 'fr' }, 'ar');
    expect(ar.json().error.validationErrors[0].message).toBe(
      'اختر إحدى اللغتين: الإنجليزية (en) أو العربية (ar).',
    );
    expect(await read(admin)).toEqual({ defaultLanguage: 'ar' });
  });

  it('needs SettingManagement.TimeZone, as the time settings do', async () => {
    const without = await t.userWith(tenant.name, []);
    expect((await t.call(without.token, E.get, {})).statusCode).toBe(403);
    expect((await save(without.token, { defaultLanguage: 'en' })).statusCode).toBe(403);
    expect(await read(admin)).toEqual({ defaultLanguage: 'ar' });
    expect((await t.call(null, E.get, {})).statusCode).toBe(401);

    const holder = await t.userWith(tenant.name, [TenancyPermissions.TimeZone]);
    const r = await save(holder.token, { defaultLanguage: 'en' });
    expect(r.statusCode, r.body).toBe(204);
    expect(await read(holder.token)).toEqual({ defaultLanguage: 'en' });
  });
});
