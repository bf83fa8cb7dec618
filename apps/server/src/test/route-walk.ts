import ExcelJS from 'exceljs';
import { isUuidSchema, type JsonSchema, type Operation, type SampleValues } from './openapi-schema.ts';
import type { TestApp } from './test-app.ts';

/**
 * What the tests that walk every route of the inventory share: the tenant isolation by route
 * (`platform/http/tenant-isolation-by-route.test.ts`) and the audit trail by route
 * (`platform/http/audit-trail-by-route.test.ts`). The routes, their operations in the OpenAPI document
 * (the descriptors' schemas), the tables their paths and fields name, a call read whole, and a row's own
 * record as its tenant reads it (what an update sends back, its concurrency stamp included).
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * Path parameters that are no row's id, each for a reason: the tenant lookup by name is public by design
 * (the sign-in page asks it before anyone signs in; it answers an id and whether the tenant is active),
 * and an OpenID interaction's uid is the sign-in's own, not a tenant row.
 */
export const notRowIds = new Set([
  'GET /api/abp/multi-tenancy/tenants/by-name/:name name',
  'POST /api/account/interaction/:uid/login uid',
  // A session is an OpenID grant (its id is the provider's, no row id); only the caller's own are found.
  'DELETE /api/account/sessions/:id id',
  // An entity type's name (Employee, SalaryRule) and its key as text (some keys are composite): no row ids;
  // the History of another tenant's entity answers empty (modules/audit/entity-change.test.ts).
  'GET /api/audit-logging/entity-history/:entityType/:entityId entityType',
  'GET /api/audit-logging/entity-history/:entityType/:entityId entityId',
]);

export const nullable = (schema: JsonSchema & { nullable?: boolean }): boolean =>
  schema.nullable === true ||
  (Array.isArray(schema.type) && schema.type.includes('null')) ||
  (schema.anyOf ?? schema.oneOf ?? []).some((s) => s.type === 'null');

/**
 * The values a sampled body or parameter is filled with, its uuid fields from `idFor(field)`: one that passes
 * validation (texts are `text`, an e-mail address made of it).
 */
export const sampleValues = (idFor: (field: string) => string, text = 'Intruder'): SampleValues => ({
  idFor,
  text,
  email: `${text.toLowerCase().replace(/[^a-z0-9]/g, '')}@example.test`,
  date: '2026-01-05',
  dateTime: '2026-01-05T08:00:00Z',
  full: true,
});

/**
 * The table a name most plausibly names: `job-title` (a path segment) or `jobTitleId` (a field) is
 * `job_titles`. Undefined when no table matches; the routes are then tried with every table's ids.
 */
export function tableNamed(name: string, tables: readonly string[]): string | undefined {
  const words = name
    .replace(/Ids?$/, '')
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase()
    .split('_')
    .filter(Boolean);
  // `parentDepartmentId` is a department: the leading words are dropped one by one.
  for (let i = 0; i < words.length; i++) {
    const base = words.slice(i).join('_');
    const found = [base, `${base}s`, `${base}es`, base.replace(/y$/, 'ies')].find((c) => tables.includes(c));
    if (found) return found;
  }
  return undefined;
}

/** The table a route's path names: `/api/app/job-title/:id` is job_titles. */
export const tableOfRoute = (url: string, tables: readonly string[]) =>
  tableNamed(url.split('/').filter((s) => s && !s.startsWith(':'))[2] ?? '', tables);

/**
 * The ids to try a route's path id with: a few of the table its path names, and the first of every
 * table's when `everyTable` or when the path names none (the naming is a guess: `/penalty/:id` is a
 * discipline record).
 */
export function idsFor(
  url: string,
  ids: ReadonlyMap<string, string[]>,
  ofNamed: number,
  everyTable: boolean,
): string[] {
  const named = tableOfRoute(url, [...ids.keys()]);
  const out = new Set<string>(named ? ids.get(named)!.slice(0, ofNamed) : []);
  if (everyTable || !named) for (const list of ids.values()) if (list[0]) out.add(list[0]);
  return [...out];
}

export const isZip = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;

/** Every cell of every sheet of a workbook, as text. */
export async function workbookText(bytes: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const cells: string[] = [];
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) => row.eachCell((cell) => cells.push(JSON.stringify(cell.text)))),
  );
  return cells.join('\n');
}

export interface Answer {
  statusCode: number;
  /** The text, or a workbook's cells. */
  body: string;
  kind: 'json' | 'workbook' | 'file';
}

