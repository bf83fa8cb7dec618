import { type DocumentRenewalDto, DocumentRenewalStates } from '@hr/contracts';
import {
  dateColumn,
  type ExcelColumn,
  enumColumn,
  instantColumn,
  textColumn,
} from '../../platform/http/excel.ts';

/** HR's document renewals export (every employee's, the list's filters). */
export const documentRenewalExcelColumns: readonly ExcelColumn<DocumentRenewalDto>[] = [
  textColumn({ en: 'Employee', ar: 'الموظف' }, (r) => r.employeeName, 28),
  textColumn({ en: 'Document', ar: 'المستند' }, (r) => r.typeName, 24),
  dateColumn({ en: 'Previous expiry', ar: 'الانتهاء السابق' }, (r) => r.previousExpiryDate, 16),
  dateColumn({ en: 'New expiry', ar: 'الانتهاء الجديد' }, (r) => r.expiryDate, 16),
  textColumn({ en: 'File', ar: 'الملف' }, (r) => r.fileName, 28),
  enumColumn({ en: 'State', ar: 'الحالة' }, DocumentRenewalStates, (r) => r.state),
  textColumn({ en: 'Rejection reason', ar: 'سبب الرفض' }, (r) => r.rejectionReason, 30),
  instantColumn({ en: 'Requested on', ar: 'تاريخ الطلب' }, (r) => r.creationTime),
  instantColumn({ en: 'Decided on', ar: 'تاريخ القرار' }, (r) => r.decisionTime),
  textColumn({ en: 'Decided by', ar: 'صاحب القرار' }, (r) => r.decidedByName, 24),
];
