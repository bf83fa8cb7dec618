import { defineModule, type ModuleSetup } from '../../platform/module.ts';
import { payrollRoutes } from './payroll.routes.ts';
import { seedPayroll } from './payroll.seed.ts';
import { createSalaryRuleCategoryService } from './salary-rule-category.service.ts';

/** Payroll definitions: salary rule categories, salary rules and salary structures. */
function createPayrollServices({ db }: ModuleSetup) {
  const categories = createSalaryRuleCategoryService(db);
  return { categories };
}
export type PayrollServices = ReturnType<typeof createPayrollServices>;

export const payrollModule = defineModule({
  name: 'payroll',
  services: createPayrollServices,
  routes: payrollRoutes,
  seed: seedPayroll,
});
