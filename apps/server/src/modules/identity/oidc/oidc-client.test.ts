import type { LightMyRequestResponse } from 'fastify';
import * as jose from 'jose';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../../platform/http/security-headers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * The provider as an integrator's client sees it: openid-client (v6) and jose, unchanged, over the app's
 * own HTTP handling (their fetch is answered by Fastify's inject), and the login interaction answered as the
 * web app's login page answers it.
 */
let t: TestApp;
const origin = 'http://hr.test';
const redirectUri = `${origin}/`;
let config: client.Configuration;
let jwks: ReturnType<typeof jose.createRemoteJWKSet>;
const user = {
  userName: 'lina',
  name: 'لينا',
  surname: 'صالح',
  password: 'Passw0rd!',
  phone: '+962700000001',
};

/** fetch, answered by the app itself. */
const viaApp = async (url: string, options: { method?: string; headers?: unknown; body?: unknown }) => {
  const target = new URL(url);
  const headers = Object.fromEntries(
    new Headers(options.headers as ConstructorParameters<typeof Headers>[0]),
  );
  const r = await t.app.inject({
    method: (options.method ?? 'GET') as 'GET',
    url: target.pathname + target.search,
    headers,
    ...(options.body !== undefined && options.body !== null ? { payload: String(options.body) } : {}),
  });
  return toResponse(r);
};

function toResponse(r: LightMyRequestResponse): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(r.headers))
    for (const v of Array.isArray(value) ? value : [value])
      if (v !== undefined) headers.append(name, String(v));
  const empty = r.statusCode === 204 || r.statusCode === 304 || r.rawPayload.length === 0;
  return new Response(empty ? null : new Uint8Array(r.rawPayload), { status: r.statusCode, headers });
}

/** A browser's cookie jar, enough for the provider's session and interaction cookies. */
class Browser {
  private cookies = new Map<string, string>();
  keep(response: LightMyRequestResponse) {
    const header = response.headers['set-cookie'];
    for (const line of Array.isArray(header) ? header : header ? [header] : []) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(pair.slice(0, at));
      else this.cookies.set(pair.slice(0, at), value);
    }
    return response;
  }
  get cookie() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  async get(url: string | URL) {
    const target = new URL(url, origin);
    return this.keep(
      await t.app.inject({ url: target.pathname + target.search, headers: { cookie: this.cookie } }),
    );
  }
  async post(url: string, payload: string | object, headers: Record<string, string> = {}) {
    return this.keep(
      await t.app.inject({ method: 'POST', url, payload, headers: { cookie: this.cookie, ...headers } }),
    );
  }
  /** Follows the app's redirects until one leaves for the client's redirect URI. */
  async follow(response: LightMyRequestResponse) {
    let current = response;
    for (let i = 0; i < 10; i++) {
      const location = current.headers.location;
      if (current.statusCode < 300 || current.statusCode >= 400 || typeof location !== 'string')
        return current;
      if (location.startsWith(redirectUri) && location.includes('?')) return current;
      current = await this.get(location);
    }
    throw new Error('too many redirects');
  }
}

/**
 * Authorization code with PKCE, built by openid-client; the login interaction answered by the login page's
 * JSON call, with the tenant the page preselects from the authorize request.
 */
async function signIn(scope: string, extra: Record<string, string> = {}) {
  const browser = new Browser();
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const authorize = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...extra,
  });
  const start = await browser.get(authorize);
  expect(start.statusCode).toBe(303);
  const loginPage = new URL(String(start.headers.location), origin);
  expect(loginPage.pathname).toBe('/account/login');
  const tenant = loginPage.searchParams.get('__tenant');
  const login = await browser.post(
    `/api/account/interaction/${loginPage.searchParams.get('uid')}/login`,
    { userNameOrEmailAddress: user.userName, password: user.password, rememberMe: false },
    tenant ? { __tenant: tenant } : {},
  );
  expect(login.statusCode, login.body).toBe(200);
  const back = await browser.follow(await browser.get(login.json().redirectTo));
  const tokens = await client.authorizationCodeGrant(config, new URL(String(back.headers.location)), {
    pkceCodeVerifier: verifier,
    expectedState: state,
    expectedNonce: nonce,
  });
  return { browser, tokens, loginPage };
}

