import { createHash } from 'node:crypto';
import { apiScope, SecurityLogAction, SettingNames, webClientId } from '@hr/contracts';
import { decodeJwt } from 'jose';
import Provider, { type Configuration, errors, type KoaContextWithOIDC } from 'oidc-provider';
import { recordRevocations } from '../../../platform/auth/revocations.ts';
import { systemContext } from '../../../platform/context.ts';
import type { IdentityDeps } from '../index.ts';
import type { Account, SignInService } from '../sign-in.service.ts';
import { createOidcAdapterFactory } from './oidc-adapter.ts';
import { type ClientRequest, registerPasswordGrant } from './password-grant.ts';

export const oidcLifetimes = {
  accessToken: 3600,
  authorizationCode: 60,
  idToken: 3600,
  interaction: 3600,
  refreshToken: 30 * 86_400,
  session: 14 * 86_400,
  grant: 30 * 86_400,
} as const;

/** How long after its expiry the API still accepts a token (the token service's clock tolerance). */
const clockTolerance = 60;
/** When a revocation of a token expiring at `exp` (seconds) may be forgotten. */
export const revocationEnd = (exp: number) => new Date((exp + clockTolerance) * 1000);

/** The request's clock, as the Fastify route handed it over (oidc.routes.ts). */
export const clockOf = (ctx: KoaContextWithOIDC) =>
  ((ctx.req as ClientRequest).now ?? systemContext(null).now)();

/** OpenID scopes of access tokens the password grant issues (its tokens come from no code or refresh token). */
export const passwordGrantScopes = new WeakMap<object, string>();

/** The API as a resource server: its access tokens are JWTs with this audience and scope. */
export const apiResource = 'urn:hr:api';
export const apiResourceServer = {
  scope: apiScope,
  audience: apiScope,
  accessTokenTTL: oidcLifetimes.accessToken,
  accessTokenFormat: 'jwt',
  jwt: { sign: { alg: 'RS256' } },
} as const;

/** What the web client may ask for; first-party, so it is granted without a consent screen. */
export const oidcScopes = ['openid', 'profile', 'email', 'phone', 'role', 'offline_access'] as const;

/** The authorize request's parameters the login page takes (ABP's): the tenant and the languages. */
export const loginPageParams = ['__tenant', 'culture', 'ui-culture'] as const;

/** Origins of the web app besides the public URL: the Vite dev server. */
const devOrigins = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/** The same local server under its other loopback name (localhost and 127.0.0.1 are both in use). */
function loopbackAliases(origin: string): string[] {
  const url = new URL(origin);
  const other = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' }[url.hostname];
  if (!other) return [];
  url.hostname = other;
  return [url.origin];
}

/**
 * The claims of an account, every one of them: the provider and userinfo give each scope's share
 * (`scopeClaims`). `locale` is the user's language (the language setting as it applies to the user).
 */
export function accountClaims(account: Account, locale?: string) {
  const fullName = [account.name, account.surname].filter(Boolean).join(' ');
  return {
    sub: account.id,
    preferred_username: account.userName,
    name: fullName || undefined,
    given_name: account.name ?? undefined,
    family_name: account.surname ?? undefined,
    locale: locale || undefined,
    email: account.email,
    email_verified: false,
    phone_number: account.phoneNumber ?? undefined,
    phone_number_verified: account.phoneNumber ? false : undefined,
    role: account.roles,
    ...(account.tenantId ? { tenantid: account.tenantId } : {}),
    ...(account.employeeId ? { EmployeeId: account.employeeId } : {}),
  };
}

/**
 * Which claims each scope releases (OIDC Core 5.4 for the standard ones). `role` is ABP's scope for the
 * roles; the tenant and the employee id are what the API itself acts on, so they come with its scope.
 */
export const scopeClaims = {
  openid: ['sub'],
  profile: ['name', 'given_name', 'family_name', 'preferred_username', 'locale'],
  email: ['email', 'email_verified'],
  phone: ['phone_number', 'phone_number_verified'],
  role: ['role'],
  [apiScope]: ['tenantid', 'EmployeeId'],
} as const satisfies Record<string, readonly string[]>;

