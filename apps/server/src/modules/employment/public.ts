// What other modules may use of employment: contracts (the Active one a penalty cancels, when employment
// began, the contracts in force for payroll), who names a salary structure or a job title, and expected time
// (the one answer to when an employee is expected at work) with its types and the time zone clock.
import type { ContractService } from './contract.service.ts';
import type { ExpectedTime } from './expected-time/index.ts';

export type { ExpectedDay, ExpectedTime, HolidayCalendar } from './expected-time/index.ts';
export { zoneClock } from './expected-time/zone-clock.ts';

export interface EmploymentApi {
  contracts: Pick<
    ContractService,
    'activeOf' | 'cancel' | 'employmentStartOf' | 'inForceMany' | 'employeesInForce' | 'list'
  >;
  salaryStructureHolders: Pick<ContractService, 'countByStructure'>;
  jobTitleContracts: Pick<ContractService, 'countByJobTitle'>;
  expectedTime: ExpectedTime;
}

declare module '../../platform/module.ts' {
  interface ModuleApis {
    employment: EmploymentApi;
  }
}
