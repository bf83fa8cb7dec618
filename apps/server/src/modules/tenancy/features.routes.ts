import {
  type FeatureProviderName,
  featureManagementPath,
  featureProviderQuery,
  getFeatureListResult,
  TenancyPermissions,
  updateFeaturesInput,
} from '@hr/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { PlatformServices } from '../../platform/platform-services.ts';
import type { FeatureManagementService } from './feature-management.service.ts';

const tags = ['Feature management'];

/** The policy of each provider: host defaults, or one tenant's features. Both are host-only permissions. */
const policyOf: Record<FeatureProviderName, string> = {
  D: TenancyPermissions.ManageHostFeatures,
  T: TenancyPermissions.Tenants.ManageFeatures,
};

/**
 * GET, PUT and DELETE /api/feature-management/features?providerName=D|T&providerKey=... The policy depends
 * on the provider in the query, so the route declares "signed in" and this check, run right after the
 * platform's access check, demands the provider's policy (403 otherwise).
 */
export function featureRoutes(
  { permissions }: Pick<PlatformServices, 'permissions'>,
  featureManagement: FeatureManagementService,
): FastifyPluginAsyncZod {
  async function requireProviderPolicy(req: FastifyRequest) {
    const { providerName } = req.query as { providerName: FeatureProviderName };
    const granted = await permissions.granted(req.ctx);
    if (!granted.has(policyOf[providerName])) throw new AppError('Platform:Forbidden');
  }

  return async (app) => {
    app.get(
      featureManagementPath,
      {
        schema: { tags, querystring: featureProviderQuery, response: { 200: getFeatureListResult } },
        config: { access: authenticated },
        preHandler: requireProviderPolicy,
      },
      (req) => featureManagement.get(req.ctx, req.query),
    );
    app.put(
      featureManagementPath,
      {
        schema: {
          tags,
          querystring: featureProviderQuery,
          body: updateFeaturesInput,
          response: { 204: z.null() },
        },
        config: { access: authenticated },
        preHandler: requireProviderPolicy,
      },
      async (req, reply) => {
        await featureManagement.update(req.ctx, req.query, req.body);
        return reply.status(204).send(null);
      },
    );
    app.delete(
      featureManagementPath,
      {
        schema: { tags, querystring: featureProviderQuery, response: { 204: z.null() } },
        config: { access: authenticated },
        preHandler: requireProviderPolicy,
      },
      async (req, reply) => {
        await featureManagement.reset(req.query);
        return reply.status(204).send(null);
      },
    );
  };
}
