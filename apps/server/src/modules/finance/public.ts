// What other modules may use of finance: the tenant's base currency and a currency's labels (payslips), and
// whether a fiscal period is open (payroll may not write into a closed one).
import type { RequestContext } from '../../platform/context.ts';
import type { DemoBank } from './bank.seed.ts';
import type { BankService } from './bank.service.ts';
import type { CompanyBankAccountService } from './company-bank-account.service.ts';
import type { CurrencyService } from './currency.service.ts';

export type { DemoBank } from './bank.seed.ts';
export { demoIban } from './bank.seed.ts';
export type { BankFacts, BankHolders } from './bank.service.ts';

import type { FinancialPeriodService } from './financial-period.service.ts';

export interface FinanceApi {
  currencies: Pick<CurrencyService, 'baseOf' | 'view'>;
  periods: Pick<FinancialPeriodService, 'assertOpen'>;
  /** The tenant's banks (issue 43): employees' bank details and payroll's bank files. */
  banks: Pick<BankService, 'lockForEmployee' | 'byIds' | 'byNameOrBic'>;
  /** The organisation's salary account and WPS registration, for the bank files. */
  companyBankAccount: Pick<CompanyBankAccountService, 'get'>;
  /** Seed only: acme's demo banks (made when missing) for the demo employees' accounts. */
  demo: { banks(ctx: RequestContext): Promise<DemoBank[]> };
}

declare module '../../platform/module.ts' {
  interface ModuleApis {
    finance: FinanceApi;
  }
}
