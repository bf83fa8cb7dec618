import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addressLimit } from './sign-in.service.ts';

/** Failed sign-ins counted per client address in PostgreSQL (every process sees the same count). */
describe('failed sign-ins from one address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const attempt = (password: string, forwardedFor?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/connect/token',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        __tenant: 'acme',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      payload: new URLSearchParams({
        grant_type: 'password',
        client_id: 'HR_App',
        username: 'nobody',
        password,
      }).toString(),
    });

  it('stop being checked past the limit, and a forged X-Forwarded-For does not reset the count', async () => {
    for (let i = 0; i < addressLimit.failures; i++) {
      // A different forged address each time: without trusted proxies it is ignored.
      const r = await attempt('wrong', `203.0.113.${i}`);
      expect(r.statusCode, r.body).toBe(400);
    }
    const refused = await attempt('1q2w3E*', '198.51.100.7');
    expect(refused.statusCode, refused.body).toBe(429);
    const rows = await t.db.ownerSql.query<{ address: string; n: number }>(
      'select address, sum(failures)::int as n from sign_in_failures group by address',
    );
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]!.n).toBe(addressLimit.failures);
    expect(rows.rows[0]!.address).not.toMatch(/^203\./);
  });
});
