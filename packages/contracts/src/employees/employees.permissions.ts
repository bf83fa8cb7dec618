import { definePermissions } from '../platform/permissions.ts';

/** Group HR: employees with their contact details, extra field values and attachments. */
export const { names: EmployeesPermissions, definitions: employeesPermissions } = definePermissions({
  Employees: { name: 'HR.Employees.Index', en: 'Employees', ar: 'الموظفون', crud: true },
});
