import { defineModule, type ModuleSetup } from '../../platform/module.ts';
import { createFormulaTryService } from './formula-try.service.ts';
import { payrollRoutes } from './payroll.routes.ts';
import { seedPayroll } from './payroll.seed.ts';
import type { PayslipSources } from './payroll-inputs.ts';
import { createPayslipService, type PayslipDeps } from './payslip.service.ts';
import { createPayslipPdfService, type PayslipPdfDeps } from './payslip-pdf.service.ts';
import { createPayslipPdfProcess } from './pdf/payslip-pdf-process.ts';
import { createSalaryRuleService } from './salary-rule.service.ts';
import { createSalaryRuleCategoryService } from './salary-rule-category.service.ts';
import { createSalaryStructureService, type SalaryStructureHolders } from './salary-structure.service.ts';

export type { SalaryStructureHolders } from './salary-structure.service.ts';

/**
 * Payroll definitions: salary rule categories, salary rules (formulas checked by `formula/`, the engine)
 * and salary structures, and "Try formula"; payslips generated from the inputs of finance, contracts,
 * employees, organisation, time, leave and discipline (`PayslipSources`). A structure's delete asks contracts whether any uses it
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
  // What a payslip reads of the other modules (each call joins the generation's transaction).
  const sources: PayslipSources = {
    periods: use<PayslipSources['periods']>('finance', 'periods'),
    currencies: use<PayslipSources['currencies']>('finance', 'currencies'),
    contracts: use<PayslipSources['contracts']>('contracts', 'contracts'),
    employees: use<PayslipSources['employees']>('employees', 'employees'),
    jobTitles: use<PayslipSources['jobTitles']>('organisation', 'jobTitles'),
    attendanceDays: use<PayslipSources['attendanceDays']>('time', 'attendanceDays'),
    leave: use<PayslipSources['leave']>('leave', 'requests'),
    discipline: use<PayslipSources['discipline']>('discipline', 'effects'),
  };
  const payslips = createPayslipService(db, {
    sources,
    structures,
    departments: use<PayslipDeps['departments']>('organisation', 'departments'),
  });
  // One renderer child process per server process, started at the first PDF (Typst keeps memory per page:
  // the child is replaced every 2,000 pages; see pdf/README.md).
  const payslipPdfs = createPayslipPdfService({
    payslips,
    currencies: use<PayslipPdfDeps['currencies']>('finance', 'currencies'),
    renderer: createPayslipPdfProcess(),
  });
  return { categories, rules, structures, formulaTry, payslips, payslipPdfs };
}
export type PayrollServices = ReturnType<typeof createPayrollServices>;

export const payrollModule = defineModule({
  name: 'payroll',
  services: createPayrollServices,
  routes: payrollRoutes,
  seed: seedPayroll,
});
