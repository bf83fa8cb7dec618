import { defineErrors } from '../platform/errors.contract.ts';

/** Errors of the login page. One message for every failed sign-in: it never tells which part was wrong. */
export const signInErrors = defineErrors({
  'SignIn:InvalidCredentials': {
    status: 400,
    en: 'Invalid user name or password. After 5 failed attempts the account is locked for 5 minutes.',
    ar: 'اسم المستخدم أو كلمة المرور غير صحيحة. بعد 5 محاولات فاشلة يُقفل الحساب لمدة 5 دقائق.',
  },
  'SignIn:LoginExpired': {
    status: 422,
    en: 'This sign-in request has expired. Please sign in again.',
    ar: 'انتهت صلاحية طلب تسجيل الدخول هذا. يرجى تسجيل الدخول من جديد.',
  },
  'SignIn:LocalLoginDisabled': {
    status: 422,
    en: 'Signing in with a user name and password is disabled.',
    ar: 'تسجيل الدخول باسم المستخدم وكلمة المرور معطل.',
  },
  'SignIn:InvalidTwoFactorCode': {
    status: 400,
    en: 'The verification code is not valid. After 5 failed codes the account is locked for 5 minutes.',
    ar: 'رمز التحقق غير صحيح. بعد 5 رموز خاطئة يُقفل الحساب لمدة 5 دقائق.',
  },
});
