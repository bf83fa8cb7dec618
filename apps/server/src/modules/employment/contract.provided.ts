import { ContractState } from '@hr/contracts';
import { and, asc, desc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { countRows } from '../../platform/db/crud.ts';
import type { Database } from '../../platform/db/database.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import type { ContractRow } from './contract.rows.ts';
import { contracts, contractWorkingSchedules } from './employment.tables.ts';

/** What payroll reads of the contract in force. */
export type ContractInForce = Pick<
  ContractRow,
  'id' | 'name' | 'type' | 'start' | 'end' | 'jobTitleId' | 'salaryStructureId' | 'workEntrySource'
>;

/**
 * What the contracts answer to other modules (through `public.ts`) and to the working schedules: the
 * Active contract a penalty cancels, when employment began, the contracts in force and the employees paid
 * for a period (payroll), and how many contracts name a job title, a salary structure or a schedule (their
 * deletes). Each joins the caller's transaction.
 */
export function createContractProvided(db: Database) {
  const provided = {
    /**
     * The tenant's Active contracts whose end (`end`) or probation's end (`probation`) falls in from..until
     * (no `from`: any earlier day too), soonest first, for the documents module's reminders and its
     * expiring-soon page. Joins the caller's transaction.
     */
    async dueBetween(
      ctx: Pick<RequestContext, 'tenantId'>,
      field: 'end' | 'probation',
      range: { from?: string | undefined; until: string; employeeIds?: readonly string[] | undefined },
    ): Promise<Array<{ id: string; name: string; employeeId: string; date: string }>> {
      const tenantId = tenantOf(ctx);
      if (range.employeeIds && !range.employeeIds.length) return [];
      const column = field === 'end' ? contracts.end : contracts.probationEnd;
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .select({ id: contracts.id, name: contracts.name, employeeId: contracts.employeeId, date: column })
          .from(contracts)
          .where(
            tenantRows(contracts, tenantId, [
              eq(contracts.state, ContractState.Active),
              lte(column, range.until),
              range.from ? gte(column, range.from) : undefined,
              range.employeeIds ? inArray(contracts.employeeId, [...range.employeeIds]) : undefined,
            ]),
          )
          .orderBy(asc(column), asc(contracts.id)),
      );
      return rows.map((r) => ({ ...r, date: r.date as string }));
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
            tenantRows(contracts, tenantId, [
              eq(contracts.employeeId, employeeId),
              eq(contracts.state, ContractState.Active),
              gte(contracts.end, date),
            ]),
          )
          .orderBy(asc(contracts.start), asc(contracts.id))
          .limit(1),
      );
      return row ?? null;
    },

    /** {@link employmentStartOf} of many employees at once (payroll's SERVICE_DAYS); absent: none. */
    async employmentStartMany(
      ctx: Pick<RequestContext, 'tenantId'>,
      employeeIds: readonly string[],
    ): Promise<Map<string, string>> {
      const tenantId = tenantOf(ctx);
      if (!employeeIds.length) return new Map();
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .select({ employeeId: contracts.employeeId, start: sql<string>`min(${contracts.start})` })
          .from(contracts)
          .where(
            tenantRows(contracts, tenantId, [
              inArray(contracts.employeeId, [...new Set(employeeIds)]),
              or(
                eq(contracts.state, ContractState.Active),
                and(eq(contracts.state, ContractState.Expired), eq(contracts.expiredWasActive, true)),
              ),
            ]),
          )
          .groupBy(contracts.employeeId),
      );
      return new Map(rows.map((r) => [r.employeeId, String(r.start)]));
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
            tenantRows(contracts, tenantId, [
              eq(contracts.employeeId, employeeId),
              or(
                eq(contracts.state, ContractState.Active),
                and(eq(contracts.state, ContractState.Expired), eq(contracts.expiredWasActive, true)),
              ),
            ]),
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
            tenantRows(contracts, tenantId, [
              inArray(contracts.employeeId, [...new Set(employeeIds)]),
              eq(contracts.state, ContractState.Active),
              lte(contracts.start, end),
              gte(contracts.end, start),
            ]),
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
      return (await provided.inForceMany(ctx, [employeeId], start, end)).get(employeeId) ?? null;
    },

    /** How many contracts name the job title; for organisation's `JobTitleContracts`. */
    async countByJobTitle(ctx: RequestContext, jobTitleId: string): Promise<number> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, (tx) =>
        countRows(tx, contracts, tenantRows(contracts, tenantId, [eq(contracts.jobTitleId, jobTitleId)])),
      );
    },

    /**
     * How many contracts (whatever their state: they keep their history) name the salary structure; for
     * payroll's `SalaryStructureHolders`, called inside the structure's delete (which holds it locked).
     */
    async countByStructure(ctx: RequestContext, structureId: string): Promise<number> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, (tx) =>
        countRows(
          tx,
          contracts,
          tenantRows(contracts, tenantId, [eq(contracts.salaryStructureId, structureId)]),
        ),
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
            tenantRows(contractWorkingSchedules, tenantId, [
              eq(contractWorkingSchedules.workingScheduleId, workingScheduleId),
            ]),
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
            tenantRows(contracts, tenantId, [
              eq(contracts.state, ContractState.Active),
              lte(contracts.start, end),
              gte(contracts.end, start),
            ]),
          )
          .orderBy(contracts.employeeId, desc(contracts.start), desc(contracts.id)),
      );
      const wanted = jobTitleIds ? new Set(jobTitleIds) : null;
      return rows.filter((r) => !wanted || wanted.has(r.jobTitleId)).map((r) => r.employeeId);
    },
  };
  return provided;
}
export type ContractProvided = ReturnType<typeof createContractProvided>;
