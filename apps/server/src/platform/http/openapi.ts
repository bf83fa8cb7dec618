import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import * as contracts from '@hr/contracts';
import { type Endpoint, errorBody, fileMediaTypes, isEndpoint, isFileResponse } from '@hr/contracts';
import type { RouteOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../context.ts';

/**
 * The OpenAPI document as generators and linters take it (swagger-parser, Redocly, openapi-typescript):
 * every operation named from its descriptor (`<Group>_<Key>`: `jobTitleEndpoints.treeWithEmployees` is
 * `JobTitle_TreeWithEmployees`), with a summary, the error answers that apply to it (derived from its
 * access, path, input and method) with the error body's schema, files declared as binary with their media
 * types, recursive schemas under `components`, and the public URL as its server.
 */

type Schema = Record<string, unknown>;
type OperationObject = {
  operationId?: string;
  summary?: string;
  responses: Record<string, { description?: string; content?: unknown }>;
};

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
const sentence = (name: string) => pascal(words(name));

interface Named {
  endpoint: Endpoint;
  operationId: string;
  summary: string;
}

let named: Map<string, Named> | undefined;

/**
 * Every endpoint of the contracts by `METHOD path`, with its name: the exported group's name without
 * `Endpoints` and the key (`roleEndpoints.list`: `Role_List`), or the name of an endpoint exported alone
 * (`notificationStream`: `NotificationStream`). Export names are unique and keys are unique in a group, so
 * the names are too; they change only when the contract's names do.
 */
function contractOperations(): Map<string, Named> {
  if (named) return named;
  const found = new Map<string, Named>();
  const add = (endpoint: Endpoint, group: string, key?: string) => {
    const route = `${endpoint.method} ${endpoint.path}`;
    if (found.has(route)) return;
    found.set(route, {
      endpoint,
      operationId: key ? `${pascal(group)}_${pascal(key)}` : pascal(group),
      summary: endpoint.summary ?? (key ? `${sentence(group)}: ${words(key)}` : sentence(group)),
    });
  };
  const exports = Object.entries(contracts as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
  for (const [name, value] of exports) {
    if (isEndpoint(value)) add(value, name);
    else if (value && typeof value === 'object' && !(value instanceof z.ZodType) && !Array.isArray(value))
      for (const [key, member] of Object.entries(value))
        if (isEndpoint(member)) add(member, name.replace(/Endpoints$/, ''), key);
  }
  named = found;
  return found;
}

let registry: z.core.$ZodRegistry<{ id: string }> | undefined;

/**
 * The schemas written to `components`: the error body (every error answer's) and every recursive schema of
 * the contracts (the org chart's node), found by converting each exported schema with cycles refused, and
 * named after its export (`jobTitleTreeNode`: `JobTitleTreeNode`). A recursive schema cannot be written
 * inline; the others stay inline, as the tests that read the document's request bodies expect.
 */
function componentRegistry(): z.core.$ZodRegistry<{ id: string }> {
  if (registry) return registry;
  const made = z.registry<{ id: string }>();
  made.add(errorBody, { id: 'RemoteServiceErrorResponse' });
  for (const [name, value] of Object.entries(contracts as Record<string, unknown>)) {
    if (!(value instanceof z.ZodType) || made.has(value)) continue;
    try {
      z.toJSONSchema(value, { cycles: 'throw', unrepresentable: 'any', io: 'output' });
    } catch (error) {
      if (error instanceof Error && /cycle/i.test(error.message)) made.add(value, { id: pascal(name) });
      else throw error;
    }
  }
  registry = made;
  return made;
}

/** What the document says about an operation, from its route and descriptor (see `errorAnswers`). */
interface Facts {
  method: string;
  access: RouteAccess | undefined;
  hasInput: boolean;
  hasPathParameter: boolean;
  rateLimited: boolean;
  file?: readonly string[];
  eventStream: boolean;
}

const errorSchema = { $ref: '#/components/schemas/RemoteServiceErrorResponse' };
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorSchema } },
});

