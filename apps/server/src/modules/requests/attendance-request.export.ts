import { AttendanceFixModes, type AttendanceRequestDto, AttendanceRequestStates } from '@hr/contracts';
import { type ExcelColumn, enumColumn, instantColumn, textColumn } from '../../platform/http/excel.ts';

/** HR's attendance corrections export (every employee's, the list's filters); times on the tenant's clock. */
export const attendanceRequestExcelColumns: readonly ExcelColumn<AttendanceRequestDto>[] = [
  textColumn({ en: 'Employee', ar: 'الموظف' }, (r) => r.employeeName, 28),
  instantColumn({ en: 'Check in', ar: 'الدخول' }, (r) => r.checkIn),
  instantColumn({ en: 'Check out', ar: 'الخروج' }, (r) => r.checkOut),
  instantColumn({ en: 'Fix from', ar: 'التصحيح من' }, (r) => r.fixAttendanceFrom),
  instantColumn({ en: 'Fix to', ar: 'التصحيح حتى' }, (r) => r.fixAttendanceTo),
  enumColumn({ en: 'Mode', ar: 'الطريقة' }, AttendanceFixModes, (r) => r.mode, 30),
  enumColumn({ en: 'State', ar: 'الحالة' }, AttendanceRequestStates, (r) => r.state),
  textColumn({ en: 'Reason', ar: 'السبب' }, (r) => r.reason, 30),
  instantColumn({ en: 'Creation time', ar: 'وقت الإنشاء' }, (r) => r.creationTime),
  instantColumn({ en: 'Decided on', ar: 'تاريخ القرار' }, (r) => r.decisionTime),
  textColumn({ en: 'Decided by', ar: 'صاحب القرار' }, (r) => r.decidedByName, 24),
];
