import { type AttendanceDayDto, AttendanceDayStatus } from '@hr/contracts';

/** For tests: a worked Monday of 8 expected hours with nothing recorded, changed as given. */
export const attendanceDay = (changes: Partial<AttendanceDayDto> = {}): AttendanceDayDto => ({
  date: '2026-02-02',
  dayOfWeek: 1,
  status: AttendanceDayStatus.Worked,
  expectedMinutes: 480,
  workedMinutes: 0,
  missingMinutes: 0,
  lateMinutes: 0,
  earlyLeaveMinutes: 0,
  leave: [],
  records: [],
  ...changes,
});
