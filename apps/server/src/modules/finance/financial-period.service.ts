import {
  type AddAccountingAuditingInput,
  type CreateFinancialPeriod,
  type FinancialPeriodDto,
  FinancialPeriodState,
  financialPeriodEndpoints,
  type GetFinancialPeriods,
  maxFinancialPeriodDays,
  type PagedResult,
  type UpdateFinancialPeriod,
} from '@hr/contracts';
import { asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { auditFields } from '../../platform/db/columns.ts';
import { modified, pageOfTable, updateStamped, withUniqueErrors } from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { sortColumns, sortingOrder } from '../../platform/db/sorting.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { AppError } from '../../platform/errors.ts';
import { addDays, tenantToday } from '../../platform/tenant-date.ts';
import { accountingAuditings, financialPeriods } from './finance.tables.ts';

type PeriodRow = typeof financialPeriods.$inferSelect;
type AuditingRow = typeof accountingAuditings.$inferSelect;

/** A check of another module before a period is closed: throws its AppError to refuse. */
export type PeriodCloseGuard = (
  ctx: RequestContext,
  period: { id: string; code: string; startDate: string; endDate: string },
) => Promise<void>;

export interface FinancialPeriodDeps {
  timeZoneOf(ctx: Pick<RequestContext, 'tenantId'>): Promise<string>;
  /** The hook point `financialPeriodCloseGuards` (a live list, complete before any request). */
  closeGuards?: readonly PeriodCloseGuard[];
}

const sortable = sortColumns(financialPeriodEndpoints.list, {
  startDate: financialPeriods.startDate,
  endDate: financialPeriods.endDate,
  code: financialPeriods.code,
});
const orderBy = (sorting: string | undefined) =>
  sortingOrder(sorting, sortable, {
    fallback: [desc(financialPeriods.startDate), desc(financialPeriods.id)],
    tieBreaker: financialPeriods.id,
  });

/** Days from `start` to `end`, both counted. */
const daysBetween = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;

function toDto(row: PeriodRow, auditings: AuditingRow[]): FinancialPeriodDto {
  const mine = auditings.filter((a) => a.periodId === row.id).sort((a, b) => b.date.localeCompare(a.date));
  return {
    id: row.id,
    code: row.code,
    startDate: row.startDate,
    endDate: row.endDate,
    lastAccountingAuditing: mine[0]?.date ?? null,
    financialPeriodState: row.state as FinancialPeriodDto['financialPeriodState'],
    closingTime: row.closingTime?.toISOString() ?? null,
    closedById: row.closedById,
    accountingAuditings: mine.map((a) => ({
      id: a.id,
      accountingAuditingDate: a.date,
      creationTime: a.creationTime.toISOString(),
      creatorId: a.creatorId,
    })),
    ...auditFields(row),
    concurrencyStamp: row.concurrencyStamp,
  };
}

/**
 * Fiscal periods (document 3 §2.8, §4, §7): they follow each other without gaps or overlaps, at most one is
 * Opened; an Opened period is edited (code, end), audited (dates inside it, increasing, not after today)
 * and, once its end has passed, closed for good. Payroll asks `assertOpen` before it writes into a range.
 * Writes that depend on the tenant's other periods take one lock per tenant (an advisory lock), and the
 * partial unique index on the Opened state stops whatever still got through.
 */
export function createFinancialPeriodService(db: Database, deps: FinancialPeriodDeps) {
  const byId = (tenantId: string, id: string) =>
    tenantRows(financialPeriods, tenantId, [eq(financialPeriods.id, id)]);
  const todayOf = (ctx: RequestContext) => tenantToday(deps, ctx);
  const lockPeriods = (tx: Tx, tenantId: string) =>
    tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`finance.periods:${tenantId}`}))`);

  async function auditingsOf(tx: Tx, tenantId: string, ids: string[]): Promise<AuditingRow[]> {
    if (!ids.length) return [];
    return tx
      .select()
      .from(accountingAuditings)
      .where(tenantRows(accountingAuditings, tenantId, [inArray(accountingAuditings.periodId, ids)]));
  }

  async function one(tx: Tx, tenantId: string, id: string): Promise<FinancialPeriodDto> {
    const row = await locked(tx, tenantId, id, false);
    return toDto(row, await auditingsOf(tx, tenantId, [id]));
  }

  async function locked(tx: Tx, tenantId: string, id: string, forUpdate = true): Promise<PeriodRow> {
    const query = tx.select().from(financialPeriods).where(byId(tenantId, id));
    const [row] = forUpdate ? await query.for('update') : await query;
    if (!row) throw new AppError('Finance:PeriodNotFound');
    return row;
  }

  async function lastAuditing(tx: Tx, tenantId: string, periodId: string): Promise<string | null> {
    const [row] = await tx
      .select({ date: accountingAuditings.date })
      .from(accountingAuditings)
      .where(tenantRows(accountingAuditings, tenantId, [eq(accountingAuditings.periodId, periodId)]))
      .orderBy(desc(accountingAuditings.date))
      .limit(1);
    return row?.date ?? null;
  }

  function checkRange(startDate: string, endDate: string) {
    if (endDate < startDate) throw new AppError('Finance:PeriodEndBeforeStart', { startDate });
    if (daysBetween(startDate, endDate) > maxFinancialPeriodDays)
      throw new AppError('Finance:PeriodTooLong', { maxDays: maxFinancialPeriodDays });
  }

  /** A taken code, or a second Opened period that got past the lock: the unique indexes answer. */
  const uniqueErrors = (code: string) => ({
    financial_periods_tenant_code: () => new AppError('Finance:DuplicatePeriodCode', { code }),
    financial_periods_tenant_one_opened: () => new AppError('Finance:OpenPeriodExists', { code }),
  });

  return {
    async list(ctx: RequestContext, input: GetFinancialPeriods): Promise<PagedResult<FinancialPeriodDto>> {
      const tenantId = tenantOf(ctx);
      const where = tenantRows(financialPeriods, tenantId, [
        input.financialPeriodState === undefined
          ? undefined
          : eq(financialPeriods.state, input.financialPeriodState),
      ]);
      return db.transaction(ctx, async (tx) => {
        const result = await pageOfTable(tx, financialPeriods, input, {
          where,
          order: orderBy(input.sorting),
          map: (row) => row,
        });
        const auditings = await auditingsOf(
          tx,
          tenantId,
          result.items.map((r) => r.id),
        );
        return { ...result, items: result.items.map((r) => toDto(r, auditings)) };
      });
    },

    async get(ctx: RequestContext, id: string): Promise<FinancialPeriodDto> {
      return db.transaction(ctx, (tx) => one(tx, tenantOf(ctx), id));
    },

    /**
     * Opens a period: none other Opened, the start the day after the latest period's end (when there is
     * one), the end not before the start, at most {@link maxFinancialPeriodDays} days, the code unique.
     */
    async create(ctx: RequestContext, input: CreateFinancialPeriod): Promise<FinancialPeriodDto> {
      const tenantId = tenantOf(ctx);
      checkRange(input.startDate, input.endDate);
      return db.transaction(ctx, async (tx) => {
        await lockPeriods(tx, tenantId);
        const [opened] = await tx
          .select({ code: financialPeriods.code })
          .from(financialPeriods)
          .where(
            tenantRows(financialPeriods, tenantId, [eq(financialPeriods.state, FinancialPeriodState.Opened)]),
          );
        if (opened) throw new AppError('Finance:OpenPeriodExists', { code: opened.code });
        const [latest] = await tx
          .select({ code: financialPeriods.code, endDate: financialPeriods.endDate })
          .from(financialPeriods)
          .where(tenantRows(financialPeriods, tenantId))
          .orderBy(desc(financialPeriods.endDate))
          .limit(1);
        if (latest && input.startDate !== addDays(latest.endDate, 1))
          throw new AppError('Finance:PeriodMustFollowPrevious', {
            expectedStart: addDays(latest.endDate, 1),
            previousCode: latest.code,
          });
        const [row] = await withUniqueErrors(uniqueErrors(input.code), () =>
          tx
            .insert(financialPeriods)
            .values({
              tenantId,
              code: input.code,
              startDate: input.startDate,
              endDate: input.endDate,
              state: FinancialPeriodState.Opened,
              creatorId: ctx.userId,
              creationTime: ctx.now(),
            })
            .returning({ id: financialPeriods.id }),
        );
        return one(tx, tenantId, row!.id);
      });
    },

    /** Code and end, only while Opened; the end not before the start nor the last auditing. */
    async update(ctx: RequestContext, input: UpdateFinancialPeriod): Promise<FinancialPeriodDto> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        await lockPeriods(tx, tenantId);
        const current = await locked(tx, tenantId, input.id);
        if (current.state !== FinancialPeriodState.Opened)
          throw new AppError('Finance:PeriodClosed', { code: current.code });
        checkRange(current.startDate, input.endDate);
        const last = await lastAuditing(tx, tenantId, current.id);
        if (last !== null && input.endDate < last)
          throw new AppError('Finance:PeriodEndBeforeAuditing', { lastAuditing: last });
        await withUniqueErrors(uniqueErrors(input.code), () =>
          updateStamped(tx, financialPeriods, {
            where: byId(tenantId, current.id),
            stamp: input.concurrencyStamp,
            set: { code: input.code, endDate: input.endDate },
            ctx,
          }),
        );
        return one(tx, tenantId, current.id);
      });
    },

    /**
     * Records that the books were audited up to a date: inside the period, not after the tenant's today,
     * after the previous auditing. Closed periods too (the audit of a closed year).
     */
    async addAuditing(ctx: RequestContext, input: AddAccountingAuditingInput): Promise<FinancialPeriodDto> {
      const tenantId = tenantOf(ctx);
      const today = await todayOf(ctx);
      const date = input.accountingAuditingDate;
      return db.transaction(ctx, async (tx) => {
        const current = await locked(tx, tenantId, input.id);
        if (date < current.startDate || date > current.endDate)
          throw new AppError('Finance:AuditingOutsidePeriod', {
            startDate: current.startDate,
            endDate: current.endDate,
          });
        if (date > today) throw new AppError('Finance:DateInFuture', { today });
        const last = await lastAuditing(tx, tenantId, current.id);
        if (last !== null && date <= last)
          throw new AppError('Finance:AuditingNotAfterLast', { lastAuditing: last });
        await tx.insert(accountingAuditings).values({
          tenantId,
          periodId: current.id,
          date,
          creatorId: ctx.userId,
          creationTime: ctx.now(),
        });
        await tx.update(financialPeriods).set(modified(ctx)).where(byId(tenantId, current.id));
        return one(tx, tenantId, current.id);
      });
    },

    /** Closes an Opened period for good, from the day after its end (the tenant's today). */
    async close(ctx: RequestContext, id: string): Promise<FinancialPeriodDto> {
      const tenantId = tenantOf(ctx);
      const today = await todayOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const current = await locked(tx, tenantId, id);
        if (current.state !== FinancialPeriodState.Opened)
          throw new AppError('Finance:PeriodClosed', { code: current.code });
        if (current.endDate >= today)
          throw new AppError('Finance:PeriodNotEnded', { endDate: current.endDate });
        for (const guard of deps.closeGuards ?? []) await guard(ctx, current);
        await tx
          .update(financialPeriods)
          .set({
            state: FinancialPeriodState.Closed,
            closingTime: ctx.now(),
            closedById: ctx.userId,
            ...modified(ctx),
          })
          .where(byId(tenantId, id));
        return one(tx, tenantId, id);
      });
    },

    /**
     * For payroll: refuses (Finance:PeriodClosed) a range that touches a Closed period; a range no period
     * covers passes. In the caller's transaction when there is one, holding a share lock on the periods
     * the range touches until it ends: a period cannot be closed while payslips are written into it (the
     * close waits, then finds them), nor can payslips be written into a period closed meanwhile.
     */
    async assertOpen(
      ctx: Pick<RequestContext, 'tenantId'>,
      startDate: string,
      endDate: string,
    ): Promise<void> {
      const tenantId = tenantOf(ctx);
      const touched = await db.transaction(ctx, (tx) =>
        tx
          .select({ code: financialPeriods.code, state: financialPeriods.state })
          .from(financialPeriods)
          .where(
            tenantRows(financialPeriods, tenantId, [
              lte(financialPeriods.startDate, endDate),
              gte(financialPeriods.endDate, startDate),
            ]),
          )
          .orderBy(asc(financialPeriods.startDate))
          .for('share'),
      );
      const closed = touched.find((p) => p.state === FinancialPeriodState.Closed);
      if (closed) throw new AppError('Finance:PeriodClosed', { code: closed.code });
    },

    /** The period a date falls in, or null. */
    async periodOn(ctx: Pick<RequestContext, 'tenantId'>, date: string): Promise<FinancialPeriodDto | null> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const [row] = await tx
          .select()
          .from(financialPeriods)
          .where(
            tenantRows(financialPeriods, tenantId, [
              lte(financialPeriods.startDate, date),
              gte(financialPeriods.endDate, date),
            ]),
          )
          .limit(1);
        return row ? toDto(row, await auditingsOf(tx, tenantId, [row.id])) : null;
      });
    },
  };
}
export type FinancialPeriodService = ReturnType<typeof createFinancialPeriodService>;
