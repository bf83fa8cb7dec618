import {
  activeLeaveRequestStates,
  type CreateLeaveType,
  type GetLeaveTypes,
  type LanguageCode,
  type LeaveTypeDto,
  type LeaveTypeIdAndName,
  leaveTypeEndpoints,
  nameFields,
  nameIn,
  type PagedResult,
} from '@hr/contracts';
import { and, asc, count, eq, ilike, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { columnsOf, entityDto, normalized } from '../../platform/db/columns.ts';
import { pageOfTable } from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { AppError, entityService } from '../../platform/db/entity-service.ts';
import { localName, nameContains, nameValues } from '../../platform/db/names.ts';
import { containing } from '../../platform/db/search.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { leaveAllocations, leaveRequests, leaveTypes } from './leave.tables.ts';

const t = leaveTypes;
type LeaveTypeRow = typeof t.$inferSelect;

const leaveTypeToDto = (row: LeaveTypeRow, language: LanguageCode): LeaveTypeDto =>
  entityDto(row, {
    ...nameFields(row, language),
    ...columnsOf(
      row,
      'code',
      'requestUnit',
      'kindOfTimeOff',
      'requiresAllocation',
      'isPaid',
      'countsHolidays',
      'maxConsecutiveDays',
      'allowCarryForward',
      'carryForwardMaxDays',
      'carryForwardExpiryMonths',
    ),
  });

const toIdAndName = (row: LeaveTypeRow, language: LanguageCode = 'en'): LeaveTypeIdAndName => ({
  ...columnsOf(row, 'id', 'requestUnit', 'requiresAllocation'),
  name: nameIn(row, language),
});

const byName = [asc(localName(t)), asc(t.id)];

function columns(input: CreateLeaveType, language: LanguageCode | undefined) {
  const code = input.code.trim();
  const carries = input.allowCarryForward;
  return {
    ...nameValues(input, language),
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

/** Part of the name or the code. */
const search = (input: GetLeaveTypes) =>
  input.filter ? or(nameContains(t, input.filter), ilike(t.code, containing(input.filter))) : undefined;

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
      tenantRows(leaveAllocations, tenantId, [
        eq(leaveAllocations.leaveTypeId, id),
        not(leaveAllocations.isDeleted),
      ]),
    );
  const [requests] = await tx
    .select({ n: count() })
    .from(leaveRequests)
    .where(
      tenantRows(leaveRequests, tenantId, [
        eq(leaveRequests.leaveTypeId, id),
        requestStates ? inArray(leaveRequests.state, [...requestStates]) : undefined,
      ]),
    );
  return (allocations?.n ?? 0) + (requests?.n ?? 0);
}

/**
 * Leave types of a tenant (`entityService`): codes unique among the live types whatever their case (a unique
 * index, its violation mapped to Leave:DuplicateCode); deleting is soft and refused while allocations or
 * requests use the type.
 */
export function createLeaveTypeService(db: Database) {
  const entity = entityService(db, leaveTypeEndpoints, {
    table: t,
    toDto: leaveTypeToDto,
    sort: { name: localName(t), code: t.normalizedCode, creationTime: t.creationTime },
    defaultOrder: [asc(localName(t))],
    filter: search,
    columns: (input, ctx) => columns(input, ctx.language),
    unique: { leave_types_tenant_code: (v) => new AppError('Leave:DuplicateCode', { code: v.code }) },
    /**
     * The unit (days, hours) cannot change while live allocations or pending or approved requests use the
     * type: their figures and durations are in the old unit (Leave:UnitInUse with their count). The row is
     * locked FOR UPDATE first (`lockOnUpdate`), as the delete does: a request or allocation saved meanwhile
     * holds a share lock on it (`lockForUse`), so it either commits first and is counted, or waits and then
     * sees the new unit.
     */
    lockOnUpdate: true,
    async validate(tx, ctx, values, current) {
      if (!current || current.requestUnit === values.requestUnit) return;
      const n = await uses(tx, tenantOf(ctx), current.id, activeLeaveRequestStates);
      if (n > 0) throw new AppError('Leave:UnitInUse', { count: n });
    },
    /**
     * Refused while live allocations or any requests use the type. The row is locked first: an allocation
     * saved with the type holds a share lock on it (`lockForUse`), so it either commits first and is counted,
     * or waits and then finds the type gone.
     */
    async beforeDelete(tx, ctx, row) {
      const n = await uses(tx, tenantOf(ctx), row.id);
      if (n > 0) throw new AppError('Leave:LeaveTypeInUse', { count: n });
    },
  });

  /** The tenant's live types; none for a host user (the pickers' calls need only a sign-in). */
  const typesOf = (tenantId: string | null): SQL => (tenantId ? entity.where(tenantId) : sql`false`);

  return {
    ...entity,

    /** The types that require an allocation, by name. */
    async allocatable(ctx: RequestContext, input: GetLeaveTypes): Promise<PagedResult<LeaveTypeIdAndName>> {
      return db.transaction(ctx, (tx) =>
        pageOfTable(tx, t, input, {
          where: and(typesOf(ctx.tenantId), eq(t.requiresAllocation, true), search(input)),
          order: byName,
          map: (row) => toIdAndName(row, ctx.language),
        }),
      );
    },

    /** Every live type, by name (a tenant has a handful). */
    async idAndName(ctx: RequestContext): Promise<LeaveTypeIdAndName[]> {
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .select()
          .from(t)
          .where(typesOf(ctx.tenantId))
          .orderBy(...byName)
          .limit(1000),
      );
      return rows.map((row) => toIdAndName(row, ctx.language));
    },
  };
}
export type LeaveTypeService = ReturnType<typeof createLeaveTypeService>;
