import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { localizedNameColumns, localizedNameRules } from '../../platform/db/names.ts';
import { softDeletedTenantTable, tenantRowsTable, tenantTable } from '../../platform/db/tenant-table.ts';

/**
 * Holidays: named date ranges of the tenant's calendar with no expected time, named in English and in
 * Arabic (either may be empty, not both). A re-occurring holiday repeats on the same month and day every
 * year (its stored year is the first). Two of the same name in a language (trimmed, any case) never share a
 * day: the service checks it under a lock; the unique indexes hold the exact duplicate (same name and
 * dates) whatever writes it.
 */
export const holidays = tenantTable(
  'holidays',
  {
    ...localizedNameColumns(),
    isReOccurring: boolean('is_re_occurring').notNull(),
    from: date('from', { mode: 'string' }).notNull(),
    to: date('to', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('holidays_tenant_from').on(t.tenantId, t.from),
    ...localizedNameRules('holidays', t),
    uniqueIndex('holidays_tenant_name_en_dates')
      .on(t.tenantId, sql`lower(btrim(${t.nameEn}))`, t.from, t.to)
      .where(sql`${t.nameEn} is not null`),
    uniqueIndex('holidays_tenant_name_ar_dates')
      .on(t.tenantId, sql`lower(btrim(${t.nameAr}))`, t.from, t.to)
      .where(sql`${t.nameAr} is not null`),
    check('holidays_dates', sql`${t.to} >= ${t.from}`),
  ],
);

/**
 * Attendance records: one stay at work of an employee, from a check-in to a check-out (null while the
 * employee is still in, allowed for today only). `workDay` is the tenant's date the record counts for
 * (by the expected time: an overnight shift belongs to the day it starts). `origin` says who wrote it:
 * Manual=0 (a user), Terminal=1 (the sync, which may rewrite its own), Request=2 (an approved correction).
 * The sync never touches Manual or Request records. The employee belongs to another module (no foreign key).
 */
export const attendanceRecords = tenantTable(
  'attendance_records',
  {
    employeeId: uuid('employee_id').notNull(),
    checkIn: timestamp('check_in', { withTimezone: true, mode: 'date' }).notNull(),
    checkOut: timestamp('check_out', { withTimezone: true, mode: 'date' }),
    /** AttendanceMode: Manual=0, AttendanceTerminal=1. */
    inMode: smallint('in_mode').notNull(),
    outMode: smallint('out_mode'),
    workDay: date('work_day', { mode: 'string' }).notNull(),
    origin: smallint('origin').notNull(),
  },
  (t) => [
    index('attendance_records_tenant_employee_check_in').on(t.tenantId, t.employeeId, t.checkIn),
    index('attendance_records_tenant_work_day').on(t.tenantId, t.workDay),
    // The sync's own record of an employee's work day: one, rewritten in place by a later sync.
    uniqueIndex('attendance_records_tenant_terminal_day')
      .on(t.tenantId, t.employeeId, t.workDay)
      .where(sql`${t.origin} = 1`),
    check('attendance_records_times', sql`${t.checkOut} is null or ${t.checkOut} > ${t.checkIn}`),
    check(
      'attendance_records_modes',
      sql`${t.inMode} between 0 and 1 and coalesce(${t.outMode}, 0) between 0 and 1`,
    ),
    check('attendance_records_origin', sql`${t.origin} between 0 and 2`),
  ],
);

/**
 * Fingerprint terminals (ZKTeco devices) the sync reads. The comm key is a secret, sealed by the
 * platform's secret box like the SMTP password (null: no key, the device's 0). `timeZone` is the IANA
 * zone of the device's wall clock (null: the tenant's). Soft-deleted: punches keep naming it.
 */
export const terminals = softDeletedTenantTable(
  'terminals',
  {
    name: varchar('name', { length: 128 }).notNull(),
    normalizedName: varchar('normalized_name', { length: 128 }).notNull(),
    ipAddress: varchar('ip_address', { length: 255 }).notNull(),
    port: integer('port').notNull(),
    comKeySealed: text('com_key_sealed'),
    timeZone: varchar('time_zone', { length: 64 }),
    /** After a sync whose punches are all stored, the device's log is cleared (CMD_CLEAR_ATTLOG). */
    clearLogAfterSync: boolean('clear_log_after_sync').notNull().default(false),
  },
  (t) => [
    uniqueIndex('terminals_tenant_name').on(t.tenantId, t.normalizedName).where(sql`not ${t.isDeleted}`),
    check('terminals_port', sql`${t.port} between 1 and 65535`),
  ],
);

/**
 * Where a terminal's attendance log stood at its last sync: the record count and the last record's bytes
 * (base64). The next sync compares them with the device's before it reads anything more (nothing new: no
 * read), and reads past them only when the log grew. Written in the transaction that stored the punches.
 */
export const terminalLogMarks = tenantRowsTable(
  'terminal_log_marks',
  {
    terminalId: uuid('terminal_id')
      .notNull()
      .references(() => terminals.id),
    recordCount: integer('record_count').notNull(),
    lastRecord: varchar('last_record', { length: 64 }),
    /** Every punch of the log up to this mark is stored (none skipped as unreadable): it may be cleared. */
    allStored: boolean('all_stored').notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('terminal_log_marks_tenant_terminal').on(t.tenantId, t.terminalId),
    check('terminal_log_marks_count', sql`${t.recordCount} >= 0`),
  ],
);

/** Employee PINs: the user id an employee has on the terminals, unique per tenant both ways. */
export const employeePins = tenantTable(
  'employee_pins',
  {
    pin: integer('pin').notNull(),
    employeeId: uuid('employee_id').notNull(),
  },
  (t) => [
    uniqueIndex('employee_pins_tenant_pin').on(t.tenantId, t.pin),
    uniqueIndex('employee_pins_tenant_employee').on(t.tenantId, t.employeeId),
    check('employee_pins_pin', sql`${t.pin} > 0`),
  ],
);

/**
 * Raw punches read from a terminal, stored once: unique on (terminal, device user id, device-local time),
 * so a re-sync adds nothing. `deviceTime` is the device's wall clock as read (no zone); `instant` is it in
 * the terminal's zone. `pairedAt` is null until the punch has been paired into attendance records (in the
 * same transaction as the records it made, so a run killed midway leaves it for the next run).
 */
export const punches = tenantRowsTable(
  'punches',
  {
    terminalId: uuid('terminal_id')
      .notNull()
      .references(() => terminals.id),
    deviceUserId: varchar('device_user_id', { length: 24 }).notNull(),
    deviceTime: timestamp('device_time', { withTimezone: false, mode: 'string' }).notNull(),
    instant: timestamp('instant', { withTimezone: true, mode: 'date' }).notNull(),
    verifyType: smallint('verify_type').notNull(),
    state: smallint('state').notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }).notNull(),
    pairedAt: timestamp('paired_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('punches_tenant_terminal_user_time').on(
      t.tenantId,
      t.terminalId,
      t.deviceUserId,
      t.deviceTime,
    ),
    index('punches_tenant_user_instant').on(t.tenantId, t.deviceUserId, t.instant),
    index('punches_tenant_unpaired').on(t.tenantId, t.terminalId).where(sql`${t.pairedAt} is null`),
  ],
);

