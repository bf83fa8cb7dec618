import { defineErrors } from '../platform/errors.contract.ts';

/** Failures of sending mail with the configured SMTP server: business errors (422), never a 500. */
export const emailingErrors = defineErrors({
  'Emailing:SmtpHostMissing': {
    status: 422,
    en: 'No SMTP server is configured. Enter the SMTP host in the e-mail settings.',
    ar: 'لم يتم إعداد خادم SMTP. أدخل عنوان خادم SMTP في إعدادات البريد الإلكتروني.',
  },
  'Emailing:SmtpConnectionFailed': {
    status: 422,
    en: 'Could not connect to the SMTP server {host}:{port}. Check the host, the port and the SSL setting.',
    ar: 'تعذر الاتصال بخادم SMTP {host}:{port}. تحقق من العنوان والمنفذ وإعداد SSL.',
  },
  'Emailing:SmtpTimeout': {
    status: 422,
    en: 'The SMTP server {host}:{port} did not answer in time.',
    ar: 'لم يستجب خادم SMTP {host}:{port} في الوقت المحدد.',
  },
  'Emailing:SmtpTlsFailed': {
    status: 422,
    en: 'A secure (SSL/TLS) connection to the SMTP server {host}:{port} could not be established.',
    ar: 'تعذر إنشاء اتصال آمن (SSL/TLS) بخادم SMTP {host}:{port}.',
  },
  'Emailing:SmtpAuthenticationFailed': {
    status: 422,
    en: 'The SMTP server refused the user name or password.',
    ar: 'رفض خادم SMTP اسم المستخدم أو كلمة المرور.',
  },
  'Emailing:SmtpAuthenticationRequired': {
    status: 422,
    en: 'The SMTP server requires a user name and password.',
    ar: 'يتطلب خادم SMTP اسم مستخدم وكلمة مرور.',
  },
  'Emailing:SmtpRejected': {
    status: 422,
    en: 'The SMTP server refused the message: {reason}',
    ar: 'رفض خادم SMTP الرسالة: {reason}',
  },
  'Emailing:SendFailed': {
    status: 422,
    en: 'The e-mail could not be sent: {reason}',
    ar: 'تعذر إرسال البريد الإلكتروني: {reason}',
  },
});
export type EmailingErrorCode = keyof typeof emailingErrors;
