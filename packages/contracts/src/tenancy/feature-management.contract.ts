import { z } from 'zod';
import { trimmedText } from '../platform/text.ts';

/**
 * Feature management (ABP's FeatureManagement): GET, PUT and DELETE /api/feature-management/features with
 * `providerName` and `providerKey` in the query. Provider 'D' is the host's defaults for every tenant
 * ("Manage host features", key empty); 'T' one tenant (key = tenant id). 'T' with an empty key is how ABP's
 * own client asks for "Manage host features" (the tenant provider without a tenant is the host): the same
 * as 'D'.
 */
export const FeatureProviderNames = { Default: 'D', Tenant: 'T' } as const;
export type FeatureProviderName = (typeof FeatureProviderNames)[keyof typeof FeatureProviderNames];

export const featureProviderQuery = z
  .object({
    providerName: z.enum(['D', 'T'], 'FeatureManagement:ProviderNameRequired'),
    providerKey: trimmedText().max(64).optional().default(''),
  })
  .superRefine((q, ctx) => {
    if (q.providerName === 'T' && q.providerKey !== '' && !z.uuid().safeParse(q.providerKey).success)
      ctx.addIssue({ code: 'custom', path: ['providerKey'], message: 'FeatureManagement:TenantKeyRequired' });
    if (q.providerName === 'D' && q.providerKey !== '')
      ctx.addIssue({
        code: 'custom',
        path: ['providerKey'],
        message: 'FeatureManagement:DefaultKeyMustBeEmpty',
      });
  });
export type FeatureProviderQuery = z.infer<typeof featureProviderQuery>;

/** ABP's LocalizableStringInfo; the server has already resolved `name` in the caller's language. */
export const localizableStringDto = z.object({ resourceName: z.string(), name: z.string() });

export const featureValueTypeNames = [
  'ToggleStringValueType',
  'FreeTextStringValueType',
  'SelectionStringValueType',
] as const;

/** NUMERIC (properties MinValue, MaxValue), STRING (MinLength, MaxLength) or BOOLEAN (toggles). */
export const featureValueValidatorDto = z.object({
  name: z.string(),
  properties: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});

export const featureValueTypeDto = z.object({
  name: z.enum(featureValueTypeNames),
  validator: featureValueValidatorDto.optional(),
  itemSource: z
    .object({ items: z.array(z.object({ value: z.string(), displayText: localizableStringDto })) })
    .optional(),
});
export type FeatureValueTypeDto = z.infer<typeof featureValueTypeDto>;

export const featureDto = z.object({
  name: z.string(),
  displayName: z.string(),
  description: z.string().nullable(),
  /** The value in effect for the provider: its own, else the host default, else the definition's. */
  value: z.string().nullable(),
  /** Where `value` comes from: the provider itself ('T' or 'D'), or null for the definition's default. */
  provider: z.object({ name: z.string(), key: z.string() }).nullable(),
  parentName: z.string().nullable(),
  depth: z.number().int(),
  valueType: featureValueTypeDto,
});
export type FeatureDto = z.infer<typeof featureDto>;

export const featureGroupDto = z.object({
  name: z.string(),
  displayName: z.string(),
  features: z.array(featureDto),
});
export type FeatureGroupDto = z.infer<typeof featureGroupDto>;

export const getFeatureListResult = z.object({ groups: z.array(featureGroupDto) });
export type GetFeatureListResult = z.infer<typeof getFeatureListResult>;

/** PUT body: only the features that changed, as name/value text pairs. */
export const updateFeaturesInput = z.object({
  features: z
    .array(z.object({ name: trimmedText().min(1).max(128), value: z.string().max(256) }))
    .max(500)
    .refine((list) => new Set(list.map((f) => f.name)).size === list.length, {
      message: 'FeatureManagement:DuplicateFeature',
    }),
});
export type UpdateFeaturesInput = z.infer<typeof updateFeaturesInput>;
