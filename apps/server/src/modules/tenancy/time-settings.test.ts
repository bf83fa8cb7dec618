import {
  timeSettingsEndpoints as E,
  SettingNames,
  TenancyPermissions,
  type TimeSettingsDto,
} from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The Time group of setting management: a tenant's time zone and attendance sync interval, validated,
// stored for that tenant only, and read by the app configuration and the sync's schedule.

let t: TestApp;
let acme: string;
let acmeId: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.login('acme');
  acmeId = (await t.services.tenancy.tenants.findByName('acme'))!.id;
});
afterAll(async () => {
  await t?.close();
});

async function read(token: string) {
  const r = await t.call(token, E.get, {});
  expect(r.statusCode, r.body).toBe(200);
  return r.json<TimeSettingsDto>();
}

const save = (token: string, body: Record<string, unknown>, language = 'en') =>
  t.call(token, 'POST', '/api/setting-management/time', body, { 'accept-language': language });

describe('time settings', () => {
  it('reads the defaults, saves a tenant’s own values, and leaves other tenants alone', async () => {
    expect(await read(acme)).toEqual({
      timeZone: 'UTC',
      attendanceSyncIntervalMinutes: 15,
      terminalClockToleranceMinutes: 2,
    });
    const r = await save(acme, { timeZone: 'Asia/Riyadh', attendanceSyncIntervalMinutes: 30 });
    expect(r.statusCode, r.body).toBe(204);
    expect(await read(acme)).toEqual({
      timeZone: 'Asia/Riyadh',
      attendanceSyncIntervalMinutes: 30,
      terminalClockToleranceMinutes: 2,
    });
    // What the sync's schedule and the web app read.
    const scope = { tenantId: acmeId, userId: null };
    expect(await t.services.platform.settings.get(scope, SettingNames.AttendanceSyncIntervalMinutes)).toBe(
      '30',
    );
    const config = await t.call(acme, 'GET', '/api/abp/application-configuration');
    expect(config.json().timing.timeZone.iana.timeZoneName).toBe('Asia/Riyadh');

    // 0 turns the schedule off.
    expect((await save(acme, { timeZone: 'Asia/Riyadh', attendanceSyncIntervalMinutes: 0 })).statusCode).toBe(
      204,
    );
    expect((await read(acme)).attendanceSyncIntervalMinutes).toBe(0);

    const other = await t.createTenant();
    const otherAdmin = await t.login(other.name);
    expect(await read(otherAdmin)).toEqual({
      timeZone: 'UTC',
      attendanceSyncIntervalMinutes: 15,
      terminalClockToleranceMinutes: 2,
    });
  });

  it('refuses an interval outside 0..1440 or not whole, and an unknown time zone, in the reader’s language', async () => {
    for (const minutes of [-1, 1441, 2.5, '15', null]) {
      const r = await save(acme, { timeZone: 'UTC', attendanceSyncIntervalMinutes: minutes });
      expect(r.statusCode, `${minutes}: ${r.body}`).toBe(400);
      expect(r.json().error.validationErrors).toContainEqual({
        message:
          'The attendance sync interval is a whole number of minutes from 0 (off) to 1440 (once a day).',
        members: ['attendanceSyncIntervalMinutes'],
      });
    }
    const ar = await save(acme, { timeZone: 'UTC', attendanceSyncIntervalMinutes: 1441 }, 'ar');
    expect(ar.json().error.validationErrors[0].message).toBe(
      'فترة مزامنة الحضور عدد صحيح من الدقائق بين 0 (متوقفة) و1440 (مرة في اليوم).',
    );
    const zone = await save(acme, { timeZone: 'Mars/Olympus', attendanceSyncIntervalMinutes: 15 });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().error).toMatchObject({
      code: 'Tenancy:InvalidTimeZone',
      message: 'Mars/Olympus is not a known time zone.',
    });
    // Nothing of a refused save was stored.
    expect((await read(acme)).attendanceSyncIntervalMinutes).not.toBe(1441);
  });

  it('keeps the terminal clock tolerance (1..1440 minutes, default 2) that the sync warns by', async () => {
    const scope = { tenantId: acmeId, userId: null };
    const r = await save(acme, {
      timeZone: 'UTC',
      attendanceSyncIntervalMinutes: 15,
      terminalClockToleranceMinutes: 10,
    });
    expect(r.statusCode, r.body).toBe(204);
    expect((await read(acme)).terminalClockToleranceMinutes).toBe(10);
    expect(await t.services.platform.settings.get(scope, SettingNames.TerminalClockToleranceMinutes)).toBe(
      '10',
    );
    // A save without it (an older client) keeps it.
    expect((await save(acme, { timeZone: 'UTC', attendanceSyncIntervalMinutes: 15 })).statusCode).toBe(204);
    expect((await read(acme)).terminalClockToleranceMinutes).toBe(10);
    for (const minutes of [0, 1441, 1.5, '2', null]) {
      const bad = await save(acme, {
        timeZone: 'UTC',
        attendanceSyncIntervalMinutes: 15,
        terminalClockToleranceMinutes: minutes,
      });
      expect(bad.statusCode, `${minutes}: ${bad.body}`).toBe(400);
      expect(bad.json().error.validationErrors).toContainEqual({
        message: 'The terminal clock tolerance is a whole number of minutes from 1 to 1440.',
        members: ['terminalClockToleranceMinutes'],
      });
    }
    expect((await read(acme)).terminalClockToleranceMinutes).toBe(10);
    await save(acme, {
      timeZone: 'UTC',
      attendanceSyncIntervalMinutes: 15,
      terminalClockToleranceMinutes: 2,
    });
  });

  it('needs SettingManagement.TimeZone', async () => {
    const without = await t.userWith('acme', []);
    expect((await t.call(without.token, E.get, {})).statusCode).toBe(403);
    expect(
      (await save(without.token, { timeZone: 'UTC', attendanceSyncIntervalMinutes: 5 })).statusCode,
    ).toBe(403);
    const holder = await t.userWith('acme', [TenancyPermissions.TimeZone]);
    const r = await save(holder.token, { timeZone: 'UTC', attendanceSyncIntervalMinutes: 5 });
    expect(r.statusCode, r.body).toBe(204);
    expect(await read(holder.token)).toEqual({
      timeZone: 'UTC',
      attendanceSyncIntervalMinutes: 5,
      terminalClockToleranceMinutes: 2,
    });
  });
});
