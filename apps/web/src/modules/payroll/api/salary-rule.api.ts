import {
  formulaTryEndpoints,
  payrollPickerSize,
  salaryRuleEndpoints,
  type TryRuleInput,
  type TryStructureInput,
} from '@hr/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../app/api-client.ts';
import { answeringIds } from '../../../components/answering-ids.ts';
import { pickerQuery } from '../../../components/endpoint-calls.ts';
import { endpointResource } from '../../../components/resource-api.ts';

const resource = endpointResource(['payroll', 'rules'], salaryRuleEndpoints);

/** Salary rules: the five calls, the structure rows' select (up to 999), and "Try formula". */
export const salaryRuleApi = {
  ...resource,
  /** For the forms: update answers the id, as create does. */
  forms: answeringIds(resource),
  picker: () => pickerQuery(resource, salaryRuleEndpoints.list, payrollPickerSize),
  sampleInputs: () =>
    queryOptions({
      queryKey: ['payroll', 'sample-inputs'] as const,
      queryFn: () => call(formulaTryEndpoints.sampleInputs, {}),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  // The panel shows a refusal (a formula that cannot run) itself, beside its lines.
  tryRule: (body: TryRuleInput) => call(formulaTryEndpoints.tryRule, { body }, { silent: true }),
  tryStructure: (body: TryStructureInput) =>
    call(formulaTryEndpoints.tryStructure, { body }, { silent: true }),
};
