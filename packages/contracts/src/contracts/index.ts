import { defineContractModule } from '../platform/contract-module.ts';
import { contractsPermissions } from './contracts.permissions.ts';

export * from './contracts.permissions.ts';

export const contractsContracts = defineContractModule({
  name: 'contracts',
  permissions: [{ group: 'HR', order: 30, definitions: contractsPermissions }],
  errors: {},
});
