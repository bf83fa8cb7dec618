import { defineContractModule } from '../platform/contract-module.ts';
import { bankFileErrors } from './bank-file.errors.ts';
import { formulaErrors } from './formula.errors.ts';
import { payrollErrors } from './payroll.errors.ts';
import { payrollPermissions } from './payroll.permissions.ts';

export * from './bank-file.contract.ts';
export * from './bank-file.errors.ts';
export * from './formula.errors.ts';
export * from './formula-try.contract.ts';
export * from './formula-variables.ts';
export * from './payroll.errors.ts';
export * from './payroll.permissions.ts';
export * from './payroll-run.contract.ts';
export * from './payslip.contract.ts';
export * from './salary-rule.contract.ts';
export * from './salary-rule-category.contract.ts';
export * from './salary-structure.contract.ts';

/** Salary rule categories, salary rules, salary structures, payslips and payroll runs. */
export const payrollContracts = defineContractModule({
  name: 'payroll',
  permissions: [{ group: 'PR', order: 10, definitions: payrollPermissions }],
  errors: { ...payrollErrors, ...formulaErrors, ...bankFileErrors },
});
