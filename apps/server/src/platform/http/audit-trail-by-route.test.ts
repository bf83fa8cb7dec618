import { allPermissions, employeeEndpoints, pathOf } from '@hr/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedRows, type Prepared, walkSetup } from '../../test/audit-trail-walk-setup.ts';
import { employeeBody } from '../../test/helpers/employees.ts';
import { sample } from '../../test/openapi-schema.ts';
import {
  fromRecord,
  type Method,
  routeWalk,
  sampleValues,
  tableNamed,
  tableOfRoute,
} from '../../test/route-walk.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { accessPolicies } from '../context.ts';
import { alwaysExcluded, alwaysSecret, auditDeclarations, notAudited } from '../db/audit-trail.ts';

/**
 * The entity change log of every write route (issue 40), driven by the route inventory as the tenant
 * isolation by route is, so that a route added later is walked without a case written for it: each write
 * (POST, PUT, PATCH, DELETE) of the API is called once as it would be used, its body made from its schema
 * (and, for a change of a row, the row's own record with its concurrency stamp), and the records of that
 * request (its `x-request-id`) must be the change it made:
 * - at least one record, every one under the request's id, its caller and tenant, of a declared entity;
 * - the route's own row (its path id, or the id a create answers) recorded exactly once, with its action
 *   (a create 0, a change 1, a delete 2), and no row recorded twice by one request;
 * - each recorded property's new value the row's value now (an update's old value another one), a secret
 *   column recorded as "secret" and never with its value;
 * - nothing recorded by the request under another id or none (a later transaction without the request).
 * Routes whose sampled call cannot succeed are called with the state they need, built through the API
 * (and the product's job queue, started here without workers but while a run is computed) by
 * `test/audit-trail-walk-setup.ts`: an employee without a PIN, a draft payslip, a TOTP code, a workbook...
 * A refused write leaves nothing: the same route with a body that fails validation, as a user without its
 * permission, with a stale concurrency stamp where its body carries one, and every refusal met on the way
 * (a business rule's 4xx).
 * The writes that change no audited data are listed with their reason ({@link notAuditedWrites}); a write
 * route that is in neither (one the walk cannot call successfully and that is not declared) fails.
 */

let t: TestApp;
let walk: ReturnType<typeof routeWalk>;
let acmeId: string;
let admin: string;
let adminId: string;
let host: string;
let hostId: string;
let stranger: TestUser;

/**
 * Write routes that change no audited data, each with its reason: sign-in and tokens, reads made by POST,
 * messages and devices. A call of each that succeeds must leave no record either.
 */
const notAuditedWrites: Record<string, string> = {
  'POST /api/account/send-password-reset-code': 'a one-time code (password_resets; the security log has it)',
  'POST /api/setting-management/emailing/send-test-email': 'sends a test mail, stores nothing',
  'POST /api/app/salary-rule/try': "a read by POST: a rule's result for an employee, nothing stored",
  'POST /api/app/salary-structure/try': "a read by POST: a structure's payslip lines, nothing stored",
  'POST /api/app/leave-request/calc-duration': "a read by POST: a request's days, nothing stored",
  'POST /api/app/terminal/test-connection': 'asks a device, stores nothing',
  'POST /api/app/notification/:id/mark-as-seen': 'notifications are not audited (derived messages)',
  'POST /api/app/notification/mark-all-as-seen': 'notifications are not audited (derived messages)',
  'POST /api/app/notification/send-notification': 'notifications are not audited (derived messages)',
  'DELETE /api/account/sessions/:id': 'sign-in sessions and tokens (the security log records it)',
  'DELETE /api/account/sessions': 'sign-in sessions and tokens (the security log records it)',
  'POST /api/identity/users/:id/end-sessions': 'sign-in sessions and tokens (the security log records it)',
  'POST /api/app/terminal/:id/set-clock': "sets a device's clock, stores nothing",
  'POST /api/account/two-factor/recovery-codes':
    'new recovery codes (hashes, user_recovery_codes: not audited; the security log records it)',
  'POST /api/app/job-execution-record/sync-attendance':
    "queues the attendance sync: the job's own run record (not audited); the records it reads are recorded when it runs",
  'PUT /api/identity/users/:id/unlock':
    "the lockout counters are the security log's (excluded from the user's record): nothing recorded changes",
};

