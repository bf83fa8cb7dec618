import { permissionByName } from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { accessPolicies } from '../context.ts';
import type { RouteRecord } from './request-context.ts';

/**
 * Authorization of every route, driven by the route inventory: what a route declares is what is
 * enforced. For each route, an anonymous call gets 401; for a policy route, a signed-in user without
 * the grant gets 403 and a user holding only the declared grant gets past the access check; for a
 * signed-in route any user gets past it. Routes added later are covered without a line written here.
 *
 * "Past the access check" means neither 401 nor 403: the call may still fail validation (404 for the
 * made-up id, 400 for the empty body), which is the point, since access is checked before both.
 */
let t: TestApp;
let nobodyInTenant: TestUser;
let nobodyInHost: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  nobodyInTenant = await t.userWith('acme', []);
  nobodyInHost = await t.userWith(null, []);
});
afterAll(() => t?.close());

const someId = '5b1e1ef5-0000-4000-8000-00000000abcd';

/** A concrete URL for a route: each parameter a made-up id (or name), and the wildcard a file name. */
function urlOf(route: RouteRecord): string {
  return route.url.replace(/:(\w+)/g, () => someId).replace(/\*$/, 'x.txt');
}

/**
 * Calls a route and answers its status, and its body when it is a refusal. The answer is taken as a
 * stream and dropped once its head is read: a live stream (notifications) never ends by itself.
 */
function send(route: RouteRecord, token: string | null) {
  const withBody = route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';
  return t.peek(token, route.method as 'GET', urlOf(route), withBody ? {} : undefined);
}

/** The API: routes of the product that someone's access guards (documentation and files aside). */
const guarded = () =>
  t.routes.filter((r) => r.access !== undefined && r.access !== 'public' && /^\/api\//.test(r.url));

describe('every guarded route, from the inventory', () => {
  it('covers the API (a sanity bound, so an empty inventory cannot pass)', () => {
    expect(guarded().length).toBeGreaterThan(60);
  });

  it('answers 401 to an anonymous caller', async () => {
    const wrong: string[] = [];
    for (const route of guarded()) {
      const r = await send(route, null);
      if (r.statusCode !== 401) wrong.push(`${route.method} ${route.url} -> ${r.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to a signed-in caller without the grant, on both sides', async () => {
    const wrong: string[] = [];
    for (const route of guarded()) {
      if (accessPolicies(route.access!).length === 0) continue;
      for (const user of [nobodyInTenant, nobodyInHost]) {
        const r = await send(route, user.token);
        if (r.statusCode !== 403)
          wrong.push(`${route.method} ${route.url} as ${user.userName} -> ${r.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets the declared grant alone (with its parents) past the access check', async () => {
    // One probe user per side whose own grants are set to exactly what each route needs in turn: grants
    // count from the next request on, and no password is hashed per policy.
    const probes = { tenant: await t.userWith('acme', []), host: await t.userWith(null, []) };
    const admins = { tenant: await t.login('acme'), host: await t.login(null) };
    const holding = { tenant: [] as string[], host: [] as string[] };
    const grantExactly = async (side: 'tenant' | 'host', grants: string[]) => {
      const changes = [
        ...holding[side].filter((g) => !grants.includes(g)).map((name) => ({ name, isGranted: false })),
        ...grants.map((name) => ({ name, isGranted: true })),
      ];
      const url = `/api/permission-management/permissions?providerName=U&providerKey=${probes[side].id}`;
      const r = await t.call(admins[side], 'PUT', url, { permissions: changes });
      expect(r.statusCode, r.body).toBe(204);
      holding[side] = grants;
    };
    const wrong: string[] = [];
    for (const route of guarded()) {
      for (const policy of accessPolicies(route.access!)) {
        const permission = permissionByName.get(policy);
        expect(permission, policy).toBeDefined();
        // A child permission is granted with its parents, as the permissions dialog does.
        const grants: string[] = [];
        for (let p = permission; p; p = p.parentName ? permissionByName.get(p.parentName) : undefined)
          grants.unshift(p.name);
        const side = permission!.side === 'host' ? 'host' : 'tenant';
        await grantExactly(side, grants);
        const r = await send(route, probes[side].token);
        if (r.statusCode === 401 || r.statusCode === 403)
          wrong.push(
            `${route.method} ${route.url} with ${policy} -> ${r.statusCode} ${r.body.slice(0, 120)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets any signed-in user past the access check of a signed-in route', async () => {
    const wrong: string[] = [];
    for (const route of guarded()) {
      if (route.access !== 'authenticated') continue;
      const r = await send(route, nobodyInTenant.token);
      // The access check refuses with Platform:Forbidden; a 403 of the route's own rule (a self-service
      // route of employees answering Requests:NotAnEmployee to a user who is none) is past it.
      if (r.statusCode === 403 && !/"code":"Platform:/.test(r.body)) continue;
      if (r.statusCode === 401 || r.statusCode === 403)
        wrong.push(`${route.method} ${route.url} -> ${r.statusCode} ${r.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });
});
