import type { EmployeeCustodyDto } from '@hr/contracts';
import { dateColumn, type ExcelColumn, textColumn, yesNoColumn } from '../../platform/http/excel.ts';

/** The custody export: what each employee received, when, and whether it was released. */
export const custodyExcelColumns: readonly ExcelColumn<EmployeeCustodyDto>[] = [
  textColumn({ en: 'Employee', ar: 'الموظف' }, (c) => c.employeeName, 28),
  textColumn({ en: 'Description', ar: 'الوصف' }, (c) => c.description, 40),
  dateColumn({ en: 'Receipt date', ar: 'تاريخ الاستلام' }, (c) => c.receiptDate),
  dateColumn({ en: 'Due date', ar: 'تاريخ الاستحقاق' }, (c) => c.dueDate),
  yesNoColumn({ en: 'Released', ar: 'مُسلَّمة' }, (c) => c.isReleased),
  dateColumn({ en: 'Release date', ar: 'تاريخ التسليم' }, (c) => c.releaseDate),
  textColumn({ en: 'Release reason', ar: 'سبب التسليم' }, (c) => c.releaseReason, 30),
];
