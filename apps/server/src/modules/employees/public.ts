// What other modules may use of employees: the employees (share-locked by the records that name them, their
// names, payroll's facts and contacts, a department's holders, a requester's manager), who holds a job title
// (organisation's `JobTitleHolders`), and the hook point of checks before an employee is deleted.
import type { BankHolders } from '../finance/public.ts';
import type { JobTitleHolders } from '../organisation/public.ts';
import type { EmployeeDeleteGuard } from './employee.commands.ts';
import type { EmployeeDocuments } from './employee.documents.ts';
import type { ProvidedEmployees } from './employee.provided.ts';
import type { EmployeeQueries } from './employee.queries.ts';

export type { EmployeeDeleteGuard } from './employee.commands.ts';
export type { EmployeeBankDetails } from './employee.provided.ts';

export interface EmployeesApi {
  /** What other modules read (`employee.provided.ts`), and the list and names pages of the endpoints. */
  employees: Pick<
    ProvidedEmployees,
    | 'lockForUse'
    | 'namesByIds'
    | 'managerOf'
    | 'activeHolding'
    | 'payrollFacts'
    | 'mailContacts'
    | 'reminderFacts'
    | 'roster'
    | 'bankDetailsOf'
    | 'byNumberOrName'
  > &
    Pick<EmployeeQueries, 'names' | 'list'>;
  jobTitleHolders: JobTitleHolders;
  /** Who holds an account at a bank (finance refuses to delete a bank in use). */
  bankHolders: BankHolders;
  /** Documents expiring soon (the dashboards), until the documents module offers its own. */
  documents: Pick<EmployeeDocuments, 'expiringCount'>;
}

declare module '../../platform/module.ts' {
  interface ModuleApis {
    employees: EmployeesApi;
  }
  interface ModuleHooks {
    /**
     * Another module's check before an employee is deleted (custody held): runs in the delete's transaction
     * after the employee row is locked FOR UPDATE and throws its AppError to refuse.
     */
    employeeDeleteGuards: EmployeeDeleteGuard;
  }
}
