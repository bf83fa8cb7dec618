import {
  type AllocateDepartment,
  type AllocateDepartmentResult,
  activeLeaveRequestStates,
  type CreateLeaveAllocation,
  type LeaveAllocationDto,
  LeaveRequestUnit,
  LeaveRequestUnits,
  nameIn,
  type UpdateLeaveAllocation,
} from '@hr/contracts';
import { and, asc, eq, gt, gte, inArray, lt, lte, ne, or } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { lockedOr404, softDelete, updateStamped } from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { AppError, concurrencyConflict } from '../../platform/errors.ts';
import { tenantToday } from '../../platform/tenant-date.ts';
import { leaveAllocations, leaveLedger, leaveRequests } from './leave.tables.ts';
import {
  type AllocationRows,
  allocationsOf,
  cents,
  decimal,
  type LeaveAllocationDeps,
  lockEmployeeType,
  type TypeRow,
} from './leave-allocation.rows.ts';
import { type LedgerEntry, LedgerKind, noFigures } from './leave-ledger.service.ts';

/** The columns a create and an update write: the type checked, the employee, the validity, the figures. */
const columnsOf = (type: TypeRow, input: CreateLeaveAllocation) => ({
  leaveTypeId: type.id,
  employeeId: input.employeeId,
  validityFrom: input.validityFrom,
  validityTo: input.validityTo,
  numberOfDays: decimal(input.numberOfDays),
  numberOfHours: decimal(input.numberOfHours),
});

/**
 * HR's writes of allocations: create, update, delete, and one type to many employees at once. One
 * employee's allocations of a type never overlap (checked under an advisory lock per tenant + employee +
 * type); the type (share lock) and the employee (employees' `lockForUse`) exist; the figures fit the unit.
 */
