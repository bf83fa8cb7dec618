import { defineContractModule } from '../platform/contract-module.ts';
import { emailingErrors } from './emailing.errors.ts';
import { tenancyErrors } from './tenancy.errors.ts';
import {
  featureManagementPermissions,
  settingManagementPermissions,
  tenantManagementPermissions,
} from './tenancy.permissions.ts';

export * from './emailing.contract.ts';
export * from './emailing.errors.ts';
export * from './feature-management.contract.ts';
export * from './language-settings.contract.ts';
export * from './tenancy.contract.ts';
export * from './tenancy.endpoints.ts';
export * from './tenancy.errors.ts';
export * from './tenancy.permissions.ts';
export * from './time-settings.contract.ts';

export const tenancyContracts = defineContractModule({
  name: 'tenancy',
  permissions: [
    { group: 'AbpTenantManagement', order: 10, definitions: tenantManagementPermissions },
    { group: 'SettingManagement', order: 10, definitions: settingManagementPermissions },
    { group: 'FeatureManagement', order: 10, definitions: featureManagementPermissions },
  ],
  errors: { ...tenancyErrors, ...emailingErrors },
});