/** The error answers, once: operations refer to them. */
const errorResponses = {
  BadRequest: errorResponse(
    'Validation failed (`Platform:ValidationFailed`, with `validationErrors` naming the fields) or the body is not JSON.',
  ),
  Unauthorized: errorResponse('No valid bearer token (`Platform:Unauthorized`).'),
  Forbidden: errorResponse(
    'The caller holds none of the required policies (`Platform:Forbidden`), the feature is off for the tenant, or the tenant named by `__tenant` is inactive or not the token’s.',
  ),
  TenantForbidden: errorResponse(
    'The tenant named by `__tenant` is inactive (`Tenancy:TenantNotActive`) or not the token’s (`Tenancy:TenantMismatch`).',
  ),
  NotFound: errorResponse('The record of the path was not found, or was deleted (`Platform:NotFound`).'),
  Conflict: errorResponse(
    'The record changed since it was read (`Platform:ConcurrencyConflict`), or the service the command needs is busy or unavailable.',
  ),
  UnprocessableEntity: errorResponse('A business rule refused the request (its code names the rule).'),
  TooManyRequests: errorResponse('Too many attempts from this address (`Platform:TooManyRequests`).'),
};
const ref = (name: keyof typeof errorResponses) => ({ $ref: `#/components/responses/${name}` });

/**
 * The error answers of an operation, from what it declares: 400 when it takes input (path, query or body),
 * 401 unless public, 403 always (a policy refused, or the `__tenant` of an inactive tenant: every request
 * is checked for that), 404 when its path names a record, 409 and 422 for writes (a stale concurrency stamp
 * or a changed state; a business rule) and 422 for files made on request (a document that cannot be made
 * yet), 429 when it is rate limited.
 */
export function errorAnswers(facts: Facts): Record<string, Schema> {
  const answers: Record<string, Schema> = {};
  const write = facts.method !== 'GET';
  if (facts.hasInput) answers[400] = ref('BadRequest');
  if (facts.access !== 'public') answers[401] = ref('Unauthorized');
  answers[403] =
    facts.access && facts.access !== 'public' && facts.access !== 'authenticated'
      ? ref('Forbidden')
      : ref('TenantForbidden');
  if (facts.hasPathParameter) answers[404] = ref('NotFound');
  if (write) answers[409] = ref('Conflict');
  if (write || facts.file) answers[422] = ref('UnprocessableEntity');
  if (facts.rateLimited) answers[429] = ref('TooManyRequests');
  return answers;
}

/** OpenAPI 3.0 takes `nullable` only beside a `type`: on a union, each typed branch says it instead. */
function typeNullables(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) typeNullables(item);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const schema = value as Schema;
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (schema.nullable === true && schema.type === undefined && Array.isArray(branches)) {
    delete schema.nullable;
    const typed = branches.filter((b) => b.type !== undefined);
    if (typed.length) for (const b of typed) b.nullable = true;
    else branches.push({ type: 'object', nullable: true, enum: [null] });
  }
  for (const child of Object.values(schema)) typeNullables(child);
}

/** Drops the components no operation refers to (the input copies of output-only schemas). */
function pruneSchemas(doc: { paths?: unknown; components?: Record<string, Record<string, unknown>> }): void {
  const schemas = doc.components?.schemas;
  if (!schemas) return;
  const used = new Set<string>();
  const visit = (value: unknown) => {
    const text = JSON.stringify(value);
    for (const match of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      const id = match[1]!;
      if (used.has(id)) continue;
      used.add(id);
      visit(schemas[id]);
    }
  };
  visit(doc.paths);
  visit(doc.components?.responses);
  for (const id of Object.keys(schemas)) if (!used.has(id)) delete schemas[id];
}

/**
 * The name of a documented route that no contract endpoint declares (the OpenID Connect userinfo, the
 * notification stream), from its method and path: `GET /connect/userinfo` is `ConnectUserinfo_Get`,
 * "Connect userinfo (GET)". The `/api/app` prefix every application path has is left out.
 */
