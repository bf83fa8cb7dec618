import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type JsonSchema,
  type Operation,
  type SampleValues,
  sample,
  typeOf,
} from '../../test/openapi-schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Bad input for every operation of the OpenAPI document, so that each route added later is fuzzed
 * without anyone writing a case: a bounded handful of hostile values per parameter and per body field
 * (NUL, lone surrogates, 100k characters, wrong types, numbers and dates out of range, `__proto__`,
 * unknown enum values, missing and extra fields), sent as the tenant's admin (or the host's, for host
 * operations) so the calls get past access into validation and the handlers. Any 5xx fails the test.
 * The cases are made from the document, deterministically (no randomness), so a failure repeats.
 */
let t: TestApp;
let tenantAdmin: string;
let hostAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  tenantAdmin = await t.login('acme');
  hostAdmin = await t.login(null);
});
afterAll(() => t?.close());

const uuid = '7f000000-0000-4000-8000-000000000001';
const long = 'x'.repeat(100_000);
/** Values that break a string field: as JSON text, so a lone surrogate reaches the server as sent. */
const badStrings = ['"a\\u0000b"', '"\\ud800"', JSON.stringify(long), '"__proto__"', '12', '{"a":1}'];
const badNumbers = ['-1', '1e308', '9007199254740993', '"abc"', '-0.0000001', 'true'];
const badDates = ['"0000-01-01"', '"2023-02-30"', '"99999-01-01"', '"yesterday"'];
/** The valid base each case changes one thing of. */
const valid: SampleValues = {
  idFor: () => uuid,
  text: 'Fuzz',
  email: 'fuzz@example.test',
  date: '2024-01-01',
  dateTime: '2024-01-01T08:00:00Z',
};
const badParams = [
  'a%00b',
  '%ED%A0%80',
  encodeURIComponent(long.slice(0, 5000)),
  '__proto__',
  '-1',
  '1e309',
  '0000-01-01',
];

function badValuesFor(schema: JsonSchema): string[] {
  if (schema.enum?.length) return ['999', '"NotAValue"', '-1'];
  const type = typeOf(schema);
  if (type === 'string' && (schema.format === 'date' || schema.format === 'date-time'))
    return [...badDates, '"a\\u0000b"'];
  if (type === 'string') return badStrings;
  if (type === 'integer' || type === 'number') return badNumbers;
  if (type === 'boolean') return ['"yes"', '2'];
  if (type === 'array') return ['"x"', '[null]', `[${Array(2000).fill('{"__proto__":{}}').join(',')}]`];
  return ['"x"', '[]', '{"__proto__":{"polluted":true}}'];
}

/** The JSON bodies to send: the whole body wrong, fields missing or extra, then each field wrong. */
function bodies(schema: JsonSchema): string[] {
  const base = sample(schema, valid) as Record<string, unknown> | null;
  const cases = [
    'null',
    '[]',
    '"text"',
    '{}',
    '{"__proto__":{"polluted":true},"constructor":{"prototype":{}}}',
  ];
  if (base && typeof base === 'object' && !Array.isArray(base)) {
    const text = JSON.stringify(base);
    cases.push(`${text.slice(0, -1)}${text.length > 2 ? ',' : ''}"unexpectedField":"x"}`);
    // The 100k-character string once per body (its first text field): enough to prove the bound.
    let longSent = false;
    for (const [name, property] of Object.entries(schema.properties ?? {}))
      for (const bad of badValuesFor(property)) {
        if (bad.length > 1000 && longSent) continue;
        if (bad.length > 1000) longSent = true;
        const others = JSON.stringify({ ...base, [name]: undefined }).slice(1, -1);
        cases.push(`{${others}${others ? ',' : ''}${JSON.stringify(name)}:${bad}}`);
      }
  } else cases.push(...badValuesFor(schema));
  return cases;
}

interface Case {
  method: string;
  url: string;
  body?: string;
}

function casesOf(path: string, method: string, op: Operation): Case[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const query = params.filter((p) => p.in === 'query');
  const fill = (overrides: Record<string, string> = {}) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => overrides[name] ?? uuid);
  const cases: Case[] = [];
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const validBody = bodySchema ? JSON.stringify(sample(bodySchema, valid)) : undefined;
  const withBody = (c: Case): Case => (validBody && !c.body ? { ...c, body: validBody } : c);
  for (const p of pathParams)
    for (const bad of badParams) cases.push(withBody({ method, url: fill({ [p.name]: bad }) }));
  for (const p of query) {
    const values = [...badParams, ...(p.schema?.enum ? ['999', 'NotAValue'] : [])];
    for (const bad of values) cases.push(withBody({ method, url: `${fill()}?${p.name}=${bad}` }));
  }
  if (query.length)
    cases.push(withBody({ method, url: `${fill()}?sorting=__proto__&skipCount=-1&maxResultCount=1e9` }));
  if (bodySchema) for (const body of bodies(bodySchema)) cases.push({ method, url: fill(), body });
  if (!cases.length) cases.push({ method, url: fill() });
  return cases;
}

async function send(token: string, c: Case): Promise<number> {
  const json: Record<string, string> = c.body !== undefined ? { 'content-type': 'application/json' } : {};
  return (await t.peek(token, c.method as 'GET', c.url, c.body, json)).statusCode;
}

describe('every operation of the OpenAPI document, fed bad input', () => {
  it('never answers 5xx', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
    expect(operations.length).toBeGreaterThan(60);
    const failures: string[] = [];
    let sent = 0;
    const started = Date.now();
    for (const { path, method, op } of operations) {
      const cases = casesOf(path, method.toUpperCase(), op);
      // Host operations refuse the tenant's admin: fuzz them as the host's.
      const token = (await send(tenantAdmin, cases[0]!)) === 403 ? hostAdmin : tenantAdmin;
      for (const c of cases) {
        const status = await send(token, c);
        sent += 1;
        if (status >= 500)
          failures.push(`${c.method} ${c.url.slice(0, 120)} ${c.body?.slice(0, 120) ?? ''} -> ${status}`);
      }
    }
    console.info(
      `fuzzed ${operations.length} operations with ${sent} requests in ${Date.now() - started} ms`,
    );
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 600_000);
});
