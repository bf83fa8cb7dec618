import { z } from 'zod';
import {
  access,
  type Endpoint,
  type EndpointAccess,
  endpoint,
  type HttpMethod,
  idParams,
  type noContent,
} from './endpoint.ts';
import { checkAName, localizedName } from './names.ts';
import { auditedDto, concurrencyStamp, pagedResult } from './paging.contract.ts';

/** The answer of an entity: the audit fields, `id`, its own fields and its concurrency stamp. */
export function entityDto<D extends z.ZodRawShape>(fields: D) {
  return auditedDto.extend({ id: z.uuid(), ...fields, concurrencyStamp: z.string() });
}

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
    dto: entityDto(fields.dto),
    create,
    update: create.extend({ concurrencyStamp }),
  };
}

/**
 * A plain entity with a name in English and in Arabic (`localizedName`, names.ts): the answer carries
 * `name` (the reader's language), `nameEn` and `nameAr`; the bodies take `nameEn`, `nameAr` (or the
 * specification's single `name`) and require at least one of them.
 */
export function namedEntitySchemas<D extends z.ZodRawShape, I extends z.ZodRawShape>(fields: {
  dto: D;
  input: I;
}) {
  const base = entitySchemas({
    dto: { ...localizedName.dto, ...fields.dto },
    input: { ...localizedName.input, ...fields.input },
  });
  return {
    dto: base.dto,
    create: base.create.superRefine(checkAName),
    update: base.update.superRefine(checkAName),
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
  LI extends Schema = D,
  B extends boolean = false,
> {
  list: Endpoint<undefined, Q, undefined, ReturnType<typeof pagedResult<LI>>>;
  get: Endpoint<typeof idParams, undefined, undefined, D>;
  create: Endpoint<undefined, undefined, C, CR>;
  /** `PUT path/:id`, or `PUT path` with the id in the body (`updateIdInBody`). */
  update: B extends true
    ? Endpoint<undefined, undefined, U, UR>
    : Endpoint<typeof idParams, undefined, U, UR>;
  delete: Endpoint<typeof idParams, undefined, undefined, typeof noContent>;
}

type Operation = keyof ResourceEndpointSet<Schema, Schema, Schema, Schema, Schema, Schema, Schema, boolean>;
const allOperations = ['list', 'get', 'create', 'update', 'delete'] as const;

/** The policy each operation needs by default. */
const policyOf = {
  list: 'Default',
  get: 'Default',
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
} as const satisfies Record<Operation, keyof ResourcePolicies>;

type Required<P> = { [K in keyof P]-?: P[K] };

/**
 * The standard endpoints of a resource in one declaration, at ABP's paths: `GET path` (a page; `query`
 * made with `listQuery` gives its sort fields), `GET path/:id`, `POST path` (answers `createResponse`, the
 * new id by default), `PUT path/:id` (answers `updateResponse`, the record by default), `DELETE path/:id`
 * (204). Reads need `policies.Default`, each write its own policy; `access` overrides one. `paths` gives an
 * operation the spec's own path (`${path}/get-all-penalties`, `${path}/:id/update-penalty`),
 * `updateIdInBody` the spec's `PUT path` with the id in the body. `only` keeps some of them (a resource
 * that is never deleted), and then `policies` names only the policies of those kept (a resource with no
 * update or delete has no such policy); a resource's other calls are spread beside them.
 */
export function resourceEndpoints<
  D extends Schema,
  Q extends Schema,
  C extends Schema,
  U extends Schema,
  CR extends Schema = z.ZodUUID,
  UR extends Schema = D,
  LI extends Schema = D,
  const K extends Operation = Operation,
  const B extends boolean = false,
>(definition: {
  path: string;
  tag: string;
  policies: Pick<Required<ResourcePolicies>, (typeof policyOf)[K]> & Partial<ResourcePolicies>;
  dto: D;
  /** The list's item, when it is not the whole record (a payslip's list leaves its lines out). */
  listItem?: LI;
  query: Q;
  /** Required when the create is kept. */
  create?: C;
  /** Required when the update is kept. */
  update?: U;
  createResponse?: CR;
  updateResponse?: UR;
  /** The spec's PUT has no id in its path: `PUT path`, the id in the body (which must declare it). */
  updateIdInBody?: B;
  access?: Partial<Record<Operation, EndpointAccess>>;
  /** An operation's own path (the id as `:id`), where the spec's differs from ABP's. */
  paths?: Partial<Record<Operation, string>>;
  only?: readonly K[];
}): Pick<ResourceEndpointSet<D, Q, C, U, CR, UR, LI, B>, K> {
  const { path, tag } = definition;
  const pathOf = (operation: Operation, standard: string) => definition.paths?.[operation] ?? standard;
  const policies = definition.policies as Partial<ResourcePolicies>;
  const accessOf = (operation: Operation) => {
    const policy = policies[policyOf[operation]];
    if (definition.access?.[operation]) return definition.access[operation];
    if (!policy) throw new Error(`${path}: no policy for its ${operation}`);
    return access.policy(policy);
  };
  const body = <B extends Schema>(operation: Operation, schema: B | undefined): B => {
    if (!schema) throw new Error(`${path}: no body for its ${operation}`);
    return schema;
  };
  // Each made only when kept: a resource without an update names no Update policy.
  const all: {
    [O in Operation]: () => ResourceEndpointSet<
      Schema,
      Schema,
      Schema,
      Schema,
      Schema,
      Schema,
      Schema,
      boolean
    >[O];
  } = {
    list: () =>
      endpoint({
        method: 'GET',
        path: pathOf('list', path),
        query: definition.query,
        response: pagedResult(definition.listItem ?? definition.dto),
        access: accessOf('list'),
        tag,
      }),
    get: () =>
      endpoint({
        method: 'GET',
        path: pathOf('get', `${path}/:id`),
        params: idParams,
        response: definition.dto,
        access: accessOf('get'),
        tag,
      }),
    create: () =>
      endpoint({
        method: 'POST',
        path: pathOf('create', path),
        body: body('create', definition.create),
        response: definition.createResponse ?? z.uuid(),
        access: accessOf('create'),
        tag,
      }),
    update: () =>
      endpoint({
        method: 'PUT',
        path: pathOf('update', definition.updateIdInBody ? path : `${path}/:id`),
        ...(definition.updateIdInBody ? {} : { params: idParams }),
        body: body('update', definition.update),
        response: definition.updateResponse ?? definition.dto,
        access: accessOf('update'),
        tag,
      }),
    delete: () =>
      endpoint({
        method: 'DELETE',
        path: pathOf('delete', `${path}/:id`),
        params: idParams,
        access: accessOf('delete'),
        tag,
      }),
  };
  const kept: readonly Operation[] = definition.only ?? allOperations;
  return Object.fromEntries(kept.map((k) => [k, all[k]()])) as unknown as Pick<
    ResourceEndpointSet<D, Q, C, U, CR, UR, LI, B>,
    K
  >;
}

type ParamsOf<S extends string> = S extends `${string}:id${string}` ? typeof idParams : undefined;

/**
 * A resource's other calls, beside its standard ones: `call('POST', ':id/cancel', P.Cancel)` declares
 * `POST path/:id/cancel` with the resource's tag. A `:id` in the path takes `idParams`; `who` is a policy
 * name or an access (`access.authenticated`); `parts` gives the query, body and answer (204 without).
 * The empty path is the resource's own.
 */
export function resourceCalls(path: string, tag: string) {
  return <
    const S extends string,
    Q extends Schema | undefined = undefined,
    B extends Schema | undefined = undefined,
    R extends Schema = typeof noContent,
  >(
    method: HttpMethod,
    subpath: S,
    who: string | EndpointAccess,
    parts: { query?: Q; body?: B; response?: R; summary?: string } = {},
  ): Endpoint<ParamsOf<S>, Q, B, R> =>
    endpoint({
      method,
      path: subpath ? `${path}/${subpath}` : path,
      ...((subpath.includes(':id') ? { params: idParams } : {}) as { params?: ParamsOf<S> }),
      ...parts,
      access: typeof who === 'string' ? access.policy(who) : who,
      tag,
    });
}
