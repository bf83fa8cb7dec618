import { defineErrors } from '../platform/errors.contract.ts';

export const custodyErrors = defineErrors({
  'Custody:DueBeforeReceipt': {
    status: 400,
    en: 'The due date must not be before the receipt date.',
    ar: 'يجب ألا يسبق تاريخ الإرجاع تاريخ الاستلام.',
  },
  'Custody:AlreadyReleased': {
    status: 422,
    en: 'This custody was already released on {releaseDate}.',
    ar: 'تم إخلاء هذه العهدة مسبقاً بتاريخ {releaseDate}.',
  },
  'Custody:InvalidReleaseDate': {
    status: 422,
    en: 'The release date must not be before the receipt date ({receiptDate}).',
    ar: 'يجب ألا يكون تاريخ الإخلاء قبل تاريخ الاستلام ({receiptDate}).',
  },
  'Custody:DateInFuture': {
    status: 422,
    en: 'The date cannot be after today ({today}).',
    ar: 'لا يمكن أن يكون التاريخ بعد اليوم ({today}).',
  },
  'Custody:ReceiptBeforeEmployment': {
    status: 400,
    en: 'The receipt date cannot be before the employee’s employment began ({start}, the start of their first contract).',
    ar: 'لا يمكن أن يكون تاريخ الاستلام قبل بدء عمل الموظف ({start}، بداية أول عقد له).',
  },
  'Custody:EmployeeNotFound': {
    status: 422,
    en: 'The employee was not found.',
    ar: 'لم يتم العثور على الموظف.',
  },
  'Custody:EmployeeHoldsCustody': {
    status: 422,
    en: 'This employee still holds {count} custody items: release them first.',
    ar: 'لا يزال هذا الموظف يحتفظ بـ {count} من العهد: أخلِها أولاً.',
  },
});
