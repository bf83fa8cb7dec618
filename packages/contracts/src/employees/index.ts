import { defineContractModule } from '../platform/contract-module.ts';
import { employeeSettingsErrors } from './employee-settings.errors.ts';
import { employeesErrors } from './employees.errors.ts';
import { employeesPermissions, employeesSettingsPermissions } from './employees.permissions.ts';

export * from './attachment.contract.ts';
export * from './attachment-type.contract.ts';
export * from './employee.contract.ts';
export * from './employee-settings.errors.ts';
export * from './employees.errors.ts';
export * from './employees.permissions.ts';
export * from './extra-field.contract.ts';

export const employeesContracts = defineContractModule({
  name: 'employees',
  permissions: [
    { group: 'HR', order: 20, definitions: employeesPermissions },
    { group: 'GoldenOwl', order: 10, definitions: employeesSettingsPermissions },
  ],
  errors: { ...employeesErrors, ...employeeSettingsErrors },
});
