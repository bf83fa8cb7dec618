import type { GetLeaveRequests, LeaveRequestDetailsDto, LeaveRequestDto, PagedResult } from '@hr/contracts';
import type { RequestContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import { createLeaveCalendar } from './leave-request.calendar.ts';
import { defineLeaveRequests } from './leave-request.kind.ts';
import type { LeaveRequestDeps } from './leave-request.rows.ts';
import { createOwnLeaveRequests } from './leave-request.self.ts';

export type { LeaveCalendar, LeaveDayEntry, LeavePayrollInputs } from './leave-request.calendar.ts';
export type { LeaveRequestDeps } from './leave-request.rows.ts';

/**
 * Leave requests (document 1 §7), assembled from their audiences: the request kind (`leave-request.kind.ts`:
 * the go-task handler, the withdrawal, HR's list and the details), the employee's side
 * (`leave-request.self.ts`: calc-duration, create, cancel, the own lists) and what other modules read
 * (`leave-request.calendar.ts`: the approved days, the recount after a holiday changed, payroll's inputs).
 */
export function createLeaveRequestService(db: Database, deps: LeaveRequestDeps) {
  const kind = defineLeaveRequests(db, deps);
  return {
    /** The go-task handler (contributed to requests' hook point `goTaskKinds` in index.ts). */
    handler: kind.handler,
    ...createLeaveCalendar(db, deps),
    ...createOwnLeaveRequests(db, deps, kind),
    /** Every employee's requests (HR), with filters; newest first unless sorted. */
    all: (ctx: RequestContext, input: GetLeaveRequests): Promise<PagedResult<LeaveRequestDto>> =>
      kind.all(ctx, input),
    /**
     * One request with its days and the balance of its allocation now: for its employee, whoever may decide
     * its task, and the holders of HR.LeaveRequests.Index; anyone else gets 404.
     */
    get: (ctx: RequestContext, id: string): Promise<LeaveRequestDetailsDto> => kind.get(ctx, id),
  };
}
export type LeaveRequestService = ReturnType<typeof createLeaveRequestService>;
