import type { LanguageCode } from '@hr/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Tx } from '../../platform/db/database.ts';
import { AppError, translate } from '../../platform/errors.ts';
import type { MailService } from '../../platform/mail.ts';
import type { SettingService } from '../../platform/settings.service.ts';
import type { IdentityApi } from '../identity/public.ts';
import { renderText } from './notification.service.ts';
import { notifications } from './requests.tables.ts';

/** What the queue carries: the notifications just written (one tenant's), mailed to their recipients. */
export interface NotificationMailJob {
  tenantId: string | null;
  ids: string[];
}

/** Notifications per job: a job sends this many mails at most (a broadcast is cut into many jobs). */
export const notificationsPerMailJob = 50;

/** The line under each notification mail, in the recipient's language. */
const footer: Record<LanguageCode, string> = {
  en: 'You receive this e-mail because this notification was sent to you in HR. You can read it and your other notifications in the app.',
  ar: 'وصلك هذا البريد لأن هذا الإشعار أُرسل إليك في نظام الموارد البشرية. يمكنك قراءته وسائر إشعاراتك في التطبيق.',
};

export interface NotificationMailDeps {
  users: Pick<IdentityApi['users'], 'mailContacts'>;
  /** The recipients' languages (their own, else the tenant's, else English): one query per batch. */
  settings: Pick<SettingService, 'languagesOf'>;
  mail: Pick<MailService, 'send' | 'smtpSettings'>;
}

/** The outcome of a job, kept by pg-boss as the job's output. */
export interface NotificationMailResult {
  sent: number;
  /** Recipients without an active user or an address. */
  skipped: number;
  failed: Array<{ notificationId: string; reason: string }>;
}

/**
 * Notification mail: every notification written as it happens (not demo data or imports, which carry their
 * own time) is also e-mailed to its recipient, in the recipient's language (their own setting, else the
 * tenant's default language, else English), through the tenant's SMTP settings. `write` queues a job per
 * 50 notifications in its own transaction (so a rolled-back workflow mails nothing); the job renders each
 * for its reader and sends it. A failed mail is not retried (the notification itself is in the app): it
 * is kept in the job's output with the reason, which never holds the SMTP password.
 */
export function createNotificationMailService(db: Database, deps: NotificationMailDeps) {
  let dispatch: ((job: NotificationMailJob, tx: Tx) => Promise<void>) | undefined;

  return {
    /** Queues the mail of these notifications in `tx` (nothing while no queue is set: a process without jobs). */
    async queue(tx: Tx, tenantId: string | null, ids: readonly string[]): Promise<void> {
      if (!dispatch) return;
      for (let i = 0; i < ids.length; i += notificationsPerMailJob)
        await dispatch({ tenantId, ids: ids.slice(i, i + notificationsPerMailJob) }, tx);
    },

    /** The job: each notification rendered in its recipient's language and mailed to them. */
    async send(job: NotificationMailJob): Promise<NotificationMailResult> {
      const { tenantId } = job;
      const result: NotificationMailResult = { sent: 0, skipped: 0, failed: [] };
      if (!job.ids.length) return result;
      const rows = await db.transaction({ tenantId }, (tx) =>
        tx
          .select()
          .from(notifications)
          .where(
            and(
              tenantId ? eq(notifications.tenantId, tenantId) : isNull(notifications.tenantId),
              inArray(notifications.id, job.ids),
            ),
          ),
      );
      const recipientIds = [...new Set(rows.map((r) => r.recipientId))];
      const scope = { tenantId, userId: null };
      const contacts = await deps.users.mailContacts(scope, recipientIds);
      const languages = await deps.settings.languagesOf(tenantId, recipientIds);
      const smtp = await deps.mail.smtpSettings({ tenantId });
      for (const row of rows) {
        const contact = contacts.get(row.recipientId);
        if (!contact) {
          result.skipped++;
          continue;
        }
        const language = languages.get(row.recipientId) ?? 'en';
        try {
          if (!smtp.host) throw new AppError('Emailing:SmtpHostMissing');
          const message = renderText(row.message, language);
          await deps.mail.send(
            { tenantId },
            {
              to: contact.name ? { name: contact.name, address: contact.email } : contact.email,
              subject: renderText(row.title, language),
              text: `${message}\n\n--\n${footer[language]}`,
              language,
            },
          );
          result.sent++;
        } catch (error) {
          const reason =
            error instanceof AppError
              ? translate(error.code, 'en', error.params)
              : error instanceof Error
                ? error.message
                : String(error);
          result.failed.push({ notificationId: row.id, reason: reason.slice(0, 1000) });
        }
      }
      return result;
    },

    /** The queue the jobs go to (set when the jobs start; without it nothing is mailed). */
    setDispatcher(send: (job: NotificationMailJob, tx: Tx) => Promise<void>) {
      dispatch = send;
    },
  };
}
export type NotificationMailService = ReturnType<typeof createNotificationMailService>;
