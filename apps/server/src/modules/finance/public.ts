// What other modules may use of finance: the tenant's base currency and a currency's labels (payslips),
// whether a fiscal period is open (payroll may not write into a closed one), the accounts a salary rule
// names, the journal a payroll run posts to, and the hook point of checks before a period is closed.

import type { RequestContext } from '../../platform/context.ts';
import type { DemoBank } from './bank.seed.ts';
import type { BankService } from './bank.service.ts';
import type { CompanyBankAccountService } from './company-bank-account.service.ts';
import type { CurrencyService } from './currency.service.ts';
import type { FinancialAccountService } from './financial-account.service.ts';
import type { FinancialPeriodService, PeriodCloseGuard } from './financial-period.service.ts';
import type { JournalEntryService } from './journal-entry.service.ts';

export type { DemoBank } from './bank.seed.ts';
export { demoIban } from './bank.seed.ts';
export type { BankFacts, BankHolders } from './bank.service.ts';
export type { PeriodCloseGuard } from './financial-period.service.ts';
export type { Posting } from './journal-entry.service.ts';

export interface FinanceApi {
  currencies: Pick<CurrencyService, 'baseOf' | 'view'>;
  periods: Pick<FinancialPeriodService, 'assertOpen'>;
  /** The tenant's banks (issue 43): employees' bank details and payroll's bank files. */
  banks: Pick<BankService, 'lockForEmployee' | 'byIds' | 'byNameOrBic'>;
  /** The organisation's salary account and WPS registration, for the bank files. */
  companyBankAccount: Pick<CompanyBankAccountService, 'get'>;
  /** Seed only: acme's demo banks (made when missing) for the demo employees' accounts. */
  demo: { banks(ctx: RequestContext): Promise<DemoBank[]> };
  accounts: Pick<FinancialAccountService, 'forPosting' | 'idsByCodes'>;
  journal: Pick<JournalEntryService, 'post' | 'reverseSource' | 'ofSource'>;
}

declare module '../../platform/module.ts' {
  interface ModuleApis {
    finance: FinanceApi;
  }
  interface ModuleHooks {
    /**
     * Another module's check before a fiscal period is closed (payroll: no run in it Generated and not
     * confirmed): runs in the close's transaction after the period row is locked FOR UPDATE and throws its
     * AppError to refuse.
     */
    financialPeriodCloseGuards: PeriodCloseGuard;
  }
}
