import {
  ContractsPermissions,
  DocumentsPermissions,
  DueItemKind,
  JobExecutionLogType,
  JobExecutionStatus,
  type LanguageCode,
  NotificationType,
  type notificationTexts,
  SettingNames,
} from '@hr/contracts';
import { asc, eq } from 'drizzle-orm';
import { type RequestContext, systemContext } from '../../platform/context.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import type { MailService } from '../../platform/mail.ts';
import type { SettingService } from '../../platform/settings.service.ts';
import { addDays, dateIn, hourIn } from '../../platform/tenant-date.ts';
import { everyTenant } from '../../platform/tenant-jobs.ts';
import type { EmployeesApi } from '../employees/public.ts';
import type { IdentityApi } from '../identity/public.ts';
import type { RequestsApi } from '../requests/public.ts';
import { renderText } from '../requests/public.ts';
import type { TenancyApi } from '../tenancy/public.ts';
import type { TimeApi } from '../time/public.ts';
import { dueReminders, type ReminderText, reminderDigests, reminderRuns } from './documents.tables.ts';
import { type DueItem, type DueItemsService, daysBetween } from './due-items.service.ts';

/** An item overdue by more than this many days is no longer reminded (it is on the page, overdue first). */
export const reminderGraceDays = 7;

/** The group of the reminders' job execution records. */
export const remindersGroup = 'DueReminders';

/** What the digest job carries: one person's reminders of one tenant date. */
export interface DigestJob {
  tenantId: string;
  recipientId: string;
  date: string;
}

/**
 * The threshold an item crosses today: the smallest of its thresholds not below the days left (an item
 * first seen inside a threshold, or after a missed day, gets that one reminder, not every one it passed);
 * none when it is further away than every threshold or overdue beyond the grace.
 */
export function thresholdCrossed(thresholds: readonly number[], daysLeft: number): number | null {
  if (daysLeft < -reminderGraceDays) return null;
  const crossed = thresholds.filter((t) => t >= daysLeft);
  return crossed.length ? Math.min(...crossed) : null;
}

const titles: Record<DueItemKind, [ahead: string, today: string]> = {
  [DueItemKind.Document]: ['Notifications:DocumentExpiringTitle', 'Notifications:DocumentExpiresTodayTitle'],
  [DueItemKind.ContractEnd]: ['Notifications:ContractEndingTitle', 'Notifications:ContractEndsTodayTitle'],
  [DueItemKind.ProbationEnd]: ['Notifications:ProbationEndingTitle', 'Notifications:ProbationEndsTodayTitle'],
  [DueItemKind.CustodyDue]: ['Notifications:CustodyDueTitle', 'Notifications:CustodyDueTodayTitle'],
};

/** The notification of an item: its kind's title (in N days, or today) and message. */
function texts(
  item: DueItem,
  employee: string,
  daysLeft: number,
): { title: ReminderText; message: ReminderText } {
  const [ahead, today] = titles[item.kind] ?? titles[DueItemKind.Document]!;
  const title = daysLeft > 0 ? { key: ahead, params: { days: daysLeft } } : { key: today };
  const date = item.dueDate;
  switch (item.kind) {
    case DueItemKind.Document:
      return {
        title,
        message: {
          key: 'Notifications:DocumentExpiringMessage',
          params: { document: item.title, employee, file: item.detail ?? '', date },
        },
      };
    case DueItemKind.ContractEnd:
      return {
        title,
        message: {
          key: 'Notifications:ContractEndingMessage',
          params: { contract: item.title, employee, end: date },
        },
      };
    case DueItemKind.ProbationEnd:
      return {
        title,
        message: {
          key: 'Notifications:ProbationEndingMessage',
          params: { contract: item.title, employee, date },
        },
      };
    default:
      return {
        title,
        message: { key: 'Notifications:CustodyDueMessage', params: { item: item.title, employee, date } },
      };
  }
}

