import { apiScope } from '@hr/contracts';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import { systemContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import type { IdentityDeps } from '../index.ts';
import type { SignInService } from '../sign-in.service.ts';
import {
  accountClaims,
  accountLocale,
  apiResource,
  apiResourceServer,
  oidcScopes,
  passwordGrantScopes,
} from './oidc-provider.ts';

/**
 * The second factor's parameters (issue 40): `mfa_code`, a TOTP code or a recovery code; `mfa_remember`
 * ("true") to be answered a `mfa_remember_token`, which later requests send as `mfa_remember_token`
 * instead of a code for the tenant's number of days.
 */
const parameters = [
  'username',
  'password',
  'scope',
  '__tenant',
  'mfa_code',
  'mfa_remember',
  'mfa_remember_token',
];
const defaultScope = `openid profile ${apiScope} offline_access`;

// Parts of oidc-provider's models that its type definitions leave out.
interface ProviderModels {
  ResourceServer: new (identifier: string, info: typeof apiResourceServer) => unknown;
}

/**
 * The resource-owner password grant (`grant_type=password`), which the spec lists for first-party clients:
 * the same credentials, lockout and tenant rules as the login page, and the same tokens as the
 * authorization-code flow (JWT access token for the API, id token, rotating refresh token).
 */
/**
 * The raw request, with what Fastify decided for it (see oidc.routes.ts): the client's address and the
 * request's clock (`ctx.now`).
 */
export type ClientRequest = import('node:http').IncomingMessage & {
  clientAddress?: string;
  now?: () => Date;
  origin?: import('../../../platform/context.ts').RequestOrigin;
};

/** 429 in the OAuth error shape: too many failed sign-ins from this address. */
class TooManyAttempts extends errors.OIDCProviderError {
  constructor() {
    super(429, 'too_many_requests');
    this.error_description = 'too many failed sign-ins from this address; try again later';
  }
}

/** invalid_grant whose description says what the second factor needs (`mfa_required`, ...). */
function secondFactorError(description: string) {
  const error = new errors.InvalidGrant(description);
  error.error_description = description;
  return error;
}

export function registerPasswordGrant(provider: Provider, services: IdentityDeps, signIn: SignInService) {
  provider.registerGrantType(
    'password',
    async (ctx, next) => {
      const { params, client } = ctx.oidc;
      if (!client) throw new errors.InvalidClient('client not found');
      const username = String(params?.username ?? '');
      const password = String(params?.password ?? '');
      if (!username || !password) throw new errors.InvalidRequest('username and password are required');

      const tenantKey = String(params?.__tenant ?? ctx.get('__tenant') ?? '').trim();
      const tenant = tenantKey
        ? await services.tenants.resolve(tenantKey).catch((error: unknown) => {
            if (error instanceof AppError) return undefined;
            throw error;
          })
        : undefined;
      if (tenantKey && !tenant) throw new errors.InvalidGrant('the tenant is not available');
      if (tenant && !tenant.isActive) throw new errors.InvalidGrant('the tenant is not active');

      const request = ctx.req as ClientRequest;
      const address = request.clientAddress ?? ctx.req.socket.remoteAddress ?? '';
      // Every route to the provider hands the request's clock over; the system's is the same clock.
      const now = (request.now ?? systemContext(null).now)();
      const text = (name: string) => (typeof params?.[name] === 'string' ? String(params[name]) : undefined);
      const result = await signIn
        .signIn({
          tenantId: tenant?.id ?? null,
          userNameOrEmail: username,
          password,
          address,
          now,
          origin: request.origin && { ...request.origin, clientId: client.clientId },
          code: text('mfa_code')?.slice(0, 32),
          rememberToken: text('mfa_remember_token')?.slice(0, 400),
          remember: text('mfa_remember') === 'true',
        })
        .catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'Platform:TooManyRequests')
            throw new TooManyAttempts();
          throw error;
        });
      if (!result.ok) {
        // OAuth's invalid_grant with a machine-readable description (RFC 6749 §5.2 allows no other code):
        // a standard client shows it; one that knows it asks for the code and sends it as `mfa_code`.
        if (result.reason === 'two_factor_required') throw secondFactorError('mfa_required');
        if (result.reason === 'two_factor_enrolment') throw secondFactorError('mfa_enrolment_required');
        if (result.reason === 'two_factor_invalid') throw secondFactorError('mfa_invalid');
        throw new errors.InvalidGrant('invalid user name or password');
      }
      const { account } = result;

      const requested = new Set(
        String(params?.scope ?? defaultScope)
          .split(/\s+/)
          .filter(Boolean),
      );
      const allowed = new Set(String(client.scope ?? '').split(' '));
      const unknown = [...requested].filter((s) => !allowed.has(s));
      if (unknown.length) throw new errors.InvalidScope('requested scope is not allowed', unknown.join(' '));
      const oidcScope = oidcScopes.filter((s) => requested.has(s)).join(' ');
      const wantsApi = requested.has(apiScope);

      const grant = new provider.Grant({ accountId: account.id, clientId: client.clientId });
      if (oidcScope) grant.addOIDCScope(oidcScope);
      if (wantsApi) grant.addResourceScope(apiResource, apiScope);
      const grantId = await grant.save();
      const { ResourceServer } = provider as unknown as ProviderModels;

      const claims = accountClaims(account, await accountLocale(services, account));
      const oidcAccount = { accountId: account.id, account, claims: async () => claims };
      ctx.oidc.entity('Account', oidcAccount as never);
      ctx.oidc.entity('Grant', grant);

      // The API is the default resource (as in the code flow): the access token is always its JWT, and
      // carries only the API's own scope, if asked for.
      const at = new provider.AccessToken({
        accountId: account.id,
        client,
        grantId,
        gty: 'password',
        scope: wantsApi ? apiScope : '',
      });
      at.resourceServer = new ResourceServer(apiResource, apiResourceServer) as never;
      passwordGrantScopes.set(at, oidcScope);
      ctx.oidc.entity('AccessToken', at);
      const accessToken = await at.save();

      let refreshToken: string | undefined;
      if (requested.has('offline_access') && client.grantTypeAllowed('refresh_token')) {
        const rt = new provider.RefreshToken({
          accountId: account.id,
          client,
          grantId,
          gty: 'password',
          rotations: 0,
          scope: [...requested].join(' '),
          resource: apiResource,
        } as never);
        ctx.oidc.entity('RefreshToken', rt);
        refreshToken = await rt.save();
      }

      let idToken: string | undefined;
      if (requested.has('openid')) {
        const token = new provider.IdToken(claims as never, { ctx } as never);
        (token as unknown as { scope: string }).scope = oidcScope;
        token.set('at_hash', accessToken);
        idToken = await token.issue({ use: 'idtoken' });
      }

      ctx.body = {
        access_token: accessToken,
        expires_in: at.expiration,
        id_token: idToken,
        refresh_token: refreshToken,
        scope: [...requested].join(' '),
        token_type: 'Bearer',
        ...(result.remember ? { mfa_remember_token: result.remember.token } : {}),
      };
      await next();
    },
    parameters,
  );
}
