// What other modules may use of finance: the tenant's base currency and a currency's labels (payslips), and
// whether a fiscal period is open (payroll may not write into a closed one).
import type { CurrencyService } from './currency.service.ts';
import type { FinancialPeriodService } from './financial-period.service.ts';

export interface FinanceApi {
  currencies: Pick<CurrencyService, 'baseOf' | 'view'>;
  periods: Pick<FinancialPeriodService, 'assertOpen'>;
}

declare module '../../platform/module.ts' {
  interface ModuleApis {
    finance: FinanceApi;
  }
}
