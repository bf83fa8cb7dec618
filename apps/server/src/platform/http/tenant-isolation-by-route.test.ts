import {
  allFeatures,
  allPermissions,
  departmentEndpoints,
  employeeEndpoints,
  featureEndpoints,
  jobTitleEndpoints,
} from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeBody } from '../../test/helpers/employees.ts';
import { isUuidSchema, type Parameter, sample, typeOf } from '../../test/openapi-schema.ts';
import {
  type Answer,
  fromRecord,
  idsFor,
  type Method,
  routeWalk,
  sampleValues,
  swapped,
  tableNamed,
  tableOfRoute,
} from '../../test/route-walk.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Tenant isolation of every route, driven by the route inventory, as `authorization.test.ts` is for
 * access: what one tenant may reach of another's rows is checked for each route without a case written
 * per entity, so a route added later is checked too. The parameters and bodies come from the OpenAPI
 * document (the descriptors' schemas).
 *
 * The victim is the demo tenant (acme, seeded with data in every module); the intruder a new tenant whose
 * admin holds every tenant permission with every feature on, is an employee (so self-service routes get
 * past "not an employee" to their lookup), and owns a copy of acme's business rows under new ids (so that
 * a write can send a valid record of its own). Every id of every acme row (each table with a `tenant_id`
 * column, read as the owner) is the material, and after each sweep nothing of acme's may have changed (a
 * fingerprint of acme's rows and the host's, before and after):
 * - every route with a uuid path parameter is called with acme's ids: a read may not answer 2xx with
 *   acme's data; a write sends a body made from the schema, and one made of acme's own record with its
 *   concurrency stamp, so that only the tenant filter stands between it and the row;
 * - every route with an id in its query (`employeeId=`, `departmentId=`, `providerKey=` ...) is called with
 *   acme's ids in it, and every read without parameters as is: nothing of acme's may come back;
 * - every write whose body names other rows (`jobTitleId`, `rules[].ruleId` ...) is sent as the intruder's
 *   own valid record with one of those ids swapped for acme's: no row of the intruder's may end up pointing
 *   at acme's (a foreign key does not see tenants);
 * - the reverse for the host: acme's admin calls every route with the host's ids (its users, roles,
 *   tenants) and may neither read nor change them.
 * "acme's data" in an answer (JSON, or an export's cells) is any id of an acme row or one of acme's
 * distinctive names; a 2xx file that is no workbook (a PDF) counts as data.
 */

let t: TestApp;
let acme: { id: string };
let other: { id: string; name: string };
let otherAdmin: string;
let acmeAdmin: string;
let hostAdmin: string;
/** acme's row ids per table (ordered), and all of them. */
const acmeIds = new Map<string, string[]>();
const acmeIdSet = new Set<string>();
/** acme's distinctive texts: names no other tenant's row holds. */
let acmeNames: string[] = [];
/** The host's ids: its own rows of the tenant tables, and the tenants. */
const hostIds = new Map<string, string[]>();
const hostIdSet = new Set<string>();
let tenantTables: string[] = [];
let hostOnlyTables: string[] = [];
let walk: ReturnType<typeof routeWalk>;

const rowsOf = async <R>(text: string, values: unknown[] = []) =>
  (await t.db.ownerSql.query<R>(text, values)).rows;

beforeAll(async () => {
  t = await createTestApp();
  walk = routeWalk(t);
  acme = { id: (await t.services.tenancy.tenants.findByName('acme'))!.id };
  other = await t.createTenant();
  hostAdmin = await t.login(null);
  // Every feature on for the intruder: a feature it lacked would stop its calls before the lookup.
  const features = allFeatures.map((f) => ({
    name: f.name,
    value:
      f.valueType.name === 'ToggleStringValueType'
        ? 'true'
        : f.valueType.name === 'SelectionStringValueType'
          ? f.valueType.itemSource.items.at(-1)!.value
          : f.defaultValue,
  }));
  const set = await t.call(hostAdmin, featureEndpoints.update, {
    query: { providerName: 'T', providerKey: other.id },
    body: { features },
  });
  expect(set.statusCode, set.body).toBe(204);
  otherAdmin = await t.login(other.name);
  acmeAdmin = await t.login('acme');

  // The intruder's admin is an employee of its own tenant, for the self-service routes.
  const department = await t.call(otherAdmin, departmentEndpoints.create, { body: { name: 'Intruders' } });
  expect(department.statusCode, department.body).toBe(200);
  const jobTitle = await t.call(otherAdmin, jobTitleEndpoints.create, {
    body: { name: 'Intruder', departmentId: department.json().id, baseSalary: '1000.00' },
  });
  expect(jobTitle.statusCode, jobTitle.body).toBe(200);
  const config = await t.call(otherAdmin, 'GET', '/api/abp/application-configuration');
  const adminId = config.json().currentUser.id as string;
  const employee = await t.call(otherAdmin, employeeEndpoints.create, {
    body: employeeBody(jobTitle.json().id, { userId: adminId }),
  });
  expect(employee.statusCode, employee.body).toBe(200);
  // A new sign-in: the token carries the employee.
  otherAdmin = await t.login(other.name);

  tenantTables = (
    await rowsOf<{ table_name: string }>(
      `select table_name from information_schema.columns
       where table_schema = 'public' and column_name = 'tenant_id' order by 1`,
    )
  ).map((r) => r.table_name);
  hostOnlyTables = (
    await rowsOf<{ table_name: string }>(
      `select table_name from information_schema.tables t
       where table_schema = 'public' and table_type = 'BASE TABLE'
         and not exists (select 1 from information_schema.columns c where c.table_schema = 'public'
                         and c.table_name = t.table_name and c.column_name = 'tenant_id')
       order by 1`,
    )
  ).map((r) => r.table_name);
  const withId = new Set(
    (
      await rowsOf<{ table_name: string }>(
        `select table_name from information_schema.columns
         where table_schema = 'public' and column_name = 'id' and data_type = 'uuid'`,
      )
    ).map((r) => r.table_name),
  );
  for (const table of tenantTables) {
    if (!withId.has(table)) continue;
    const ids = (
      await rowsOf<{ id: string }>(`select id from "${table}" where tenant_id = $1 order by id`, [acme.id])
    ).map((r) => r.id);
    acmeIds.set(table, ids);
    for (const id of ids) acmeIdSet.add(id);
    const host = (
      await rowsOf<{ id: string }>(`select id from "${table}" where tenant_id is null order by id`)
    ).map((r) => r.id);
    if (host.length) hostIds.set(table, host);
    for (const id of host) hostIdSet.add(id);
  }
  // The tenants are the host's rows too (acme's own included: acme may not read or change its tenant row).
  const tenants = (await rowsOf<{ id: string }>(`select id from tenants order by id`)).map((r) => r.id);
  hostIds.set('tenants', tenants);
  for (const id of tenants) if (id !== acme.id) hostIdSet.add(id);

  // acme's names: a name or national number of its rows that no other tenant's row, nor a row of a table
  // without a tenant, holds, nor holds within a longer name (a leave type's "Annual leave" may be everyone's;
  // acme's account "Salaries payable" is also the chart's account type every tenant reads), of several words or with
  // digits: a one-word name ("Employee") is also a column's title in every export.
  const names = new Set<string>();
  const foreign = new Set<string>();
  for (const table of [...tenantTables, ...hostOnlyTables]) {
    const columns = (
      await rowsOf<{ column_name: string }>(
        `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1
         and column_name in ('name', 'surname', 'national_number', 'name_en', 'name_ar', 'display_name_en',
                             'display_name_ar')
         and data_type = 'character varying'`,
        [table],
      )
    ).map((r) => r.column_name);
    for (const column of columns) {
      // A table without a tenant (the chart's account types, currencies) is every tenant's.
      const mine = tenantTables.includes(table) ? 'tenant_id = $1' : '$1::uuid is null';
      const rows = await rowsOf<{ v: string; mine: boolean }>(
        `select distinct "${column}" as v, ${mine} as mine from "${table}" where "${column}" is not null`,
        [acme.id],
      );
      for (const r of rows) (r.mine ? names : foreign).add(r.v);
    }
  }
  const foreignNames = [...foreign];
  acmeNames = [...names].filter(
    (n) => n.length >= 6 && /[\s\d]/.test(n) && !foreignNames.some((f) => f.includes(n)),
  );
  await cloneBusinessRows(adminId);
});
afterAll(() => t?.close());

/** Tables of the sign-in and its settings: the intruder keeps its own (its admin, roles and grants). */
const identityTables = new Set([
  'users',
  'roles',
  'user_roles',
  'user_directory',
  'permission_grants',
  'password_resets',
  'user_recovery_codes',
  'user_sessions',
  'security_logs',
  'settings',
  // The entity change log: the copies' own inserts are recorded for the intruder (its ids are generated).
  'audit_entity_changes',
]);

/**
 * Gives the intruder a copy of acme's business rows (every tenant table but the identity ones) under new
 * ids, acme's names in them written backwards, acme's users replaced by the intruder's admin (and no
 * employee linked to a user). A write can then send the intruder's own valid record with one id swapped
 * for acme's: only the service's check of that one reference stands between the write and acme's row.
 */
async function cloneBusinessRows(adminId: string): Promise<void> {
  const tables = tenantTables.filter((table) => !identityTables.has(table));
  const ids = new Map<string, string>([[acme.id, other.id]]);
  for (const table of tables) for (const id of acmeIds.get(table) ?? []) ids.set(id, crypto.randomUUID());
  for (const id of acmeIds.get('users') ?? []) ids.set(id, adminId);
  // acme's names written backwards wherever they are (a payslip's department name, a notification's
  // text), so that they stay acme's alone; a name's length and characters are kept, so it stays valid.
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const names = new RegExp(
    [...acmeNames]
      .sort((a, b) => b.length - a.length)
      .map(literal)
      .join('|'),
    'g',
  );
  const mirror = (text: string) => text.replace(names, (name) => [...name].reverse().join(''));
  const remap = (text: string) => mirror(text.replace(uuidPattern, (id) => ids.get(id.toLowerCase()) ?? id));
  let pending = tables;
  // Parents before children: a table whose foreign keys are not there yet waits for the next round.
  for (let round = 0; pending.length && round < 10; round++) {
    const failed: string[] = [];
    for (const table of pending) {
      const rows = await rowsOf<{ row: Record<string, unknown> }>(
        `select row_to_json(x) as row from "${table}" x where tenant_id = $1`,
        [acme.id],
      );
      if (!rows.length) continue;
      const copies = rows.map(({ row }) =>
        Object.fromEntries(
          Object.entries(row).map(([column, value]) => {
            if (column === 'user_id' && typeof value === 'string' && acmeIds.get('users')?.includes(value))
              return [column, null];
            if (typeof value === 'string') return [column, remap(value)];
            if (value && typeof value === 'object') return [column, JSON.parse(remap(JSON.stringify(value)))];
            return [column, value];
          }),
        ),
      );
      try {
        // A summary kept by triggers may already hold the rows its copied sources wrote (a contract's
        // employment span): those stand, as the triggers made them.
        const kept = table.startsWith('dashboard_') ? ' on conflict do nothing' : '';
        await t.db.ownerSql.query(
          `insert into "${table}" select * from json_populate_recordset(null::"${table}", $1::json)${kept}`,
          [JSON.stringify(copies)],
        );
      } catch (error) {
        if (!/foreign key/.test(String(error))) throw new Error(`copying ${table}: ${error}`);
        failed.push(table);
      }
    }
    pending = failed;
  }
  expect(pending).toEqual([]);
}

/** Turns row-level security off (or back on) on every tenant table, as the owner. */
async function setRowLevelSecurity(on: boolean): Promise<void> {
  for (const table of tenantTables)
    await t.db.ownerSql.query(`alter table "${table}" ${on ? 'enable' : 'disable'} row level security`);
}

/** md5 of each table's rows of acme, and of the host's (its rows of tenant tables, and its own tables). */
async function fingerprint(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const digest = (from: string, where: string, values: unknown[] = []) =>
    rowsOf<{ h: string; n: number }>(
      `select md5(coalesce(string_agg(x::text, E'\\n' order by x::text), '')) as h, count(*)::int as n
       from "${from}" x where ${where}`,
      values,
    ).then((r) => `${r[0]!.n} ${r[0]!.h}`);
  for (const table of tenantTables) {
    out.set(`acme ${table}`, await digest(table, 'tenant_id = $1', [acme.id]));
    out.set(`host ${table}`, await digest(table, 'tenant_id is null'));
  }
  for (const table of hostOnlyTables) out.set(`host ${table}`, await digest(table, 'true'));
  return out;
}

function changed(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...before].filter(([k, v]) => after.get(k) !== v).map(([k, v]) => `${k}: ${v} -> ${after.get(k)}`);
}

