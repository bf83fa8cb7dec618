import { departmentEndpoints, notificationEndpoints, userEndpoints } from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { firstBadString, isStorableText } from './string-guard.ts';

describe('texts that cannot be stored', () => {
  it('are NUL and lone surrogates, wherever they sit', () => {
    expect(isStorableText('plain عربي 😀')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\ud800')).toBe(false);
    expect(isStorableText('x\udc00')).toBe(false);
    expect(firstBadString({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual(['a', 1, 'c']);
    expect(firstBadString({ 'k\u0000': 1 })).toEqual(['k\u0000']);
  });

  describe('in requests', () => {
    let t: TestApp;
    let admin: string;
    let host: string;
    beforeAll(async () => {
      t = await createTestApp();
      admin = await t.login('acme');
      host = await t.login(null);
    });
    afterAll(() => t.close());

    const expectRefused = (r: { statusCode: number; body: string }, member?: string) => {
      expect(r.statusCode, r.body).toBe(400);
      const error = JSON.parse(r.body).error;
      expect(error.code).toBe('Platform:ValidationFailed');
      if (member) expect(error.validationErrors[0].members).toEqual([member]);
    };

    it('get a 400 naming the field, in a path, a query and a body', async () => {
      expectRefused(
        await t.app.inject({ method: 'GET', url: '/api/abp/multi-tenancy/tenants/by-name/a%00b' }),
      );
      expectRefused(
        await t.app.inject({
          method: 'GET',
          url: `${departmentEndpoints.list.path}?filter=a%00b`,
          headers: t.as(admin),
        }),
        'filter',
      );
      expectRefused(
        await t.app.inject({
          method: 'POST',
          url: userEndpoints.create.path,
          headers: t.as(admin),
          payload: { userName: 'a\u0000b', email: 'a@b.test', password: 'Passw0rd!' },
        }),
        'userName',
      );
      expectRefused(
        await t.app.inject({
          method: 'POST',
          url: notificationEndpoints.send.path,
          headers: { ...t.as(admin), 'content-type': 'application/json' },
          payload: '{"target":"Everyone","title":"hi","message":"\\ud800"}',
        }),
        'message',
      );
      expectRefused(
        await t.app.inject({
          method: 'POST',
          url: userEndpoints.create.path,
          headers: t.as(host),
          payload: { userName: 'ok', email: 'a@b.test', password: 'Passw0rd!', name: 'x\udfff' },
        }),
        'name',
      );
    });

    it('get a 400 at the token endpoint too, before any database read', async () => {
      const r = await t.app.inject({
        method: 'POST',
        url: '/connect/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded', __tenant: 'acme' },
        payload: 'grant_type=password&client_id=HR_App&username=a%00b&password=x',
      });
      expectRefused(r, 'username');
      // The form still reaches the provider when it is clean.
      expect(await t.login('acme')).toBeTruthy();
    });
  });
});
