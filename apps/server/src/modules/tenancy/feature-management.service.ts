import {
  allFeatures,
  type FeatureDto,
  type FeatureGroupDefinition,
  type FeatureProviderName,
  type FeatureValueTypeDto,
  type FlatFeature,
  featureByName,
  featureGroups,
  type GetFeatureListResult,
  type LanguageCode,
  SecurityLogAction,
  TenancyPermissions,
  type UpdateFeaturesInput,
} from '@hr/contracts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { FeatureService, StoredFeatureValues } from '../../platform/features.service.ts';
import type { PermissionService } from '../../platform/permissions.service.ts';
import type { IdentityApi } from '../identity/public.ts';
import type { TenantService } from './tenant.service.ts';

/** The policy of each provider: host defaults, or one tenant's features. */
const policyOf: Record<FeatureProviderName, string> = {
  D: TenancyPermissions.ManageHostFeatures,
  T: TenancyPermissions.Tenants.ManageFeatures,
};

type Scope = Pick<RequestContext, 'language' | 'tenantId' | 'userId' | 'roles' | 'employeeId' | 'now'>;
type Provider = { providerName: FeatureProviderName; providerKey: string };

/** The resource every display text of a feature belongs to (already resolved in the caller's language). */
const resourceName = 'FeatureManagement';

function valueTypeDto(f: FlatFeature, language: LanguageCode): FeatureValueTypeDto {
  const type = f.valueType;
  switch (type.name) {
    case 'ToggleStringValueType':
      return { name: type.name, validator: { name: 'BOOLEAN', properties: {} } };
    case 'FreeTextStringValueType':
      return {
        name: type.name,
        validator:
          type.validator.name === 'NUMERIC'
            ? {
                name: 'NUMERIC',
                properties: { MinValue: type.validator.min ?? null, MaxValue: type.validator.max ?? null },
              }
            : {
                name: 'STRING',
                properties: { MinLength: type.validator.min ?? null, MaxLength: type.validator.max ?? null },
              },
      };
    case 'SelectionStringValueType':
      return {
        name: type.name,
        validator: { name: 'NULL', properties: {} },
        itemSource: {
          items: type.itemSource.items.map((item) => ({
            value: item.value,
            displayText: { resourceName, name: item.displayText[language] },
          })),
        },
      };
  }
}

/** Refuses a value that does not fit the feature's type (400 with the reason). */
function assertValidValue(f: FlatFeature, value: string, language: LanguageCode): void {
  const feature = f.displayName[language];
  const type = f.valueType;
  if (type.name === 'ToggleStringValueType') {
    if (value !== 'true' && value !== 'false')
      throw new AppError('FeatureManagement:InvalidToggleValue', { feature });
    return;
  }
  if (type.name === 'SelectionStringValueType') {
    const allowed = type.itemSource.items.map((i) => i.value);
    if (!allowed.includes(value))
      throw new AppError('FeatureManagement:InvalidSelectionValue', { feature, items: allowed.join(', ') });
    return;
  }
  const { name, min, max } = type.validator;
  if (name === 'NUMERIC') {
    const lower = min ?? Number.MIN_SAFE_INTEGER;
    const upper = max ?? Number.MAX_SAFE_INTEGER;
    const n = Number(value);
    if (!/^-?\d+$/.test(value) || n < lower || n > upper)
      throw new AppError('FeatureManagement:InvalidNumericValue', { feature, min: lower, max: upper });
    return;
  }
  const length = value.length;
  if (length < (min ?? 0) || length > (max ?? 256))
    throw new AppError('FeatureManagement:InvalidTextValue', { feature, min: min ?? 0, max: max ?? 256 });
}

const isToggle = (name: string) => featureByName.get(name)?.valueType.name === 'ToggleStringValueType';

function ancestorsOf(name: string): FlatFeature[] {
  const out: FlatFeature[] = [];
  for (let p = featureByName.get(name)?.parentName; p; p = featureByName.get(p)?.parentName)
    out.push(featureByName.get(p)!);
  return out;
}

function descendantsOf(name: string): FlatFeature[] {
  const children = allFeatures.filter((f) => f.parentName === name);
  return children.flatMap((c) => [c, ...descendantsOf(c.name)]);
}

/**
 * The feature dialog's server side: the groups with the values in effect for a provider, saving changes
 * (validated per value type) and resetting. The caller needs the policy of the provider: the host's own
 * defaults need ManageHostFeatures, a tenant's features Tenants.ManageFeatures (both host-only).
 *
 * Parent rule, chosen here: enabling a child toggle while its parent toggle stays off is refused (422);
 * turning a parent off also turns its child toggles off (the dialog does the same), so the stored values
 * never contradict the tree. Evaluation also treats a child of a disabled parent as disabled. A value equal
 * to what the provider would inherit is not stored, so a tenant keeps following the host defaults.
 */
