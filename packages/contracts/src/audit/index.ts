import { defineContractModule } from '../platform/contract-module.ts';
import { auditErrors } from './audit.errors.ts';
import { auditPermissions } from './audit.permissions.ts';

export * from './audit.errors.ts';
export * from './audit.permissions.ts';
export * from './entity-change.contract.ts';

export const auditContracts = defineContractModule({
  name: 'audit',
  permissions: [{ group: 'AuditLogging', order: 10, definitions: auditPermissions }],
  errors: auditErrors,
});
