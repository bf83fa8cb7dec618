import {
  type PayrollRunDto,
  PayrollRunSelections,
  PayrollRunStates,
  type PayslipListItemDto,
  PayslipStates,
} from '@hr/contracts';
import type { RequestContext } from '../../platform/context.ts';
import {
  amountColumn,
  dateColumn,
  type ExcelColumn,
  enumColumn,
  instantColumn,
  numberColumn,
  textColumn,
} from '../../platform/http/excel.ts';

/** A row with its currency's decimal places (the amounts' number format). */
export type WithPlaces<T> = T & { places: number };

/**
 * The rows of a list, each with its currency's places, read once per currency of the export.
 */
export async function* withPlaces<T extends { currencyCode: string }>(
  rows: AsyncIterable<T>,
  placesOf: (code: string) => Promise<number>,
): AsyncGenerator<WithPlaces<T>> {
  const known = new Map<string, number>();
  for await (const row of rows) {
    let places = known.get(row.currencyCode);
    if (places === undefined) {
      places = await placesOf(row.currencyCode);
      known.set(row.currencyCode, places);
    }
    yield { ...row, places };
  }
}

/** The currency service's decimal places of a code, for `withPlaces`. */
export const placesWith =
  (currencies: { view: (ctx: RequestContext, code: string) => Promise<{ decimalPlaces: number }> }) =>
  (ctx: RequestContext) =>
  async (code: string) =>
    (await currencies.view(ctx, code)).decimalPlaces;

/** The payslips export: the list's columns, its totals as amounts with the currency's places. */
type Payslip = WithPlaces<PayslipListItemDto>;
type Run = WithPlaces<PayrollRunDto>;
const places = (r: { places: number }) => r.places;

export const payslipExcelColumns: readonly ExcelColumn<Payslip>[] = [
  textColumn({ en: 'Number', ar: 'الرقم' }, (p) => p.number, 16),
  textColumn({ en: 'Employee', ar: 'الموظف' }, (p) => p.employeeFullName, 28),
  textColumn({ en: 'Department', ar: 'القسم' }, (p) => p.departmentName, 24),
  textColumn({ en: 'Job title', ar: 'المسمى الوظيفي' }, (p) => p.jobTitleName, 24),
  dateColumn({ en: 'From', ar: 'من' }, (p) => p.startDate),
  dateColumn({ en: 'To', ar: 'إلى' }, (p) => p.endDate),
  enumColumn({ en: 'State', ar: 'الحالة' }, PayslipStates, (p) => p.state),
  amountColumn<Payslip>({ en: 'Gross', ar: 'الإجمالي' }, (p) => p.gross, places),
  amountColumn<Payslip>({ en: 'Deductions', ar: 'الاستقطاعات' }, (p) => p.deductions, places),
  amountColumn<Payslip>({ en: 'Net', ar: 'الصافي' }, (p) => p.net, places),
  textColumn({ en: 'Currency', ar: 'العملة' }, (p) => p.currencyCode, 8),
];

/** The payroll runs export: each run's period, progress and totals. */
export const payrollRunExcelColumns: readonly ExcelColumn<Run>[] = [
  textColumn({ en: 'Name', ar: 'الاسم' }, (r) => r.name, 28),
  dateColumn({ en: 'From', ar: 'من' }, (r) => r.startDate),
  dateColumn({ en: 'To', ar: 'إلى' }, (r) => r.endDate),
  enumColumn({ en: 'Employees', ar: 'الموظفون' }, PayrollRunSelections, (r) => r.selection, 18),
  textColumn({ en: 'Department', ar: 'القسم' }, (r) => r.departmentName, 24),
  enumColumn({ en: 'State', ar: 'الحالة' }, PayrollRunStates, (r) => r.state),
  numberColumn({ en: 'Employee count', ar: 'عدد الموظفين' }, (r) => r.employeeCount),
  numberColumn({ en: 'Generated', ar: 'المُنشأة' }, (r) => r.generated),
  numberColumn({ en: 'Failed', ar: 'الفاشلة' }, (r) => r.failed),
  amountColumn<Run>({ en: 'Gross', ar: 'الإجمالي' }, (r) => r.totals.gross, places),
  amountColumn<Run>({ en: 'Deductions', ar: 'الاستقطاعات' }, (r) => r.totals.deductions, places),
  amountColumn<Run>({ en: 'Net', ar: 'الصافي' }, (r) => r.totals.net, places),
  textColumn({ en: 'Currency', ar: 'العملة' }, (r) => r.currencyCode, 8),
  instantColumn({ en: 'Confirmed on', ar: 'تاريخ التأكيد' }, (r) => r.confirmationTime),
];
