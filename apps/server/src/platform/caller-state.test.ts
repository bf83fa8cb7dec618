import {
  accountEndpoints,
  departmentEndpoints,
  OrganisationPermissions,
  type ProfileDto,
} from '@hr/contracts';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The permission check keeps each caller's state between requests, stamped with access counters that
 * triggers raise (permissions.service.ts, migration 0028). These tests change the database behind the
 * product's back, as another process or an operator's statement would, and expect the next request to see
 * it; and they check that the counters move on what the check reads, and only on that.
 */
describe("the caller's kept state", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const owner = (text: string, values: unknown[]) => t.db.ownerSql.query(text, values);
  const stamp = async (tenantId: string) =>
    (
      await t.db.ownerSql.query<{ version: string | null }>(
        'select version::text from access_versions where scope = $1',
        [tenantId],
      )
    ).rows[0]?.version ?? null;

  it('follows every change made outside the services on the next request', async () => {
    const tenant = await t.createTenant();
    const read = OrganisationPermissions.DepartmentsAndJobTitles.Default;
    const user = await t.userWith(tenant.name, [read]);
    const list = async () => (await t.call(user.token, departmentEndpoints.list, { query: {} })).statusCode;
    expect(await list()).toBe(200);
    expect(await list()).toBe(200); // kept

    // The role's grant taken away, then given back.
    const [role] = (
      await owner(
        `select r.name from roles r join user_roles ur on ur.role_id = r.id where ur.user_id = $1`,
        [user.id],
      )
    ).rows as Array<{ name: string }>;
    await owner(`delete from permission_grants where tenant_id = $1 and provider_key = $2`, [
      tenant.id,
      role!.name,
    ]);
    expect(await list()).toBe(403);
    await owner(
      `insert into permission_grants (id, tenant_id, name, provider_name, provider_key)
       values (gen_random_uuid(), $1, $2, 'R', $3)`,
      [tenant.id, read, role!.name],
    );
    expect(await list()).toBe(200);

    // The role taken from the user, then given back.
    const { rows: held } = await owner(`delete from user_roles where user_id = $1 returning *`, [user.id]);
    expect(await list()).toBe(403);
    const h = held[0] as { tenant_id: string; user_id: string; role_id: string };
    await owner(`insert into user_roles (tenant_id, user_id, role_id) values ($1, $2, $3)`, [
      h.tenant_id,
      h.user_id,
      h.role_id,
    ]);
    expect(await list()).toBe(200);

    // The tenant's HR feature turned off (a host's feature value), then on again.
    await owner(
      `insert into feature_values (id, name, value, provider_name, provider_key)
       values (gen_random_uuid(), 'HR.Enable', 'false', 'T', $1)`,
      [tenant.id],
    );
    expect(await list()).toBe(403);
    await owner(`delete from feature_values where provider_name = 'T' and provider_key = $1`, [tenant.id]);
    expect(await list()).toBe(200);

    // The tenant deactivated, then active again.
    await owner(`update tenants set is_active = false where id = $1`, [tenant.id]);
    expect(await list()).toBe(403);
    await owner(`update tenants set is_active = true where id = $1`, [tenant.id]);
    expect(await list()).toBe(200);

    // The user deactivated: their token counts for nothing, on their own profile too.
    await owner(`update users set is_active = false where id = $1`, [user.id]);
    expect(await list()).toBe(401);
    expect((await t.call(user.token, accountEndpoints.myProfile)).statusCode).toBe(401);
  });

  it("confirms a kept state with a read's first transaction, in its BEGIN's round trip, and a write's before it runs", async () => {
    const tenant = await t.createTenant();
    const read = OrganisationPermissions.DepartmentsAndJobTitles.Default;
    const user = await t.userWith(tenant.name, [read]);
    const list = async () => (await t.call(user.token, departmentEndpoints.list, { query: {} })).statusCode;
    expect(await list()).toBe(200); // read and kept

    // Statements sent on the owner's connection outside any transaction: the stamp read on its own.
    const ownerSql = t.db.ownerSql;
    const query = ownerSql.query;
    let alone = 0;
    ownerSql.query = ((...args: Parameters<typeof query>) => {
      alone++;
      return query.apply(ownerSql, args);
    }) as typeof query;
    try {
      expect(await list()).toBe(200);
      expect(alone).toBe(0);
      const profile = await t.call(user.token, accountEndpoints.myProfile);
      expect(profile.statusCode).toBe(200);
      expect(alone).toBe(0);
      // A write reads the stamp before it runs.
      const edited = await t.call(user.token, accountEndpoints.updateMyProfile, {
        body: { ...profile.json<ProfileDto>(), name: 'Confirmed' },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(alone).toBe(1);
    } finally {
      ownerSql.query = query;
    }

    // A grant taken away while the state is kept: the list's transaction finds the stamp changed, the
    // request is checked again and refused; given back, the refusal on the kept state is confirmed first.
    await owner(`delete from permission_grants where tenant_id = $1 and provider_name = 'R'`, [tenant.id]);
    expect(await list()).toBe(403);
    expect(await list()).toBe(403);
    const [role] = (
      await owner(
        `select r.name from roles r join user_roles ur on ur.role_id = r.id where ur.user_id = $1`,
        [user.id],
      )
    ).rows as Array<{ name: string }>;
    await owner(
      `insert into permission_grants (id, tenant_id, name, provider_name, provider_key)
       values (gen_random_uuid(), $1, $2, 'R', $3)`,
      [tenant.id, read, role!.name],
    );
    expect(await list()).toBe(200);
  });

  it("raises a tenant's counter when what the check reads changes, and not on a sign-in or a profile edit", async () => {
    const tenant = await t.createTenant();
    const user = await t.userWith(tenant.name, []);
    const before = await stamp(tenant.id);
    expect(before).not.toBeNull();

    // A sign-in (which writes the user's row) and a profile edit leave the kept states alone.
    const token = await t.login(tenant.name, user.userName, '1q2w3E*');
    const profile = await t.call(token, accountEndpoints.myProfile);
    expect(profile.statusCode).toBe(200);
    const edited = await t.call(token, accountEndpoints.updateMyProfile, {
      body: { ...profile.json<ProfileDto>(), name: 'Renamed' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await stamp(tenant.id)).toBe(before);

    // Deactivating the user raises it, in their tenant only.
    const other = await t.createTenant();
    const otherBefore = await stamp(other.id);
    await owner(`update users set is_active = false where id = $1`, [user.id]);
    expect(Number(await stamp(tenant.id))).toBeGreaterThan(Number(before));
    expect(await stamp(other.id)).toBe(otherBefore);
  });

  it('is read only from tables whose changes raise the counters', async () => {
    const tenant = await t.createTenant();
    const query = t.services.platform.permissions.callerQuery(tenant.id, tenant.id);
    const text = new PgDialect().sqlToQuery(query).sql;
    const read = new Set([...text.matchAll(/\b(?:from|join)\s+"([a-z_]+)"/g)].map((m) => m[1]!));
    read.delete('access_versions');
    expect([...read].sort()).toEqual([
      'feature_values',
      'permission_grants',
      'revoked_access_tokens',
      'roles',
      'tenants',
      'user_roles',
      'users',
    ]);
    const { rows } = await t.db.ownerSql.query<{ table: string }>(
      `select distinct c.relname as table from pg_trigger g
         join pg_class c on c.oid = g.tgrelid join pg_proc p on p.oid = g.tgfoid
        where p.proname in ('access_row_changed', 'access_tenant_changed', 'access_features_changed',
                            'access_token_revoked')`,
    );
    const raising = new Set(rows.map((r) => r.table));
    for (const table of read) expect(raising.has(table), `${table} has an access trigger`).toBe(true);
  });

  it("raises the user's tenant's counter when one of their access tokens is revoked", async () => {
    const tenant = await t.createTenant();
    const [entry] = (
      await t.db.ownerSql.query<{ user_id: string }>(
        'select user_id from user_directory where tenant_id = $1 limit 1',
        [tenant.id],
      )
    ).rows;
    const before = Number(await stamp(tenant.id));
    await t.db.ownerSql.query(
      `insert into revoked_access_tokens (kind, token_id, user_id, expires_at)
       values ('token', 'jti-1', $1, now() + interval '1 hour')`,
      [entry!.user_id],
    );
    expect(Number(await stamp(tenant.id))).toBe(before + 1);
  });

  it('raises a counter once per transaction, however many rows it changes', async () => {
    const tenant = await t.createTenant();
    const before = Number(await stamp(tenant.id));
    await t.db.transaction({ tenantId: tenant.id }, async (tx) => {
      for (const name of ['HR.Employees', 'HR.Employees.Create', 'HR.Employees.Update'])
        await tx.execute(
          sql`insert into permission_grants (id, tenant_id, name, provider_name, provider_key)
              values (gen_random_uuid(), ${tenant.id}, ${name}, 'R', 'clerk')`,
        );
      await tx.execute(
        sql`delete from permission_grants where tenant_id = ${tenant.id} and provider_key = 'clerk'`,
      );
    });
    expect(Number(await stamp(tenant.id))).toBe(before + 1);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'takes its lock as the change commits: a long transaction changing access holds up no other (PostgreSQL)',
    async () => {
      const tenant = await t.createTenant();
      const before = Number(await stamp(tenant.id));
      const open = async () => {
        const c = new pg.Client({ connectionString: t.db.url });
        await c.connect();
        return c;
      };
      const [long, short] = [await open(), await open()];
      try {
        const grant = (c: pg.Client, name: string) =>
          c.query(
            `insert into permission_grants (id, tenant_id, name, provider_name, provider_key)
             values (gen_random_uuid(), $1, $2, 'R', 'clerk')`,
            [tenant.id, name],
          );
        await long.query('begin');
        await grant(long, 'HR.Employees');
        // Another change of the same tenant's access commits while the first is still open; were the
        // counter's row locked at the change, it would wait (and fail at the lock timeout).
        await short.query(`set lock_timeout = '3s'`);
        await short.query('begin');
        await grant(short, 'HR.Employees.Create');
        await short.query('commit');
        expect(Number(await stamp(tenant.id))).toBe(before + 1);
        await long.query('commit');
        expect(Number(await stamp(tenant.id))).toBe(before + 2);
      } finally {
        await Promise.all([long.end(), short.end()]);
      }
    },
  );

  it('cannot be touched by the application role: neither the counters nor the function that raises them', async () => {
    const tenant = await t.createTenant();
    for (const statement of [
      `update access_versions set version = 0`,
      `select * from access_versions`,
      `select bump_access_version('${tenant.id}'::uuid)`,
    ]) {
      const refused = await t.db
        .transaction({ tenantId: tenant.id }, (tx) => tx.execute(sql.raw(statement)))
        .then(
          () => null,
          (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
        );
      expect(refused, statement).toMatch(/permission denied/);
    }
  });
});
