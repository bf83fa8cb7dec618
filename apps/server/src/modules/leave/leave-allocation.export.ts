import { type LeaveAllocationDto, LeaveRequestUnits } from '@hr/contracts';
import { dateColumn, type ExcelColumn } from '../../platform/http/excel.ts';

const figure = (
  en: string,
  ar: string,
  value: (a: LeaveAllocationDto) => number,
): ExcelColumn<LeaveAllocationDto> => ({
  header: { en, ar },
  value,
  numFmt: '0.00',
  width: 14,
});

/** The columns of the leave allocations export: the list's, with every figure of the ledger. */
export const leaveAllocationExcelColumns: readonly ExcelColumn<LeaveAllocationDto>[] = [
  { header: { en: 'Employee', ar: 'الموظف' }, value: (a) => a.employeeName, width: 28 },
  { header: { en: 'Leave type', ar: 'نوع الإجازة' }, value: (a) => a.leaveTypeName, width: 24 },
  {
    header: { en: 'Unit', ar: 'الوحدة' },
    value: (a, l) => LeaveRequestUnits.label(a.requestUnit, l),
    width: 14,
  },
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
