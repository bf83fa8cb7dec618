import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, smallint, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { instant, newestFirst } from '../../platform/db/columns.ts';
import { tenantRowsTable, tenantTable } from '../../platform/db/tenant-table.ts';

/** A notification text: a key of the notification texts and its parameters. */
export interface ReminderText {
  key: string;
  params?: Record<string, string | number>;
}

/**
 * One row per reminder sent: an item (DueItemKind: Document 0, ContractEnd 1, ProbationEnd 2, CustodyDue 3,
 * its id and the due date it had), a threshold (days ahead) and a recipient. The unique index decides who
 * sends: a run inserts with ON CONFLICT DO NOTHING and writes the notification only for a row it inserted,
 * in the same transaction, so a re-run, a second process or a restart sends nothing twice. A due date that
 * moves (a contract extended) is a new deadline, reminded again.
 */
export const dueReminders = tenantRowsTable(
  'due_reminders',
  {
    itemKind: smallint('item_kind').notNull(),
    itemId: uuid('item_id').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    threshold: smallint('threshold').notNull(),
    recipientId: uuid('recipient_id').notNull(),
    /** The tenant's date of the run that sent it: the digest of that day lists it. */
    reminderDate: date('reminder_date', { mode: 'string' }).notNull(),
    /** The notification's texts (keys and parameters), rendered again in each reader's language by the digest. */
    title: jsonb('title').$type<ReminderText>().notNull(),
    message: jsonb('message').$type<ReminderText>().notNull(),
    creationTime: instant('creation_time').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('due_reminders_tenant_item_threshold_recipient').on(
      t.tenantId,
      t.itemKind,
      t.itemId,
      t.dueDate,
      t.threshold,
      t.recipientId,
    ),
    // A person's reminders of a day: their digest.
    index('due_reminders_tenant_recipient_date').on(t.tenantId, t.recipientId, t.reminderDate),
    check('due_reminders_kind', sql`${t.itemKind} between 0 and 3`),
  ],
);

/**
 * One e-mail digest per person and tenant date: the row is claimed (ON CONFLICT DO NOTHING) in the
 * transaction that queues its mail job, so two runs never mail a person twice the same day.
 */
export const reminderDigests = tenantRowsTable(
  'reminder_digests',
  {
    recipientId: uuid('recipient_id').notNull(),
    reminderDate: date('reminder_date', { mode: 'string' }).notNull(),
    creationTime: instant('creation_time').notNull().defaultNow(),
    sentTime: instant('sent_time'),
    /** Why the mail did not go (no address, SMTP refused); never a secret. */
    failure: varchar('failure', { length: 1000 }),
  },
  (t) => [
    uniqueIndex('reminder_digests_tenant_recipient_date').on(t.tenantId, t.recipientId, t.reminderDate),
  ],
);

/**
 * Renewals of employees' documents (a request kind decided by go-tasks): the document renewed, the new file
 * (an attachment bound to the request until approved) and what the request said when filed.
 * DocumentRenewalState: PendingApproval=0, Rejected=2, Approved=3, Cancelled=4.
 */
export const documentRenewals = tenantTable(
  'document_renewals',
  {
    employeeId: uuid('employee_id').notNull(),
    documentId: uuid('document_id').notNull(),
    attachmentId: uuid('attachment_id').notNull(),
    /** The document's attachment type (HR's list filters by it); null only on rows filed before it was kept. */
    attachmentTypeId: uuid('attachment_type_id'),
    typeName: varchar('type_name', { length: 128 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    previousExpiryDate: date('previous_expiry_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    state: smallint('state').notNull(),
    decisionTime: instant('decision_time'),
    decidedBy: uuid('decided_by'),
    rejectionReason: varchar('rejection_reason', { length: 500 }),
  },
  (t) => [
    index('document_renewals_tenant_employee_time').on(t.tenantId, t.employeeId, ...newestFirst(t)),
    index('document_renewals_tenant_time').on(t.tenantId, ...newestFirst(t)),
    // One pending renewal per document.
    uniqueIndex('document_renewals_tenant_document_pending')
      .on(t.tenantId, t.documentId)
      .where(sql`${t.state} = 0`),
    check('document_renewals_state', sql`${t.state} between 0 and 4`),
  ],
);

/**
 * The tenant dates whose reminders run finished: the hourly tick runs a tenant from its reminder hour on
 * until its day is done (a run that died is run again at the next tick; what it sent is not sent twice).
 */
export const reminderRuns = tenantRowsTable(
  'reminder_runs',
  {
    runDate: date('run_date', { mode: 'string' }).notNull(),
    finishedTime: instant('finished_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reminder_runs_tenant_date').on(t.tenantId, t.runDate)],
);
