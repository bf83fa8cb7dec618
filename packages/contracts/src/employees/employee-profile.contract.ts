import { z } from 'zod';
import { access, endpoint, idParams } from '../platform/endpoint.ts';
import { employeeDto } from './employee.contract.ts';
import { EmployeesPermissions } from './employees.permissions.ts';

/** The read-only profile's header: the employee with the department of their job title. */
export const employeeProfileDto = employeeDto.extend({
  departmentId: z.uuid().nullable(),
  departmentName: z.string().nullable(),
});
export type EmployeeProfileDto = z.infer<typeof employeeProfileDto>;

const tag = 'Employees';

/**
 * The employee profile (issue 41): HR's view of anyone (the employees' read policy), and the signed-in
 * employee's own (self-service: only the caller's own record, 403 Requests:NotAnEmployee without one).
 */
export const employeeProfileEndpoints = {
  own: endpoint({
    method: 'GET',
    path: '/api/app/employee/my-profile',
    response: employeeProfileDto,
    access: access.authenticated,
    tag,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/app/employee/:id/profile',
    params: idParams,
    response: employeeProfileDto,
    access: access.policy(EmployeesPermissions.Employees.Default),
    tag,
  }),
};
