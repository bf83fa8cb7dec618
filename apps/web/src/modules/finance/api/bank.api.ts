import {
  bankEndpoints,
  bankPickerSize,
  companyBankAccountEndpoints,
  type UpdateCompanyBankAccountInput,
} from '@hr/contracts';
import { call } from '../../../app/api-client.ts';
import { answeringIds } from '../../../components/answering-ids.ts';
import { pickerQuery } from '../../../components/endpoint-calls.ts';
import { endpointResource } from '../../../components/resource-api.ts';

const resource = endpointResource(['finance', 'banks'], bankEndpoints);

/** The tenant's banks: the five calls, and for the employee form's select up to 500 of them. */
export const bankApi = {
  ...resource,
  forms: answeringIds(resource),
  picker: () => pickerQuery(resource, bankEndpoints.list, bankPickerSize),
};

/** The organisation's salary account and WPS registration (tenant settings). */
export const companyBankAccountApi = {
  keys: { account: () => ['finance', 'company-bank-account'] as const },
  get: () => call(companyBankAccountEndpoints.get, {}),
  update: (input: UpdateCompanyBankAccountInput) => call(companyBankAccountEndpoints.update, { body: input }),
};
