import { definePermissions } from '../platform/permissions.ts';

/** Group HR: employees with their contact details, extra field values and attachments. */
const employees = definePermissions({
  Employees: { name: 'HR.Employees.Index', en: 'Employees', ar: 'الموظفون', crud: true },
});
export const EmployeesPermissions = employees.names;
export const employeesPermissions = employees.definitions;