/** The claims a token granted these scopes may read (userinfo). */
export function claimsForScopes(claims: Record<string, unknown>, scope: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of scope.split(' ')) {
    const released = (scopeClaims as Record<string, readonly string[]>)[name];
    for (const claim of released ?? []) if (claims[claim] !== undefined) out[claim] = claims[claim];
  }
  return out;
}

/** The user's language: the language setting as it applies to them (theirs, their tenant's, the default). */
export function accountLocale(services: Pick<IdentityDeps, 'settings'>, account: Account): Promise<string> {
  return services.settings.get(
    { tenantId: account.tenantId, userId: account.id },
    SettingNames.DefaultLanguage,
  );
}

export function accessTokenClaims(account: Account) {
  return {
    preferred_username: account.userName,
    role: account.roles,
    ...(account.tenantId ? { tenantid: account.tenantId } : {}),
    ...(account.employeeId ? { EmployeeId: account.employeeId } : {}),
  };
}

/**
 * The scope an access token was granted, as its `scope` claim and the token response's `scope` say it: the
 * OpenID scopes of the code or refresh token it was issued for (narrowed by a refresh's `scope`), and the
 * API's scope when the token carries it.
 */
export function grantedScope(ctx: KoaContextWithOIDC, token: { scope?: string }): string {
  const { entities, params } = ctx.oidc;
  const source = (entities.AuthorizationCode ?? entities.RefreshToken) as { scope?: string } | undefined;
  const fromPassword = passwordGrantScopes.get(token);
  const asked =
    typeof params?.scope === 'string' && entities.RefreshToken ? new Set(params.scope.split(' ')) : null;
  const openid = new Set(
    String(fromPassword ?? source?.scope ?? '')
      .split(' ')
      .filter((s) => (oidcScopes as readonly string[]).includes(s) && (!asked || asked.has(s))),
  );
  const resource = String(token.scope ?? '')
    .split(' ')
    .filter(Boolean);
  return [...oidcScopes.filter((s) => openid.has(s)), ...resource.filter((s) => !openid.has(s))].join(' ');
}

// The logout page submits its form by itself; CSP allows exactly this script by its hash.
const logoutScript = "document.getElementById('op.logoutForm').submit();";
const logoutScriptHash = `'sha256-${createHash('sha256').update(logoutScript).digest('base64')}'`;

