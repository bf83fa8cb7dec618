import { defineContractModule } from '../platform/contract-module.ts';
import { payrollPermissions } from './payroll.permissions.ts';

export * from './payroll.permissions.ts';

export const payrollContracts = defineContractModule({
  name: 'payroll',
  permissions: [{ group: 'PR', order: 10, definitions: payrollPermissions }],
  errors: {},
});
