import {
  createUserInput,
  getUsersInput,
  IdentityPaths,
  IdentityPermissions,
  pagedResult,
  passwordTokenRequest,
  roleListResult,
  setUserPasswordInput,
  tokenResponse,
  updateUserInput,
  userDto,
  webClientId,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicAccess, requirePolicy } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppServices } from '../../platform/services.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['Identity'];

export function identityRoutes(services: AppServices): FastifyPluginAsyncZod {
  const { users, tenants, tokens } = services;
  return async (app) => {
    app.get(
      '/api/identity/users',
      {
        schema: { tags, querystring: getUsersInput, response: { 200: pagedResult(userDto) } },
        config: { access: requirePolicy(IdentityPermissions.Users.Default) },
      },
      (req) => users.list(req.ctx, req.query),
    );
    app.get(
      '/api/identity/users/:id',
      {
        schema: { tags, params: idParams, response: { 200: userDto } },
        config: { access: requirePolicy(IdentityPermissions.Users.Default) },
      },
      (req) => users.get(req.ctx, req.params.id),
    );
    app.post(
      '/api/identity/users',
      {
        schema: { tags, body: createUserInput, response: { 200: userDto } },
        config: { access: requirePolicy(IdentityPermissions.Users.Create) },
      },
      (req) => users.create(req.ctx, req.body),
    );
    app.put(
      '/api/identity/users/:id',
      {
        schema: { tags, params: idParams, body: updateUserInput, response: { 200: userDto } },
        config: { access: requirePolicy(IdentityPermissions.Users.Update) },
      },
      (req) => users.update(req.ctx, req.params.id, req.body),
    );
    app.delete(
      '/api/identity/users/:id',
      {
        schema: { tags, params: idParams, response: { 204: z.null() } },
        config: { access: requirePolicy(IdentityPermissions.Users.Delete) },
      },
      async (req, reply) => {
        await users.delete(req.ctx, req.params.id);
        return reply.status(204).send(null);
      },
    );
    app.get(
      IdentityPaths.assignableRoles,
      {
        schema: { tags, response: { 200: roleListResult } },
        config: { access: requirePolicy(IdentityPermissions.Users.Default) },
      },
      (req) => services.roles.all(req.ctx),
    );
    app.put(
      '/api/identity/users/:id/change-password',
      {
        schema: { tags, params: idParams, body: setUserPasswordInput, response: { 204: z.null() } },
        config: { access: requirePolicy(IdentityPermissions.Users.Update) },
      },
      async (req, reply) => {
        await users.setPassword(req.ctx, req.params.id, req.body);
        return reply.status(204).send(null);
      },
    );
    app.put(
      '/api/identity/users/:id/unlock',
      {
        schema: { tags, params: idParams, response: { 204: z.null() } },
        config: { access: requirePolicy(IdentityPermissions.Users.Update) },
      },
      async (req, reply) => {
        await users.unlock(req.ctx, req.params.id);
        return reply.status(204).send(null);
      },
    );

    /**
     * The resource-owner password grant for first-party clients. The OpenID provider of the sign-in issue
     * takes over this path with the other grants; the tokens are the same, signed by the same keys.
     */
    app.post(
      '/connect/token',
      {
        schema: { tags: ['Account'], body: passwordTokenRequest, response: { 200: tokenResponse } },
        config: { access: publicAccess, rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (req) => {
        const body = req.body;
        if (body.client_id !== webClientId) throw new AppError('Identity:InvalidCredentials');
        const tenantKey = body.__tenant ?? (req.headers.__tenant as string | undefined);
        const tenant = tenantKey ? await tenants.resolve(tenantKey) : null;
        if (tenant && !tenant.isActive)
          throw new AppError('Tenancy:TenantNotActive', { tenant: tenant.name });
        const user = await users.verifyCredentials(tenant?.id ?? null, body.username, body.password);
        if (!user) throw new AppError('Identity:InvalidCredentials');
        const scope = body.scope ?? 'openid profile HR offline_access';
        const accessToken = await tokens.issueAccessToken(
          {
            userId: user.id,
            userName: user.userName,
            tenantId: user.tenantId,
            roles: user.roles,
            employeeId: user.employeeId,
          },
          scope,
        );
        return {
          access_token: accessToken,
          token_type: 'Bearer' as const,
          expires_in: tokens.lifetimeSeconds,
          scope,
        };
      },
    );
  };
}
