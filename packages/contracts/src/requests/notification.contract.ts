import { z } from 'zod';
import { access } from '../platform/endpoint.ts';
import { defineEnum } from '../platform/enum.ts';
import type { LocalizedText } from '../platform/localization.ts';
import { pagedRequest, pagedResult } from '../platform/paging.contract.ts';
import { resourceCalls } from '../platform/resource.ts';
import { trimmedText } from '../platform/text.ts';
import { RequestsPermissions } from './requests.permissions.ts';

/** What a notification is about (the spec's enumeration); the related record's id comes with it. */
export const NotificationTypes = defineEnum('NotificationType', {
  None: { value: 0, en: 'General', ar: 'عام' },
  AttendanceRequest: { value: 1, en: 'Attendance request', ar: 'طلب حضور' },
  LeaveRequest: { value: 2, en: 'Leave request', ar: 'طلب إجازة' },
  DueReminder: { value: 3, en: 'Reminder', ar: 'تذكير' },
  DocumentRenewal: { value: 4, en: 'Document renewal', ar: 'تجديد مستند' },
});
export const NotificationType = NotificationTypes.values;
export type NotificationType = number;
export const notificationType = NotificationTypes.dto;

/** A notification as its recipient reads it: title and message already in the reader's language. */
export const notificationDto = z.object({
  id: z.uuid(),
  title: z.string(),
  message: z.string(),
  isSeen: z.boolean(),
  creationTime: z.string(),
  type: notificationType,
  /** The attendance or leave request it is about, when it is about one. */
  relatedId: z.uuid().nullable(),
});
export type NotificationDto = z.infer<typeof notificationDto>;

/** `GET /api/app/notification`: the caller's own notifications, newest first. */
export const getNotificationsInput = pagedRequest.extend({
  /** true: seen only; false: not seen only; absent: all. */
  isSeen: z.stringbool().optional(),
});
/** What the web app sends (query text). */
export type GetNotificationsInput = z.input<typeof getNotificationsInput>;
/** What the server reads after parsing. */
export type GetNotificationsQuery = z.infer<typeof getNotificationsInput>;

/** The page, and the caller's unseen count (the bell's badge) read in the same transaction. */
export const notificationListResult = pagedResult(notificationDto).extend({
  unseenCount: z.number().int(),
});
export type NotificationListResult = z.infer<typeof notificationListResult>;

export const unseenCountResult = z.object({ unseenCount: z.number().int() });
export type UnseenCountResult = z.infer<typeof unseenCountResult>;

/** Who a sent notification goes to. */
export const NotificationTarget = { User: 'User', Role: 'Role', Everyone: 'Everyone' } as const;
export type NotificationTarget = (typeof NotificationTarget)[keyof typeof NotificationTarget];

/** `POST /api/app/notification/send-notification`: a user with HR.Notifications.Send writes to people. */
export const sendNotificationInput = z
  .object({
    target: z.enum(['User', 'Role', 'Everyone']),
    /** With target User. */
    userId: z.uuid().nullish(),
    /** With target Role: every active user holding the role. */
    roleId: z.uuid().nullish(),
    title: trimmedText().min(1).max(256),
    message: trimmedText().min(1).max(4000),
  })
  .superRefine((input, ctx) => {
    if (input.target === 'User' && !input.userId)
      ctx.addIssue({ code: 'custom', path: ['userId'], message: 'Notifications:RecipientRequired' });
    if (input.target === 'Role' && !input.roleId)
      ctx.addIssue({ code: 'custom', path: ['roleId'], message: 'Notifications:RecipientRequired' });
  });
export type SendNotificationInput = z.infer<typeof sendNotificationInput>;

export const sendNotificationResult = z.object({ recipientCount: z.number().int() });
export type SendNotificationResult = z.infer<typeof sendNotificationResult>;