/**
 * Write routes the walk does not call successfully, each with the state it would need and where that
 * write's record is proven instead. The list must be exactly the routes the walk could not call: a route
 * the walk reaches is taken off, and a new route it cannot reach fails until it is listed (or walked).
 */
const notWalked: Record<string, string> = {};

/**
 * Rows a write rewrites (deletes and inserts again under the same key) rather than changing: each is
 * recorded twice by one request (removed, then added), where an auditor expects one record or none.
 * Known gaps, listed so that the check stands for every other entity; a listed one that stops being
 * rewritten fails, so that it is taken off.
 */
const rewrites: Record<string, string> = {};
const rewritten = new Set<string>();

/**
 * Calls the walk makes otherwise than from the schema, and the state they need (a value the sample cannot
 * know, another caller, a row in the state the route takes): `test/audit-trail-walk-setup.ts`.
 */
let setup: ReturnType<typeof walkSetup>;

/** The tables of the declared entities, and their key columns. */
const tableOf = new Map<string, { table: string; key: string[] }>();
for (const [table, d] of Object.entries(auditDeclarations))
  tableOf.set(d.entity, { table, key: d.key ?? ['id'] });
/** The columns an entity's declaration leaves out of its records (a payslip's lines and inputs). */
const excludedOf = (entity: string) =>
  new Set(auditDeclarations[tableOf.get(entity)?.table ?? '']?.exclude ?? []);
const secretOf = (entity: string) => {
  const table = tableOf.get(entity)?.table;
  return new Set([...alwaysSecret, ...((table && auditDeclarations[table]?.secret) || [])]);
};

interface Change {
  id: string;
  tenant_id: string | null;
  user_id: string | null;
  correlation_id: string | null;
  entity_type: string;
  entity_id: string;
  change_type: number;
  properties: Record<string, unknown>;
}

const rowsOf = async <R>(text: string, values: unknown[] = []) =>
  (await t.db.ownerSql.query<R>(text, values)).rows;
const lastChange = async () =>
  Number((await rowsOf<{ m: string }>('select coalesce(max(id), 0) as m from audit_entity_changes'))[0]!.m);
const changesSince = (since: number) =>
  rowsOf<Change>('select * from audit_entity_changes where id > $1 order by id', [since]);

/**
 * Values of the fields whose format a sampled text does not meet, by the field's name (the same field
 * means the same thing in every contract): a code, an address, an amount, a time, the later end of a
 * range. `n` makes each call's codes and numbers its own.
 */
function fieldValue(field: string, value: unknown, n: number): unknown {
  const ends: Record<string, string> = {
    dateOfBirth: '1990-05-01',
    endDate: '2026-01-31',
    validityTo: '2026-12-31',
    to: '2026-01-06',
    fixAttendanceTo: '2026-01-05T16:00:00Z',
    checkOut: '2026-01-05T16:00:00Z',
  };
  if (typeof value === 'string' && field in ends && /^\d{4}-/.test(value)) return ends[field];
  if (typeof value !== 'string' || !value.startsWith('Walk ')) {
    if (field === 'numberOfDays') return 6 + (n % 3);
    if (field === 'pin') return 90_000 + n;
    return value;
  }
  const texts: [RegExp, unknown][] = [
    [/^userName$/, `walk${n}`],
    [/^(password|newPassword)$/, `Walk${n}-1q2w3E*`],
    [/^(conditionCode|valueCode|defaultValue)$/, null],
    [/^ipAddress$/, '10.9.8.7'],
    [/^timeZone$/, 'Asia/Dubai'],
    [/^rate$/, `1.${n}`],
    [/salary|amount|^value$/i, '100.00'],
    [/^(from|fromTime|expectedAttendance)$/, '08:00'],
    [/^(to|toTime)$/, '16:00'],
    [/^bic$/, 'NBADAEAA'],
    [/^iban$/, 'AE070331234567890123456'],
    [/^wpsRoutingCode$/, '123456789'],
    [/^wpsEmployerId$/, '1234567890123'],
    [/^currencyCode$/, 'EUR'],
    [/^code$/, `W${n}`],
    [/^nationalNumber$/, `${9_000_000_000 + n}`],
    [/^phoneNumber$/, '+971501234567'],
    [/^file$/, Buffer.from('%PDF-1.4\n%walk\n').toString('base64')],
    [/^fileName$/, 'walk.pdf'],
    [/^roleNames$/, 'Employee'],
  ];
  for (const [pattern, replacement] of texts) if (pattern.test(field)) return replacement;
  return value;
}

