import { payrollPickerSize, salaryRuleCategoryEndpoints } from '@hr/contracts';
import { answeringIds } from '../../../components/answering-ids.ts';
import { pickerQuery } from '../../../components/endpoint-calls.ts';
import { endpointResource } from '../../../components/resource-api.ts';

const resource = endpointResource(['payroll', 'categories'], salaryRuleCategoryEndpoints);

/** Salary rule categories: the five calls and, for the rule form's select, up to 999 of them. */
export const salaryRuleCategoryApi = {
  ...resource,
  /** For the forms: update answers the id, as create does. */
  forms: answeringIds(resource),
  picker: () => pickerQuery(resource, salaryRuleCategoryEndpoints.list, payrollPickerSize),
};
