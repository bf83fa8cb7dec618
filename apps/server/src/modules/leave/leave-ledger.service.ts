import { eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { leaveLedger } from './leave.tables.ts';

/**
 * The kinds of ledger entries and their signs. Allocated (+, or the signed difference when an allocation's
 * figures change), CarriedIn (+) and CarriedOut (-) move what was left at an allocation's end to the next
 * one, Expired (-) takes back carried days not used in time, Reserved (-) is held by a pending request,
 * Released (+) gives a reservation back (a cancelled or decided request), Taken (-) is an approved request.
 */
export const LedgerKind = {
  Allocated: 0,
  CarriedIn: 1,
  CarriedOut: 2,
  Expired: 3,
  Reserved: 4,
  Taken: 5,
  Released: 6,
} as const;
export type LedgerKind = (typeof LedgerKind)[keyof typeof LedgerKind];

export interface LedgerEntry {
  allocationId: string;
  employeeId: string;
  leaveTypeId: string;
  kind: LedgerKind;
  /** Signed: what the entry adds to the balance (negative for a reservation). */
  days: number | string;
  hours: number | string;
  sourceId?: string | null;
  effectiveDate: string;
}

/** The figures of one allocation, each a sum of its ledger entries (positive numbers, two decimals). */
export interface LedgerFigures {
  allocatedDays: number;
  allocatedHours: number;
  /** Carried in, less what was carried out and what expired. */
  carriedDays: number;
  carriedHours: number;
  takenDays: number;
  takenHours: number;
  /** Reserved less released. */
  reservedDays: number;
  reservedHours: number;
  balanceDays: number;
  balanceHours: number;
}

export const noFigures: LedgerFigures = {
  allocatedDays: 0,
  allocatedHours: 0,
  carriedDays: 0,
  carriedHours: 0,
  takenDays: 0,
  takenHours: 0,
  reservedDays: 0,
  reservedHours: 0,
  balanceDays: 0,
  balanceHours: 0,
};

/** Two decimals, as the columns keep them, as a JavaScript number (0 and not -0). */
const fixed = (v: string | number | null) => Math.round(Number(v ?? 0) * 100) / 100 + 0;
const fixedText = (v: string | number) => (Math.round(Number(v) * 100) / 100).toFixed(2);

const sumOf = (column: AnyPgColumn, kinds: readonly LedgerKind[]) =>
  sql<string>`coalesce(sum(${column}) filter (where ${leaveLedger.kind} in (${sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  )})), 0)`;

/**
 * The leave ledger: `post` adds entries (joining the caller's transaction, so a request's reservation and
 * its own write commit together), `balances` sums them per allocation. Nothing else writes the ledger.
 */
export function createLeaveLedger(db: Database) {
  return {
    /** Adds the entries in the caller's tenant (inside its transaction when one is open). */
    async post(ctx: RequestContext, entries: readonly LedgerEntry[]): Promise<void> {
      const tenantId = tenantOf(ctx);
      if (!entries.length) return;
      await db.transaction(ctx, async (tx) => {
        // In batches: a department's allocations post thousands at once.
        for (let i = 0; i < entries.length; i += 1000)
          await tx.insert(leaveLedger).values(
            entries.slice(i, i + 1000).map((e) => ({
              tenantId,
              allocationId: e.allocationId,
              employeeId: e.employeeId,
              leaveTypeId: e.leaveTypeId,
              kind: e.kind,
              days: fixedText(e.days),
              hours: fixedText(e.hours),
              sourceId: e.sourceId ?? null,
              effectiveDate: e.effectiveDate,
              creatorId: ctx.userId,
            })),
          );
      });
    },

    /** The figures of each allocation (an allocation without entries is left out of the map). */
    async balances(
      ctx: Pick<RequestContext, 'tenantId'>,
      allocationIds: readonly string[],
    ): Promise<Map<string, LedgerFigures>> {
      const tenantId = tenantOf(ctx);
      if (!allocationIds.length) return new Map();
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .select({
            allocationId: leaveLedger.allocationId,
            allocatedDays: sumOf(leaveLedger.days, [LedgerKind.Allocated]),
            allocatedHours: sumOf(leaveLedger.hours, [LedgerKind.Allocated]),
            carriedDays: sumOf(leaveLedger.days, [
              LedgerKind.CarriedIn,
              LedgerKind.CarriedOut,
              LedgerKind.Expired,
            ]),
            carriedHours: sumOf(leaveLedger.hours, [
              LedgerKind.CarriedIn,
              LedgerKind.CarriedOut,
              LedgerKind.Expired,
            ]),
            takenDays: sumOf(leaveLedger.days, [LedgerKind.Taken]),
            takenHours: sumOf(leaveLedger.hours, [LedgerKind.Taken]),
            reservedDays: sumOf(leaveLedger.days, [LedgerKind.Reserved, LedgerKind.Released]),
            reservedHours: sumOf(leaveLedger.hours, [LedgerKind.Reserved, LedgerKind.Released]),
            balanceDays: sql<string>`coalesce(sum(${leaveLedger.days}), 0)`,
            balanceHours: sql<string>`coalesce(sum(${leaveLedger.hours}), 0)`,
          })
          .from(leaveLedger)
          .where(
            tenantRows(leaveLedger, tenantId, [
              inArray(leaveLedger.allocationId, [...new Set(allocationIds)]),
            ]),
          )
          .groupBy(leaveLedger.allocationId),
      );
      return new Map(
        rows.map((r) => [
          r.allocationId,
          {
            allocatedDays: fixed(r.allocatedDays),
            allocatedHours: fixed(r.allocatedHours),
            carriedDays: fixed(r.carriedDays),
            carriedHours: fixed(r.carriedHours),
            takenDays: -fixed(r.takenDays) + 0,
            takenHours: -fixed(r.takenHours) + 0,
            reservedDays: -fixed(r.reservedDays) + 0,
            reservedHours: -fixed(r.reservedHours) + 0,
            balanceDays: fixed(r.balanceDays),
            balanceHours: fixed(r.balanceHours),
          },
        ]),
      );
    },

    /** How many Reserved or Taken entries the allocation has: it cannot be deleted while any exist. */
    async usedEntries(ctx: Pick<RequestContext, 'tenantId'>, allocationId: string): Promise<number> {
      const tenantId = tenantOf(ctx);
      const [row] = await db.transaction(ctx, (tx) =>
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(leaveLedger)
          .where(
            tenantRows(leaveLedger, tenantId, [
              eq(leaveLedger.allocationId, allocationId),
              inArray(leaveLedger.kind, [LedgerKind.Reserved, LedgerKind.Taken]),
            ]),
          ),
      );
      return row?.n ?? 0;
    },
  };
}
export type LeaveLedger = ReturnType<typeof createLeaveLedger>;
export { fixed as ledgerNumber };
