import { defineContractModule } from '../platform/contract-module.ts';
import { employeesErrors } from './employees.errors.ts';
import { employeesPermissions } from './employees.permissions.ts';

export * from './employee.contract.ts';
export * from './employee-import.contract.ts';
export * from './employee-profile.contract.ts';
export * from './employees.errors.ts';
export * from './employees.permissions.ts';

/** Employees with their contact details (their extra fields and attachments: the extensions module). */
export const employeesContracts = defineContractModule({
  name: 'employees',
  permissions: [{ group: 'HR', order: 20, definitions: employeesPermissions }],
  errors: employeesErrors,
});