/** The body schema's fields filled from a record where it has them (acme's concurrency stamp included). */
export function fromRecord(schema: JsonSchema, base: unknown, record: Record<string, unknown>): unknown {
  if (!base || typeof base !== 'object' || Array.isArray(base)) return base;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const value = record[key];
    // A null only where the body takes one (the record's "no manager"), else the sample's value stays.
    if (value !== undefined && (value !== null || nullable(property))) out[key] = value;
  }
  return out;
}

/** A body with its first `field` (nested ones too) set to `target`; `swapped` says whether there was one. */
export function swapped(body: unknown, field: string, target: string): { body: unknown; swapped: boolean } {
  let count = 0;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => {
        // The first one only: a list of rules each naming a rule takes one foreign rule among its own.
        if (k === field && count === 0 && (typeof v === 'string' || v === null)) {
          count += 1;
          return [k, target];
        }
        return [k, walk(v)];
      }),
    );
  };
  const out = walk(body);
  return { body: out, swapped: count > 0 };
}

/** The walk's functions bound to an app: its OpenAPI document and routes. */
export function routeWalk(t: TestApp) {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };

  const operationOf = (method: string, url: string): Operation | undefined =>
    doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];

  const bodySchemaOf = (op: Operation | undefined) => op?.requestBody?.content?.['application/json']?.schema;

  /** The API routes a signed-in caller may reach (public ones included: they must not leak either). */
  const apiRoutes = () => t.routes.filter((r) => /^\/api\//.test(r.url) && r.access !== undefined);

  /** The uuid path parameters of a route; any other path parameter must be a declared exception. */
  function idParamsOf(method: string, url: string): string[] {
    const op = operationOf(method, url);
    return [...url.matchAll(/:(\w+)/g)]
      .map((m) => m[1]!)
      .filter((name) => {
        const schema = op?.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema;
        if (isUuidSchema(schema)) return true;
        if (!notRowIds.has(`${method} ${url} ${name}`))
          throw new Error(`${method} ${url}: path parameter ${name} is no uuid; declare why in notRowIds`);
        return false;
      });
  }

  /**
   * Calls a route and reads its answer; a live stream (notifications) is closed after its head, as it never
   * ends by itself and sends no row.
   */
  async function send(token: string, method: Method, url: string, payload?: unknown): Promise<Answer> {
    const abort = new AbortController();
    const r = await t.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${token}`,
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
      payloadAsStream: true,
      signal: abort.signal,
    });
    const type = String(r.headers['content-type'] ?? '');
    const chunks: Buffer[] = [];
    if (!type.startsWith('text/event-stream'))
      for await (const chunk of r.stream()) chunks.push(Buffer.from(chunk));
    abort.abort();
    const bytes = Buffer.concat(chunks);
    // A workbook (an export) is read as its cells' text, so that what it lists is checked as JSON is.
    if (!/json/.test(type) && isZip(bytes))
      return { statusCode: r.statusCode, body: await workbookText(bytes), kind: 'workbook' };
    return { statusCode: r.statusCode, body: bytes.toString(), kind: /json/.test(type) ? 'json' : 'file' };
  }

  const records = new Map<string, Record<string, unknown> | undefined>();

  /**
   * A row's own record as its tenant reads it, through a GET of the write route's path up to the id (or one
   * segment more): what an update sends back, its concurrency stamp included.
   */
  async function recordOf(
    token: string,
    url: string,
    id: string,
  ): Promise<Record<string, unknown> | undefined> {
    // The path up to its id, or for a create (`/api/app/contract`) its entity's first segments.
    const prefix = url.includes(':id')
      ? url.slice(0, url.indexOf(':id') + 3)
      : `${url.split('/').slice(0, 4).join('/')}/:id`;
    const key = `${token} ${prefix} ${id}`;
    if (records.has(key)) return records.get(key);
    let found: Record<string, unknown> | undefined;
    const reads = apiRoutes()
      .filter(
        (r) => r.method === 'GET' && (r.url === prefix || /^\/[\w-]+$/.test(r.url.slice(prefix.length))),
      )
      .filter((r) => r.url.startsWith(prefix) && !/pdf|export/.test(r.url))
      .sort((a, b) => a.url.length - b.url.length);
    for (const read of reads) {
      const r = await send(token, 'GET', read.url.replace(':id', id));
      if (r.statusCode !== 200 || r.kind !== 'json') continue;
      const record = JSON.parse(r.body) as unknown;
      if (record && typeof record === 'object' && (record as { id?: unknown }).id === id) {
        found = record as Record<string, unknown>;
        break;
      }
    }
    records.set(key, found);
    return found;
  }

  return { doc, operationOf, bodySchemaOf, apiRoutes, idParamsOf, send, recordOf };
}
