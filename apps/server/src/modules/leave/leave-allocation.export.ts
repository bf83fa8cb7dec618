import { type LeaveAllocationDto, LeaveRequestUnits } from '@hr/contracts';
import { type ExcelColumn, excelDate } from '../../platform/http/excel.ts';

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
  {
    header: { en: 'Valid from', ar: 'صالح من' },
    value: (a) => excelDate(a.validityFrom),
    numFmt: 'yyyy-mm-dd',
    width: 14,
  },
  {
    header: { en: 'Valid to', ar: 'صالح حتى' },
    value: (a) => excelDate(a.validityTo),
    numFmt: 'yyyy-mm-dd',
    width: 14,
  },
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