export function createFeatureManagementService(deps: {
  features: FeatureService;
  tenants: TenantService;
  permissions: Pick<PermissionService, 'granted'>;
  /** The security log (identity's): every saved change of features is recorded there. */
  securityLog?: Pick<IdentityApi['securityLog'], 'record'>;
}) {
  const { features } = deps;

  /** ABP's "Manage host features" names the tenant provider with no tenant: the host, i.e. its defaults. */
  const normalize = (provider: Provider): Provider =>
    provider.providerName === 'T' && provider.providerKey === ''
      ? { providerName: 'D', providerKey: '' }
      : provider;

  async function assertProviderPolicy(ctx: Scope, { providerName }: Provider) {
    if (!(await deps.permissions.granted(ctx)).has(policyOf[providerName]))
      throw new AppError('Platform:Forbidden');
  }

  /** The provider's own values and what it inherits when it has none. */
  async function load({ providerName, providerKey }: Provider) {
    if (providerName === 'T') await deps.tenants.get(providerKey); // 404 for an unknown or deleted tenant
    const own = await features.stored(providerName, providerKey);
    const defaults: StoredFeatureValues = providerName === 'T' ? await features.stored('D', '') : new Map();
    const inherited = (name: string) => defaults.get(name) ?? featureByName.get(name)!.defaultValue;
    return { own, defaults, inherited };
  }

  return {
    async get(ctx: Scope, asked: Provider): Promise<GetFeatureListResult> {
      const provider = normalize(asked);
      await assertProviderPolicy(ctx, provider);
      const { own, defaults } = await load(provider);
      const effective =
        provider.providerName === 'T' ? features.resolve(defaults, own) : features.resolve(own, undefined);
      const toDto = (f: FlatFeature): FeatureDto => ({
        name: f.name,
        displayName: f.displayName[ctx.language],
        description: f.description?.[ctx.language] ?? null,
        value: effective[f.name] ?? null,
        provider: own.has(f.name)
          ? { name: provider.providerName, key: provider.providerKey }
          : defaults.has(f.name)
            ? { name: 'D', key: '' }
            : null,
        parentName: f.parentName,
        depth: f.depth,
        valueType: valueTypeDto(f, ctx.language),
      });
      return {
        groups: (featureGroups as readonly FeatureGroupDefinition[]).map((g) => ({
          name: g.name,
          displayName: g.displayName[ctx.language],
          features: allFeatures.filter((f) => f.groupName === g.name).map(toDto),
        })),
      };
    },

    async update(ctx: Scope, asked: Provider, input: UpdateFeaturesInput): Promise<void> {
      const provider = normalize(asked);
      await assertProviderPolicy(ctx, provider);
      for (const { name, value } of input.features) {
        const f = featureByName.get(name);
        if (!f) throw new AppError('FeatureManagement:UnknownFeature', { name });
        assertValidValue(f, value, ctx.language);
      }
      const { own, inherited } = await load(provider);
      const next = new Map(own);
      const requested = new Map(input.features.map((f) => [f.name, f.value]));
      for (const [name, value] of requested) next.set(name, value);
      const current = (name: string) => next.get(name) ?? inherited(name);

      // Turning a parent off turns its child toggles off (unless this request asks to turn one on).
      const touched = new Set(requested.keys());
      for (const [name, value] of requested) {
        if (!isToggle(name) || value !== 'false') continue;
        for (const d of descendantsOf(name)) {
          if (!isToggle(d.name) || requested.get(d.name) === 'true' || current(d.name) === 'false') continue;
          next.set(d.name, 'false');
          touched.add(d.name);
        }
      }
      // A child toggle turned on needs every ancestor toggle on.
      for (const [name, value] of requested) {
        if (!isToggle(name) || value !== 'true') continue;
        const off = ancestorsOf(name).find((a) => isToggle(a.name) && current(a.name) === 'false');
        if (off)
          throw new AppError('FeatureManagement:ParentFeatureDisabled', {
            feature: featureByName.get(name)!.displayName[ctx.language],
            parent: off.displayName[ctx.language],
          });
      }

      const changes = new Map<string, string | null>();
      for (const name of touched) {
        const value = next.get(name)!;
        changes.set(name, value === inherited(name) ? null : value);
      }
      await features.save(provider.providerName, provider.providerKey, changes);
      if (changes.size)
        await deps.securityLog?.record(ctx, {
          action: SecurityLogAction.FeaturesChanged,
          targetName: provider.providerName === 'T' ? `tenant ${provider.providerKey}` : 'host defaults',
          details: [...changes].map(([name, value]) => `${name}: ${value ?? 'inherited'}`).join('; '),
        });
    },

    async reset(ctx: Scope, asked: Provider): Promise<void> {
      const provider = normalize(asked);
      await assertProviderPolicy(ctx, provider);
      await load(provider);
      await features.reset(provider.providerName, provider.providerKey);
    },
  };
}
export type FeatureManagementService = ReturnType<typeof createFeatureManagementService>;
