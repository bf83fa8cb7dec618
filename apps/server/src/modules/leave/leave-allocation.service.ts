import {
  type AllocateDepartment,
  type AllocateDepartmentResult,
  activeLeaveRequestStates,
  type CreateLeaveAllocation,
  displayRange,
  type GetLeaveAllocations,
  type LeaveAllocationDto,
  LeaveRequestUnit,
  LeaveRequestUnits,
  type OwnLeaveBalanceDto,
  type PagedResult,
  type UpdateLeaveAllocation,
} from '@hr/contracts';
import {
  and,
  asc,
  countDistinct,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lt,
  lte,
  ne,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { auditFields } from '../../platform/db/columns.ts';
import { findOr404, idsOfPage, listTotal, page, softDelete, updateStamped } from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { sortingOrder } from '../../platform/db/sorting.ts';
import { AppError, concurrencyConflict } from '../../platform/errors.ts';
import { addDays, dateIn } from '../../platform/tenant-date.ts';
import type { EmployeesApi } from '../employees/public.ts';
import type { OrganisationApi } from '../organisation/public.ts';
import { leaveAllocations, leaveLedger, leaveRequests, leaveTypes } from './leave.tables.ts';
import {
  type LeaveLedger,
  type LedgerEntry,
  type LedgerFigures,
  LedgerKind,
  noFigures,
} from './leave-ledger.service.ts';
import type { LeaveTypeService } from './leave-type.service.ts';

/** What the leave module needs of employees (the employees module's service). */
export type LeaveEmployees = Pick<EmployeesApi['employees'], 'lockForUse' | 'namesByIds' | 'activeHolding'>;
/** What it needs of the organisation: who works in a department. */
export type LeaveDepartments = Pick<OrganisationApi['departments'], 'jobTitlesUnder'>;

type AllocationRow = typeof leaveAllocations.$inferSelect;
type TypeRow = typeof leaveTypes.$inferSelect;

/** The tenant's live allocations. */
export const allocationsOf = (tenantId: string | null): SQL =>
  tenantId ? and(eq(leaveAllocations.tenantId, tenantId), not(leaveAllocations.isDeleted))! : sql`false`;

const sortable: Record<string, AnyPgColumn> = {
  validityfrom: leaveAllocations.validityFrom,
  validityto: leaveAllocations.validityTo,
  leavetypename: leaveTypes.normalizedName,
  creationtime: leaveAllocations.creationTime,
};
const newestFirst = [desc(leaveAllocations.validityFrom), desc(leaveAllocations.id)];
const orderBy = (sorting: string | undefined) =>
  sortingOrder(sorting, sortable, { fallback: newestFirst, tieBreaker: leaveAllocations.id });

const cents = (n: number | string) => Math.round(Number(n) * 100);
const decimal = (n: number) => (Math.round(n * 100) / 100).toFixed(2);

/**
 * Employees' allocations of one type are written one at a time: two overlapping creates cannot both pass.
 * Several employees are locked in one statement, in the order given (callers give ids in order, so two bulk
 * actions cannot deadlock).
 */
async function lockEmployeeType(
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

/**
 * Leave allocations: an employee's days or hours of a leave type over a validity, never overlapping another
 * of the same employee and type. Every figure but the allocation's own is a sum of the ledger.
 */
export function createLeaveAllocationService(
  db: Database,
  deps: {
    types: Pick<LeaveTypeService, 'lockForUse'>;
    ledger: LeaveLedger;
    employees: LeaveEmployees;
    departments: LeaveDepartments;
    timeZoneOf(ctx: Pick<RequestContext, 'tenantId'>): Promise<string>;
  },
) {
  const { ledger } = deps;
  const byId = (tenantId: string | null, id: string) =>
    and(allocationsOf(tenantId), eq(leaveAllocations.id, id));
  const today = async (ctx: RequestContext) => dateIn(await deps.timeZoneOf(ctx), ctx.now());

  const select = (tx: Tx) =>
    tx
      .select({ row: leaveAllocations, leaveTypeName: leaveTypes.name, requestUnit: leaveTypes.requestUnit })
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
    const figures = await ledger.balances(
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
        leaveType: type.name,
        unit: LeaveRequestUnits.label(type.requestUnit, ctx.language),
      });
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
        leaveType: type.name,
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
        and(
          eq(leaveRequests.tenantId, tenantId),
          eq(leaveRequests.allocationId, id),
          inArray(leaveRequests.state, [...activeLeaveRequestStates]),
          or(lt(leaveRequests.fromDate, input.validityFrom), gt(leaveRequests.toDate, input.validityTo)),
        ),
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

  /** Allocations ending on `date`, for the daily carry-forward. */
  async function endedOn(ctx: RequestContext, date: string): Promise<string[]> {
    const rows = await db.transaction(ctx, (tx) =>
      tx
        .select({ id: leaveAllocations.id })
        .from(leaveAllocations)
        .innerJoin(leaveTypes, eq(leaveTypes.id, leaveAllocations.leaveTypeId))
        .where(
          and(
            allocationsOf(ctx.tenantId),
            eq(leaveAllocations.validityTo, date),
            eq(leaveTypes.allowCarryForward, true),
          ),
        ),
    );
    return rows.map((r) => r.id);
  }

  const service = {
    list,

    async get(ctx: RequestContext, id: string): Promise<LeaveAllocationDto> {
      return db.transaction(ctx, (tx) => getIn(tx, ctx, id));
    },

    /** A new allocation and its Allocated ledger entry, in one transaction. */
    async create(ctx: RequestContext, input: CreateLeaveAllocation): Promise<string> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const type = await checkReferences(tx, ctx, tenantId, input);
        await checkOverlap(tx, ctx, tenantId, type, input);
        const [row] = await tx
          .insert(leaveAllocations)
          .values({
            tenantId,
            leaveTypeId: type.id,
            employeeId: input.employeeId,
            validityFrom: input.validityFrom,
            validityTo: input.validityTo,
            numberOfDays: decimal(input.numberOfDays),
            numberOfHours: decimal(input.numberOfHours),
            creatorId: ctx.userId,
          })
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
        const current = findOr404(
          await tx.select().from(leaveAllocations).where(byId(tenantId, id)).for('update'),
        );
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
          set: {
            leaveTypeId: type.id,
            employeeId: input.employeeId,
            validityFrom: input.validityFrom,
            validityTo: input.validityTo,
            numberOfDays: decimal(input.numberOfDays),
            numberOfHours: decimal(input.numberOfHours),
          },
          ctx,
        });
        // Nothing draws on a moved allocation (checked above): its entries follow it.
        if (moved)
          await tx
            .update(leaveLedger)
            .set({ employeeId: input.employeeId, leaveTypeId: type.id })
            .where(and(eq(leaveLedger.tenantId, tenantId), eq(leaveLedger.allocationId, id)));
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
              effectiveDate: dateIn(await deps.timeZoneOf(ctx), ctx.now()),
            },
          ]);
        return getIn(tx, ctx, id);
      });
    },

    /** Soft delete, refused while requests reserve or took leave from it. */
    async delete(ctx: RequestContext, id: string): Promise<void> {
      const tenantId = tenantOf(ctx);
      await db.transaction(ctx, async (tx) => {
        findOr404(
          await tx
            .select({ id: leaveAllocations.id })
            .from(leaveAllocations)
            .where(byId(tenantId, id))
            .for('update'),
        );
        if ((await ledger.usedEntries(ctx, id)) > 0) throw new AppError('Leave:AllocationInUse');
        await softDelete(tx, leaveAllocations, byId(tenantId, id), ctx);
      });
    },

    /** The list's rows for the Excel export, page by page. */
    async *exportRows(
      ctx: RequestContext,
      input: Omit<GetLeaveAllocations, 'skipCount' | 'maxResultCount'>,
    ): AsyncGenerator<LeaveAllocationDto> {
      for (let skipCount = 0; ; skipCount += 1000) {
        const result = await list(ctx, { ...input, skipCount, maxResultCount: 1000 });
        yield* result.items;
        if (result.items.length < 1000) return;
      }
    },

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
                name: leaveTypes.name,
                normalizedName: leaveTypes.normalizedName,
                requestUnit: leaveTypes.requestUnit,
              })
              .from(leaveTypes)
              .innerJoin(leaveAllocations, eq(leaveAllocations.leaveTypeId, leaveTypes.id))
              .where(and(mine, eq(leaveTypes.tenantId, tenantId)))
              .orderBy(asc(leaveTypes.normalizedName), asc(leaveTypes.id))
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
        const type = await deps.types.lockForUse(tx, tenantId, input.leaveTypeId);
        if (!type) throw new AppError('Leave:LeaveTypeNotFound');
        checkUnit(ctx, type, input);
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
        const type = await deps.types.lockForUse(tx, tenantId, input.leaveTypeId);
        if (!type) throw new AppError('Leave:LeaveTypeNotFound');
        checkUnit(ctx, type, input);
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

    /**
     * The type's carry-forward at an allocation's end: what is left of its days, at most the type's cap,
     * moves to the employee's next allocation of the type (CarriedOut here, CarriedIn there). Does nothing
     * for a type that carries nothing, without a next allocation, or when it already ran. Returns the days.
     */
    async carryForward(ctx: RequestContext, allocationId: string): Promise<number> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const current = findOr404(
          await tx.select().from(leaveAllocations).where(byId(tenantId, allocationId)).for('update'),
        );
        const type = await deps.types.lockForUse(tx, tenantId, current.leaveTypeId);
        if (!type?.allowCarryForward) return 0;
        await lockEmployeeType(tx, tenantId, [current.employeeId], type.id);
        const [done] = await tx
          .select({ id: leaveLedger.id })
          .from(leaveLedger)
          .where(
            and(
              eq(leaveLedger.tenantId, tenantId),
              eq(leaveLedger.allocationId, allocationId),
              eq(leaveLedger.kind, LedgerKind.CarriedOut),
            ),
          )
          .limit(1);
        if (done) return 0;
        const [next] = await tx
          .select()
          .from(leaveAllocations)
          .where(
            and(
              allocationsOf(tenantId),
              eq(leaveAllocations.employeeId, current.employeeId),
              eq(leaveAllocations.leaveTypeId, type.id),
              sql`${leaveAllocations.validityFrom} > ${current.validityTo}`,
            ),
          )
          .orderBy(asc(leaveAllocations.validityFrom))
          .limit(1);
        if (!next) return 0;
        const left = (await ledger.balances(ctx, [allocationId])).get(allocationId)?.balanceDays ?? 0;
        const days = Math.min(left, type.carryForwardMaxDays ?? left);
        if (days <= 0) return 0;
        const common = { employeeId: current.employeeId, leaveTypeId: type.id, hours: 0 };
        await ledger.post(ctx, [
          {
            ...common,
            allocationId,
            kind: LedgerKind.CarriedOut,
            days: -days,
            sourceId: next.id,
            effectiveDate: current.validityTo,
          },
          {
            ...common,
            allocationId: next.id,
            kind: LedgerKind.CarriedIn,
            days,
            sourceId: allocationId,
            effectiveDate: next.validityFrom,
          },
        ]);
        return days;
      });
    },

    /**
     * Carried days not used by `today` minus the type's expiry months after they came in expire: an Expired
     * entry (its source the CarriedIn entry) for what is left of them, leave taken counting against the
     * carried days first. Idempotent. Returns how many entries it wrote.
     */
    async expireCarried(ctx: RequestContext, today: string): Promise<number> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const expired = sql`exists (select 1 from leave_ledger x where x.tenant_id = ${tenantId}
          and x.kind = ${LedgerKind.Expired} and x.source_id = ${leaveLedger.id})`;
        const due = await tx
          .select({ entry: leaveLedger })
          .from(leaveLedger)
          .innerJoin(leaveTypes, eq(leaveTypes.id, leaveLedger.leaveTypeId))
          .where(
            and(
              eq(leaveLedger.tenantId, tenantId),
              eq(leaveLedger.kind, LedgerKind.CarriedIn),
              sql`${leaveTypes.carryForwardExpiryMonths} is not null`,
              sql`(${leaveLedger.effectiveDate} + make_interval(months => ${leaveTypes.carryForwardExpiryMonths}::int))::date <= ${today}::date`,
              sql`not ${expired}`,
            ),
          );
        if (!due.length) return 0;
        const figures = await ledger.balances(
          ctx,
          due.map((d) => d.entry.allocationId),
        );
        const entries: LedgerEntry[] = [];
        for (const { entry } of due) {
          const f = figures.get(entry.allocationId) ?? noFigures;
          const unused = Math.max(0, Number(entry.days) - f.takenDays - f.reservedDays);
          const days = Math.min(unused, Math.max(0, f.balanceDays));
          entries.push({
            allocationId: entry.allocationId,
            employeeId: entry.employeeId,
            leaveTypeId: entry.leaveTypeId,
            kind: LedgerKind.Expired,
            days: -days,
            hours: 0,
            sourceId: entry.id,
            effectiveDate: today,
          });
        }
        await ledger.post(ctx, entries);
        return entries.length;
      });
    },

    /** One tenant's day: carry forward the allocations that ended yesterday, then expire what is due. */
    async day(ctx: RequestContext, date: string) {
      let carried = 0;
      for (const id of await endedOn(ctx, addDays(date, -1)))
        if ((await service.carryForward(ctx, id)) > 0) carried++;
      const expired = await service.expireCarried(ctx, date);
      return { carried, expired };
    },
  };
  return service;
}
export type LeaveAllocationService = ReturnType<typeof createLeaveAllocationService>;
