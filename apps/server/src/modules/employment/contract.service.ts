import {
  type ContractDto,
  ContractState,
  ContractStates,
  type ContractTransition,
  type ContractWorkingScheduleDto,
  type CreateContract,
  canTransition,
  EntityType,
  type ExtraFieldValueDto,
  type ExtraFieldValueInput,
  type GetContracts,
  type PagedResult,
  type UpdateContract,
  WorkEntrySource,
} from '@hr/contracts';
import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { auditFields } from '../../platform/db/columns.ts';
import { countRows, findOr404, modified, pageOfTable, updateStamped } from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { containing } from '../../platform/db/search.ts';
import { sortingOrder } from '../../platform/db/sorting.ts';
import { AppError, concurrencyConflict } from '../../platform/errors.ts';
import { contracts, contractWorkingSchedules, workingSchedules } from './employment.tables.ts';
import type { WorkingScheduleService } from './working-schedule.service.ts';

/**
 * What contracts need of another module's records (an employee, a job title, a salary structure): a
 * reference share-locked for the save (the call joins the save's transaction), and names for the lists.
 */
export interface ContractReferences {
  lockForUse(ctx: Pick<RequestContext, 'tenantId'>, id: string): Promise<boolean>;
  namesByIds(ctx: Pick<RequestContext, 'tenantId'>, ids: readonly string[]): Promise<Map<string, string>>;
}

/** What contracts need of extra fields (extensions): values checked and saved inside the contract's write. */
export interface ContractExtraFields {
  validate(
    ctx: RequestContext,
    entityType: EntityType,
    values: readonly ExtraFieldValueInput[],
  ): Promise<ExtraFieldValueInput[]>;
  saveValues(
    ctx: RequestContext,
    entityType: EntityType,
    entityId: string,
    values: readonly ExtraFieldValueInput[],
  ): Promise<void>;
  valuesOf(ctx: RequestContext, entityType: EntityType, entityId: string): Promise<ExtraFieldValueDto[]>;
}

/**
 * What contracts need of payroll's payslips: the periods (by start) of a contract's Confirmed payslips not
 * wholly within start..end, locked against a confirmation until the caller's transaction ends (the call joins
 * it). Payroll's `payslips.confirmedOfContractOutside`.
 */
export interface ContractPayslips {
  confirmedOfContractOutside(
    ctx: Pick<RequestContext, 'tenantId'>,
    contract: { id: string; employeeId: string; start: string; end: string },
  ): Promise<Array<{ startDate: string; endDate: string }>>;
}

export interface ContractDeps {
  employees: ContractReferences;
  jobTitles: ContractReferences;
  salaryStructures: ContractReferences;
  extraFields: ContractExtraFields;
  workingSchedules: Pick<WorkingScheduleService, 'lockForUse'>;
  payslips: ContractPayslips;
  /** The tenant's date now (its time zone setting), "YYYY-MM-DD". */
  tenantToday(ctx: RequestContext): Promise<string>;
}

type ContractRow = typeof contracts.$inferSelect;

/** What payroll reads of the contract in force. */
export type ContractInForce = Pick<
  ContractRow,
  'id' | 'name' | 'type' | 'start' | 'end' | 'jobTitleId' | 'salaryStructureId' | 'workEntrySource'
>;
type Filters = Partial<Pick<GetContracts, 'employeeId' | 'state' | 'filter' | 'sorting'>>;

/** A contract of the export: the list's item. */
export type ContractExportRow = ContractDto;

const contractEntityType = EntityType.Contract;
const exportPageSize = 1000;

export const contractsOf = (tenantId: string) => eq(contracts.tenantId, tenantId);

const sortable: Record<string, AnyPgColumn> = {
  name: contracts.name,
  start: contracts.start,
  end: contracts.end,
  state: contracts.state,
  creationtime: contracts.creationTime,
};

