import {
  accountTypeEndpoints,
  currencyEndpoints,
  exchangeRateEndpoints,
  financialAccountEndpoints,
  financialPeriodEndpoints,
} from '@hr/contracts';
import { mount } from '../../platform/http/mount.ts';
import type { FinanceServices } from './index.ts';

/** Each endpoint of the finance module, one line to its service. */
export function financeRoutes({
  currencies,
  exchangeRates,
  accountTypes,
  accounts,
  periods,
}: FinanceServices) {
  return [
    mount(currencyEndpoints, {
      list: (req) => currencies.list(req.ctx, req.query),
      view: (req) => currencies.view(req.ctx, req.query.code),
      changeActivation: (req) => currencies.changeActivation(req.ctx, req.query.code),
      base: (req) => currencies.base(req.ctx),
      changeBase: (req) => currencies.changeBase(req.ctx, req.body.code),
    }),
    mount(exchangeRateEndpoints, {
      list: (req) => exchangeRates.list(req.ctx, req.query),
      get: (req) => exchangeRates.get(req.ctx, req.params.id),
      create: (req) => exchangeRates.createAndGet(req.ctx, req.body),
      update: (req) => exchangeRates.update(req.ctx, req.params.id, req.body),
      delete: (req) => exchangeRates.delete(req.ctx, req.params.id),
    }),
    mount(accountTypeEndpoints, {
      categories: (req) => accountTypes.categories(req.ctx),
      hasAccountTypes: (req) => accountTypes.hasAccountTypes(req.ctx, req.query.categoryCode),
      list: (req) => accountTypes.list(req.ctx, req.query),
      view: (req) => accountTypes.view(req.ctx, req.query.name),
    }),
    mount(financialAccountEndpoints, {
      list: (req) => accounts.list(req.ctx, req.query),
      get: (req) => accounts.get(req.ctx, req.params.id),
      create: (req) => accounts.create(req.ctx, req.body),
      update: (req) => accounts.update(req.ctx, req.params.id, req.body),
      changeDeprecation: (req) => accounts.changeDeprecation(req.ctx, req.params.id),
    }),
    mount(financialPeriodEndpoints, {
      list: (req) => periods.list(req.ctx, req.query),
      get: (req) => periods.get(req.ctx, req.params.id),
      create: (req) => periods.create(req.ctx, req.body),
      update: (req) => periods.update(req.ctx, req.body),
      addAuditing: (req) => periods.addAuditing(req.ctx, req.body),
      close: (req) => periods.close(req.ctx, req.body.id),
    }),
  ];
}
