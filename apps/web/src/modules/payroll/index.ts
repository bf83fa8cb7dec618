import { defineModule } from '../../app/module.ts';
import { payrollRoutes } from './payroll.routes.ts';

/** Payroll definitions: salary rule categories, salary rules and salary structures (document 3 §2.7). */
export const payrollModule = defineModule({
  name: 'payroll',
  routes: payrollRoutes,
  // The rules list shows category names; a structure shows its rules' names and codes.
  invalidates: { 'payroll.categories': ['payroll.rules'], 'payroll.rules': ['payroll.structures'] },
});
