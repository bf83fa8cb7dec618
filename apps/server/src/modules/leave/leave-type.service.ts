import {
  activeLeaveRequestStates,
  type CreateLeaveType,
  type GetLeaveTypes,
  type LeaveTypeDto,
  type LeaveTypeIdAndName,
  type PagedResult,
  type UpdateLeaveType,
} from '@hr/contracts';
import { and, asc, count, eq, ilike, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { auditFields, normalized } from '../../platform/db/columns.ts';
import {
  findOr404,
  pageOfTable,
  softDelete,
  updateStamped,
  withUniqueErrors,
} from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { containing } from '../../platform/db/search.ts';
import { sortingOrder } from '../../platform/db/sorting.ts';
import { AppError, concurrencyConflict } from '../../platform/errors.ts';
import { leaveAllocations, leaveRequests, leaveTypes } from './leave.tables.ts';

type LeaveTypeRow = typeof leaveTypes.$inferSelect;

/** The tenant filter of the data layer (row-level security is the second lock); live rows only. */
export const leaveTypesOf = (tenantId: string | null): SQL =>
  tenantId ? and(eq(leaveTypes.tenantId, tenantId), not(leaveTypes.isDeleted))! : sql`false`;

export function leaveTypeToDto(row: LeaveTypeRow): LeaveTypeDto {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    requestUnit: row.requestUnit,
    kindOfTimeOff: row.kindOfTimeOff,
    requiresAllocation: row.requiresAllocation,
    isPaid: row.isPaid,
    countsHolidays: row.countsHolidays,
    maxConsecutiveDays: row.maxConsecutiveDays,
    allowCarryForward: row.allowCarryForward,
    carryForwardMaxDays: row.carryForwardMaxDays,
    carryForwardExpiryMonths: row.carryForwardExpiryMonths,
    ...auditFields(row),
    concurrencyStamp: row.concurrencyStamp,
  };
}

const toIdAndName = (row: LeaveTypeRow): LeaveTypeIdAndName => ({
  id: row.id,
  name: row.name,
  requestUnit: row.requestUnit,
  requiresAllocation: row.requiresAllocation,
});

const sortable: Record<string, AnyPgColumn> = {
  name: leaveTypes.normalizedName,
  code: leaveTypes.normalizedCode,
  creationtime: leaveTypes.creationTime,
};
const byName = [asc(leaveTypes.normalizedName), asc(leaveTypes.id)];
const orderBy = (sorting: string | undefined) =>
  sortingOrder(sorting, sortable, { fallback: byName, tieBreaker: leaveTypes.id });

function columns(input: CreateLeaveType) {
  const name = input.name.trim();
  const code = input.code.trim();
  const carries = input.allowCarryForward;
  return {
    name,
    normalizedName: normalized(name),
    code,
    normalizedCode: normalized(code),
    requestUnit: input.requestUnit,
    kindOfTimeOff: input.kindOfTimeOff,
    requiresAllocation: input.requiresAllocation,
    isPaid: input.isPaid,
    countsHolidays: input.countsHolidays,
    maxConsecutiveDays: input.maxConsecutiveDays ?? null,
    allowCarryForward: carries,
    // The cap and the expiry mean nothing for a type that carries nothing.
    carryForwardMaxDays: carries ? (input.carryForwardMaxDays ?? null) : null,
    carryForwardExpiryMonths: carries ? (input.carryForwardExpiryMonths ?? null) : null,
  };
}

/**
 * Leave types of a tenant: codes unique among the live types whatever their case (a unique index, its
 * violation mapped to Leave:DuplicateCode); deleting is soft and refused while allocations use the type.
 */
