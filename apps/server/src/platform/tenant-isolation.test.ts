import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { appRole } from './db/database.ts';
import { settings } from './platform.tables.ts';

let t: TestApp;
let acmeToken: string;
let globexToken: string;
let acmeId: string;
let globexId: string;
let acmeUserId: string;

const newUser = (userName: string) => ({
  userName,
  email: `${userName}@example.com`,
  password: 'Passw0rd!',
  name: 'Rania',
  surname: 'Haddad',
});

beforeAll(async () => {
  t = await createTestApp();
  const host = await t.login(null);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/multi-tenancy/tenants',
    headers: t.as(host),
    payload: { name: 'globex', adminEmailAddress: 'admin@globex.example', adminPassword: '1q2w3E*' },
  });
  expect(created.statusCode).toBe(200);
  globexId = created.json().id;
  acmeId = (await t.services.tenancy.tenants.findByName('acme'))!.id;
  acmeToken = await t.login('acme');
  globexToken = await t.login('globex');
  const user = await t.app.inject({
    method: 'POST',
    url: '/api/identity/users',
    headers: t.as(acmeToken),
    payload: newUser('rania'),
  });
  expect(user.statusCode).toBe(200);
  acmeUserId = user.json().id;
});
afterAll(() => t?.close());

describe('tenant isolation through the API', () => {
  it("lists only the caller's tenant's users", async () => {
    const acme = await t.app.inject({
      url: '/api/identity/users?maxResultCount=100',
      headers: t.as(acmeToken),
    });
    const globex = await t.app.inject({
      url: '/api/identity/users?maxResultCount=100',
      headers: t.as(globexToken),
    });
    expect(
      acme
        .json()
        .items.map((u: { userName: string }) => u.userName)
        .sort(),
    ).toContain('rania');
    expect(globex.json().items.map((u: { userName: string }) => u.userName)).toEqual(['admin']);
    expect(globex.json().items.every((u: { tenantId: string }) => u.tenantId === globexId)).toBe(true);
  });

  it("cannot read, change or delete another tenant's row", async () => {
    const url = `/api/identity/users/${acmeUserId}`;
    expect((await t.app.inject({ url, headers: t.as(globexToken) })).statusCode).toBe(404);
    const current = (await t.app.inject({ url, headers: t.as(acmeToken) })).json();
    const update = await t.app.inject({
      method: 'PUT',
      url,
      headers: t.as(globexToken),
      payload: { ...newUser('hijacked'), password: undefined, concurrencyStamp: current.concurrencyStamp },
    });
    expect(update.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: t.as(globexToken) })).statusCode).toBe(404);
    const after = (await t.app.inject({ url, headers: t.as(acmeToken) })).json();
    expect(after.userName).toBe('rania');
  });

  it('allows the same user name in two tenants', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/identity/users',
      headers: t.as(globexToken),
      payload: newUser('rania'),
    });
    expect(r.statusCode).toBe(200);
  });

  it('refuses a __tenant header that disagrees with the token', async () => {
    const r = await t.app.inject({
      url: '/api/identity/users',
      headers: t.as(globexToken, { __tenant: 'acme' }),
    });
    expect(r.statusCode).toBe(403);
    expect(r.json().error.code).toBe('Tenancy:TenantMismatch');
    const sameById = await t.app.inject({
      url: '/api/identity/users',
      headers: t.as(globexToken, { __tenant: globexId }),
    });
    expect(sameById.statusCode).toBe(200);
    // The token's tenant is taken without a read of its own whatever the id's case; a name is read.
    for (const same of [globexId.toUpperCase(), 'globex']) {
      const r = await t.app.inject({
        url: '/api/identity/users',
        headers: t.as(globexToken, { __tenant: same }),
      });
      expect(r.statusCode, same).toBe(200);
    }
    const acmeById = await t.app.inject({
      url: '/api/identity/users',
      headers: t.as(globexToken, { __tenant: acmeId }),
    });
    expect(acmeById.json().error.code).toBe('Tenancy:TenantMismatch');
    const host = await t.login(null);
    const hostWithTenant = await t.app.inject({
      url: '/api/identity/users',
      headers: t.as(host, { __tenant: 'acme' }),
    });
    expect(hostWithTenant.statusCode).toBe(403);
  });

  it('keeps host and tenant users apart at sign-in', async () => {
    await expect(t.login('acme', 'rania@example.com', 'Passw0rd!')).resolves.toBeTruthy();
    await expect(t.login(null, 'rania', 'Passw0rd!')).rejects.toThrow(/invalid_grant/);
  });
});

