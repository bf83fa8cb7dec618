import { defineErrors } from '../platform/errors.contract.ts';

// The dashboards of the home page; the validation codes (400) are zod messages too.
export const dashboardErrors = defineErrors({
  'Dashboard:RangeBothEnds': {
    status: 400,
    en: 'Enter both ends of the period, or neither.',
    ar: 'أدخل بداية الفترة ونهايتها معًا، أو اتركهما فارغتين.',
  },
  'Dashboard:RangeOrder': {
    status: 400,
    en: 'The end of the period may not come before its start.',
    ar: 'لا يجوز أن تسبق نهاية الفترة بدايتها.',
  },
  'Dashboard:RangeTooLong': {
    status: 400,
    en: 'Choose a period of at most 366 days.',
    ar: 'اختر فترة لا تزيد على 366 يومًا.',
  },
  'Dashboard:UnknownDepartment': {
    status: 404,
    en: 'There is no such department.',
    ar: 'لا يوجد قسم كهذا.',
  },
  'Dashboard:NoEmployee': {
    status: 404,
    en: 'Your user is not linked to an employee record.',
    ar: 'مستخدمك غير مرتبط بسجل موظف.',
  },
  'Dashboard:TenantOnly': {
    status: 403,
    en: 'The dashboards are a tenant’s.',
    ar: 'لوحات المعلومات خاصة بالجهات المستأجرة.',
  },
});
