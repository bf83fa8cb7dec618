import {
  type CreateEmployeeInput,
  type EmployeeDto,
  type EmployeeListItemDto,
  type EmployeeNameDto,
  EmployeePaths,
  type EmployeeUserLookupResult,
  employeeLookupPageSize,
  emptyGuid,
  type PagedResult,
  type UpdateEmployeeInput,
} from '@hr/contracts';
import { http } from '../../../app/http.ts';
import type { ListParams } from '../../../components/ResourceTable.tsx';

const key = ['employees'] as const;

/** The employee calls of document 2 §7 and their query keys. */
export const employeeApi = {
  keys: {
    all: key,
    lists: () => [...key, 'list'] as const,
    detail: (id: string) => [...key, 'detail', id] as const,
    /** Selects: names, a manager's candidates, unlinked users. */
    lookups: () => [...key, 'lookup'] as const,
  },
  /** Filters: jobTitleId, status, filter (names or national number), sorting. */
  list: (params: ListParams) =>
    http.get<PagedResult<EmployeeListItemDto>>(EmployeePaths.employees, { query: params }),
  get: (id: string) => http.get<EmployeeDto>(EmployeePaths.employee(id)),
  /** Answers the new employee's id. */
  create: (input: CreateEmployeeInput) => http.post<string>(EmployeePaths.employees, input),
  update: (id: string, input: UpdateEmployeeInput) =>
    http.put<EmployeeDto>(EmployeePaths.employee(id), input),
  remove: (id: string) => http.delete(EmployeePaths.employee(id)),
  nameOf: (id: string) => http.get<EmployeeNameDto>(EmployeePaths.name(id)),
  /** A page of names (20 by default) for selects, searched by name. */
  names: (name?: string, maxResultCount = employeeLookupPageSize) =>
    http.get<PagedResult<EmployeeNameDto>>(EmployeePaths.names, { query: { name, maxResultCount } }),
  /** Who may manage the employee (not themself nor those below them); a new employee: anyone. */
  managers: (employeeId: string | undefined, name?: string) =>
    http.get<PagedResult<EmployeeNameDto>>(EmployeePaths.managers(employeeId ?? emptyGuid), {
      query: { name, maxResultCount: employeeLookupPageSize },
    }),
  /** Users of the tenant linked to no employee (HR.Employees.Create or Update). */
  userLookup: (filter?: string) =>
    http.get<EmployeeUserLookupResult>(EmployeePaths.userLookup, { query: { filter } }),
};