const orderBy = (sorting: string | undefined) =>
  sortingOrder(sorting, sortable, {
    fallback: [desc(contracts.creationTime), desc(contracts.id)],
    tieBreaker: contracts.id,
  });

function listWhere(tenantId: string, input: Filters): SQL | undefined {
  return and(
    contractsOf(tenantId),
    input.employeeId ? eq(contracts.employeeId, input.employeeId) : undefined,
    input.state !== undefined ? eq(contracts.state, input.state) : undefined,
    input.filter ? ilike(contracts.name, containing(input.filter)) : undefined,
  );
}

/** The state named in both languages, for the messages of a refused change. */
const stateParams = (state: number) => ({
  state: ContractStates.label(state, 'en'),
  stateAr: ContractStates.label(state, 'ar'),
});

const refusals: Record<
  ContractTransition,
  'Contracts:CannotActivate' | 'Contracts:CannotCancel' | 'Contracts:CannotExpire'
> = {
  activate: 'Contracts:CannotActivate',
  cancel: 'Contracts:CannotCancel',
  expire: 'Contracts:CannotExpire',
};

/** Draft and Active contracts may be edited; Canceled and Expired are closed. */
const editable = (state: number) => state === ContractState.Draft || state === ContractState.Active;

/**
 * Contracts of a tenant: a Draft is created, then Activated (Draft only), Cancelled with a reason or
 * Expired (Draft or Active); Canceled and Expired allow nothing further. An employee has at most one
 * Active contract over any day: the activation and the correction of an Active contract's dates take the
 * employee's lock (one transaction per employee at a time), lock the employee's contracts and check them
 * before writing. The employee, job title, salary structure and schedules are share-locked by the save.
 */
