import { crudChildren, crudNames, type PermissionDefinition } from '../platform/permissions.ts';

export const TenancyPermissions = {
  Tenants: {
    Default: 'AbpTenantManagement.Tenants',
    Create: 'AbpTenantManagement.Tenants.Create',
    Update: 'AbpTenantManagement.Tenants.Update',
    Delete: 'AbpTenantManagement.Tenants.Delete',
    ManageFeatures: 'AbpTenantManagement.Tenants.ManageFeatures',
  },
  Emailing: {
    Default: 'SettingManagement.Emailing',
    Test: 'SettingManagement.Emailing.Test',
  },
  TimeZone: 'SettingManagement.TimeZone',
  ManageHostFeatures: 'FeatureManagement.ManageHostFeatures',
} as const;

/** Group AbpTenantManagement (host only). */
export const tenantManagementPermissions: PermissionDefinition[] = [
  {
    name: TenancyPermissions.Tenants.Default,
    displayName: { en: 'Tenant management', ar: 'إدارة الجهات' },
    children: [
      ...crudChildren(TenancyPermissions.Tenants.Default, crudNames),
      {
        name: TenancyPermissions.Tenants.ManageFeatures,
        displayName: { en: 'Manage features', ar: 'إدارة الميزات' },
      },
    ],
  },
];

/** Group SettingManagement (host and tenants). */
export const settingManagementPermissions: PermissionDefinition[] = [
  {
    name: TenancyPermissions.Emailing.Default,
    displayName: { en: 'E-mailing', ar: 'البريد الإلكتروني' },
    children: [
      {
        name: TenancyPermissions.Emailing.Test,
        displayName: { en: 'Send test e-mail', ar: 'إرسال بريد تجريبي' },
      },
    ],
  },
  { name: TenancyPermissions.TimeZone, displayName: { en: 'Time zone', ar: 'المنطقة الزمنية' } },
];

/** Group FeatureManagement (host only). */
export const featureManagementPermissions: PermissionDefinition[] = [
  {
    name: TenancyPermissions.ManageHostFeatures,
    displayName: { en: 'Manage host features', ar: 'إدارة ميزات المضيف' },
  },
];
