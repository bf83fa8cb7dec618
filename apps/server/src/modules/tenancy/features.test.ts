import {
  EmployeesPermissions,
  FinancePermissions,
  PayrollPermissions,
  TenancyPermissions,
} from '@hr/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requirePolicy, systemContext } from '../../platform/context.ts';
import { registerErrorHandler } from '../../platform/errors.ts';
import { registerRequestContext } from '../../platform/http/request-context.ts';
import { compiledSerializer, compiledValidator } from '../../platform/http/schema-compilers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let host: string;
let acme: string;
let acmeId: string;
let globexId: string;
let globex: string;

const url = (providerName: string, providerKey = '') =>
  `/api/feature-management/features?providerName=${providerName}&providerKey=${providerKey}`;

interface FeatureDto {
  name: string;
  displayName: string;
  value: string | null;
  provider: { name: string; key: string } | null;
  parentName: string | null;
  depth: number;
  valueType: {
    name: string;
    validator?: { name: string; properties: Record<string, unknown> };
    itemSource?: { items: { value: string; displayText: { resourceName: string; name: string } }[] };
  };
}
interface Groups {
  groups: { name: string; displayName: string; features: FeatureDto[] }[];
}

async function features(token: string, providerName: string, providerKey = '', language = 'en') {
  const r = await t.app.inject({
    url: url(providerName, providerKey),
    headers: t.as(token, { 'accept-language': language }),
  });
  expect(r.statusCode, r.body).toBe(200);
  const body = r.json<Groups>();
  const byName = new Map(body.groups.flatMap((g) => g.features).map((f) => [f.name, f]));
  return { body, byName, value: (name: string) => byName.get(name)?.value };
}

function put(
  token: string,
  providerName: string,
  providerKey: string,
  list: { name: string; value: string }[],
) {
  return t.app.inject({
    method: 'PUT',
    url: url(providerName, providerKey),
    headers: t.as(token),
    payload: { features: list },
  });
}

async function storedRows(providerName: string, providerKey: string) {
  const { rows } = await t.db.ownerSql.query<{ name: string; value: string }>(
    'select name, value from feature_values where provider_name = $1 and provider_key = $2 order by name',
    [providerName, providerKey],
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.value]));
}

async function appConfig(token: string) {
  const r = await t.app.inject({ url: '/api/abp/application-configuration', headers: t.as(token) });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{
    auth: { grantedPolicies: Record<string, boolean> };
    features: { values: Record<string, string> };
  }>();
}

beforeAll(async () => {
  t = await createTestApp();
  host = await t.login(null);
  acme = await t.login('acme');
  acmeId = (await t.services.tenancy.tenants.findByName('acme'))!.id;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/multi-tenancy/tenants',
    headers: t.as(host),
    payload: { name: 'globex', adminEmailAddress: 'admin@globex.example', adminPassword: '1q2w3E*' },
  });
  expect(created.statusCode, created.body).toBe(200);
  globexId = created.json().id;
  globex = await t.login('globex');
});
afterAll(() => t?.close());