/** `GET /api/app/notification/recipients`: whom the send dialog can pick (needs HR.Notifications.Send). */
export const getNotificationRecipientsInput = z.object({
  filter: trimmedText().max(256).optional(),
});
export const notificationRecipients = z.object({
  /** Up to 20 active users matching the filter (user name, name, surname or e-mail). */
  users: z.array(
    z.object({
      id: z.uuid(),
      userName: z.string(),
      name: z.string().nullable(),
      surname: z.string().nullable(),
    }),
  ),
  roles: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type NotificationRecipients = z.infer<typeof notificationRecipients>;

/**
 * The live stream (`GET /api/app/notification/stream`, server-sent events, bearer token): on connect an
 * `unseen-count` (`notificationStreamStart`, with the newest notification's time); then a `notification`
 * (SSE id = the notification's id) for each new one; an `unseen-count` whenever the count changes
 * elsewhere (another tab marked one seen); a `resync` when the server may have missed events (the client
 * then re-reads). The stream ends when the access token expires; the client reconnects with its current
 * token and re-reads what it missed.
 */
export const NotificationStreamEvents = {
  Notification: 'notification',
  UnseenCount: 'unseen-count',
  Resync: 'resync',
} as const;
/**
 * The stream's first `unseen-count`, sent once it listens: the count, and `newestAt`, when the newest of the
 * user's notifications was made (null: none). A list the client read before the stream listened missed
 * nothing the stream carries if that notification is older than the read: the client re-reads only the
 * others (apps/web notification-live.ts).
 */
export const notificationStreamStart = unseenCountResult.extend({ newestAt: z.string().nullable() });
export type NotificationStreamStart = z.infer<typeof notificationStreamStart>;
export const notificationStreamMessage = z.object({
  notification: notificationDto,
  unseenCount: z.number().int(),
});
export type NotificationStreamMessage = z.infer<typeof notificationStreamMessage>;

const tag = 'Notifications';
const call = resourceCalls('/api/app/notification', tag);

/** The caller's own notifications (any signed-in user) and sending them (`Notifications.Send`). */
export const notificationEndpoints = {
  list: call('GET', '', access.authenticated, {
    query: getNotificationsInput,
    response: notificationListResult,
  }),
  /** Only the recipient may mark it (anyone else gets 404); repeating it is harmless. */
  markAsSeen: call('POST', ':id/mark-as-seen', access.authenticated),
  markAllAsSeen: call('POST', 'mark-all-as-seen', access.authenticated),
  send: call('POST', 'send-notification', RequestsPermissions.Notifications.Send, {
    body: sendNotificationInput,
    response: sendNotificationResult,
  }),
  /** The send dialog's search of users and roles. */
  recipients: call('GET', 'recipients', RequestsPermissions.Notifications.Send, {
    query: getNotificationRecipientsInput,
    response: notificationRecipients,
  }),
};

/**
 * The live stream (server-sent events): not a JSON endpoint, so not mounted like the others; its path
 * and access are declared here all the same.
 */
export const notificationStream = {
  method: 'GET',
  path: '/api/app/notification/stream',
  access: access.authenticated,
  tag,
} as const;

/**
 * Texts of the notifications the product writes itself. A notification stores the key and its
 * parameters, so every reader sees it in their own language; {x} are parameters.
 */
export function defineNotificationTexts<const T extends Record<string, LocalizedText>>(texts: T): T {
  return texts;
}
export const notificationTexts = defineNotificationTexts({
  'Notifications:WelcomeTitle': { en: 'Welcome, {name}', ar: 'أهلاً بك يا {name}' },
  'Notifications:WelcomeMessage': {
    en: 'Your account in {tenant} is ready. Your requests and their answers will show here.',
    ar: 'حسابك في {tenant} جاهز. ستظهر هنا طلباتك والردود عليها.',
  },
  'Notifications:LeaveRequestApprovedTitle': {
    en: 'Leave request approved',
    ar: 'تمت الموافقة على طلب الإجازة',
  },
  'Notifications:LeaveRequestApprovedMessage': {
    en: 'Your leave ({leaveType}) from {from} to {to} was approved.',
    ar: 'تمت الموافقة على إجازتك ({leaveType}) من {from} إلى {to}.',
  },
  'Notifications:LeaveRequestRejectedTitle': { en: 'Leave request rejected', ar: 'تم رفض طلب الإجازة' },
  'Notifications:LeaveRequestRejectedMessage': {
    en: 'Your leave ({leaveType}) from {from} to {to} was rejected.',
    ar: 'تم رفض إجازتك ({leaveType}) من {from} إلى {to}.',
  },
  'Notifications:LeaveRequestSubmittedTitle': { en: 'New leave request', ar: 'طلب إجازة جديد' },
  'Notifications:LeaveRequestSubmittedMessage': {
    en: '{employee} asks for leave ({leaveType}) from {from} to {to}.',
    ar: 'يطلب {employee} إجازة ({leaveType}) من {from} إلى {to}.',
  },
  'Notifications:LeaveRequestRejectedWithReasonMessage': {
    en: 'Your leave ({leaveType}) from {from} to {to} was rejected: {reason}',
    ar: 'تم رفض إجازتك ({leaveType}) من {from} إلى {to}: {reason}',
  },
  'Notifications:LeaveRequestCancelledTitle': { en: 'Leave request withdrawn', ar: 'تم سحب طلب الإجازة' },
  'Notifications:LeaveRequestCancelledMessage': {
    en: '{employee} withdrew the leave request ({leaveType}) from {from} to {to}.',
    ar: 'سحب {employee} طلب الإجازة ({leaveType}) من {from} إلى {to}.',
  },
  'Notifications:LeaveRequestRecountedTitle': { en: 'Leave recounted', ar: 'أُعيد احتساب الإجازة' },
  'Notifications:LeaveRequestRecountedDaysMessage': {
    en: 'The holidays changed: your leave ({leaveType}) from {from} to {to} now counts {duration} days instead of {previous}.',
    ar: 'تغيّرت العطل: أصبحت إجازتك ({leaveType}) من {from} إلى {to} تُحتسب {duration} يومًا بدلاً من {previous}.',
  },
  'Notifications:LeaveRequestRecountedHoursMessage': {
    en: 'The holidays changed: your leave ({leaveType}) from {from} to {to} now counts {duration} hours instead of {previous}.',
    ar: 'تغيّرت العطل: أصبحت إجازتك ({leaveType}) من {from} إلى {to} تُحتسب {duration} ساعة بدلاً من {previous}.',
  },
  'Notifications:AttendanceRequestSubmittedTitle': {
    en: 'New attendance correction request',
    ar: 'طلب تصحيح حضور جديد',
  },
  'Notifications:AttendanceRequestSubmittedMessage': {
    en: '{employee} asks to correct the attendance of {date}.',
    ar: 'يطلب {employee} تصحيح الحضور ليوم {date}.',
  },
  'Notifications:AttendanceRequestApprovedTitle': {
    en: 'Attendance correction approved',
    ar: 'تمت الموافقة على تصحيح الحضور',
  },
  'Notifications:AttendanceRequestApprovedMessage': {
    en: 'Your attendance correction for {date} was approved.',
    ar: 'تمت الموافقة على تصحيح حضورك ليوم {date}.',
  },
  'Notifications:AttendanceRequestRejectedTitle': {
    en: 'Attendance correction rejected',
    ar: 'تم رفض تصحيح الحضور',
  },
  'Notifications:AttendanceRequestRejectedMessage': {
    en: 'Your attendance correction for {date} was rejected.',
    ar: 'تم رفض تصحيح حضورك ليوم {date}.',
  },
  'Notifications:AttendanceRequestRejectedWithReasonMessage': {
    en: 'Your attendance correction for {date} was rejected: {reason}',
    ar: 'تم رفض تصحيح حضورك ليوم {date}: {reason}',
  },
  'Notifications:AttendanceRequestCancelledTitle': {
    en: 'Attendance correction withdrawn',
    ar: 'تم سحب طلب تصحيح الحضور',
  },
  'Notifications:AttendanceRequestCancelledMessage': {
    en: '{employee} withdrew the attendance correction for {date}.',
    ar: 'سحب {employee} طلب تصحيح الحضور ليوم {date}.',
  },
  // The reminders job (documents module): one per item, threshold and recipient.
  'Notifications:DocumentExpiringTitle': {
    en: 'A document expires in {days} days',
    ar: 'ينتهي مستند بعد {days} يومًا',
  },
  'Notifications:DocumentExpiresTodayTitle': { en: 'A document expires today', ar: 'ينتهي مستند اليوم' },
  'Notifications:DocumentExpiringMessage': {
    en: '{document} of {employee} ({file}) expires on {date}.',
    ar: 'ينتهي {document} الخاص بـ {employee} ({file}) في {date}.',
  },
  'Notifications:ContractEndsTodayTitle': { en: 'A contract ends today', ar: 'ينتهي عقد اليوم' },
  'Notifications:ProbationEndingTitle': {
    en: 'A probation ends in {days} days',
    ar: 'تنتهي فترة تجربة بعد {days} يومًا',
  },
  'Notifications:ProbationEndsTodayTitle': { en: 'A probation ends today', ar: 'تنتهي فترة تجربة اليوم' },
  'Notifications:ProbationEndingMessage': {
    en: 'The probation of {employee} (contract {contract}) ends on {date}.',
    ar: 'تنتهي فترة تجربة {employee} (العقد {contract}) في {date}.',
  },
  'Notifications:CustodyDueTitle': {
    en: 'A custody item is due back in {days} days',
    ar: 'موعد إرجاع عهدة بعد {days} يومًا',
  },
  'Notifications:CustodyDueTodayTitle': {
    en: 'A custody item is due back today',
    ar: 'موعد إرجاع عهدة اليوم',
  },
  'Notifications:CustodyDueMessage': {
    en: '{item} held by {employee} is due back on {date}.',
    ar: 'موعد إرجاع {item} التي بعهدة {employee} هو {date}.',
  },
  'Notifications:ReminderDigestSubject': {
    en: 'Reminders of {date}: {count}',
    ar: 'تذكيرات {date}: {count}',
  },
  'Notifications:ReminderDigestIntro': {
    en: 'What comes due soon, as of {date}:',
    ar: 'ما يحين موعده قريبًا، حتى تاريخ {date}:',
  },
  // Document renewals (a request kind of the documents module).
  'Notifications:DocumentRenewalSubmittedTitle': { en: 'New document renewal', ar: 'تجديد مستند جديد' },
  'Notifications:DocumentRenewalSubmittedMessage': {
    en: '{employee} uploaded a renewal of {document}, valid until {expiry}.',
    ar: 'رفع {employee} تجديدًا لـ {document} صالحًا حتى {expiry}.',
  },
  'Notifications:DocumentRenewalApprovedTitle': {
    en: 'Document renewal approved',
    ar: 'تمت الموافقة على تجديد المستند',
  },
  'Notifications:DocumentRenewalApprovedMessage': {
    en: 'Your renewal of {document}, valid until {expiry}, was approved.',
    ar: 'تمت الموافقة على تجديدك لـ {document} الصالح حتى {expiry}.',
  },
  'Notifications:DocumentRenewalRejectedTitle': { en: 'Document renewal rejected', ar: 'رُفض تجديد المستند' },
  'Notifications:DocumentRenewalRejectedMessage': {
    en: 'Your renewal of {document} was rejected.',
    ar: 'رُفض تجديدك لـ {document}.',
  },
  'Notifications:DocumentRenewalRejectedWithReasonMessage': {
    en: 'Your renewal of {document} was rejected: {reason}',
    ar: 'رُفض تجديدك لـ {document}: {reason}',
  },
  'Notifications:DocumentRenewalCancelledTitle': {
    en: 'Document renewal withdrawn',
    ar: 'سُحب تجديد المستند',
  },
  'Notifications:DocumentRenewalCancelledMessage': {
    en: '{employee} withdrew the renewal of {document}.',
    ar: 'سحب {employee} تجديد {document}.',
  },
  'Notifications:ContractEndingTitle': {
    en: 'A contract ends in {days} days',
    ar: 'ينتهي عقد بعد {days} يومًا',
  },
  'Notifications:ContractEndingMessage': {
    en: 'The contract {contract} of {employee} ends on {end}.',
    ar: 'ينتهي العقد {contract} للموظف {employee} في {end}.',
  },
  'Notifications:ContractTerminatedByPenaltyTitle': {
    en: 'A contract was terminated by a penalty',
    ar: 'أُنهي عقد بسبب عقوبة',
  },
  'Notifications:ContractTerminatedByPenaltyMessage': {
    en: 'The contract {contract} of {employee} was cancelled by the penalty {penalty} of {date}.',
    ar: 'أُلغي العقد {contract} للموظف {employee} بسبب العقوبة {penalty} بتاريخ {date}.',
  },
  'Notifications:PayslipReadyTitle': { en: 'Payslip ready', ar: 'قسيمة الراتب جاهزة' },
  'Notifications:PayslipReadyMessage': {
    en: 'Your payslip for {period} is ready.',
    ar: 'قسيمة راتبك عن {period} جاهزة.',
  },
});
export type NotificationTextKey = keyof typeof notificationTexts;
