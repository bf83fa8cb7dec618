import { roleEndpoints, userEndpoints } from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Ten saves of the same name at once: one wins, the others get the usual 422. On PostgreSQL (the `pg`
 * stage) they really run at once and used to collide in the unique index with a 500.
 */
describe('concurrent creates of one name', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('acme');
  });
  afterAll(() => t.close());

  const tenTimes = (url: string, payload: (i: number) => object) =>
    Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({ method: 'POST', url, headers: t.as(admin), payload: payload(i) }),
      ),
    );

  it('give one role and nine 422s', async () => {
    const answers = await tenTimes(roleEndpoints.create.path, () => ({ name: 'Auditors' }));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(422)]);
    for (const r of answers.filter((a) => a.statusCode === 422))
      expect(r.json().error.code).toMatch(/^Identity:/);
  });

  it('give one user and nine 422s, by user name and by e-mail', async () => {
    const byName = await tenTimes(userEndpoints.create.path, (i) => ({
      userName: 'twin',
      email: `twin${i}@example.test`,
      password: 'Passw0rd!',
    }));
    expect(byName.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(422)]);
    const byEmail = await tenTimes(userEndpoints.create.path, (i) => ({
      userName: `mail${i}`,
      email: 'same@example.test',
      password: 'Passw0rd!',
    }));
    expect(byEmail.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(422)]);
  });
});