/**
 * Job execution records: one run of a background job of the tenant (the attendance sync of a terminal),
 * JobExecutionStatus Enqueued=0 -> Running=1 -> Succeeded=2 or Failed=3, with a summary in `details`.
 */
export const jobExecutionRecords = tenantTable(
  'job_execution_records',
  {
    name: varchar('name', { length: 256 }).notNull(),
    groupName: varchar('group_name', { length: 128 }).notNull(),
    status: smallint('status').notNull(),
    details: varchar('details', { length: 2000 }),
    /** The terminal a sync run reads (null for other jobs). */
    terminalId: uuid('terminal_id').references(() => terminals.id),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('job_execution_records_tenant_creation').on(t.tenantId, t.creationTime),
    index('job_execution_records_tenant_terminal').on(t.tenantId, t.terminalId),
    check('job_execution_records_status', sql`${t.status} between 0 and 3`),
  ],
);

/** The log lines of a job execution record: LogType Info=0, Warning=1, Error=2. */
export const jobExecutionLogs = tenantRowsTable(
  'job_execution_logs',
  {
    recordId: uuid('record_id')
      .notNull()
      .references(() => jobExecutionRecords.id),
    logType: smallint('log_type').notNull(),
    logMessage: varchar('log_message', { length: 2000 }).notNull(),
    creationTime: timestamp('creation_time', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('job_execution_logs_tenant_record').on(t.tenantId, t.recordId, t.creationTime),
    check('job_execution_logs_type', sql`${t.logType} between 0 and 2`),
  ],
);
