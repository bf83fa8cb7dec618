import type { LeaveAllocationDto, OwnLeaveBalanceDto, PagedResult } from '@hr/contracts';
import { and, asc, countDistinct, eq, inArray } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { page } from '../../platform/db/crud.ts';
import type { Database } from '../../platform/db/database.ts';
import { localName } from '../../platform/db/names.ts';
import { AppError } from '../../platform/errors.ts';
import { leaveAllocations, leaveTypes } from './leave.tables.ts';
import { type AllocationRows, allocationsOf, cents, newestFirst } from './leave-allocation.rows.ts';

/** The employee's side of allocations (self-service): their balances per leave type. */
export function createOwnAllocations(db: Database, rows: AllocationRows) {
  const { today, select, toDtos } = rows;
  return {
    /**
     * The signed-in employee's balances, one row per leave type they have allocations of (by name), each
     * with its allocations newest first; the balance sums the allocations valid today in the tenant's zone.
     */
    async own(
      ctx: RequestContext,
      input: { skipCount: number; maxResultCount: number },
    ): Promise<PagedResult<OwnLeaveBalanceDto>> {
      const tenantId = tenantOf(ctx);
      const employeeId = ctx.employeeId;
      if (!employeeId) throw new AppError('Requests:NotAnEmployee');
      const day = await today(ctx);
      return db.transaction(ctx, async (tx) => {
        const mine = and(allocationsOf(tenantId), eq(leaveAllocations.employeeId, employeeId));
        const types = await page(input, {
          total: async () => {
            const [row] = await tx
              .select({ n: countDistinct(leaveAllocations.leaveTypeId) })
              .from(leaveAllocations)
              .where(mine);
            return row?.n ?? 0;
          },
          rows: (limit, offset) =>
            tx
              .selectDistinct({
                id: leaveTypes.id,
                name: localName(leaveTypes),
                requestUnit: leaveTypes.requestUnit,
              })
              .from(leaveTypes)
              .innerJoin(leaveAllocations, eq(leaveAllocations.leaveTypeId, leaveTypes.id))
              .where(and(mine, eq(leaveTypes.tenantId, tenantId)))
              .orderBy(asc(localName(leaveTypes)), asc(leaveTypes.id))
              .limit(limit)
              .offset(offset),
        });
        const typeIds = types.items.map((t) => t.id);
        const rows = typeIds.length
          ? await select(tx)
              .where(and(mine, inArray(leaveAllocations.leaveTypeId, typeIds)))
              .orderBy(...newestFirst)
          : [];
        const dtos = await toDtos(ctx, rows);
        const items = types.items.map((type): OwnLeaveBalanceDto => {
          const allocations = dtos.filter((a) => a.leaveTypeId === type.id);
          const current = allocations.filter((a) => a.validityFrom <= day && a.validityTo >= day);
          const sum = (list: LeaveAllocationDto[], f: (a: LeaveAllocationDto) => number) =>
            list.reduce((n, a) => n + cents(f(a)), 0) / 100;
          return {
            leaveTypeId: type.id,
            leaveTypeName: type.name,
            requestUnit: type.requestUnit,
            balanceDays: sum(current, (a) => a.balanceDays),
            balanceHours: sum(current, (a) => a.balanceHours),
            totalDays: sum(allocations, (a) => a.numberOfDays + a.carriedDays),
            totalHours: sum(allocations, (a) => a.numberOfHours),
            allocations,
          };
        });
        return { totalCount: types.totalCount, items };
      });
    },
  };
}
