import { SettingNames } from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../platform/context.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let host: string;
let acme: string;

const tenantsUrl = '/api/multi-tenancy/tenants';
const newTenant = (name: string, adminEmailAddress = `admin@${name}.example`) => ({
  name,
  adminEmailAddress,
  adminPassword: '1q2w3E*',
});

function create(payload: object, token = host) {
  return t.app.inject({ method: 'POST', url: tenantsUrl, headers: t.as(token), payload });
}

function tokenRequest(tenant: string) {
  return t.app.inject({
    method: 'POST',
    url: '/connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', __tenant: tenant },
    payload: new URLSearchParams({
      grant_type: 'password',
      username: 'admin',
      password: '1q2w3E*',
      client_id: 'HR_App',
    }).toString(),
  });
}

/** Rows of tenant tables whose tenant id is no tenant at all: what a half-created tenant leaves. */
async function orphanRows(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of ['roles', 'users', 'user_roles', 'user_directory', 'permission_grants', 'settings']) {
    const { rows } = await t.db.ownerSql.query<{ n: number }>(
      `select count(*)::int as n from ${table} where tenant_id is not null and tenant_id not in (select id from tenants)`,
    );
    out[table] = rows[0]!.n;
  }
  return out;
}
const noOrphans = { roles: 0, users: 0, user_roles: 0, user_directory: 0, permission_grants: 0, settings: 0 };

beforeAll(async () => {
  t = await createTestApp();
  host = await t.login(null);
  acme = await t.login('acme');
});
afterAll(() => t?.close());