/** A body or value of the intruder's own, its uuid fields from `idFor(field)`: one that passes validation. */
const intruderValues = (idFor: (field: string) => string) => sampleValues(idFor);

const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** What of the victim's data an answer holds: its ids and (for acme) its names. */
function leaked(body: string, ids: ReadonlySet<string>, names: readonly string[]): string[] {
  const found = new Set<string>();
  for (const m of body.matchAll(uuidPattern)) if (ids.has(m[0].toLowerCase())) found.add(m[0]);
  for (const name of names) {
    if (body.includes(name) || body.includes(JSON.stringify(name).slice(1, -1))) found.add(name);
  }
  return [...found].slice(0, 3);
}

/** A failure's line if an answer shows the victim's data: a 2xx file, or JSON holding its ids or names. */
function checkAnswer(
  what: string,
  r: Answer,
  ids: ReadonlySet<string>,
  names: readonly string[],
): string | undefined {
  if (r.statusCode >= 300) return undefined;
  if (r.kind === 'file' && r.body.length > 0)
    return `${what} -> ${r.statusCode} answered a file of ${r.body.length} bytes`;
  const found = leaked(r.body, ids, names);
  return found.length ? `${what} -> ${r.statusCode} holds ${found.join(', ')}` : undefined;
}

/**
 * One sweep: the fingerprint before it, each call's answer checked (a victim's data in a 2xx, or a 5xx),
 * and at its end the count of calls, the failures and the fingerprint after.
 */
