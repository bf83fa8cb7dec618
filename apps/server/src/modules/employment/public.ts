// What other modules may use of employment: contracts (the Active one a penalty cancels, when employment
// began, the contracts in force for payroll), who names a salary structure or a job title, and expected time
// (the one answer to when an employee is expected at work) with its types and the time zone clock.
import type { ContractCommands } from './contract.commands.ts';
import type { ContractProvided } from './contract.provided.ts';
import type { ContractQueries } from './contract.queries.ts';
import type { ExpectedTime } from './expected-time/index.ts';

export type { ExpectedDay, ExpectedTime, HolidayCalendar } from './expected-time/index.ts';
export { zoneClock } from './expected-time/zone-clock.ts';

export interface EmploymentApi {
  contracts: Pick<
    ContractProvided,
    | 'activeOf'
    | 'employmentStartOf'
    | 'employmentStartMany'
    | 'inForceMany'
    | 'employeesInForce'
    | 'dueBetween'
  > &
    Pick<ContractCommands, 'cancel'> &
    Pick<ContractQueries, 'list'>;
  salaryStructureHolders: Pick<ContractProvided, 'countByStructure'>;
  jobTitleContracts: Pick<ContractProvided, 'countByJobTitle'>;
  expectedTime: ExpectedTime;
}

declare module '../../platform/module.ts' {
  interface ModuleApis {
    employment: EmploymentApi;
  }
}
