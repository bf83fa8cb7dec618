import { defineContractModule } from '../platform/contract-module.ts';
import { documentsErrors } from './documents.errors.ts';
import { documentsPermissions } from './documents.permissions.ts';

export * from './document-renewal.contract.ts';
export * from './documents.errors.ts';
export * from './documents.permissions.ts';
export * from './due-item.contract.ts';

export const documentsContracts = defineContractModule({
  name: 'documents',
  permissions: [{ group: 'HR', order: 85, definitions: documentsPermissions }],
  errors: documentsErrors,
});
