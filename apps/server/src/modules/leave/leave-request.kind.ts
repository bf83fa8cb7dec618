import {
  type GetLeaveRequests,
  type GetOwnLeaveRequests,
  GoTaskKind,
  LeavePermissions,
  type LeaveRequestDto,
  LeaveRequestStates,
  LeaveRequestUnit,
  leaveRequestEndpoints,
  NotificationType,
  namePairOf,
} from '@hr/contracts';
import { eq, gte, inArray, lte } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import { localName } from '../../platform/db/names.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { defineRequestKind } from '../requests/public.ts';
import { leaveRequests, leaveTypes } from './leave.tables.ts';
import { dateAndTimeRange } from './leave-duration.ts';
import { LedgerKind } from './leave-ledger.service.ts';
import {
  daysOfRequests,
  endsOf,
  entry,
  fixed,
  type LeaveRequestDeps,
  type RequestRow,
  today,
  typeOf,
} from './leave-request.rows.ts';

const t = leaveRequests;

/**
 * Leave requests as a request kind (`defineRequestKind`, requests module): the go-task decides one (approve:
 * its reservation turns into Taken; reject or the requester's withdrawal: released), the parties are told,
 * HR lists and reads them. A type that requires an allocation reserves its balance in the leave ledger (the
 * employee's side, `leave-request.self.ts`). Every write is one transaction with the ledger, the task and
 * the notifications.
 */
export function defineLeaveRequests(db: Database, deps: LeaveRequestDeps) {
  /** Gives a pending request's reservation back (a rejection, a withdrawal). */
  async function release(ctx: RequestContext, row: RequestRow) {
    if (row.allocationId)
      await deps.ledger.post(ctx, [
        entry(row, LedgerKind.Released, fixed(row.duration), await today(deps, ctx)),
      ]);
  }

  return defineRequestKind(db, deps, {
    kind: GoTaskKind.LeaveRequest,
    table: t,
    states: LeaveRequestStates,
    permissions: {
      read: LeavePermissions.LeaveRequests.Default,
      approve: LeavePermissions.LeaveRequests.Approve,
      reject: LeavePermissions.LeaveRequests.Reject,
    },
    notifications: { type: NotificationType.LeaveRequest, texts: 'LeaveRequest' },
    notPendingError: 'Leave:OnlyPendingCanBeCancelled',
    lockKey: 'leave.request',
    rejectionReason: 'rejectionReason',
    async describe(ctx, tx, row) {
      const type = await typeOf(tx, tenantOf(ctx), row.leaveTypeId);
      return {
        days: dateAndTimeRange(row),
        params: { leaveType: type ? namePairOf(type) : '', ...endsOf(row) },
      };
    },

    list: {
      endpoint: leaveRequestEndpoints.all,
      sort: { creationTime: t.creationTime, from: t.startAt, to: t.endAt, state: t.state },
      filters: (_ctx, input: GetOwnLeaveRequests & Partial<GetLeaveRequests>) => [
        input.leaveTypeId ? eq(t.leaveTypeId, input.leaveTypeId) : undefined,
        input.states?.length ? inArray(t.state, [...input.states]) : undefined,
        // Requests meeting the range of dates.
        input.fromDate ? gte(t.toDate, input.fromDate) : undefined,
        input.toDate ? lte(t.fromDate, input.toDate) : undefined,
      ],
    },

    async toDtos(ctx, rows) {
      const tenantId = tenantOf(ctx);
      const typeIds = [...new Set(rows.map((r) => r.leaveTypeId))];
      const types = typeIds.length
        ? await db.transaction(ctx, (tx) =>
            tx
              .select({ id: leaveTypes.id, name: localName(leaveTypes), isPaid: leaveTypes.isPaid })
              .from(leaveTypes)
              .where(tenantRows(leaveTypes, tenantId, [inArray(leaveTypes.id, typeIds)])),
          )
        : [];
      const typeById = new Map(types.map((type) => [type.id, type]));
      // What the page needs to be decided from a list: the tasks (with whether the caller may decide each,
      // the parties) and the balances, each read once for the page.
      const figures = await deps.ledger.balances(
        ctx,
        rows.map((r) => r.allocationId).filter((id): id is string => id !== null),
      );
      const balanceOf = (row: RequestRow) => {
        if (!row.allocationId) return null;
        const f = figures.get(row.allocationId);
        return row.unit === LeaveRequestUnit.Hours ? (f?.balanceHours ?? 0) : (f?.balanceDays ?? 0);
      };
      return (row, parties): LeaveRequestDto => ({
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
        ...parties,
        balance: balanceOf(row),
      });
    },

    /** Its days, and the allocation it draws on (the balance now is the item's). */
    async details(ctx, tx, row) {
      const days = (await daysOfRequests(tx, tenantOf(ctx), [row.id])).get(row.id) ?? [];
      return { days, allocationId: row.allocationId };
    },

    /** The reservation turns into Taken: `Released +n`, `Taken -n`. */
    async approve(ctx, _tx, row) {
      if (row.allocationId) {
        const on = await today(deps, ctx);
        const n = fixed(row.duration);
        await deps.ledger.post(ctx, [
          entry(row, LedgerKind.Released, n, on),
          entry(row, LedgerKind.Taken, -n, on),
        ]);
      }
      return undefined;
    },
    reject: (ctx, _tx, row) => release(ctx, row),
    withdraw: (ctx, _tx, row) => release(ctx, row),
  });
}
export type LeaveRequestKind = ReturnType<typeof defineLeaveRequests>;
