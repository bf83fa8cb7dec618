import { accountTypeEndpoints, financialAccountEndpoints } from '@hr/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../app/api-client.ts';
import { endpointResource } from '../../../components/resource-api.ts';

/** Financial accounts: list, get, create, update, and the switch between deprecated and in use. */
export const financialAccountApi = {
  ...endpointResource(['finance', 'financialAccounts'], financialAccountEndpoints),
  changeDeprecation: (id: string) => call(financialAccountEndpoints.changeDeprecation, { params: { id } }),
};

const typeKey = ['finance', 'accountTypes'] as const;

/** The seeded chart of accounts (read-only): its categories and their account types. */
export const accountTypeApi = {
  categories: () =>
    queryOptions({
      queryKey: [...typeKey, 'categories'] as const,
      queryFn: () => call(accountTypeEndpoints.categories, {}),
      staleTime: 5 * 60_000,
    }),
  /** The types of a category, or every type without one. */
  types: (categoryCode?: string) =>
    queryOptions({
      queryKey: [...typeKey, 'types', categoryCode ?? ''] as const,
      queryFn: () => call(accountTypeEndpoints.list, { query: categoryCode ? { categoryCode } : {} }),
      staleTime: 5 * 60_000,
    }),
};