export function createContractService(db: Database, deps: ContractDeps) {
  const byId = (tenantId: string, id: string) => and(contractsOf(tenantId), eq(contracts.id, id));

  async function rangesOf(tx: Tx, tenantId: string, ids: readonly string[]) {
    const byContract = new Map<string, ContractWorkingScheduleDto[]>();
    if (!ids.length) return byContract;
    const rows = await tx
      .select({
        id: contractWorkingSchedules.id,
        contractId: contractWorkingSchedules.contractId,
        workingScheduleId: contractWorkingSchedules.workingScheduleId,
        from: contractWorkingSchedules.from,
        to: contractWorkingSchedules.to,
        workingScheduleName: workingSchedules.name,
      })
      .from(contractWorkingSchedules)
      .innerJoin(workingSchedules, eq(workingSchedules.id, contractWorkingSchedules.workingScheduleId))
      .where(
        and(
          eq(contractWorkingSchedules.tenantId, tenantId),
          inArray(contractWorkingSchedules.contractId, [...ids]),
        ),
      )
      .orderBy(asc(contractWorkingSchedules.from), asc(contractWorkingSchedules.id));
    for (const { contractId, ...range } of rows) {
      const list = byContract.get(contractId) ?? [];
      list.push(range);
      byContract.set(contractId, list);
    }
    return byContract;
  }

  /** The rows as answers: the names of other modules' records read once for the page. */
  async function toDtos(
    ctx: RequestContext,
    tx: Tx,
    tenantId: string,
    rows: readonly ContractRow[],
    extraFields?: ExtraFieldValueDto[],
  ): Promise<ContractDto[]> {
    const ids = (pick: (r: ContractRow) => string) => rows.map(pick);
    // One after the other: each call joins this transaction, on its one connection.
    const employees = await deps.employees.namesByIds(
      ctx,
      ids((r) => r.employeeId),
    );
    const jobTitles = await deps.jobTitles.namesByIds(
      ctx,
      ids((r) => r.jobTitleId),
    );
    const structures = await deps.salaryStructures.namesByIds(
      ctx,
      ids((r) => r.salaryStructureId),
    );
    const ranges = await rangesOf(
      tx,
      tenantId,
      rows.map((r) => r.id),
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      start: row.start,
      end: row.end,
      employeeId: row.employeeId,
      employeeName: employees.get(row.employeeId) ?? null,
      jobTitleId: row.jobTitleId,
      jobTitleName: jobTitles.get(row.jobTitleId) ?? null,
      state: row.state,
      workEntrySource: row.workEntrySource,
      salaryStructureId: row.salaryStructureId,
      salaryStructureName: structures.get(row.salaryStructureId) ?? null,
      contractWorkingSchedules:
        row.workEntrySource === WorkEntrySource.Attendance ? null : (ranges.get(row.id) ?? []),
      cancellationReason: row.cancellationReason,
      expiredOn: row.expiredOn,
      extraFields: extraFields ?? [],
      ...auditFields(row),
      concurrencyStamp: row.concurrencyStamp,
    }));
  }

  /**
   * The checks through other services, inside the write's transaction (they join it): each reference is
   * share-locked until the save commits, so none can be deleted in between; then the extra fields.
   */
  async function checkReferences(ctx: RequestContext, input: CreateContract) {
    if (!(await deps.employees.lockForUse(ctx, input.employeeId)))
      throw new AppError('Contracts:EmployeeNotFound');
    if (!(await deps.jobTitles.lockForUse(ctx, input.jobTitleId)))
      throw new AppError('Contracts:JobTitleNotFound');
    if (!(await deps.salaryStructures.lockForUse(ctx, input.salaryStructureId)))
      throw new AppError('Contracts:SalaryStructureNotFound');
    for (const scheduleId of new Set(rangesIn(input).map((r) => r.workingScheduleId)))
      if (!(await deps.workingSchedules.lockForUse(ctx, scheduleId)))
        throw new AppError('Contracts:WorkingScheduleNotFound');
    return deps.extraFields.validate(ctx, contractEntityType, input.extraFields);
  }

  /** The ranges kept: none with work entry source Attendance (the schema refuses any sent). */
  const rangesIn = (input: CreateContract) =>
    input.workEntrySource === WorkEntrySource.Attendance ? [] : (input.contractWorkingSchedules ?? []);

  /**
   * Replaces the contract's ranges with the input's: a range sent with its id keeps it; an id that is not
   * one of the contract's ranges (or is sent twice) is refused.
   */
  async function replaceRanges(tx: Tx, tenantId: string, contractId: string, input: CreateContract) {
    const ofContract = and(
      eq(contractWorkingSchedules.tenantId, tenantId),
      eq(contractWorkingSchedules.contractId, contractId),
    );
    const current = new Set(
      (
        await tx.select({ id: contractWorkingSchedules.id }).from(contractWorkingSchedules).where(ofContract)
      ).map((r) => r.id),
    );
    const ranges = rangesIn(input);
    const kept = new Set<string>();
    for (const range of ranges) {
      if (range.id === undefined) continue;
      if (!current.has(range.id) || kept.has(range.id))
        throw new AppError('Contracts:ContractScheduleNotFound');
      kept.add(range.id);
    }
    await tx.delete(contractWorkingSchedules).where(ofContract);
    if (ranges.length)
      await tx.insert(contractWorkingSchedules).values(
        ranges.map((r) => ({
          ...(r.id ? { id: r.id } : {}),
          tenantId,
          contractId,
          workingScheduleId: r.workingScheduleId,
          from: r.from,
          to: r.to,
        })),
      );
  }

  /**
   * One writer at a time per employee (activations and Active contracts' date changes), then the
   * employee's contracts locked: a second activation waits here and then sees the first one's commit.
   */
  async function lockEmployee(tx: Tx, tenantId: string, employeeId: string) {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`contracts.employee:${tenantId}:${employeeId}`}))`,
    );
    await tx
      .select({ id: contracts.id })
      .from(contracts)
      .where(and(contractsOf(tenantId), eq(contracts.employeeId, employeeId)))
      .orderBy(asc(contracts.id))
      .for('update');
  }

  /** Refuses when another Active contract of the employee shares a day with start..end, naming it. */
  async function assertNoOverlappingActive(
    tx: Tx,
    tenantId: string,
    contract: { id: string; employeeId: string; start: string; end: string },
  ) {
    const [other] = await tx
      .select({ name: contracts.name, start: contracts.start, end: contracts.end })
      .from(contracts)
      .where(
        and(
          contractsOf(tenantId),
          eq(contracts.employeeId, contract.employeeId),
          eq(contracts.state, ContractState.Active),
          ne(contracts.id, contract.id),
          lte(contracts.start, contract.end),
          gte(contracts.end, contract.start),
        ),
      )
      .orderBy(asc(contracts.start))
      .limit(1);
    if (other) throw new AppError('Contracts:OverlappingActiveContract', other);
  }

  /**
   * Refuses new dates that would leave a Confirmed payslip of the contract outside them: each day of a
   * Confirmed payslip's period that the contract covered must stay covered (the days of a month before a
   * contract that starts within it were never covered and do not count). Drafts do not hold it back (a new
   * generation replaces them). Payroll is asked only when the dates shrink at either end; it locks the
   * payslips it reads until the update commits.
   */
  async function assertPayslipsKept(
    ctx: RequestContext,
    current: ContractRow,
    dates: { start: string; end: string },
  ) {
    if (dates.start <= current.start && dates.end >= current.end) return;
    const periods = await deps.payslips.confirmedOfContractOutside(ctx, {
      id: current.id,
      employeeId: current.employeeId,
      start: dates.start,
      end: dates.end,
    });
    // A day of the period the contract covered (its current dates) falls before the new start or after
    // the new end.
    const outside = periods.filter(
      (p) =>
        p.startDate <= current.end &&
        p.endDate >= current.start &&
        ((p.startDate < dates.start && current.start < dates.start) ||
          (p.endDate > dates.end && current.end > dates.end)),
    );
    if (!outside.length) return;
    throw new AppError('Contracts:PayslipsOutside', {
      count: outside.length,
      from: outside[0]!.startDate,
      to: outside.map((p) => p.endDate).sort()[outside.length - 1],
    });
  }

  const columnsOf = (input: CreateContract) => ({
    name: input.name,
    type: input.type,
    start: input.start,
    end: input.end,
    employeeId: input.employeeId,
    jobTitleId: input.jobTitleId,
    salaryStructureId: input.salaryStructureId,
    workEntrySource: input.workEntrySource,
  });

  /** The contract locked for its change (404 when another tenant's or unknown). */
  async function lockContract(tx: Tx, tenantId: string, id: string) {
    return findOr404(await tx.select().from(contracts).where(byId(tenantId, id)).for('update'));
  }

  /** Moves a contract to `state` when `transition` may start from its current one; 422 naming it else. */
  async function transition(
    ctx: RequestContext,
    id: string,
    name: ContractTransition,
    state: number,
    set: { cancellationReason?: string } = {},
  ) {
    const tenantId = tenantOf(ctx);
    // Read before the transaction: the tenant's date of the expiry.
    const today = name === 'expire' ? await deps.tenantToday(ctx) : undefined;
    await db.transaction(ctx, async (tx) => {
      let current = findOr404(await tx.select().from(contracts).where(byId(tenantId, id)));
      if (name === 'activate') {
        // The employee's lock before the row's: the order every writer of the employee's contracts takes.
        await lockEmployee(tx, tenantId, current.employeeId);
        const locked = await lockContract(tx, tenantId, id);
        // Its employee changed while we waited: the lock taken is another employee's.
        if (locked.employeeId !== current.employeeId) throw concurrencyConflict();
        current = locked;
      } else current = await lockContract(tx, tenantId, id);
      if (!canTransition(name, current.state)) throw new AppError(refusals[name], stateParams(current.state));
      if (name === 'activate') await assertNoOverlappingActive(tx, tenantId, current);
      await tx
        .update(contracts)
        .set({
          state,
          ...set,
          ...(today ? { expiredOn: today, expiredWasActive: current.state === ContractState.Active } : {}),
          ...modified(ctx),
        })
        .where(byId(tenantId, id));
    });
  }

  const service = {
    async list(ctx: RequestContext, input: GetContracts): Promise<PagedResult<ContractDto>> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const result = await pageOfTable(tx, contracts, input, {
          where: listWhere(tenantId, input),
          order: orderBy(input.sorting),
          map: (row) => row,
        });
        return { ...result, items: await toDtos(ctx, tx, tenantId, result.items) };
      });
    },

    /** The list's rows for the Excel export, page after page (each page its own short transaction). */
    async *exportRows(ctx: RequestContext, input: Filters): AsyncGenerator<ContractExportRow> {
      const tenantId = tenantOf(ctx);
      for (let skip = 0; ; skip += exportPageSize) {
        const items = await db.transaction(ctx, async (tx) => {
          const rows = await tx
            .select()
            .from(contracts)
            .where(listWhere(tenantId, input))
            .orderBy(...orderBy(input.sorting))
            .limit(exportPageSize)
            .offset(skip);
          return toDtos(ctx, tx, tenantId, rows);
        });
        yield* items;
        if (items.length < exportPageSize) return;
      }
    },

    async get(ctx: RequestContext, id: string): Promise<ContractDto> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const row = findOr404(await tx.select().from(contracts).where(byId(tenantId, id)));
        const values = await deps.extraFields.valuesOf(ctx, contractEntityType, id);
        const [dto] = await toDtos(ctx, tx, tenantId, [row], values);
        return dto!;
      });
    },

    /** A Draft with its ranges and extra field values, in one transaction; answers the id. */
    async create(ctx: RequestContext, input: CreateContract): Promise<string> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const values = await checkReferences(ctx, input);
        const [row] = await tx
          .insert(contracts)
          .values({ tenantId, ...columnsOf(input), state: ContractState.Draft, creatorId: ctx.userId })
          .returning({ id: contracts.id });
        const id = row!.id;
        await replaceRanges(tx, tenantId, id, input);
        await deps.extraFields.saveValues(ctx, contractEntityType, id, values);
        return id;
      });
    },

    /**
     * Draft and Active contracts may be corrected under their stamp; an Active one keeps its employee and
     * must not come to overlap another Active contract of the employee; new dates must not leave one of the
     * contract's Confirmed payslips outside them.
     */
    async update(ctx: RequestContext, id: string, input: UpdateContract): Promise<string> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const seen = findOr404(await tx.select().from(contracts).where(byId(tenantId, id)));
        if (seen.state === ContractState.Active) await lockEmployee(tx, tenantId, seen.employeeId);
        const current = await lockContract(tx, tenantId, id);
        if (!editable(current.state))
          throw new AppError('Contracts:ContractClosed', stateParams(current.state));
        if (current.state !== seen.state) throw concurrencyConflict();
        if (current.state === ContractState.Active) {
          if (input.employeeId !== current.employeeId)
            throw new AppError('Contracts:EmployeeOfActiveContract');
          await assertNoOverlappingActive(tx, tenantId, { ...input, id });
        }
        await assertPayslipsKept(ctx, current, input);
        const values = await checkReferences(ctx, input);
        await updateStamped(tx, contracts, {
          where: byId(tenantId, id),
          stamp: input.concurrencyStamp,
          set: columnsOf(input),
          ctx,
        });
        await replaceRanges(tx, tenantId, id, input);
        await deps.extraFields.saveValues(ctx, contractEntityType, id, values);
        return id;
      });
    },

    activate: (ctx: RequestContext, id: string) => transition(ctx, id, 'activate', ContractState.Active),
    cancel: (ctx: RequestContext, id: string, reason: string) =>
      transition(ctx, id, 'cancel', ContractState.Canceled, { cancellationReason: reason }),
    expire: (ctx: RequestContext, id: string) => transition(ctx, id, 'expire', ContractState.Expired),

    /**
     * The daily expiry: the tenant's Active contracts whose end is before `today` (the tenant's date)
     * become Expired on `today`; returns how many. Idempotent.
     */
    async expireEnded(ctx: RequestContext, today: string): Promise<number> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const rows = await tx
          .update(contracts)
          .set({
            state: ContractState.Expired,
            expiredOn: today,
            expiredWasActive: true,
            ...modified(ctx),
          })
          .where(
            and(contractsOf(tenantId), eq(contracts.state, ContractState.Active), lt(contracts.end, today)),
          )
          .returning({ id: contracts.id });
        return rows.length;
      });
    },

    /**
     * The employee's Active contract on `date`, else their next Active one after it (null: none): the one a
     * penalty that terminates contracts cancels (discipline's `ActiveContracts`). Joins the caller's
     * transaction; not locked (the cancellation locks it and refuses a contract no longer Active).
     */
    async activeOf(
      ctx: Pick<RequestContext, 'tenantId'>,
      employeeId: string,
      date: string,
    ): Promise<{ id: string; name: string } | null> {
      const tenantId = tenantOf(ctx);
      const [row] = await db.transaction(ctx, (tx) =>
        tx
          .select({ id: contracts.id, name: contracts.name })
          .from(contracts)
          .where(
            and(
              contractsOf(tenantId),
              eq(contracts.employeeId, employeeId),
              eq(contracts.state, ContractState.Active),
              gte(contracts.end, date),
            ),
          )
          .orderBy(asc(contracts.start), asc(contracts.id))
          .limit(1),
      );
      return row ?? null;
    },

    /**
     * The day the employee's employment began as far as the contracts say (the product keeps no hire date):
     * the earliest start of their contracts that are or were in force: Active, or Expired from Active. Not a
     * Draft (not agreed), and not a Canceled one, which cannot tell whether it ever was (a contract is
     * cancelled from Draft, from Active before it begins, or by a terminating penalty): a future contract
     * activated and then cancelled is no employment. Null without any. Attendance and custody refuse a date
     * before it. Joins the caller's transaction.
     */
    async employmentStartOf(
      ctx: Pick<RequestContext, 'tenantId'>,
      employeeId: string,
    ): Promise<string | null> {
      const tenantId = tenantOf(ctx);
      const [row] = await db.transaction(ctx, (tx) =>
        tx
          .select({ start: contracts.start })
          .from(contracts)
          .where(
            and(
              contractsOf(tenantId),
              eq(contracts.employeeId, employeeId),
              or(
                eq(contracts.state, ContractState.Active),
                and(eq(contracts.state, ContractState.Expired), eq(contracts.expiredWasActive, true)),
              ),
            ),
          )
          .orderBy(asc(contracts.start))
          .limit(1),
      );
      return row?.start ?? null;
    },

    /**
     * Each employee's Active contract in force over start..end (both included): of the Active ones meeting
     * the period, the latest to start (the one in force at its end when one is). An employee without one
     * has no entry. For payroll's payslips (a run asks for hundreds at once); joins the caller's
     * transaction, not locked.
     */
    async inForceMany(
      ctx: Pick<RequestContext, 'tenantId'>,
      employeeIds: readonly string[],
      start: string,
      end: string,
    ): Promise<Map<string, ContractInForce>> {
      const tenantId = tenantOf(ctx);
      if (!employeeIds.length) return new Map();
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .selectDistinctOn([contracts.employeeId], {
            employeeId: contracts.employeeId,
            id: contracts.id,
            name: contracts.name,
            type: contracts.type,
            start: contracts.start,
            end: contracts.end,
            jobTitleId: contracts.jobTitleId,
            salaryStructureId: contracts.salaryStructureId,
            workEntrySource: contracts.workEntrySource,
          })
          .from(contracts)
          .where(
            and(
              contractsOf(tenantId),
              inArray(contracts.employeeId, [...new Set(employeeIds)]),
              eq(contracts.state, ContractState.Active),
              lte(contracts.start, end),
              gte(contracts.end, start),
            ),
          )
          .orderBy(contracts.employeeId, desc(contracts.start), desc(contracts.id)),
      );
      return new Map(rows.map(({ employeeId, ...contract }) => [employeeId, contract]));
    },

    /** {@link inForceMany} of one employee; null: none. */
    async inForce(
      ctx: Pick<RequestContext, 'tenantId'>,
      employeeId: string,
      start: string,
      end: string,
    ): Promise<ContractInForce | null> {
      return (await service.inForceMany(ctx, [employeeId], start, end)).get(employeeId) ?? null;
    },

    /** The tenant's Active contracts ending on `date`, with their employees' names. */
    async activeEndingOn(ctx: RequestContext, date: string): Promise<ContractDto[]> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const rows = await tx
          .select()
          .from(contracts)
          .where(
            and(contractsOf(tenantId), eq(contracts.state, ContractState.Active), eq(contracts.end, date)),
          )
          .orderBy(asc(contracts.name), asc(contracts.id))
          .limit(1000);
        return toDtos(ctx, tx, tenantId, rows);
      });
    },

    /**
     * How many contracts (whatever their state: they keep their history) name the salary structure; for
     * payroll's `SalaryStructureHolders`, called inside the structure's delete (which holds it locked).
     */
    /** How many contracts name the job title; for organisation's `JobTitleContracts`. */
    async countByJobTitle(ctx: RequestContext, jobTitleId: string): Promise<number> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, (tx) =>
        countRows(tx, contracts, and(contractsOf(tenantId), eq(contracts.jobTitleId, jobTitleId))),
      );
    },

    async countByStructure(ctx: RequestContext, structureId: string): Promise<number> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, (tx) =>
        countRows(tx, contracts, and(contractsOf(tenantId), eq(contracts.salaryStructureId, structureId))),
      );
    },

    /** How many contracts have a range on the schedule; for the schedules' `WorkingScheduleUsers`. */
    async countUsing(ctx: RequestContext, workingScheduleId: string): Promise<number> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const [row] = await tx
          .select({ n: sql<number>`count(distinct ${contractWorkingSchedules.contractId})::int` })
          .from(contractWorkingSchedules)
          .where(
            and(
              eq(contractWorkingSchedules.tenantId, tenantId),
              eq(contractWorkingSchedules.workingScheduleId, workingScheduleId),
            ),
          );
        return row?.n ?? 0;
      });
    },

    /**
     * The employees paid for start..end: those with an Active contract meeting the period, by the contract in
     * force (the latest to start, as {@link inForceMany}); with `jobTitleIds`, only those whose contract in
     * force is on one of them (a department's). Ordered by id. For payroll's runs; joins the caller's
     * transaction.
     */
    async employeesInForce(
      ctx: Pick<RequestContext, 'tenantId'>,
      start: string,
      end: string,
      jobTitleIds: readonly string[] | null = null,
    ): Promise<string[]> {
      const tenantId = tenantOf(ctx);
      if (jobTitleIds && !jobTitleIds.length) return [];
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .selectDistinctOn([contracts.employeeId], {
            employeeId: contracts.employeeId,
            jobTitleId: contracts.jobTitleId,
          })
          .from(contracts)
          .where(
            and(
              contractsOf(tenantId),
              eq(contracts.state, ContractState.Active),
              lte(contracts.start, end),
              gte(contracts.end, start),
            ),
          )
          .orderBy(contracts.employeeId, desc(contracts.start), desc(contracts.id)),
      );
      const wanted = jobTitleIds ? new Set(jobTitleIds) : null;
      return rows.filter((r) => !wanted || wanted.has(r.jobTitleId)).map((r) => r.employeeId);
    },
  };
  return service;
}
export type ContractService = ReturnType<typeof createContractService>;
