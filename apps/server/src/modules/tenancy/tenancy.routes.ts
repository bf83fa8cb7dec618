import {
  createTenantInput,
  findTenantResult,
  getTenantsInput,
  pagedResult,
  TenancyPermissions,
  tenantDto,
  updateTenantInput,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicAccess, requirePolicy } from '../../platform/context.ts';
import type { TenancyServices } from './index.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['Tenant management'];
const { Tenants } = TenancyPermissions;

export function tenancyRoutes({ tenants }: TenancyServices): FastifyPluginAsyncZod {
  return async (app) => {
    /** Used by the login page's Switch Tenant dialog; tells only whether a name exists and is active. */
    app.get(
      '/api/abp/multi-tenancy/tenants/by-name/:name',
      {
        schema: {
          tags,
          params: z.object({ name: z.string().min(1).max(64) }),
          response: { 200: findTenantResult },
        },
        config: { access: publicAccess },
      },
      async (req) => {
        const tenant = await tenants.findByName(req.params.name);
        return tenant
          ? { success: true, tenantId: tenant.id, name: tenant.name, isActive: tenant.isActive }
          : { success: false, tenantId: null, name: null, isActive: false };
      },
    );

    app.get(
      '/api/multi-tenancy/tenants',
      {
        schema: { tags, querystring: getTenantsInput, response: { 200: pagedResult(tenantDto) } },
        config: { access: requirePolicy(Tenants.Default) },
      },
      (req) => tenants.list(req.query),
    );
    app.get(
      '/api/multi-tenancy/tenants/:id',
      {
        schema: { tags, params: idParams, response: { 200: tenantDto } },
        config: { access: requirePolicy(Tenants.Default) },
      },
      (req) => tenants.get(req.params.id),
    );
    app.post(
      '/api/multi-tenancy/tenants',
      {
        schema: { tags, body: createTenantInput, response: { 200: tenantDto } },
        config: { access: requirePolicy(Tenants.Create) },
      },
      (req) => tenants.create(req.ctx, req.body),
    );
    app.put(
      '/api/multi-tenancy/tenants/:id',
      {
        schema: { tags, params: idParams, body: updateTenantInput, response: { 200: tenantDto } },
        config: { access: requirePolicy(Tenants.Update) },
      },
      (req) => tenants.update(req.ctx, req.params.id, req.body),
    );
    app.delete(
      '/api/multi-tenancy/tenants/:id',
      {
        schema: { tags, params: idParams, response: { 204: z.null() } },
        config: { access: requirePolicy(Tenants.Delete) },
      },
      async (req, reply) => {
        await tenants.delete(req.ctx, req.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
