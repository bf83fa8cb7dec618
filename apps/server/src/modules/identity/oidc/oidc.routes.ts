import { createHash } from 'node:crypto';
import { OidcPaths, SettingNames, signInEndpoints } from '@hr/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { bearerState, insufficientScope } from '../../../platform/auth/bearer.ts';
import { authenticated, publicAccess } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import { mount } from '../../../platform/http/mount.ts';
import type { IdentityDeps } from '../index.ts';
import type { SignInService } from '../sign-in.service.ts';
import { accountClaims, accountLocale, claimsForScopes } from './oidc-provider.ts';
import type { ClientRequest } from './password-grant.ts';

const tags = ['Account'];

/** The remember-this-browser cookie of a user name in a tenant (a hash: the name itself is not sent). */
function rememberCookie(tenantId: string | null, userName: string): string {
  const key = createHash('sha256')
    .update(`${tenantId ?? 'host'}:${userName.trim().toUpperCase()}`)
    .digest('base64url');
  return `hr_2fa_${key.slice(0, 16)}`;
}

/** A cookie's value from the Cookie header. */
function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
/** Sign-in endpoints: enough for people, too few for guessing passwords (lockout also applies). */
const signInRateLimit = { max: 30, timeWindow: '1 minute' };

/** The provider's own endpoints: [method, path, rate-limited]. */
const providerRoutes: [('GET' | 'POST')[], string, boolean][] = [
  [['GET'], OidcPaths.discovery, false],
  [['GET'], OidcPaths.jwks, false],
  [['GET', 'POST'], OidcPaths.authorize, false],
  [['GET'], `${OidcPaths.authorize}/:uid`, false],
  [['POST'], OidcPaths.token, true],
  [['POST'], OidcPaths.revocation, false],
  [['GET', 'POST'], OidcPaths.endSession, false],
  [['POST'], `${OidcPaths.endSession}/confirm`, false],
  [['GET'], `${OidcPaths.endSession}/success`, false],
];

/**
 * Mounts the OpenID provider at the app's origin and serves what the provider leaves to the app: the login
 * interaction (answered by the web app's /account/login page) and userinfo.
 */
export function oidcRoutes(
  services: IdentityDeps,
  provider: Provider,
  signIn: SignInService,
): FastifyPluginAsyncZod {
  const callback = provider.callback();
  const handOver = (req: FastifyRequest, reply: FastifyReply) => {
    // The headers Fastify set so far (the security headers of every response) go out with the provider's
    // answer too; a page of the provider's that needs its own content policy replaces that one.
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) reply.raw.setHeader(name, value as string | string[]);
    reply.hijack();
    // The client's address as Fastify decided it (trusted proxies only), for the password grant's count,
    // and the request's clock, for its lockouts.
    (req.raw as ClientRequest).clientAddress = req.ip;
    (req.raw as ClientRequest).now = req.ctx.now;
    (req.raw as ClientRequest).origin = req.ctx.origin;
    callback(req.raw, reply.raw);
  };

  return async (app) => {
    // The provider reads its request bodies itself. A form (the token endpoint) is read here first, so that
    // the one string rule applies to its parameters too (NUL in a user name would reach the database);
    // the provider then takes the text from `req.body` (its documented fallback). Other bodies stay unread.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 56 * 1024 },
        (req, body, done) => {
          (req.raw as typeof req.raw & { body?: string }).body = body as string;
          done(null, Object.fromEntries(new URLSearchParams(body as string)));
        },
      );
      scope.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
      for (const [methods, url, limited] of providerRoutes)
        scope.route({
          method: methods,
          url,
          schema: { hide: true },
          config: { access: publicAccess, ...(limited ? { rateLimit: signInRateLimit } : {}) },
          handler: handOver,
        });
    });

    await app.register(
      mount(
        signInEndpoints,
        {
          interactionLogin: async (req, reply) => {
            const { tenantId } = req.ctx;
            const localLogin = await services.settings.get(req.ctx, SettingNames.EnableLocalLogin);
            if (localLogin === 'false') throw new AppError('SignIn:LocalLoginDisabled');
            const interaction = await provider.Interaction.find(req.params.uid);
            if (interaction?.prompt.name !== 'login') throw new AppError('SignIn:LoginExpired');
            const cookieName = rememberCookie(tenantId, req.body.userNameOrEmailAddress);
            const result = await signIn.signIn({
              tenantId,
              userNameOrEmail: req.body.userNameOrEmailAddress,
              password: req.body.password,
              address: req.ip,
              now: req.ctx.now(),
              origin: req.ctx.origin,
              code: req.body.twoFactorCode,
              rememberToken: cookieOf(req.headers.cookie, cookieName),
              remember: req.body.rememberBrowser,
            });
            if (!result.ok) {
              if (result.reason === 'two_factor_required') return { twoFactor: 'code' as const };
              if (result.reason === 'two_factor_enrolment')
                return { twoFactor: 'enrol' as const, enrolment: result.enrolment };
              if (result.reason === 'two_factor_invalid') throw new AppError('SignIn:InvalidTwoFactorCode');
              throw new AppError('SignIn:InvalidCredentials');
            }
            if (result.remember) {
              // A signed httpOnly cookie for the login call only: the browser passes the second factor for
              // the tenant's number of days. Per user name, so people sharing a browser keep their own.
              const secure = services.config.publicUrl.startsWith('https:') ? '; Secure' : '';
              reply.header(
                'set-cookie',
                `${cookieName}=${result.remember.token}; Path=/api/account/interaction; Max-Age=${result.remember.days * 86_400}; HttpOnly; SameSite=Strict${secure}`,
              );
            }
            interaction.result = {
              login: { accountId: result.account.id, remember: req.body.rememberMe },
            };
            await interaction.save(interaction.exp - Math.floor(Date.now() / 1000));
            return { redirectTo: interaction.returnTo, recoveryCodes: result.recoveryCodes };
          },
        },
        { interactionLogin: { rateLimit: signInRateLimit } },
      ).plugin,
    );

    // The provider's userinfo accepts only its own opaque tokens; the app's are JWTs for the API. It answers
    // the claims of the scopes the token was granted (OIDC Core 5.4), and only to a token granted `openid`.
    for (const method of ['GET', 'POST'] as const)
      app.route({
        method,
        url: OidcPaths.userinfo,
        schema: { tags, response: { 200: z.record(z.string(), z.unknown()) } },
        config: { access: authenticated },
        handler: async (req, reply) => {
          const token = bearerState.token(req);
          const account = req.ctx.userId ? await signIn.findAccount(req.ctx.userId) : undefined;
          if (!token || !account) throw new AppError('Platform:Unauthorized');
          if (!token.scope.split(' ').includes('openid')) {
            insufficientScope(reply, 'openid');
            throw new AppError('Platform:Forbidden');
          }
          reply.header('cache-control', 'no-store');
          return claimsForScopes(accountClaims(account, await accountLocale(services, account)), token.scope);
        },
      });
  };
}
