import { defineContractModule } from '../platform/contract-module.ts';
import { leaveErrors } from './leave.errors.ts';
import { leavePermissions } from './leave.permissions.ts';

export * from './leave.errors.ts';
export * from './leave.permissions.ts';
export * from './leave-allocation.contract.ts';
export * from './leave-request.contract.ts';
export * from './leave-type.contract.ts';

export const leaveContracts = defineContractModule({
  name: 'leave',
  permissions: [{ group: 'HR', order: 50, definitions: leavePermissions }],
  errors: leaveErrors,
});
