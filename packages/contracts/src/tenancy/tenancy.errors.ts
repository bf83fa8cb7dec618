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
  'Tenancy:InvalidAttendanceSyncInterval': {
    status: 400,
    en: 'The attendance sync interval is a whole number of minutes from 0 (off) to 1440 (once a day).',
    ar: 'فترة مزامنة الحضور عدد صحيح من الدقائق بين 0 (متوقفة) و1440 (مرة في اليوم).',
  },
  'Tenancy:InvalidTerminalClockTolerance': {
    status: 400,
    en: 'The terminal clock tolerance is a whole number of minutes from 1 to 1440.',
    ar: 'الفرق المسموح في ساعة الجهاز عدد صحيح من الدقائق بين 1 و1440.',
  },
  'Tenancy:InvalidTenantName': {
    status: 400,
    en: 'A tenant name starts with a letter or digit and may contain letters, digits, spaces and . _ -',
    ar: 'يبدأ اسم الجهة بحرف أو رقم ويمكن أن يحتوي على الحروف والأرقام والمسافات و . _ -',
  },
  'FeatureManagement:ProviderNameRequired': {
    status: 400,
    en: 'providerName is required: D (host defaults) or T (a tenant).',
    ar: 'providerName مطلوب: D (القيم الافتراضية للمضيف) أو T (جهة).',
  },
  'FeatureManagement:TenantKeyRequired': {
    status: 400,
    en: 'providerKey must be the id of the tenant.',
    ar: 'يجب أن يكون providerKey معرف الجهة.',
  },
  'FeatureManagement:DefaultKeyMustBeEmpty': {
    status: 400,
    en: 'The host defaults (D) take no providerKey.',
    ar: 'القيم الافتراضية للمضيف (D) لا تأخذ providerKey.',
  },
  'FeatureManagement:DuplicateFeature': {
    status: 400,
    en: 'Each feature may appear only once in a request.',
    ar: 'يجب أن تظهر كل ميزة مرة واحدة فقط في الطلب.',
  },
  'FeatureManagement:UnknownFeature': {
    status: 400,
    en: 'There is no feature named {name}.',
    ar: 'لا توجد ميزة باسم {name}.',
  },
  'FeatureManagement:InvalidToggleValue': {
    status: 400,
    en: 'The value of {feature} must be true or false.',
    ar: 'يجب أن تكون قيمة {feature} إما true أو false.',
  },
  'FeatureManagement:InvalidNumericValue': {
    status: 400,
    en: 'The value of {feature} must be a whole number from {min} to {max}.',
    ar: 'يجب أن تكون قيمة {feature} عددًا صحيحًا من {min} إلى {max}.',
  },
  'FeatureManagement:InvalidTextValue': {
    status: 400,
    en: 'The value of {feature} must have from {min} to {max} characters.',
    ar: 'يجب أن يتراوح طول قيمة {feature} من {min} إلى {max} حرفًا.',
  },
  'FeatureManagement:InvalidSelectionValue': {
    status: 400,
    en: 'The value of {feature} must be one of: {items}.',
    ar: 'يجب أن تكون قيمة {feature} إحدى القيم: {items}.',
  },
  'FeatureManagement:ParentFeatureDisabled': {
    status: 422,
    en: '{feature} cannot be enabled while {parent} is disabled. Enable {parent} too.',
    ar: 'لا يمكن تفعيل {feature} بينما {parent} غير مفعلة. فعّل {parent} أيضًا.',
  },
});
