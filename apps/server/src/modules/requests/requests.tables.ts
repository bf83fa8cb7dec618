import type { NamePair } from '@hr/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, smallint, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { instant, newestFirst } from '../../platform/db/columns.ts';
import { tenantOrHostTable, tenantTable } from '../../platform/db/tenant-table.ts';
import type { AttendanceSnapshot } from '../time/public.ts';

/**
 * A text of a notification: a key of the notification texts with its parameters (rendered in each
 * reader's language), or a literal text a person wrote.
 */
/** A text's parameters: a value, or a name in two languages (rendered in the reader's, `paramIn`). */
export type StoredText =
  | { key: string; params?: Record<string, string | number | NamePair> }
  | { text: string };

/**
 * One row per recipient: sending to a role or to everyone writes a row for each person, so that each
 * has their own seen flag. Never updated but for `is_seen`.
 */
export const notifications = tenantOrHostTable(
  'notifications',
  {
    recipientId: uuid('recipient_id').notNull(),
    title: jsonb('title').$type<StoredText>().notNull(),
    message: jsonb('message').$type<StoredText>().notNull(),
    type: smallint('type').notNull().default(0),
    relatedId: uuid('related_id'),
    isSeen: boolean('is_seen').notNull().default(false),
    seenTime: instant('seen_time'),
    creationTime: instant('creation_time').notNull().defaultNow(),
    creatorId: uuid('creator_id'),
  },
  (t) => [
    // The recipient's list, newest first (the id breaks ties: UUIDv7 is time-ordered).
    index('notifications_recipient_time').on(t.tenantId, t.recipientId, ...newestFirst(t)),
    // The unseen count of the badge.
    index('notifications_recipient_unseen').on(t.tenantId, t.recipientId).where(sql`not ${t.isSeen}`),
  ],
);

/**
 * Attendance-correction requests of employees (document 1 §4). The stay (`check_in`..`check_out`) replaces
 * the employee's records of the fix range as the mode says (RemoveAll=0, RemoveOverlapping=1, Fix=2, the
 * last naming its record in `attendance_id`). AttendanceRequestState: PendingApproval=0 .. Cancelled=4.
 * Once accepted, `removed_records` keeps what the correction deleted (the before/after view) and
 * `created_record_id` the record it wrote. The employee and the records belong to other modules (no
 * foreign keys).
 */
export const attendanceRequests = tenantTable(
  'attendance_requests',
  {
    employeeId: uuid('employee_id').notNull(),
    checkIn: instant('check_in').notNull(),
    checkOut: instant('check_out').notNull(),
    fixFrom: instant('fix_from').notNull(),
    fixTo: instant('fix_to').notNull(),
    mode: smallint('mode').notNull(),
    attendanceId: uuid('attendance_id'),
    reason: varchar('reason', { length: 500 }),
    state: smallint('state').notNull(),
    decisionTime: instant('decision_time'),
    decidedBy: uuid('decided_by'),
    removedRecords: jsonb('removed_records').$type<AttendanceSnapshot[]>(),
    createdRecordId: uuid('created_record_id'),
  },
  (t) => [
    // The employee's own list, newest first, and their pending requests' overlap check.
    index('attendance_requests_tenant_employee_time').on(t.tenantId, t.employeeId, ...newestFirst(t)),
    // HR's list of every employee's requests, newest first.
    index('attendance_requests_tenant_time').on(t.tenantId, ...newestFirst(t)),
    index('attendance_requests_tenant_employee_pending')
      .on(t.tenantId, t.employeeId, t.fixFrom)
      .where(sql`${t.state} = 0`),
    check('attendance_requests_times', sql`${t.checkOut} > ${t.checkIn} and ${t.fixTo} > ${t.fixFrom}`),
    check('attendance_requests_mode', sql`${t.mode} between 0 and 2`),
    check('attendance_requests_state', sql`${t.state} between 0 and 4`),
  ],
);

/** What a task's name says (its kind's text in the reader's language takes these parameters). */
export interface GoTaskSubject {
  employee: string;
  days: string;
}

/**
 * Go-tasks: the decision of a request (GoTaskKind AttendanceRequest=1, LeaveRequest=2; the request's id in
 * `binding_model_id`, one task per request). Assigned to the user of the requester's manager, or to nobody
 * (`assignee_id` null): then every user holding `approve_permission` may decide it. GoTaskState Open=0,
 * Closed=1, with its GoTaskOutcome; `creator_id` is the requester's user.
 */
export const goTasks = tenantTable(
  'go_tasks',
  {
    kind: smallint('kind').notNull(),
    bindingModelId: uuid('binding_model_id').notNull(),
    subject: jsonb('subject').$type<GoTaskSubject>().notNull(),
    state: smallint('state').notNull(),
    assigneeId: uuid('assignee_id'),
    approvePermission: varchar('approve_permission', { length: 128 }).notNull(),
    rejectPermission: varchar('reject_permission', { length: 128 }).notNull(),
    outcome: smallint('outcome'),
    closedTime: instant('closed_time'),
    closedBy: uuid('closed_by'),
    reason: varchar('reason', { length: 500 }),
  },
  (t) => [
    uniqueIndex('go_tasks_tenant_kind_binding').on(t.tenantId, t.kind, t.bindingModelId),
    // The assignee's list, newest first; the unassigned ones by the permission that may decide them.
    index('go_tasks_tenant_assignee_time').on(t.tenantId, t.assigneeId, ...newestFirst(t)),
    index('go_tasks_tenant_unassigned_time')
      .on(t.tenantId, t.approvePermission, ...newestFirst(t))
      .where(sql`${t.assigneeId} is null`),
    check('go_tasks_state', sql`${t.state} between 0 and 1`),
    check('go_tasks_outcome', sql`${t.outcome} is null or ${t.outcome} between 1 and 3`),
  ],
);