export interface RemindersDeps {
  db: Database;
  dueItems: Pick<DueItemsService, 'items'>;
  employees: Pick<EmployeesApi['employees'], 'reminderFacts'>;
  users: Pick<IdentityApi['users'], 'approvers' | 'mailContacts'>;
  notifications: Pick<RequestsApi['notifications'], 'write'>;
  jobExecutions: TimeApi['jobExecutions'];
  tenants: Pick<TenancyApi['tenants'], 'list'>;
  settings: Pick<SettingService, 'values' | 'timeZoneOf' | 'languagesOf'>;
  mail: Pick<MailService, 'send'>;
}

/**
 * The daily reminders: at its reminder hour (a setting, its time zone), each tenant's items that cross a
 * threshold today get one notification per recipient (the bell, live), then each person one e-mail digest
 * of the day in their language. The unique rows of `due_reminders` and `reminder_digests` make it
 * idempotent: a re-run, a second process or a run restarted after a crash sends nothing twice.
 */
export function createReminders(deps: RemindersDeps) {
  const { db } = deps;
  let dispatch: ((job: DigestJob, tx: Tx) => Promise<void>) | undefined;

  /** The users an item's reminders go to (each once), by what its type or kind says. */
  async function recipientsOf(
    ctx: RequestContext,
    item: DueItem,
    holdersOf: (permission: string) => Promise<string[]>,
    managerOf: Map<string, string | null>,
  ): Promise<string[]> {
    const users = new Set<string>();
    if (item.remind.hr)
      for (const id of await holdersOf(DocumentsPermissions.Documents.Default)) users.add(id);
    // Contract and probation ends: the holders of HR.Contract.Index too (the contracts' people; this job
    // alone reminds of a contract's end, the contracts' daily job only expires them).
    if (item.kind === DueItemKind.ContractEnd || item.kind === DueItemKind.ProbationEnd)
      for (const id of await holdersOf(ContractsPermissions.Contracts.Default)) users.add(id);
    const userOf = (employeeId: string) => deps.users.approvers.userOfEmployee(ctx, employeeId);
    const manager = managerOf.get(item.employeeId);
    if (item.remind.manager && manager) {
      const id = await userOf(manager);
      if (id) users.add(id);
    }
    if (item.remind.employee) {
      const id = await userOf(item.employeeId);
      if (id) users.add(id);
    }
    return [...users];
  }

  /** Sends the digest of one person and day (the job, or inline without a queue); records the outcome. */
  async function sendDigest(job: DigestJob): Promise<'sent' | 'skipped' | 'failed'> {
    const scope = { tenantId: job.tenantId };
    const rows = await db.transaction(scope, (tx) =>
      tx
        .select({ title: dueReminders.title, message: dueReminders.message, dueDate: dueReminders.dueDate })
        .from(dueReminders)
        .where(
          tenantRows(dueReminders, job.tenantId, [
            eq(dueReminders.recipientId, job.recipientId),
            eq(dueReminders.reminderDate, job.date),
          ]),
        )
        .orderBy(asc(dueReminders.dueDate), asc(dueReminders.id)),
    );
    const record = (values: { sentTime?: Date; failure?: string }) =>
      db.transaction(scope, (tx) =>
        tx
          .update(reminderDigests)
          .set(values)
          .where(
            tenantRows(reminderDigests, job.tenantId, [
              eq(reminderDigests.recipientId, job.recipientId),
              eq(reminderDigests.reminderDate, job.date),
            ]),
          ),
      );
    const contact = (await deps.users.mailContacts({ ...scope, userId: null }, [job.recipientId])).get(
      job.recipientId,
    );
    if (!rows.length || !contact) {
      await record({ failure: 'No active user with an e-mail address, or nothing to send.' });
      return 'skipped';
    }
    const language: LanguageCode =
      (await deps.settings.languagesOf(job.tenantId, [job.recipientId])).get(job.recipientId) ?? 'en';
    const say = (key: keyof typeof notificationTexts, params: Record<string, string | number>) =>
      renderText({ key, params }, language);
    const lines = rows.map((r) => `• ${renderText(r.title, language)}\n  ${renderText(r.message, language)}`);
    try {
      await deps.mail.send(scope, {
        to: contact.name ? { name: contact.name, address: contact.email } : contact.email,
        subject: say('Notifications:ReminderDigestSubject', { date: job.date, count: rows.length }),
        text: `${say('Notifications:ReminderDigestIntro', { date: job.date })}\n\n${lines.join('\n\n')}\n`,
        language,
      });
      await record({ sentTime: systemContext(null).now() });
      return 'sent';
    } catch (error) {
      // The reason only (the mail service's errors never hold the SMTP password).
      await record({ failure: (error instanceof Error ? error.message : String(error)).slice(0, 1000) });
      return 'failed';
    }
  }

  /**
   * One tenant's reminders of `today` (its date) at `now`: every item crossing a threshold, one
   * notification per recipient (who inserts the unique row sends, in the same transaction), then the
   * digests. Writes a job execution record with its log. Answers what it did.
   */
  async function day(tenantId: string, today: string, now: Date) {
    const ctx = systemContext(tenantId, { now: () => now });
    const recordId = await db.transaction(ctx, (tx) =>
      deps.jobExecutions.enqueue(tx, ctx, {
        name: { key: 'Reminders:Name', params: { date: today } },
        groupName: remindersGroup,
        terminalId: null,
      }),
    );
    await deps.jobExecutions.begin(ctx, recordId);
    try {
      const done = await remind(ctx, tenantId, today, recordId);
      await deps.jobExecutions.finish(ctx, recordId, JobExecutionStatus.Succeeded, {
        key: 'Reminders:Done',
        params: done,
      });
      await db.transaction(ctx, (tx) =>
        tx.insert(reminderRuns).values({ tenantId, runDate: today, finishedTime: now }).onConflictDoNothing(),
      );
      return done;
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await deps.jobExecutions.finish(ctx, recordId, JobExecutionStatus.Failed, {
        key: 'Reminders:Failed',
        params: { reason },
      });
      throw error;
    }
  }

  async function remind(ctx: RequestContext, tenantId: string, today: string, recordId: string) {
    const values = await deps.settings.values({ tenantId, userId: null });
    const digestEnabled = values[SettingNames.Documents.DigestEnabled] !== 'false';
    // The largest threshold any item may have: documents' types allow up to two years.
    const items = await deps.dueItems.items(ctx, today, addDays(today, 730));
    const due = items
      .map((item) => ({ item, daysLeft: daysBetween(today, item.dueDate) }))
      .map((d) => ({ ...d, threshold: thresholdCrossed(d.item.thresholds, d.daysLeft) }))
      .filter((d): d is typeof d & { threshold: number } => d.threshold !== null);
    const count = (kind: DueItemKind) => due.filter((d) => d.item.kind === kind).length;
    const log: Array<{ type: number; text: Parameters<TimeApi['jobExecutions']['log']>[2][number]['text'] }> =
      [
        {
          type: JobExecutionLogType.Info,
          text: {
            key: 'Reminders:Items',
            params: {
              items: due.length,
              documents: count(DueItemKind.Document),
              contracts: count(DueItemKind.ContractEnd),
              probations: count(DueItemKind.ProbationEnd),
              custody: count(DueItemKind.CustodyDue),
            },
          },
        },
      ];
    const facts = await deps.employees.reminderFacts(ctx, [...new Set(due.map((d) => d.item.employeeId))]);
    const managerOf = new Map([...facts].map(([id, f]) => [id, f.managerId]));
    const holders = new Map<string, Promise<string[]>>();
    const holdersOf = (permission: string) => {
      let found = holders.get(permission);
      if (!found) {
        found = deps.users.approvers.holdersOf(ctx, permission);
        holders.set(permission, found);
      }
      return found;
    };
    let sent = 0;
    let skipped = 0;
    for (const { item, daysLeft, threshold } of due) {
      const recipients = await recipientsOf(ctx, item, holdersOf, managerOf);
      if (!recipients.length) {
        if (log.length < 200)
          log.push({
            type: JobExecutionLogType.Warning,
            text: { key: 'Reminders:NoRecipient', params: { title: item.title, date: item.dueDate } },
          });
        continue;
      }
      const employee = facts.get(item.employeeId)?.fullName ?? '';
      const { title, message } = texts(item, employee, daysLeft);
      const inserted = await db.transaction(ctx, async (tx) => {
        const rows = await tx
          .insert(dueReminders)
          .values(
            recipients.map((recipientId) => ({
              tenantId,
              itemKind: item.kind,
              itemId: item.itemId,
              dueDate: item.dueDate,
              threshold,
              recipientId,
              reminderDate: today,
              title,
              message,
            })),
          )
          .onConflictDoNothing()
          .returning({ recipientId: dueReminders.recipientId });
        const to = rows.map((r) => r.recipientId);
        if (to.length)
          await deps.notifications.write(tx, ctx, to, {
            title: title as never,
            message: message as never,
            type: NotificationType.DueReminder,
            relatedId: item.itemId,
            mail: false,
          });
        return to.length;
      });
      sent += inserted;
      skipped += recipients.length - inserted;
    }
    let digests = 0;
    if (digestEnabled) {
      const people = await db.transaction(ctx, (tx) =>
        tx
          .selectDistinct({ recipientId: dueReminders.recipientId })
          .from(dueReminders)
          .where(tenantRows(dueReminders, tenantId, [eq(dueReminders.reminderDate, today)])),
      );
      for (const { recipientId } of people) {
        const job: DigestJob = { tenantId, recipientId, date: today };
        const claimed = await db.transaction(ctx, async (tx) => {
          const rows = await tx
            .insert(reminderDigests)
            .values({ tenantId, recipientId, reminderDate: today })
            .onConflictDoNothing()
            .returning({ id: reminderDigests.id });
          if (rows.length && dispatch) await dispatch(job, tx);
          return rows.length > 0;
        });
        if (!claimed) continue;
        digests++;
        // Without a queue (a process without jobs), the digest goes now, after its claim committed.
        if (!dispatch) await sendDigest(job);
      }
    }
    await deps.jobExecutions.log(ctx, recordId, log);
    return { sent, skipped, digests };
  }

  return {
    day,
    sendDigest,
    /** The queue digests go to (set when the jobs start; without it they are sent inline). */
    setDispatcher(send: (job: DigestJob, tx: Tx) => Promise<void>) {
      dispatch = send;
    },

    /**
     * The hourly tick: every tenant whose clock has reached its reminder hour and whose day is not done yet.
     * A tenant missed at its hour (the process was down) is run at the next tick of the same day.
     */
    async run(now: Date) {
      let tenants = 0;
      for await (const tenantId of everyTenant(deps.tenants)) {
        const scope = { tenantId };
        const zone = await deps.settings.timeZoneOf(scope);
        const values = await deps.settings.values({ tenantId, userId: null });
        const hour = Number(values[SettingNames.Documents.ReminderHour] ?? 7);
        if (hourIn(zone, now) < (Number.isInteger(hour) ? hour : 7)) continue;
        const today = dateIn(zone, now);
        const [done] = await db.transaction(scope, (tx) =>
          tx
            .select({ id: reminderRuns.id })
            .from(reminderRuns)
            .where(tenantRows(reminderRuns, tenantId, [eq(reminderRuns.runDate, today)])),
        );
        if (done) continue;
        await day(tenantId, today, now);
        tenants++;
      }
      return { tenants };
    },
  };
}
export type Reminders = ReturnType<typeof createReminders>;
