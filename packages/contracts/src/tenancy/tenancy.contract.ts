import { z } from 'zod';
import { password } from '../identity/identity.contract.ts';
import { concurrencyStamp, pagedRequest } from '../platform/paging.contract.ts';
import { trimmedText } from '../platform/text.ts';

/** Tenant names are used in the __tenant header and on the login page. */
export const tenantName = trimmedText()
  .min(1)
  .max(64)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u, 'Tenancy:InvalidTenantName');

export const tenantDto = z.object({
  id: z.uuid(),
  name: z.string(),
  isActive: z.boolean(),
  creationTime: z.string(),
  concurrencyStamp: z.string(),
});
export type TenantDto = z.infer<typeof tenantDto>;

export const getTenantsInput = pagedRequest.extend({ filter: trimmedText().max(64).optional() });

export const createTenantInput = z.object({
  name: tenantName,
  adminEmailAddress: z.email().max(256),
  adminPassword: password,
});
export type CreateTenantInput = z.infer<typeof createTenantInput>;

export const updateTenantInput = z.object({
  name: tenantName,
  isActive: z.boolean(),
  concurrencyStamp,
});
export type UpdateTenantInput = z.infer<typeof updateTenantInput>;

/** GET /api/abp/multi-tenancy/tenants/by-name/{name} */
export const findTenantResult = z.object({
  success: z.boolean(),
  tenantId: z.uuid().nullable(),
  name: z.string().nullable(),
  isActive: z.boolean(),
});
export type FindTenantResult = z.infer<typeof findTenantResult>;
