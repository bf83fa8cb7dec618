import { z } from 'zod';
import { pagedResult } from '../platform/paging.contract.ts';
import { entitySchemas, resourceCalls } from '../platform/resource.ts';
import { filteredListQuery } from '../platform/sorting.ts';
import { TimePermissions } from './time.permissions.ts';

/** The largest PIN: the device user id is at most 9 digits here (the devices' field holds text of 24). */
export const maxEmployeePin = 999_999_999;

/** The user id an employee has on the terminals: a positive whole number. */
export const employeePin = z
  .number()
  .int('Time:InvalidPin')
  .min(1, 'Time:InvalidPin')
  .max(maxEmployeePin, 'Time:InvalidPin');

const pin = entitySchemas({
  dto: {
    pin: z.number().int(),
    employeeId: z.uuid(),
    /** The employee's full name (null if the employee was deleted since). */
    employeeName: z.string().nullable(),
  },
  input: {
    /** Unique in the tenant. */
    pin: employeePin,
    /** An employee of the tenant without a PIN yet. */
    employeeId: z.uuid(),
  },
});

export const employeePinDto = pin.dto;
export type EmployeePinDto = z.infer<typeof employeePinDto>;

/** GET get-all: paging, sorting and a search by PIN or employee name. */
export const getEmployeePinsInput = filteredListQuery(['pin', 'creationTime']);
export type GetEmployeePinsInput = z.input<typeof getEmployeePinsInput>;
export type GetEmployeePins = z.infer<typeof getEmployeePinsInput>;

export const createEmployeePinInput = pin.create;
export type CreateEmployeePinInput = z.input<typeof createEmployeePinInput>;
export type CreateEmployeePin = z.infer<typeof createEmployeePinInput>;

export const updateEmployeePinInput = pin.update;
export type UpdateEmployeePinInput = z.input<typeof updateEmployeePinInput>;
export type UpdateEmployeePin = z.infer<typeof updateEmployeePinInput>;

const tag = 'EmployeePin';
const P = TimePermissions.EmployeePins;
const path = '/api/app/employee-pin';
const call = resourceCalls(path, tag);

/** The employee PIN calls at the spec's paths (document 2 §7). */
export const employeePinEndpoints = {
  list: call('GET', 'get-all', P.Default, {
    query: getEmployeePinsInput,
    response: pagedResult(employeePinDto),
  }),
  get: call('GET', ':id/get-by-id', P.Default, { response: employeePinDto }),
  create: call('POST', 'create-employee-pin', P.Create, {
    body: createEmployeePinInput,
    response: employeePinDto,
  }),
  update: call('PUT', ':id/update-employee-pin', P.Update, {
    body: updateEmployeePinInput,
    response: employeePinDto,
  }),
  delete: call('DELETE', ':id/delete', P.Delete),
};