describe('creating a tenant', () => {
  it('creates the tenant, its admin with every tenant permission, and its own copy of host settings', async () => {
    await t.services.platform.settings.setForCurrentTenant(
      systemContext(null),
      SettingNames.TimeZone,
      'Asia/Damascus',
    );
    await t.services.platform.settings.setForCurrentTenant(
      systemContext(null),
      SettingNames.DefaultLanguage,
      'ar',
    );
    const r = await create(newTenant('initech'));
    expect(r.statusCode, r.body).toBe(200);
    const tenant = r.json();
    expect(tenant).toMatchObject({ name: 'initech', isActive: true });

    const { rows } = await t.db.ownerSql.query<{ name: string; value: string; provider_name: string }>(
      'select name, value, provider_name from settings where tenant_id = $1 order by name',
      [tenant.id],
    );
    expect(rows).toEqual([
      { name: SettingNames.DefaultLanguage, value: 'ar', provider_name: 'T' },
      { name: SettingNames.TimeZone, value: 'Asia/Damascus', provider_name: 'T' },
    ]);
    // The host changes its time zone later: the tenant keeps its own.
    await t.services.platform.settings.setForCurrentTenant(
      systemContext(null),
      SettingNames.TimeZone,
      'Europe/Paris',
    );

    const admin = await t.login('initech');
    const config = (
      await t.app.inject({ url: '/api/abp/application-configuration', headers: t.as(admin) })
    ).json();
    expect(config.currentUser).toMatchObject({ userName: 'admin', email: 'admin@initech.example' });
    expect(config.timing.timeZone.iana.timeZoneName).toBe('Asia/Damascus');
    for (const policy of ['AbpIdentity.Users', 'HR.Employees.Index', 'PR.Payslip.Index', 'FN.Account.Index'])
      expect(config.auth.grantedPolicies[policy], policy).toBe(true);
    expect(config.auth.grantedPolicies['AbpTenantManagement.Tenants']).toBeUndefined();
    await t.services.platform.settings.setForCurrentTenant(systemContext(null), SettingNames.TimeZone, 'UTC');
    await t.services.platform.settings.setForCurrentTenant(
      systemContext(null),
      SettingNames.DefaultLanguage,
      'en',
    );
  });

  it('refuses a duplicate name in any case, and an invalid name or e-mail, creating nothing', async () => {
    const duplicate = await create(newTenant('ACME'));
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().error).toMatchObject({
      code: 'Tenancy:DuplicateTenantName',
      message: 'A tenant named ACME already exists.',
    });
    expect((await create(newTenant('bad/name'))).statusCode).toBe(400);
    const badEmail = await create(newTenant('umbrella', 'not-an-email'));
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.validationErrors[0].members).toEqual(['adminEmailAddress']);
    expect(await t.services.tenancy.tenants.findByName('umbrella')).toBeUndefined();
    expect(await orphanRows()).toEqual(noOrphans);
  });

  it('is all or nothing: a failure at the last step (the admin user) leaves no tenant and no rows behind', async () => {
    // A real failure at the end of the creation, after the tenant's row, its role, grants and settings
    // were written: the database's own constraint refuses this one admin e-mail (NOT VALID: existing rows
    // are not checked).
    await t.db.ownerSql.query(
      `alter table users add constraint refuse_exploding_admin check (email <> 'explode@umbrella.example') not valid`,
    );
    try {
      const failed = await create(newTenant('umbrella', 'explode@umbrella.example'));
      expect(failed.statusCode).toBe(500);
      expect(await t.services.tenancy.tenants.findByName('umbrella')).toBeUndefined();
      const { rows } = await t.db.ownerSql.query(`select id from tenants where normalized_name = 'UMBRELLA'`);
      expect(rows).toEqual([]);
      expect(await orphanRows()).toEqual(noOrphans);
    } finally {
      await t.db.ownerSql.query('alter table users drop constraint refuse_exploding_admin');
    }
    // The name was never taken.
    const again = await create(newTenant('umbrella'));
    expect(again.statusCode, again.body).toBe(200);
    await t.login('umbrella');
  });

  it('lets only one of simultaneous creations of a name through, the others leaving nothing behind', async () => {
    // On PostgreSQL the losers pass the name check too and fail at the unique index, inside their
    // transaction: what they wrote before must go with it.
    for (const round of [1, 2, 3]) {
      const name = `twin${round}`;
      const answers = await Promise.all([
        create(newTenant(name)),
        create(newTenant(name)),
        create(newTenant(name)),
      ]);
      expect(answers.map((a) => a.statusCode).sort(), name).toEqual([200, 422, 422]);
      for (const refused of answers.filter((a) => a.statusCode === 422))
        expect(refused.json().error.code).toBe('Tenancy:DuplicateTenantName');
      const list = (await t.app.inject({ url: `${tenantsUrl}?filter=${name}`, headers: t.as(host) })).json();
      expect(list.totalCount).toBe(1);
    }
    expect(await orphanRows()).toEqual(noOrphans);
  });
});

