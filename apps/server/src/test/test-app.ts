import { type Endpoint, type EndpointInput, pathOf, type RoleDto, type UserDto } from '@hr/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type BuiltApp, buildApp } from '../app.ts';
import { forgetPlannedRows } from '../platform/db/crud.ts';
import type { Database } from '../platform/db/database.ts';
import { openTestDatabase, testConfig } from './test-database.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** A user a test made: their id, name and a signed-in token. */
export interface TestUser {
  id: string;
  userName: string;
  token: string;
}

export interface TestApp extends BuiltApp {
  db: Database;
  /** Signs in through POST /connect/token, as the web app does; returns the access token. */
  login(tenant: string | null, userName?: string, password?: string): Promise<string>;
  /** Headers for a call as the given token. */
  as(token: string, extra?: Record<string, string>): Record<string, string>;
  /**
   * Calls an endpoint of the contracts as `token` (null: anonymous), its path built from the params:
   * `t.call(admin, jobTitleEndpoints.get, { params: { id } })`. Or a raw call by method and URL, for
   * what no descriptor says (bad paths, unknown fields): `t.call(admin, 'GET', '/api/x?y=1')`.
   */
  call<E extends Endpoint>(
    token: string | null,
    endpoint: E,
    input?: EndpointInput<E> & { headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  call(
    token: string | null,
    method: Method,
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /**
   * The status of a call, and its body when it is refused (4xx/5xx), without waiting for the whole answer:
   * a live stream (notifications) never ends, so its head is read and the rest dropped. For tests that walk
   * every route.
   */
  peek(
    token: string | null,
    method: Method,
    url: string,
    payload?: string | object,
    headers?: Record<string, string>,
  ): Promise<{ statusCode: number; body: string }>;
  /**
   * A new user of `tenant` (null: the host) holding exactly `grants` through a role of their own,
   * signed in. Each call makes a new user, so tests do not share state through it.
   */
  userWith(tenant: string | null, grants: readonly string[]): Promise<TestUser>;
  /** A new active tenant made by the host admin, with its admin (`admin`, password `1q2w3E*`). */
  createTenant(name?: string): Promise<{ id: string; name: string }>;
  close(): Promise<void>;
}

const adminPassword = '1q2w3E*';
let serial = 0;
let addresses = 0;
const nextAddress = () =>
  `10.${200 + ((addresses >> 16) % 50)}.${(addresses >> 8) & 255}.${addresses++ & 255}`;
const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(serial++).toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/**
 * A real app on a real, migrated and seeded database of its own: in-memory PGlite by default, or a new
 * database on the PostgreSQL server of DATABASE_URL (the `pg` stage of npm test), dropped afterwards.
 * The database is a copy of the run's snapshot (see `test-database.ts`), so a file starts in seconds.
 */
export async function createTestApp(
  options: { webDist?: string; logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const { db, drop } = await openTestDatabase();
  // A new database: the list estimates kept for the previous file's are not this one's.
  forgetPlannedRows();
  const config = testConfig({
    LOG_LEVEL: options.logStream ? 'trace' : 'silent',
    WEB_DIST: options.webDist ?? '/nonexistent',
  });
  const built = await buildApp(
    config,
    db,
    options.logStream ? { logStream: options.logStream } : { logger: false },
  );
  await built.app.ready();

  const as = (token: string, extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${token}`,
    ...extra,
  });

  async function login(tenant: string | null, userName = 'admin', password = adminPassword) {
    const response = await built.app.inject({
      method: 'POST',
      url: '/connect/token',
      // Each sign-in from an address of its own, as different people's browsers: a file signing in
      // many made-up users must not trip the per-address sign-in limit that sign-in-address.test proves.
      remoteAddress: nextAddress(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(tenant ? { __tenant: tenant } : {}),
      },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: userName,
        password,
        client_id: 'HR_App',
      }).toString(),
    });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
    return response.json<{ access_token: string }>().access_token;
  }

  function call(token: string | null, target: Endpoint | Method, ...rest: unknown[]) {
    const headers = (extra: Record<string, string> = {}) => (token ? as(token, extra) : extra);
    let request: InjectOptions;
    if (typeof target === 'string') {
      const [url, payload, extra] = rest as [string, unknown, Record<string, string> | undefined];
      request = {
        method: target,
        url,
        headers: headers(extra),
        ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}),
      };
    } else {
      const input = (rest[0] ?? {}) as {
        params?: Record<string, unknown>;
        query?: Record<string, unknown>;
        body?: unknown;
        headers?: Record<string, string>;
      };
      const query = new URLSearchParams();
      for (const [k, v] of Object.entries(input.query ?? {}))
        for (const item of Array.isArray(v) ? v : [v]) if (item !== undefined) query.append(k, String(item));
      const search = query.size ? `?${query}` : '';
      request = {
        method: target.method,
        url: `${pathOf(target, input.params)}${search}`,
        headers: headers(input.headers),
        ...(input.body !== undefined ? { payload: input.body as InjectOptions['payload'] } : {}),
      };
    }
    return built.app.inject(request);
  }

  const admins = new Map<string | null, string>();
  const adminOf = async (tenant: string | null) => {
    const token = admins.get(tenant) ?? (await login(tenant));
    admins.set(tenant, token);
    return token;
  };
  const expectOk = (r: LightMyRequestResponse, what: string) => {
    if (r.statusCode >= 300) throw new Error(`${what} answered ${r.statusCode}: ${r.body}`);
    return r;
  };

  return {
    ...built,
    db,
    login,
    as,
    call: call as TestApp['call'],
    async peek(token, method, url, payload, extra = {}) {
      const abort = new AbortController();
      const r = await built.app.inject({
        method,
        url,
        headers: token ? as(token, extra) : extra,
        ...(payload !== undefined ? { payload } : {}),
        payloadAsStream: true,
        signal: abort.signal,
      });
      let body = '';
      if (r.statusCode >= 400) for await (const chunk of r.stream()) body += chunk;
      abort.abort();
      return { statusCode: r.statusCode, body };
    },
    async userWith(tenant, grants) {
      const admin = await adminOf(tenant);
      const name = unique('u');
      const role = expectOk(
        await call(admin, 'POST', '/api/identity/roles', { name: `role-${name}` }),
        'creating the role',
      ).json<RoleDto>();
      if (grants.length)
        expectOk(
          await call(
            admin,
            'PUT',
            `/api/permission-management/permissions?providerName=R&providerKey=${encodeURIComponent(role.name)}`,
            { permissions: grants.map((g) => ({ name: g, isGranted: true })) },
          ),
          'granting the role',
        );
      const user = expectOk(
        await call(admin, 'POST', '/api/identity/users', {
          userName: name,
          email: `${name}@example.test`,
          password: adminPassword,
          roleNames: [role.name],
        }),
        'creating the user',
      ).json<UserDto>();
      return { id: user.id, userName: name, token: await login(tenant, name, adminPassword) };
    },
    async createTenant(name = unique('t')) {
      const host = await adminOf(null);
      const tenant = expectOk(
        await call(host, 'POST', '/api/multi-tenancy/tenants', {
          name,
          adminEmailAddress: `admin@${name}.test`,
          adminPassword,
        }),
        'creating the tenant',
      ).json<{ id: string; name: string }>();
      return { id: tenant.id, name: tenant.name };
    },
    async close() {
      await built.app.close();
      await db.close();
      await drop();
    },
  };
}
