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
  'Platform:InvalidAmount': {
    status: 400,
    en: 'Enter an amount of at least 0 with at most 2 decimals.',
    ar: 'أدخل مبلغًا لا يقل عن 0 وبمنزلتين عشريتين على الأكثر.',
  },
  'Platform:InvalidPhoneNumber': {
    status: 400,
    en: 'Please enter a valid phone number. Example: 0999999999',
    ar: 'يرجى إدخال رقم هاتف صحيح. مثال: 0999999999',
  },
  'Platform:NameRequired': {
    status: 400,
    en: 'Enter the name in English, in Arabic or in both.',
    ar: 'أدخل الاسم بالإنجليزية أو بالعربية أو بكلتيهما.',
  },
  'Platform:InvalidCharacters': {
    status: 400,
    en: 'This text contains characters that cannot be saved (a null character or a broken character). Remove them and try again.',
    ar: 'يحتوي هذا النص على محارف لا يمكن حفظها (محرف فارغ أو محرف تالف). احذفها وحاول مرة أخرى.',
  },
  'Platform:DateOutOfRange': {
    status: 400,
    en: 'Enter a date between 1900/01/01 and 2999/12/31.',
    ar: 'أدخل تاريخًا بين 1900/01/01 و2999/12/31.',
  },
  'Platform:UnknownEnumValue': {
    status: 400,
    en: 'Choose one of the listed values.',
    ar: 'اختر إحدى القيم المدرجة.',
  },
  'Platform:UnknownSorting': {
    status: 400,
    en: 'This list can be sorted by {fields} only, each followed by asc or desc if you like.',
    ar: 'يمكن ترتيب هذه القائمة حسب {fields} فقط، ويمكن أن يتبع كلًّا منها asc أو desc.',
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
});
export type PlatformErrorCode = keyof typeof platformErrors;
