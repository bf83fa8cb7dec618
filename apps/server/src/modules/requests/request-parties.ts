import type { GoTaskKind } from '@hr/contracts';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { EmployeeService } from '../employees/employee.service.ts';
import type { GoTaskService } from './go-task.service.ts';

/** What the parties of a request kind's rows are read through (each kind's service has them as deps). */
export interface RequestPartyDeps {
  employees: Pick<EmployeeService, 'namesByIds'>;
  goTasks: Pick<GoTaskService, 'idsOfRequests'>;
  userNames(ctx: RequestContext, ids: readonly string[]): Promise<Map<string, string>>;
}

/** The parties every request answer names: whose it is, who decided it, and its approval task. */
export interface RequestParties {
  employeeName: string | null;
  decidedByName: string | null;
  taskId: string | null;
}

/**
 * The parties of a page of requests of one kind (leave, attendance corrections), each read once for the
 * whole page: the employees' names, the deciders' names and the approval tasks. Returns each row's.
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
  const tasks = await deps.goTasks.idsOfRequests(
    ctx,
    kind,
    rows.map((r) => r.id),
  );
  return (row) => ({
    employeeName: names.get(row.employeeId) ?? null,
    decidedByName: row.decidedBy ? (deciders.get(row.decidedBy) ?? null) : null,
    taskId: tasks.get(row.id) ?? null,
  });
}

/** The caller's own employee, for the self-service side of a request kind (a user with no employee: 422). */
export function selfOf(ctx: RequestContext): string {
  tenantOf(ctx);
  if (!ctx.employeeId) throw new AppError('Requests:NotAnEmployee');
  return ctx.employeeId;
}
