import {
  type EmployeeProfileDto,
  employeeEndpoints,
  employeeLookupPageSize,
  employeeProfileEndpoints,
  emptyGuid,
} from '@hr/contracts';
import { call } from '../../../app/api-client.ts';
import { idCall } from '../../../components/endpoint-calls.ts';
import { lookupQuery } from '../../../components/lookup.ts';
import { endpointResource } from '../../../components/resource-api.ts';

const resource = endpointResource(['employees'], employeeEndpoints);

/** The employee calls of document 2 §7 (list filters: jobTitleId, status, filter) and their query keys. */
export const employeeApi = {
  ...resource,
  keys: {
    ...resource.keys,
    /** Selects: names, a manager's candidates, unlinked users. */
    lookups: () => [...resource.keys.all, 'lookup'] as const,
  },
  nameOf: idCall(employeeEndpoints.nameOf),
  /** A page of names (20 by default) for selects, searched by name. */
  names: (name?: string, maxResultCount = employeeLookupPageSize) =>
    call(employeeEndpoints.names, { query: { name, maxResultCount } }),
  /** Who may manage the employee (not themself nor those below them); a new employee: anyone. */
  managers: (employeeId: string | undefined, name?: string) =>
    call(employeeEndpoints.managers, {
      params: { id: employeeId ?? emptyGuid },
      query: { name, maxResultCount: employeeLookupPageSize },
    }),
  /**
   * The profile of an employee (HR's view) or the caller's own (`self`, a self-service call), with its
   * endpoint's policies: its page and its routes' prefetch.
   */
  profile: (employeeId: string, self: boolean) =>
    lookupQuery(self ? employeeProfileEndpoints.own : employeeProfileEndpoints.get, {
      queryKey: [...resource.keys.all, 'profile', self ? 'own' : employeeId] as const,
      queryFn: (): Promise<EmployeeProfileDto> =>
        self
          ? call(employeeProfileEndpoints.own, {})
          : call(employeeProfileEndpoints.get, { params: { id: employeeId } }),
    }),
  /** Users of the tenant linked to no employee (HR.Employees.Create or Update). */
  userLookup: (filter?: string) => call(employeeEndpoints.userLookup, { query: { filter } }),
};
