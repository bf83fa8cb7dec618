import { crudChildren, crudNames, type PermissionDefinition } from '../platform/permissions.ts';

export const PayrollPermissions = {
  SalaryRuleCategories: {
    Default: 'PR.SalaryRuleCategory.Index',
    Create: 'PR.SalaryRuleCategory.Create',
    Update: 'PR.SalaryRuleCategory.Update',
    Delete: 'PR.SalaryRuleCategory.Delete',
  },
  SalaryRules: {
    Default: 'PR.SalaryRule.Index',
    Create: 'PR.SalaryRule.Create',
    Update: 'PR.SalaryRule.Update',
    Delete: 'PR.SalaryRule.Delete',
  },
  SalaryStructures: {
    Default: 'PR.SalaryStructure.Index',
    Create: 'PR.SalaryStructure.Create',
    Update: 'PR.SalaryStructure.Update',
    Delete: 'PR.SalaryStructure.Delete',
  },
  Payslips: {
    Default: 'PR.Payslip.Index',
    Create: 'PR.Payslip.Create',
    Delete: 'PR.Payslip.Delete',
  },
} as const;

/** Group PR: salary rules, their categories, salary structures, and payslips generated from them. */
export const payrollPermissions: PermissionDefinition[] = [
  {
    name: PayrollPermissions.SalaryRuleCategories.Default,
    displayName: { en: 'Salary rule categories', ar: 'فئات قواعد الرواتب' },
    children: crudChildren(PayrollPermissions.SalaryRuleCategories.Default, crudNames),
  },
  {
    name: PayrollPermissions.SalaryRules.Default,
    displayName: { en: 'Salary rules', ar: 'قواعد الرواتب' },
    children: crudChildren(PayrollPermissions.SalaryRules.Default, crudNames),
  },
  {
    name: PayrollPermissions.SalaryStructures.Default,
    displayName: { en: 'Salary structures', ar: 'هياكل الرواتب' },
    children: crudChildren(PayrollPermissions.SalaryStructures.Default, crudNames),
  },
  {
    // A payslip is generated from the employee's contract and salary structure, never edited by hand.
    name: PayrollPermissions.Payslips.Default,
    displayName: { en: 'Payslips', ar: 'قسائم الرواتب' },
    children: [
      {
        name: PayrollPermissions.Payslips.Create,
        displayName: { en: 'Generate payslips', ar: 'إصدار قسائم الرواتب' },
      },
      { name: PayrollPermissions.Payslips.Delete, displayName: crudNames.delete },
    ],
  },
];
