import type { PagedResult } from '@hr/contracts';
import { http } from '../app/http.ts';
import type { ListParams } from './ResourceTable.tsx';

/**
 * The query keys and calls of a resource with the conventional paths: GET list, GET/PUT/DELETE by id,
 * POST to create. `keys.lists()` is what ResourceTable and FormDialog refresh after a change.
 */
export function createResourceApi<TDto, TCreate, TUpdate = TCreate>(base: string, key: readonly string[]) {
  const keys = {
    all: key,
    lists: () => [...key, 'list'] as const,
    detail: (id: string) => [...key, 'detail', id] as const,
  };
  return {
    keys,
    list: (params: ListParams) => http.get<PagedResult<TDto>>(base, { query: params }),
    get: (id: string) => http.get<TDto>(`${base}/${id}`),
    create: (input: TCreate) => http.post<TDto>(base, input),
    update: (id: string, input: TUpdate) => http.put<TDto>(`${base}/${id}`, input),
    remove: (id: string) => http.delete(`${base}/${id}`),
  };
}
