import { dateTime, pagedResult } from '@hr/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from '../errors.ts';
import { compiledSerializer, compiledValidator, parsesAsItEncodes } from './schema-compilers.ts';

const item = z.object({
  id: z.uuid(),
  name: z.string().min(1),
  note: z.string().nullable(),
  roles: z.array(z.string()),
  kind: z.union([z.literal(1), z.literal(2)]),
  at: dateTime,
  extra: z.record(z.string(), z.string()).optional(),
});
const answer = pagedResult(item);
const query = z.object({
  skipCount: z.coerce.number().int().min(0).max(1000),
  filter: z.string().max(5).optional(),
});

/** One app checking with the compiled schemas, one with the provider's own compilers, the same route. */
async function server(compiled: boolean, data: () => unknown) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(compiled ? compiledValidator : validatorCompiler);
  app.setSerializerCompiler(compiled ? compiledSerializer : serializerCompiler);
  registerErrorHandler(app);
  app.get('/list', { schema: { querystring: query, response: { 200: answer } } }, async () => data());
  await app.ready();
  return app;
}

const row = {
  id: '0b8f4c1e-6a43-4f6e-9d3a-1f2d3c4b5a69',
  name: 'Rania',
  note: null,
  roles: ['admin', 'hr'],
  kind: 2,
  at: '2026-11-26T10:00:00.000Z',
};
let data: unknown;
let compiled: Awaited<ReturnType<typeof server>>;
let provider: Awaited<ReturnType<typeof server>>;
beforeAll(async () => {
  compiled = await server(true, () => data);
  provider = await server(false, () => data);
});
afterAll(async () => {
  await compiled.close();
  await provider.close();
});
const both = async (url: string) => {
  const [a, b] = await Promise.all([compiled.inject({ url }), provider.inject({ url })]);
  return { compiled: a, provider: b };
};

describe("an answer checked through its schema's compiled clone", () => {
  it("is what the provider's encode writes, fields the schema does not name left out", async () => {
    data = {
      totalCount: 2,
      items: [
        { ...row, passwordHash: 'secret', extra: { a: 'b' } },
        { ...row, name: 'Omar', note: 'x' },
      ],
      internal: true,
    };
    const r = await both('/list?skipCount=0');
    expect(r.compiled.statusCode).toBe(200);
    expect(r.compiled.body).toBe(r.provider.body);
    expect(r.compiled.body).not.toContain('secret');
    expect(r.compiled.body).not.toContain('internal');
    expect(r.compiled.json().items[0]).toEqual({ ...row, extra: { a: 'b' } });
  });

  it('is refused (500) when it breaks its schema, as before, and nothing of it is sent', async () => {
    for (const bad of [
      { totalCount: 1, items: [{ ...row, name: '' }] },
      { totalCount: 1, items: [{ ...row, kind: 3 }] },
      { totalCount: 1, items: [{ ...row, at: '0000-01-01T00:00:00Z' }] },
      { totalCount: 1, items: [{ ...row, roles: 'admin' }] },
      { items: [] },
    ]) {
      data = bad;
      const r = await both('/list?skipCount=0');
      expect(r.compiled.statusCode).toBe(500);
      expect(r.provider.statusCode).toBe(500);
      expect(r.compiled.body).not.toContain('Rania');
    }
  });

  it('checks a request as the provider does: the same answer to the same bad query', async () => {
    data = { totalCount: 0, items: [] };
    for (const url of [
      '/list',
      '/list?skipCount=-1',
      '/list?skipCount=x',
      '/list?skipCount=1&filter=toolong',
    ]) {
      const r = await both(url);
      expect(r.compiled.statusCode, url).toBe(400);
      expect(r.compiled.body, url).toBe(r.provider.body);
    }
    expect((await compiled.inject({ url: '/list?skipCount=5&filter=ab' })).statusCode).toBe(200);
  });
});

describe('which schemas are parsed instead of encoded', () => {
  it('those with no transform, pipe, codec, default or catch anywhere in them', () => {
    const tree: z.ZodType = z.lazy(() => z.object({ name: z.string(), children: z.array(tree) }));
    expect(parsesAsItEncodes(answer)).toBe(true);
    // And zod compiles it (strict: it would throw if it handed the schema back uncompiled).
    expect(() => z.compile(answer, { strict: true })).not.toThrow();
    expect(parsesAsItEncodes(tree)).toBe(true);
    for (const directional of [
      z.object({ n: z.string().transform(Number) }),
      z.object({ n: z.number().default(1) }),
      z.object({ n: z.array(z.number().catch(0)) }),
      z.union([z.string(), z.string().pipe(z.email())]),
      z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() }),
      z.object({ at: z.date() }),
    ])
      expect(parsesAsItEncodes(directional)).toBe(false);
  });
});
