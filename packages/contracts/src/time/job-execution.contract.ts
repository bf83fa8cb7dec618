import { z } from 'zod';
import { access, endpoint, idParams } from '../platform/endpoint.ts';
import { defineEnum, enumFilter } from '../platform/enum.ts';
import { auditedDto, pagedRequest, pagedResult } from '../platform/paging.contract.ts';
import { resourceCalls } from '../platform/resource.ts';
import { TimePermissions } from './time.permissions.ts';

// Background job runs of a tenant (document 2: job execution records and their logs). The attendance
// sync is the one job that writes them: one record per terminal and run.

export const JobExecutionStatuses = defineEnum('JobExecutionStatus', {
  Enqueued: { value: 0, en: 'Enqueued', ar: 'في الانتظار', color: 'default' },
  Running: { value: 1, en: 'Running', ar: 'قيد التنفيذ', color: 'processing' },
  Succeeded: { value: 2, en: 'Succeeded', ar: 'نجح', color: 'green' },
  Failed: { value: 3, en: 'Failed', ar: 'فشل', color: 'red' },
});
export const JobExecutionStatus = JobExecutionStatuses.values;
export type JobExecutionStatus = number;

export const JobExecutionLogTypes = defineEnum('JobExecutionLogType', {
  Info: { value: 0, en: 'Info', ar: 'معلومة', color: 'blue' },
  Warning: { value: 1, en: 'Warning', ar: 'تحذير', color: 'gold' },
  Error: { value: 2, en: 'Error', ar: 'خطأ', color: 'red' },
});
export const JobExecutionLogType = JobExecutionLogTypes.values;
export type JobExecutionLogType = number;

/**
 * The texts of the runs' log lines and summaries, in both languages: a run stores a key and its parameters,
 * and each reader gets them in their own language.
 */
