import { defineContractModule } from '../platform/contract-module.ts';
import { timePermissions } from './time.permissions.ts';

export * from './time.permissions.ts';

export const timeContracts = defineContractModule({
  name: 'time',
  permissions: [{ group: 'HR', order: 40, definitions: timePermissions }],
  errors: {},
});
