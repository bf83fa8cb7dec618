import {
  emailingEndpoints,
  featureEndpoints,
  languageSettingsEndpoints,
  tenantEndpoints,
  timeSettingsEndpoints,
} from '@hr/contracts';
import { mount } from '../../platform/http/mount.ts';
import type { TenancyServices } from './index.ts';

/** Tenants, the e-mail, time and language settings and feature management: each endpoint one line to its service. */
export function tenancyRoutes({
  tenants,
  emailing,
  timeSettings,
  languageSettings,
  featureManagement,
}: TenancyServices) {
  return [
    mount(tenantEndpoints, {
      findByName: async (req) => {
        const tenant = await tenants.findByName(req.params.name);
        return tenant
          ? { success: true, tenantId: tenant.id, name: tenant.name, isActive: tenant.isActive }
          : { success: false, tenantId: null, name: null, isActive: false };
      },
      list: (req) => tenants.list(req.query),
      get: (req) => tenants.get(req.params.id),
      create: (req) => tenants.create(req.ctx, req.body),
      update: (req) => tenants.update(req.ctx, req.params.id, req.body),
      delete: (req) => tenants.delete(req.ctx, req.params.id),
    }),
    mount(emailingEndpoints, {
      get: (req) => emailing.get(req.ctx),
      update: (req) => emailing.update(req.ctx, req.body),
      sendTestEmail: (req) => emailing.sendTestEmail(req.ctx, req.body),
    }),
    mount(timeSettingsEndpoints, {
      get: (req) => timeSettings.get(req.ctx),
      update: (req) => timeSettings.update(req.ctx, req.body),
    }),
    mount(languageSettingsEndpoints, {
      get: (req) => languageSettings.get(req.ctx),
      update: (req) => languageSettings.update(req.ctx, req.body),
    }),
    mount(featureEndpoints, {
      get: (req) => featureManagement.get(req.ctx, req.query),
      update: (req) => featureManagement.update(req.ctx, req.query, req.body),
      reset: (req) => featureManagement.reset(req.ctx, req.query),
    }),
  ];
}
