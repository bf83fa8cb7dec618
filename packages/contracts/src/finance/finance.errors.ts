import { defineErrors } from '../platform/errors.contract.ts';

export const financeErrors = defineErrors({
  'Finance:InvalidCurrencyCode': {
    status: 400,
    en: 'Enter a currency code of three letters (ISO 4217), such as USD.',
    ar: 'أدخل رمز عملة من ثلاثة أحرف (ISO 4217) مثل USD.',
  },
  'Finance:CurrencyNotFound': {
    status: 404,
    en: 'There is no currency with the code {code}.',
    ar: 'لا توجد عملة بالرمز {code}.',
  },
  'Finance:BaseCurrencyCannotBeDisabled': {
    status: 422,
    en: '{code} is the base currency of your organisation and cannot be disabled.',
    ar: '{code} هي العملة الأساسية لمؤسستك ولا يمكن إيقافها.',
  },
  'Finance:CurrencyInUse': {
    status: 422,
    en: '{count} active financial accounts use {code}: disable them first.',
    ar: 'تستخدم {count} من الحسابات المالية الفعالة العملة {code}: أوقفها أولاً.',
  },
  'Finance:CurrencyNotActive': {
    status: 422,
    en: 'The currency {code} is not enabled: enable it first.',
    ar: 'العملة {code} غير مفعلة: فعّلها أولاً.',
  },
  'Finance:BaseCurrencyHasRates': {
    status: 422,
    en: 'The base currency cannot change once exchange rates exist ({count}): every rate is against it.',
    ar: 'لا يمكن تغيير العملة الأساسية بعد وجود أسعار صرف ({count}): كل سعر محسوب مقابلها.',
  },
  'Finance:InvalidRate': {
    status: 400,
    en: 'Enter a rate greater than 0 with at most 6 decimals.',
    ar: 'أدخل سعرًا أكبر من 0 بست منازل عشرية على الأكثر.',
  },
  'Finance:RateForBaseCurrency': {
    status: 422,
    en: '{code} is the base currency: its rate is always 1.',
    ar: '{code} هي العملة الأساسية: سعرها دائمًا 1.',
  },
  'Finance:DuplicateExchangeRate': {
    status: 422,
    en: 'The currency {code} already has a rate on {date}: edit that one.',
    ar: 'للعملة {code} سعر مسجل بتاريخ {date}: عدّله بدلاً من ذلك.',
  },
  'Finance:ExchangeRateNotFound': {
    status: 404,
    en: 'The exchange rate was not found.',
    ar: 'لم يتم العثور على سعر الصرف.',
  },
  'Finance:NoExchangeRate': {
    status: 422,
    en: 'There is no exchange rate of {code} on or before {date}.',
    ar: 'لا يوجد سعر صرف للعملة {code} في {date} أو قبله.',
  },
  'Finance:DateInFuture': {
    status: 422,
    en: 'The date cannot be after today ({today}).',
    ar: 'لا يمكن أن يكون التاريخ بعد اليوم ({today}).',
  },
  'Finance:RateDateTooOld': {
    status: 400,
    en: 'The date cannot be more than {years} years ago (before {earliest}).',
    ar: 'لا يمكن أن يكون التاريخ قبل أكثر من {years} سنوات (قبل {earliest}).',
  },
  'Finance:AccountTypeNotFound': {
    status: 404,
    en: 'There is no account type named {name}.',
    ar: 'لا يوجد نوع حساب باسم {name}.',
  },
  'Finance:AccountCategoryNotFound': {
    status: 404,
    en: 'There is no account category {code}.',
    ar: 'لا توجد فئة حسابات {code}.',
  },
  'Finance:InvalidAccountCode': {
    status: 400,
    en: 'Enter an account code of digits only (at most 20).',
    ar: 'أدخل رمز حساب من أرقام فقط (20 رقمًا على الأكثر).',
  },
  'Finance:AccountCodePrefix': {
    status: 422,
    en: 'The code of an account of this type starts with {prefix} and has at least one more digit.',
    ar: 'يبدأ رمز الحساب من هذا النوع بـ {prefix} ويليه رقم واحد على الأقل.',
  },
  'Finance:DuplicateAccountCode': {
    status: 422,
    en: 'Another account already has the code {code}.',
    ar: 'يوجد حساب آخر بالرمز {code}.',
  },
  'Finance:AccountNotFound': {
    status: 404,
    en: 'The financial account was not found.',
    ar: 'لم يتم العثور على الحساب المالي.',
  },
  'Finance:PeriodNotFound': {
    status: 404,
    en: 'The fiscal period was not found.',
    ar: 'لم يتم العثور على الفترة المالية.',
  },
  'Finance:InvalidPeriodCode': {
    status: 400,
    en: 'Enter a code of at most 32 letters, digits, dashes or slashes, such as FY-2026.',
    ar: 'أدخل رمزًا من 32 حرفًا أو رقمًا أو شرطة أو خطًا مائلاً على الأكثر، مثل FY-2026.',
  },
  'Finance:DuplicatePeriodCode': {
    status: 422,
    en: 'Another fiscal period already has the code {code}.',
    ar: 'توجد فترة مالية أخرى بالرمز {code}.',
  },
  'Finance:PeriodEndBeforeStart': {
    status: 422,
    en: 'The end date must not be before the start date ({startDate}).',
    ar: 'يجب ألا يكون تاريخ النهاية قبل تاريخ البداية ({startDate}).',
  },
  'Finance:PeriodTooLong': {
    status: 422,
    en: 'A fiscal period lasts at most {maxDays} days.',
    ar: 'لا تزيد مدة الفترة المالية على {maxDays} يومًا.',
  },
  'Finance:OpenPeriodExists': {
    status: 422,
    en: 'The period {code} is still open: close it before opening the next.',
    ar: 'الفترة {code} ما زالت مفتوحة: أغلقها قبل فتح التالية.',
  },
  'Finance:PeriodMustFollowPrevious': {
    status: 422,
    en: 'The period must start on {expectedStart}, the day after the previous period ({previousCode}) ends.',
    ar: 'يجب أن تبدأ الفترة في {expectedStart}، اليوم التالي لنهاية الفترة السابقة ({previousCode}).',
  },
  'Finance:NoPeriodForDate': {
    status: 422,
    en: 'No fiscal period contains {date}: open the fiscal period first (Finance > Fiscal periods).',
    ar: 'لا توجد فترة مالية تشمل {date}: افتح الفترة المالية أولاً (المالية > الفترات المالية).',
  },
  'Finance:JournalPeriodClosed': {
    status: 422,
    en: 'The fiscal period {code}, which contains {date}, is closed: nothing can be posted into it.',
    ar: 'الفترة المالية {code} التي تشمل {date} مغلقة: لا يمكن الترحيل إليها.',
  },
  'Finance:JournalAccountDeprecated': {
    status: 422,
    en: 'The account {code} {name} is disabled: nothing can be posted to it. Enable it or change the salary rules that name it.',
    ar: 'الحساب {code} {name} موقوف: لا يمكن الترحيل إليه. فعّله أو غيّر قواعد الرواتب التي تذكره.',
  },
  'Finance:JournalEntryNotFound': {
    status: 404,
    en: 'There is no such journal entry.',
    ar: 'لا يوجد قيد يومية كهذا.',
  },
  'Finance:PeriodClosed': {
    status: 422,
    en: 'The fiscal period {code} is closed.',
    ar: 'الفترة المالية {code} مغلقة.',
  },
  'Finance:PeriodEndBeforeAuditing': {
    status: 422,
    en: 'The end date cannot be before the last accounting auditing ({lastAuditing}).',
    ar: 'لا يمكن أن يكون تاريخ النهاية قبل آخر تدقيق محاسبي ({lastAuditing}).',
  },
  'Finance:AuditingOutsidePeriod': {
    status: 422,
    en: 'The auditing date must lie within the period ({startDate} to {endDate}).',
    ar: 'يجب أن يقع تاريخ التدقيق ضمن الفترة (من {startDate} إلى {endDate}).',
  },
  'Finance:AuditingNotAfterLast': {
    status: 422,
    en: 'The auditing date must be after the last accounting auditing ({lastAuditing}).',
    ar: 'يجب أن يكون تاريخ التدقيق بعد آخر تدقيق محاسبي ({lastAuditing}).',
  },
  'Finance:PeriodNotEnded': {
    status: 422,
    en: 'The period ends on {endDate}: it can be closed from the next day.',
    ar: 'تنتهي الفترة في {endDate}: يمكن إغلاقها ابتداءً من اليوم التالي.',
  },
  'Bank:IbanRequired': {
    status: 400,
    en: 'Enter the IBAN.',
    ar: 'أدخل رقم الآيبان (IBAN).',
  },
  'Bank:IbanUnknownCountry': {
    status: 400,
    en: 'An IBAN starts with the code of a country that uses IBANs; "{country}" is not one.',
    ar: 'يبدأ رقم الآيبان برمز دولة تستخدم الآيبان، و"{country}" ليس منها.',
  },
  'Bank:IbanWrongLength': {
    status: 400,
    en: 'An IBAN of {country} has {length} characters; this one has {actual}.',
    ar: 'يتكون رقم الآيبان في {country} من {length} حرفًا ورقمًا، وهذا من {actual}.',
  },
  'Bank:IbanWrongFormat': {
    status: 400,
    en: 'This is not the layout of an IBAN of {country} (letters where digits belong, or other characters).',
    ar: 'هذا ليس شكل رقم آيبان في {country} (حروف في موضع الأرقام أو رموز أخرى).',
  },
  'Bank:IbanWrongCheckDigits': {
    status: 400,
    en: 'The check digits do not match: a character of the IBAN is mistyped.',
    ar: 'أرقام التحقق غير مطابقة: أحد أحرف رقم الآيبان مكتوب خطأً.',
  },
  'Bank:InvalidBic': {
    status: 400,
    en: 'Enter a SWIFT/BIC of 8 or 11 characters, such as NBADAEAA or NBADAEAAXXX.',
    ar: 'أدخل رمز سويفت (BIC) من 8 أو 11 حرفًا، مثل NBADAEAA أو NBADAEAAXXX.',
  },
  'Bank:InvalidRoutingCode': {
    status: 400,
    en: 'Enter the 9-digit routing code the Central Bank gave the bank, such as 803510106.',
    ar: 'أدخل رمز التوجيه المكون من 9 أرقام الذي منحه المصرف المركزي للبنك، مثل 803510106.',
  },
  'Bank:InvalidWpsPersonId': {
    status: 400,
    en: 'Enter the 14-digit personal number of the labour card (with its leading zeros).',
    ar: 'أدخل الرقم الشخصي لبطاقة العمل المكون من 14 رقمًا (مع الأصفار في بدايته).',
  },
  'Bank:InvalidWpsEmployerId': {
    status: 400,
    en: 'Enter the 13-digit establishment id of the employer (with its leading zeros).',
    ar: 'أدخل رقم المنشأة المكون من 13 رقمًا (مع الأصفار في بدايته).',
  },
  'Bank:NameMustBeUnique': {
    status: 422,
    en: 'Another bank is already named {name}.',
    ar: 'يوجد بنك آخر باسم {name}.',
  },
  'Bank:BicMustBeUnique': {
    status: 422,
    en: 'Another bank already has the SWIFT/BIC {bic}.',
    ar: 'يوجد بنك آخر برمز السويفت {bic}.',
  },
  'Bank:NotFound': {
    status: 404,
    en: 'The bank was not found.',
    ar: 'لم يتم العثور على البنك.',
  },
  'Bank:NotActive': {
    status: 422,
    en: 'The bank {name} is not active.',
    ar: 'البنك {name} غير فعال.',
  },
  'Bank:InUse': {
    status: 422,
    en: 'The bank {name} holds the accounts of {count} employees: change them first, or make it inactive.',
    ar: 'البنك {name} فيه حسابات {count} من الموظفين: غيّرها أولاً أو اجعل البنك غير فعال.',
  },
});