/** A sampled body with {@link fieldValue}'s values, in nested objects and lists too. */
function withFieldValues(body: unknown, n: number, field = ''): unknown {
  if (Array.isArray(body)) return body.map((item) => withFieldValues(item, n, field));
  if (!body || typeof body !== 'object') return fieldValue(field, body, n);
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, withFieldValues(v, n, k)]));
}

let serial = 0;
/** A name of the walk's own, unique (names are unique per tenant in many tables). */
const uniqueText = () => `Walk ${Date.now().toString(36)} ${(serial++).toString(36)}`;

/**
 * The rows a route's path segment or a body field names: a declared mapping ({@link namedRows}: a penalty
 * type is a discipline type of kind 0), or the table its words name.
 */
interface Named {
  table: string;
  where?: string;
}
function rowsNamed(name: string): Named | undefined {
  const kebab = name
    .replace(/Ids?$/, '')
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase();
  if (namedRows[kebab]) return namedRows[kebab];
  const table = tableNamed(name, tables);
  return table ? { table } : undefined;
}
const segmentOf = (url: string) => url.split('/').filter((s) => s && !s.startsWith(':'))[2] ?? '';
const keyOf = (named: Named | undefined) => (named ? `${named.table} ${named.where ?? ''}` : '');

/** acme's (or the host's) ids of a table (of its rows a mapping names), its live rows first. */
const idsCache = new Map<string, string[]>();
async function idsOf(named: Named | string, tenant: string | null): Promise<string[]> {
  const { table, where: only } = typeof named === 'string' ? { table: named, where: undefined } : named;
  const key = `${table} ${only ?? ''} ${tenant}`;
  if (!idsCache.has(key)) {
    const columns = await rowsOf<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1`,
      [table],
    );
    const has = new Set(columns.map((c) => c.column_name));
    if (!has.has('id')) idsCache.set(key, []);
    else {
      const where = [has.has('tenant_id') ? (tenant ? 'tenant_id = $1' : 'tenant_id is null') : 'true'];
      if (only) where.push(only);
      const order = has.has('is_deleted') ? 'is_deleted, id' : 'id';
      idsCache.set(
        key,
        (
          await rowsOf<{ id: string }>(
            `select id from "${table}" where ${where.join(' and ')} order by ${order} limit 20`,
            tenant && has.has('tenant_id') ? [tenant] : [],
          )
        ).map((r) => r.id),
      );
    }
  }
  return idsCache.get(key)!;
}

/** The rows the walk made, by table (and mapping): a change or a delete takes them first (nothing depends on them). */
const made = new Map<string, string[]>();

let tables: string[] = [];
const isHostRoute = (access: unknown) => {
  if (!access || typeof access !== 'object') return false;
  const policies = accessPolicies(access as never);
  return (
    policies.length > 0 && policies.every((p) => allPermissions.find((q) => q.name === p)?.side === 'host')
  );
};

interface Call {
  status: number;
  requestId: string;
  json: unknown;
  body: string;
}
async function call(token: string | null, method: Method, url: string, payload?: unknown): Promise<Call> {
  const r: LightMyRequestResponse = await t.app.inject({
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'user-agent': 'audit-walk',
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
  let json: unknown;
  try {
    json = /json/.test(String(r.headers['content-type'])) ? r.json() : undefined;
  } catch {
    json = undefined;
  }
  return { status: r.statusCode, requestId: String(r.headers['x-request-id'] ?? ''), json, body: r.body };
}

beforeAll(async () => {
  t = await createTestApp();
  walk = routeWalk(t);
  acmeId = (await t.services.tenancy.tenants.findByName('acme'))!.id;
  admin = await t.login('acme');
  host = await t.login(null);
  const me = async (token: string) =>
    (await call(token, 'GET', '/api/abp/application-configuration')).json as { currentUser: { id: string } };
  adminId = (await me(admin)).currentUser.id;
  hostId = (await me(host)).currentUser.id;
  setup = walkSetup(t, { admin: () => admin, adminId: () => adminId, acmeId: () => acmeId });
  setup.useHost(host);
  await setup.startQueue();
  stranger = await t.userWith('acme', []);
  // acme's admin is an employee too, for the self-service routes (a new sign-in: the token carries it).
  const [jobTitle] = await idsOf('job_titles', acmeId);
  const employee = await call(
    admin,
    'POST',
    pathOf(employeeEndpoints.create),
    employeeBody(jobTitle!, { userId: adminId }),
  );
  expect(employee.status, employee.body).toBe(200);
  admin = await t.login('acme');
  tables = (
    await rowsOf<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )
  ).map((r) => r.table_name);
}, 300_000);
afterAll(async () => {
  await setup?.stop();
  await t?.close();
});

/** The write routes of the API, creates first, then changes, then deletes (of the rows the creates made). */
function writeRoutes() {
  const order = (r: { method: string; url: string }) =>
    r.method === 'DELETE' ? 2 : r.method === 'POST' && !/:\w+/.test(r.url) ? 0 : 1;
  return walk
    .apiRoutes()
    .filter((r) => r.method !== 'GET' && r.access !== 'public')
    .sort((a, b) => order(a) - order(b));
}

const wrong: string[] = [];
const exercised = new Set<string>();
const refusals = { validation: 0, permission: 0, stale: 0, business: 0 };

/** Checks the records of one call: none for a refusal, the change it made for a success. */
async function check(
  route: string,
  caller: { id: string; tenant: string | null },
  target: { id?: string; action?: number },
  r: Call,
  changes: Change[],
): Promise<void> {
  const what = `${route} -> ${r.status}`;
  if (r.status >= 300) {
    if (r.status >= 500) wrong.push(`${what}: ${r.body.slice(0, 200)}`);
    if (changes.length) wrong.push(`${what} (refused) left ${changes.length} records`);
    return;
  }
  if (!r.requestId) wrong.push(`${what}: no x-request-id`);
  if (route in notAuditedWrites) {
    if (changes.length)
      wrong.push(`${what}: declared as writing no audited data, left ${changes.map((c) => c.entity_type)}`);
    return;
  }
  if (!changes.length) {
    wrong.push(`${what}: a write that left no record`);
    return;
  }
  const seen = new Map<string, number>();
  for (const c of changes) {
    const label = `${what}: ${c.entity_type} ${c.entity_id} (${c.change_type})`;
    if (c.correlation_id !== r.requestId) wrong.push(`${label} under request ${c.correlation_id}`);
    if (c.user_id !== caller.id) wrong.push(`${label} by user ${c.user_id}`);
    // The host's new tenant: its roles, grants, settings and admin are the new tenant's own.
    const newTenant = changes.some(
      (x) => x.entity_type === 'Tenant' && x.change_type === 0 && x.entity_id === c.tenant_id,
    );
    if (c.tenant_id !== caller.tenant && !(caller.tenant === null && newTenant))
      wrong.push(`${label} in tenant ${c.tenant_id}`);
    if (!tableOf.has(c.entity_type)) wrong.push(`${label}: no declared entity`);
    const key = `${c.entity_type} ${c.entity_id}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
    const secret = secretOf(c.entity_type);
    for (const [column, value] of Object.entries(c.properties)) {
      if (alwaysExcluded.includes(column) || excludedOf(c.entity_type).has(column))
        wrong.push(`${label}: excluded column ${column} recorded`);
      if (secret.has(column) && value !== 'secret')
        wrong.push(`${label}: secret ${column} recorded with values`);
    }
    if (!Object.keys(c.properties).length) wrong.push(`${label}: no properties`);
  }
  for (const [key, n] of seen)
    if (n > 1) {
      const entity = key.split(' ')[0]!;
      if (entity in rewrites) rewritten.add(entity);
      else wrong.push(`${what}: ${key} recorded ${n} times`);
    }
  if (target.id && !((tableOfRoute(route.split(' ')[1]!, tables) ?? '') in notAudited)) {
    const own = changes.filter((c) => c.entity_id === target.id);
    if (own.length !== 1) wrong.push(`${what}: its row ${target.id} recorded ${own.length} times`);
    else if (target.action !== undefined && own[0]!.change_type !== target.action)
      wrong.push(`${what}: its row recorded as ${own[0]!.change_type}, not ${target.action}`);
  }
  // Each property against the row as it is now (rows recorded once: a row recorded twice is wrong above).
  for (const c of changes) {
    if (seen.get(`${c.entity_type} ${c.entity_id}`)! > 1) continue;
    const entity = tableOf.get(c.entity_type);
    if (!entity) continue;
    const keyText =
      entity.key.length === 1
        ? `x."${entity.key[0]}"::text`
        : `concat_ws('/', ${entity.key.map((k) => `x."${k}"::text`).join(', ')})`;
    const [row] = await rowsOf<{ row: Record<string, unknown> }>(
      `select to_jsonb(x) as row from "${entity.table}" x where ${keyText} = $1`,
      [c.entity_id],
    );
    const label = `${what}: ${c.entity_type} ${c.entity_id} (${c.change_type})`;
    if (c.change_type === 2) {
      if (row && row.row.is_deleted !== true) wrong.push(`${label}: recorded deleted, still there`);
      continue;
    }
    if (!row) {
      wrong.push(`${label}: recorded, no such row`);
      continue;
    }
    for (const [column, value] of Object.entries(c.properties)) {
      if (value === 'secret') continue;
      const [old, now] = value as [unknown, unknown];
      if (JSON.stringify(now) !== JSON.stringify(row.row[column] ?? null))
        wrong.push(
          `${label}: ${column} recorded as ${JSON.stringify(now)}, is ${JSON.stringify(row.row[column])}`,
        );
      if (c.change_type === 0 && old !== null) wrong.push(`${label}: a create's ${column} has an old value`);
      if (c.change_type === 1 && JSON.stringify(old) === JSON.stringify(now))
        wrong.push(`${label}: ${column} recorded unchanged`);
    }
  }
}

