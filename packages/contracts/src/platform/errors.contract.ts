import { z } from 'zod';
import type { LocalizedText } from './localization.ts';

/** The error body of every failed call (ABP's shape). */
export const errorBody = z.object({
  error: z.object({
    code: z.string().nullable(),
    message: z.string(),
    details: z.string().nullable(),
    validationErrors: z.array(z.object({ message: z.string(), members: z.array(z.string()) })).nullable(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;

export interface ErrorDefinition extends LocalizedText {
  /** HTTP status the error maps to: 400 bad input, 403, 404, 409 conflict, 422 business rule. */
  status: number;
}

/** Declares a module's error codes (`Module:Name`) with their status and translations; {x} are parameters. */
export function defineErrors<const T extends Record<string, ErrorDefinition>>(errors: T): T {
  return errors;
}

export const platformErrors = defineErrors({
  'Platform:Unauthorized': {
    status: 401,
    en: 'You must sign in to do this.',
    ar: 'يجب تسجيل الدخول للقيام بهذا.',
  },
  'Platform:Forbidden': {
    status: 403,
    en: 'You are not allowed to do this.',
    ar: 'غير مسموح لك بالقيام بهذا.',
  },
  'Platform:FeatureDisabled': {
    status: 403,
    en: 'This feature is not enabled for your organisation.',
    ar: 'هذه الميزة غير مفعلة لمؤسستك.',
  },
  'Platform:NotFound': {
    status: 404,
    en: 'The record was not found. It may have been deleted.',
    ar: 'لم يتم العثور على السجل. ربما تم حذفه.',
  },
  'Platform:RouteNotFound': {
    status: 404,
    en: 'There is no API at {method} {url}.',
    ar: 'لا توجد واجهة برمجية على {method} {url}.',
  },
  'Platform:ValidationFailed': {
    status: 400,
    en: 'Your request is not valid. Please check the highlighted fields.',
    ar: 'طلبك غير صالح. يرجى التحقق من الحقول المميزة.',
  },
  'Platform:InvalidJson': {
    status: 400,
    en: 'The request body is not valid JSON.',
    ar: 'محتوى الطلب ليس بصيغة JSON صالحة.',
  },
  'Platform:ConcurrencyConflict': {
    status: 409,
    en: 'Someone else changed this record after you opened it. Reload it and apply your changes again.',
    ar: 'قام شخص آخر بتعديل هذا السجل بعد أن فتحته. أعد تحميله ثم طبّق تعديلاتك مرة أخرى.',
  },
  'Platform:TooManyRequests': {
    status: 429,
    en: 'Too many requests. Please wait a moment and try again.',
    ar: 'طلبات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مجددًا.',
  },
  'Platform:InternalError': {
    status: 500,
    en: 'An internal error occurred while processing your request.',
    ar: 'حدث خطأ داخلي أثناء معالجة طلبك.',
  },
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
  'Identity:DuplicateUserName': {
    status: 422,
    en: 'The user name {userName} is already taken.',
    ar: 'اسم المستخدم {userName} مستخدم مسبقًا.',
  },
  'Identity:DuplicateEmail': {
    status: 422,
    en: 'The e-mail {email} is already taken.',
    ar: 'البريد الإلكتروني {email} مستخدم مسبقًا.',
  },
  'Identity:InvalidCredentials': {
    status: 400,
    en: 'Invalid user name or password.',
    ar: 'اسم المستخدم أو كلمة المرور غير صحيحة.',
  },
  'Identity:RoleNotFound': {
    status: 422,
    en: 'There is no role named {name}.',
    ar: 'لا يوجد دور باسم {name}.',
  },
  'Identity:CannotDeleteSelf': {
    status: 422,
    en: 'You cannot delete your own account.',
    ar: 'لا يمكنك حذف حسابك.',
  },
  'Identity:PasswordTooShort': {
    status: 400,
    en: 'Passwords must be at least 6 characters.',
    ar: 'يجب ألا تقل كلمة المرور عن 6 أحرف.',
  },
  'Identity:PasswordRequiresDigit': {
    status: 400,
    en: "Passwords must have at least one digit ('0'-'9').",
    ar: "يجب أن تحتوي كلمة المرور على رقم واحد على الأقل ('0'-'9').",
  },
  'Identity:PasswordRequiresLower': {
    status: 400,
    en: "Passwords must have at least one lowercase letter ('a'-'z').",
    ar: "يجب أن تحتوي كلمة المرور على حرف صغير واحد على الأقل ('a'-'z').",
  },
  'Identity:PasswordRequiresUpper': {
    status: 400,
    en: "Passwords must have at least one uppercase letter ('A'-'Z').",
    ar: "يجب أن تحتوي كلمة المرور على حرف كبير واحد على الأقل ('A'-'Z').",
  },
  'Identity:PasswordRequiresNonAlphanumeric': {
    status: 400,
    en: 'Passwords must have at least one non alphanumeric character.',
    ar: 'يجب أن تحتوي كلمة المرور على رمز واحد على الأقل ليس حرفًا أو رقمًا.',
  },
  'Identity:InvalidUserName': {
    status: 400,
    en: 'A user name may contain only letters, digits and . _ @ + -',
    ar: 'يمكن أن يحتوي اسم المستخدم على الحروف والأرقام و . _ @ + - فقط',
  },
  'Tenancy:InvalidTenantName': {
    status: 400,
    en: 'A tenant name starts with a letter or digit and may contain letters, digits, spaces and . _ -',
    ar: 'يبدأ اسم الجهة بحرف أو رقم ويمكن أن يحتوي على الحروف والأرقام والمسافات و . _ -',
  },
});
export type PlatformErrorCode = keyof typeof platformErrors;
