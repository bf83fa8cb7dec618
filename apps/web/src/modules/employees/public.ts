// What other modules may use of employees: the addresses of the employee pages, for links. Picking an
// employee is the shared `EmployeeSelect` (src/components), which reads the contracts' names lookup.
export { employeePaths } from './employee.routes.ts';
