import { payrollPickerSize, salaryRuleCategoryEndpoints } from '@hr/contracts';
import { lookupQuery } from '../../../components/lookup.ts';
import { endpointResource } from '../../../components/resource-api.ts';
import { answeringIds } from './record-ids.ts';

const resource = endpointResource(['payroll', 'categories'], salaryRuleCategoryEndpoints);

/** Salary rule categories: the five calls and, for the rule form's select, up to 999 of them. */
export const salaryRuleCategoryApi = {
  ...resource,
  /** For the forms: update answers the id, as create does. */
  forms: answeringIds(resource),
  picker: () =>
    lookupQuery(salaryRuleCategoryEndpoints.list, {
      queryKey: [...resource.keys.lists(), 'picker'] as const,
      queryFn: () => resource.list({ skipCount: 0, maxResultCount: payrollPickerSize }),
    }),
};
