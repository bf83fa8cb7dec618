import type { GoTaskKind } from '@hr/contracts';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { EmployeesApi } from '../employees/public.ts';
import type { GoTaskService } from './go-task.service.ts';

/** What the parties of a request kind's rows are read through (each kind's service has them as deps). */
export interface RequestPartyDeps {
  employees: Pick<EmployeesApi['employees'], 'namesByIds'>;
  goTasks: Pick<GoTaskService, 'ofRequests'>;
  userNames(ctx: RequestContext, ids: readonly string[]): Promise<Map<string, string>>;
}

/** The parties every request answer names: whose it is, who decided it, and its approval task. */
export interface RequestParties {
  employeeName: string | null;
  decidedByName: string | null;
  taskId: string | null;
  /** Whether the caller may approve or reject it now: its task is open and theirs to decide. */
  canDecide: boolean;
  /** Each decision apart (a holder of only the reject permission may reject, not approve). */
  canApprove: boolean;
  canReject: boolean;
}

/**
 * The parties of a page of requests of one kind (leave, attendance corrections), each read once for the
 * whole page: the employees' names, the deciders' names and the approval tasks (with whether the caller
 * may decide each, by the task's own rule). Returns each row's.
 */
export async function requestParties(
  ctx: RequestContext,
  deps: RequestPartyDeps,
  kind: GoTaskKind,
  rows: ReadonlyArray<{ id: string; employeeId: string; decidedBy: string | null }>,
): Promise<(row: { id: string; employeeId: string; decidedBy: string | null }) => RequestParties> {
  const names = await deps.employees.namesByIds(
    ctx,
    rows.map((r) => r.employeeId),
  );
  const deciders = await deps.userNames(
    ctx,
    rows.map((r) => r.decidedBy).filter((id): id is string => id !== null),
  );
  const tasks = await deps.goTasks.ofRequests(
    ctx,
    kind,
    rows.map((r) => r.id),
  );
  return (row) => {
    const task = tasks.get(row.id);
    const canApprove = task?.canApprove ?? false;
    const canReject = task?.canReject ?? false;
    return {
      employeeName: names.get(row.employeeId) ?? null,
      decidedByName: row.decidedBy ? (deciders.get(row.decidedBy) ?? null) : null,
      taskId: task?.id ?? null,
      canDecide: canApprove || canReject,
      canApprove,
      canReject,
    };
  };
}

/** The caller's own employee, for the self-service side of a request kind (a user with no employee: 422). */
export function selfOf(ctx: RequestContext): string {
  tenantOf(ctx);
  if (!ctx.employeeId) throw new AppError('Requests:NotAnEmployee');
  return ctx.employeeId;
}
