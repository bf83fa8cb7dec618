import { defineModule } from '../../app/module.ts';
import { payrollRoutes } from './payroll.routes.ts';

/**
 * Payroll (document 3 §2.7): the definitions (salary rule categories, salary rules, salary structures),
 * payslips with the reason of every line, payroll runs with their live progress, files and e-mail, and the
 * employee's own payslips in self-service.
 */
export const payrollModule = defineModule({
  name: 'payroll',
  routes: payrollRoutes,
  // The rules list shows category names; a structure shows its rules' names and codes.
  invalidates: { 'payroll.categories': ['payroll.rules'], 'payroll.rules': ['payroll.structures'] },
});
