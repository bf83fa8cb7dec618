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
  attendanceRequestEndpoints,
  type CreateSelfAttendanceRequest,
  type GetAttendanceRequests,
  type GetOwnAttendancesInput,
  type GetSelfAttendanceRequests,
  GoTaskKind,
  NotificationType,
  type PagedResult,
  RequestsPermissions,
} from '@hr/contracts';
import { and, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { dateIn, wallTimeIn } from '../../platform/tenant-date.ts';
import type { EmployeesApi } from '../employees/public.ts';
import type { AttendanceSnapshot, TimeApi } from '../time/public.ts';
import type { GoTaskService } from './go-task.service.ts';
import type { NotificationService } from './notification.service.ts';
import { defineRequestKind } from './request-kind.ts';
import { selfOf } from './request-parties.ts';
import { attendanceRequests } from './requests.tables.ts';

type RequestRow = typeof attendanceRequests.$inferSelect;

/** What requests need of the time module's attendance records. */
export type CorrectionAttendance = TimeApi['attendance'];

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
 * Attendance-correction requests (document 1 §4-§7), a request kind (`defineRequestKind`): an employee asks
 * to replace their records of some days by a stay; the go-task of the request decides it, and approving
 * applies the correction through the time module in the decision's transaction. The caller's employee is the
 * token's (`ctx.employeeId`).
 */
export function createAttendanceRequestService(db: Database, deps: AttendanceRequestDeps) {
  const t = attendanceRequests;
  const daysOfRow = async (ctx: RequestContext, row: RequestRow) =>
    daysOf(await deps.timeZoneOf(ctx), row.fixFrom, row.fixTo);

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

  const requests = defineRequestKind(db, deps, {
    kind: GoTaskKind.AttendanceRequest,
    table: t,
    states: AttendanceRequestStates,
    permissions: {
      read: RequestsPermissions.AttendanceRequests.Default,
      approve: RequestsPermissions.AttendanceRequests.Approve,
      reject: RequestsPermissions.AttendanceRequests.Reject,
    },
    notifications: { type: NotificationType.AttendanceRequest, texts: 'AttendanceRequest' },
    notPendingError: 'Requests:OnlyPendingCanBeCancelled',
    lockKey: 'requests.attendance',
    describe: async (ctx, _tx, row) => {
      const date = await daysOfRow(ctx, row);
      return { days: date, params: { date } };
    },
    list: {
      endpoint: attendanceRequestEndpoints.all,
      sort: { creationTime: t.creationTime, checkIn: t.checkIn, state: t.state },
      /** The days bound the stay's check-in in the tenant's zone. */
      async filters(ctx, input: GetSelfAttendanceRequests & Partial<GetAttendanceRequests>) {
        const timeZone = await deps.timeZoneOf(ctx);
        const day = sql`(${t.checkIn} at time zone ${timeZone})::date`;
        return [
          input.fromDate ? gte(day, input.fromDate) : undefined,
          input.toDate ? lte(day, input.toDate) : undefined,
          input.includedStates?.length ? inArray(t.state, input.includedStates) : undefined,
        ];
      },
    },
    toDtos: async () => (row, parties) => ({
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
      ...parties,
    }),
    details: (ctx, _tx, row) => beforeAndAfter(ctx, row),
    /** The correction, applied through the time module in the decision's transaction. */
    async approve(ctx, _tx, row) {
      const applied = await deps.attendance.applyCorrection(ctx, {
        employeeId: row.employeeId,
        remove: removalOf(row),
        record: { checkIn: row.checkIn, checkOut: row.checkOut },
      });
      return { removedRecords: applied.removed, createdRecordId: applied.id };
    },
  });

  return {
    handler: requests.handler,

    /**
     * Files the caller's request (one transaction): the employee's lock (`requests.attendance:<tenant>:
     * <employee>`), the employee share-locked, the fix range by mode, no overlapping pending request; then
     * its task and the approvers' notification. Answers its id.
     */
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
      return requests.submit(ctx, employeeId, async (tx) => {
        await requests.lockRequester(tx, tenantId, employeeId);
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
              requests.requestsOf(tenantId),
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
        const date = daysOf(timeZone, fixFrom, fixTo);
        return { id: row!.id, about: { days: date, params: { date } } };
      });
    },

    /** Withdraws the caller's own pending request: its task closes as Cancelled and its deciders are told. */
    cancelSelf: (ctx: RequestContext, id: string): Promise<void> => requests.withdraw(ctx, id),

    /** The caller's own requests, newest first; the days bound the stay's check-in in the tenant's zone. */
    listSelf: (
      ctx: RequestContext,
      input: GetSelfAttendanceRequests,
    ): Promise<PagedResult<AttendanceRequestDto>> => requests.listSelf(ctx, input),

    /**
     * Every employee's requests (HR), filtered as the caller's own are and by employee; newest first unless
     * sorted. Each says whether the caller may decide it (its task's rule, read once for the page).
     */
    all: (ctx: RequestContext, input: GetAttendanceRequests): Promise<PagedResult<AttendanceRequestDto>> =>
      requests.all(ctx, input),

    /** The caller's own records of some work days (the Fix mode's choice). */
    async ownAttendances(ctx: RequestContext, input: GetOwnAttendancesInput): Promise<AttendanceDto[]> {
      const employeeId = selfOf(ctx);
      return deps.attendance.employeeRecords(ctx, employeeId, input.fromDate, input.toDate);
    },

    /**
     * One request with what it does to the records: for its employee, whoever may decide its task, and the
     * holders of the attendance requests' permission; anyone else gets 404.
     */
    get: (ctx: RequestContext, id: string): Promise<AttendanceRequestDetailsDto> => requests.get(ctx, id),
  };
}

export type AttendanceRequestService = ReturnType<typeof createAttendanceRequestService>;
