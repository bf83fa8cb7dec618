import {
  ContractState,
  ContractStates,
  type ContractTransition,
  type CreateContract,
  canTransition,
  type UpdateContract,
  WorkEntrySource,
} from '@hr/contracts';
import { and, asc, eq, gte, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { findOr404, lockedOr404, modified, updateStamped } from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { AppError, concurrencyConflict } from '../../platform/errors.ts';
import { type ContractRow, contractById, contractEntityType } from './contract.rows.ts';
import type { ContractDeps } from './contract.service.ts';
import { contracts, contractWorkingSchedules } from './employment.tables.ts';

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
 * The writes of the contracts' own endpoints: a Draft is created, then Activated (Draft only), Cancelled
 * with a reason or Expired (Draft or Active); Canceled and Expired allow nothing further. An employee has at
 * most one Active contract over any day: the activation and the correction of an Active contract's dates
 * take the employee's lock (one transaction per employee at a time), lock the employee's contracts and check
 * them before writing. The employee, job title, salary structure and schedules are share-locked by the save.
 * The daily expiry (`expireEnded`) is here too: it is a change of state.
 */
export function createContractCommands(db: Database, deps: ContractDeps) {
  const byId = contractById;

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
   * Replaces the contract's ranges with the input's, in place: a range sent with its id keeps it (and is
   * updated only when its schedule or dates changed), a range sent without one is added, and the contract's
   * ranges not sent are removed; an id that is not one of the contract's ranges (or is sent twice) is
   * refused. A kept range is one row changed, never removed and added again (its history is one record).
   */
  async function replaceRanges(tx: Tx, tenantId: string, contractId: string, input: CreateContract) {
    const ofContract = tenantRows(contractWorkingSchedules, tenantId, [
      eq(contractWorkingSchedules.contractId, contractId),
    ]);
    const current = new Map(
      (
        await tx
          .select({
            id: contractWorkingSchedules.id,
            workingScheduleId: contractWorkingSchedules.workingScheduleId,
            from: contractWorkingSchedules.from,
            to: contractWorkingSchedules.to,
          })
          .from(contractWorkingSchedules)
          .where(ofContract)
      ).map((r) => [r.id, r]),
    );
    const ranges = rangesIn(input);
    const kept = new Set<string>();
    for (const range of ranges) {
      if (range.id === undefined) continue;
      if (!current.has(range.id) || kept.has(range.id))
        throw new AppError('Contracts:ContractScheduleNotFound');
      kept.add(range.id);
    }
    const removed = [...current.keys()].filter((id) => !kept.has(id));
    if (removed.length)
      await tx
        .delete(contractWorkingSchedules)
        .where(and(ofContract, inArray(contractWorkingSchedules.id, removed)));
    for (const range of ranges) {
      const was = range.id === undefined ? undefined : current.get(range.id);
      if (!was) continue;
      if (was.workingScheduleId === range.workingScheduleId && was.from === range.from && was.to === range.to)
        continue;
      await tx
        .update(contractWorkingSchedules)
        .set({ workingScheduleId: range.workingScheduleId, from: range.from, to: range.to })
        .where(and(ofContract, eq(contractWorkingSchedules.id, was.id)));
    }
    const added = ranges.filter((r) => r.id === undefined);
    if (added.length)
      await tx.insert(contractWorkingSchedules).values(
        added.map((r) => ({
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
      .where(tenantRows(contracts, tenantId, [eq(contracts.employeeId, employeeId)]))
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
        tenantRows(contracts, tenantId, [
          eq(contracts.employeeId, contract.employeeId),
          eq(contracts.state, ContractState.Active),
          ne(contracts.id, contract.id),
          lte(contracts.start, contract.end),
          gte(contracts.end, contract.start),
        ]),
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
    probationEnd: input.probationEnd ?? null,
    employeeId: input.employeeId,
    jobTitleId: input.jobTitleId,
    salaryStructureId: input.salaryStructureId,
    workEntrySource: input.workEntrySource,
  });

  /** The contract locked for its change (404 when another tenant's or unknown). */
  async function lockContract(tx: Tx, tenantId: string, id: string) {
    return lockedOr404(tx, contracts, byId(tenantId, id));
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

  return {
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
            tenantRows(contracts, tenantId, [
              eq(contracts.state, ContractState.Active),
              lt(contracts.end, today),
            ]),
          )
          .returning({ id: contracts.id });
        return rows.length;
      });
    },
  };
}
export type ContractCommands = ReturnType<typeof createContractCommands>;
