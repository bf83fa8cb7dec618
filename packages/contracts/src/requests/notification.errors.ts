import { defineErrors } from '../platform/errors.contract.ts';

export const notificationErrors = defineErrors({
  'Notifications:RecipientRequired': {
    status: 400,
    en: 'Choose who receives the notification.',
    ar: 'اختر من يستلم الإشعار.',
  },
  'Notifications:RecipientNotFound': {
    status: 404,
    en: 'The chosen user or role does not exist in your organisation.',
    ar: 'المستخدم أو الدور المختار غير موجود في مؤسستك.',
  },
  'Notifications:NoRecipients': {
    status: 422,
    en: 'Nobody would receive this notification: there is no active user to send it to.',
    ar: 'لن يستلم أحد هذا الإشعار: لا يوجد مستخدم نشط لإرساله إليه.',
  },
});
