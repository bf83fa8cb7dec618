import { and, asc, eq, sql } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { lockedOr404 } from '../../platform/db/crud.ts';
import type { Database } from '../../platform/db/database.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { addDays } from '../../platform/tenant-date.ts';
import { leaveAllocations, leaveLedger, leaveTypes } from './leave.tables.ts';
import {
  type AllocationRows,
  allocationsOf,
  type LeaveAllocationDeps,
  lockEmployeeType,
} from './leave-allocation.rows.ts';
import { type LedgerEntry, LedgerKind, noFigures } from './leave-ledger.service.ts';

/**
 * The daily job's work on allocations (`leave.jobs.ts`): at an allocation's end what is left moves to the
 * employee's next allocation of the type, and carried days expire after the type's months. Idempotent.
 */
export function createAllocationCarry(db: Database, deps: LeaveAllocationDeps, rows: AllocationRows) {
  const { ledger } = deps;
  const { byId } = rows;

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
    /**
     * The type's carry-forward at an allocation's end: what is left of its days, at most the type's cap,
     * moves to the employee's next allocation of the type (CarriedOut here, CarriedIn there). Does nothing
     * for a type that carries nothing, without a next allocation, or when it already ran. Returns the days.
     */
    async carryForward(ctx: RequestContext, allocationId: string): Promise<number> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const current = await lockedOr404(tx, leaveAllocations, byId(tenantId, allocationId));
        const type = await deps.types.lockForUse(tx, tenantId, current.leaveTypeId);
        if (!type?.allowCarryForward) return 0;
        await lockEmployeeType(tx, tenantId, [current.employeeId], type.id);
        const [done] = await tx
          .select({ id: leaveLedger.id })
          .from(leaveLedger)
          .where(
            tenantRows(leaveLedger, tenantId, [
              eq(leaveLedger.allocationId, allocationId),
              eq(leaveLedger.kind, LedgerKind.CarriedOut),
            ]),
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
            tenantRows(leaveLedger, tenantId, [
              eq(leaveLedger.kind, LedgerKind.CarriedIn),
              sql`${leaveTypes.carryForwardExpiryMonths} is not null`,
              sql`(${leaveLedger.effectiveDate} + make_interval(months => ${leaveTypes.carryForwardExpiryMonths}::int))::date <= ${today}::date`,
              sql`not ${expired}`,
            ]),
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
