import { defineErrors } from '../platform/errors.contract.ts';

export const tenancyErrors = defineErrors({
  'Tenancy:TenantNotFound': {
    status: 404,
    en: 'There is no tenant with the given tenant id or name: {tenant}',
    ar: 'لا توجد جهة بالمعرف أو الاسم المحدد: {tenant}',
  },
  'Tenancy:TenantNotActive': {
    status: 403,
    en: 'The tenant {tenant} is not active.',
    ar: 'الجهة {tenant} غير مفعلة.',
  },
  'Tenancy:TenantMismatch': {
    status: 403,
    en: 'The tenant in the __tenant header does not match the tenant of your access token.',
    ar: 'الجهة في الترويسة __tenant لا تطابق جهة رمز الدخول الخاص بك.',
  },
  'Tenancy:DuplicateTenantName': {
    status: 422,
    en: 'A tenant named {name} already exists.',
    ar: 'توجد جهة باسم {name} مسبقًا.',
  },
  'Tenancy:InvalidTimeZone': {
    status: 400,
    en: '{timeZone} is not a known time zone.',
    ar: '{timeZone} ليست منطقة زمنية معروفة.',
  },
  'Tenancy:InvalidTenantName': {
    status: 400,
    en: 'A tenant name starts with a letter or digit and may contain letters, digits, spaces and . _ -',
    ar: 'يبدأ اسم الجهة بحرف أو رقم ويمكن أن يحتوي على الحروف والأرقام والمسافات و . _ -',
  },
});
