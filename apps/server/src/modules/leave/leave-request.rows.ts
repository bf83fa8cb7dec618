import { LeaveRequestUnit } from '@hr/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { groupBy } from '../../platform/group-by.ts';
import { tenantToday } from '../../platform/tenant-date.ts';
import type { EmployeesApi } from '../employees/public.ts';
import type { ExpectedTime } from '../employment/public.ts';
import type { RequestsApi } from '../requests/public.ts';
import { leaveRequestDays, type leaveRequests, leaveTypes } from './leave.tables.ts';
import {
  countLeaveDays,
  durationOf,
  expectedRangeOf,
  type LeaveDayCount,
  type LeaveSpan,
} from './leave-duration.ts';
import type { LeaveLedger, LedgerEntry, LedgerKind } from './leave-ledger.service.ts';
import type { LeaveTypeService } from './leave-type.service.ts';

// The pieces the leave request files share: rows, numbers, the day rows, ledger entries, the counting.

export type RequestRow = typeof leaveRequests.$inferSelect;
export type TypeRow = typeof leaveTypes.$inferSelect;

export interface LeaveRequestDeps {
  types: Pick<LeaveTypeService, 'lockForUse'>;
  ledger: Pick<LeaveLedger, 'post' | 'balances'>;
  employees: Pick<EmployeesApi['employees'], 'lockForUse' | 'namesByIds'>;
  expectedTime: ExpectedTime;
  goTasks: Pick<RequestsApi['goTasks'], 'open' | 'withdraw' | 'ofRequest' | 'ofRequests' | 'mayDecide'>;
  /** Writes notifications inside the caller's transaction (the notifications service's `write`). */
  notify: RequestsApi['notifications']['write'];
  userNames(ctx: RequestContext, ids: readonly string[]): Promise<Map<string, string>>;
  granted(ctx: RequestContext): Promise<ReadonlySet<string>>;
  timeZoneOf(ctx: Pick<RequestContext, 'tenantId'>): Promise<string>;
}

export const cents = (n: number | string) => Math.round(Number(n) * 100);
export const fixed = (n: number | string) => cents(n) / 100 + 0;
export const text = (n: number) => (Math.round(n * 100) / 100).toFixed(2);

/** The span of a stored request. */
export const spanOf = (row: RequestRow): LeaveSpan => ({
  unit: row.unit,
  fromDate: row.fromDate,
  toDate: row.toDate,
  fromWall: row.fromWall,
  toWall: row.toWall,
  start: row.startAt,
  end: row.endAt,
});

/** A request's ends as the notifications name them ("2026-03-01", or "2026-03-01 09:00"). */
export const endsOf = (row: Pick<RequestRow, 'fromDate' | 'toDate' | 'fromWall' | 'toWall'>) => ({
  from: row.fromWall ? row.fromWall.replace('T', ' ') : row.fromDate,
  to: row.toWall ? row.toWall.replace('T', ' ') : row.toDate,
});

/** A signed amount in the request's unit, as a ledger entry's days and hours. */
const amountIn = (unit: number, amount: number) =>
  unit === LeaveRequestUnit.Hours ? { days: 0, hours: amount } : { days: amount, hours: 0 };

/** A ledger entry of the request's allocation, the request its source. */
export const entry = (
  row: Pick<RequestRow, 'id' | 'allocationId' | 'employeeId' | 'leaveTypeId' | 'unit'>,
  kind: LedgerKind,
  amount: number,
  effectiveDate: string,
): LedgerEntry => ({
  allocationId: row.allocationId!,
  employeeId: row.employeeId,
  leaveTypeId: row.leaveTypeId,
  kind,
  ...amountIn(row.unit, amount),
  sourceId: row.id,
  effectiveDate,
});

/** The tenant's date today. */
export const today = async (deps: Pick<LeaveRequestDeps, 'timeZoneOf'>, ctx: RequestContext) =>
  tenantToday(deps, ctx);

export async function typeOf(tx: Tx, tenantId: string, id: string): Promise<TypeRow | undefined> {
  const [row] = await tx
    .select()
    .from(leaveTypes)
    .where(tenantRows(leaveTypes, tenantId, [eq(leaveTypes.id, id)]));
  return row;
}

/** What each date of the span counts for the employee, from expected time (joins the caller's transaction). */
export async function count(
  deps: Pick<LeaveRequestDeps, 'expectedTime'>,
  ctx: RequestContext,
  employeeId: string,
  span: LeaveSpan,
  countsHolidays: boolean,
): Promise<{ days: LeaveDayCount[]; duration: number; contract: boolean }> {
  const range = expectedRangeOf(span);
  const expected = await deps.expectedTime.forEmployee(ctx, employeeId, range.from, range.to);
  const days = countLeaveDays(span, expected, countsHolidays);
  // Whether any day of the span lies under a contract: without one there is no schedule to take leave from.
  return {
    days,
    duration: durationOf(span.unit, days),
    contract: expected.some((d) => d.contractId !== null),
  };
}

export async function writeDays(
  tx: Tx,
  ctx: RequestContext,
  tenantId: string,
  row: Pick<RequestRow, 'id' | 'employeeId'>,
  days: readonly LeaveDayCount[],
) {
  await tx
    .delete(leaveRequestDays)
    .where(tenantRows(leaveRequestDays, tenantId, [eq(leaveRequestDays.requestId, row.id)]));
  if (!days.length) return;
  await tx.insert(leaveRequestDays).values(
    days.map((d) => ({
      tenantId,
      requestId: row.id,
      employeeId: row.employeeId,
      date: d.date,
      days: text(d.days),
      minutes: d.minutes,
      holiday: d.holiday,
      creationTime: ctx.now(),
      creatorId: ctx.userId,
    })),
  );
}

export async function daysOfRequests(tx: Tx, tenantId: string, ids: readonly string[]) {
  if (!ids.length) return new Map<string, LeaveDayCount[]>();
  const rows = await tx
    .select()
    .from(leaveRequestDays)
    .where(tenantRows(leaveRequestDays, tenantId, [inArray(leaveRequestDays.requestId, [...ids])]))
    .orderBy(asc(leaveRequestDays.requestId), asc(leaveRequestDays.date));
  return groupBy(
    rows,
    (r) => r.requestId,
    (r): LeaveDayCount => ({ date: r.date, days: fixed(r.days), minutes: r.minutes, holiday: r.holiday }),
  );
}