describe('the entity change log of every write route, from the inventory', () => {
  it('records each successful write once under its request, and no refused one', async () => {
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const notExercised: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const method = route.method as Method;
      const hostSide = isHostRoute(route.access);
      let prepared: Prepared;
      try {
        prepared = (await setup.setups[key]?.()) ?? {};
      } catch (error) {
        notExercised.push(`${key}: its set-up failed: ${String(error).slice(0, 400)}`);
        continue;
      }
      const token = prepared.as?.token ?? (hostSide ? host : admin);
      const caller = prepared.as ?? { id: hostSide ? hostId : adminId, tenant: hostSide ? null : acmeId };
      const tenant = caller.tenant;
      const params = walk.idParamsOf(method, route.url);
      const named = rowsNamed(segmentOf(route.url));
      const schema = walk.bodySchemaOf(walk.operationOf(method, route.url));
      // Never the walk's own callers (a change of their password ends their sessions).
      const own = new Set([adminId, hostId, stranger.id]);
      const candidates = params.length
        ? [
            ...(prepared.ids ?? []),
            ...(made.get(keyOf(named)) ?? []).slice(-2).reverse(),
            ...(named ? await idsOf(named, tenant) : []),
          ].filter((id) => !own.has(id))
        : [undefined];
      const query = prepared.query ? `?${prepared.query}` : '';
      const urlOf = (id: string | undefined) =>
        route.url.replace(/:(\w+)/g, (_, n) =>
          params.includes(n) ? (id ?? crypto.randomUUID()) : (prepared.path?.[n] ?? n),
        ) + query;
      const refused = async (who: string | null, url: string, body: unknown) => {
        const since = await lastChange();
        const r = await call(who, method, url, body);
        await check(key, caller, {}, r, await changesSince(since));
        return r.status;
      };
      // Refused: a body that fails validation (or a path id that is no id), as a caller without the
      // permission (a policy route).
      const firstUrl = urlOf(candidates[0]);
      const invalid = schema
        ? await refused(token, firstUrl, [42])
        : params.length
          ? await refused(token, route.url.replace(/:(\w+)/, 'x'), undefined)
          : undefined;
      if (invalid !== undefined) {
        if (invalid !== 400) wrong.push(`${key}: an invalid call answered ${invalid}`);
        else refusals.validation++;
      }
      if (typeof route.access === 'object' && !hostSide) {
        const status = await refused(
          stranger.token,
          firstUrl,
          schema
            ? sample(
                schema,
                sampleValues(() => crypto.randomUUID()),
              )
            : undefined,
        );
        if (status !== 403) wrong.push(`${key}: a caller without the permission answered ${status}`);
        else refusals.permission++;
      }
      let done = false;
      let last = 'no id to call it with';
      for (const id of candidates.slice(0, 6)) {
        if (params.length && !id) continue;
        const url = urlOf(id);
        let body: unknown;
        if (schema) {
          const fieldIds = new Map<string, string | undefined>();
          for (const field of Object.keys(schema.properties ?? {})) {
            const rows = rowsNamed(field);
            if (rows) fieldIds.set(field, (await idsOf(rows, tenant))[0]);
          }
          const idFor = (field: string) => fieldIds.get(field) || id || crypto.randomUUID();
          const text = uniqueText();
          const base = withFieldValues(sample(schema, sampleValues(idFor, text)), serial) as Record<
            string,
            unknown
          >;
          const record = id ? await walk.recordOf(token, route.url, id) : undefined;
          body = base;
          if (record) {
            // The row's own record with its names changed: an update that changes nothing records nothing.
            const changed = fromRecord(schema, base, record) as Record<string, unknown>;
            for (const [field, value] of Object.entries(base))
              if (
                (value === text && /name|description|note|remark|reason/i.test(field)) ||
                /^(pin|rate|numberOfDays)$/.test(field)
              )
                changed[field] = value;
            body = changed;
          }
          if (prepared.body) body = prepared.body(body as Record<string, unknown>);
        }
        const since = await lastChange();
        const r = await call(token, method, url, body);
        const changes = await changesSince(since);
        await prepared.after?.();
        // A create answers its row (with its id) or the id alone, as text.
        const createdId = params.length
          ? undefined
          : typeof r.json === 'string' && /^[0-9a-f-]{36}$/.test(r.json)
            ? r.json
            : r.json && typeof r.json === 'object'
              ? (r.json as { id?: unknown }).id
              : undefined;
        await check(
          key,
          caller,
          params.length
            ? { id, action: method === 'DELETE' ? 2 : 1 }
            : typeof createdId === 'string' && method === 'POST'
              ? { id: createdId, action: 0 }
              : {},
          r,
          changes,
        );
        if (r.status >= 300) {
          last = `${r.status} ${body === undefined ? '' : JSON.stringify(body).slice(0, 300)} -> ${r.body.slice(0, 300)}`;
          refusals.business++;
          continue;
        }
        if (typeof createdId === 'string' && named)
          made.set(keyOf(named), [...(made.get(keyOf(named)) ?? []), createdId]);
        // The same change again with the stamp it was sent with, now stale: refused, and leaves nothing.
        if (
          method !== 'DELETE' &&
          typeof (body as { concurrencyStamp?: unknown })?.concurrencyStamp === 'string'
        ) {
          const status = await refused(token, url, body);
          // A conflict, or a refusal for the state the first call left (a payslip cancelled twice).
          if (status === 409) refusals.stale++;
          else if (status < 400 || status >= 500) wrong.push(`${key}: a stale stamp answered ${status}`);
        }
        exercised.add(key);
        done = true;
        break;
      }
      if (!done) notExercised.push(`${key}: ${last}`);
    }
    console.info(
      `audit by route: ${exercised.size} of ${routes.length} write routes; refused ${JSON.stringify(refusals)}`,
    );
    expect({
      wrong,
      notExercised: notExercised.filter((line) => !(line.split(': ')[0]! in notWalked)),
    }).toEqual({
      wrong: [],
      notExercised: [],
    });
    // The lists say what is so: no route walked that is listed as not walked, no rewrite that stopped.
    expect(Object.keys(notWalked).filter((route) => exercised.has(route))).toEqual([]);
    expect(Object.keys(rewrites).filter((entity) => !rewritten.has(entity))).toEqual([]);
    expect(refusals.stale).toBeGreaterThan(10);
    expect(refusals.permission).toBeGreaterThan(80);
    expect(refusals.validation).toBeGreaterThan(100);
  }, 300_000);
});
