import { type AttendanceDto, AttendanceModes, AttendanceOrigins, type HolidayDto } from '@hr/contracts';
import {
  dateColumn,
  type ExcelColumn,
  enumColumn,
  instantColumn,
  numberColumn,
  textColumn,
  yesNoColumn,
} from '../../platform/http/excel.ts';

/** The attendance records' export: the list's columns, times on the tenant's clock. */
export const attendanceExcelColumns: readonly ExcelColumn<AttendanceDto>[] = [
  textColumn({ en: 'Employee', ar: 'الموظف' }, (a) => a.employeeName, 28),
  dateColumn({ en: 'Work day', ar: 'يوم العمل' }, (a) => a.workDay),
  instantColumn({ en: 'Check in', ar: 'الدخول' }, (a) => a.checkIn),
  instantColumn({ en: 'Check out', ar: 'الخروج' }, (a) => a.checkOut),
  numberColumn({ en: 'Hours', ar: 'الساعات' }, (a) => a.hours, 2, 10),
  numberColumn({ en: 'Late (min)', ar: 'التأخير (دقيقة)' }, (a) => a.lateMinutes),
  numberColumn({ en: 'Early leave (min)', ar: 'الخروج المبكر (دقيقة)' }, (a) => a.earlyLeaveMinutes, 0, 16),
  enumColumn({ en: 'In mode', ar: 'طريقة الدخول' }, AttendanceModes, (a) => a.inMode),
  enumColumn({ en: 'Out mode', ar: 'طريقة الخروج' }, AttendanceModes, (a) => a.outMode),
  enumColumn({ en: 'Origin', ar: 'المصدر' }, AttendanceOrigins, (a) => a.origin),
];

/** The holidays' export. */
export const holidayExcelColumns: readonly ExcelColumn<HolidayDto>[] = [
  textColumn({ en: 'Name', ar: 'الاسم' }, (h) => h.name, 32),
  dateColumn({ en: 'From', ar: 'من' }, (h) => h.from),
  dateColumn({ en: 'To', ar: 'إلى' }, (h) => h.to),
  yesNoColumn({ en: 'Every year', ar: 'تتكرر سنوياً' }, (h) => h.isReOccurring, 12),
];
