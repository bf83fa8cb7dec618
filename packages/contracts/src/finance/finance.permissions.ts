import { crudChildren, crudNames, type PermissionDefinition } from '../platform/permissions.ts';

export const FinancePermissions = {
  Currencies: {
    Default: 'FN.CurrencyAndExchangeRate.Index',
    ChangeActivation: 'FN.CurrencyAndExchangeRate.ChangeActivation',
    ExchangeRates: {
      Create: 'FN.CurrencyAndExchangeRate.ExchangeRate.Create',
      Update: 'FN.CurrencyAndExchangeRate.ExchangeRate.Update',
      Delete: 'FN.CurrencyAndExchangeRate.ExchangeRate.Delete',
    },
  },
  Accounts: {
    Default: 'FN.Account.Index',
    Create: 'FN.Account.Create',
    Update: 'FN.Account.Update',
    ChangeDeprecation: 'FN.Account.ChangeDeprecation',
  },
  FinancialPeriods: {
    Default: 'FN.FinancialPeriod.Index',
    Create: 'FN.FinancialPeriod.Create',
    Update: 'FN.FinancialPeriod.Update',
    Close: 'FN.FinancialPeriod.Close',
    AddAuditing: 'FN.FinancialPeriod.AddAuditing',
  },
} as const;

/**
 * Group FN: currencies (a fixed list, only switched on and off) with their exchange rates, financial
 * accounts (deprecated rather than deleted) and fiscal periods (closed rather than deleted).
 */
export const financePermissions: PermissionDefinition[] = [
  {
    name: FinancePermissions.Currencies.Default,
    displayName: { en: 'Currencies and exchange rates', ar: 'العملات وأسعار الصرف' },
    children: [
      {
        name: FinancePermissions.Currencies.ChangeActivation,
        displayName: { en: 'Enable or disable currencies', ar: 'تفعيل العملات وإيقافها' },
      },
      // Exchange rates hang under the currency policy, as their grid sits on the currency's page.
      ...crudChildren('FN.CurrencyAndExchangeRate.ExchangeRate', {
        create: { en: 'Add exchange rates', ar: 'إضافة أسعار الصرف' },
        update: { en: 'Edit exchange rates', ar: 'تعديل أسعار الصرف' },
        delete: { en: 'Delete exchange rates', ar: 'حذف أسعار الصرف' },
      }),
    ],
  },
  {
    name: FinancePermissions.Accounts.Default,
    displayName: { en: 'Financial accounts', ar: 'الحسابات المالية' },
    children: [
      { name: FinancePermissions.Accounts.Create, displayName: crudNames.create },
      { name: FinancePermissions.Accounts.Update, displayName: crudNames.update },
      {
        name: FinancePermissions.Accounts.ChangeDeprecation,
        displayName: { en: 'Enable or disable accounts', ar: 'تفعيل الحسابات وإيقافها' },
      },
    ],
  },
  {
    name: FinancePermissions.FinancialPeriods.Default,
    displayName: { en: 'Fiscal periods', ar: 'الفترات المالية' },
    children: [
      { name: FinancePermissions.FinancialPeriods.Create, displayName: crudNames.create },
      { name: FinancePermissions.FinancialPeriods.Update, displayName: crudNames.update },
      {
        name: FinancePermissions.FinancialPeriods.Close,
        displayName: { en: 'Close fiscal period', ar: 'إغلاق الفترة المالية' },
      },
      {
        name: FinancePermissions.FinancialPeriods.AddAuditing,
        displayName: { en: 'Add accounting auditing', ar: 'إضافة تدقيق محاسبي' },
      },
    ],
  },
];
