import { defineContractModule } from '../platform/contract-module.ts';
import { contractsErrors } from './employment.errors.ts';
import { contractsPermissions } from './employment.permissions.ts';

export * from './contract.contract.ts';
export * from './employment.errors.ts';
export * from './employment.permissions.ts';
export * from './working-hours.ts';
export * from './working-schedule.contract.ts';

/** Contracts and working schedules. */
export const employmentContracts = defineContractModule({
  name: 'employment',
  permissions: [{ group: 'HR', order: 30, definitions: contractsPermissions }],
  errors: contractsErrors,
});
