import {
  activeLeaveRequestStates,
  type CalcLeaveDuration,
  type CreateLeaveRequest,
  calendarDays,
  type GetLeaveRequests,
  type GetOwnLeaveRequests,
  GoTaskKind,
  LeavePermissions,
  type LeaveRequestDetailsDto,
  type LeaveRequestDto,
  LeaveRequestState,
  LeaveRequestStates,
  LeaveRequestUnit,
  LeaveRequestUnits,
  NotificationType,
  type PagedResult,
} from '@hr/contracts';
import { and, asc, desc, eq, gt, gte, inArray, lt, lte, not, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { findOr404, pageOfTable } from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { sortingOrder } from '../../platform/db/sorting.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { addDays, dateIn } from '../../platform/tenant-date.ts';
import type { EmployeesApi } from '../employees/public.ts';
import type { ExpectedTime } from '../employment/public.ts';
import {
  type GoTaskKindHandler,
  type NotificationContent,
  type RequestsApi,
  requestParties,
  selfOf,
} from '../requests/public.ts';
import { leaveAllocations, leaveRequestDays, leaveRequests, leaveTypes } from './leave.tables.ts';
import {
  countLeaveDays,
  dateAndTimeRange,
  durationOf,
  expectedRangeOf,
  type LeaveDayCount,
  type LeaveSpan,
  leaveSpan,
} from './leave-duration.ts';
import { type LeaveLedger, type LedgerEntry, LedgerKind } from './leave-ledger.service.ts';
import type { LeaveTypeService } from './leave-type.service.ts';

type RequestRow = typeof leaveRequests.$inferSelect;
type TypeRow = typeof leaveTypes.$inferSelect;

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

const cents = (n: number | string) => Math.round(Number(n) * 100);
const fixed = (n: number | string) => cents(n) / 100 + 0;
const text = (n: number) => (Math.round(n * 100) / 100).toFixed(2);

/** The span of a stored request. */
const spanOf = (row: RequestRow): LeaveSpan => ({
  unit: row.unit,
  fromDate: row.fromDate,
  toDate: row.toDate,
  fromWall: row.fromWall,
  toWall: row.toWall,
  start: row.startAt,
  end: row.endAt,
});

/** A request's ends as the notifications name them ("2026-03-01", or "2026-03-01 09:00"). */
const endsOf = (row: Pick<RequestRow, 'fromDate' | 'toDate' | 'fromWall' | 'toWall'>) => ({
  from: row.fromWall ? row.fromWall.replace('T', ' ') : row.fromDate,
  to: row.toWall ? row.toWall.replace('T', ' ') : row.toDate,
});

/** A signed amount in the request's unit, as a ledger entry's days and hours. */
const amountIn = (unit: number, amount: number) =>
  unit === LeaveRequestUnit.Hours ? { days: 0, hours: amount } : { days: amount, hours: 0 };

const sortable: Record<string, AnyPgColumn> = {
  creationtime: leaveRequests.creationTime,
  from: leaveRequests.startAt,
  to: leaveRequests.endAt,
  state: leaveRequests.state,
};
const newestFirst = [desc(leaveRequests.creationTime), desc(leaveRequests.id)];

/**
 * Leave requests (document 1 §7): an employee asks for leave by days or by hours; the duration is counted
 * from the contracts module's expected time (`leave-duration.ts`); a type that requires an allocation
 * reserves its balance in the leave ledger; the go-task of the request decides it (approve: the reservation
 * turns into Taken; reject or cancel: released). Every write is one transaction with the ledger, the task
 * and the notifications.
 */
export function createLeaveRequestService(db: Database, deps: LeaveRequestDeps) {
  const requestsOf = (tenantId: string) => eq(leaveRequests.tenantId, tenantId);
  const byId = (tenantId: string, id: string) => and(requestsOf(tenantId), eq(leaveRequests.id, id));

  /** One writer of an employee's leave at a time: two overlapping requests cannot both pass the check. */
  const lockEmployee = (tx: Tx, tenantId: string, employeeId: string) =>
    tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`leave.request:${tenantId}:${employeeId}`}))`);

  async function typeOf(tx: Tx, tenantId: string, id: string): Promise<TypeRow | undefined> {
    const [row] = await tx
      .select()
      .from(leaveTypes)
      .where(and(eq(leaveTypes.tenantId, tenantId), eq(leaveTypes.id, id)));
    return row;
  }

  /** What each date of the span counts for the employee, from expected time (joins the caller's transaction). */
  async function count(
    ctx: RequestContext,
    employeeId: string,
    span: LeaveSpan,
    countsHolidays: boolean,
  ): Promise<{ days: LeaveDayCount[]; duration: number }> {
    const range = expectedRangeOf(span);
    const expected = await deps.expectedTime.forEmployee(ctx, employeeId, range.from, range.to);
    const days = countLeaveDays(span, expected, countsHolidays);
    return { days, duration: durationOf(span.unit, days) };
  }

  async function writeDays(
    tx: Tx,
    ctx: RequestContext,
    tenantId: string,
    row: Pick<RequestRow, 'id' | 'employeeId'>,
    days: readonly LeaveDayCount[],
  ) {
    await tx
      .delete(leaveRequestDays)
      .where(and(eq(leaveRequestDays.tenantId, tenantId), eq(leaveRequestDays.requestId, row.id)));
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

  async function daysOfRequests(tx: Tx, tenantId: string, ids: readonly string[]) {
    if (!ids.length) return new Map<string, LeaveDayCount[]>();
    const rows = await tx
      .select()
      .from(leaveRequestDays)
      .where(and(eq(leaveRequestDays.tenantId, tenantId), inArray(leaveRequestDays.requestId, [...ids])))
      .orderBy(asc(leaveRequestDays.requestId), asc(leaveRequestDays.date));
    const map = new Map<string, LeaveDayCount[]>();
    for (const r of rows) {
      const list = map.get(r.requestId) ?? [];
      list.push({ date: r.date, days: fixed(r.days), minutes: r.minutes, holiday: r.holiday });
      map.set(r.requestId, list);
    }
    return map;
  }

  const entry = (
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

  const today = async (ctx: RequestContext) => dateIn(await deps.timeZoneOf(ctx), ctx.now());

  async function toDtos(ctx: RequestContext, rows: readonly RequestRow[]): Promise<LeaveRequestDto[]> {
    const tenantId = tenantOf(ctx);
    const typeIds = [...new Set(rows.map((r) => r.leaveTypeId))];
    const types = typeIds.length
      ? await db.transaction(ctx, (tx) =>
          tx
            .select({ id: leaveTypes.id, name: leaveTypes.name, isPaid: leaveTypes.isPaid })
            .from(leaveTypes)
            .where(and(eq(leaveTypes.tenantId, tenantId), inArray(leaveTypes.id, typeIds))),
        )
      : [];
    const typeById = new Map(types.map((t) => [t.id, t]));
    // What the page needs to be decided from a list: the tasks (with whether the caller may decide each)
    // and the balances, each read once for the page.
    const partiesOf = await requestParties(ctx, deps, GoTaskKind.LeaveRequest, rows);
    const figures = await deps.ledger.balances(
      ctx,
      rows.map((r) => r.allocationId).filter((id): id is string => id !== null),
    );
    const balanceOf = (row: RequestRow) => {
      if (!row.allocationId) return null;
      const f = figures.get(row.allocationId);
      return row.unit === LeaveRequestUnit.Hours ? (f?.balanceHours ?? 0) : (f?.balanceDays ?? 0);
    };
    return rows.map((row) => ({
      id: row.id,
      employeeId: row.employeeId,
      leaveTypeId: row.leaveTypeId,
      leaveTypeName: typeById.get(row.leaveTypeId)?.name ?? '',
      isPaid: typeById.get(row.leaveTypeId)?.isPaid ?? false,
      unit: row.unit,
      durationUnit: row.unit,
      duration: fixed(row.duration),
      from: row.fromWall ?? row.fromDate,
      to: row.toWall ?? row.toDate,
      dateAndTimeRange: dateAndTimeRange(row),
      state: row.state,
      reason: row.reason,
      rejectionReason: row.rejectionReason,
      creationTime: row.creationTime.toISOString(),
      creatorId: row.creatorId,
      decisionTime: row.decisionTime?.toISOString() ?? null,
      ...partiesOf(row),
      balance: balanceOf(row),
    }));
  }

  /** The pending request locked for a decision (anything else: the task was closed meanwhile). */
  async function pendingForDecision(tx: Tx, tenantId: string, id: string) {
    const row = findOr404(await tx.select().from(leaveRequests).where(byId(tenantId, id)).for('update'));
    if (row.state !== LeaveRequestState.PendingApproval) throw new AppError('Requests:TaskClosed');
    return row;
  }

  async function decided(
    tx: Tx,
    ctx: RequestContext,
    tenantId: string,
    row: RequestRow,
    state: number,
    rejectionReason: string | null,
  ) {
    const now = ctx.now();
    await tx
      .update(leaveRequests)
      .set({
        state,
        rejectionReason,
        decisionTime: now,
        decidedBy: ctx.userId,
        lastModificationTime: now,
        lastModifierId: ctx.userId,
      })
      .where(byId(tenantId, row.id));
  }

  /** The kind's handler: what approving and rejecting a request do (inside the task's transaction). */
  const handler: GoTaskKindHandler = {
    approvePermission: LeavePermissions.LeaveRequests.Approve,
    rejectPermission: LeavePermissions.LeaveRequests.Reject,
    async approve(ctx, id) {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const row = await pendingForDecision(tx, tenantId, id);
        if (row.allocationId) {
          const on = await today(ctx);
          const n = fixed(row.duration);
          await deps.ledger.post(ctx, [
            entry(row, LedgerKind.Released, n, on),
            entry(row, LedgerKind.Taken, -n, on),
          ]);
        }
        await decided(tx, ctx, tenantId, row, LeaveRequestState.Approved, null);
        const type = await typeOf(tx, tenantId, row.leaveTypeId);
        return {
          title: { key: 'Notifications:LeaveRequestApprovedTitle' },
          message: {
            key: 'Notifications:LeaveRequestApprovedMessage',
            params: { leaveType: type?.name ?? '', ...endsOf(row) },
          },
          type: NotificationType.LeaveRequest,
          relatedId: id,
          at: ctx.now(),
        };
      });
    },
    async reject(ctx, id, reason) {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const row = await pendingForDecision(tx, tenantId, id);
        if (row.allocationId)
          await deps.ledger.post(ctx, [
            entry(row, LedgerKind.Released, fixed(row.duration), await today(ctx)),
          ]);
        await decided(tx, ctx, tenantId, row, LeaveRequestState.Rejected, reason);
        const type = await typeOf(tx, tenantId, row.leaveTypeId);
        const params = { leaveType: type?.name ?? '', ...endsOf(row) };
        const notice: NotificationContent = {
          title: { key: 'Notifications:LeaveRequestRejectedTitle' },
          message: reason
            ? { key: 'Notifications:LeaveRequestRejectedWithReasonMessage', params: { ...params, reason } }
            : { key: 'Notifications:LeaveRequestRejectedMessage', params },
          type: NotificationType.LeaveRequest,
          relatedId: id,
          at: ctx.now(),
        };
        return notice;
      });
    },
  };

  /** The span of an input: Days from dates, Hours from wall times, in the tenant's zone. */
  function spanOfInput(timeZone: string, input: CreateLeaveRequest): LeaveSpan {
    if (input.leaveUnit === LeaveRequestUnit.Hours) {
      const h = input.createHourlyLeaveRequestDto!;
      return leaveSpan(
        timeZone,
        LeaveRequestUnit.Hours,
        `${h.fromDate}T${h.fromTime}`,
        `${h.toDate}T${h.toTime}`,
      );
    }
    const d = input.createDailyLeaveRequestDto!;
    return leaveSpan(timeZone, LeaveRequestUnit.Days, d.from, d.to);
  }

  /** Whether a type takes a unit: Days and Hours types only their own, DaysAndHours either. */
  function assertUnit(ctx: RequestContext, type: TypeRow, unit: number) {
    if (type.requestUnit === LeaveRequestUnit.DaysAndHours || type.requestUnit === unit) return;
    throw new AppError('Leave:UnitNotAllowed', {
      leaveType: type.name,
      unit: LeaveRequestUnits.label(type.requestUnit, ctx.language),
    });
  }

  /** An active request of the employee whose span meets [start, end), or undefined. */
  async function overlapping(tx: Tx, tenantId: string, employeeId: string, start: Date, end: Date) {
    const [other] = await tx
      .select()
      .from(leaveRequests)
      .where(
        and(
          requestsOf(tenantId),
          eq(leaveRequests.employeeId, employeeId),
          inArray(leaveRequests.state, [...activeLeaveRequestStates]),
          lt(leaveRequests.startAt, end),
          gt(leaveRequests.endAt, start),
        ),
      )
      .limit(1);
    return other;
  }

  /** The employee's allocation of the type valid over the whole of from..to, locked FOR UPDATE. */
  async function allocationFor(
    tx: Tx,
    tenantId: string,
    employeeId: string,
    typeId: string,
    from: string,
    to: string,
  ) {
    const [row] = await tx
      .select({ id: leaveAllocations.id })
      .from(leaveAllocations)
      .where(
        and(
          eq(leaveAllocations.tenantId, tenantId),
          not(leaveAllocations.isDeleted),
          eq(leaveAllocations.employeeId, employeeId),
          eq(leaveAllocations.leaveTypeId, typeId),
          lte(leaveAllocations.validityFrom, from),
          gte(leaveAllocations.validityTo, to),
        ),
      )
      .limit(1)
      .for('update');
    return row?.id ?? null;
  }

  async function listOwn(ctx: RequestContext, input: GetOwnLeaveRequests, pendingOnly: boolean) {
    const employeeId = selfOf(ctx);
    const tenantId = tenantOf(ctx);
    const where = and(
      requestsOf(tenantId),
      eq(leaveRequests.employeeId, employeeId),
      ...filtersOf(input),
      pendingOnly ? eq(leaveRequests.state, LeaveRequestState.PendingApproval) : undefined,
    );
    return db.transaction(ctx, async (tx) => {
      const result = await pageOfTable(tx, leaveRequests, input, {
        where,
        order: newestFirst,
        map: (r) => r,
      });
      return { ...result, items: await toDtos(ctx, result.items) };
    });
  }

  function filtersOf(input: GetOwnLeaveRequests): Array<SQL | undefined> {
    return [
      input.leaveTypeId ? eq(leaveRequests.leaveTypeId, input.leaveTypeId) : undefined,
      input.states?.length ? inArray(leaveRequests.state, [...input.states]) : undefined,
      // Requests meeting the range of dates.
      input.fromDate ? gte(leaveRequests.toDate, input.fromDate) : undefined,
      input.toDate ? lte(leaveRequests.fromDate, input.toDate) : undefined,
    ];
  }

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
            leaveTypeName: leaveTypes.name,
            isPaid: leaveTypes.isPaid,
            unit: leaveRequests.unit,
            days: leaveRequestDays.days,
            minutes: leaveRequestDays.minutes,
          })
          .from(leaveRequestDays)
          .innerJoin(
            leaveRequests,
            and(eq(leaveRequests.tenantId, tenantId), eq(leaveRequests.id, leaveRequestDays.requestId)),
          )
          .innerJoin(
            leaveTypes,
            and(eq(leaveTypes.tenantId, tenantId), eq(leaveTypes.id, leaveRequests.leaveTypeId)),
          )
          .where(
            and(
              eq(leaveRequestDays.tenantId, tenantId),
              inArray(leaveRequestDays.employeeId, [...new Set(employeeIds)]),
              gte(leaveRequestDays.date, from),
              lte(leaveRequestDays.date, to),
              eq(leaveRequests.state, LeaveRequestState.Approved),
            ),
          )
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
            and(
              requestsOf(tenantId),
              inArray(leaveRequests.state, [LeaveRequestState.PendingApproval, LeaveRequestState.Approved]),
              lte(leaveRequests.fromDate, addDays(to, 1)),
              gte(leaveRequests.toDate, from),
            ),
          )
          .orderBy(asc(leaveRequests.id))
          .for('update');
        if (!rows.length) return;
        const stored = await daysOfRequests(
          tx,
          tenantId,
          rows.map((r) => r.id),
        );
        const on = await today(ctx);
        for (const row of rows) {
          const type = await typeOf(tx, tenantId, row.leaveTypeId);
          const now = await count(ctx, row.employeeId, spanOf(row), type?.countsHolidays ?? false);
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
              params: { leaveType: type?.name ?? '', ...endsOf(row), duration: now.duration, previous },
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
    handler,
    /** What attendance and the time module's holidays ask of leave (`modules.leave.requests`). */
    ...calendar,

    /**
     * What a request would count for the signed-in employee (the same number create stores); without a
     * type, holidays and rest days do not count.
     */
    async calcDuration(ctx: RequestContext, input: CalcLeaveDuration): Promise<number> {
      const employeeId = selfOf(ctx);
      const tenantId = tenantOf(ctx);
      const timeZone = await deps.timeZoneOf(ctx);
      return db.transaction(ctx, async (tx) => {
        let countsHolidays = false;
        if (input.leaveTypeId) {
          const type = await typeOf(tx, tenantId, input.leaveTypeId);
          if (!type || type.isDeleted) throw new AppError('Leave:LeaveTypeNotFound');
          countsHolidays = type.countsHolidays;
        }
        const span = leaveSpan(timeZone, input.unit, input.from, input.to);
        return (await count(ctx, employeeId, span, countsHolidays)).duration;
      });
    },

    /** Files the caller's request, reserves its balance and opens its task, notifying the deciders. */
    async create(ctx: RequestContext, input: CreateLeaveRequest): Promise<string> {
      const employeeId = selfOf(ctx);
      const tenantId = tenantOf(ctx);
      const timeZone = await deps.timeZoneOf(ctx);
      const span = spanOfInput(timeZone, input);
      return db.transaction(ctx, async (tx) => {
        if (!(await deps.employees.lockForUse(ctx, employeeId))) throw new AppError('Requests:NotAnEmployee');
        const type = await deps.types.lockForUse(tx, tenantId, input.leaveTypeId);
        if (!type) throw new AppError('Leave:LeaveTypeNotFound');
        assertUnit(ctx, type, span.unit);
        const length = calendarDays(span.fromDate, span.toDate);
        if (type.maxConsecutiveDays !== null && length > type.maxConsecutiveDays)
          throw new AppError('Leave:TooManyConsecutiveDays', {
            leaveType: type.name,
            max: type.maxConsecutiveDays,
            days: length,
          });
        await lockEmployee(tx, tenantId, employeeId);
        const other = await overlapping(tx, tenantId, employeeId, span.start, span.end);
        if (other)
          throw new AppError('Leave:OverlappingRequest', {
            state: LeaveRequestStates.label(other.state, ctx.language),
            range: dateAndTimeRange(other),
          });
        const counted = await count(ctx, employeeId, span, type.countsHolidays);
        if (counted.duration <= 0) throw new AppError('Leave:NoExpectedTime');
        let allocationId: string | null = null;
        if (type.requiresAllocation) {
          allocationId = await allocationFor(tx, tenantId, employeeId, type.id, span.fromDate, span.toDate);
          if (!allocationId)
            throw new AppError('Leave:NoAllocation', {
              leaveType: type.name,
              from: span.fromDate,
              to: span.toDate,
            });
          const figures = (await deps.ledger.balances(ctx, [allocationId])).get(allocationId);
          const balance =
            span.unit === LeaveRequestUnit.Hours ? (figures?.balanceHours ?? 0) : (figures?.balanceDays ?? 0);
          if (cents(balance) < cents(counted.duration))
            throw new AppError('Leave:InsufficientBalance', {
              leaveType: type.name,
              balance,
              duration: counted.duration,
              unit: LeaveRequestUnits.label(span.unit, ctx.language),
            });
        }
        const now = ctx.now();
        const [row] = await tx
          .insert(leaveRequests)
          .values({
            tenantId,
            employeeId,
            leaveTypeId: type.id,
            allocationId,
            unit: span.unit,
            fromDate: span.fromDate,
            toDate: span.toDate,
            fromWall: span.fromWall,
            toWall: span.toWall,
            startAt: span.start,
            endAt: span.end,
            duration: text(counted.duration),
            state: LeaveRequestState.PendingApproval,
            reason: input.reason ?? null,
            creationTime: now,
            creatorId: ctx.userId,
          })
          .returning();
        const created = row!;
        await writeDays(tx, ctx, tenantId, created, counted.days);
        if (allocationId)
          await deps.ledger.post(ctx, [
            entry(created, LedgerKind.Reserved, -counted.duration, dateIn(timeZone, now)),
          ]);
        const employee = (await deps.employees.namesByIds(ctx, [employeeId])).get(employeeId) ?? '';
        const task = await deps.goTasks.open(ctx, {
          kind: GoTaskKind.LeaveRequest,
          bindingModelId: created.id,
          subject: { employee, days: dateAndTimeRange(span) },
          requesterEmployeeId: employeeId,
        });
        await deps.notify(tx, ctx, task.notify, {
          title: { key: 'Notifications:LeaveRequestSubmittedTitle' },
          message: {
            key: 'Notifications:LeaveRequestSubmittedMessage',
            params: { employee, leaveType: type.name, ...endsOf(span) },
          },
          type: NotificationType.LeaveRequest,
          relatedId: created.id,
          at: ctx.now(),
        });
        return created.id;
      });
    },

    /** Withdraws the caller's own pending request: released, its task closed as Cancelled, deciders told. */
    async cancel(ctx: RequestContext, id: string): Promise<void> {
      const employeeId = selfOf(ctx);
      const tenantId = tenantOf(ctx);
      await db.transaction(ctx, async (tx) => {
        const { row, notify } = await deps.goTasks.withdraw(ctx, GoTaskKind.LeaveRequest, id, {
          employeeId,
          pendingState: LeaveRequestState.PendingApproval,
          read: async (forUpdate) => {
            const query = tx.select().from(leaveRequests).where(byId(tenantId, id));
            return (await (forUpdate ? query.for('update') : query))[0];
          },
          refuse: (state) =>
            new AppError('Leave:OnlyPendingCanBeCancelled', {
              state: LeaveRequestStates.label(state, ctx.language),
            }),
        });
        if (row.allocationId)
          await deps.ledger.post(ctx, [
            entry(row, LedgerKind.Released, fixed(row.duration), await today(ctx)),
          ]);
        await decided(tx, ctx, tenantId, row, LeaveRequestState.Canceled, null);
        const employee = (await deps.employees.namesByIds(ctx, [employeeId])).get(employeeId) ?? '';
        const type = await typeOf(tx, tenantId, row.leaveTypeId);
        await deps.notify(tx, ctx, notify, {
          title: { key: 'Notifications:LeaveRequestCancelledTitle' },
          message: {
            key: 'Notifications:LeaveRequestCancelledMessage',
            params: { employee, leaveType: type?.name ?? '', ...endsOf(row) },
          },
          type: NotificationType.LeaveRequest,
          relatedId: id,
          at: ctx.now(),
        });
      });
    },

    /** The caller's own requests, newest first. */
    list: (ctx: RequestContext, input: GetOwnLeaveRequests): Promise<PagedResult<LeaveRequestDto>> =>
      listOwn(ctx, input, false),

    /** The caller's own requests still pending approval, newest first. */
    pendingApproval: (
      ctx: RequestContext,
      input: GetOwnLeaveRequests,
    ): Promise<PagedResult<LeaveRequestDto>> => listOwn(ctx, input, true),

    /** Every employee's requests (HR), with filters; newest first unless sorted. */
    async all(ctx: RequestContext, input: GetLeaveRequests): Promise<PagedResult<LeaveRequestDto>> {
      const tenantId = tenantOf(ctx);
      const where = and(
        requestsOf(tenantId),
        input.employeeId ? eq(leaveRequests.employeeId, input.employeeId) : undefined,
        ...filtersOf(input),
      );
      const order = sortingOrder(input.sorting, sortable, {
        fallback: newestFirst,
        tieBreaker: leaveRequests.id,
      });
      return db.transaction(ctx, async (tx) => {
        const result = await pageOfTable(tx, leaveRequests, input, { where, order, map: (r) => r });
        return { ...result, items: await toDtos(ctx, result.items) };
      });
    },

    /**
     * One request with its days and the balance of its allocation now: for its employee, whoever may decide
     * its task, and the holders of HR.LeaveRequests.Index; anyone else gets 404.
     */
    async get(ctx: RequestContext, id: string): Promise<LeaveRequestDetailsDto> {
      const tenantId = tenantOf(ctx);
      const granted = await deps.granted(ctx);
      return db.transaction(ctx, async (tx) => {
        const row = findOr404(await tx.select().from(leaveRequests).where(byId(tenantId, id)));
        const task = await deps.goTasks.ofRequest(ctx, GoTaskKind.LeaveRequest, id);
        const own = ctx.employeeId !== null && row.employeeId === ctx.employeeId;
        if (
          !own &&
          !granted.has(LeavePermissions.LeaveRequests.Default) &&
          !(await deps.goTasks.mayDecide(ctx, task))
        )
          throw notFound();
        const [dto] = await toDtos(ctx, [row]);
        const days = (await daysOfRequests(tx, tenantId, [id])).get(id) ?? [];
        return {
          ...dto!,
          days,
          allocationId: row.allocationId,
          canCancel: own && row.state === LeaveRequestState.PendingApproval,
        };
      });
    },

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
            .innerJoin(
              leaveRequests,
              and(eq(leaveRequests.tenantId, tenantId), eq(leaveRequests.id, leaveRequestDays.requestId)),
            )
            .innerJoin(
              leaveTypes,
              and(eq(leaveTypes.tenantId, tenantId), eq(leaveTypes.id, leaveRequests.leaveTypeId)),
            )
            .where(
              and(
                eq(leaveRequestDays.tenantId, tenantId),
                inArray(leaveRequestDays.employeeId, ids),
                gte(leaveRequestDays.date, period.start),
                lte(leaveRequestDays.date, period.end),
                eq(leaveRequests.state, LeaveRequestState.Approved),
              ),
            )
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
export type LeaveRequestService = ReturnType<typeof createLeaveRequestService>;
