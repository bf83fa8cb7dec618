import { defineContractModule } from '../platform/contract-module.ts';
import { financePermissions } from './finance.permissions.ts';

export * from './finance.permissions.ts';

export const financeContracts = defineContractModule({
  name: 'finance',
  permissions: [{ group: 'FN', order: 10, definitions: financePermissions }],
  errors: {},
});
