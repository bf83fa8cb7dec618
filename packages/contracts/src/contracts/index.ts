import { defineContractModule } from '../platform/contract-module.ts';
import { contractsErrors } from './contracts.errors.ts';
import { contractsPermissions } from './contracts.permissions.ts';

export * from './contract.contract.ts';
export * from './contracts.errors.ts';
export * from './contracts.permissions.ts';
export * from './working-hours.ts';
export * from './working-schedule.contract.ts';

/** Contracts and working schedules. */
export const contractsContracts = defineContractModule({
  name: 'contracts',
  permissions: [{ group: 'HR', order: 30, definitions: contractsPermissions }],
  errors: contractsErrors,
});
