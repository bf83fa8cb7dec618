import { z } from 'zod';
import { access, endpoint } from '../platform/endpoint.ts';
import { resourceEndpoints } from '../platform/resource.ts';
import { emailSettingsDto, sendTestEmailInput, updateEmailSettingsInput } from './emailing.contract.ts';
import {
  featureProviderQuery,
  getFeatureListResult,
  updateFeaturesInput,
} from './feature-management.contract.ts';
import { languageSettingsDto, updateLanguageSettingsInput } from './language-settings.contract.ts';
import {
  createTenantInput,
  findTenantResult,
  getTenantsInput,
  tenantDto,
  updateTenantInput,
} from './tenancy.contract.ts';
import { TenancyPermissions } from './tenancy.permissions.ts';
import { timeSettingsDto, updateTimeSettingsInput } from './time-settings.contract.ts';

const { Tenants, Emailing } = TenancyPermissions;

/** Tenants (host only; the create answers the tenant) and the login page's lookup of a tenant by name. */
export const tenantEndpoints = {
  /** The Switch Tenant dialog: tells only whether a name exists and is active. */
  findByName: endpoint({
    method: 'GET',
    path: '/api/abp/multi-tenancy/tenants/by-name/:name',
    params: z.object({ name: z.string().min(1).max(64) }),
    response: findTenantResult,
    access: access.public,
    tag: 'Tenant management',
  }),
  ...resourceEndpoints({
    path: '/api/multi-tenancy/tenants',
    tag: 'Tenant management',
    policies: Tenants,
    dto: tenantDto,
    query: getTenantsInput,
    create: createTenantInput,
    update: updateTenantInput,
    createResponse: tenantDto,
  }),
};

/** Document 1 §7 Settings: the e-mail settings of the caller's side (host or tenant) and a test e-mail. */
export const emailingEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/setting-management/emailing',
    response: emailSettingsDto,
    access: access.policy(Emailing.Default),
    tag: 'Setting management',
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/setting-management/emailing',
    body: updateEmailSettingsInput,
    access: access.policy(Emailing.Default),
    tag: 'Setting management',
  }),
  sendTestEmail: endpoint({
    method: 'POST',
    path: '/api/setting-management/emailing/send-test-email',
    body: sendTestEmailInput,
    access: access.policy(Emailing.Test),
    tag: 'Setting management',
  }),
};

/**
 * The time settings of the caller's side (host or tenant): the time zone and the attendance sync's interval,
 * both behind SettingManagement.TimeZone.
 */
export const timeSettingsEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/setting-management/time',
    response: timeSettingsDto,
    access: access.policy(TenancyPermissions.TimeZone),
    tag: 'Setting management',
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/setting-management/time',
    body: updateTimeSettingsInput,
    access: access.policy(TenancyPermissions.TimeZone),
    tag: 'Setting management',
  }),
};

/**
 * The default language of the caller's side (host or tenant), behind the time settings' permission
 * (SettingManagement.TimeZone: the regional settings of the organisation).
 */
export const languageSettingsEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/setting-management/language',
    response: languageSettingsDto,
    access: access.policy(TenancyPermissions.TimeZone),
    tag: 'Setting management',
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/setting-management/language',
    body: updateLanguageSettingsInput,
    access: access.policy(TenancyPermissions.TimeZone),
    tag: 'Setting management',
  }),
};

/**
 * The features of a provider: the host defaults (D, `ManageHostFeatures`) or one tenant's (T,
 * `Tenants.ManageFeatures`). Either policy passes the access check; the service then demands the one
 * of the provider in the query.
 */
const featureAccess = access.policy(TenancyPermissions.ManageHostFeatures, Tenants.ManageFeatures);
export const featureEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/feature-management/features',
    query: featureProviderQuery,
    response: getFeatureListResult,
    access: featureAccess,
    tag: 'Feature management',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/feature-management/features',
    query: featureProviderQuery,
    body: updateFeaturesInput,
    access: featureAccess,
    tag: 'Feature management',
  }),
  reset: endpoint({
    method: 'DELETE',
    path: '/api/feature-management/features',
    query: featureProviderQuery,
    access: featureAccess,
    tag: 'Feature management',
  }),
};
