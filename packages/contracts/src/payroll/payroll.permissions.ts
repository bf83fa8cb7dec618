import { definePermissions } from '../platform/permissions.ts';

/** Group PR: salary rules, their categories, salary structures, and payslips generated from them. */
export const { names: PayrollPermissions, definitions: payrollPermissions } = definePermissions({
  SalaryRuleCategories: {
    name: 'PR.SalaryRuleCategory.Index',
    en: 'Salary rule categories',
    ar: 'فئات قواعد الرواتب',
    crud: true,
  },
  SalaryRules: { name: 'PR.SalaryRule.Index', en: 'Salary rules', ar: 'قواعد الرواتب', crud: true },
  SalaryStructures: {
    name: 'PR.SalaryStructure.Index',
    en: 'Salary structures',
    ar: 'هياكل الرواتب',
    crud: true,
  },
  Payslips: {
    name: 'PR.Payslip.Index',
    en: 'Payslips',
    ar: 'قسائم الرواتب',
    children: {
      Create: { en: 'Generate payslips and run payroll', ar: 'إصدار قسائم الرواتب وتشغيل الرواتب' },
      Confirm: { en: 'Confirm payslips', ar: 'تأكيد قسائم الرواتب' },
      Cancel: { en: 'Cancel payslips', ar: 'إلغاء قسائم الرواتب' },
      Export: { en: 'Export payslips (Excel, PDF)', ar: 'تصدير قسائم الرواتب (Excel وPDF)' },
      Email: { en: 'E-mail payslips to employees', ar: 'إرسال قسائم الرواتب إلى الموظفين بالبريد' },
      BankFiles: {
        en: 'Download bank transfer files (ISO 20022, WPS SIF)',
        ar: 'تنزيل ملفات التحويل المصرفي (ISO 20022 ونظام حماية الأجور)',
      },
    },
  },
});