/** An API route any signed-in user may read. */
const api = (accessToken: string) =>
  t.app.inject({ url: '/api/account/my-profile', headers: t.as(accessToken) });

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.login('acme');
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/identity/users',
    headers: t.as(admin),
    payload: {
      userName: user.userName,
      name: user.name,
      surname: user.surname,
      email: 'lina@acme.example',
      phoneNumber: user.phone,
      password: user.password,
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  config = await client.discovery(new URL(origin), 'HR_App', undefined, client.None(), {
    execute: [client.allowInsecureRequests],
    [client.customFetch]: viaApp as client.CustomFetch,
  });
  jwks = jose.createRemoteJWKSet(new URL(String(config.serverMetadata().jwks_uri)), {
    [jose.customFetch]: viaApp as never,
  });
});
afterAll(() => t?.close());

describe('openid-client against the provider', () => {
  it('discovers only what is served: code flow, no PAR, every endpoint answering', async () => {
    const meta = config.serverMetadata();
    expect(meta.issuer).toBe(origin);
    expect(meta.response_types_supported).toEqual(['code']);
    expect(meta.pushed_authorization_request_endpoint).toBeUndefined();
    expect(meta.code_challenge_methods_supported).toEqual(['S256']);
    expect(meta.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'phone', 'HR']),
    );
    for (const key of [
      'authorization_endpoint',
      'token_endpoint',
      'userinfo_endpoint',
      'revocation_endpoint',
      'end_session_endpoint',
      'jwks_uri',
    ] as const) {
      const url = meta[key];
      expect(url, key).toBeTruthy();
      const r = await viaApp(String(url), {
        method: key === 'token_endpoint' || key === 'revocation_endpoint' ? 'POST' : 'GET',
      });
      expect(r.status, key).not.toBe(404);
    }
  });

  it('sends the API security headers on the provider endpoints', async () => {
    const expected = securityHeaders();
    const answers = [
      await t.app.inject({ url: '/.well-known/openid-configuration' }),
      await t.app.inject({ url: '/.well-known/jwks' }),
      await t.app.inject({
        method: 'POST',
        url: '/connect/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=password&client_id=HR_App&username=nobody&password=nope',
      }),
    ];
    for (const r of answers)
      for (const name of [
        'x-content-type-options',
        'x-frame-options',
        'referrer-policy',
        'strict-transport-security',
        'cross-origin-opener-policy',
        'content-security-policy',
      ])
        expect(r.headers[name], `${r.raw.req.url} ${name}`).toBe(expected[name]);
  });

  it('signs in with code and PKCE through the login page, tokens verified against the JWKS', async () => {
    const { tokens, loginPage } = await signIn('openid profile email phone role HR offline_access', {
      __tenant: 'acme',
      culture: 'ar',
      'ui-culture': 'ar',
    });
    // The login page is given the authorize request's tenant and languages.
    expect(loginPage.searchParams.get('__tenant')).toBe('acme');
    expect(loginPage.searchParams.get('ui-culture')).toBe('ar');
    expect(loginPage.searchParams.get('culture')).toBe('ar');
    expect(tokens.scope?.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'phone', 'role', 'HR']),
    );
    const acme = await t.services.tenancy.tenants.findByName('acme');
    const access = await jose.jwtVerify(tokens.access_token, jwks, {
      issuer: origin,
      audience: 'HR',
      typ: 'at+jwt',
    });
    expect(access.payload).toMatchObject({ tenantid: acme!.id, scope: tokens.scope, client_id: 'HR_App' });
    const id = await jose.jwtVerify(tokens.id_token!, jwks, { issuer: origin, audience: 'HR_App' });
    expect(id.payload.sub).toBe(access.payload.sub);
    expect(tokens.claims()?.sub).toBe(access.payload.sub);
    expect((await api(tokens.access_token)).json()).toMatchObject({ userName: user.userName });

    // Userinfo answers the granted scopes' claims; the full name is the name.
    const info = await client.fetchUserInfo(config, tokens.access_token, access.payload.sub!);
    expect(info).toMatchObject({
      sub: access.payload.sub,
      name: `${user.name} ${user.surname}`,
      given_name: user.name,
      family_name: user.surname,
      preferred_username: user.userName,
      locale: expect.any(String),
      email: 'lina@acme.example',
      email_verified: false,
      phone_number: user.phone,
      phone_number_verified: false,
      role: ['Employee'],
      tenantid: acme!.id,
    });
  });

  it('answers `openid` alone with the subject alone, and says so in the token response', async () => {
    const { tokens } = await signIn('openid', { __tenant: 'acme' });
    expect(tokens.scope).toBe('openid');
    const sub = tokens.claims()!.sub;
    const info = await client.fetchUserInfo(config, tokens.access_token, sub);
    expect(info).toEqual({ sub });
    const profile = await signIn('openid profile', { __tenant: 'acme' });
    const named = await client.fetchUserInfo(config, profile.tokens.access_token, sub);
    expect(Object.keys(named).sort()).toEqual(
      ['family_name', 'given_name', 'locale', 'name', 'preferred_username', 'sub'].sort(),
    );
  });

  it('refreshes, revokes an access token (the API refuses it at once) and revokes the grant', async () => {
    const { tokens } = await signIn('openid profile HR offline_access', { __tenant: 'acme' });
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect(refreshed.scope).toBe(tokens.scope);
    await jose.jwtVerify(refreshed.access_token, jwks, { issuer: origin, audience: 'HR' });
    expect((await api(tokens.access_token)).statusCode).toBe(200);

    await client.tokenRevocation(config, tokens.access_token, { token_type_hint: 'access_token' });
    const refused = await api(tokens.access_token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('Platform:Unauthorized');
    expect(refused.headers['www-authenticate']).toBe(
      'Bearer realm="HR", error="invalid_token", error_description="The access token has been revoked"',
    );
    // openid-client reads the challenge of userinfo's 401.
    const failure = await client
      .fetchUserInfo(config, tokens.access_token, client.skipSubjectCheck)
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(client.WWWAuthenticateChallengeError);
    const { status, cause } = failure as client.WWWAuthenticateChallengeError;
    expect(status).toBe(401);
    expect(cause).toEqual([
      {
        scheme: 'bearer',
        parameters: {
          realm: 'HR',
          error: 'invalid_token',
          error_description: 'The access token has been revoked',
        },
      },
    ]);
    // The other token of the same grant still works...
    expect((await api(refreshed.access_token)).statusCode).toBe(200);

    // ...until the refresh token is revoked, which revokes the grant and every access token of it.
    await client.tokenRevocation(config, refreshed.refresh_token!, { token_type_hint: 'refresh_token' });
    expect((await api(refreshed.access_token)).statusCode).toBe(401);
    await expect(client.refreshTokenGrant(config, refreshed.refresh_token!)).rejects.toThrow();
  });

  it('challenges a bad or missing token on the API and userinfo (RFC 6750 §3)', async () => {
    const forged = `${(await t.login('acme')).slice(0, -4)}AAAA`;
    for (const url of ['/api/account/my-profile', '/connect/userinfo', '/api/identity/users']) {
      const bad = await t.app.inject({ url, headers: t.as(forged) });
      expect(bad.statusCode, url).toBe(401);
      expect(bad.headers['www-authenticate'], url).toMatch(
        /^Bearer realm="HR", error="invalid_token", error_description="[^"]+"$/,
      );
    }
    const anonymous = await t.app.inject({ url: '/api/identity/users' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer realm="HR"');
    expect(anonymous.json().error.code).toBe('Platform:Unauthorized');
  });

  it("ends the session: back to the login page, and the grant's tokens refused", async () => {
    const { browser, tokens } = await signIn('openid profile HR', { __tenant: 'acme' });
    expect((await api(tokens.access_token)).statusCode).toBe(200);
    const logout = await browser.get(
      client.buildEndSessionUrl(config, {
        id_token_hint: tokens.id_token!,
        post_logout_redirect_uri: redirectUri,
      }),
    );
    expect(logout.statusCode).toBe(200);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(logout.body)![1]!;
    const confirm = await browser.post(
      '/connect/endsession/confirm',
      new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect([302, 303]).toContain(confirm.statusCode);
    expect(String(confirm.headers.location)).toBe(redirectUri);
    expect((await api(tokens.access_token)).statusCode).toBe(401);
    const again = await browser.get(
      client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid',
        code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
        code_challenge_method: 'S256',
      }),
    );
    expect(String(again.headers.location)).toContain('/account/login?uid=');
  });
});
