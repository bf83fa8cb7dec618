import { defineContractModule } from '../platform/contract-module.ts';
import { leavePermissions } from './leave.permissions.ts';

export * from './leave.permissions.ts';

export const leaveContracts = defineContractModule({
  name: 'leave',
  permissions: [{ group: 'HR', order: 50, definitions: leavePermissions }],
  errors: {},
});
