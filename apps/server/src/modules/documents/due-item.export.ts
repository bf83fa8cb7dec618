import { type DueItemDto, DueItemKinds } from '@hr/contracts';
import { dateColumn, type ExcelColumn } from '../../platform/http/excel.ts';

/** The columns of the expiring-soon export. */
export const dueItemExcelColumns: readonly ExcelColumn<DueItemDto>[] = [
  { header: { en: 'Kind', ar: 'النوع' }, value: (i, l) => DueItemKinds.label(i.kind, l), width: 18 },
  { header: { en: 'Employee', ar: 'الموظف' }, value: (i) => i.employeeName, width: 28 },
  { header: { en: 'Item', ar: 'العنصر' }, value: (i) => i.title, width: 40 },
  dateColumn({ en: 'Due', ar: 'الموعد' }, (i) => i.dueDate),
  { header: { en: 'Days left', ar: 'الأيام المتبقية' }, value: (i) => i.daysLeft, width: 12 },
];
