import type { RequestContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import type { AppMetrics } from '../../platform/metrics.ts';
import type { EmployeesApi } from '../employees/public.ts';
import type { EmploymentApi } from '../employment/public.ts';
import type { FinanceApi } from '../finance/public.ts';
import type { OrganisationApi } from '../organisation/public.ts';
import { createPayrollRunCommands } from './payroll-run.commands.ts';
import { createPayrollRunJob } from './payroll-run.job.ts';
import type { RunJournal } from './payroll-run.journal.ts';
import { createPayrollRunPeriods } from './payroll-run.period.ts';
import { createPayrollRunQueries } from './payroll-run.queries.ts';
import { type RunQueue, runDtos } from './payroll-run.rows.ts';
import type { PayslipService } from './payslip.service.ts';

export interface PayrollRunDeps {
  payslips: Pick<PayslipService, 'generateMany'>;
  periods: Pick<FinanceApi['periods'], 'assertOpen'>;
  currencies: Pick<FinanceApi['currencies'], 'baseOf'>;
  departments: Pick<OrganisationApi['departments'], 'get' | 'jobTitlesUnder'>;
  employees: Pick<EmployeesApi['employees'], 'namesByIds'>;
  contracts: Pick<EmploymentApi['contracts'], 'employeesInForce'>;
  /** The tenant's time zone: "this month" of a tenant that has paid nobody yet is on its calendar. */
  timeZoneOf: (ctx: RequestContext) => Promise<string>;
  /** Employees generated per transaction (the batch a killed process loses). */
  batchSize?: number;
  /** Batches generated at once (`runWorkers`); 1 makes the batches follow each other (tests that count them). */
  workers?: number;
  /** Pending employees per part job of a queued run (`runPartSize`; issue 45). */
  partSize?: number;
  /** Where runs and payslips are counted (the app's metrics; tests that build a service alone leave it out). */
  metrics?: Pick<AppMetrics, 'payrollRun' | 'payslips'> & Partial<Pick<AppMetrics, 'payrollRunFinished'>>;
  /** Finance's journal: a confirm posts the run's entry, a Confirmed run's cancel its reversal (issue 43). */
  journal?: RunJournal;
}

/** What the queue carries for a run: enough to find it again in another process. */
export interface PayrollRunJob {
  tenantId: string;
  runId: string;
}

/**
 * A part of a run (issue 45): its pending employees whose ids lie from `first` to `last`, the `part`th of
 * `parts` cut when the run's job split it. Any process on the database takes it.
 */
export interface PayrollRunPartJob extends PayrollRunJob {
  part: number;
  parts: number;
  first: string;
  last: string;
}

/**
 * Payroll runs (issue 19, beyond the spec): a period and the employees it pays, resolved when it is created
 * (everyone with an Active contract in force, a department's, or those listed) and kept in
 * `payroll_run_employees`; a pg-boss job (`payroll.jobs.ts`) splits the run into part jobs (500 employees
 * each) that every process on the database takes and that generate their payslips in batches, each batch
 * and its outcomes one transaction, so a killed process leaves whole payslips only and the next attempt
 * goes on with the employees still pending. Progress, totals and failures are read from those rows and the
 * run's payslips; a Generated run is confirmed or cancelled as a whole. By audience: the creation and the
 * job (`payroll-run.job.ts`), the changes of state (`payroll-run.commands.ts`) and the reads
 * (`payroll-run.queries.ts`), and what the New run dialog asks (`payroll-run.period.ts`: the period to
 * propose, who of a period is paid already); the row and the run as an answer are shared (`payroll-run.rows.ts`).
 */
export function createPayrollRunService(db: Database, deps: PayrollRunDeps) {
  const queue: RunQueue = {};
  const dtos = runDtos(deps);
  return {
    ...createPayrollRunJob(db, deps, queue, dtos),
    ...createPayrollRunCommands(db, queue, dtos, deps.journal),
    ...createPayrollRunQueries(db, dtos),
    ...createPayrollRunPeriods(db, deps),
  };
}
export type PayrollRunService = ReturnType<typeof createPayrollRunService>;
