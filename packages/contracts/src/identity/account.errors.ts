import { defineErrors } from '../platform/errors.contract.ts';

/** Failures of the account pages: registration, password recovery, the user's own profile. */
export const accountErrors = defineErrors({
  'Account:SelfRegistrationDisabled': {
    status: 422,
    en: 'Self registration is disabled for this application. Please contact your administrator to get an account.',
    ar: 'التسجيل الذاتي غير مفعل لهذا التطبيق. يرجى التواصل مع المسؤول للحصول على حساب.',
  },
  // One message for an unknown, expired, used or foreign token: the caller learns nothing more.
  'Account:InvalidResetToken': {
    status: 422,
    en: 'This password reset link is invalid or has expired. Please ask for a new one.',
    ar: 'رابط إعادة تعيين كلمة المرور هذا غير صالح أو منتهي الصلاحية. يرجى طلب رابط جديد.',
  },
  'Account:UnsupportedLanguage': {
    status: 400,
    en: 'Choose one of the languages: English (en) or Arabic (ar).',
    ar: 'اختر إحدى اللغتين: الإنجليزية (en) أو العربية (ar).',
  },
  'Account:WrongCurrentPassword': {
    status: 422,
    en: 'The current password is not correct.',
    ar: 'كلمة المرور الحالية غير صحيحة.',
  },
  'Account:InvalidTwoFactorCode': {
    status: 422,
    en: 'The verification code is not valid.',
    ar: 'رمز التحقق غير صحيح.',
  },
  'Account:TwoFactorNotSetUp': {
    status: 422,
    en: 'Start the two-factor setup first.',
    ar: 'ابدأ إعداد التحقق بخطوتين أولًا.',
  },
  'Account:TwoFactorAlreadyEnabled': {
    status: 422,
    en: 'Two-factor sign-in is already enabled.',
    ar: 'التحقق بخطوتين مفعل بالفعل.',
  },
  'Account:TwoFactorNotEnabled': {
    status: 422,
    en: 'Two-factor sign-in is not enabled.',
    ar: 'التحقق بخطوتين غير مفعل.',
  },
  'Account:TwoFactorRequired': {
    status: 422,
    en: 'Two-factor sign-in is required for your account and cannot be disabled.',
    ar: 'التحقق بخطوتين إلزامي لحسابك ولا يمكن تعطيله.',
  },
  'Account:SessionNotFound': {
    status: 404,
    en: 'There is no such active session.',
    ar: 'لا توجد جلسة نشطة بهذا المعرف.',
  },
});
