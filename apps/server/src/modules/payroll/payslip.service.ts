import type { Database } from '../../platform/db/database.ts';
import type { OrganisationApi } from '../organisation/public.ts';
import type { PayslipSources } from './payroll-inputs.ts';
import type { RunJournal } from './payroll-run.journal.ts';
import { createPayslipCommands } from './payslip.commands.ts';
import { createPayslipGeneration } from './payslip.generation.ts';
import { createPayslipProvided } from './payslip.provided.ts';
import { createPayslipQueries } from './payslip.queries.ts';
import { createOwnPayslips } from './payslip.self.ts';
import type { SalaryStructureService } from './salary-structure.service.ts';

// The bench writes its payslips as a generation does.
export { type GenerationOutcome, insertPayslips } from './payslip.generation.ts';

export interface PayslipDeps {
  sources: PayslipSources;
  structures: Pick<SalaryStructureService, 'forPayslip'>;
  departments: Pick<OrganisationApi['departments'], 'jobTitlesUnder'>;
  /** Finance's journal: a Confirmed payslip of a Confirmed run cancelled alone reverses its lines. */
  journal?: Pick<RunJournal, 'post'>;
}

/**
 * Payslips (document 3 §2.7, §7), by audience: HR's list and reads (`payslip.queries.ts`), the employee's own
 * (`payslip.self.ts`), the generation from the inputs (`payslip.generation.ts`), confirmation and cancel
 * (`payslip.commands.ts`) and what the contracts ask (`payslip.provided.ts`); the row, its answers and the
 * employees' locks are shared (`payslip.rows.ts`), the lines and totals computed in `payslip.items.ts`.
 */
export function createPayslipService(db: Database, deps: PayslipDeps) {
  return {
    ...createPayslipGeneration(db, deps),
    ...createPayslipQueries(db, deps),
    ...createPayslipCommands(db, deps.journal),
    ...createPayslipProvided(db),
    ...createOwnPayslips(db),
  };
}
export type PayslipService = ReturnType<typeof createPayslipService>;
