import { employeeSettingsErrors } from './employees/employee-settings.errors.ts';
import { employeesErrors } from './employees/employees.errors.ts';
import { accountErrors } from './identity/account.errors.ts';
import { identityErrors } from './identity/identity.errors.ts';
import { signInErrors } from './identity/sign-in.errors.ts';
import { organisationErrors } from './organisation/organisation.errors.ts';
import { type ErrorDefinition, platformErrors } from './platform/errors.contract.ts';
import { notificationErrors } from './requests/notification.errors.ts';
import { emailingErrors } from './tenancy/emailing.errors.ts';
import { tenancyErrors } from './tenancy/tenancy.errors.ts';

/**
 * Every error code the server answers with, each module's next to its contracts; the server translates
 * them for its responses and the web app for messages it shows itself.
 */
export const errorCatalog: Readonly<Record<string, ErrorDefinition>> = {
  ...platformErrors,
  ...identityErrors,
  ...signInErrors,
  ...accountErrors,
  ...tenancyErrors,
  ...emailingErrors,
  ...organisationErrors,
  ...employeesErrors,
  ...employeeSettingsErrors,
  ...notificationErrors,
};
