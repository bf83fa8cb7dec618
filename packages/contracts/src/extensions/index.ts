import { defineContractModule } from '../platform/contract-module.ts';
import { extensionsErrors } from './extensions.errors.ts';
import { extensionsPermissions } from './extensions.permissions.ts';

export * from './attachment.contract.ts';
export * from './attachment-type.contract.ts';
export * from './entity-type.contract.ts';
export * from './extensions.errors.ts';
export * from './extensions.permissions.ts';
export * from './extra-field.contract.ts';

/**
 * Attachment types, attachments and extra fields: generic, keyed by entity type, used by the records of
 * other modules (employees now, contracts next).
 */
export const extensionsContracts = defineContractModule({
  name: 'extensions',
  permissions: [{ group: 'GoldenOwl', order: 10, definitions: extensionsPermissions }],
  errors: extensionsErrors,
});