async function startSweep(ids: ReadonlySet<string>, names: readonly string[]) {
  const before = await fingerprint();
  const wrong: string[] = [];
  let sent = 0;
  return {
    wrong,
    async call(token: string, method: Method, url: string, body?: unknown, what = `${method} ${url}`) {
      const r = await walk.send(token, method, url, body);
      sent += 1;
      const line = checkAnswer(what, r, ids, names);
      if (line) wrong.push(line);
      if (r.statusCode >= 500) wrong.push(`${what} -> ${r.statusCode} ${r.body.slice(0, 160)}`);
    },
    async end(label: string, atLeast: number) {
      const after = await fingerprint();
      console.info(`${label}: ${sent} requests`);
      expect(sent).toBeGreaterThan(atLeast);
      expect(wrong).toEqual([]);
      expect(changed(before, after)).toEqual([]);
    },
  };
}

describe('tenant isolation of every route, from the inventory', () => {
  it('has the material: acme rows in most tables, an intruder holding every tenant permission and feature', async () => {
    const filled = [...acmeIds.values()].filter((ids) => ids.length > 0).length;
    expect(filled).toBeGreaterThan(30);
    expect(acmeNames.length).toBeGreaterThan(20);
    const config = (await walk.send(otherAdmin, 'GET', '/api/abp/application-configuration')).body;
    const { auth, features, currentUser } = JSON.parse(config);
    const missing = allPermissions
      .filter((p) => p.side !== 'host' && !auth.grantedPolicies[p.name])
      .map((p) => p.name);
    expect(missing).toEqual([]);
    const off = allFeatures
      .filter((f) => f.valueType.name === 'ToggleStringValueType' && features.values[f.name] !== 'true')
      .map((f) => f.name);
    expect(off).toEqual([]);
    expect(currentUser.employeeId).toBeTruthy();
    // Routes with a path id: the sanity bound, so an empty inventory cannot pass.
    expect(
      walk.apiRoutes().filter((r) => walk.idParamsOf(r.method, r.url).length > 0).length,
    ).toBeGreaterThan(80);
  });
});

