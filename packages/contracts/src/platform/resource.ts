import { z } from 'zod';
import {
  access,
  type Endpoint,
  type EndpointAccess,
  endpoint,
  idParams,
  type noContent,
} from './endpoint.ts';
import { auditedDto, concurrencyStamp, pagedResult } from './paging.contract.ts';

/**
 * The three schemas of a plain entity from its fields: the answer (`id`, the fields, audit fields, stamp),
 * the create's body and the update's (the create's and the stamp).
 */
export function entitySchemas<D extends z.ZodRawShape, I extends z.ZodRawShape>(fields: {
  dto: D;
  input: I;
}) {
  const create = z.object(fields.input);
  return {
    dto: auditedDto.extend({ id: z.uuid(), ...fields.dto, concurrencyStamp: z.string() }),
    create,
    update: create.extend({ concurrencyStamp }),
  };
}

/**
 * The policies of an entity (`PayrollPermissions.SalaryRuleCategories`): reading, then each write. An entity
 * that is never deleted (deprecated or closed instead) has no `Delete`, and its resource keeps no delete.
 */
export interface ResourcePolicies {
  Default: string;
  Create: string;
  Update: string;
  Delete?: string;
}

type Schema = z.ZodType;

/** A resource's standard endpoints, typed from its schemas. */
export interface ResourceEndpointSet<
  D extends Schema,
  Q extends Schema,
  C extends Schema,
  U extends Schema,
  CR extends Schema,
  UR extends Schema,
  B extends boolean = false,
> {
  list: Endpoint<undefined, Q, undefined, ReturnType<typeof pagedResult<D>>>;
  get: Endpoint<typeof idParams, undefined, undefined, D>;
  create: Endpoint<undefined, undefined, C, CR>;
  /** `PUT path/:id`, or `PUT path` with the id in the body (`updateIdInBody`). */
  update: B extends true
    ? Endpoint<undefined, undefined, U, UR>
    : Endpoint<typeof idParams, undefined, U, UR>;
  delete: Endpoint<typeof idParams, undefined, undefined, typeof noContent>;
}

type Operation = keyof ResourceEndpointSet<Schema, Schema, Schema, Schema, Schema, Schema, boolean>;
const allOperations = ['list', 'get', 'create', 'update', 'delete'] as const;

/**
 * The standard endpoints of a resource in one declaration, at ABP's paths: `GET path` (a page; `query`
 * made with `listQuery` gives its sort fields), `GET path/:id`, `POST path` (answers `createResponse`, the
 * new id by default), `PUT path/:id` (answers `updateResponse`, the record by default), `DELETE path/:id`
 * (204). Reads need `policies.Default`, each write its own policy; `access` overrides one. `paths` gives an
 * operation the spec's own path (`${path}/get-all-penalties`, `${path}/:id/update-penalty`), the rest of it
 * unchanged. `only` keeps some of them (a resource that is never deleted); a resource's other calls are
 * spread beside them.
 */
export function resourceEndpoints<
  D extends Schema,
  Q extends Schema,
  C extends Schema,
  U extends Schema,
  CR extends Schema = z.ZodUUID,
  UR extends Schema = D,
  const K extends Operation = Operation,
  const B extends boolean = false,
>(definition: {
  path: string;
  tag: string;
  policies: ResourcePolicies;
  dto: D;
  query: Q;
  create: C;
  update: U;
  createResponse?: CR;
  updateResponse?: UR;
  /** The spec's PUT has no id in its path: `PUT path`, the id in the body (which must declare it). */
  updateIdInBody?: B;
  access?: Partial<Record<Operation, EndpointAccess>>;
  /** An operation's own path (the id as `:id`), where the spec's differs from ABP's. */
  paths?: Partial<Record<Operation, string>>;
  only?: readonly K[];
}): Pick<ResourceEndpointSet<D, Q, C, U, CR, UR, B>, K> {
  const { path, tag, policies } = definition;
  const kept: readonly Operation[] = definition.only ?? allOperations;
  const accessOf = (operation: Operation, policy: string | undefined) => {
    const given = definition.access?.[operation];
    if (given) return given;
    if (policy !== undefined) return access.policy(policy);
    if (kept.includes(operation)) throw new Error(`${path}: the ${operation} has no policy`);
    // Not kept (a resource never deleted has no Delete policy): its descriptor is left out below.
    return access.authenticated;
  };
  const pathOf = (operation: Operation, standard: string) => definition.paths?.[operation] ?? standard;
  const all: ResourceEndpointSet<Schema, Schema, Schema, Schema, Schema, Schema, boolean> = {
    list: endpoint({
      method: 'GET',
      path: pathOf('list', path),
      query: definition.query,
      response: pagedResult(definition.dto),
      access: accessOf('list', policies.Default),
      tag,
    }),
    get: endpoint({
      method: 'GET',
      path: pathOf('get', `${path}/:id`),
      params: idParams,
      response: definition.dto,
      access: accessOf('get', policies.Default),
      tag,
    }),
    create: endpoint({
      method: 'POST',
      path: pathOf('create', path),
      body: definition.create,
      response: definition.createResponse ?? z.uuid(),
      access: accessOf('create', policies.Create),
      tag,
    }),
    update: endpoint({
      method: 'PUT',
      path: pathOf('update', definition.updateIdInBody ? path : `${path}/:id`),
      ...(definition.updateIdInBody ? {} : { params: idParams }),
      body: definition.update,
      response: definition.updateResponse ?? definition.dto,
      access: accessOf('update', policies.Update),
      tag,
    }),
    delete: endpoint({
      method: 'DELETE',
      path: pathOf('delete', `${path}/:id`),
      params: idParams,
      access: accessOf('delete', policies.Delete),
      tag,
    }),
  };
  return Object.fromEntries(kept.map((k) => [k, all[k]])) as unknown as Pick<
    ResourceEndpointSet<D, Q, C, U, CR, UR, B>,
    K
  >;
}
