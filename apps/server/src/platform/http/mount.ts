import {
  type Endpoint,
  type EndpointAccess,
  type EndpointOutput,
  type fileResponse,
  isFileResponse,
  noContent,
} from '@hr/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { RequestContext, RouteAccess } from '../context.ts';
import { type AuditActor, auditActor } from '../db/database.ts';

/** Who the entity change log names for a request's changes: the caller, their client and address. */
function actorOf(request: FastifyRequest): AuditActor {
  const agent = request.headers['user-agent'];
  return {
    userId: request.ctx?.userId ?? null,
    userName: request.ctx?.userName ?? null,
    clientId: request.ctx?.clientId ?? null,
    ip: request.ip,
    userAgent: typeof agent === 'string' ? agent : null,
    requestId: String(request.id),
  };
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request a handler gets: the parsed params, query and body of its endpoint, and `ctx`. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Out<E['params']>;
  Querystring: Out<E['query']>;
  Body: Out<E['body']>;
}>;

/**
 * What a handler answers: the response's input shape, nothing for a 204 endpoint, or the reply it sent
 * itself for a file (`reply.send(bytes)`, `sendExcel(reply, ...)`).
 */
type Answer<E extends Endpoint> = E['response'] extends typeof noContent
  ? // biome-ignore lint/suspicious/noConfusingVoidType: a 204 handler returns its service's Promise<void>
    void
  : E['response'] extends typeof fileResponse
    ? FastifyReply
    : z.input<E['response']> | EndpointOutput<E>;

export type Handler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<Answer<E>> | Answer<E>;

/** One handler per endpoint of the group: a missing handler does not compile, nor does an extra one. */
export type Handlers<G extends Record<string, Endpoint>> = { [K in keyof G]: Handler<G[K]> };

/** A group of endpoints with their handlers, ready to register. */
export interface RouteSet {
  readonly endpoints: readonly Endpoint[];
  readonly plugin: FastifyPluginAsyncZod;
}

export function routeAccess(access: EndpointAccess): RouteAccess {
  if (access.kind === 'policy')
    return access.policies.length === 1 ? { policy: access.policies[0] } : { anyPolicy: access.policies };
  return access.kind;
}

/**
 * Mounts a group of endpoint descriptors: the path, schemas (validation, serialization and OpenAPI) and
 * access come from the descriptor, the handler is one line calling the module's service. An endpoint
 * whose response is `noContent` answers 204.
 */
/** What a route needs besides its descriptor: a rate limit (sign-in, self-registration, reset mails). */
export interface RouteOptions {
  rateLimit?: { max: number; timeWindow: string };
}

export function mount<G extends Record<string, Endpoint>>(
  endpoints: G,
  handlers: Handlers<G>,
  options: { readonly [K in keyof G]?: RouteOptions } = {},
): RouteSet {
  const list = Object.entries(endpoints);
  return {
    endpoints: list.map(([, e]) => e),
    plugin: async (app) => {
      for (const [key, e] of list) {
        const handler = handlers[key] as unknown as (r: FastifyRequest, reply: FastifyReply) => unknown;
        const empty = e.response === noContent;
        const deferrable = e.method === 'GET' && !empty && !isFileResponse(e.response);
        app.route({
          method: e.method,
          url: e.path,
          schema: {
            tags: [e.tag],
            ...(e.summary ? { summary: e.summary } : {}),
            ...(e.params ? { params: e.params } : {}),
            ...(e.query ? { querystring: e.query } : {}),
            ...(e.body ? { body: e.body } : {}),
            response: empty ? { 204: noContent } : { 200: e.response },
          },
          // A read answering JSON sends nothing before it returns, so it may run again if its caller's access
          // turns out to have changed (`runChecked`); writes and files read the stamp before they start.
          config: { access: routeAccess(e.access), deferAccessStamp: deferrable, ...options[key] },
          // The request's actor for the entity change log, read by every transaction the handler opens.
          handler: run,
        });
        async function run(request: FastifyRequest, reply: FastifyReply) {
          const actor = actorOf(request);
          const answer = deferrable
            ? await request.server.runChecked(request, actor, () => handler(request, reply))
            : await auditActor.run(actor, () => handler(request, reply));
          if (empty) return reply.status(204).send(null);
          // A JSON string (a create answering the new id): Fastify would send a bare string as text.
          if (typeof answer === 'string')
            return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer));
          return answer;
        }
      }
    },
  };
}

type Operation = 'list' | 'get' | 'create' | 'update' | 'delete';

/** A service's method for one standard endpoint: the call its handler makes. */
type StandardMethod<K, E extends Endpoint> = K extends 'list'
  ? (ctx: RequestContext, query: Out<E['query']>) => Promise<Answer<E>>
  : K extends 'get' | 'delete'
    ? (ctx: RequestContext, id: string) => Promise<Answer<E>>
    : K extends 'create'
      ? (ctx: RequestContext, body: Out<E['body']>) => Promise<Answer<E>>
      : (ctx: RequestContext, id: string, body: Out<E['body']>) => Promise<Answer<E>>;

type Standard<G extends Record<string, Endpoint>> = Extract<keyof G, Operation>;

/**
 * The handlers of a resource's standard endpoints (`resourceEndpoints`: list, get, create, update,
 * delete, those it has), each calling the service's method of the same name with the request's context and
 * the query, the id (of the path, or of the body where the spec's update has none in its path) and the body:
 * `mount(xEndpoints, { ...resourceHandlers(xEndpoints, x), other: (req) => ... })`. The service's methods
 * must take and answer what the endpoints do, or it does not compile.
 */
export function resourceHandlers<G extends Record<string, Endpoint>>(
  endpoints: G,
  service: { [K in Standard<G>]: StandardMethod<K, G[K]> },
): { [K in Standard<G>]: Handler<G[K]> } {
  type Request = {
    ctx: RequestContext;
    query: unknown;
    body: { id?: string } | undefined;
    params?: { id?: string };
  };
  const s = service as unknown as Record<Operation, (...args: unknown[]) => Promise<unknown>>;
  const idOf = (req: Request) => req.params?.id ?? req.body?.id;
  const calls: Record<Operation, (req: Request) => Promise<unknown>> = {
    list: (req) => s.list(req.ctx, req.query),
    get: (req) => s.get(req.ctx, idOf(req)),
    create: (req) => s.create(req.ctx, req.body),
    update: (req) => s.update(req.ctx, idOf(req), req.body),
    delete: (req) => s.delete(req.ctx, idOf(req)),
  };
  return Object.fromEntries(
    (Object.keys(endpoints) as string[]).filter((k): k is Operation => k in calls).map((k) => [k, calls[k]]),
  ) as never;
}
