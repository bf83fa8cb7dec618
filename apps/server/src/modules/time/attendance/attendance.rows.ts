import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../../platform/context.ts';
import { tenantRows } from '../../../platform/db/tenant-table.ts';
import type { ExpectedTime } from '../../employment/public.ts';
import { attendanceRecords } from '../time.tables.ts';

// What the parts of the attendance service share: their dependencies, the shapes other modules read, the
// tenant filter and the row's snapshot.

/** What attendance needs of the employees module: the employee share-locked for a save, names for lists. */
export interface AttendanceEmployees {
  lockForUse(ctx: Pick<RequestContext, 'tenantId'>, id: string): Promise<boolean>;
  namesByIds(ctx: Pick<RequestContext, 'tenantId'>, ids: readonly string[]): Promise<Map<string, string>>;
}

/** What attendance asks of the contracts module: the day the employee's employment began (null: no contract). */
export interface AttendanceContracts {
  employmentStartOf(ctx: Pick<RequestContext, 'tenantId'>, employeeId: string): Promise<string | null>;
}

export interface AttendanceDeps {
  employees: AttendanceEmployees;
  contracts: AttendanceContracts;
  /** The contracts module's expected time (read inside the write's transaction, after the employee's lock). */
  expectedTime: Pick<ExpectedTime, 'forEmployee' | 'forEmployees'>;
  /** The tenant's IANA time zone (setting Abp.Timing.TimeZone). */
  timeZoneOf(ctx: RequestContext): Promise<string>;
}

export type AttendanceRow = typeof attendanceRecords.$inferSelect;

/** A stored record, as the sync and payroll read them (no names, no late/early). */
export interface AttendanceRecord {
  id: string;
  employeeId: string;
  checkIn: Date;
  checkOut: Date | null;
  inMode: number;
  outMode: number | null;
  workDay: string;
  origin: number;
}

/**
 * A record as it was, kept by whoever deleted it (an accepted correction request shows what it removed):
 * the row with its instants as ISO text.
 */
export interface AttendanceSnapshot {
  id: string;
  employeeId: string;
  checkIn: string;
  checkOut: string | null;
  inMode: number;
  outMode: number | null;
  workDay: string;
  origin: number;
  creationTime: string;
  creatorId: string | null;
  lastModificationTime: string | null;
  lastModifierId: string | null;
  concurrencyStamp: string;
}

/**
 * An approved correction (requests module): what it removes, and the stay it writes instead. `range`: every
 * record of the employee overlapping it; `recordId`: that one record, which must still be the employee's.
 */
export interface AttendanceCorrection {
  employeeId: string;
  remove: { range: { from: Date; to: Date } } | { recordId: string };
  record: { checkIn: Date; checkOut: Date };
}

export interface Span {
  checkIn: Date;
  checkOut: Date | null;
}

export const snapshotOf = (row: AttendanceRow): AttendanceSnapshot => ({
  id: row.id,
  employeeId: row.employeeId,
  checkIn: row.checkIn.toISOString(),
  checkOut: row.checkOut?.toISOString() ?? null,
  inMode: row.inMode,
  outMode: row.outMode,
  workDay: row.workDay,
  origin: row.origin,
  creationTime: row.creationTime.toISOString(),
  creatorId: row.creatorId,
  lastModificationTime: row.lastModificationTime?.toISOString() ?? null,
  lastModifierId: row.lastModifierId,
  concurrencyStamp: row.concurrencyStamp,
});

export const rowOf = (s: AttendanceSnapshot, tenantId: string): AttendanceRow => ({
  ...s,
  tenantId,
  checkIn: new Date(s.checkIn),
  checkOut: s.checkOut ? new Date(s.checkOut) : null,
  creationTime: new Date(s.creationTime),
  lastModificationTime: s.lastModificationTime ? new Date(s.lastModificationTime) : null,
});

export const recordsOf = (tenantId: string) => eq(attendanceRecords.tenantId, tenantId);
export const byId = (tenantId: string, id: string) =>
  tenantRows(attendanceRecords, tenantId, [eq(attendanceRecords.id, id)]);
