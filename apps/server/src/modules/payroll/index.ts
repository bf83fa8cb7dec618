import { defineModule, type ModuleSetup } from '../../platform/module.ts';
import { createFormulaTryService } from './formula-try.service.ts';
import { payrollRoutes } from './payroll.routes.ts';
import { seedPayroll } from './payroll.seed.ts';
import { createSalaryRuleService } from './salary-rule.service.ts';
import { createSalaryRuleCategoryService } from './salary-rule-category.service.ts';
import { createSalaryStructureService, type SalaryStructureHolders } from './salary-structure.service.ts';

export type { SalaryStructureHolders } from './salary-structure.service.ts';

/**
 * Payroll definitions: salary rule categories, salary rules (formulas checked by `formula/`, the engine)
 * and salary structures, and "Try formula". A structure's delete asks contracts whether any uses it
 * through `SalaryStructureHolders` (contracts' `salaryStructureHolders`, joining the delete's transaction).
 */
function createPayrollServices({ db, use }: ModuleSetup) {
  const categories = createSalaryRuleCategoryService(db);
  const rules = createSalaryRuleService(db, {
    categories,
    // A changed rule must leave every structure using it compilable (same transaction).
    onRuleChanged: (ctx, tx, ruleId) => structures.assertStillCompile(ctx, tx, ruleId),
  });
  const structures = createSalaryStructureService(db, {
    rules,
    holders: use<SalaryStructureHolders>('contracts', 'salaryStructureHolders'),
  });
  const formulaTry = createFormulaTryService(db, { rules, structures });
  return { categories, rules, structures, formulaTry };
}
export type PayrollServices = ReturnType<typeof createPayrollServices>;

export const payrollModule = defineModule({
  name: 'payroll',
  services: createPayrollServices,
  routes: payrollRoutes,
  seed: seedPayroll,
});
