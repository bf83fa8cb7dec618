import type { Endpoint, EndpointInput, EndpointOutput, PagedResult } from '@hr/contracts';
import { call } from '../app/api-client.ts';
import { http } from '../app/http.ts';
import type { ListParams } from './ResourceTable.tsx';

type Body<E extends Endpoint> = EndpointInput<E> extends { body: infer B } ? B : never;
type Query<E extends Endpoint> = EndpointInput<E> extends { query?: infer Q } ? Q : never;

/** The endpoints of a resource with the usual five operations; any of them may be left out. */
export interface ResourceEndpoints {
  list?: Endpoint;
  get?: Endpoint;
  create?: Endpoint;
  update?: Endpoint;
  delete?: Endpoint;
}

/** A resource's delete: `remove` only where it has a delete endpoint (so a screen offers no Delete). */
type Removal<G extends ResourceEndpoints> = G extends { delete: Endpoint }
  ? { remove: (id: string) => Promise<unknown> }
  : { remove?: undefined };

/**
 * The query keys and calls of a resource, typed from its endpoint descriptors: `keys.lists()` is what
 * ResourceTable and FormDialog refresh after a change, `keys.detail(id)` one record. A resource that is
 * never deleted has no `remove`.
 */
export function endpointResource<const G extends ResourceEndpoints>(key: readonly string[], endpoints: G) {
  const keys = {
    all: key,
    lists: () => [...key, 'list'] as const,
    detail: (id: string) => [...key, 'detail', id] as const,
  };
  const need = <E extends Endpoint | undefined>(e: E, name: string): NonNullable<E> => {
    if (!e) throw new Error(`${key.join('/')} has no ${name} endpoint`);
    return e as NonNullable<E>;
  };
  type L = NonNullable<G['list']>;
  type R = NonNullable<G['get']>;
  type C = NonNullable<G['create']>;
  type U = NonNullable<G['update']>;
  // The descriptors are checked by the signatures below; inside, the call is made untyped.
  const send = call as (e: Endpoint, input: unknown) => Promise<unknown>;
  const { delete: remove } = endpoints;
  const removal = (remove ? { remove: (id: string) => send(remove, { params: { id } }) } : {}) as Removal<G>;
  return {
    keys,
    /** The fields the list sorts by (its contract's `listQuery`): the table's sortable columns. */
    sortFields: endpoints.list?.sort,
    list: (params: ListParams | Query<L>) =>
      send(need(endpoints.list, 'list'), { query: params }) as Promise<EndpointOutput<L>>,
    get: (id: string) => send(need(endpoints.get, 'get'), { params: { id } }) as Promise<EndpointOutput<R>>,
    create: (body: Body<C>) => send(need(endpoints.create, 'create'), { body }) as Promise<EndpointOutput<C>>,
    update: (id: string, body: Body<U>) =>
      send(need(endpoints.update, 'update'), { params: { id }, body }) as Promise<EndpointOutput<U>>,
    ...removal,
  };
}

/** @deprecated Until every module declares its endpoints: use {@link endpointResource}. */
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
