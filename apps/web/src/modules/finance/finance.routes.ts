import { bankEndpoints, FeatureNames, FinancePermissions } from '@hr/contracts';
import { featureGate } from '../../app/config/policy.ts';
import type { ModuleRoute } from '../../app/module.ts';
import { firstListPage } from '../../components/list-prefetch.ts';
import { resourceList } from '../../components/resource-list.ts';
import { bankApi } from './api/bank.api.ts';
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
  },
  {
    path: 'finance/fiscal-period',
    menu: 'finance.fiscal-period',
    load: () => import('./pages/fiscal-periods/FiscalPeriodsPage.tsx').then((m) => m.FiscalPeriodsPage),
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
  },
  {
    path: 'finance/payroll-postings',
    menu: 'finance.payroll-postings',
    load: () => import('./pages/journal-entries/PayrollPostingsPage.tsx').then((m) => m.PayrollPostingsPage),
  },
];
