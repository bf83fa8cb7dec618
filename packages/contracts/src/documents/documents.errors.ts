import { defineErrors } from '../platform/errors.contract.ts';

export const documentsErrors = defineErrors({
  'Documents:RenewalNotAllowed': {
    status: 422,
    en: 'Documents of the type {type} are renewed by HR, not in self-service.',
    ar: 'تُجدَّد مستندات النوع {type} من قِبل الموارد البشرية، لا من الخدمة الذاتية.',
  },
  'Documents:RenewalNotLater': {
    status: 422,
    en: 'The renewal must expire after the current document ({expiry}).',
    ar: 'يجب أن ينتهي التجديد بعد المستند الحالي ({expiry}).',
  },
  'Documents:RenewalPending': {
    status: 422,
    en: 'A renewal of this document is already waiting for HR.',
    ar: 'يوجد تجديد لهذا المستند بانتظار الموارد البشرية.',
  },
  'Documents:OnlyPendingCanBeCancelled': {
    status: 422,
    en: 'Only a pending renewal can be withdrawn (this one is {state}).',
    ar: 'لا يمكن سحب إلا تجديد معلّق (هذا {state}).',
  },
  'Documents:InvalidHour': {
    status: 400,
    en: 'The reminder hour is from 0 to 23.',
    ar: 'ساعة التذكير من 0 إلى 23.',
  },
});
