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

  it('a user deleted ten times at once, and deactivated meanwhile: one 204, the other deletes 404, no 500', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: userEndpoints.create.path,
      headers: t.as(admin),
      payload: { userName: 'doomed', email: 'doomed@example.test', password: 'Passw0rd!' },
    });
    const user = created.json();
    const url = `${userEndpoints.create.path}/${user.id}`;
    // Deleting an active user and deactivating one both lock the admin role, then the user's row.
    const deactivate = t.app.inject({
      method: 'PUT',
      url,
      headers: t.as(admin),
      payload: {
        userName: 'doomed',
        email: 'doomed@example.test',
        isActive: false,
        concurrencyStamp: user.concurrencyStamp,
      },
    });
    const deletes = await Promise.all(
      Array.from({ length: 10 }, () => t.app.inject({ method: 'DELETE', url, headers: t.as(admin) })),
    );
    expect(deletes.map((r) => r.statusCode).sort()).toEqual([204, ...Array(9).fill(404)]);
    expect([200, 404, 409]).toContain((await deactivate).statusCode);
  });
});
