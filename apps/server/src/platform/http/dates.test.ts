import { jobTitleEndpoints } from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeBody } from '../../test/helpers/employees.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Dates out of PostgreSQL's comfortable range used to reach the database and answer 500. */
describe('a date out of range', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('acme');
  });
  afterAll(() => t.close());

  it('is a 400 with a clear message, in both languages', async () => {
    const titles = await t.app.inject({
      method: 'GET',
      url: jobTitleEndpoints.list.path,
      headers: t.as(admin),
    });
    const jobTitleId = titles.json<{ items: { id: string }[] }>().items[0]!.id;
    for (const [language, text] of [
      ['en', 'Enter a date between 1900/01/01 and 2999/12/31.'],
      ['ar', 'أدخل تاريخًا بين 1900/01/01 و2999/12/31.'],
    ] as const) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/app/employee',
        headers: t.as(admin, { 'accept-language': language }),
        payload: employeeBody(jobTitleId, { dateOfBirth: '0000-01-01' }),
      });
      expect(r.statusCode, r.body).toBe(400);
      const error = r.json<{ error: { validationErrors: { message: string; members: string[] }[] } }>().error;
      expect(error.validationErrors).toContainEqual({ message: text, members: ['dateOfBirth'] });
    }
  });
});
