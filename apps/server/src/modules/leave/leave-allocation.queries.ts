import {
  type GetLeaveAllocations,
  type LeaveAllocationDto,
  leaveAllocationEndpoints,
  type PagedResult,
} from '@hr/contracts';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.ts';
import { idsOfPage, listTotal, page } from '../../platform/db/crud.ts';
import type { Database } from '../../platform/db/database.ts';
import { localName } from '../../platform/db/names.ts';
import { sortColumns, sortingOrder } from '../../platform/db/sorting.ts';
import { leaveAllocations, leaveTypes } from './leave.tables.ts';
import { type AllocationRows, allocationsOf, newestFirst } from './leave-allocation.rows.ts';

const sortFields = sortColumns(leaveAllocationEndpoints.list, {
  validityFrom: leaveAllocations.validityFrom,
  validityTo: leaveAllocations.validityTo,
  leaveTypeName: localName(leaveTypes),
  creationTime: leaveAllocations.creationTime,
});
const orderBy = (sorting: string | undefined) =>
  sortingOrder(sorting, sortFields, { fallback: newestFirst, tieBreaker: leaveAllocations.id });

/** HR's reads of the allocations: the list (filtered, sorted), one allocation, the Excel export's rows. */
export function createAllocationQueries(db: Database, rows: AllocationRows) {
  const { select, toDtos, getIn } = rows;

  function filters(
    tenantId: string | null,
    input: Omit<GetLeaveAllocations, 'skipCount' | 'maxResultCount'>,
  ) {
    return and(
      allocationsOf(tenantId),
      input.employeeId ? eq(leaveAllocations.employeeId, input.employeeId) : undefined,
      input.leaveTypeId ? eq(leaveAllocations.leaveTypeId, input.leaveTypeId) : undefined,
      input.validOn
        ? and(
            lte(leaveAllocations.validityFrom, input.validOn),
            gte(leaveAllocations.validityTo, input.validOn),
          )
        : undefined,
    );
  }

  async function list(
    ctx: RequestContext,
    input: GetLeaveAllocations,
  ): Promise<PagedResult<LeaveAllocationDto>> {
    const where = filters(ctx.tenantId, input);
    const order = orderBy(input.sorting);
    const byType = order.length > 0 && input.sorting?.trim().toLowerCase().startsWith('leavetypename');
    return db.transaction(ctx, async (tx) => {
      const result = await page(input, {
        total: () => listTotal(tx, leaveAllocations, where),
        rows: (limit, offset) =>
          byType
            ? select(tx)
                .where(where)
                .orderBy(...order)
                .limit(limit)
                .offset(offset)
            : select(tx)
                .where(
                  inArray(
                    leaveAllocations.id,
                    idsOfPage(tx, leaveAllocations, { where, order, limit, offset }),
                  ),
                )
                .orderBy(...order),
      });
      return { ...result, items: await toDtos(ctx, result.items) };
    });
  }

  return {
    list,

    async get(ctx: RequestContext, id: string): Promise<LeaveAllocationDto> {
      return db.transaction(ctx, (tx) => getIn(tx, ctx, id));
    },
  };
}
