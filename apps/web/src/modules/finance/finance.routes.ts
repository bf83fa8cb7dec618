import {
  accountTypeEndpoints,
  bankEndpoints,
  currencyEndpoints,
  FeatureNames,
  FinancePermissions,
  financialAccountEndpoints,
  financialPeriodEndpoints,
  journalEntryEndpoints,
} from '@hr/contracts';
import { featureGate } from '../../app/config/policy.ts';
import type { ModuleRoute } from '../../app/module.ts';
import { firstListPage, routeQuery } from '../../components/list-prefetch.ts';
import { resourceList } from '../../components/resource-list.ts';
import { bankApi } from './api/bank.api.ts';
import { currencyApi } from './api/currency.api.ts';
import { accountTypeApi, financialAccountApi } from './api/financial-account.api.ts';
import { financialPeriodApi } from './api/financial-period.api.ts';
import { accountPicker, journalEntryApi } from './api/journal-entry.api.ts';
import type { FinanceMenuKey } from './menu.ts';

const finance = featureGate(FeatureNames.Finance.Enable);

/** The web paths of the finance pages (document 3 §2.8). */
export const financePaths = {
  currencies: '/finance/currency',
  currency: (code: string) => `/finance/currency/${encodeURIComponent(code)}`,
  financialAccounts: '/finance/financial-account',
  fiscalPeriods: '/finance/fiscal-period',
  banks: '/finance/bank',
  journalEntries: '/finance/journal-entry',
  /** The entries a source (a payroll run) posted. */
  journalEntriesOf: (sourceId: string) => `/finance/journal-entry?sourceId=${encodeURIComponent(sourceId)}`,
  payrollPostings: '/finance/payroll-postings',
} as const;

/** The three lists in the menu (their policies and the Finance.Enable feature come with the entries). */
export const financeRoutes: readonly ModuleRoute<FinanceMenuKey>[] = [
  {
    path: 'finance/currency',
    menu: 'finance.currency',
    load: () => import('./pages/currencies/CurrenciesPage.tsx').then((m) => m.CurrenciesPage),
    // The base currency above the list, and the list's first page.
    prefetch: () => [
      routeQuery(currencyEndpoints.base, currencyApi.base()),
      firstListPage(resourceList(currencyApi), currencyEndpoints.list),
    ],
  },
  {
    path: 'finance/currency/:code',
    policy: FinancePermissions.Currencies.Default,
    features: [finance],
    load: () => import('./pages/currency/CurrencyPage.tsx').then((m) => m.CurrencyPage),
  },
  {
    path: 'finance/financial-account',
    menu: 'finance.financial-account',
    load: () =>
      import('./pages/financial-accounts/FinancialAccountsPage.tsx').then((m) => m.FinancialAccountsPage),
    // The list's first page and the chart's account types (its filter, the codes' prefixes).
    prefetch: () => [
      firstListPage(resourceList(financialAccountApi), financialAccountEndpoints.list),
      routeQuery(accountTypeEndpoints.list, accountTypeApi.types()),
    ],
  },
  {
    path: 'finance/fiscal-period',
    menu: 'finance.fiscal-period',
    load: () => import('./pages/fiscal-periods/FiscalPeriodsPage.tsx').then((m) => m.FiscalPeriodsPage),
    prefetch: () => [firstListPage(resourceList(financialPeriodApi), financialPeriodEndpoints.list)],
  },
  {
    path: 'finance/bank',
    menu: 'finance.bank',
    load: () => import('./pages/banks/BanksPage.tsx').then((m) => m.BanksPage),
    prefetch: () => [firstListPage(resourceList(bankApi), bankEndpoints.list)],
  },
  {
    path: 'finance/journal-entry',
    menu: 'finance.journal-entry',
    load: () => import('./pages/journal-entries/JournalEntriesPage.tsx').then((m) => m.JournalEntriesPage),
    // The entries' first page, the settings, and what the period and account filters offer.
    prefetch: () => [
      firstListPage(resourceList(journalEntryApi), journalEntryEndpoints.list),
      routeQuery(journalEntryEndpoints.settings, journalEntryApi.settings()),
      routeQuery(financialPeriodEndpoints.list, financialPeriodApi.journalFilter()),
      accountPicker(),
    ],
  },
  {
    path: 'finance/payroll-postings',
    menu: 'finance.payroll-postings',
    load: () => import('./pages/journal-entries/PayrollPostingsPage.tsx').then((m) => m.PayrollPostingsPage),
    // The trial balance of every period (no period picked) and what the period filter offers.
    prefetch: () => [
      routeQuery(journalEntryEndpoints.trialBalance, journalEntryApi.trialBalance({})),
      routeQuery(financialPeriodEndpoints.list, financialPeriodApi.journalFilter()),
    ],
  },
];
