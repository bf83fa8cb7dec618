import type { RequestContext } from '../../platform/context.ts';
import { defineModule, type ModuleSetup } from '../../platform/module.ts';
import { tenantToday } from '../../platform/tenant-date.ts';
import { contractSearchProvider } from './contract.search.ts';
import { createContractService } from './contract.service.ts';
import { contractsJobs, createContractsDaily } from './employment.jobs.ts';
import { contractsRoutes } from './employment.routes.ts';
import { seedContracts } from './employment.seed.ts';
import { createExpectedTimeService } from './expected-time/expected-time.service.ts';
import { createWorkingScheduleService, type WorkingScheduleUsers } from './working-schedule.service.ts';

/**
 * Contracts and working schedules. Employees, job titles and salary structures come from their modules
 * (share-locked through `ContractReferences`), extra field values from extensions. The contracts are the
 * schedules' users (a schedule a contract names cannot be deleted) and payroll's
 * `salaryStructureHolders` (neither can a structure a contract names), and organisation's
 * `jobTitleContracts` (nor a job title). A change of a contract's dates asks payroll's payslips
 * (`ContractPayslips`, joining the update's transaction) so that no Confirmed payslip falls outside them.
 * `expectedTime` is the one answer to
 * when an employee is expected at work, with the time module's holidays subtracted.
 */
function createContractsServices({ db, platform, modules }: ModuleSetup) {
  const timeZoneOf = (ctx: RequestContext) => platform.settings.timeZoneOf(ctx);
  const users: WorkingScheduleUsers[] = [];
  const workingSchedules = createWorkingScheduleService(db, { users });
  const contracts = createContractService(db, {
    employees: modules.employees.employees,
    jobTitles: modules.organisation.jobTitles,
    salaryStructures: modules.payroll.structures,
    extraFields: modules.extensions.extraFields,
    workingSchedules,
    payslips: modules.payroll.payslips,
    tenantToday: (ctx) => tenantToday({ timeZoneOf }, ctx),
  });
  const expectedTime = createExpectedTimeService(db, {
    timeZoneOf,
    holidays: modules.time.holidays,
  });
  users.push({ countUsing: (ctx, id) => contracts.countUsing(ctx, id) });
  const daily = createContractsDaily({
    contracts,
    tenants: modules.tenancy.tenants,
    timeZoneOf: (tenantId) => platform.settings.timeZoneOf({ tenantId }),
  });
  return {
    workingSchedules,
    contracts,
    expectedTime,
    daily,
    salaryStructureHolders: { countByStructure: contracts.countByStructure },
    jobTitleContracts: { countByJobTitle: contracts.countByJobTitle },
    search: contractSearchProvider(db, { employees: modules.employees.employees }),
  };
}
export type EmploymentServices = ReturnType<typeof createContractsServices>;

export const employmentModule = defineModule({
  name: 'employment',
  services: createContractsServices,
  exports: ({ contracts, salaryStructureHolders, jobTitleContracts, expectedTime }) => ({
    contracts,
    salaryStructureHolders,
    jobTitleContracts,
    expectedTime,
  }),
  // Contracts in the top bar's search (workspace).
  contributes: ({ search }) => ({ globalSearch: [search] }),
  routes: contractsRoutes,
  seed: seedContracts,
  // The daily expiry of Active contracts past their end (their reminders: the documents module's).
  jobs: contractsJobs,
});
