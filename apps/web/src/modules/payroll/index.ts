import { defineModule, lazyComponent, lazyTab, ProfileTabOrder } from '../../app/module.ts';
import { payslipApi } from './api/payslip.api.ts';
import type { PayrollMenuKey } from './menu.ts';
import { payrollRoutes } from './payroll.routes.ts';

/**
 * Payroll (document 3 §2.7): the definitions (salary rule categories, salary rules, salary structures),
 * payslips with the reason of every line, payroll runs with their live progress, files and e-mail, and the
 * employee's own payslips in self-service.
 */
export const payrollModule = defineModule<PayrollMenuKey>({
  name: 'payroll',
  routes: payrollRoutes,
  profileTabs: [
    {
      key: 'payslips',
      order: ProfileTabOrder.Payslips,
      label: 'payslips::Profile.Payslips',
      menu: ['payroll.payslips'],
      selfMenu: ['self-service.my-payslips'],
      Component: lazyTab(() =>
        import('./components/EmployeePayslipsTab.tsx').then((m) => m.EmployeePayslipsTab),
      ),
    },
  ],
  homeCards: [
    {
      key: 'latest-payslip',
      order: 30,
      menu: 'self-service.my-payslips',
      Component: lazyComponent(() =>
        import('./components/LatestPayslipHomeCard.tsx').then((m) => m.LatestPayslipHomeCard),
      ),
      prefetch: () => [payslipApi.latestOwn()],
    },
  ],
  // The rules list shows category names; a structure shows its rules' names and codes.
  invalidates: { 'payroll.categories': ['payroll.rules'], 'payroll.rules': ['payroll.structures'] },
});
