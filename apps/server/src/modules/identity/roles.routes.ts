import {
  createRoleInput,
  getRolesInput,
  IdentityPaths,
  IdentityPermissions,
  pagedResult,
  roleDto,
  roleListResult,
  updateRoleInput,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePolicy } from '../../platform/context.ts';
import type { IdentityServices } from './index.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['Identity'];

/** Roles: ABP's `/api/identity/roles`. */
export function roleRoutes(services: IdentityServices): FastifyPluginAsyncZod {
  const { roles } = services;
  return async (app) => {
    app.get(
      IdentityPaths.roles,
      {
        schema: { tags, querystring: getRolesInput, response: { 200: pagedResult(roleDto) } },
        config: { access: requirePolicy(IdentityPermissions.Roles.Default) },
      },
      (req) => roles.list(req.ctx, req.query),
    );
    app.get(
      IdentityPaths.allRoles,
      {
        schema: { tags, response: { 200: roleListResult } },
        config: { access: requirePolicy(IdentityPermissions.Roles.Default) },
      },
      (req) => roles.all(req.ctx),
    );
    app.get(
      '/api/identity/roles/:id',
      {
        schema: { tags, params: idParams, response: { 200: roleDto } },
        config: { access: requirePolicy(IdentityPermissions.Roles.Default) },
      },
      (req) => roles.get(req.ctx, req.params.id),
    );
    app.post(
      IdentityPaths.roles,
      {
        schema: { tags, body: createRoleInput, response: { 200: roleDto } },
        config: { access: requirePolicy(IdentityPermissions.Roles.Create) },
      },
      (req) => roles.create(req.ctx, req.body),
    );
    app.put(
      '/api/identity/roles/:id',
      {
        schema: { tags, params: idParams, body: updateRoleInput, response: { 200: roleDto } },
        config: { access: requirePolicy(IdentityPermissions.Roles.Update) },
      },
      (req) => roles.update(req.ctx, req.params.id, req.body),
    );
    app.delete(
      '/api/identity/roles/:id',
      {
        schema: { tags, params: idParams, response: { 204: z.null() } },
        config: { access: requirePolicy(IdentityPermissions.Roles.Delete) },
      },
      async (req, reply) => {
        await roles.delete(req.ctx, req.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