describe('activating and deactivating', () => {
  it('stops sign-in and every call of a deactivated tenant with a clear error, and allows them again', async () => {
    const tenant = (await create(newTenant('hooli'))).json();
    const token = await t.login('hooli');
    const deactivated = await t.app.inject({
      method: 'PUT',
      url: `${tenantsUrl}/${tenant.id}`,
      headers: t.as(host),
      payload: { name: 'hooli', isActive: false, concurrencyStamp: tenant.concurrencyStamp },
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(deactivated.json().isActive).toBe(false);

    const signIn = await tokenRequest('hooli');
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error).toMatchObject({
      code: 'Tenancy:TenantNotActive',
      message: 'The tenant hooli is not active.',
    });
    const call = await t.app.inject({
      url: '/api/identity/users',
      headers: t.as(token, { 'accept-language': 'ar' }),
    });
    expect(call.statusCode).toBe(403);
    expect(call.json().error.message).toBe('الجهة hooli غير مفعلة.');

    const activated = await t.app.inject({
      method: 'PUT',
      url: `${tenantsUrl}/${tenant.id}`,
      headers: t.as(host),
      payload: { name: 'hooli', isActive: true, concurrencyStamp: deactivated.json().concurrencyStamp },
    });
    expect(activated.statusCode).toBe(200);
    expect((await tokenRequest('hooli')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/identity/users', headers: t.as(token) })).statusCode).toBe(200);
  });

  it('refuses a stale concurrency stamp', async () => {
    const tenant = (await create(newTenant('stale'))).json();
    const first = await t.app.inject({
      method: 'PUT',
      url: `${tenantsUrl}/${tenant.id}`,
      headers: t.as(host),
      payload: { name: 'stale', isActive: false, concurrencyStamp: tenant.concurrencyStamp },
    });
    expect(first.statusCode).toBe(200);
    const second = await t.app.inject({
      method: 'PUT',
      url: `${tenantsUrl}/${tenant.id}`,
      headers: t.as(host),
      payload: { name: 'stale', isActive: true, concurrencyStamp: tenant.concurrencyStamp },
    });
    expect(second.statusCode).toBe(409);
  });
});

describe('deleting', () => {
  it('soft-deletes: the tenant disappears, its tokens stop working and its name is free again', async () => {
    const tenant = (await create(newTenant('vandelay'))).json();
    const token = await t.login('vandelay');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${tenantsUrl}/${tenant.id}`,
      headers: t.as(host),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ url: `${tenantsUrl}/${tenant.id}`, headers: t.as(host) })).statusCode).toBe(
      404,
    );
    const list = (await t.app.inject({ url: `${tenantsUrl}?filter=vandelay`, headers: t.as(host) })).json();
    expect(list.totalCount).toBe(0);
    // The row stays for history.
    const { rows } = await t.db.ownerSql.query<{ is_deleted: boolean }>(
      'select is_deleted from tenants where id = $1',
      [tenant.id],
    );
    expect(rows).toEqual([{ is_deleted: true }]);
    // The deleted tenant's token is refused everywhere (it never runs as the host).
    for (const url of ['/api/identity/users', '/api/account/my-profile', tenantsUrl]) {
      const call = await t.app.inject({ url, headers: t.as(token) });
      expect(call.statusCode, url).toBe(404);
      expect(call.json().error.code, url).toBe('Tenancy:TenantNotFound');
    }
    expect((await tokenRequest('vandelay')).statusCode).toBe(404);

    const again = await create(newTenant('vandelay'));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().id).not.toBe(tenant.id);
    const found = await t.app.inject({ url: '/api/abp/multi-tenancy/tenants/by-name/vandelay' });
    expect(found.json()).toMatchObject({ success: true, tenantId: again.json().id });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${tenantsUrl}/${tenant.id}`, headers: t.as(host) }))
        .statusCode,
    ).toBe(404);
  });
});

describe('who may manage tenants', () => {
  it('is the host only: a tenant admin gets 403, an anonymous caller 401', async () => {
    const id = (await t.services.tenancy.tenants.findByName('acme'))!.id;
    const calls = [
      { method: 'GET' as const, url: tenantsUrl },
      { method: 'GET' as const, url: `${tenantsUrl}/${id}` },
      { method: 'POST' as const, url: tenantsUrl, payload: newTenant('sneaky') },
      {
        method: 'PUT' as const,
        url: `${tenantsUrl}/${id}`,
        payload: { name: 'acme', isActive: false, concurrencyStamp: 'x' },
      },
      { method: 'DELETE' as const, url: `${tenantsUrl}/${id}` },
    ];
    for (const call of calls) {
      expect(
        (await t.app.inject({ ...call, headers: t.as(acme) })).statusCode,
        `${call.method} ${call.url}`,
      ).toBe(403);
      expect((await t.app.inject(call)).statusCode).toBe(401);
    }
    expect(await t.services.tenancy.tenants.findByName('sneaky')).toBeUndefined();
    expect((await t.services.tenancy.tenants.resolve('acme'))?.isActive).toBe(true);
  });
});
