import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ logStream: stream });
});
afterAll(() => t?.close());

describe('request logs', () => {
  it('log every request at the most verbose level without tokens or passwords', async () => {
    const token = await t.login('acme');
    await t.app.inject({
      url: '/api/identity/users',
      headers: t.as(token, { cookie: 'session=secret-cookie' }),
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/identity/users',
      headers: t.as(token),
      payload: { userName: 'layla', email: 'layla@acme.example', password: 'Sup3rSecret!' },
    });
    const log = lines.join('');
    expect(log).toContain('/api/identity/users');
    expect(log).toContain('incoming request');
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.split('.')[2]!);
    expect(log).not.toContain('1q2w3E*');
    expect(log).not.toContain('Sup3rSecret!');
    expect(log).not.toContain('secret-cookie');
  });
});

describe('error logs', () => {
  it('hold the failed statement and its code, never its parameter values', async () => {
    const { sql } = await import('drizzle-orm');
    const { safeError } = await import('./log-safety.ts');
    const secret = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0$hash-of-a-password';
    const failure = await t.db.owner.execute(sql`select ${secret}::int as n`).catch((e: unknown) => e);
    expect(String((failure as Error).message)).toContain(secret);
    const logged = JSON.stringify(safeError(failure));
    expect(logged).not.toContain(secret);
    expect(logged).toContain('select $1::int');
    expect(logged).toMatch(/22P02/);

    // Through the app's logger: an unhandled error of a route is logged with the same serializer.
    const before = lines.length;
    t.app.log.error({ err: failure }, 'unhandled error');
    const written = lines.slice(before).join('');
    expect(written).toContain('unhandled error');
    expect(written).not.toContain(secret);
    expect(written).not.toContain('hash-of-a-password');
  });
});