export const jobLogTexts = {
  'Retention:Name': { en: 'Log retention', ar: 'الاحتفاظ بالسجلات' },
  'Retention:Purged': {
    en: '{log}: {count} records older than {cutoff} deleted.',
    ar: '{log}: حُذف {count} سجلًا أقدم من {cutoff}.',
  },
  'Retention:Failed': { en: 'The purge failed: {error}', ar: 'فشل الحذف: {error}' },
  'Roster:Name': { en: "HR's day: {day}", ar: 'يوم الموارد البشرية: {day}' },
  'Roster:Built': {
    en: 'The roster of {day} was built: {count} employees with a contract in force.',
    ar: 'بُني كشف يوم {day}: {count} موظفًا بعقد نافذ.',
  },
  'Roster:Failed': {
    en: 'The roster of {day} could not be built: {error}',
    ar: 'تعذّر بناء كشف يوم {day}: {error}',
  },
  'Sync:Name': { en: 'Attendance sync: {terminal}', ar: 'مزامنة الحضور: {terminal}' },
  'Sync:Read': {
    en: 'Read {read} punches from {terminal}; {stored} new.',
    ar: 'قُرئت {read} بصمة من {terminal}؛ الجديد منها {stored}.',
  },
  'Sync:NothingNew': {
    en: '{terminal} holds the same {count} punches as at its last sync: nothing new was read.',
    ar: 'يحمل {terminal} البصمات نفسها ({count}) كما في آخر مزامنة: لم يُقرأ شيء جديد.',
  },
  'Sync:ReadTail': {
    en: 'Only the {read} punches added since the last sync were read ({count} on the terminal).',
    ar: 'قُرئت فقط البصمات المضافة منذ آخر مزامنة ({read})، وعلى الجهاز {count}.',
  },
  'Sync:LogCleared': {
    en: 'The terminal’s log of {count} punches was cleared (all of them are stored).',
    ar: 'مُسح سجل الجهاز ({count} بصمة) بعد تخزينها كلها.',
  },
  'Sync:LogKept': {
    en: 'The terminal’s log was not cleared: punches came in after the read (the next sync reads them).',
    ar: 'لم يُمسح سجل الجهاز: وصلت بصمات بعد القراءة (تقرأها المزامنة التالية).',
  },
  'Sync:LogKeptUnstored': {
    en: 'The terminal’s log was not cleared: some of its punches could not be stored.',
    ar: 'لم يُمسح سجل الجهاز: تعذر تخزين بعض بصماته.',
  },
  'Sync:LogClearFailed': {
    en: 'The terminal’s log could not be cleared ({reason}); the punches are stored.',
    ar: 'تعذر مسح سجل الجهاز ({reason})؛ البصمات مخزنة.',
  },
  'Sync:Paired': {
    en: 'Paired {punches} punches of {employees} employees into {records} attendance records.',
    ar: 'رُبطت {punches} بصمة لـ {employees} موظفًا في {records} سجل حضور.',
  },
  'Sync:KeptManual': {
    en: '{days} days kept as entered by hand or corrected by a request.',
    ar: 'أُبقي على {days} يومًا كما أُدخلت يدويًا أو صُحّحت بطلب.',
  },
  'Sync:UnknownPin': {
    en: 'Unknown PIN {pin}: {punches} punches not paired. Give an employee this PIN.',
    ar: 'رقم البصمة {pin} غير معروف: لم تُربط {punches} بصمة. امنح أحد الموظفين هذا الرقم.',
  },
  'Sync:MoreUnknownPins': {
    en: '{count} more unknown PINs.',
    ar: '{count} أرقام بصمة أخرى غير معروفة.',
  },
  'Sync:ClockOff': {
    en: 'The terminal’s clock is off by {minutes} minutes (terminal {device}, expected {expected}).',
    ar: 'ساعة الجهاز مختلفة بمقدار {minutes} دقيقة (الجهاز {device}، المتوقع {expected}).',
  },
  'Sync:ClockDrift': {
    en: 'The terminal’s clock read {device}, {seconds} seconds from the server’s ({expected}; tolerance {tolerance} minutes).',
    ar: 'قرأت ساعة الجهاز {device}، بفارق {seconds} ثانية عن ساعة الخادم ({expected}؛ الفرق المسموح {tolerance} دقيقة).',
  },
  'Sync:ClockInvalid': {
    en: 'The terminal’s clock reads an impossible date ({device}); set the device clock.',
    ar: 'تقرأ ساعة الجهاز تاريخًا غير صحيح ({device})؛ اضبط ساعة الجهاز.',
  },
  'Sync:UndefinedState': {
    en: '{count} punches have an undefined punch state (for example {state}); the pairing does not use it.',
    ar: 'لـ {count} بصمة حالة غير معرّفة (مثل {state})؛ لا يعتمد الربط عليها.',
  },
  'Sync:TooOld': {
    en: '{count} punches older than {days} days were stored but not paired.',
    ar: 'خُزّنت {count} بصمة أقدم من {days} يومًا دون ربطها.',
  },
  'Sync:ConnectionFailed': {
    en: 'Could not read {terminal}: {reason}.',
    ar: 'تعذرت القراءة من {terminal}: {reason}.',
  },
  'Sync:Failed': { en: 'The run failed: {reason}.', ar: 'فشل التشغيل: {reason}.' },
  'Sync:Interrupted': {
    en: 'The run was interrupted (its process stopped); a new run completes the work.',
    ar: 'توقف التشغيل (توقفت العملية)؛ يكمل تشغيل جديد العمل.',
  },
  'Sync:TerminalGone': { en: 'The terminal was deleted.', ar: 'حُذف الجهاز.' },
  'Sync:Done': {
    en: '{read} punches read, {stored} new, {records} attendance records written.',
    ar: 'قُرئت {read} بصمة، الجديد {stored}، وكُتب {records} سجل حضور.',
  },
  'Sync:Reason:refused': { en: 'the connection was refused', ar: 'رُفض الاتصال' },
  'Sync:Reason:timeout': { en: 'the terminal did not answer in time', ar: 'لم يستجب الجهاز في الوقت المحدد' },
  'Sync:Reason:unauthorised': { en: 'the comm key was refused', ar: 'رُفض مفتاح الاتصال' },
  'Sync:Reason:malformed': {
    en: 'the terminal answered something unreadable',
    ar: 'أرسل الجهاز ردًا غير مقروء',
  },
  'Sync:Reason:closed': { en: 'the connection closed during the read', ar: 'انقطع الاتصال أثناء القراءة' },
  'Sync:Reason:unreachable': { en: 'the terminal cannot be reached', ar: 'لا يمكن الوصول إلى الجهاز' },
  // The daily reminders (documents module): one record per tenant and day.
  'Reminders:Name': { en: 'Reminders of {date}', ar: 'تذكيرات {date}' },
  'Reminders:Items': {
    en: '{items} items come due within the thresholds: {documents} documents, {contracts} contract ends, {probations} probation ends, {custody} custody items.',
    ar: 'يحين موعد {items} عنصرًا ضمن مهل التذكير: {documents} مستندات، {contracts} نهايات عقود، {probations} نهايات فترات تجربة، {custody} عهد.',
  },
  'Reminders:NoRecipient': {
    en: 'Nobody to remind of {title} ({date}): no HR holder, manager or employee user.',
    ar: 'لا أحد لتذكيره بـ {title} ({date}): لا مستخدم للموارد البشرية أو للمدير أو للموظف.',
  },
  'Reminders:Done': {
    en: '{sent} reminders sent ({skipped} already sent before); {digests} e-mail digests queued.',
    ar: 'أُرسل {sent} تذكيرًا (سبق إرسال {skipped})؛ ووُضع {digests} ملخصًا بريديًا في الانتظار.',
  },
  'Reminders:Failed': { en: 'The run failed: {reason}.', ar: 'فشل التشغيل: {reason}.' },
} as const satisfies Record<string, { en: string; ar: string }>;
export type JobLogTextKey = keyof typeof jobLogTexts;

