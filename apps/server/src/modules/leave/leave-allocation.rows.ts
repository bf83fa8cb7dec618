import { displayRange, type LeaveAllocationDto } from '@hr/contracts';
import { and, desc, eq, not, type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.ts';
import { auditFields } from '../../platform/db/columns.ts';
import { findOr404 } from '../../platform/db/crud.ts';
import type { Tx } from '../../platform/db/database.ts';
import { localName } from '../../platform/db/names.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { tenantToday } from '../../platform/tenant-date.ts';
import type { EmployeesApi } from '../employees/public.ts';
import type { OrganisationApi } from '../organisation/public.ts';
import { leaveAllocations, leaveTypes } from './leave.tables.ts';
import { type LeaveLedger, type LedgerFigures, noFigures } from './leave-ledger.service.ts';
import type { LeaveTypeService } from './leave-type.service.ts';

// The pieces the leave allocation files share: rows, the tenant filter, numbers, the lock, the answers.

/** What the leave module needs of employees (the employees module's service). */
export type LeaveEmployees = Pick<EmployeesApi['employees'], 'lockForUse' | 'namesByIds' | 'activeHolding'>;
/** What it needs of the organisation: who works in a department. */
export type LeaveDepartments = Pick<OrganisationApi['departments'], 'jobTitlesUnder'>;

export interface LeaveAllocationDeps {
  types: Pick<LeaveTypeService, 'lockForUse'>;
  ledger: LeaveLedger;
  employees: LeaveEmployees;
  departments: LeaveDepartments;
  timeZoneOf(ctx: Pick<RequestContext, 'tenantId'>): Promise<string>;
}

export type AllocationRow = typeof leaveAllocations.$inferSelect;
export type TypeRow = typeof leaveTypes.$inferSelect;

/** The tenant's live allocations. */
export const allocationsOf = (tenantId: string | null): SQL =>
  tenantId ? tenantRows(leaveAllocations, tenantId, [not(leaveAllocations.isDeleted)]) : sql`false`;

export const newestFirst = [desc(leaveAllocations.validityFrom), desc(leaveAllocations.id)];

export const cents = (n: number | string) => Math.round(Number(n) * 100);
export const decimal = (n: number) => (Math.round(n * 100) / 100).toFixed(2);

/**
 * Employees' allocations of one type are written one at a time: two overlapping creates cannot both pass.
 * Several employees are locked in one statement, in the order given (callers give ids in order, so two bulk
 * actions cannot deadlock).
 */
export async function lockEmployeeType(
  tx: Tx,
  tenantId: string,
  employeeIds: readonly string[],
  leaveTypeId: string,
) {
  if (!employeeIds.length) return;
  // An array literal as one parameter (its elements are uuids and colons: nothing to quote).
  const keys = `{${employeeIds.map((id) => `leave.allocation:${tenantId}:${id}:${leaveTypeId}`).join(',')}}`;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(k)) from unnest(${keys}::text[]) with ordinality as u(k, n) order by n`,
  );
}

/** The allocations' rows and answers, for every part of the service. */
export function createAllocationRows(deps: LeaveAllocationDeps) {
  const byId = (tenantId: string | null, id: string) =>
    and(allocationsOf(tenantId), eq(leaveAllocations.id, id));
  const today = (ctx: RequestContext) => tenantToday(deps, ctx);

  const select = (tx: Tx) =>
    tx
      .select({
        row: leaveAllocations,
        leaveTypeName: localName(leaveTypes),
        requestUnit: leaveTypes.requestUnit,
      })
      .from(leaveAllocations)
      .innerJoin(leaveTypes, eq(leaveTypes.id, leaveAllocations.leaveTypeId));

  /** The DTOs of rows read with `select`: the employees' names and the ledger's figures added. */
  async function toDtos(
    ctx: RequestContext,
    rows: ReadonlyArray<{ row: AllocationRow; leaveTypeName: string; requestUnit: number }>,
  ): Promise<LeaveAllocationDto[]> {
    if (!rows.length) return [];
    const names = await deps.employees.namesByIds(
      ctx,
      rows.map((r) => r.row.employeeId),
    );
    const figures = await deps.ledger.balances(
      ctx,
      rows.map((r) => r.row.id),
    );
    return rows.map(({ row, leaveTypeName, requestUnit }) => {
      const f: LedgerFigures = figures.get(row.id) ?? noFigures;
      return {
        id: row.id,
        leaveTypeId: row.leaveTypeId,
        leaveTypeName,
        requestUnit,
        employeeId: row.employeeId,
        employeeName: names.get(row.employeeId) ?? '',
        validityFrom: row.validityFrom,
        validityTo: row.validityTo,
        validityDateRange: displayRange(row.validityFrom, row.validityTo),
        numberOfDays: Number(row.numberOfDays),
        numberOfHours: Number(row.numberOfHours),
        carriedDays: f.carriedDays,
        takenDays: f.takenDays,
        takenHours: f.takenHours,
        reservedDays: f.reservedDays,
        reservedHours: f.reservedHours,
        balanceDays: f.balanceDays,
        balanceHours: f.balanceHours,
        ...auditFields(row),
        concurrencyStamp: row.concurrencyStamp,
      };
    });
  }

  async function getIn(tx: Tx, ctx: RequestContext, id: string) {
    const [dto] = await toDtos(ctx, [findOr404(await select(tx).where(byId(ctx.tenantId, id)))]);
    return dto!;
  }

  return { byId, today, select, toDtos, getIn };
}
export type AllocationRows = ReturnType<typeof createAllocationRows>;