function page(ctx: KoaContextWithOIDC, title: string, body: string, scriptHash?: string) {
  ctx.type = 'html';
  ctx.set(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${devOrigins.join(' ')}${scriptHash ? `; script-src ${scriptHash}` : ''}`,
  );
  ctx.body = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>body{font-family:system-ui,sans-serif;margin:3rem auto;max-width:28rem;padding:0 1rem;color:#1f1f1f}a{color:#1677ff}</style></head><body>${body}</body></html>`;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The embedded OpenID Connect provider (oidc-provider): authorization code with PKCE for the web app, the
 * password grant for first-party scripts, rotating refresh tokens, revocation and end session. Its login
 * interaction is the web app's own /account/login page; everything it stores lives in PostgreSQL, and it
 * signs with the database's keys, so tokens survive restarts and every process shares them.
 */
export async function createOidcProvider(services: IdentityDeps, signIn: SignInService): Promise<Provider> {
  const { config, keys } = services;
  const issuer = config.publicUrl;
  const origins = [issuer, ...loopbackAliases(issuer), ...(config.production ? [] : devOrigins)];

  const localeOf = (account: Account) => accountLocale(services, account);

  const findAccount = async (_ctx: KoaContextWithOIDC, id: string) => {
    const account = await signIn.findAccount(id);
    if (!account) return undefined;
    return {
      accountId: account.id,
      account,
      claims: async () => accountClaims(account, await localeOf(account)),
    };
  };

  const configuration: Configuration = {
    adapter: createOidcAdapterFactory(services.db),
    clients: [
      {
        client_id: webClientId,
        client_name: 'HR',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token', 'password'],
        response_types: ['code'],
        redirect_uris: origins.flatMap((o) => [o, `${o}/`]),
        post_logout_redirect_uris: origins.flatMap((o) => [o, `${o}/`]),
        scope: [...oidcScopes, apiScope].join(' '),
      },
    ],
    jwks: { keys: (await keys.privateJwks()) as never },
    cookies: {
      keys: await keys.cookieSecrets(),
      long: { signed: true, sameSite: 'lax' },
      short: { signed: true, sameSite: 'lax' },
    },
    findAccount,
    claims: Object.fromEntries(Object.entries(scopeClaims).map(([scope, claims]) => [scope, [...claims]])),
    // The authorization code flow with PKCE is the one flow a client may use (no implicit, no hybrid).
    responseTypes: ['code'],
    scopes: [...oidcScopes, apiScope],
    conformIdTokenClaims: false,
    pkce: { required: () => true, methods: ['S256'] },
    extraParams: [...loginPageParams],
    routes: {
      authorization: '/connect/authorize',
      token: '/connect/token',
      userinfo: '/connect/userinfo',
      revocation: '/connect/revocat',
      end_session: '/connect/endsession',
      jwks: '/.well-known/jwks',
    },
    ttl: {
      AccessToken: oidcLifetimes.accessToken,
      AuthorizationCode: oidcLifetimes.authorizationCode,
      IdToken: oidcLifetimes.idToken,
      Interaction: oidcLifetimes.interaction,
      RefreshToken: oidcLifetimes.refreshToken,
      Session: oidcLifetimes.session,
      Grant: oidcLifetimes.grant,
    },
    rotateRefreshToken: true,
    // The web app is a public client: offline_access is dropped without prompt=consent, yet it needs
    // refresh tokens to stay signed in, so they are issued to it whenever the grant type is allowed.
    issueRefreshToken: async (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') &&
      (code.scopes.has('offline_access') ||
        (client.applicationType === 'web' && client.clientAuthMethod === 'none')),
    features: {
      devInteractions: { enabled: false },
      // Pushed authorization requests are not served: nothing here needs them (see docs/decisions.md).
      pushedAuthorizationRequests: { enabled: false },
      revocation: { enabled: true },
      // Enabled so that discovery announces userinfo_endpoint; the request itself never reaches the provider
      // (oidc.routes.ts does not hand /connect/userinfo over) but is answered by the API, because the
      // provider's own endpoint refuses the JWTs meant for the API, which are the only access tokens issued.
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        // The API is the one resource: a client that names none (e.g. scope `openid profile` only) still
        // gets a JWT the API accepts, never an opaque token only the provider could read.
        defaultResource: () => apiResource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== apiResource) throw new errors.InvalidTarget();
          return apiResourceServer;
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          const withConsent = form.replace(
            '</form>',
            '<input type="hidden" name="logout" value="yes"></form>',
          );
          page(
            ctx,
            'Signing out',
            `${withConsent}<noscript><button form="op.logoutForm" type="submit">Sign out</button></noscript><script>${logoutScript}</script>`,
            logoutScriptHash,
          );
        },
        postLogoutSuccessSource: async (ctx) => {
          page(ctx, 'Signed out', '<p>You are signed out. <a href="/">Home</a></p>');
        },
      },
    },
    // The web app is first-party: its grant covers everything it asks for, with no consent screen.
    loadExistingGrant: async (ctx) => {
      const { oidc } = ctx;
      if (!oidc.client || !oidc.session?.accountId) return undefined;
      const existingId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      const grant =
        (existingId ? await oidc.provider.Grant.find(existingId) : undefined) ??
        new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId: oidc.session.accountId });
      // The API scope is also an OpenID scope of the client's metadata, so the grant lists it both ways.
      grant.addOIDCScope([...oidcScopes, apiScope].join(' '));
      grant.addResourceScope(apiResource, apiScope);
      await grant.save();
      return grant;
    },
    extraTokenClaims: async (ctx, token) => {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      if (!accountId) return undefined;
      const account = (ctx.oidc.account as { account?: Account } | undefined)?.account;
      const found = account?.id === accountId ? account : await signIn.findAccount(accountId);
      if (!found) return undefined;
      // The grant's id (`gid`): revoking the grant (a refresh token revoked or reused, a sign-out) refuses
      // every access token issued under it.
      const grantId = 'grantId' in token ? token.grantId : undefined;
      return { ...accessTokenClaims(found), ...(grantId ? { gid: grantId } : {}) };
    },
    formats: {
      customizers: {
        // The access token's `scope` lists what was granted, OpenID scopes included (userinfo reads it).
        jwt: async (ctx, token, jwt) => {
          const scope = grantedScope(ctx, token as { scope?: string });
          if (scope) jwt.payload.scope = scope;
          else delete jwt.payload.scope;
          return jwt;
        },
      },
    },
    interactions: {
      // The login page gets the authorize request's tenant and languages (ABP's `__tenant`, `culture` and
      // `ui-culture`) to preselect them.
      url: (_ctx, interaction) => {
        const query = new URLSearchParams({ uid: interaction.uid });
        for (const name of loginPageParams) {
          const value = interaction.params[name];
          if (typeof value === 'string' && value && value.length <= 100) query.set(name, value);
        }
        return `/account/login?${query}`;
      },
    },
    clientBasedCORS: (_ctx, origin) => origins.includes(origin),
    renderError: async (ctx, out) => {
      const message = escapeHtml(String(out.error_description ?? out.error));
      page(ctx, 'Sign-in error', `<h1>Sign-in error</h1><p>${message}</p><p><a href="/">Home</a></p>`);
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = true;
  provider.use(async (koa, next) => {
    await next();
    const ctx = koa as KoaContextWithOIDC;
    const route = ctx.oidc?.route;
    if (route === 'token' && ctx.status === 200) {
      tokenResponseScope(ctx);
      await noteSession(ctx);
    }
    if (route === 'revocation' && ctx.status === 200) await revokeAccessToken(ctx);
  });

  /**
   * Tokens were issued (a sign-in's code or password, or a refresh): the session of their grant starts or
   * is used now, from this address and browser (My account's sessions).
   */
  async function noteSession(ctx: KoaContextWithOIDC) {
    const body = ctx.body as { access_token?: unknown } | undefined;
    if (!body || typeof body.access_token !== 'string') return;
    const claims = decodeJwt(body.access_token);
    if (typeof claims.gid !== 'string' || typeof claims.sub !== 'string') return;
    const tenantId = typeof claims.tenantid === 'string' ? claims.tenantid : null;
    const clientId =
      typeof claims.client_id === 'string' ? claims.client_id : (ctx.oidc.client?.clientId ?? null);
    const origin = (ctx.req as ClientRequest).origin;
    await services.sessions.touch(
      tenantId,
      { grantId: claims.gid, userId: claims.sub, clientId },
      origin,
      clockOf(ctx),
    );
  }

  /** The token response's `scope` is the access token's: what was granted (RFC 6749 §5.1). */
  function tokenResponseScope(ctx: KoaContextWithOIDC) {
    const body = ctx.body as { access_token?: unknown; scope?: unknown } | undefined;
    if (!body || typeof body.access_token !== 'string') return;
    const { scope } = decodeJwt(body.access_token);
    if (typeof scope === 'string' && scope) body.scope = scope;
    else delete body.scope;
  }

  /**
   * Revocation of an access token (RFC 7009): the provider keeps no JWT it issues, so it finds nothing to
   * revoke; the API's revocation list does. Only the token's own client may revoke it (the provider has
   * authenticated the client by now); an unknown or foreign token is answered 200 all the same.
   */
  async function revokeAccessToken(ctx: KoaContextWithOIDC) {
    const value = ctx.oidc.params?.token;
    if (typeof value !== 'string' || value.split('.').length !== 3) return;
    const token = await services.tokens.verify(value);
    if (!token?.jti || !token.exp || token.clientId !== ctx.oidc.client?.clientId) return;
    const now = clockOf(ctx);
    await services.db.transaction({ tenantId: null }, (tx) =>
      recordRevocations(
        tx,
        [{ kind: 'token', id: token.jti!, userId: token.userId, expiresAt: revocationEnd(token.exp!) }],
        now,
      ),
    );
    const origin = (ctx.req as ClientRequest).origin;
    await services.securityLog.record(
      {
        tenantId: token.tenantId,
        now: () => now,
        origin: origin && { ...origin, clientId: token.clientId },
        userId: token.userId,
        userName: token.userName,
      },
      { action: SecurityLogAction.TokenRevoked, reason: 'access_token' },
    );
  }
  registerPasswordGrant(provider, services, signIn);
  return provider;
}