export function createAllocationCommands(db: Database, deps: LeaveAllocationDeps, rows: AllocationRows) {
  const { ledger } = deps;
  const { byId, getIn } = rows;

  /** The type and the employee exist (share-locked), the figures fit the type's unit. */
  async function checkReferences(
    tx: Tx,
    ctx: RequestContext,
    tenantId: string,
    input: { leaveTypeId: string; employeeId: string; numberOfDays: number; numberOfHours: number },
  ): Promise<TypeRow> {
    const type = await deps.types.lockForUse(tx, tenantId, input.leaveTypeId);
    if (!type) throw new AppError('Leave:LeaveTypeNotFound');
    if (!(await deps.employees.lockForUse(ctx, input.employeeId)))
      throw new AppError('Leave:EmployeeNotFound');
    checkUnit(ctx, type, input);
    return type;
  }

  function checkUnit(
    ctx: RequestContext,
    type: TypeRow,
    input: { numberOfDays: number; numberOfHours: number },
  ) {
    const wrong =
      (type.requestUnit === LeaveRequestUnit.Days && input.numberOfHours !== 0) ||
      (type.requestUnit === LeaveRequestUnit.Hours && input.numberOfDays !== 0);
    if (wrong)
      throw new AppError('Leave:UnitMismatch', {
        leaveType: nameIn(type, ctx.language),
        unit: LeaveRequestUnits.label(type.requestUnit, ctx.language),
      });
  }

  /** A bulk allocation's type: live (share-locked), its unit fitting the figures. */
  async function typeOfBulk(
    tx: Tx,
    ctx: RequestContext,
    tenantId: string,
    input: { leaveTypeId: string; numberOfDays: number; numberOfHours: number },
  ): Promise<TypeRow> {
    const type = await deps.types.lockForUse(tx, tenantId, input.leaveTypeId);
    if (!type) throw new AppError('Leave:LeaveTypeNotFound');
    checkUnit(ctx, type, input);
    return type;
  }

  /** The allocations of the employees and the type whose validity meets from..to (`exceptId` left out). */
  function overlapping(
    tx: Tx,
    tenantId: string,
    employeeIds: readonly string[],
    leaveTypeId: string,
    from: string,
    to: string,
    exceptId?: string,
  ) {
    return tx
      .select()
      .from(leaveAllocations)
      .where(
        and(
          allocationsOf(tenantId),
          inArray(leaveAllocations.employeeId, [...employeeIds]),
          eq(leaveAllocations.leaveTypeId, leaveTypeId),
          lte(leaveAllocations.validityFrom, to),
          gte(leaveAllocations.validityTo, from),
          exceptId ? ne(leaveAllocations.id, exceptId) : undefined,
        ),
      );
  }

  async function checkOverlap(
    tx: Tx,
    ctx: RequestContext,
    tenantId: string,
    type: TypeRow,
    input: { employeeId: string; validityFrom: string; validityTo: string },
    exceptId?: string,
  ) {
    await lockEmployeeType(tx, tenantId, [input.employeeId], type.id);
    const [other] = await overlapping(
      tx,
      tenantId,
      [input.employeeId],
      type.id,
      input.validityFrom,
      input.validityTo,
      exceptId,
    ).limit(1);
    if (other) {
      const names = await deps.employees.namesByIds(ctx, [input.employeeId]);
      throw new AppError('Leave:AllocationOverlaps', {
        employee: names.get(input.employeeId) ?? '',
        leaveType: nameIn(type, ctx.language),
        from: other.validityFrom,
        to: other.validityTo,
      });
    }
  }

  /**
   * A request draws on one allocation (`leave_requests.allocation_id`, chosen at create as the allocation
   * valid over all its dates) and its Reserved or Taken entries stay on it. A new validity must still cover
   * every live (pending or approved) request drawn on it, or those days would count against an allocation
   * that no longer covers them (Leave:AllocationValidityExcludesRequests, with the count and the first one's
   * dates). The caller holds the allocation FOR UPDATE: a request being filed locks it too (`allocationFor`),
   * so none can attach between this check and the update.
   */
  async function checkValidityCoversRequests(
    tx: Tx,
    tenantId: string,
    id: string,
    input: { validityFrom: string; validityTo: string },
  ) {
    const outside = await tx
      .select({ fromDate: leaveRequests.fromDate, toDate: leaveRequests.toDate })
      .from(leaveRequests)
      .where(
        tenantRows(leaveRequests, tenantId, [
          eq(leaveRequests.allocationId, id),
          inArray(leaveRequests.state, [...activeLeaveRequestStates]),
          or(lt(leaveRequests.fromDate, input.validityFrom), gt(leaveRequests.toDate, input.validityTo)),
        ]),
      )
      .orderBy(asc(leaveRequests.fromDate), asc(leaveRequests.id));
    const [first] = outside;
    if (first)
      throw new AppError('Leave:AllocationValidityExcludesRequests', {
        count: outside.length,
        from: first.fromDate,
        to: first.toDate,
      });
  }

  /**
   * The same allocation for each of `people` (live employees in id order, share-locked by the caller), in the
   * caller's transaction; those with an overlapping allocation of the type are skipped.
   */
  async function allocateTo(
    tx: Tx,
    ctx: RequestContext,
    tenantId: string,
    type: TypeRow,
    people: ReadonlyArray<{ id: string; name: string }>,
    input: Pick<AllocateDepartment, 'validityFrom' | 'validityTo' | 'numberOfDays' | 'numberOfHours'>,
  ): Promise<AllocateDepartmentResult> {
    if (!people.length) return { created: 0, skipped: [] };
    // In id order (as `activeHolding` gives them): two bulk actions lock in the same order.
    await lockEmployeeType(
      tx,
      tenantId,
      people.map((p) => p.id),
      type.id,
    );
    const taken = new Set<string>();
    for (let i = 0; i < people.length; i += 1000) {
      const ids = people.slice(i, i + 1000).map((p) => p.id);
      for (const r of await overlapping(tx, tenantId, ids, type.id, input.validityFrom, input.validityTo))
        taken.add(r.employeeId);
    }
    const skipped = people
      .filter((p) => taken.has(p.id))
      .map((p) => ({ employeeId: p.id, employeeName: p.name }));
    const chosen = people.filter((p) => !taken.has(p.id));
    const entries: LedgerEntry[] = [];
    for (let i = 0; i < chosen.length; i += 1000) {
      const rows = await tx
        .insert(leaveAllocations)
        .values(
          chosen.slice(i, i + 1000).map((p) => ({
            tenantId,
            leaveTypeId: type.id,
            employeeId: p.id,
            validityFrom: input.validityFrom,
            validityTo: input.validityTo,
            numberOfDays: decimal(input.numberOfDays),
            numberOfHours: decimal(input.numberOfHours),
            creatorId: ctx.userId,
          })),
        )
        .returning({ id: leaveAllocations.id, employeeId: leaveAllocations.employeeId });
      for (const r of rows)
        entries.push({
          allocationId: r.id,
          employeeId: r.employeeId,
          leaveTypeId: type.id,
          kind: LedgerKind.Allocated,
          days: input.numberOfDays,
          hours: input.numberOfHours,
          effectiveDate: input.validityFrom,
        });
    }
    await ledger.post(ctx, entries);
    return { created: chosen.length, skipped };
  }

  return {
    /** A new allocation and its Allocated ledger entry, in one transaction. */
    async create(ctx: RequestContext, input: CreateLeaveAllocation): Promise<string> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const type = await checkReferences(tx, ctx, tenantId, input);
        await checkOverlap(tx, ctx, tenantId, type, input);
        const [row] = await tx
          .insert(leaveAllocations)
          .values({ tenantId, ...columnsOf(type, input), creatorId: ctx.userId })
          .returning({ id: leaveAllocations.id });
        await ledger.post(ctx, [
          {
            allocationId: row!.id,
            employeeId: input.employeeId,
            leaveTypeId: type.id,
            kind: LedgerKind.Allocated,
            days: input.numberOfDays,
            hours: input.numberOfHours,
            effectiveDate: input.validityFrom,
          },
        ]);
        return row!.id;
      });
    },

    /**
     * New figures write their difference as an Allocated entry (the history stays). The figures may not go
     * below what is taken and reserved; an allocation requests draw on keeps its employee and type, and a
     * narrower validity must still cover its pending and approved requests.
     */
    async update(ctx: RequestContext, id: string, input: UpdateLeaveAllocation): Promise<LeaveAllocationDto> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const current = await lockedOr404(tx, leaveAllocations, byId(tenantId, id));
        if (current.concurrencyStamp !== input.concurrencyStamp) throw concurrencyConflict();
        const type = await checkReferences(tx, ctx, tenantId, input);
        await checkOverlap(tx, ctx, tenantId, type, input, id);
        const moved = current.employeeId !== input.employeeId || current.leaveTypeId !== input.leaveTypeId;
        if (moved && (await ledger.usedEntries(ctx, id)) > 0) throw new AppError('Leave:AllocationInUse');
        if (input.validityFrom > current.validityFrom || input.validityTo < current.validityTo)
          await checkValidityCoversRequests(tx, tenantId, id, input);
        const f = (await ledger.balances(ctx, [id])).get(id) ?? noFigures;
        const usedDays = f.takenDays + f.reservedDays;
        const usedHours = f.takenHours + f.reservedHours;
        if (
          cents(input.numberOfDays) + cents(f.carriedDays) < cents(usedDays) ||
          cents(input.numberOfHours) + cents(f.carriedHours) < cents(usedHours)
        )
          throw new AppError('Leave:AllocationBelowUsed', { usedDays, usedHours });
        await updateStamped(tx, leaveAllocations, {
          where: byId(tenantId, id),
          stamp: input.concurrencyStamp,
          set: columnsOf(type, input),
          ctx,
        });
        // Nothing draws on a moved allocation (checked above): its entries follow it.
        if (moved)
          await tx
            .update(leaveLedger)
            .set({ employeeId: input.employeeId, leaveTypeId: type.id })
            .where(tenantRows(leaveLedger, tenantId, [eq(leaveLedger.allocationId, id)]));
        const days = (cents(input.numberOfDays) - cents(current.numberOfDays)) / 100;
        const hours = (cents(input.numberOfHours) - cents(current.numberOfHours)) / 100;
        if (days !== 0 || hours !== 0)
          await ledger.post(ctx, [
            {
              allocationId: id,
              employeeId: input.employeeId,
              leaveTypeId: type.id,
              kind: LedgerKind.Allocated,
              days,
              hours,
              effectiveDate: await tenantToday(deps, ctx),
            },
          ]);
        return getIn(tx, ctx, id);
      });
    },

    /** Soft delete, refused while requests reserve or took leave from it. */
    async delete(ctx: RequestContext, id: string): Promise<void> {
      const tenantId = tenantOf(ctx);
      await db.transaction(ctx, async (tx) => {
        await lockedOr404(tx, leaveAllocations, byId(tenantId, id));
        if ((await ledger.usedEntries(ctx, id)) > 0) throw new AppError('Leave:AllocationInUse');
        await softDelete(tx, leaveAllocations, byId(tenantId, id), ctx);
      });
    },

    /**
     * One allocation for every Active employee of the department (and its sub-departments when asked), in
     * one transaction; employees who already have an overlapping allocation of the type are skipped.
     */
    async allocateDepartment(
      ctx: RequestContext,
      input: AllocateDepartment,
    ): Promise<AllocateDepartmentResult> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const type = await typeOfBulk(tx, ctx, tenantId, input);
        const jobTitleIds = await deps.departments.jobTitlesUnder(
          ctx,
          input.departmentId,
          input.includeSubDepartments,
        );
        if (!jobTitleIds) throw new AppError('Leave:DepartmentNotFound');
        const people = await deps.employees.activeHolding(ctx, jobTitleIds);
        return allocateTo(tx, ctx, tenantId, type, people, input);
      });
    },

    /** `allocateDepartment` for named employees (the demo data): the unknown are left out, the allocated skipped. */
    async allocateEmployees(
      ctx: RequestContext,
      employeeIds: readonly string[],
      input: Omit<AllocateDepartment, 'departmentId' | 'includeSubDepartments'>,
    ): Promise<AllocateDepartmentResult> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const type = await typeOfBulk(tx, ctx, tenantId, input);
        const ids = [...new Set(employeeIds)].sort();
        const live: string[] = [];
        for (const id of ids) if (await deps.employees.lockForUse(ctx, id)) live.push(id);
        const names = await deps.employees.namesByIds(ctx, live);
        return allocateTo(
          tx,
          ctx,
          tenantId,
          type,
          live.map((id) => ({ id, name: names.get(id) ?? '' })),
          input,
        );
      });
    },
  };
}
