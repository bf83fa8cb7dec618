import { defineContractModule } from '../platform/contract-module.ts';
import { accountErrors } from './account.errors.ts';
import { auditLoggingPermissions } from './account-security.contract.ts';
import { identityErrors } from './identity.errors.ts';
import { identityPermissions } from './identity.permissions.ts';
import { signInErrors } from './sign-in.errors.ts';

export * from './account.contract.ts';
export * from './account.errors.ts';
export * from './account-security.contract.ts';
export * from './identity.contract.ts';
export * from './identity.endpoints.ts';
export * from './identity.errors.ts';
export * from './identity.permissions.ts';
export * from './permission-management.contract.ts';
export * from './role.contract.ts';
export * from './sign-in.errors.ts';

export const identityContracts = defineContractModule({
  name: 'identity',
  permissions: [
    { group: 'AbpIdentity', order: 10, definitions: identityPermissions },
    { group: 'AuditLogging', order: 11, definitions: auditLoggingPermissions },
  ],
  errors: { ...identityErrors, ...signInErrors, ...accountErrors },
});
