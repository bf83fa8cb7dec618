import { PayrollJournalDetail, SettingNames } from '@hr/contracts';
import type { RequestContext } from '../../platform/context.ts';
import { defineModule, type ModuleSetup } from '../../platform/module.ts';
import { createAccountTypeService } from './account-type.service.ts';
import { ensureDemoBanks } from './bank.seed.ts';
import { createBankService } from './bank.service.ts';
import { createCompanyBankAccountService } from './company-bank-account.service.ts';
import { createCurrencyService } from './currency.service.ts';
import { createExchangeRateService } from './exchange-rate.service.ts';
import { financeRoutes } from './finance.routes.ts';
import { seedFinance, upsertReferenceData } from './finance.seed.ts';
import { createFinancialAccountService } from './financial-account.service.ts';
import { createFinancialPeriodService } from './financial-period.service.ts';
import { createJournalEntryService } from './journal-entry.service.ts';

/**
 * Finance (issue 18): currencies (the ISO 4217 reference list with the tenant's switches and its base
 * currency, setting Finance.BaseCurrency), exchange rates against the base, the chart of account types
 * (reference data) and the tenant's financial accounts, fiscal periods with auditing and closing. Payroll
 * uses `currencies.baseOf`, `exchangeRates.rateOn`, `periods.assertOpen` and `periods.periodOn`.
 */
function createFinanceServices({ db, platform, modules, hooks }: ModuleSetup) {
  const timeZoneOf = (ctx: { tenantId: string | null }) => platform.settings.timeZoneOf(ctx);
  const currencies = createCurrencyService(db, {
    baseCodeOf: async (ctx) =>
      (await platform.settings.get({ tenantId: ctx.tenantId, userId: null }, SettingNames.BaseCurrency)) ||
      'USD',
    saveBaseCode: (ctx, code) => platform.settings.setForCurrentTenant(ctx, SettingNames.BaseCurrency, code),
  });
  const exchangeRates = createExchangeRateService(db, { currencies, timeZoneOf });
  const accountTypes = createAccountTypeService(db);
  const accounts = createFinancialAccountService(db, { accountTypes, currencies });
  const periods = createFinancialPeriodService(db, {
    timeZoneOf,
    closeGuards: hooks('financialPeriodCloseGuards'),
  });
  // Banks (issue 43): a bank in use by an employee's account is not deleted (employees' `bankHolders`).
  const banks = createBankService(db, { holders: () => modules.employees.bankHolders });
  const companyBankAccount = createCompanyBankAccountService({ settings: platform.settings });
  const journalDetail = async (ctx: { tenantId: string | null }) =>
    (await platform.settings.get(
      { tenantId: ctx.tenantId, userId: null },
      SettingNames.PayrollJournalDetail,
    )) === 'Employee'
      ? PayrollJournalDetail.Employee
      : PayrollJournalDetail.Department;
  const journal = createJournalEntryService(db, {
    currencies,
    exchangeRates,
    perEmployee: async (ctx) => (await journalDetail(ctx)) === PayrollJournalDetail.Employee,
  });
  const journalSettings = {
    get: async (ctx: { tenantId: string | null }) => ({ payrollJournalDetail: await journalDetail(ctx) }),
    change: async (ctx: RequestContext, detail: number) => {
      await platform.settings.setForCurrentTenant(
        ctx,
        SettingNames.PayrollJournalDetail,
        detail === PayrollJournalDetail.Employee ? 'Employee' : 'Department',
      );
      return { payrollJournalDetail: await journalDetail(ctx) };
    },
  };
  return {
    currencies,
    exchangeRates,
    accountTypes,
    accounts,
    periods,
    banks,
    companyBankAccount,
    journal,
    journalSettings,
  };
}
export type FinanceServices = ReturnType<typeof createFinanceServices>;

export const financeModule = defineModule({
  name: 'finance',
  services: createFinanceServices,
  exports: ({ currencies, periods, accounts, journal, banks, companyBankAccount }) => ({
    currencies,
    periods,
    accounts,
    journal,
    banks,
    companyBankAccount,
    // The employees' demo (seed only): acme's banks, made when missing.
    demo: { banks: (ctx) => ensureDemoBanks({ banks, companyBankAccount }, ctx) },
  }),
  routes: financeRoutes,
  // The reference data (currencies, account types) at every start, demo or not; acme's demo after the
  // tenants exist.
  reference: ({ db }) => upsertReferenceData(db),
  seed: seedFinance,
});