describe('row-level security as the application role (raw SQL)', () => {
  /** Raw SQL as the application role; `undefined` leaves the tenant unset. */
  const asApp = (tenant: string | null | undefined, query: ReturnType<typeof sql>) =>
    t.db.owner.transaction(async (tx) => {
      if (tenant !== undefined)
        await tx.execute(sql`select set_config('app.tenant_id', ${tenant ?? 'host'}, true)`);
      await tx.execute(sql.raw(`set local role ${appRole}`));
      return (await tx.execute(query)) as unknown as { rows: Record<string, unknown>[] };
    });

  it("sees only the set tenant's rows", async () => {
    const rows = (await asApp(globexId, sql`select tenant_id from users`)).rows as { tenant_id: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.tenant_id === globexId)).toBe(true);
    const target = await asApp(globexId, sql`select id from users where id = ${acmeUserId}`);
    expect(target.rows).toHaveLength(0);
  });

  it('sees nothing when no tenant is set (fails closed)', async () => {
    expect((await asApp(undefined, sql`select id from users`)).rows).toHaveLength(0);
    expect((await asApp(undefined, sql`select id from roles`)).rows).toHaveLength(0);
  });

  it('the host sees only host rows', async () => {
    const rows = (await asApp(null, sql`select tenant_id from users`)).rows as { tenant_id: string | null }[];
    expect(rows.length).toBe(1);
    expect(rows[0]!.tenant_id).toBeNull();
  });

  it("cannot update, delete or insert another tenant's rows", async () => {
    const updated = await asApp(
      globexId,
      sql`update users set name = 'x' where id = ${acmeUserId} returning id`,
    );
    expect(updated.rows).toHaveLength(0);
    const deleted = await asApp(globexId, sql`delete from users where id = ${acmeUserId} returning id`);
    expect(deleted.rows).toHaveLength(0);
    await expect(
      asApp(
        globexId,
        sql`insert into roles (id, tenant_id, name, normalized_name, concurrency_stamp) values (gen_random_uuid(), ${acmeId}, 'spy', 'SPY', 'x')`,
      ),
    ).rejects.toThrow();
    const stillThere = await asApp(acmeId, sql`select name from users where id = ${acmeUserId}`);
    expect(stillThere.rows).toEqual([{ name: 'Rania' }]);
  });

  it('the application role is neither superuser nor owner nor BYPASSRLS', async () => {
    const { rows } = await t.db.ownerSql.query<{ rolsuper: boolean; rolbypassrls: boolean }>(
      `select rolsuper, rolbypassrls from pg_roles where rolname = $1`,
      [appRole],
    );
    expect(rows).toEqual([{ rolsuper: false, rolbypassrls: false }]);
    const owned = await t.db.ownerSql.query(
      `select tablename from pg_tables where schemaname = 'public' and tableowner = $1`,
      [appRole],
    );
    expect(owned.rows).toHaveLength(0);
  });

  it('a tenant reads the global settings it inherits, never another tenant’s, and writes no global row', async () => {
    await t.services.platform.settings.saveForCurrentTenant(
      { tenantId: null },
      { 'Abp.Timing.TimeZone': 'Asia/Amman' },
    );
    await t.services.platform.settings.saveForCurrentTenant(
      { tenantId: globexId },
      { 'Abp.Timing.TimeZone': 'Asia/Dubai' },
    );
    const rows = await t.db.transaction({ tenantId: acmeId }, (tx) =>
      tx
        .select({ tenant_id: settings.tenantId, provider_name: settings.providerName })
        .from(settings)
        .where(eq(settings.name, 'Abp.Timing.TimeZone')),
    );
    expect(rows.some((r) => r.tenant_id === null && r.provider_name === 'G')).toBe(true);
    expect(rows.every((r) => r.tenant_id === null || r.tenant_id === acmeId)).toBe(true);
    await expect(
      t.db.transaction({ tenantId: acmeId }, (tx) =>
        tx.execute(sql`update settings set value = 'UTC' where tenant_id is null and provider_name = 'G'`),
      ),
    ).resolves.toBeDefined();
    // The update matched nothing it may write: the global value is unchanged.
    expect(
      await t.services.platform.settings.get({ tenantId: null, userId: null }, 'Abp.Timing.TimeZone'),
    ).toBe('Asia/Amman');
    await expect(
      t.db.transaction({ tenantId: acmeId }, (tx) =>
        tx.execute(
          sql`insert into settings (id, tenant_id, name, value, provider_name) values (gen_random_uuid(), null, 'X', 'y', 'G')`,
        ),
      ),
    ).rejects.toThrow();
  });

  it('every table with tenant_id has FORCE row-level security and a policy', async () => {
    const { rows } = await t.db.ownerSql.query<{
      table_name: string;
      rls: boolean;
      force: boolean;
      policies: number;
    }>(`
      select c.relname as table_name, c.relrowsecurity as rls, c.relforcerowsecurity as force,
             (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policies
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and exists (select 1 from information_schema.columns col
                    where col.table_schema = 'public' and col.table_name = c.relname and col.column_name = 'tenant_id')`);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    // One isolation policy each; the user directory has its own pair (read by all, insert own tenant), and
    // settings a second one: tenants read the global rows they inherit.
    const pairs = new Set(['user_directory', 'settings']);
    for (const row of rows)
      expect(row, row.table_name).toMatchObject({
        rls: true,
        force: true,
        policies: pairs.has(row.table_name) ? 2 : 1,
      });
  });
});
