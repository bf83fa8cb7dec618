import { type AttendanceDayDto, AttendanceDayStatus } from './attendance.contract.ts';

/**
 * A month of attendance days at a glance, one count for every screen that shows it (My attendance, the
 * employee's home): the days with any record (present, a rest day's or a holiday's work included), the days
 * absent, the late arrivals (days and minutes), and the minutes worked against those due so far: the
 * expected minutes of the days that have come (an upcoming day is not due yet) less the approved leave
 * covering them, as the server counts what is missing. Worked minutes are each day's, as its row shows them.
 */
export function attendanceMonthSummary(days: readonly AttendanceDayDto[]) {
  const summary = {
    presentDays: 0,
    absentDays: 0,
    lateDays: 0,
    lateMinutes: 0,
    workedMinutes: 0,
    dueMinutes: 0,
  };
  for (const d of days) {
    if (d.records.length > 0) summary.presentDays++;
    if (d.status === AttendanceDayStatus.Absent) summary.absentDays++;
    if (d.lateMinutes > 0) summary.lateDays++;
    summary.lateMinutes += d.lateMinutes;
    summary.workedMinutes += d.workedMinutes;
    if (d.status !== AttendanceDayStatus.Upcoming) {
      const leave = d.leave.reduce((sum, l) => sum + l.minutes, 0);
      summary.dueMinutes += Math.max(0, d.expectedMinutes - leave);
    }
  }
  return summary;
}
