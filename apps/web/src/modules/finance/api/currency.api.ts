import {
  type ChangeBaseCurrencyInput,
  type CurrencyDto,
  currencyEndpoints,
  currencyPickerSize,
  exchangeRateEndpoints,
} from '@hr/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../app/api-client.ts';
import { endpointResource } from '../../../components/resource-api.ts';

async function pickerList(isActive: boolean | undefined): Promise<CurrencyDto[]> {
  const page = await call(currencyEndpoints.list, {
    query: { isActive, skipCount: 0, maxResultCount: currencyPickerSize, sorting: 'fullName asc' },
  });
  return page.items;
}

const currencies = endpointResource(['finance', 'currencies'], { list: currencyEndpoints.list });

/** The tenant's currencies (ISO 4217, switched on and off), its base currency, and the active ones. */
export const currencyApi = {
  ...currencies,
  view: (code: string) =>
    queryOptions({
      queryKey: [...currencies.keys.all, 'view', code] as const,
      queryFn: () => call(currencyEndpoints.view, { query: { code } }),
    }),
  base: () =>
    queryOptions({
      queryKey: [...currencies.keys.all, 'base'] as const,
      queryFn: () => call(currencyEndpoints.base, {}),
    }),
  /** The enabled currencies a select offers (at most 999, document 3 §9), by name. */
  active: () =>
    queryOptions({
      queryKey: [...currencies.keys.all, 'picker', 'active'] as const,
      queryFn: () => pickerList(true),
    }),
  /** Every currency (the base currency's choice), by name. */
  all: () =>
    queryOptions({
      queryKey: [...currencies.keys.all, 'picker', 'all'] as const,
      queryFn: () => pickerList(undefined),
    }),
  changeActivation: (code: string) => call(currencyEndpoints.changeActivation, { query: { code } }),
  changeBase: (body: ChangeBaseCurrencyInput) => call(currencyEndpoints.changeBase, { body }),
};

/** A currency's exchange rates against the base currency: the usual five calls. */
export const exchangeRateApi = endpointResource(['finance', 'exchangeRates'], exchangeRateEndpoints);