describe('reading the features of a provider', () => {
  it('lists the groups with depth, parent and all three value types', async () => {
    const { body, byName } = await features(host, 'T', acmeId);
    expect(body.groups.map((g) => g.name)).toEqual(['SettingManagement', 'Modules']);
    expect(body.groups[1]!.displayName).toBe('Business areas');
    expect(byName.get('HR.Enable')).toMatchObject({
      displayName: 'Human resources',
      value: 'true',
      provider: null,
      parentName: null,
      depth: 0,
      valueType: { name: 'ToggleStringValueType' },
    });
    expect(byName.get('HR.MaxEmployeeCount')).toMatchObject({
      parentName: 'HR.Enable',
      depth: 1,
      value: '0',
      valueType: {
        name: 'FreeTextStringValueType',
        validator: { name: 'NUMERIC', properties: { MinValue: 0, MaxValue: 1000000 } },
      },
    });
    const plan = byName.get('Payroll.Plan')!;
    expect(plan.valueType.name).toBe('SelectionStringValueType');
    expect(plan.valueType.itemSource!.items.map((i) => i.value)).toEqual(['Standard', 'Advanced']);
    expect(plan.valueType.itemSource!.items[0]!.displayText.name).toBe('Standard');
  });

  it('answers in the caller language', async () => {
    const { body, byName } = await features(host, 'D', '', 'ar');
    expect(body.groups[1]!.displayName).toBe('مجالات العمل');
    expect(byName.get('Payroll.Enable')!.displayName).toBe('الرواتب');
    expect(byName.get('Payroll.Plan')!.valueType.itemSource!.items[0]!.displayText.name).toBe('قياسية');
  });

  it("reads T with an empty key as ABP's Manage host features: the host defaults", async () => {
    await put(host, 'D', '', [{ name: 'Payroll.Plan', value: 'Standard' }]);
    const viaTenantProvider = await features(host, 'T', '');
    expect(viaTenantProvider.body).toEqual((await features(host, 'D', '')).body);
    expect(viaTenantProvider.byName.get('Payroll.Plan')).toMatchObject({
      value: 'Standard',
      provider: { name: 'D', key: '' },
    });
    // Saving and resetting through it reach the host defaults, which tenants inherit.
    const resetHost = () => t.app.inject({ method: 'DELETE', url: url('T'), headers: t.as(host) });
    expect((await resetHost()).statusCode).toBe(204);
    expect(await storedRows('D', '')).toEqual({});
    expect((await put(host, 'T', '', [{ name: 'Payroll.Plan', value: 'Standard' }])).statusCode).toBe(204);
    expect(await storedRows('T', '')).toEqual({});
    expect(await storedRows('D', '')).toEqual({ 'Payroll.Plan': 'Standard' });
    expect((await features(host, 'T', acmeId)).value('Payroll.Plan')).toBe('Standard');
    expect((await resetHost()).statusCode).toBe(204);
    expect(await storedRows('D', '')).toEqual({});
    expect((await features(host, 'T', acmeId)).value('Payroll.Plan')).toBe('Advanced');
    expect((await t.app.inject({ url: url('T'), headers: t.as(acme) })).statusCode).toBe(403);
  });

  it('refuses a missing or wrong provider', async () => {
    const missing = await t.app.inject({ url: '/api/feature-management/features', headers: t.as(host) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.validationErrors[0].message).toContain('providerName is required');
    const badKey = await t.app.inject({ url: url('T', 'acme'), headers: t.as(host) });
    expect(badKey.statusCode).toBe(400);
    const keyForDefaults = await t.app.inject({ url: url('D', acmeId), headers: t.as(host) });
    expect(keyForDefaults.statusCode).toBe(400);
    const unknownTenant = await t.app.inject({
      url: url('T', '01900000-0000-7000-8000-000000000000'),
      headers: t.as(host),
    });
    expect(unknownTenant.statusCode).toBe(404);
  });
});

describe('saving', () => {
  it('stores only what was sent, and nothing that equals the inherited value', async () => {
    const r = await put(host, 'T', acmeId, [{ name: 'Finance.Enable', value: 'false' }]);
    expect(r.statusCode, r.body).toBe(204);
    expect(await storedRows('T', acmeId)).toEqual({ 'Finance.Enable': 'false' });
    const { byName } = await features(host, 'T', acmeId);
    expect(byName.get('Finance.Enable')).toMatchObject({
      value: 'false',
      provider: { name: 'T', key: acmeId },
    });
    expect(byName.get('HR.Enable')!.value).toBe('true');
    // Back to the value it inherits: the tenant's own row goes, so it follows the host defaults again.
    expect((await put(host, 'T', acmeId, [{ name: 'Finance.Enable', value: 'true' }])).statusCode).toBe(204);
    expect(await storedRows('T', acmeId)).toEqual({});
  });

  it('validates each value against its type', async () => {
    const cases: [string, string, string][] = [
      ['Payroll.Enable', 'yes', 'FeatureManagement:InvalidToggleValue'],
      ['HR.MaxEmployeeCount', 'many', 'FeatureManagement:InvalidNumericValue'],
      ['HR.MaxEmployeeCount', '-1', 'FeatureManagement:InvalidNumericValue'],
      ['HR.MaxEmployeeCount', '1000001', 'FeatureManagement:InvalidNumericValue'],
      ['HR.MaxEmployeeCount', '2.5', 'FeatureManagement:InvalidNumericValue'],
      ['Payroll.Plan', 'Gold', 'FeatureManagement:InvalidSelectionValue'],
      ['No.Such.Feature', 'true', 'FeatureManagement:UnknownFeature'],
    ];
    for (const [name, value, code] of cases) {
      const r = await put(host, 'T', acmeId, [{ name, value }]);
      expect(r.statusCode, `${name}=${value}`).toBe(400);
      expect(r.json().error.code).toBe(code);
    }
    const r = await put(host, 'T', acmeId, [{ name: 'HR.MaxEmployeeCount', value: 'many' }]);
    expect(r.json().error.message).toBe(
      'The value of Maximum number of employees must be a whole number from 0 to 1000000.',
    );
    const twice = await put(host, 'T', acmeId, [
      { name: 'Payroll.Enable', value: 'true' },
      { name: 'Payroll.Enable', value: 'false' },
    ]);
    expect(twice.statusCode).toBe(400);
    // Nothing of the refused requests was stored.
    expect(await storedRows('T', acmeId)).toEqual({});

    const ok = await put(host, 'T', acmeId, [
      { name: 'HR.MaxEmployeeCount', value: '25' },
      { name: 'Payroll.Plan', value: 'Standard' },
    ]);
    expect(ok.statusCode, ok.body).toBe(204);
    expect(await storedRows('T', acmeId)).toEqual({
      'HR.MaxEmployeeCount': '25',
      'Payroll.Plan': 'Standard',
    });
    // Exposed to the modules that enforce limits.
    expect(await t.services.platform.features.getNumber(acmeId, 'HR.MaxEmployeeCount')).toBe(25);
    expect(await t.services.platform.features.get(acmeId, 'Payroll.Plan')).toBe('Standard');
    await t.services.platform.features.reset('T', acmeId);
  });

  it('turns child toggles off with their parent and refuses a child on under a parent off', async () => {
    expect((await put(host, 'T', acmeId, [{ name: 'HR.Enable', value: 'false' }])).statusCode).toBe(204);
    // The child toggle went off with it; the numeric child keeps its value.
    expect(await storedRows('T', acmeId)).toEqual({ 'HR.Enable': 'false', 'SelfService.Enable': 'false' });
    const { value } = await features(host, 'T', acmeId);
    expect(value('SelfService.Enable')).toBe('false');

    const childAlone = await put(host, 'T', acmeId, [{ name: 'SelfService.Enable', value: 'true' }]);
    expect(childAlone.statusCode).toBe(422);
    expect(childAlone.json().error).toMatchObject({
      code: 'FeatureManagement:ParentFeatureDisabled',
      message:
        'Employee self-service cannot be enabled while Human resources is disabled. Enable Human resources too.',
    });
    const contradictory = await put(host, 'T', acmeId, [
      { name: 'HR.Enable', value: 'false' },
      { name: 'SelfService.Enable', value: 'true' },
    ]);
    expect(contradictory.statusCode).toBe(422);

    const both = await put(host, 'T', acmeId, [
      { name: 'HR.Enable', value: 'true' },
      { name: 'SelfService.Enable', value: 'true' },
    ]);
    expect(both.statusCode, both.body).toBe(204);
    expect(await storedRows('T', acmeId)).toEqual({});
  });

  it('treats a child as off while its parent is off, even when stored on', async () => {
    // A state the API refuses to write, e.g. the host defaults turning HR off under a tenant's own child value.
    await t.services.platform.features.set('T', globexId, 'SelfService.Enable', 'true');
    await t.services.platform.features.set('D', '', 'HR.Enable', 'false');
    expect((await t.services.platform.features.values(globexId))['SelfService.Enable']).toBe('false');
    expect((await features(host, 'T', globexId)).value('SelfService.Enable')).toBe('false');
    await t.services.platform.features.reset('D', '');
    await t.services.platform.features.reset('T', globexId);
  });
});

describe('host defaults and reset', () => {
  it('applies the host defaults to tenants without their own value', async () => {
    expect((await put(host, 'D', '', [{ name: 'Finance.Enable', value: 'false' }])).statusCode).toBe(204);
    expect(await storedRows('D', '')).toEqual({ 'Finance.Enable': 'false' });
    expect((await appConfig(globex)).features.values['Finance.Enable']).toBe('false');
    expect((await features(host, 'T', globexId)).byName.get('Finance.Enable')!.provider).toEqual({
      name: 'D',
      key: '',
    });
    // A tenant's own value wins over the host default; against a default of false, true is stored.
    expect((await put(host, 'T', acmeId, [{ name: 'Finance.Enable', value: 'true' }])).statusCode).toBe(204);
    expect(await storedRows('T', acmeId)).toEqual({ 'Finance.Enable': 'true' });
    expect((await appConfig(acme)).features.values['Finance.Enable']).toBe('true');
  });

  it('does not restrict the host side itself, so the host cannot lock itself out of settings', async () => {
    expect(
      (await put(host, 'D', '', [{ name: 'SettingManagement.Enable', value: 'false' }])).statusCode,
    ).toBe(204);
    const hostConfig = await appConfig(host);
    expect(hostConfig.features.values['SettingManagement.Enable']).toBe('true');
    expect(hostConfig.auth.grantedPolicies[TenancyPermissions.Emailing.Default]).toBe(true);
    const emailing = '/api/setting-management/emailing';
    expect((await t.app.inject({ url: emailing, headers: t.as(host) })).statusCode).toBe(200);
    // Tenants without their own value follow the host default.
    expect((await t.app.inject({ url: emailing, headers: t.as(globex) })).statusCode).toBe(403);
    // Its child went off with it. Back to the definitions' values: the host default's rows go.
    expect(await storedRows('D', '')).toMatchObject({
      'SettingManagement.AllowChangingEmailSettings': 'false',
    });
    await put(host, 'D', '', [
      { name: 'SettingManagement.Enable', value: 'true' },
      { name: 'SettingManagement.AllowChangingEmailSettings', value: 'true' },
    ]);
    expect(await storedRows('D', '')).toEqual({ 'Finance.Enable': 'false' });
  });

  it('resets a tenant to the host defaults and the host to the definitions', async () => {
    const reset = await t.app.inject({ method: 'DELETE', url: url('T', acmeId), headers: t.as(host) });
    expect(reset.statusCode).toBe(204);
    expect(await storedRows('T', acmeId)).toEqual({});
    expect((await features(host, 'T', acmeId)).value('Finance.Enable')).toBe('false');
    const resetHost = await t.app.inject({ method: 'DELETE', url: url('D'), headers: t.as(host) });
    expect(resetHost.statusCode).toBe(204);
    expect(await storedRows('D', '')).toEqual({});
    expect((await features(host, 'T', acmeId)).value('Finance.Enable')).toBe('true');
  });
});

describe('who may manage features', () => {
  it('is host only: a tenant admin gets 403 and an anonymous caller 401', async () => {
    for (const [method, providerName, providerKey] of [
      ['GET', 'T', acmeId],
      ['PUT', 'T', acmeId],
      ['DELETE', 'T', acmeId],
      ['GET', 'D', ''],
      ['PUT', 'D', ''],
      ['DELETE', 'D', ''],
    ] as const) {
      const payload = method === 'PUT' ? { features: [] } : undefined;
      const asTenant = await t.app.inject({
        method,
        url: url(providerName, providerKey),
        headers: t.as(acme),
        ...(payload ? { payload } : {}),
      });
      expect(asTenant.statusCode, `${method} ${providerName}`).toBe(403);
      const anonymous = await t.app.inject({
        method,
        url: url(providerName, providerKey),
        ...(payload ? { payload } : {}),
      });
      expect(anonymous.statusCode).toBe(401);
    }
  });

  it("needs the provider's own policy", async () => {
    const hostScope = systemContext(null);
    await t.services.identity.users.createRole(hostScope, 'tenant-features', [
      TenancyPermissions.Tenants.Default,
      TenancyPermissions.Tenants.ManageFeatures,
    ]);
    await t.services.identity.users.create(hostScope, {
      userName: 'sales',
      email: 'sales@host.local',
      password: '1q2w3E*',
      name: 'Sales',
      surname: null,
      phoneNumber: null,
      isActive: true,
      lockoutEnabled: true,
      roleNames: ['tenant-features'],
    });
    const sales = await t.login(null, 'sales');
    expect((await t.app.inject({ url: url('T', acmeId), headers: t.as(sales) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: url('D'), headers: t.as(sales) })).statusCode).toBe(403);
  });
});

describe('enforcement', () => {
  /** A server with the real request context and permission check, and one route per business area. */
  async function probeServer() {
    const probe = Fastify({ logger: false });
    probe.setValidatorCompiler(compiledValidator);
    probe.setSerializerCompiler(compiledSerializer);
    registerErrorHandler(probe);
    registerRequestContext(probe, { ...t.services.platform, tenants: t.services.tenancy.tenants });
    const areas = {
      hr: EmployeesPermissions.Employees.Default,
      payroll: PayrollPermissions.Payslips.Default,
      finance: FinancePermissions.Accounts.Default,
      settings: TenancyPermissions.Emailing.Default,
    };
    for (const [area, policy] of Object.entries(areas))
      probe.get(`/probe/${area}`, { config: { access: requirePolicy(policy) } }, async () => ({ area }));
    await probe.ready();
    return { probe, areas };
  }

  it('sells a tenant HR without payroll or finance', async () => {
    const r = await put(host, 'T', globexId, [
      { name: 'Payroll.Enable', value: 'false' },
      { name: 'Finance.Enable', value: 'false' },
    ]);
    expect(r.statusCode, r.body).toBe(204);
    const { probe, areas } = await probeServer();
    try {
      const call = async (area: string) =>
        (await probe.inject({ url: `/probe/${area}`, headers: t.as(globex) })).statusCode;
      expect(await call('hr')).toBe(200);
      // The admin role holds the payroll and finance grants; the features withdraw them.
      expect(await call('payroll')).toBe(403);
      expect(await call('finance')).toBe(403);
      const config = await appConfig(globex);
      expect(config.auth.grantedPolicies[areas.hr]).toBe(true);
      expect(Object.keys(config.auth.grantedPolicies).filter((p) => /^(PR|FN)\./.test(p))).toEqual([]);
      expect(config.features.values).toMatchObject({ 'Payroll.Enable': 'false', 'Finance.Enable': 'false' });
      // Another tenant keeps payroll.
      expect((await probe.inject({ url: '/probe/payroll', headers: t.as(acme) })).statusCode).toBe(200);

      // Bought later: at once, without new grants.
      await put(host, 'T', globexId, [{ name: 'Payroll.Enable', value: 'true' }]);
      expect(await call('payroll')).toBe(200);

      // HR off: HR policies go too.
      await put(host, 'T', globexId, [{ name: 'HR.Enable', value: 'false' }]);
      expect(await call('hr')).toBe(403);
      expect((await appConfig(globex)).auth.grantedPolicies[areas.hr]).toBeUndefined();
    } finally {
      await probe.close();
      await t.services.platform.features.reset('T', globexId);
    }
  });

  it('hides and refuses setting management when SettingManagement.Enable is false', async () => {
    const { probe, areas } = await probeServer();
    try {
      expect((await probe.inject({ url: '/probe/settings', headers: t.as(globex) })).statusCode).toBe(200);
      const emailingUrl = '/api/setting-management/emailing';
      expect((await t.app.inject({ url: emailingUrl, headers: t.as(globex) })).statusCode).toBe(200);
      await put(host, 'T', globexId, [{ name: 'SettingManagement.Enable', value: 'false' }]);
      expect((await probe.inject({ url: '/probe/settings', headers: t.as(globex) })).statusCode).toBe(403);
      const config = await appConfig(globex);
      expect(config.features.values['SettingManagement.Enable']).toBe('false');
      // Its child went off with it.
      expect(config.features.values['SettingManagement.AllowChangingEmailSettings']).toBe('false');
      expect(config.auth.grantedPolicies[areas.settings]).toBeUndefined();
      // The real setting management route.
      const emailing = await t.app.inject({ url: emailingUrl, headers: t.as(globex) });
      expect(emailing.statusCode).toBe(403);
    } finally {
      await probe.close();
      await t.services.platform.features.reset('T', globexId);
    }
  });

  it('gives modules a feature check that refuses with FeatureDisabled', async () => {
    await t.services.platform.features.set('T', globexId, 'Finance.Enable', 'false');
    await expect(
      t.services.platform.features.requireEnabled(globexId, 'Finance.Enable'),
    ).rejects.toMatchObject({
      code: 'Platform:FeatureDisabled',
      status: 403,
    });
    await expect(
      t.services.platform.features.requireEnabled(acmeId, 'Finance.Enable'),
    ).resolves.toBeUndefined();
    expect(await t.services.platform.features.isEnabled(globexId, 'Finance.Enable')).toBe(false);
    await t.services.platform.features.reset('T', globexId);
  });
});
