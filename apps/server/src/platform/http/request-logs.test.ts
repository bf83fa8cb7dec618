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