/** The group name of the attendance sync's records. */
export const attendanceSyncGroup = 'AttendanceSync';

export const jobExecutionRecordDto = auditedDto.extend({
  id: z.uuid(),
  name: z.string(),
  groupName: z.string(),
  status: JobExecutionStatuses.dto,
  details: z.string().nullable(),
  terminalId: z.uuid().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type JobExecutionRecordDto = z.infer<typeof jobExecutionRecordDto>;

export const getJobExecutionRecordsInput = pagedRequest.extend({
  status: enumFilter(JobExecutionStatuses),
});
export type GetJobExecutionRecords = z.infer<typeof getJobExecutionRecordsInput>;

export const jobExecutionLogDto = z.object({
  id: z.uuid(),
  logType: JobExecutionLogTypes.dto,
  logMessage: z.string(),
  creationTime: z.string(),
});
export type JobExecutionLogDto = z.infer<typeof jobExecutionLogDto>;

/** What starting the sync did: the runs enqueued (one per terminal), or none when every terminal had one. */
export const syncAttendanceResult = z.object({
  enqueued: z.number().int(),
  recordIds: z.array(z.uuid()),
});
export type SyncAttendanceResult = z.infer<typeof syncAttendanceResult>;

const P = TimePermissions.JobExecutionRecords;
const tag = 'JobExecutionRecord';
const call = resourceCalls('/api/app/job-execution-record', tag);
const read = access.policy(P.Default);

export const jobExecutionRecordEndpoints = {
  /** Newest first. */
  list: call('GET', '', read, {
    query: getJobExecutionRecordsInput,
    response: pagedResult(jobExecutionRecordDto),
  }),
  /** Starts a sync run of every terminal of the tenant that has none waiting or running. */
  syncAttendance: call('POST', 'sync-attendance', P.SyncAttendance, { response: syncAttendanceResult }),
  /** The record's log lines, oldest first (at most the first 1000). */
  logs: endpoint({
    method: 'GET',
    path: '/api/app/job-execution-log/execution-logs/:id',
    params: idParams,
    response: z.array(jobExecutionLogDto),
    access: read,
    tag,
  }),
};
