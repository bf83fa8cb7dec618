import { expect } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { identityApi } from './identity.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What the extensions tests share: acme's admin, the admin of a second tenant (globex), and a way
 * to sign in as an acme user holding exactly some policies.
 */
export async function settingsTestSetup(t: TestApp) {
  const _identity = identityApi(t);
  const host = await t.login(null);
  const acme = await t.login('acme');
  const acmeId = (await t.services.tenancy.tenants.findByName('acme'))!.id;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/multi-tenancy/tenants',
    headers: t.as(host),
    payload: { name: 'globex', adminEmailAddress: 'admin@globex.example', adminPassword: '1q2w3E*' },
  });
  expect(created.statusCode, created.body).toBe(200);
  const globexId = created.json<{ id: string }>().id;
  const globex = await t.login('globex');

  const call = (token: string, method: Method, url: string, payload?: unknown) =>
    t.call(token, method, url, payload);
  /** Signs in as a new acme user whose only role holds exactly these policies. */
  const userWith = async (...policies: string[]) => (await t.userWith('acme', policies)).token;

  return { host, acme, acmeId, globex, globexId, call, userWith };
}
