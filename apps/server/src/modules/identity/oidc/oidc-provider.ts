import { createHash } from 'node:crypto';
import { apiScope, webClientId } from '@hr/contracts';
import Provider, { type Configuration, errors, type KoaContextWithOIDC } from 'oidc-provider';
import type { IdentityDeps } from '../index.ts';
import type { Account, SignInService } from '../sign-in.service.ts';
import { createOidcAdapterFactory } from './oidc-adapter.ts';
import { registerPasswordGrant } from './password-grant.ts';

export const oidcLifetimes = {
  accessToken: 3600,
  authorizationCode: 60,
  idToken: 3600,
  interaction: 3600,
  refreshToken: 30 * 86_400,
  session: 14 * 86_400,
  grant: 30 * 86_400,
} as const;

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

/** The OIDC claims of an account (id token and userinfo) and the extra claims of its access tokens. */
export function accountClaims(account: Account) {
  return {
    sub: account.id,
    preferred_username: account.userName,
    name: account.name ?? undefined,
    family_name: account.surname ?? undefined,
    email: account.email,
    email_verified: false,
    phone_number: account.phoneNumber ?? undefined,
    role: account.roles,
    ...(account.tenantId ? { tenantid: account.tenantId } : {}),
    ...(account.employeeId ? { EmployeeId: account.employeeId } : {}),
  };
}

export function accessTokenClaims(account: Account) {
  return {
    preferred_username: account.userName,
    role: account.roles,
    ...(account.tenantId ? { tenantid: account.tenantId } : {}),
    ...(account.employeeId ? { EmployeeId: account.employeeId } : {}),
  };
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

  const findAccount = async (_ctx: KoaContextWithOIDC, id: string) => {
    const account = await signIn.findAccount(id);
    if (!account) return undefined;
    return {
      accountId: account.id,
      account,
      claims: async () => accountClaims(account),
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
    claims: {
      openid: ['sub'],
      profile: ['name', 'family_name', 'preferred_username', 'tenantid', 'EmployeeId'],
      email: ['email', 'email_verified'],
      phone: ['phone_number'],
      role: ['role'],
    },
    scopes: [...oidcScopes, apiScope],
    conformIdTokenClaims: false,
    pkce: { required: () => true, methods: ['S256'] },
    extraParams: ['culture', 'ui-culture', '__tenant'],
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
      return found ? accessTokenClaims(found) : undefined;
    },
    interactions: {
      url: (_ctx, interaction) => `/account/login?uid=${encodeURIComponent(interaction.uid)}`,
    },
    clientBasedCORS: (_ctx, origin) => origins.includes(origin),
    renderError: async (ctx, out) => {
      const message = escapeHtml(String(out.error_description ?? out.error));
      page(ctx, 'Sign-in error', `<h1>Sign-in error</h1><p>${message}</p><p><a href="/">Home</a></p>`);
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = true;
  registerPasswordGrant(provider, services, signIn);
  return provider;
}
