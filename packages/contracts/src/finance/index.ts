import { defineContractModule } from '../platform/contract-module.ts';
import { financeErrors } from './finance.errors.ts';
import { financePermissions } from './finance.permissions.ts';

export * from './bank.contract.ts';
export * from './currency.contract.ts';
export * from './finance.errors.ts';
export * from './finance.permissions.ts';
export * from './financial-account.contract.ts';
export * from './financial-period.contract.ts';
export * from './journal-entry.contract.ts';

export const financeContracts = defineContractModule({
  name: 'finance',
  permissions: [{ group: 'FN', order: 10, definitions: financePermissions }],
  errors: financeErrors,
});
