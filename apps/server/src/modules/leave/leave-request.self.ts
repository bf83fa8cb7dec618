import {
  activeLeaveRequestStates,
  type CalcLeaveDuration,
  type CreateLeaveRequest,
  calendarDays,
  type GetOwnLeaveRequests,
  type LeaveRequestDto,
  LeaveRequestState,
  LeaveRequestStates,
  LeaveRequestUnit,
  LeaveRequestUnits,
  nameIn,
  namePairOf,
  type PagedResult,
} from '@hr/contracts';
import { and, eq, gt, gte, inArray, lt, lte, not } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { AppError } from '../../platform/errors.ts';
import { dateIn } from '../../platform/tenant-date.ts';
import { selfOf } from '../requests/public.ts';
import { leaveAllocations, leaveRequests } from './leave.tables.ts';
import { dateAndTimeRange, type LeaveSpan, leaveSpan } from './leave-duration.ts';
import { LedgerKind } from './leave-ledger.service.ts';
import type { LeaveRequestKind } from './leave-request.kind.ts';
import {
  cents,
  count,
  endsOf,
  entry,
  type LeaveRequestDeps,
  type TypeRow,
  text,
  typeOf,
  writeDays,
} from './leave-request.rows.ts';

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
    leaveType: nameIn(type, ctx.language),
    unit: LeaveRequestUnits.label(type.requestUnit, ctx.language),
  });
}

/**
 * The employee's side of leave requests (self-service; the caller's employee is the token's): what a request
 * would count, filing one (its rules, the reservation), withdrawing it, and their own lists.
 */
export function createOwnLeaveRequests(db: Database, deps: LeaveRequestDeps, requests: LeaveRequestKind) {
  /** An active request of the employee whose span meets [start, end), or undefined. */
  async function overlapping(tx: Tx, tenantId: string, employeeId: string, start: Date, end: Date) {
    const [other] = await tx
      .select()
      .from(leaveRequests)
      .where(
        and(
          requests.requestsOf(tenantId),
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
        tenantRows(leaveAllocations, tenantId, [
          not(leaveAllocations.isDeleted),
          eq(leaveAllocations.employeeId, employeeId),
          eq(leaveAllocations.leaveTypeId, typeId),
          lte(leaveAllocations.validityFrom, from),
          gte(leaveAllocations.validityTo, to),
        ]),
      )
      .limit(1)
      .for('update');
    return row?.id ?? null;
  }

  return {
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
        return (await count(deps, ctx, employeeId, span, countsHolidays)).duration;
      });
    },

    /** Files the caller's request, reserves its balance and opens its task, notifying the deciders. */
    async create(ctx: RequestContext, input: CreateLeaveRequest): Promise<string> {
      const employeeId = selfOf(ctx);
      const tenantId = tenantOf(ctx);
      const timeZone = await deps.timeZoneOf(ctx);
      const span = spanOfInput(timeZone, input);
      return requests.submit(ctx, employeeId, async (tx) => {
        if (!(await deps.employees.lockForUse(ctx, employeeId))) throw new AppError('Requests:NotAnEmployee');
        const type = await deps.types.lockForUse(tx, tenantId, input.leaveTypeId);
        if (!type) throw new AppError('Leave:LeaveTypeNotFound');
        assertUnit(ctx, type, span.unit);
        const length = calendarDays(span.fromDate, span.toDate);
        if (type.maxConsecutiveDays !== null && length > type.maxConsecutiveDays)
          throw new AppError('Leave:TooManyConsecutiveDays', {
            leaveType: nameIn(type, ctx.language),
            max: type.maxConsecutiveDays,
            days: length,
          });
        // One writer of an employee's leave at a time: two overlapping requests cannot both pass the check.
        await requests.lockRequester(tx, tenantId, employeeId);
        const other = await overlapping(tx, tenantId, employeeId, span.start, span.end);
        if (other)
          throw new AppError('Leave:OverlappingRequest', {
            state: LeaveRequestStates.label(other.state, ctx.language),
            range: dateAndTimeRange(other),
          });
        const counted = await count(deps, ctx, employeeId, span, type.countsHolidays);
        if (counted.duration <= 0)
          throw new AppError(counted.contract ? 'Leave:NoExpectedTime' : 'Leave:NoContract');
        let allocationId: string | null = null;
        if (type.requiresAllocation) {
          allocationId = await allocationFor(tx, tenantId, employeeId, type.id, span.fromDate, span.toDate);
          if (!allocationId)
            throw new AppError('Leave:NoAllocation', {
              leaveType: nameIn(type, ctx.language),
              from: span.fromDate,
              to: span.toDate,
            });
          const figures = (await deps.ledger.balances(ctx, [allocationId])).get(allocationId);
          const balance =
            span.unit === LeaveRequestUnit.Hours ? (figures?.balanceHours ?? 0) : (figures?.balanceDays ?? 0);
          if (cents(balance) < cents(counted.duration))
            throw new AppError('Leave:InsufficientBalance', {
              leaveType: nameIn(type, ctx.language),
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
        return {
          id: created.id,
          about: { days: dateAndTimeRange(span), params: { leaveType: namePairOf(type), ...endsOf(span) } },
        };
      });
    },

    /** Withdraws the caller's own pending request: released, its task closed as Cancelled, deciders told. */
    cancel: (ctx: RequestContext, id: string): Promise<void> => requests.withdraw(ctx, id),

    /** The caller's own requests, newest first. */
    list: (ctx: RequestContext, input: GetOwnLeaveRequests): Promise<PagedResult<LeaveRequestDto>> =>
      requests.listSelf(ctx, input),

    /** The caller's own requests still pending approval, newest first. */
    pendingApproval: (
      ctx: RequestContext,
      input: GetOwnLeaveRequests,
    ): Promise<PagedResult<LeaveRequestDto>> =>
      requests.listSelf(ctx, input, eq(leaveRequests.state, LeaveRequestState.PendingApproval)),
  };
}
