import {
  getPermissionListResultDto,
  getPermissionsInput,
  PermissionManagementPaths,
  updatePermissionsInput,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated } from '../../platform/context.ts';
import type { IdentityServices } from './index.ts';

const tags = ['PermissionManagement'];

/**
 * ABP's permission management. The policy depends on the query (providerName R needs
 * AbpIdentity.Roles.ManagePermissions, U needs AbpIdentity.Users.ManagePermissions), so the route admits
 * signed-in users and the service checks that policy before anything else.
 */
export function permissionManagementRoutes(services: IdentityServices): FastifyPluginAsyncZod {
  const { permissionManagement } = services;
  return async (app) => {
    app.get(
      PermissionManagementPaths.permissions,
      {
        schema: { tags, querystring: getPermissionsInput, response: { 200: getPermissionListResultDto } },
        config: { access: authenticated },
      },
      (req) => permissionManagement.get(req.ctx, req.query),
    );
    app.put(
      PermissionManagementPaths.permissions,
      {
        schema: {
          tags,
          querystring: getPermissionsInput,
          body: updatePermissionsInput,
          response: { 204: z.null() },
        },
        config: { access: authenticated },
      },
      async (req, reply) => {
        await permissionManagement.update(req.ctx, req.query, req.body);
        return reply.status(204).send(null);
      },
    );
  };
}
