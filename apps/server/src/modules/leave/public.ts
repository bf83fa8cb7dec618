// What other modules may use of leave: its requests' approved days and the recount after a holiday changed
// (attendance, holidays) and their payroll inputs.
import type { LeaveCalendarService } from './leave-request.calendar.ts';

export type { LeaveCalendar, LeaveDayEntry, LeavePayrollInputs } from './leave-request.calendar.ts';

export interface LeaveApi {
  requests: Pick<LeaveCalendarService, 'approvedDays' | 'reevaluate' | 'payrollInputs'>;
}

declare module '../../platform/module.ts' {
  interface ModuleApis {
    leave: LeaveApi;
  }
}
