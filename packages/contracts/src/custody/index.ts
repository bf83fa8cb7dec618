import { defineContractModule } from '../platform/contract-module.ts';
import { custodyErrors } from './custody.errors.ts';
import { custodyPermissions } from './custody.permissions.ts';

export * from './custody.errors.ts';
export * from './custody.permissions.ts';
export * from './employee-custody.contract.ts';

export const custodyContracts = defineContractModule({
  name: 'custody',
  permissions: [{ group: 'HR', order: 80, definitions: custodyPermissions }],
  errors: custodyErrors,
});
