import {
  createUserInput,
  getUsersInput,
  IdentityPaths,
  IdentityPermissions,
  pagedResult,
  roleListResult,
  setUserPasswordInput,
  updateUserInput,
  userDto,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePolicy } from '../../platform/context.ts';
import type { IdentityServices } from './index.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['Identity'];

export function identityRoutes(services: IdentityServices): FastifyPluginAsyncZod {
  const { users } = services;
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
  };
}
