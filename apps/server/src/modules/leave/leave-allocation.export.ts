import {
  type LeaveAllocationDto,
  type LeaveRequestDto,
  LeaveRequestStates,
  LeaveRequestUnits,
} from '@hr/contracts';
import {
  dateColumn,
  type ExcelColumn,
  enumColumn,
  instantColumn,
  numberColumn,
  textColumn,
  yesNoColumn,
} from '../../platform/http/excel.ts';

const figure = (en: string, ar: string, value: (a: LeaveAllocationDto) => number) =>
  numberColumn<LeaveAllocationDto>({ en, ar }, value, 2, 14);

/** The columns of the leave allocations export: the list's, with every figure of the ledger. */
export const leaveAllocationExcelColumns: readonly ExcelColumn<LeaveAllocationDto>[] = [
  textColumn({ en: 'Employee', ar: 'الموظف' }, (a) => a.employeeName, 28),
  textColumn({ en: 'Leave type', ar: 'نوع الإجازة' }, (a) => a.leaveTypeName, 24),
  enumColumn({ en: 'Unit', ar: 'الوحدة' }, LeaveRequestUnits, (a) => a.requestUnit),
  dateColumn({ en: 'Valid from', ar: 'صالح من' }, (a) => a.validityFrom),
  dateColumn({ en: 'Valid to', ar: 'صالح حتى' }, (a) => a.validityTo),
  figure('Days', 'الأيام', (a) => a.numberOfDays),
  figure('Hours', 'الساعات', (a) => a.numberOfHours),
  figure('Carried days', 'الأيام المرحّلة', (a) => a.carriedDays),
  figure('Taken days', 'الأيام المأخوذة', (a) => a.takenDays),
  figure('Taken hours', 'الساعات المأخوذة', (a) => a.takenHours),
  figure('Reserved days', 'الأيام المحجوزة', (a) => a.reservedDays),
  figure('Reserved hours', 'الساعات المحجوزة', (a) => a.reservedHours),
  figure('Balance days', 'رصيد الأيام', (a) => a.balanceDays),
  figure('Balance hours', 'رصيد الساعات', (a) => a.balanceHours),
];

/** A request's end: a day ('2026-03-01') or a time on the tenant's clock ('2026-03-01T09:00'), as Excel's date. */
function wallTime(
  header: { en: string; ar: string },
  value: (r: LeaveRequestDto) => string,
): ExcelColumn<LeaveRequestDto> {
  return {
    header,
    value: (r) => {
      const v = value(r);
      return new Date(v.length > 10 ? `${v}:00Z` : `${v}T00:00:00Z`);
    },
    numFmt: (r) => (value(r).length > 10 ? 'yyyy-mm-dd hh:mm' : 'yyyy-mm-dd'),
    width: 18,
  };
}

/** HR's leave requests export (every employee's, the list's filters). */
export const leaveRequestExcelColumns: readonly ExcelColumn<LeaveRequestDto>[] = [
  textColumn({ en: 'Employee', ar: 'الموظف' }, (r) => r.employeeName, 28),
  textColumn({ en: 'Leave type', ar: 'نوع الإجازة' }, (r) => r.leaveTypeName, 24),
  yesNoColumn({ en: 'Paid', ar: 'مدفوعة' }, (r) => r.isPaid),
  wallTime({ en: 'From', ar: 'من' }, (r) => r.from),
  wallTime({ en: 'To', ar: 'إلى' }, (r) => r.to),
  numberColumn({ en: 'Duration', ar: 'المدة' }, (r) => r.duration, 2),
  enumColumn({ en: 'Unit', ar: 'الوحدة' }, LeaveRequestUnits, (r) => r.durationUnit),
  enumColumn({ en: 'State', ar: 'الحالة' }, LeaveRequestStates, (r) => r.state),
  textColumn({ en: 'Reason', ar: 'السبب' }, (r) => r.reason, 30),
  textColumn({ en: 'Rejection reason', ar: 'سبب الرفض' }, (r) => r.rejectionReason, 30),
  instantColumn({ en: 'Requested on', ar: 'تاريخ الطلب' }, (r) => r.creationTime),
  instantColumn({ en: 'Decided on', ar: 'تاريخ القرار' }, (r) => r.decisionTime),
  textColumn({ en: 'Decided by', ar: 'صاحب القرار' }, (r) => r.decidedByName, 24),
];
