import { defaultAdmin } from '../identity/public.ts';
import type { TenancyServices } from './index.ts';

export const demoTenantName = 'acme';

/** The demo tenant `acme` with its admin; later modules add their demo data to it. */
export async function seedTenancy(services: TenancyServices): Promise<void> {
  if (await services.tenants.findByName(demoTenantName)) return;
  await services.tenants.create(
    { userId: null },
    { name: demoTenantName, adminEmailAddress: 'admin@acme.example', adminPassword: defaultAdmin.password },
  );
}
