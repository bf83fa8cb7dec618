import {
  accountTypeEndpoints,
  bankEndpoints,
  companyBankAccountEndpoints,
  currencyEndpoints,
  exchangeRateEndpoints,
  financialAccountEndpoints,
  financialPeriodEndpoints,
  journalEntryEndpoints,
} from '@hr/contracts';
import { excelExport } from '../../platform/http/excel.ts';
import { mount, resourceHandlers } from '../../platform/http/mount.ts';
import type { FinanceServices } from './index.ts';
import { journalExcelColumns } from './journal-entry.export.ts';

/** Each endpoint of the finance module, one line to its service. */
export function financeRoutes({
  currencies,
  exchangeRates,
  accountTypes,
  accounts,
  periods,
  banks,
  companyBankAccount,
  journal,
  journalSettings,
}: FinanceServices) {
  return [
    mount(currencyEndpoints, {
      list: (req) => currencies.list(req.ctx, req.query),
      view: (req) => currencies.view(req.ctx, req.query.code),
      changeActivation: (req) => currencies.changeActivation(req.ctx, req.query.code),
      base: (req) => currencies.base(req.ctx),
      changeBase: (req) => currencies.changeBase(req.ctx, req.body.code),
    }),
    mount(
      exchangeRateEndpoints,
      resourceHandlers(exchangeRateEndpoints, { ...exchangeRates, create: exchangeRates.createAndGet }),
    ),
    mount(accountTypeEndpoints, {
      categories: (req) => accountTypes.categories(req.ctx),
      hasAccountTypes: (req) => accountTypes.hasAccountTypes(req.ctx, req.query.categoryCode),
      list: (req) => accountTypes.list(req.ctx, req.query),
      view: (req) => accountTypes.view(req.ctx, req.query.name),
    }),
    mount(financialAccountEndpoints, {
      ...resourceHandlers(financialAccountEndpoints, accounts),
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
    mount(bankEndpoints, resourceHandlers(bankEndpoints, banks)),
    mount(companyBankAccountEndpoints, {
      get: (req) => companyBankAccount.get(req.ctx),
      update: (req) => companyBankAccount.update(req.ctx, req.body),
    }),
    mount(journalEntryEndpoints, {
      list: (req) => journal.list(req.ctx, req.query),
      get: (req) => journal.get(req.ctx, req.params.id),
      exportExcel: excelExport(
        { en: 'journal-entries', ar: 'القيود-اليومية' },
        journalExcelColumns,
        journal.exportRows,
      ),
      trialBalance: (req) => journal.trialBalance(req.ctx, req.query.periodId),
      settings: (req) => journalSettings.get(req.ctx),
      changeSettings: (req) => journalSettings.change(req.ctx, req.body.payrollJournalDetail),
    }),
  ];
}
