// What other modules may use of custody: the held items due back (the documents module's reminders and
// expiring-soon page). It takes part in the employees' delete through the hook point `employeeDeleteGuards`.
import type { EmployeeCustodyService } from './employee-custody.service.ts';

export interface CustodyApi {
  custodies: Pick<EmployeeCustodyService, 'dueUntil'>;
}

declare module '../../platform/module.ts' {
  interface ModuleApis {
    custody: CustodyApi;
  }
}
