import type { RequestContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import type { EntityExtraFields } from '../extensions/public.ts';
import { createContractCommands } from './contract.commands.ts';
import { createContractProvided } from './contract.provided.ts';
import { createContractQueries } from './contract.queries.ts';
import { contractDtos } from './contract.rows.ts';
import type { WorkingScheduleService } from './working-schedule.service.ts';

export type { ContractInForce } from './contract.provided.ts';
export type { ContractExportRow } from './contract.queries.ts';

/**
 * What contracts need of another module's records (an employee, a job title, a salary structure): a
 * reference share-locked for the save (the call joins the save's transaction), and names for the lists.
 */
export interface ContractReferences {
  lockForUse(ctx: Pick<RequestContext, 'tenantId'>, id: string): Promise<boolean>;
  namesByIds(ctx: Pick<RequestContext, 'tenantId'>, ids: readonly string[]): Promise<Map<string, string>>;
}

/**
 * What contracts need of payroll's salary structures: a reference as the others, and the page of them the
 * contract form offers by name (payroll's `structures.list`, names in the reader's language).
 */
export interface ContractSalaryStructures extends ContractReferences {
  list(
    ctx: RequestContext,
    input: { skipCount: number; maxResultCount: number },
  ): Promise<{ items: ReadonlyArray<{ id: string; name: string }> }>;
}

/** What contracts need of extra fields (extensions): values checked and saved inside the contract's write. */
export type ContractExtraFields = EntityExtraFields;

/**
 * What contracts need of payroll's payslips: the periods (by start) of a contract's Confirmed payslips not
 * wholly within start..end, locked against a confirmation until the caller's transaction ends (the call joins
 * it). Payroll's `payslips.confirmedOfContractOutside`.
 */
export interface ContractPayslips {
  confirmedOfContractOutside(
    ctx: Pick<RequestContext, 'tenantId'>,
    contract: { id: string; employeeId: string; start: string; end: string },
  ): Promise<Array<{ startDate: string; endDate: string }>>;
}

export interface ContractDeps {
  employees: ContractReferences;
  jobTitles: ContractReferences;
  salaryStructures: ContractSalaryStructures;
  extraFields: ContractExtraFields;
  workingSchedules: Pick<WorkingScheduleService, 'lockForUse'>;
  payslips: ContractPayslips;
  /** The tenant's date now (its time zone setting), "YYYY-MM-DD". */
  tenantToday(ctx: RequestContext): Promise<string>;
}

/**
 * Contracts of a tenant, by audience: the reads of their endpoints (`contract.queries.ts`), their writes and
 * state changes (`contract.commands.ts`) and what other modules and the schedules ask of them
 * (`contract.provided.ts`); the row as an answer and the list's order are shared (`contract.rows.ts`).
 */
export function createContractService(db: Database, deps: ContractDeps) {
  return {
    ...createContractQueries(db, deps, contractDtos(deps)),
    ...createContractCommands(db, deps),
    ...createContractProvided(db),
  };
}
export type ContractService = ReturnType<typeof createContractService>;