function undeclaredName(method: string, url: string): { operationId: string; summary: string } {
  const segments = url
    .split('/')
    .filter((s) => s && !s.startsWith(':'))
    .filter((s, i) => !(i === 0 && s === 'api') && !(i === 1 && s === 'app'))
    .map((s) => s.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase()));
  return {
    operationId: `${segments.map(pascal).join('')}_${pascal(method.toLowerCase())}`,
    summary: `${sentence(segments.join(' '))} (${method})`,
  };
}

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** The options of `@fastify/swagger` for the API's document, served at `/swagger/json`. */
export function openApiOptions(publicUrl: string): FastifyDynamicSwaggerOptions {
  // Made when the document is first asked for, not at every start: finding the recursive schemas converts
  // every contract's schema (most of a second of a start's CPU, issue 45 item 3).
  let zodTransforms:
    | {
        transform: ReturnType<typeof createJsonSchemaTransform>;
        transformObject: ReturnType<typeof createJsonSchemaTransformObject>;
      }
    | undefined;
  const made = () => {
    if (zodTransforms) return zodTransforms;
    const schemaRegistry = componentRegistry();
    zodTransforms = {
      transform: createJsonSchemaTransform({ schemaRegistry }),
      transformObject: createJsonSchemaTransformObject({ schemaRegistry }),
    };
    return zodTransforms;
  };
  /** Each operation's facts by its operationId, gathered by `transform` for `transformObject`. */
  const facts = new Map<string, Facts>();
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'HR back office API',
        version: '1.0.0',
        description:
          'Every failed call answers `{ error: { code, message, details, validationErrors } }` (ABP’s shape), its message in the language of `Accept-Language`. Send `__tenant` (header) to act in a tenant without a token.',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        responses: errorResponses,
      },
      security: [{ bearer: [] }],
    },
    transform: (input) => {
      const result = made().transform(input);
      if ((result.schema as Schema | undefined)?.hide) return result;
      const route = input.route as RouteOptions & { sse?: unknown };
      const method = String(route.method);
      const own = contractOperations().get(`${method} ${input.url}`);
      const fallback = undeclaredName(method, input.url);
      const operationId = own?.operationId ?? fallback.operationId;
      const schema = input.schema as Schema | undefined;
      facts.set(operationId, {
        method,
        access: route.config?.access,
        hasInput: Boolean(schema?.params || schema?.querystring || schema?.body),
        hasPathParameter: /:\w/.test(input.url),
        rateLimited: Boolean(route.config?.rateLimit),
        ...(own && isFileResponse(own.endpoint.response)
          ? { file: fileMediaTypes(own.endpoint.response) }
          : {}),
        eventStream: Boolean(route.sse),
      });
      return {
        ...result,
        schema: { ...result.schema, operationId, summary: own?.summary ?? fallback.summary },
      };
    },
    transformObject: (input) => {
      const doc = made().transformObject(input) as unknown as {
        paths: Record<string, Partial<Record<(typeof methods)[number], OperationObject>>>;
        components?: Record<string, Record<string, unknown>>;
      };
      for (const operations of Object.values(doc.paths))
        for (const method of methods) {
          const operation = operations[method];
          const known = operation?.operationId ? facts.get(operation.operationId) : undefined;
          if (!operation || !known) continue;
          const responses = operation.responses;
          for (const [status, response] of Object.entries(responses)) {
            if (response.description === 'Default Response')
              response.description = status === '204' ? 'Done; nothing to answer.' : 'Success';
            if (status === '204') delete response.content;
          }
          if (known.file)
            responses[200] = {
              description: 'The file, as an attachment (`Content-Disposition` gives its name).',
              content: Object.fromEntries(
                known.file.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
              ),
            };
          if (known.eventStream)
            responses[200] = {
              description: 'Server-sent events, until the access token expires.',
              content: { 'text/event-stream': { schema: { type: 'string' } } },
            };
          Object.assign(responses, errorAnswers(known));
        }
      typeNullables(doc.paths);
      typeNullables(doc.components);
      pruneSchemas(doc);
      return doc as unknown as ReturnType<ReturnType<typeof createJsonSchemaTransformObject>>;
    },
  };
}
