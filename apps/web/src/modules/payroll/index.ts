import { MenuKeys } from '../../app/menu/menu-keys.ts';
import { defineModule, lazyComponent } from '../../app/module.ts';
import { payrollRoutes } from './payroll.routes.ts';

/**
 * Payroll (document 3 §2.7): the definitions (salary rule categories, salary rules, salary structures),
 * payslips with the reason of every line, payroll runs with their live progress, files and e-mail, and the
 * employee's own payslips in self-service.
 */
export const payrollModule = defineModule({
  name: 'payroll',
  routes: payrollRoutes,
  homeCards: [
    {
      key: 'latest-payslip',
      order: 30,
      menu: MenuKeys.MyPayslips,
      Component: lazyComponent(() =>
        import('./components/LatestPayslipHomeCard.tsx').then((m) => m.LatestPayslipHomeCard),
      ),
    },
  ],
  // The rules list shows category names; a structure shows its rules' names and codes.
  invalidates: { 'payroll.categories': ['payroll.rules'], 'payroll.rules': ['payroll.structures'] },
});
