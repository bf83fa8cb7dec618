import { allPermissions } from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accessPolicies } from '../context.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('route inventory', () => {
  it('every route declares a policy, any signed-in user, or public', () => {
    expect(t.routes.length).toBeGreaterThan(10);
    const undeclared = t.routes.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('every declared policy exists in the permission registry', () => {
    const known = new Set(allPermissions.map((p) => p.name));
    const unknown = t.routes
      .flatMap((r) => (r.access ? accessPolicies(r.access).map((p) => `${r.method} ${r.url} -> ${p}`) : []))
      .filter((line) => !known.has(line.split(' -> ')[1]!));
    expect(unknown).toEqual([]);
  });

  it('public API routes are only the ones meant to be', () => {
    const publicApi = t.routes
      .filter((r) => r.access === 'public' && /^\/(api|connect|\.well-known)\//.test(r.url))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(publicApi).toEqual([
      'GET /.well-known/jwks',
      'GET /.well-known/openid-configuration',
      'GET /api/abp/application-configuration',
      'GET /api/abp/multi-tenancy/tenants/by-name/:name',
      'GET /connect/authorize',
      'GET /connect/authorize/:uid',
      'GET /connect/endsession',
      'GET /connect/endsession/success',
      'POST /api/account/interaction/:uid/login',
      'POST /api/account/register',
      'POST /api/account/reset-password',
      'POST /api/account/send-password-reset-code',
      'POST /connect/authorize',
      'POST /connect/endsession',
      'POST /connect/endsession/confirm',
      'POST /connect/revocat',
      'POST /connect/token',
    ]);
  });
});