/**
 * The sweeps run twice: as deployed, and with row-level security off on every tenant table. The second run
 * tests each service's own tenant filter, which the policies would otherwise hide (the recipe asks for
 * both locks: a query filtered by tenant, RLS the second); without RLS an answer can only show more of
 * acme's rows, never fewer, so it is the stricter run for every check here but a 5xx. That the policies
 * exist on every table and hide another tenant's rows is `platform/tenant-isolation.test.ts`'s.
 */
for (const rls of ['on', 'off'] as const)
  describe(`every route, row-level security ${rls}`, () => {
    beforeAll(async () => {
      if (rls === 'off') await setRowLevelSecurity(false);
    });
    afterAll(async () => {
      if (rls === 'off') await setRowLevelSecurity(true);
    });

    it("neither reads nor changes acme's rows through a route's path id, as another tenant's admin", async () => {
      const sweep = await startSweep(acmeIdSet, acmeNames);
      for (const route of walk.apiRoutes()) {
        const params = walk.idParamsOf(route.method, route.url);
        if (!params.length) continue;
        const method = route.method as Method;
        const op = walk.operationOf(method, route.url);
        const bodySchema = walk.bodySchemaOf(op);
        // A read is tried with every table's first id too; a write with the named table's ids (and, through
        // them, acme's own records as bodies), or every table's first when the path names none.
        for (const id of idsFor(route.url, acmeIds, 5, method === 'GET')) {
          const url = route.url.replace(/:(\w+)/g, (_, name: string) => (params.includes(name) ? id : name));
          const bodies: unknown[] = [];
          if (method === 'GET' || method === 'DELETE' || !bodySchema) bodies.push(undefined);
          else {
            const base = sample(
              bodySchema,
              intruderValues((field) => acmeIds.get(tableNamed(field, [...acmeIds.keys()]) ?? '')?.[0] ?? id),
            );
            bodies.push(base);
            const record = await walk.recordOf(acmeAdmin, route.url, id);
            if (record) bodies.push(fromRecord(bodySchema, base, record));
          }
          for (const body of bodies) {
            await sweep.call(otherAdmin, method, url, body);
          }
        }
      }
      await sweep.end('path ids', 1000);
    });

    it("answers nothing of acme's and changes nothing of it with acme's ids in the query, as another tenant's admin", async () => {
      const sweep = await startSweep(acmeIdSet, acmeNames);
      for (const route of walk.apiRoutes()) {
        if (/:\w+/.test(route.url)) continue;
        const method = route.method as Method;
        const op = walk.operationOf(method, route.url);
        const query = (op?.parameters ?? []).filter((p) => p.in === 'query');
        // An id in the query: a uuid (`employeeId=`), or a text that holds one (`providerKey=`, a user's id).
        const isIdParam = (p: Parameter) =>
          isUuidSchema(p.schema) || (typeOf(p.schema) === 'string' && /(id|key)$/i.test(p.name));
        const idParams = query.filter(isIdParam);
        if (method !== 'GET' && !idParams.length) continue;
        // The other required parameters: each value of an enum (`providerName=R|U`), else a sample.
        let bases = [new URLSearchParams()];
        for (const p of query) {
          if (!p.required || isIdParam(p)) continue;
          const values = p.schema?.enum?.length
            ? p.schema.enum
            : [
                sample(
                  p.schema,
                  intruderValues(() => ''),
                ),
              ];
          bases = bases.flatMap((b) =>
            values.map((v) => {
              const next = new URLSearchParams(b);
              next.set(p.name, String(v));
              return next;
            }),
          );
        }
        const bodySchema = walk.bodySchemaOf(op);
        const body = bodySchema
          ? sample(
              bodySchema,
              intruderValues(() => idsFor('', acmeIds, 0, true)[0]!),
            )
          : undefined;
        const calls: string[] = [];
        for (const base of bases) {
          if (method === 'GET' && !idParams.some((p) => p.required))
            calls.push(`${route.url}${base.size ? `?${base}` : ''}`);
          for (const p of idParams) {
            const named = tableNamed(p.name, [...acmeIds.keys()]);
            // The named table's ids (`employeeId`: employees), else every table's first (`bindEntityId`).
            const ids = named ? acmeIds.get(named)!.slice(0, 10) : idsFor('', acmeIds, 0, true);
            for (const id of ids) {
              const params = new URLSearchParams(base);
              for (const q of idParams) if (q.required && q !== p) params.set(q.name, id);
              params.set(p.name, id);
              calls.push(`${route.url}?${params}`);
            }
          }
        }
        for (const url of calls) {
          await sweep.call(otherAdmin, method, url, method === 'GET' ? undefined : body);
        }
      }
      await sweep.end('query ids', 300);
    });

    it("points no row of its own at acme's rows through the ids of a write's body", async () => {
      const sweep = await startSweep(acmeIdSet, acmeNames);
      const tables = [...acmeIds.keys()];
      const own = new Map<string, string[]>();
      for (const table of tables)
        own.set(
          table,
          (
            await rowsOf<{ id: string }>(`select id from "${table}" where tenant_id = $1 order by id`, [
              other.id,
            ])
          ).map((r) => r.id),
        );
      const madeUp = '7f000000-0000-4000-8000-000000000001';
      for (const route of walk.apiRoutes()) {
        const method = route.method as Method;
        const bodySchema = walk.bodySchemaOf(walk.operationOf(method, route.url));
        if ((method !== 'POST' && method !== 'PUT') || !bodySchema) continue;
        // The uuid fields of the body, found by sampling it.
        const fields = new Set<string>();
        sample(
          bodySchema,
          intruderValues((field) => {
            fields.add(field);
            return madeUp;
          }),
        );
        if (!fields.size) continue;
        // A write of a row of its own: the path's id is the intruder's row of the table the path names,
        // and the body its own record of that table (a create's too: a copy of a valid row).
        const params = walk.idParamsOf(method, route.url);
        const ownId = own.get(tableOfRoute(route.url, tables) ?? '')?.[0];
        if (params.length && !ownId) continue;
        const url = params.length ? route.url.replace(/:(\w+)/g, ownId!) : route.url;
        const ownOf = (field: string) => own.get(tableNamed(field, tables) ?? '')?.[0] ?? madeUp;
        const record = ownId ? await walk.recordOf(otherAdmin, route.url, ownId) : undefined;
        for (const field of fields) {
          const named = tableNamed(field, tables);
          // The named table's first acme id; for a field naming none (`bindEntityId`), every table's first.
          const targets = named ? (acmeIds.get(named) ?? []).slice(0, 1) : idsFor('', acmeIds, 0, true);
          for (const target of targets) {
            const base = sample(
              bodySchema,
              intruderValues((f) => (f === field ? target : ownOf(f))),
            );
            const merged = record ? swapped(fromRecord(bodySchema, base, record), field, target) : undefined;
            const body = merged?.swapped ? merged.body : base;
            await sweep.call(otherAdmin, method, url, body, `${method} ${url} ${field}=${target}`);
          }
        }
      }
      // No row of the intruder's holds an id of acme's, in any column (jsonb ones included).
      for (const table of tenantTables) {
        const rows = await rowsOf<{ row: string }>(
          `select x::text as row from "${table}" x where tenant_id = $1`,
          [other.id],
        );
        for (const { row } of rows) {
          const found = leaked(row, acmeIdSet, []);
          if (found.length)
            sweep.wrong.push(
              `${table} row of the intruder points at acme's ${found.join(', ')}: ${row.slice(0, 200)}`,
            );
        }
      }
      await sweep.end('body ids', 50);
    });

    it("neither reads nor changes the host's rows (its users, roles, tenants), as acme's admin", async () => {
      const sweep = await startSweep(hostIdSet, []);
      for (const route of walk.apiRoutes()) {
        const params = walk.idParamsOf(route.method, route.url);
        if (!params.length) continue;
        const method = route.method as Method;
        const bodySchema = walk.bodySchemaOf(walk.operationOf(method, route.url));
        for (const id of idsFor(route.url, hostIds, 10, true)) {
          const url = route.url.replace(/:(\w+)/g, (_, name: string) => (params.includes(name) ? id : name));
          // As above: a sampled body, and the host's own record of the row (read as the host's admin).
          const bodies: unknown[] = [];
          if (method === 'GET' || method === 'DELETE' || !bodySchema) bodies.push(undefined);
          else {
            const base = sample(
              bodySchema,
              intruderValues(() => id),
            );
            bodies.push(base);
            const record = await walk.recordOf(hostAdmin, route.url, id);
            if (record) bodies.push(fromRecord(bodySchema, base, record));
          }
          for (const body of bodies) {
            await sweep.call(acmeAdmin, method, url, body);
          }
        }
      }
      await sweep.end('host ids', 100);
    });
  });
