import { type JournalEntryDto, type JournalEntryLineDto, JournalSourceTypes } from '@hr/contracts';
import { dateColumn, type ExcelColumn } from '../../platform/http/excel.ts';

type Row = { entry: JournalEntryDto; line: JournalEntryLineDto };

/** Amounts as numbers with the entry's places (exact for 18,3 amounts: at most 15 digits before them). */
const amount = (value: string) => Number(value);

/** The columns of the journal export: one row per line, its entry's number, date and source beside it. */
export const journalExcelColumns: readonly ExcelColumn<Row>[] = [
  { header: { en: 'Entry', ar: 'القيد' }, value: (r) => r.entry.number, width: 8 },
  dateColumn({ en: 'Date', ar: 'التاريخ' }, (r) => r.entry.date, 12),
  { header: { en: 'Fiscal period', ar: 'الفترة المالية' }, value: (r) => r.entry.periodCode, width: 14 },
  {
    header: { en: 'Source', ar: 'المصدر' },
    value: (r, l) => JournalSourceTypes.label(r.entry.sourceType, l),
    width: 16,
  },
  { header: { en: 'Description', ar: 'البيان' }, value: (r) => r.entry.description, width: 40 },
  { header: { en: 'Reverses entry', ar: 'عكس القيد' }, value: (r) => r.entry.reversalOfNumber, width: 10 },
  { header: { en: 'Line', ar: 'السطر' }, value: (r) => r.line.lineNumber, width: 6 },
  { header: { en: 'Account code', ar: 'رمز الحساب' }, value: (r) => r.line.accountCode, width: 12 },
  { header: { en: 'Account', ar: 'الحساب' }, value: (r) => r.line.accountName, width: 32 },
  { header: { en: 'Department', ar: 'القسم' }, value: (r) => r.line.departmentName, width: 24 },
  { header: { en: 'Employee', ar: 'الموظف' }, value: (r) => r.line.employeeName, width: 28 },
  { header: { en: 'Debit', ar: 'مدين' }, value: (r) => amount(r.line.debit), numFmt: '#,##0.000', width: 14 },
  {
    header: { en: 'Credit', ar: 'دائن' },
    value: (r) => amount(r.line.credit),
    numFmt: '#,##0.000',
    width: 14,
  },
  { header: { en: 'Currency', ar: 'العملة' }, value: (r) => r.entry.currencyCode, width: 8 },
];
