import { z } from 'zod';
import { access, endpoint } from '../platform/endpoint.ts';
import { resourceCalls, resourceEndpoints } from '../platform/resource.ts';
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
const settingCall = resourceCalls('/api/setting-management', 'Setting management');
const featureCall = resourceCalls('/api/feature-management/features', 'Feature management');

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
  get: settingCall('GET', 'emailing', Emailing.Default, { response: emailSettingsDto }),
  update: settingCall('POST', 'emailing', Emailing.Default, { body: updateEmailSettingsInput }),
  sendTestEmail: settingCall('POST', 'emailing/send-test-email', Emailing.Test, { body: sendTestEmailInput }),
};

/**
 * The time settings of the caller's side (host or tenant): the time zone and the attendance sync's interval,
 * both behind SettingManagement.TimeZone.
 */
export const timeSettingsEndpoints = {
  get: settingCall('GET', 'time', TenancyPermissions.TimeZone, { response: timeSettingsDto }),
  update: settingCall('POST', 'time', TenancyPermissions.TimeZone, { body: updateTimeSettingsInput }),
};

/**
 * The default language of the caller's side (host or tenant), behind the time settings' permission
 * (SettingManagement.TimeZone: the regional settings of the organisation).
 */
export const languageSettingsEndpoints = {
  get: settingCall('GET', 'language', TenancyPermissions.TimeZone, { response: languageSettingsDto }),
  update: settingCall('POST', 'language', TenancyPermissions.TimeZone, { body: updateLanguageSettingsInput }),
};

/**
 * The features of a provider: the host defaults (D, `ManageHostFeatures`) or one tenant's (T,
 * `Tenants.ManageFeatures`). Either policy passes the access check; the service then demands the one
 * of the provider in the query.
 */
const featureAccess = access.policy(TenancyPermissions.ManageHostFeatures, Tenants.ManageFeatures);
export const featureEndpoints = {
  get: featureCall('GET', '', featureAccess, { query: featureProviderQuery, response: getFeatureListResult }),
  update: featureCall('PUT', '', featureAccess, { query: featureProviderQuery, body: updateFeaturesInput }),
  reset: featureCall('DELETE', '', featureAccess, { query: featureProviderQuery }),
};
