import { departmentEndpoints, goTaskEndpoints, pathOf } from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('acme');
});
afterAll(() => t?.close());

const json = { 'content-type': 'application/json' };
/** The three ways a client sends no body: none, an empty one with the JSON type, and JSON null. */
const noBodies = [
  [undefined, {}],
  ['', json],
  ['null', json],
] as const;

describe('a request without a body', () => {
  it('is an empty object where one is expected: its required fields are each named', async () => {
    for (const [body, headers] of noBodies) {
      const r = await t.peek(admin, 'POST', departmentEndpoints.create.path, body, headers);
      expect(r.statusCode, `${JSON.stringify(body)}: ${r.body}`).toBe(400);
      expect(JSON.parse(r.body).error).toMatchObject({
        code: 'Platform:ValidationFailed',
        // A department's required name is one in either language: both fields are named.
        validationErrors: [{ members: ['nameEn'] }, { members: ['nameAr'] }],
      });
    }
  });

  it('passes where every field is optional (a rejection without a reason), in any of the three ways', async () => {
    const url = pathOf(goTaskEndpoints.reject, { id: '7f000000-0000-4000-8000-000000000001' });
    for (const [body, headers] of noBodies) {
      const r = await t.peek(admin, 'POST', url, body, headers);
      // Past validation: the task does not exist.
      expect(r.statusCode, `${JSON.stringify(body)}: ${r.body}`).toBe(404);
    }
  });

  it('keeps refusing a body that is not an object, and poisoned JSON', async () => {
    for (const body of ['[]', '"text"', '12']) {
      const r = await t.peek(admin, 'POST', departmentEndpoints.create.path, body, json);
      expect(r.statusCode, body).toBe(400);
    }
    const poisoned = await t.peek(
      admin,
      'POST',
      departmentEndpoints.create.path,
      '{"__proto__":{"x":1},"name":"A"}',
      json,
    );
    expect(poisoned.statusCode).toBe(400);
  });
});
