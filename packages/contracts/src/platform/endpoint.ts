import { z } from 'zod';
import { sortFieldsOf } from './sorting.ts';

/**
 * Who may call an endpoint: anyone, any signed-in user, or a user holding one of the policies. Declared
 * once, on the descriptor; the server enforces it before reading the body and OpenAPI shows it.
 */
export type EndpointAccess =
  | { readonly kind: 'public' }
  | { readonly kind: 'authenticated' }
  | { readonly kind: 'policy'; readonly policies: readonly [string, ...string[]] };

export const access = {
  public: { kind: 'public' } as EndpointAccess,
  authenticated: { kind: 'authenticated' } as EndpointAccess,
  /** The caller needs at least one of the policies (attachments: create or update employees). */
  policy: (...policies: [string, ...string[]]): EndpointAccess => ({ kind: 'policy', policies }),
} as const;

/** The policies an access names; the caller needs one of them (none for public and signed-in). */
export function accessPolicies(a: EndpointAccess): readonly string[] {
  return a.kind === 'policy' ? a.policies : [];
}

/** How OpenAPI and error messages show an access: `public`, `authenticated` or the policy names. */
export function describeAccess(a: EndpointAccess): string {
  return a.kind === 'policy' ? a.policies.join(' | ') : a.kind;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

type Schema = z.ZodType;
/** Absent parts of an endpoint are `undefined` in its types, so the client takes no such input. */
type Opt = Schema | undefined;

/**
 * One API operation, declared once in contracts: the server mounts it, the web app calls it through the
 * typed client and OpenAPI documents it. The path uses `:name` for its parameters, each of which the
 * `params` schema declares.
 */
export interface Endpoint<
  P extends Opt = Opt,
  Q extends Opt = Opt,
  B extends Opt = Opt,
  R extends Schema = Schema,
> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  /** The 200 answer; `noContent` answers 204 with no body. */
  readonly response: R;
  readonly access: EndpointAccess;
  /** The OpenAPI tag (the entity's name). */
  readonly tag: string;
  readonly summary?: string;
  /** The fields a list sorts by (its query made with `listQuery`): the web's sortable columns. */
  readonly sort?: readonly string[];
}

/** The 204 answer of deletes and commands that return nothing. */
export const noContent = z.null();

const fileMediaTypesOf = new WeakMap<z.ZodType, readonly [string, ...string[]]>();

/** The answer of an endpoint that sends a file of one of these media types: bytes, not JSON. */
export function fileOf(...mediaTypes: [string, ...string[]]): z.ZodFile {
  const schema = z.file();
  fileMediaTypesOf.set(schema, mediaTypes);
  return schema;
}

/** The answer of an endpoint that sends a file of any type (an attachment, as it was uploaded). */
export const fileResponse = z.file();
/** An Excel workbook (exports, import templates). */
export const excelFile = fileOf('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
/** A PDF document (payslips, payroll run reports). */
export const pdfFile = fileOf('application/pdf');

/** Whether an endpoint answers a file (`fileResponse`, `excelFile`, `pdfFile`, `fileOf(...)`). */
export function isFileResponse(response: z.ZodType): response is z.ZodFile {
  return response instanceof z.ZodFile;
}

/** The media types a file answer is declared with; `*\/*` for a file of any type. */
export function fileMediaTypes(response: z.ZodType): readonly string[] {
  return fileMediaTypesOf.get(response) ?? ['*/*'];
}

/** `{ id }` of the `/:id` paths: a UUID. */
export const idParams = z.object({ id: z.uuid() });

const madeEndpoints = new WeakSet<object>();

/** Whether a value is an endpoint made by {@link endpoint} (the OpenAPI document finds them among the exports). */
export function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && madeEndpoints.has(value);
}

/**
 * Declares an endpoint. The generic parameters keep each part's exact schema, so handlers and the web
 * client see the exact input and output types.
 */
export function endpoint<
  P extends Opt = undefined,
  Q extends Opt = undefined,
  B extends Opt = undefined,
  R extends Schema = typeof noContent,
>(definition: {
  method: HttpMethod;
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  response?: R;
  access: EndpointAccess;
  tag: string;
  summary?: string;
}): Endpoint<P, Q, B, R> {
  const names = [...definition.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const declared = definition.params instanceof z.ZodObject ? Object.keys(definition.params.shape) : [];
  if (names.join() !== declared.join())
    throw new Error(
      `${definition.method} ${definition.path}: params must declare exactly ${names.join(', ')}`,
    );
  const sort = sortFieldsOf(definition.query);
  const made: Endpoint<P, Q, B, R> = {
    method: definition.method,
    path: definition.path,
    params: definition.params as P,
    query: definition.query as Q,
    body: definition.body as B,
    response: (definition.response ?? noContent) as R,
    access: definition.access,
    tag: definition.tag,
    ...(definition.summary ? { summary: definition.summary } : {}),
    ...(sort ? { sort } : {}),
  };
  madeEndpoints.add(made);
  return made;
}

/** What the client sends for an endpoint: only the parts it declares. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends Schema
  ? { params: z.input<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends Schema ? { query?: z.input<E['query']> } : { query?: undefined }) &
  (E['body'] extends Schema ? { body: z.input<E['body']> } : { body?: undefined });

/** What the endpoint answers, as parsed JSON. */
export type EndpointOutput<E extends Endpoint> = z.output<E['response']>;

/** The concrete path of a call: each `:name` replaced by its URI-encoded parameter. */
export function pathOf(e: Pick<Endpoint, 'path'>, params?: Record<string, unknown>): string {
  return e.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${e.path}: missing parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Every endpoint of a record of endpoints (a module's `xEndpoints` object), for inventories. */
export function endpointList(group: Record<string, Endpoint>): Endpoint[] {
  return Object.values(group);
}

/**
 * `GET <list's path>/export-excel` (or `options.path`, where the list's path is not the resource's): the rows of a list as an Excel workbook, under the list's own query (its
 * filters and sorting; its paging is ignored: every row of the filter) and behind the list's own access.
 * Every grid's export is declared this way, so its filters can never differ from the list's.
 */
export function excelExportOf<Q extends Opt>(
  list: Endpoint<undefined, Q, undefined, Schema>,
  options: { path?: string; summary?: string } = {},
): Endpoint<undefined, Q, undefined, typeof excelFile> {
  if (list.method !== 'GET') throw new Error(`${list.path}: an export reads a GET list`);
  const summary =
    options.summary ?? 'The rows of the list under its filters and sorting, as an Excel workbook';
  return endpoint({
    method: 'GET',
    path: options.path ?? `${list.path}/export-excel`,
    ...((list.query ? { query: list.query } : {}) as { query?: Q }),
    response: excelFile,
    access: list.access,
    tag: list.tag,
    summary,
  });
}
