import type { Database } from '../../../platform/db/database.ts';
import { createAttendanceCommands } from './attendance.commands.ts';
import { createProvidedAttendance } from './attendance.provided.ts';
import { createAttendanceQueries } from './attendance.queries.ts';
import type { AttendanceDeps } from './attendance.rows.ts';
import { attendanceRules } from './attendance.rules.ts';

export type {
  AttendanceContracts,
  AttendanceCorrection,
  AttendanceDeps,
  AttendanceEmployees,
  AttendanceRecord,
  AttendanceSnapshot,
} from './attendance.rows.ts';

/**
 * Attendance records of a tenant: one stay at work of an employee. A record made or edited by a user is
 * origin Manual, and each side a user writes is mode Manual (an edit keeps the mode of the side it leaves as
 * it was), so the sync never overwrites it. Records of an employee never overlap, and at most one is open
 * (no check-out), only for a check-in of the tenant's today: every write takes the employee's lock (one
 * writer per employee at a time, the sync included through `lockEmployees`), share-locks the employee, and
 * checks the employee's other records before writing. The work day is fixed when written, by the expected
 * time of the check-in's date and the day before; late and early are computed on reading.
 *
 * Its parts by audience: HR's list (`attendance.queries.ts`) and edits (`attendance.commands.ts`), what the
 * days views, payroll, requests and the sync use (`attendance.provided.ts`); the rules they share in
 * `attendance.rules.ts`, the shapes and the row's snapshot in `attendance.rows.ts`.
 */
export function createAttendanceService(db: Database, deps: AttendanceDeps) {
  const rules = attendanceRules(deps);
  return {
    ...createAttendanceQueries(db, deps, rules),
    ...createAttendanceCommands(db, deps, rules),
    ...createProvidedAttendance(db, deps, rules),
  };
}
export type AttendanceService = ReturnType<typeof createAttendanceService>;
