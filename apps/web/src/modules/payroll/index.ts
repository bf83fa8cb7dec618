import { MenuKeys } from '../../app/menu/menu-keys.ts';
import { defineModule } from '../../app/module.ts';

/** Payroll definitions: salary rule categories, salary rules and salary structures (document 3 §2.7). */
export const payrollModule = defineModule({
  name: 'payroll',
  // The rules list shows category names; a structure shows its rules' names and codes.
  invalidates: { 'payroll.categories': ['payroll.rules'], 'payroll.rules': ['payroll.structures'] },
  routes: [
    {
      path: 'payroll-management/salary-rules-categories',
      menu: MenuKeys.SalaryRuleCategories,
      load: () =>
        import('./pages/salary-rule-categories/SalaryRuleCategoriesPage.tsx').then(
          (m) => m.SalaryRuleCategoriesPage,
        ),
    },
  ],
});
