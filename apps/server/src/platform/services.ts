import { createEmployeeService } from '../modules/employees/employee.service.ts';
import { createEmployeeSettingsServices } from '../modules/employees/employee-settings.services.ts';
import { createAccountService } from '../modules/identity/account.service.ts';
import { createPermissionManagementService } from '../modules/identity/permission-management.service.ts';
import { createRoleService } from '../modules/identity/role.service.ts';
import { createUserService, currentRoleNames } from '../modules/identity/user.service.ts';
import { createOrganisationServices } from '../modules/organisation/organisation.services.ts';
import { createNotificationService } from '../modules/requests/notification.service.ts';
import { createTenantService } from '../modules/tenancy/tenant.service.ts';
import { createKeyStore } from './auth/keys.ts';
import { createTokenService } from './auth/tokens.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { createEventBus } from './events.ts';
import { createFeatureService } from './features.service.ts';
import { createMailService } from './mail.ts';
import { createPermissionService } from './permissions.service.ts';
import { createSecretBox, loadSecretsKey } from './secrets.ts';
import { createSettingService } from './settings.service.ts';

/** Every service, built once per process from its narrow dependencies. */
export function createServices(
  db: Database,
  config: Pick<AppConfig, 'publicUrl' | 'production' | 'secretsKey' | 'dataDir'>,
) {
  const keys = createKeyStore(db);
  const tokens = createTokenService(keys, { issuer: config.publicUrl });
  const features = createFeatureService(db);
  const settings = createSettingService(db, createSecretBox(loadSecretsKey(config)));
  const mail = createMailService(settings);
  const permissions = createPermissionService(db, features, currentRoleNames);
  const users = createUserService(db, permissions);
  const roles = createRoleService(db, permissions);
  const permissionManagement = createPermissionManagementService(db, permissions);
  const tenants = createTenantService(db, { users, settings });
  const account = createAccountService(db, {
    users,
    roles,
    settings,
    mail,
    publicUrl: config.publicUrl,
  });
  const events = createEventBus(db);
  const notifications = createNotificationService(db, { events, users, roles });
  // Organisation and employees know each other through narrow interfaces, resolved at call time.
  const organisation = createOrganisationServices(db, {
    holders: {
      countByJobTitle: (ctx, id) => employees.countByJobTitle(ctx, id),
      listByJobTitle: (ctx) => employees.listByJobTitle(ctx),
    },
  });
  const employeeSettings = createEmployeeSettingsServices(db, { tenants });
  const employees = createEmployeeService(db, {
    jobTitles: organisation.jobTitles,
    extraFields: employeeSettings.extraFields,
    attachments: employeeSettings.attachments,
    users,
    features,
  });
  return {
    config,
    db,
    keys,
    tokens,
    features,
    settings,
    mail,
    permissions,
    users,
    roles,
    permissionManagement,
    tenants,
    account,
    events,
    notifications,
    ...organisation,
    ...employeeSettings,
    employees,
  };
}
export type AppServices = ReturnType<typeof createServices>;
