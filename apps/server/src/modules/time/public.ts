// What other modules may use of time: the holidays (the expected-time service's calendar), attendance records
// (corrected by requests' attendance requests) and the attendance days payroll reads, with their types.
import type { ProvidedAttendance } from './attendance/attendance.provided.ts';
import type { AttendanceDaysService } from './attendance/attendance-days.ts';
import type { HolidayService } from './holiday.service.ts';
import type { JobExecutionService } from './sync/job-execution.service.ts';

export type { AttendanceSnapshot } from './attendance/attendance.rows.ts';
export type { PayrollDay } from './attendance/attendance-days.ts';
export type { JobText } from './sync/job-execution.service.ts';

export interface TimeApi {
  holidays: Pick<HolidayService, 'datesBetween'>;
  attendance: Pick<
    ProvidedAttendance,
    | 'applyCorrection'
    | 'overlappingRecords'
    | 'recordOf'
    | 'employeeRecords'
    | 'describe'
    | 'workDayOf'
    | 'checkEmployment'
  >;
  /** The days payroll reads, and the caller's own days (the employee's home counts them as My attendance). */
  attendanceDays: Pick<AttendanceDaysService, 'payrollDays' | 'ownDays'>;
  /** Job execution records and their log lines of other modules' background work (the reminders, the audit
   * log's retention purge). */
  jobExecutions: Pick<JobExecutionService, 'enqueue' | 'begin' | 'finish' | 'log'>;
}

declare module '../../platform/module.ts' {
  interface ModuleApis {
    time: TimeApi;
  }
}