export function createLeaveTypeService(db: Database) {
  const byId = (tenantId: string | null, id: string) => and(leaveTypesOf(tenantId), eq(leaveTypes.id, id));
  const duplicate = (code: string) => () => new AppError('Leave:DuplicateCode', { code });
  const filtered = (tenantId: string | null, input: GetLeaveTypes, extra?: SQL) =>
    and(
      leaveTypesOf(tenantId),
      extra,
      input.filter
        ? or(
            ilike(leaveTypes.name, containing(input.filter)),
            ilike(leaveTypes.code, containing(input.filter)),
          )
        : undefined,
    );

  async function assertCodeFree(tx: Tx, tenantId: string, code: string, exceptId?: string) {
    const [clash] = await tx
      .select({ id: leaveTypes.id })
      .from(leaveTypes)
      .where(and(leaveTypesOf(tenantId), eq(leaveTypes.normalizedCode, normalized(code))));
    if (clash && clash.id !== exceptId) throw duplicate(code)();
  }

  /**
   * How many live allocations and requests use the type: every request, or only those in `requestStates`.
   * The caller holds the type's row FOR UPDATE, so no allocation or request (each takes `lockForUse`'s share
   * lock) can be added between this count and the caller's write.
   */
  async function uses(tx: Tx, tenantId: string, id: string, requestStates?: readonly number[]) {
    const [allocations] = await tx
      .select({ n: count() })
      .from(leaveAllocations)
      .where(
        and(
          eq(leaveAllocations.tenantId, tenantId),
          eq(leaveAllocations.leaveTypeId, id),
          not(leaveAllocations.isDeleted),
        ),
      );
    const [requests] = await tx
      .select({ n: count() })
      .from(leaveRequests)
      .where(
        and(
          eq(leaveRequests.tenantId, tenantId),
          eq(leaveRequests.leaveTypeId, id),
          requestStates ? inArray(leaveRequests.state, [...requestStates]) : undefined,
        ),
      );
    return (allocations?.n ?? 0) + (requests?.n ?? 0);
  }

  return {
    async list(ctx: RequestContext, input: GetLeaveTypes): Promise<PagedResult<LeaveTypeDto>> {
      return db.transaction(ctx, (tx) =>
        pageOfTable(tx, leaveTypes, input, {
          where: filtered(ctx.tenantId, input),
          order: orderBy(input.sorting),
          map: leaveTypeToDto,
        }),
      );
    },

    /** The types that require an allocation, by name. */
    async allocatable(ctx: RequestContext, input: GetLeaveTypes): Promise<PagedResult<LeaveTypeIdAndName>> {
      return db.transaction(ctx, (tx) =>
        pageOfTable(tx, leaveTypes, input, {
          where: filtered(ctx.tenantId, input, eq(leaveTypes.requiresAllocation, true)),
          order: byName,
          map: toIdAndName,
        }),
      );
    },

    /** Every live type, by name (a tenant has a handful). */
    async idAndName(ctx: RequestContext): Promise<LeaveTypeIdAndName[]> {
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .select()
          .from(leaveTypes)
          .where(leaveTypesOf(ctx.tenantId))
          .orderBy(...byName)
          .limit(1000),
      );
      return rows.map(toIdAndName);
    },

    async get(ctx: RequestContext, id: string): Promise<LeaveTypeDto> {
      return db.transaction(ctx, async (tx) =>
        leaveTypeToDto(findOr404(await tx.select().from(leaveTypes).where(byId(ctx.tenantId, id)))),
      );
    },

    async create(ctx: RequestContext, input: CreateLeaveType): Promise<string> {
      const tenantId = tenantOf(ctx);
      const values = columns(input);
      return withUniqueErrors({ leave_types_tenant_code: duplicate(values.code) }, () =>
        db.transaction(ctx, async (tx) => {
          await assertCodeFree(tx, tenantId, values.code);
          const [row] = await tx
            .insert(leaveTypes)
            .values({ tenantId, ...values, creatorId: ctx.userId })
            .returning({ id: leaveTypes.id });
          return row!.id;
        }),
      );
    },

    /**
     * The unit (days, hours) cannot change while live allocations or pending or approved requests use the
     * type: their figures and durations are in the old unit (Leave:UnitInUse with their count). The row is
     * locked FOR UPDATE first, as the delete does: a request or allocation saved meanwhile holds a share lock
     * on it (`lockForUse`), so it either commits first and is counted, or waits and then sees the new unit.
     */
    async update(ctx: RequestContext, id: string, input: UpdateLeaveType): Promise<LeaveTypeDto> {
      const tenantId = tenantOf(ctx);
      const values = columns(input);
      return withUniqueErrors({ leave_types_tenant_code: duplicate(values.code) }, () =>
        db.transaction(ctx, async (tx) => {
          const current = findOr404(
            await tx
              .select({
                requestUnit: leaveTypes.requestUnit,
                concurrencyStamp: leaveTypes.concurrencyStamp,
              })
              .from(leaveTypes)
              .where(byId(tenantId, id))
              .for('update'),
          );
          if (current.concurrencyStamp !== input.concurrencyStamp) throw concurrencyConflict();
          if (current.requestUnit !== values.requestUnit) {
            const n = await uses(tx, tenantId, id, activeLeaveRequestStates);
            if (n > 0) throw new AppError('Leave:UnitInUse', { count: n });
          }
          await assertCodeFree(tx, tenantId, values.code, id);
          await updateStamped(tx, leaveTypes, {
            where: byId(tenantId, id),
            stamp: input.concurrencyStamp,
            set: values,
            ctx,
          });
          return leaveTypeToDto(findOr404(await tx.select().from(leaveTypes).where(byId(tenantId, id))));
        }),
      );
    },

    /**
     * Soft delete, refused while live allocations or any requests use the type. The row is locked first: an allocation saved
     * with the type holds a share lock on it (`lockForUse`), so it either commits first and is counted, or
     * waits and then finds the type gone.
     */
    async delete(ctx: RequestContext, id: string): Promise<void> {
      const tenantId = tenantOf(ctx);
      await db.transaction(ctx, async (tx) => {
        findOr404(
          await tx.select({ id: leaveTypes.id }).from(leaveTypes).where(byId(tenantId, id)).for('update'),
        );
        const n = await uses(tx, tenantId, id);
        if (n > 0) throw new AppError('Leave:LeaveTypeInUse', { count: n });
        await softDelete(tx, leaveTypes, byId(tenantId, id), ctx);
      });
    },

    /** The live type, share-locked until the caller's transaction ends (null: none in the tenant). */
    async lockForUse(tx: Tx, tenantId: string, id: string): Promise<LeaveTypeRow | null> {
      const [row] = await tx.select().from(leaveTypes).where(byId(tenantId, id)).for('share');
      return row ?? null;
    },
  };
}
export type LeaveTypeService = ReturnType<typeof createLeaveTypeService>;
