import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { entitySchemas, resourceEndpoints } from './resource.ts';
import { listQuery } from './sorting.ts';

const thing = entitySchemas({ dto: { name: z.string() }, input: { name: z.string().max(10) } });
const definition = {
  path: '/api/app/thing',
  tag: 'Thing',
  policies: { Default: 'T', Create: 'T.Create', Update: 'T.Update', Delete: 'T.Delete' },
  dto: thing.dto,
  query: listQuery(['name']),
  create: thing.create,
  update: thing.update,
};
const route = (e: { method: string; path: string }) => `${e.method} ${e.path}`;

describe('resourceEndpoints', () => {
  it('gives the five calls at ABP’s paths, each behind its policy, the list with its sort fields', () => {
    const e = resourceEndpoints(definition);
    expect(Object.values(e).map(route)).toEqual([
      'GET /api/app/thing',
      'GET /api/app/thing/:id',
      'POST /api/app/thing',
      'PUT /api/app/thing/:id',
      'DELETE /api/app/thing/:id',
    ]);
    expect(Object.values(e).map((x) => x.access)).toEqual(
      ['T', 'T', 'T.Create', 'T.Update', 'T.Delete'].map((policy) => ({
        kind: 'policy',
        policies: [policy],
      })),
    );
    expect(e.list.sort).toEqual(['name']);
  });

  it('puts an operation at the spec’s own path, the rest unchanged', () => {
    const e = resourceEndpoints({
      ...definition,
      paths: { list: '/api/app/thing/get-all', delete: '/api/app/thing/:id/delete-thing' },
    });
    expect(route(e.list)).toBe('GET /api/app/thing/get-all');
    expect(route(e.get)).toBe('GET /api/app/thing/:id');
    expect(route(e.delete)).toBe('DELETE /api/app/thing/:id/delete-thing');
    expect(e.list.sort).toEqual(['name']);
    expect(() => resourceEndpoints({ ...definition, paths: { update: '/api/app/thing/update' } })).toThrow(
      /params must declare exactly/,
    );
  });

  it('keeps no delete for an entity without a Delete policy, and refuses one kept without it', () => {
    const { Delete: _delete, ...policies } = definition.policies;
    const e = resourceEndpoints({ ...definition, policies, only: ['list', 'get', 'create', 'update'] });
    expect(Object.keys(e)).toEqual(['list', 'get', 'create', 'update']);
    // Refused by the compiler too (a kept delete needs its policy); at run time it throws.
    expect(() => resourceEndpoints({ ...definition, policies } as never)).toThrow(/no policy for its delete/);
  });
});
