import { identityPermissions } from './identity/identity.permissions.ts';
import {
  definePermissionGroup,
  type FlatPermission,
  flattenPermissionGroups,
  type PermissionGroupDefinition,
} from './platform/permissions.ts';
import {
  featureManagementPermissions,
  settingManagementPermissions,
  tenantManagementPermissions,
} from './tenancy/tenancy.permissions.ts';

/**
 * The permission registry: every policy of the product, grouped as the permission dialog shows them.
 * Each module defines its own permissions next to its contracts; this file only puts them in groups.
 */
export const permissionGroups: readonly PermissionGroupDefinition[] = [
  definePermissionGroup({
    name: 'AbpIdentity',
    displayName: { en: 'Identity management', ar: 'إدارة الهوية' },
    side: 'both',
    permissions: identityPermissions,
  }),
  definePermissionGroup({
    name: 'AbpTenantManagement',
    displayName: { en: 'Tenant management', ar: 'إدارة الجهات' },
    side: 'host',
    permissions: tenantManagementPermissions,
  }),
  definePermissionGroup({
    name: 'SettingManagement',
    displayName: { en: 'Setting management', ar: 'إدارة الإعدادات' },
    side: 'both',
    feature: 'SettingManagement.Enable',
    permissions: settingManagementPermissions,
  }),
  definePermissionGroup({
    name: 'FeatureManagement',
    displayName: { en: 'Feature management', ar: 'إدارة الميزات' },
    side: 'host',
    permissions: featureManagementPermissions,
  }),
];

export const allPermissions: readonly FlatPermission[] = flattenPermissionGroups(permissionGroups);
export const permissionByName: ReadonlyMap<string, FlatPermission> = new Map(
  allPermissions.map((p) => [p.name, p]),
);
