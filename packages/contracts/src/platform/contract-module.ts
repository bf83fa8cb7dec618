import { type ErrorDefinition, platformErrors } from './errors.contract.ts';
import { importErrors } from './import.errors.ts';
import type { LocalizedText } from './localization.ts';
import {
  type FlatPermission,
  flattenPermissionGroups,
  type MultiTenancySide,
  type PermissionDefinition,
  type PermissionGroupDefinition,
} from './permissions.ts';

/**
 * The permission groups of the product, as the permission dialog shows them. Modules put their
 * permissions into these groups; a group's feature takes its permissions away when a tenant lacks it.
 */
export const permissionGroupInfo = {
  AbpIdentity: { displayName: { en: 'Identity management', ar: 'إدارة الهوية' }, side: 'both' },
  AbpTenantManagement: { displayName: { en: 'Tenant management', ar: 'إدارة الجهات' }, side: 'host' },
  SettingManagement: {
    displayName: { en: 'Setting management', ar: 'إدارة الإعدادات' },
    side: 'both',
    feature: 'SettingManagement.Enable',
  },
  FeatureManagement: { displayName: { en: 'Feature management', ar: 'إدارة الميزات' }, side: 'host' },
  AuditLogging: { displayName: { en: 'Audit logging', ar: 'سجلات التدقيق' }, side: 'both' },
  HR: {
    displayName: { en: 'Human resources', ar: 'الموارد البشرية' },
    side: 'tenant',
    feature: 'HR.Enable',
  },
  // The spec's policy prefix for the settings that shape the employee form.
  GoldenOwl: { displayName: { en: 'Settings', ar: 'الإعدادات' }, side: 'tenant', feature: 'HR.Enable' },
  PR: { displayName: { en: 'Payroll', ar: 'الرواتب' }, side: 'tenant', feature: 'Payroll.Enable' },
  FN: { displayName: { en: 'Finance', ar: 'المالية' }, side: 'tenant', feature: 'Finance.Enable' },
} as const satisfies Record<string, { displayName: LocalizedText; side: MultiTenancySide; feature?: string }>;

export type PermissionGroupName = keyof typeof permissionGroupInfo;

/** A module's permissions in one group; `order` places them among other modules' (the menu's order). */
export interface PermissionContribution {
  group: PermissionGroupName;
  order: number;
  definitions: PermissionDefinition[];
}

/** What a module's contracts give the product: its permissions and its error codes. */
export interface ContractModule {
  name: string;
  permissions: readonly PermissionContribution[];
  errors: Readonly<Record<string, ErrorDefinition>>;
}

const contractModuleBrand = Symbol('contract module');

/** Declares a module's contracts; `contractModules` finds it among the package's exports. */
export function defineContractModule(module: ContractModule): ContractModule {
  return Object.assign(module, { [contractModuleBrand]: true });
}

export function isContractModule(value: unknown): value is ContractModule {
  return typeof value === 'object' && value !== null && contractModuleBrand in value;
}

/** The permission registry and the error catalogue, built from the list of modules. */
export function buildRegistry(modules: readonly ContractModule[]) {
  const permissionGroups: PermissionGroupDefinition[] = Object.entries(permissionGroupInfo).map(
    ([name, info]) => ({
      name,
      displayName: info.displayName,
      side: info.side,
      ...('feature' in info ? { feature: info.feature } : {}),
      permissions: modules
        .flatMap((m) => m.permissions.filter((p) => p.group === name))
        .sort((a, b) => a.order - b.order)
        .flatMap((p) => p.definitions),
    }),
  );
  const errorCatalog: Record<string, ErrorDefinition> = { ...platformErrors, ...importErrors };
  for (const module of modules)
    for (const [code, definition] of Object.entries(module.errors)) {
      if (code in errorCatalog) throw new Error(`Error code ${code} is declared twice`);
      errorCatalog[code] = definition;
    }
  const allPermissions: readonly FlatPermission[] = flattenPermissionGroups(permissionGroups);
  return {
    permissionGroups: permissionGroups as readonly PermissionGroupDefinition[],
    allPermissions,
    permissionByName: new Map(allPermissions.map((p) => [p.name, p])) as ReadonlyMap<string, FlatPermission>,
    errorCatalog: errorCatalog as Readonly<Record<string, ErrorDefinition>>,
  };
}
