import { crudNames, definePermissions } from '../platform/permissions.ts';

/**
 * Group FN: currencies (the ISO 4217 list, only switched on and off) with their exchange rates, financial
 * accounts (deprecated rather than deleted) and fiscal periods (closed rather than deleted). Exchange
 * rates hang under the currency policy, as their grid sits on the currency's page.
 */
export const { names: FinancePermissions, definitions: financePermissions } = definePermissions({
  Currencies: {
    name: 'FN.CurrencyAndExchangeRate.Index',
    en: 'Currencies and exchange rates',
    ar: 'العملات وأسعار الصرف',
    children: {
      ChangeActivation: { en: 'Enable or disable currencies', ar: 'تفعيل العملات وإيقافها' },
      ChangeBaseCurrency: { en: 'Change the base currency', ar: 'تغيير العملة الأساسية' },
      CreateExchangeRate: {
        name: 'FN.CurrencyAndExchangeRate.ExchangeRate.Create',
        en: 'Add exchange rates',
        ar: 'إضافة أسعار الصرف',
      },
      UpdateExchangeRate: {
        name: 'FN.CurrencyAndExchangeRate.ExchangeRate.Update',
        en: 'Edit exchange rates',
        ar: 'تعديل أسعار الصرف',
      },
      DeleteExchangeRate: {
        name: 'FN.CurrencyAndExchangeRate.ExchangeRate.Delete',
        en: 'Delete exchange rates',
        ar: 'حذف أسعار الصرف',
      },
    },
  },
  Accounts: {
    name: 'FN.Account.Index',
    en: 'Financial accounts',
    ar: 'الحسابات المالية',
    children: {
      Create: crudNames.create,
      Update: crudNames.update,
      ChangeDeprecation: { en: 'Enable or disable accounts', ar: 'تفعيل الحسابات وإيقافها' },
    },
  },
  FinancialPeriods: {
    name: 'FN.FinancialPeriod.Index',
    en: 'Fiscal periods',
    ar: 'الفترات المالية',
    children: {
      Create: crudNames.create,
      Update: crudNames.update,
      Close: { en: 'Close fiscal periods', ar: 'إغلاق الفترات المالية' },
      AddAuditing: { en: 'Add accounting auditing', ar: 'إضافة تدقيق محاسبي' },
    },
  },
  Banks: {
    name: 'FN.Bank.Index',
    en: 'Banks',
    ar: 'البنوك',
    crud: true,
    children: {
      ManageCompanyAccount: {
        en: "Edit the organisation's salary account and WPS registration",
        ar: 'تعديل حساب رواتب المؤسسة وتسجيلها في نظام حماية الأجور',
      },
    },
  },
  JournalEntries: {
    name: 'FN.JournalEntry.Index',
    en: 'Journal entries',
    ar: 'القيود اليومية',
    children: {
      Export: { en: 'Export journal entries', ar: 'تصدير القيود اليومية' },
      ChangeSettings: { en: 'Change the payroll journal settings', ar: 'تغيير إعدادات قيود الرواتب' },
    },
  },
});
