import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { entitySchemas, resourceEndpoints } from './resource.ts';
import { listQuery } from './sorting.ts';

const item = entitySchemas({
  dto: { name: z.string(), lines: z.array(z.string()) },
  input: { name: z.string() },
});
const query = listQuery(['name']);
const all = { Default: 'X.Index', Create: 'X.Create', Update: 'X.Update', Delete: 'X.Delete' };

describe('resourceEndpoints', () => {
  it('gives the five operations at their paths, each behind its policy', () => {
    const endpoints = resourceEndpoints({
      path: '/api/x',
      tag: 'X',
      policies: all,
      dto: item.dto,
      query,
      create: item.create,
      update: item.update,
    });
    expect(
      Object.values(endpoints).map((e) => [
        e.method,
        e.path,
        e.access.kind === 'policy' && e.access.policies[0],
      ]),
    ).toEqual([
      ['GET', '/api/x', 'X.Index'],
      ['GET', '/api/x/:id', 'X.Index'],
      ['POST', '/api/x', 'X.Create'],
      ['PUT', '/api/x/:id', 'X.Update'],
      ['DELETE', '/api/x/:id', 'X.Delete'],
    ]);
    expect(endpoints.list.sort).toEqual(['name']);
  });

  it('keeps some, naming only their policies and bodies; a list may answer a lighter item', () => {
    const listItem = item.dto.omit({ lines: true });
    const endpoints = resourceEndpoints({
      path: '/api/x',
      tag: 'X',
      policies: { Default: 'X.Index' },
      dto: item.dto,
      listItem,
      query,
      only: ['list', 'get'],
    });
    expect(Object.keys(endpoints)).toEqual(['list', 'get']);
    expect(endpoints.list.response.shape.items.element).toBe(listItem);
    expect(endpoints.get.response).toBe(item.dto);
  });

  it('refuses a kept operation without its policy or its body', () => {
    const policies = { Default: 'X.Index' } as typeof all;
    expect(() =>
      resourceEndpoints({ path: '/api/x', tag: 'X', policies, dto: item.dto, query, create: item.create }),
    ).toThrow('/api/x: no policy for its create');
    expect(() =>
      resourceEndpoints({ path: '/api/x', tag: 'X', policies: all, dto: item.dto, query, only: ['create'] }),
    ).toThrow('/api/x: no body for its create');
  });
});
