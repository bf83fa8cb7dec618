import type { accountTypes } from './finance.tables.ts';

/** The five categories of the chart: constants, not rows (they never change and carry no tenant data). */
export const accountCategories = [
  { code: 'Assets', en: 'Assets', ar: 'الأصول' },
  { code: 'Liabilities', en: 'Liabilities', ar: 'الخصوم' },
  { code: 'Equity', en: 'Equity', ar: 'حقوق الملكية' },
  { code: 'Income', en: 'Income', ar: 'الإيرادات' },
  { code: 'Expenses', en: 'Expenses', ar: 'المصروفات' },
] as const;

type TypeRow = typeof accountTypes.$inferInsert;
const t = (name: string, codePrefix: string, categoryCode: string, en: string, ar: string) => ({
  name,
  codePrefix,
  categoryCode,
  displayNameEn: en,
  displayNameAr: ar,
});

/**
 * The standard chart of account types, the same for every tenant: the first digit of a prefix is its
 * category (1 assets, 2 liabilities, 3 equity, 4 income, 5 expenses), the second its group (11 current
 * assets, 12 fixed assets, 21 current liabilities, 22 long-term ones, 51 staff costs, 52 operating costs).
 */
export const standardAccountTypes: TypeRow[] = [
  t('Cash', '1101', 'Assets', 'Cash', 'النقدية في الصندوق'),
  t('Bank', '1102', 'Assets', 'Bank accounts', 'الحسابات المصرفية'),
  t('AccountsReceivable', '1103', 'Assets', 'Accounts receivable', 'الذمم المدينة'),
  t('EmployeeAdvances', '1104', 'Assets', 'Employee advances', 'سلف الموظفين'),
  t('PrepaidExpenses', '1105', 'Assets', 'Prepaid expenses', 'المصروفات المدفوعة مقدمًا'),
  t('Inventory', '1106', 'Assets', 'Inventory', 'المخزون'),
  t('FixedAssets', '1201', 'Assets', 'Property and equipment', 'الممتلكات والمعدات'),
  t('Vehicles', '1202', 'Assets', 'Vehicles', 'السيارات ووسائل النقل'),
  t('OfficeEquipment', '1203', 'Assets', 'Furniture and office equipment', 'الأثاث والمعدات المكتبية'),
  t('AccumulatedDepreciation', '1209', 'Assets', 'Accumulated depreciation', 'مجمع الإهلاك'),
  t('AccountsPayable', '2101', 'Liabilities', 'Accounts payable', 'الذمم الدائنة'),
  t('SalariesPayable', '2102', 'Liabilities', 'Salaries payable', 'الرواتب والأجور المستحقة'),
  t(
    'SocialInsurancePayable',
    '2103',
    'Liabilities',
    'Social insurance payable',
    'التأمينات الاجتماعية المستحقة',
  ),
  t('TaxesPayable', '2104', 'Liabilities', 'Taxes payable', 'الضرائب المستحقة'),
  t('AccruedExpenses', '2105', 'Liabilities', 'Accrued expenses', 'المصروفات المستحقة'),
  t(
    'EndOfServiceProvision',
    '2201',
    'Liabilities',
    'End-of-service benefits provision',
    'مخصص مكافأة نهاية الخدمة',
  ),
  t('LongTermLoans', '2202', 'Liabilities', 'Long-term loans', 'القروض طويلة الأجل'),
  t('Capital', '3101', 'Equity', 'Capital', 'رأس المال'),
  t('RetainedEarnings', '3102', 'Equity', 'Retained earnings', 'الأرباح المحتجزة'),
  t('StatutoryReserve', '3103', 'Equity', 'Statutory reserve', 'الاحتياطي النظامي'),
  t('Revenue', '4101', 'Income', 'Revenue', 'إيرادات النشاط'),
  t('OtherIncome', '4201', 'Income', 'Other income', 'إيرادات أخرى'),
  t('SalaryExpense', '5101', 'Expenses', 'Salaries and wages', 'مصروف الرواتب والأجور'),
  t('AllowancesExpense', '5102', 'Expenses', 'Allowances', 'مصروف البدلات'),
  t('SocialInsuranceExpense', '5103', 'Expenses', 'Social insurance expense', 'مصروف التأمينات الاجتماعية'),
  t(
    'EndOfServiceExpense',
    '5104',
    'Expenses',
    'End-of-service benefits expense',
    'مصروف مكافأة نهاية الخدمة',
  ),
  t('RentExpense', '5201', 'Expenses', 'Rent', 'مصروف الإيجار'),
  t('UtilitiesExpense', '5202', 'Expenses', 'Utilities', 'مصروف الكهرباء والماء والاتصالات'),
  t('DepreciationExpense', '5203', 'Expenses', 'Depreciation', 'مصروف الإهلاك'),
  t('BankCharges', '5204', 'Expenses', 'Bank charges', 'العمولات والمصروفات البنكية'),
  t('OfficeSupplies', '5205', 'Expenses', 'Office supplies', 'القرطاسية واللوازم المكتبية'),
].map((row, i) => ({ ...row, sortOrder: i + 1 }));
