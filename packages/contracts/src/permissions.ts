import { contractsPermissions } from './contracts/contracts.permissions.ts';
import { custodyPermissions } from './custody/custody.permissions.ts';
import { disciplinePermissions } from './discipline/discipline.permissions.ts';
import { employeesPermissions, employeesSettingsPermissions } from './employees/employees.permissions.ts';
import { financePermissions } from './finance/finance.permissions.ts';
import { identityPermissions } from './identity/identity.permissions.ts';
import { leavePermissions } from './leave/leave.permissions.ts';
import { organisationPermissions } from './organisation/organisation.permissions.ts';
import { payrollPermissions } from './payroll/payroll.permissions.ts';
import {
  definePermissionGroup,
  type FlatPermission,
  flattenPermissionGroups,
  type PermissionGroupDefinition,
} from './platform/permissions.ts';
import { requestsPermissions } from './requests/requests.permissions.ts';
import {
  featureManagementPermissions,
  settingManagementPermissions,
  tenantManagementPermissions,
} from './tenancy/tenancy.permissions.ts';
import { timePermissions } from './time/time.permissions.ts';

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
  definePermissionGroup({
    name: 'HR',
    displayName: { en: 'Human resources', ar: 'الموارد البشرية' },
    side: 'tenant',
    feature: 'HR.Enable',
    // In the order of the HR menu.
    permissions: [
      ...organisationPermissions,
      ...employeesPermissions,
      ...contractsPermissions,
      ...timePermissions,
      ...leavePermissions,
      ...requestsPermissions,
      ...disciplinePermissions,
      ...custodyPermissions,
    ],
  }),
  definePermissionGroup({
    // The spec's policy prefix for the settings that shape the employee form.
    name: 'GoldenOwl',
    displayName: { en: 'Settings', ar: 'الإعدادات' },
    side: 'tenant',
    feature: 'HR.Enable',
    permissions: employeesSettingsPermissions,
  }),
  definePermissionGroup({
    name: 'PR',
    displayName: { en: 'Payroll', ar: 'الرواتب' },
    side: 'tenant',
    feature: 'Payroll.Enable',
    permissions: payrollPermissions,
  }),
  definePermissionGroup({
    name: 'FN',
    displayName: { en: 'Finance', ar: 'المالية' },
    side: 'tenant',
    feature: 'Finance.Enable',
    permissions: financePermissions,
  }),
];

export const allPermissions: readonly FlatPermission[] = flattenPermissionGroups(permissionGroups);
export const permissionByName: ReadonlyMap<string, FlatPermission> = new Map(
  allPermissions.map((p) => [p.name, p]),
);
