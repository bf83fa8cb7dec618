import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../identity.tables.ts';

let t: TestApp;
const origin = 'http://hr.test';
const redirectUri = `${origin}/`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A browser's cookie jar, enough for the provider's session and interaction cookies. */
class Browser {
  private cookies = new Map<string, string>();

  keep(response: LightMyRequestResponse) {
    const header = response.headers['set-cookie'];
    for (const line of Array.isArray(header) ? header : header ? [header] : []) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get cookie() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async get(url: string) {
    const path = url.startsWith(origin) ? url.slice(origin.length) : url;
    return this.keep(await t.app.inject({ method: 'GET', url: path, headers: { cookie: this.cookie } }));
  }

  async post(url: string, payload: object, headers: Record<string, string> = {}) {
    return this.keep(
      await t.app.inject({ method: 'POST', url, payload, headers: { cookie: this.cookie, ...headers } }),
    );
  }
}

const form = (fields: Record<string, string>) => ({
  'content-type': 'application/x-www-form-urlencoded',
  payload: new URLSearchParams(fields).toString(),
});

async function token(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const { payload, ...contentType } = form({ client_id: 'HR_App', ...fields });
  return t.app.inject({
    method: 'POST',
    url: '/connect/token',
    payload,
    headers: { ...contentType, ...headers },
  });
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

function authorizeUrl(challenge?: string, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({
    client_id: 'HR_App',
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile HR offline_access',
    state: 'state-1',
    nonce: 'nonce-1',
    culture: 'ar',
    'ui-culture': 'ar',
    ...(challenge ? { code_challenge: challenge, code_challenge_method: 'S256' } : {}),
    ...extra,
  });
  return `/connect/authorize?${query}`;
}

/** Follows redirects (within the app) until one leaves for the client's redirect URI. */
async function follow(browser: Browser, response: LightMyRequestResponse) {
  let current = response;
  for (let i = 0; i < 10; i++) {
    const location = current.headers.location;
    if (current.statusCode < 300 || current.statusCode >= 400 || typeof location !== 'string') return current;
    if (location.startsWith(redirectUri) && location.includes('?')) return current;
    current = await browser.get(location);
  }
  throw new Error('too many redirects');
}

/** Authorization code + PKCE as the web app does it: authorize, the login page, back, code for tokens. */
async function codeFlow(tenant: string | null, userName = 'admin', password = '1q2w3E*') {
  const browser = new Browser();
  const { verifier, challenge } = pkce();
  const start = await browser.get(authorizeUrl(challenge));
  expect(start.statusCode).toBe(303);
  const loginPage = new URL(String(start.headers.location), origin);
  expect(loginPage.pathname).toBe('/account/login');
  const uid = loginPage.searchParams.get('uid')!;
  const login = await browser.post(
    `/api/account/interaction/${uid}/login`,
    { userNameOrEmailAddress: userName, password, rememberMe: true },
    tenant ? { __tenant: tenant } : {},
  );
  expect(login.statusCode, login.body).toBe(200);
  const back = await follow(browser, await browser.get(login.json().redirectTo));
  if (!back.headers.location) throw new Error(`no redirect: ${back.statusCode} ${back.body}`);
  const callback = new URL(String(back.headers.location));
  expect(callback.searchParams.get('state')).toBe('state-1');
  const code = callback.searchParams.get('code')!;
  const tokens = await token({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    code_verifier: verifier,
  });
  return { browser, tokens, code, verifier };
}

describe('discovery and keys', () => {
  it('publishes the provider metadata at the well-known path', async () => {
    const r = await t.app.inject({ url: '/.well-known/openid-configuration' });
    expect(r.statusCode).toBe(200);
    const doc = r.json();
    expect(doc.issuer).toBe(origin);
    expect(doc.authorization_endpoint).toMatch(/\/connect\/authorize$/);
    expect(doc.token_endpoint).toMatch(/\/connect\/token$/);
    expect(doc.revocation_endpoint).toMatch(/\/connect\/revocat$/);
    expect(doc.end_session_endpoint).toMatch(/\/connect\/endsession$/);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token', 'password']),
    );
  });

  it('announces the userinfo endpoint it serves, which answers the subject of the bearer', async () => {
    const doc = (await t.app.inject({ url: '/.well-known/openid-configuration' })).json();
    expect(doc.userinfo_endpoint).toMatch(/\/connect\/userinfo$/);
    const access = (await token({ grant_type: 'password', username: 'admin', password: '1q2w3E*' })).json()
      .access_token;
    const path = new URL(doc.userinfo_endpoint).pathname;
    const r = await t.app.inject({ url: path, headers: t.as(access) });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().sub).toBe(decodeJwt(access).sub);
  });

  it('publishes the public signing keys from the database, and no private part', async () => {
    const r = await t.app.inject({ url: '/.well-known/jwks' });
    const { keys } = r.json();
    const stored = await t.services.platform.keys.publicJwks();
    expect(keys.map((k: { kid: string }) => k.kid)).toEqual(stored.map((k) => k.kid));
    for (const key of keys) expect(key.d).toBeUndefined();
  });
});

