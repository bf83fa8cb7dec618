import {
  financialAccountEndpoints,
  type GetTrialBalanceInput,
  type JournalSettingsInput,
  journalEntryEndpoints,
} from '@hr/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../app/api-client.ts';
import { pickerQuery, resourceKeys } from '../../../components/endpoint-calls.ts';
import type { ListParams } from '../../../components/ResourceTable.tsx';
import { endpointResource } from '../../../components/resource-api.ts';

const keys = resourceKeys(['finance', 'journalEntries'] as const);

/** Journal entries (read only: their sources post them), the trial balance of what payroll posted, settings. */
export const journalEntryApi = {
  keys,
  sortFields: journalEntryEndpoints.list.sort,
  list: (params: ListParams) => call(journalEntryEndpoints.list, { query: params as never }),
  get: (id: string) => call(journalEntryEndpoints.get, { params: { id } }),
  trialBalance: (query: GetTrialBalanceInput) =>
    queryOptions({
      queryKey: [...keys.all, 'trial-balance', query.periodId ?? ''] as const,
      queryFn: () => call(journalEntryEndpoints.trialBalance, { query }),
    }),
  settings: () =>
    queryOptions({
      queryKey: [...keys.all, 'settings'] as const,
      queryFn: () => call(journalEntryEndpoints.settings, {}),
    }),
  changeSettings: (body: JournalSettingsInput) => call(journalEntryEndpoints.changeSettings, { body }),
};

const accounts = endpointResource(['finance', 'financialAccounts'], financialAccountEndpoints);

/** The tenant's accounts for a select (up to 1000, by code). */
export const accountPicker = () => pickerQuery(accounts, financialAccountEndpoints.list, 1000);
