import { contractEndpoints } from '@hr/contracts';
import { call } from '../../../app/api-client.ts';
import { employeeRecords } from '../../../components/employee-records.ts';
import { idCall } from '../../../components/endpoint-calls.ts';
import { lookupQuery } from '../../../components/lookup.ts';
import { endpointResource } from '../../../components/resource-api.ts';

const resource = endpointResource(['employment', 'contracts'], contractEndpoints);

/** Contracts: the calls of the contracts, the three transitions, and the salary structures to choose from. */
export const contractApi = {
  ...resource,
  activate: idCall(contractEndpoints.activate),
  cancel: (id: string, reason: string) =>
    call(contractEndpoints.cancel, { params: { id }, body: { reason } }),
  expire: idCall(contractEndpoints.expire),
  /**
   * The salary structures (id and name) for the contract form's select, up to 999 (document 2 §3), from the
   * contracts' own lookup: whoever may create or edit contracts picks one without payroll's policy. Under
   * payroll's structures key, so a change of the structures reads it again.
   */
  salaryStructures: () =>
    lookupQuery(contractEndpoints.salaryStructureLookup, {
      queryKey: ['payroll', 'structures', 'list', 'contract-picker'] as const,
      queryFn: () => call(contractEndpoints.salaryStructureLookup, {}),
    }),
};

/** The profile's Contracts tab's query: the employee's contracts, the latest first (its route prefetches it). */
export const contractsOfEmployee = (employeeId: string) =>
  employeeRecords(contractApi, contractEndpoints.list, employeeId, 'start desc');
