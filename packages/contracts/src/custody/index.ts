import { defineContractModule } from '../platform/contract-module.ts';
import { custodyPermissions } from './custody.permissions.ts';

export * from './custody.permissions.ts';

export const custodyContracts = defineContractModule({
  name: 'custody',
  permissions: [{ group: 'HR', order: 80, definitions: custodyPermissions }],
  errors: {},
});
