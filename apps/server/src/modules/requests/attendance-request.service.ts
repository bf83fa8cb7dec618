import {
  type AttendanceDto,
  AttendanceFixMode,
  AttendanceMode,
  AttendanceOrigin,
  type AttendanceRequestDetailsDto,
  type AttendanceRequestDto,
  AttendanceRequestState,
  AttendanceRequestStates,
  attendanceFutureToleranceMinutes,
  type CreateSelfAttendanceRequest,
  type GetAttendanceRequests,
  type GetOwnAttendancesInput,
  type GetSelfAttendanceRequests,
  GoTaskKind,
  NotificationType,
  type PagedResult,
  RequestsPermissions,
} from '@hr/contracts';
import { and, desc, eq, gt, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { findOr404, pageOfTable } from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { sortingOrder } from '../../platform/db/sorting.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { dateIn, wallTimeIn } from '../../platform/tenant-date.ts';
import type { EmployeesApi } from '../employees/public.ts';
import type { AttendanceSnapshot, TimeApi } from '../time/public.ts';
import type { GoTaskKindHandler, GoTaskService } from './go-task.service.ts';
import type { NotificationContent, NotificationService } from './notification.service.ts';
import { requestParties, selfOf } from './request-parties.ts';
import { attendanceRequests } from './requests.tables.ts';

type RequestRow = typeof attendanceRequests.$inferSelect;

/** What requests need of the time module's attendance records. */
export type CorrectionAttendance = Pick<
  TimeApi['attendance'],
  | 'applyCorrection'
  | 'overlappingRecords'
  | 'recordOf'
  | 'employeeRecords'
  | 'describe'
  | 'workDayOf'
  | 'checkEmployment'
>;

export interface AttendanceRequestDeps {
  employees: Pick<EmployeesApi['employees'], 'lockForUse' | 'namesByIds'>;
  attendance: CorrectionAttendance;
  goTasks: GoTaskService;
  /** Writes notifications inside the caller's transaction (the notifications service's `write`). */
  notify: NotificationService['write'];
  userNames(ctx: RequestContext, ids: readonly string[]): Promise<Map<string, string>>;
  granted(ctx: RequestContext): Promise<ReadonlySet<string>>;
  timeZoneOf(ctx: RequestContext): Promise<string>;
}

const msPerMinute = 60_000;

/** What HR's list sorts by (`sorting=checkIn desc`). */
const sortable: Record<string, AnyPgColumn> = {
  creationtime: attendanceRequests.creationTime,
  checkin: attendanceRequests.checkIn,
  state: attendanceRequests.state,
};
const newestFirst = [desc(attendanceRequests.creationTime), desc(attendanceRequests.id)];

/** The days a request is about, as its task and notifications name them: one date or "from – to". */
function daysOf(timeZone: string, from: Date, to: Date): string {
  const first = dateIn(timeZone, from);
  const last = dateIn(timeZone, new Date(to.getTime() - 1));
  return last > first ? `${first} – ${last}` : first;
}

/** What an approval removes: the fix range (RemoveAll), the stay (RemoveOverlapping), or one record (Fix). */
function removalOf(row: RequestRow) {
  if (row.mode === AttendanceFixMode.Fix && row.attendanceId) return { recordId: row.attendanceId };
  if (row.mode === AttendanceFixMode.RemoveOverlapping)
    return { range: { from: row.checkIn, to: row.checkOut } };
  return { range: { from: row.fixFrom, to: row.fixTo } };
}

const removes = (removal: ReturnType<typeof removalOf>, r: AttendanceSnapshot) =>
  'recordId' in removal
    ? r.id === removal.recordId
    : Date.parse(r.checkIn) < removal.range.to.getTime() &&
      (r.checkOut === null || Date.parse(r.checkOut) > removal.range.from.getTime());

/**
 * Attendance-correction requests (document 1 §4-§7): an employee asks to replace their records of some
 * days by a stay; the go-task of the request decides it, and approving applies the correction through the
 * time module in the decision's transaction. The caller's employee is the token's (`ctx.employeeId`).
 */
export function createAttendanceRequestService(db: Database, deps: AttendanceRequestDeps) {
  const requestsOf = (tenantId: string) => eq(attendanceRequests.tenantId, tenantId);
  const byId = (tenantId: string, id: string) => and(requestsOf(tenantId), eq(attendanceRequests.id, id));

  /** One writer of an employee's requests at a time: two overlapping requests cannot both pass the check. */
  const lockEmployee = (tx: Tx, tenantId: string, employeeId: string) =>
    tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`requests.attendance:${tenantId}:${employeeId}`}))`,
    );

  async function toDtos(ctx: RequestContext, rows: readonly RequestRow[]): Promise<AttendanceRequestDto[]> {
    const partiesOf = await requestParties(ctx, deps, GoTaskKind.AttendanceRequest, rows);
    return rows.map((row) => ({
      id: row.id,
      employeeId: row.employeeId,
      checkIn: row.checkIn.toISOString(),
      checkOut: row.checkOut.toISOString(),
      fixAttendanceFrom: row.fixFrom.toISOString(),
      fixAttendanceTo: row.fixTo.toISOString(),
      mode: row.mode,
      attendanceId: row.attendanceId,
      reason: row.reason,
      state: row.state,
      creationTime: row.creationTime.toISOString(),
      creatorId: row.creatorId,
      decisionTime: row.decisionTime?.toISOString() ?? null,
      ...partiesOf(row),
    }));
  }

  /** A page of requests: the days bound the stay's check-in in the tenant's zone; `scope` narrows them. */
  async function listOf(
    ctx: RequestContext,
    input: GetSelfAttendanceRequests,
    scope: SQL | undefined,
    order: SQL[],
  ): Promise<PagedResult<AttendanceRequestDto>> {
    const tenantId = tenantOf(ctx);
    const timeZone = await deps.timeZoneOf(ctx);
    const day = sql`(${attendanceRequests.checkIn} at time zone ${timeZone})::date`;
    const where = and(
      requestsOf(tenantId),
      scope,
      input.fromDate ? gte(day, input.fromDate) : undefined,
      input.toDate ? lte(day, input.toDate) : undefined,
      input.includedStates?.length ? inArray(attendanceRequests.state, input.includedStates) : undefined,
    );
    return db.transaction(ctx, async (tx) => {
      const result = await pageOfTable(tx, attendanceRequests, input, { where, order, map: (row) => row });
      return { ...result, items: await toDtos(ctx, result.items) };
    });
  }

  /** The pending request locked for a decision (anything else: the task was closed meanwhile). */
  async function pendingForDecision(tx: Tx, tenantId: string, id: string) {
    const row = findOr404(await tx.select().from(attendanceRequests).where(byId(tenantId, id)).for('update'));
    if (row.state !== AttendanceRequestState.PendingApproval) throw new AppError('Requests:TaskClosed');
    return row;
  }

  /** The kind's handler: what approving and rejecting a request do (inside the task's transaction). */
  const handler: GoTaskKindHandler = {
    approvePermission: RequestsPermissions.AttendanceRequests.Approve,
    rejectPermission: RequestsPermissions.AttendanceRequests.Reject,
    async approve(ctx, id) {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const row = await pendingForDecision(tx, tenantId, id);
        const applied = await deps.attendance.applyCorrection(ctx, {
          employeeId: row.employeeId,
          remove: removalOf(row),
          record: { checkIn: row.checkIn, checkOut: row.checkOut },
        });
        const now = ctx.now();
        await tx
          .update(attendanceRequests)
          .set({
            state: AttendanceRequestState.Accepted,
            decisionTime: now,
            decidedBy: ctx.userId,
            removedRecords: applied.removed,
            createdRecordId: applied.id,
            lastModificationTime: now,
            lastModifierId: ctx.userId,
          })
          .where(byId(tenantId, id));
        const date = daysOf(await deps.timeZoneOf(ctx), row.fixFrom, row.fixTo);
        return {
          title: { key: 'Notifications:AttendanceRequestApprovedTitle' },
          message: { key: 'Notifications:AttendanceRequestApprovedMessage', params: { date } },
          type: NotificationType.AttendanceRequest,
          relatedId: id,
          at: ctx.now(),
        };
      });
    },
    async reject(ctx, id, reason) {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const row = await pendingForDecision(tx, tenantId, id);
        const now = ctx.now();
        await tx
          .update(attendanceRequests)
          .set({
            state: AttendanceRequestState.Rejected,
            decisionTime: now,
            decidedBy: ctx.userId,
            lastModificationTime: now,
            lastModifierId: ctx.userId,
          })
          .where(byId(tenantId, id));
        const date = daysOf(await deps.timeZoneOf(ctx), row.fixFrom, row.fixTo);
        const notice: NotificationContent = {
          title: { key: 'Notifications:AttendanceRequestRejectedTitle' },
          message: reason
            ? { key: 'Notifications:AttendanceRequestRejectedWithReasonMessage', params: { date, reason } }
            : { key: 'Notifications:AttendanceRequestRejectedMessage', params: { date } },
          type: NotificationType.AttendanceRequest,
          relatedId: id,
          at: ctx.now(),
        };
        return notice;
      });
    },
  };

  /** What the request does to the records: before and after, as the details show them. */
  async function beforeAndAfter(
    ctx: RequestContext,
    row: RequestRow,
  ): Promise<{ before: AttendanceDto[]; after: AttendanceDto[] }> {
    const now = await deps.attendance.overlappingRecords(ctx, row.employeeId, row.fixFrom, row.fixTo);
    if (row.state === AttendanceRequestState.Accepted)
      return {
        before: await deps.attendance.describe(ctx, row.removedRecords ?? []),
        after: await deps.attendance.describe(ctx, now),
      };
    const before = await deps.attendance.describe(ctx, now);
    if (row.state !== AttendanceRequestState.PendingApproval) return { before, after: before };
    const removal = removalOf(row);
    // The stay as approving would write it; it has no record yet, so it carries the request's id.
    const requested: AttendanceSnapshot = {
      id: row.id,
      employeeId: row.employeeId,
      checkIn: row.checkIn.toISOString(),
      checkOut: row.checkOut.toISOString(),
      inMode: AttendanceMode.Manual,
      outMode: AttendanceMode.Manual,
      workDay: await deps.attendance.workDayOf(ctx, row.employeeId, row.checkIn, row.checkOut),
      origin: AttendanceOrigin.Request,
      creationTime: row.creationTime.toISOString(),
      creatorId: row.creatorId,
      lastModificationTime: null,
      lastModifierId: null,
      concurrencyStamp: row.concurrencyStamp,
    };
    const kept = now.filter((r) => !removes(removal, r));
    const after = [...kept, requested].sort((a, b) => Date.parse(a.checkIn) - Date.parse(b.checkIn));
    return { before, after: await deps.attendance.describe(ctx, after) };
  }

  return {
    handler,

    /** Files the caller's request and opens its task, notifying the approvers; answers its id. */
    async createSelf(ctx: RequestContext, input: CreateSelfAttendanceRequest): Promise<string> {
      const employeeId = selfOf(ctx);
      const tenantId = tenantOf(ctx);
      const timeZone = await deps.timeZoneOf(ctx);
      const checkIn = new Date(input.checkIn);
      const checkOut = new Date(input.checkOut);
      const now = ctx.now();
      const latest = now.getTime() + attendanceFutureToleranceMinutes * msPerMinute;
      if (checkIn.getTime() > latest || checkOut.getTime() > latest)
        throw new AppError('Requests:RequestInFuture', { now: wallTimeIn(timeZone, now) });
      const mode = input.mode ?? AttendanceFixMode.RemoveAll;
      return db.transaction(ctx, async (tx) => {
        await lockEmployee(tx, tenantId, employeeId);
        if (!(await deps.employees.lockForUse(ctx, employeeId))) throw new AppError('Requests:NotAnEmployee');
        // Approving it writes the stay as a record: one before their employment is refused now, not then.
        await deps.attendance.checkEmployment(ctx, employeeId, checkIn);
        let fixFrom = checkIn;
        let fixTo = checkOut;
        let attendanceId: string | null = null;
        if (mode === AttendanceFixMode.RemoveAll) {
          fixFrom = new Date(input.fixAttendanceFrom!);
          fixTo = new Date(input.fixAttendanceTo!);
        } else if (mode === AttendanceFixMode.Fix) {
          const record = input.attendanceId
            ? await deps.attendance.recordOf(ctx, employeeId, input.attendanceId)
            : null;
          if (!record) throw new AppError('Requests:AttendanceToFixNotFound');
          attendanceId = record.id;
          const recordIn = new Date(record.checkIn);
          const recordOut = record.checkOut ? new Date(record.checkOut) : recordIn;
          fixFrom = recordIn < checkIn ? recordIn : checkIn;
          fixTo = recordOut > checkOut ? recordOut : checkOut;
        }
        const [other] = await tx
          .select({ fixFrom: attendanceRequests.fixFrom, fixTo: attendanceRequests.fixTo })
          .from(attendanceRequests)
          .where(
            and(
              requestsOf(tenantId),
              eq(attendanceRequests.employeeId, employeeId),
              eq(attendanceRequests.state, AttendanceRequestState.PendingApproval),
              lt(attendanceRequests.fixFrom, fixTo),
              gt(attendanceRequests.fixTo, fixFrom),
            ),
          )
          .limit(1);
        if (other)
          throw new AppError('Requests:OverlappingPendingRequest', {
            from: wallTimeIn(timeZone, other.fixFrom),
            to: wallTimeIn(timeZone, other.fixTo),
          });
        const [row] = await tx
          .insert(attendanceRequests)
          .values({
            tenantId,
            employeeId,
            checkIn,
            checkOut,
            fixFrom,
            fixTo,
            mode,
            attendanceId,
            reason: input.reason ?? null,
            state: AttendanceRequestState.PendingApproval,
            creationTime: now,
            creatorId: ctx.userId,
          })
          .returning({ id: attendanceRequests.id });
        const id = row!.id;
        const employee = (await deps.employees.namesByIds(ctx, [employeeId])).get(employeeId) ?? '';
        const date = daysOf(timeZone, fixFrom, fixTo);
        const task = await deps.goTasks.open(ctx, {
          kind: GoTaskKind.AttendanceRequest,
          bindingModelId: id,
          subject: { employee, days: date },
          requesterEmployeeId: employeeId,
        });
        await deps.notify(tx, ctx, task.notify, {
          title: { key: 'Notifications:AttendanceRequestSubmittedTitle' },
          message: { key: 'Notifications:AttendanceRequestSubmittedMessage', params: { employee, date } },
          type: NotificationType.AttendanceRequest,
          relatedId: id,
          at: ctx.now(),
        });
        return id;
      });
    },

    /** Withdraws the caller's own pending request: its task closes as Cancelled and its deciders are told. */
    async cancelSelf(ctx: RequestContext, id: string): Promise<void> {
      const employeeId = selfOf(ctx);
      const tenantId = tenantOf(ctx);
      const timeZone = await deps.timeZoneOf(ctx);
      await db.transaction(ctx, async (tx) => {
        const { row, notify } = await deps.goTasks.withdraw(ctx, GoTaskKind.AttendanceRequest, id, {
          employeeId,
          pendingState: AttendanceRequestState.PendingApproval,
          read: async (forUpdate) => {
            const query = tx.select().from(attendanceRequests).where(byId(tenantId, id));
            return (await (forUpdate ? query.for('update') : query))[0];
          },
          refuse: (state) =>
            new AppError('Requests:OnlyPendingCanBeCancelled', {
              state: AttendanceRequestStates.label(state, ctx.language),
            }),
        });
        const now = ctx.now();
        await tx
          .update(attendanceRequests)
          .set({
            state: AttendanceRequestState.Cancelled,
            decisionTime: now,
            decidedBy: ctx.userId,
            lastModificationTime: now,
            lastModifierId: ctx.userId,
          })
          .where(byId(tenantId, id));
        const employee = (await deps.employees.namesByIds(ctx, [employeeId])).get(employeeId) ?? '';
        await deps.notify(tx, ctx, notify, {
          title: { key: 'Notifications:AttendanceRequestCancelledTitle' },
          message: {
            key: 'Notifications:AttendanceRequestCancelledMessage',
            params: { employee, date: daysOf(timeZone, row.fixFrom, row.fixTo) },
          },
          type: NotificationType.AttendanceRequest,
          relatedId: id,
          at: ctx.now(),
        });
      });
    },

    /** The caller's own requests, newest first; the days bound the stay's check-in in the tenant's zone. */
    async listSelf(
      ctx: RequestContext,
      input: GetSelfAttendanceRequests,
    ): Promise<PagedResult<AttendanceRequestDto>> {
      const employeeId = selfOf(ctx);
      return listOf(ctx, input, eq(attendanceRequests.employeeId, employeeId), newestFirst);
    },

    /**
     * Every employee's requests (HR), filtered as the caller's own are and by employee; newest first unless
     * sorted. Each says whether the caller may decide it (its task's rule, read once for the page).
     */
    all: (ctx: RequestContext, input: GetAttendanceRequests): Promise<PagedResult<AttendanceRequestDto>> =>
      listOf(
        ctx,
        input,
        input.employeeId ? eq(attendanceRequests.employeeId, input.employeeId) : undefined,
        sortingOrder(input.sorting, sortable, { fallback: newestFirst, tieBreaker: attendanceRequests.id }),
      ),

    /** The caller's own records of some work days (the Fix mode's choice). */
    async ownAttendances(ctx: RequestContext, input: GetOwnAttendancesInput): Promise<AttendanceDto[]> {
      const employeeId = selfOf(ctx);
      return deps.attendance.employeeRecords(ctx, employeeId, input.fromDate, input.toDate);
    },

    /**
     * One request with what it does to the records: for its employee, whoever may decide its task, and the
     * holders of the attendance requests' permission; anyone else gets 404.
     */
    async get(ctx: RequestContext, id: string): Promise<AttendanceRequestDetailsDto> {
      const tenantId = tenantOf(ctx);
      const granted = await deps.granted(ctx);
      const row = findOr404(
        await db.transaction(ctx, (tx) => tx.select().from(attendanceRequests).where(byId(tenantId, id))),
      );
      const task = await deps.goTasks.ofRequest(ctx, GoTaskKind.AttendanceRequest, id);
      const own = ctx.employeeId !== null && row.employeeId === ctx.employeeId;
      if (
        !own &&
        !granted.has(RequestsPermissions.AttendanceRequests.Default) &&
        !(await deps.goTasks.mayDecide(ctx, task))
      )
        throw notFound();
      const [dto] = await toDtos(ctx, [row]);
      return {
        ...dto!,
        ...(await beforeAndAfter(ctx, row)),
        canCancel: own && row.state === AttendanceRequestState.PendingApproval,
      };
    },
  };
}

export type AttendanceRequestService = ReturnType<typeof createAttendanceRequestService>;