describe('authorization code with PKCE', () => {
  it('signs a tenant user in through the login interaction and issues tokens for the API', async () => {
    const { tokens } = await codeFlow('acme');
    expect(tokens.statusCode, tokens.body).toBe(200);
    const body = tokens.json();
    expect(body.token_type).toBe('Bearer');
    expect(body.refresh_token).toBeTruthy();
    const access = decodeJwt(body.access_token);
    const acme = await t.services.tenancy.tenants.findByName('acme');
    expect(access).toMatchObject({ aud: 'HR', iss: origin, tenantid: acme!.id });
    // The granted scope, OpenID scopes with the API's, in the token and in the response.
    expect(String(access.scope).split(' ')).toEqual(expect.arrayContaining(['openid', 'profile', 'HR']));
    expect(body.scope).toBe(access.scope);
    expect(access.role).toContain('admin');
    expect(decodeProtectedHeader(body.access_token).typ).toBe('at+jwt');
    const id = decodeJwt(body.id_token);
    expect(id).toMatchObject({ nonce: 'nonce-1', sub: access.sub, tenantid: acme!.id });

    const config = await t.app.inject({
      url: '/api/abp/application-configuration',
      headers: t.as(body.access_token),
    });
    expect(config.json().currentUser).toMatchObject({
      isAuthenticated: true,
      userName: 'admin',
      tenantId: acme!.id,
    });
  });

  it('refuses an authorization request without PKCE', async () => {
    const browser = new Browser();
    const r = await browser.get(authorizeUrl());
    const location = new URL(String(r.headers.location), origin);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('refuses a code exchanged with the wrong verifier, and a code used twice', async () => {
    const { code, tokens, verifier } = await codeFlow(null);
    expect(tokens.statusCode).toBe(200);
    const again = await token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('invalid_grant');
  });

  it('refuses a login interaction with a wrong password with one generic message', async () => {
    const browser = new Browser();
    const start = await browser.get(authorizeUrl(pkce().challenge));
    const uid = new URL(String(start.headers.location), origin).searchParams.get('uid')!;
    const wrong = await browser.post(`/api/account/interaction/${uid}/login`, {
      userNameOrEmailAddress: 'admin',
      password: 'nope',
    });
    const unknown = await browser.post(`/api/account/interaction/${uid}/login`, {
      userNameOrEmailAddress: 'nobody',
      password: 'nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('SignIn:InvalidCredentials');
    expect(unknown.json().error).toEqual(wrong.json().error);
  });

  it('answers an unknown or expired interaction with LoginExpired', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/account/interaction/unknown-uid/login',
      payload: { userNameOrEmailAddress: 'admin', password: '1q2w3E*' },
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().error.code).toBe('SignIn:LoginExpired');
  });
});

describe('password grant', () => {
  it('issues tokens for a tenant named in __tenant, by name or id', async () => {
    const byName = await token({
      grant_type: 'password',
      username: 'admin',
      password: '1q2w3E*',
      __tenant: 'acme',
    });
    expect(byName.statusCode, byName.body).toBe(200);
    const acme = await t.services.tenancy.tenants.findByName('acme');
    expect(decodeJwt(byName.json().access_token).tenantid).toBe(acme!.id);
    const byHeader = await token(
      { grant_type: 'password', username: 'admin', password: '1q2w3E*' },
      { __tenant: acme!.id },
    );
    expect(decodeJwt(byHeader.json().access_token).tenantid).toBe(acme!.id);
  });

  it('refuses a wrong password and an unknown tenant', async () => {
    const wrong = await token({ grant_type: 'password', username: 'admin', password: 'wrong' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('invalid_grant');
    const noTenant = await token({
      grant_type: 'password',
      username: 'admin',
      password: '1q2w3E*',
      __tenant: 'nowhere',
    });
    expect(noTenant.json().error).toBe('invalid_grant');
  });
});

describe('tokens without the API scope', () => {
  /** The signed-in user as the API sees the token: 200 and authenticated, or what it answered. */
  async function apiUser(accessToken: string) {
    const r = await t.app.inject({ url: '/api/abp/application-configuration', headers: t.as(accessToken) });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().currentUser;
  }

  it('gives a password grant for `openid profile` a JWT the API accepts', async () => {
    const r = await token({
      grant_type: 'password',
      username: 'admin',
      password: '1q2w3E*',
      scope: 'openid profile',
      __tenant: 'acme',
    });
    expect(r.statusCode, r.body).toBe(200);
    const { access_token: access, id_token: idToken } = r.json();
    expect(decodeJwt(access)).toMatchObject({ aud: 'HR', iss: origin });
    expect(decodeJwt(idToken).sub).toBe(decodeJwt(access).sub);
    expect(await apiUser(access)).toMatchObject({ isAuthenticated: true, userName: 'admin' });

    const offline = await token({
      grant_type: 'password',
      username: 'admin',
      password: '1q2w3E*',
      scope: 'openid profile offline_access',
    });
    const refreshed = await token({
      grant_type: 'refresh_token',
      refresh_token: offline.json().refresh_token,
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(await apiUser(refreshed.json().access_token)).toMatchObject({ isAuthenticated: true });
  });

  it('gives an authorization code for `openid profile` a JWT the API accepts, also after a refresh', async () => {
    const browser = new Browser();
    const { verifier, challenge } = pkce();
    const start = await browser.get(authorizeUrl(challenge, { scope: 'openid profile' }));
    const uid = new URL(String(start.headers.location), origin).searchParams.get('uid')!;
    const login = await browser.post(`/api/account/interaction/${uid}/login`, {
      userNameOrEmailAddress: 'admin',
      password: '1q2w3E*',
    });
    expect(login.statusCode, login.body).toBe(200);
    const back = await follow(browser, await browser.get(login.json().redirectTo));
    const code = new URL(String(back.headers.location)).searchParams.get('code')!;
    const r = await token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    });
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json();
    expect(decodeJwt(body.access_token)).toMatchObject({ aud: 'HR', iss: origin });
    expect(await apiUser(body.access_token)).toMatchObject({ isAuthenticated: true, userName: 'admin' });

    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: body.refresh_token });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(await apiUser(refreshed.json().access_token)).toMatchObject({ isAuthenticated: true });
  });
});

describe('refresh tokens', () => {
  it('rotates on every use and revokes the whole grant when a used one comes back', async () => {
    const first = (await token({ grant_type: 'password', username: 'admin', password: '1q2w3E*' })).json();
    const second = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(second.statusCode, second.body).toBe(200);
    const rotated = second.json();
    expect(rotated.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(rotated.access_token).sub).toBe(decodeJwt(first.access_token).sub);

    const reused = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe('invalid_grant');
    // Reuse means theft: the rotated token dies with the grant too.
    const afterReuse = await token({ grant_type: 'refresh_token', refresh_token: rotated.refresh_token });
    expect(afterReuse.json().error).toBe('invalid_grant');
  });

  it('stops refreshing for a user who was deactivated', async () => {
    const session = (
      await token({ grant_type: 'password', username: 'admin', password: '1q2w3E*', __tenant: 'acme' })
    ).json();
    const admin = await t.login('acme');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/identity/users',
      headers: t.as(admin),
      payload: { userName: 'leaver', email: 'leaver@acme.example', password: 'Passw0rd!' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const leaver = (
      await token({ grant_type: 'password', username: 'leaver', password: 'Passw0rd!', __tenant: 'acme' })
    ).json();
    const acme = await t.services.tenancy.tenants.findByName('acme');
    await t.db.transaction({ tenantId: acme!.id }, (tx) =>
      tx.update(users).set({ isActive: false }).where(eq(users.id, created.json().id)),
    );
    const refused = await token({ grant_type: 'refresh_token', refresh_token: leaver.refresh_token });
    expect(refused.json().error).toBe('invalid_grant');
    const stillFine = await token({ grant_type: 'refresh_token', refresh_token: session.refresh_token });
    expect(stillFine.statusCode).toBe(200);
  });
});

describe('revocation, userinfo, end session', () => {
  it('revokes a refresh token (and its grant)', async () => {
    const tokens = (await token({ grant_type: 'password', username: 'admin', password: '1q2w3E*' })).json();
    const { payload, ...headers } = form({
      client_id: 'HR_App',
      token: tokens.refresh_token,
      token_type_hint: 'refresh_token',
    });
    const r = await t.app.inject({ method: 'POST', url: '/connect/revocat', payload, headers });
    expect(r.statusCode).toBe(200);
    const refresh = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refresh.json().error).toBe('invalid_grant');
  });

  it('answers userinfo for a bearer token by its scopes, 401 without', async () => {
    const access = (
      await token({
        grant_type: 'password',
        username: 'admin',
        password: '1q2w3E*',
        scope: 'openid profile email HR',
        __tenant: 'acme',
      })
    ).json().access_token;
    const r = await t.app.inject({ url: '/connect/userinfo', headers: t.as(access) });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ preferred_username: 'admin', email: expect.any(String) });
    expect(r.json().tenantid).toBeTruthy();
    const anonymous = await t.app.inject({ url: '/connect/userinfo' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer realm="HR"');
  });

  it('ends the provider session, so the next authorization asks for the login again', async () => {
    const { browser, tokens } = await codeFlow('acme');
    // With the session alive, a new authorization needs no login.
    const silent = await follow(browser, await browser.get(authorizeUrl(pkce().challenge)));
    expect(String(silent.headers.location)).toContain('code=');

    const idToken = tokens.json().id_token;
    const logout = await browser.get(
      `/connect/endsession?id_token_hint=${idToken}&post_logout_redirect_uri=${encodeURIComponent(redirectUri)}`,
    );
    expect(logout.statusCode).toBe(200);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(logout.body)![1]!;
    const { payload, ...headers } = form({ xsrf, logout: 'yes' });
    const confirm = browser.keep(
      await t.app.inject({
        method: 'POST',
        url: '/connect/endsession/confirm',
        payload,
        headers: { ...headers, cookie: browser.cookie },
      }),
    );
    expect([302, 303], confirm.body).toContain(confirm.statusCode);
    expect(String(confirm.headers.location)).toBe(redirectUri);

    const next = await browser.get(authorizeUrl(pkce().challenge));
    expect(String(next.headers.location)).toContain('/account/login?uid=');
  });
});
