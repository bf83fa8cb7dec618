import { LeaveRequestState, LeaveRequestUnit, NotificationType, namePairOf } from '@hr/contracts';
import { asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import { localName } from '../../platform/db/names.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { addDays } from '../../platform/tenant-date.ts';
import { leaveRequestDays, leaveRequests, leaveTypes } from './leave.tables.ts';
import { LedgerKind } from './leave-ledger.service.ts';
import {
  cents,
  count,
  daysOfRequests,
  endsOf,
  entry,
  fixed,
  type LeaveRequestDeps,
  type RequestRow,
  spanOf,
  text,
  today,
  typeOf,
  writeDays,
} from './leave-request.rows.ts';

// What other modules read and ask of leave requests (`modules.leave.requests`, typed in public.ts): the
// approved days (attendance), the recount after a holiday changed (time) and the payroll inputs (payroll).

/** One date of an employee's approved leave, as attendance and payroll read it. */
export interface LeaveDayEntry {
  employeeId: string;
  date: string;
  leaveRequestId: string;
  leaveTypeId: string;
  leaveTypeName: string;
  isPaid: boolean;
  /** LeaveRequestUnit Days or Hours: the unit of the request the day belongs to. */
  unit: number;
  /** 1 for a counted day of a day request, 0 otherwise. */
  days: number;
  /** The expected minutes the leave covers that day. */
  minutes: number;
}

/** What the leave module tells attendance about leave, and what it asks of it when a holiday changes. */
export interface LeaveCalendar {
  /** The approved leave of the employees on the dates from..to (both included), by employee and date. */
  approvedDays(
    ctx: RequestContext,
    employeeIds: readonly string[],
    from: string,
    to: string,
  ): Promise<LeaveDayEntry[]>;
  /** Recomputes the PendingApproval and Approved requests meeting from..to after a holiday changed. */
  reevaluate(ctx: RequestContext, from: string, to: string): Promise<void>;
}

/** The payroll inputs of leave in a period, decimal strings (payroll/formula/inputs.ts names them). */
export interface LeavePayrollInputs {
  PAID_LEAVE_DAYS: string;
  PAID_LEAVE_HOURS: string;
  UNPAID_LEAVE_DAYS: string;
  UNPAID_LEAVE_HOURS: string;
}

// The day rows of the employees' Approved requests on from..to (both included), with their request and type:
// what the calendar's days and payroll's sums read.
const requestOfDay = (tenantId: string) =>
  tenantRows(leaveRequests, tenantId, [eq(leaveRequests.id, leaveRequestDays.requestId)]);
const typeOfRequest = (tenantId: string) =>
  tenantRows(leaveTypes, tenantId, [eq(leaveTypes.id, leaveRequests.leaveTypeId)]);
const approvedOn = (tenantId: string, employeeIds: string[], from: string, to: string) =>
  tenantRows(leaveRequestDays, tenantId, [
    inArray(leaveRequestDays.employeeId, employeeIds),
    gte(leaveRequestDays.date, from),
    lte(leaveRequestDays.date, to),
    eq(leaveRequests.state, LeaveRequestState.Approved),
  ]);

/**
 * The leave calendar and payroll's inputs: read from the day rows of approved requests; `reevaluate` counts
 * the pending and approved requests meeting a changed holiday again, in one transaction with the ledger.
 */
export function createLeaveCalendar(db: Database, deps: LeaveRequestDeps) {
  const _requestsOf = (tenantId: string) => eq(leaveRequests.tenantId, tenantId);
  const byId = (tenantId: string, id: string) =>
    tenantRows(leaveRequests, tenantId, [eq(leaveRequests.id, id)]);

  /** The requester's user (who filed it): whom a recomputation is told. */
  const requesterOf = (row: RequestRow) => (row.creatorId ? [row.creatorId] : []);

  const calendar: LeaveCalendar = {
    async approvedDays(ctx, employeeIds, from, to) {
      const tenantId = tenantOf(ctx);
      if (!employeeIds.length || to < from) return [];
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .select({
            employeeId: leaveRequestDays.employeeId,
            date: leaveRequestDays.date,
            leaveRequestId: leaveRequestDays.requestId,
            leaveTypeId: leaveRequests.leaveTypeId,
            leaveTypeName: localName(leaveTypes),
            isPaid: leaveTypes.isPaid,
            unit: leaveRequests.unit,
            days: leaveRequestDays.days,
            minutes: leaveRequestDays.minutes,
          })
          .from(leaveRequestDays)
          .innerJoin(leaveRequests, requestOfDay(tenantId))
          .innerJoin(leaveTypes, typeOfRequest(tenantId))
          .where(approvedOn(tenantId, [...new Set(employeeIds)], from, to))
          .orderBy(
            asc(leaveRequestDays.employeeId),
            asc(leaveRequestDays.date),
            asc(leaveRequestDays.requestId),
          ),
      );
      return rows.map((r) => ({ ...r, days: fixed(r.days) }));
    },

    async reevaluate(ctx, from, to) {
      const tenantId = tenantOf(ctx);
      if (to < from) return;
      await db.transaction(ctx, async (tx) => {
        // An hour request's night shift may start the evening before its first date: one day of margin.
        const rows = await tx
          .select()
          .from(leaveRequests)
          .where(
            tenantRows(leaveRequests, tenantId, [
              inArray(leaveRequests.state, [LeaveRequestState.PendingApproval, LeaveRequestState.Approved]),
              lte(leaveRequests.fromDate, addDays(to, 1)),
              gte(leaveRequests.toDate, from),
            ]),
          )
          .orderBy(asc(leaveRequests.id))
          .for('update');
        if (!rows.length) return;
        const stored = await daysOfRequests(
          tx,
          tenantId,
          rows.map((r) => r.id),
        );
        const on = await today(deps, ctx);
        for (const row of rows) {
          const type = await typeOf(tx, tenantId, row.leaveTypeId);
          const now = await count(deps, ctx, row.employeeId, spanOf(row), type?.countsHolidays ?? false);
          const before = stored.get(row.id) ?? [];
          if (JSON.stringify(before) === JSON.stringify(now.days)) continue;
          await writeDays(tx, ctx, tenantId, row, now.days);
          const previous = fixed(row.duration);
          const difference = fixed(now.duration - previous);
          if (difference === 0) continue;
          await tx
            .update(leaveRequests)
            .set({
              duration: text(now.duration),
              lastModificationTime: ctx.now(),
              lastModifierId: ctx.userId,
            })
            .where(byId(tenantId, row.id));
          if (row.allocationId) {
            // Pending: the reservation follows the duration. Approved: what was taken is corrected by a
            // signed Taken entry (a day given back is Taken +1), so taken stays the sum of Taken entries.
            const entries =
              row.state === LeaveRequestState.Approved
                ? [entry(row, LedgerKind.Taken, -difference, on)]
                : difference > 0
                  ? [entry(row, LedgerKind.Reserved, -difference, on)]
                  : [entry(row, LedgerKind.Released, -difference, on)];
            await deps.ledger.post(ctx, entries);
          }
          await deps.notify(tx, ctx, requesterOf(row), {
            title: { key: 'Notifications:LeaveRequestRecountedTitle' },
            message: {
              key:
                row.unit === LeaveRequestUnit.Hours
                  ? 'Notifications:LeaveRequestRecountedHoursMessage'
                  : 'Notifications:LeaveRequestRecountedDaysMessage',
              params: {
                leaveType: type ? namePairOf(type) : '',
                ...endsOf(row),
                duration: now.duration,
                previous,
              },
            },
            type: NotificationType.LeaveRequest,
            relatedId: row.id,
            at: ctx.now(),
          });
        }
      });
    },
  };

  return {
    ...calendar,

    /**
     * Payroll's leave inputs of the employees over a period (both dates included), read in the caller's
     * transaction: days are the `days` of Approved day requests' rows inside the period, hours the minutes
     * of Approved hour requests' rows / 60 (a day request adds no hours). Every id asked has an entry.
     */
    async payrollInputs(
      ctx: RequestContext,
      employeeIds: readonly string[],
      period: { start: string; end: string },
    ): Promise<Map<string, LeavePayrollInputs>> {
      const tenantId = tenantOf(ctx);
      const result = new Map<string, LeavePayrollInputs>();
      const ids = [...new Set(employeeIds)];
      const sums = new Map<
        string,
        { paidDays: number; paidMinutes: number; unpaidDays: number; unpaidMinutes: number }
      >();
      for (const id of ids) sums.set(id, { paidDays: 0, paidMinutes: 0, unpaidDays: 0, unpaidMinutes: 0 });
      if (ids.length && period.end >= period.start) {
        const rows = await db.transaction(ctx, (tx) =>
          tx
            .select({
              employeeId: leaveRequestDays.employeeId,
              isPaid: leaveTypes.isPaid,
              unit: leaveRequests.unit,
              days: sql<string>`coalesce(sum(${leaveRequestDays.days}), 0)`,
              minutes: sql<string>`coalesce(sum(${leaveRequestDays.minutes}), 0)`,
            })
            .from(leaveRequestDays)
            .innerJoin(leaveRequests, requestOfDay(tenantId))
            .innerJoin(leaveTypes, typeOfRequest(tenantId))
            .where(approvedOn(tenantId, ids, period.start, period.end))
            .groupBy(leaveRequestDays.employeeId, leaveTypes.isPaid, leaveRequests.unit),
        );
        for (const r of rows) {
          const sum = sums.get(r.employeeId)!;
          if (r.unit === LeaveRequestUnit.Hours) {
            if (r.isPaid) sum.paidMinutes += Number(r.minutes);
            else sum.unpaidMinutes += Number(r.minutes);
          } else if (r.isPaid) sum.paidDays += cents(r.days);
          else sum.unpaidDays += cents(r.days);
        }
      }
      const hours = (minutes: number) => text(minutes / 60);
      for (const [id, s] of sums)
        result.set(id, {
          PAID_LEAVE_DAYS: text(s.paidDays / 100),
          PAID_LEAVE_HOURS: hours(s.paidMinutes),
          UNPAID_LEAVE_DAYS: text(s.unpaidDays / 100),
          UNPAID_LEAVE_HOURS: hours(s.unpaidMinutes),
        });
      return result;
    },
  };
}
export type LeaveCalendarService = ReturnType<typeof createLeaveCalendar>;
