import {
  type ExportJournalEntries,
  type GetJournalEntries,
  type JournalEntryDto,
  journalEntryEndpoints,
  type PagedResult,
  type TrialBalanceDto,
} from '@hr/contracts';
import { and, asc, desc, eq, type SQL, sql, sum } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { page } from '../../platform/db/crud.ts';
import type { Database } from '../../platform/db/database.ts';
import { sortColumns, sortingOrder } from '../../platform/db/sorting.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { AppError } from '../../platform/errors.ts';
import {
  accountTypes,
  financialAccounts,
  financialPeriods,
  journalEntries,
  journalEntryLines,
} from './finance.tables.ts';
import { D, type JournalEntryDeps, toDtos, ZERO } from './journal-entry.rows.ts';

const sortable = sortColumns(journalEntryEndpoints.list, {
  number: journalEntries.number,
  date: journalEntries.date,
});

function filterOf(tenantId: string, input: ExportJournalEntries): SQL | undefined {
  return tenantRows(journalEntries, tenantId, [
    input.periodId ? eq(journalEntries.periodId, input.periodId) : undefined,
    input.sourceType !== undefined ? eq(journalEntries.sourceType, input.sourceType) : undefined,
    input.sourceId ? eq(journalEntries.sourceId, input.sourceId) : undefined,
    input.accountId
      ? sql`exists (select 1 from ${journalEntryLines} where ${journalEntryLines.tenantId} = ${tenantId} and ${journalEntryLines.entryId} = ${journalEntries.id} and ${journalEntryLines.accountId} = ${input.accountId})`
      : undefined,
  ]);
}

/** The endpoints' reads: the list, an entry, the Excel export's rows, the trial balance. */
export function createJournalQueries(db: Database, deps: Pick<JournalEntryDeps, 'currencies'>) {
  return {
    async list(ctx: RequestContext, input: GetJournalEntries): Promise<PagedResult<JournalEntryDto>> {
      const tenantId = tenantOf(ctx);
      const where = filterOf(tenantId, input);
      const order = sortingOrder(input.sorting, sortable, {
        fallback: [desc(journalEntries.number)],
        tieBreaker: journalEntries.id,
      });
      return db.transaction(ctx, async (tx) => {
        const result = await page(input, {
          total: async () => {
            const [row] = await tx
              .select({ n: sql<number>`count(*)::int` })
              .from(journalEntries)
              .where(where);
            return row?.n ?? 0;
          },
          rows: (limit, offset) =>
            tx
              .select()
              .from(journalEntries)
              .where(where)
              .orderBy(...order)
              .limit(limit)
              .offset(offset),
        });
        return { ...result, items: await toDtos(tx, tenantId, result.items) };
      });
    },

    async get(ctx: RequestContext, id: string): Promise<JournalEntryDto> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const rows = await tx
          .select()
          .from(journalEntries)
          .where(tenantRows(journalEntries, tenantId, [eq(journalEntries.id, id)]));
        if (!rows.length) throw new AppError('Finance:JournalEntryNotFound');
        return (await toDtos(tx, tenantId, rows))[0]!;
      });
    },

    /** The lines of the filtered entries for the Excel export, 500 entries at a time, oldest first. */
    async *exportRows(ctx: RequestContext, input: ExportJournalEntries) {
      const tenantId = tenantOf(ctx);
      const where = filterOf(tenantId, input);
      let after = 0;
      for (;;) {
        const entries = await db.transaction(ctx, async (tx) =>
          toDtos(
            tx,
            tenantId,
            await tx
              .select()
              .from(journalEntries)
              .where(and(where, sql`${journalEntries.number} > ${after}`))
              .orderBy(asc(journalEntries.number))
              .limit(500),
          ),
        );
        for (const entry of entries) for (const line of entry.lines) yield { entry, line };
        if (entries.length < 500) return;
        after = entries[entries.length - 1]!.number;
      }
    },

    /** What was posted, per fiscal period and account (one period, or all), in the current base currency. */
    async trialBalance(ctx: RequestContext, periodId: string | undefined): Promise<TrialBalanceDto> {
      const tenantId = tenantOf(ctx);
      const base = await deps.currencies.baseOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const rows = await tx
          .select({
            periodId: financialPeriods.id,
            periodCode: financialPeriods.code,
            periodStartDate: financialPeriods.startDate,
            accountId: financialAccounts.id,
            accountCode: financialAccounts.code,
            accountName: financialAccounts.name,
            accountTypeName: accountTypes.displayNameEn,
            accountTypeNameAr: accountTypes.displayNameAr,
            debit: sum(journalEntryLines.debit),
            credit: sum(journalEntryLines.credit),
          })
          .from(journalEntryLines)
          .innerJoin(
            journalEntries,
            and(
              eq(journalEntries.tenantId, journalEntryLines.tenantId),
              eq(journalEntries.id, journalEntryLines.entryId),
            ),
          )
          .innerJoin(financialPeriods, eq(financialPeriods.id, journalEntries.periodId))
          .innerJoin(financialAccounts, eq(financialAccounts.id, journalEntryLines.accountId))
          .innerJoin(accountTypes, eq(accountTypes.name, financialAccounts.typeName))
          .where(
            tenantRows(journalEntryLines, tenantId, [
              periodId ? eq(journalEntries.periodId, periodId) : undefined,
            ]),
          )
          .groupBy(
            financialPeriods.id,
            financialPeriods.code,
            financialPeriods.startDate,
            financialAccounts.id,
            financialAccounts.code,
            financialAccounts.name,
            accountTypes.displayNameEn,
            accountTypes.displayNameAr,
          )
          .orderBy(desc(financialPeriods.startDate), asc(financialAccounts.code));
        const fixed = (v: D) => v.toFixed(base.decimalPlaces);
        let totalDebit = ZERO;
        let totalCredit = ZERO;
        const items = rows.map((r) => {
          const debit = new D(r.debit ?? 0);
          const credit = new D(r.credit ?? 0);
          totalDebit = totalDebit.plus(debit);
          totalCredit = totalCredit.plus(credit);
          return {
            periodId: r.periodId,
            periodCode: r.periodCode,
            periodStartDate: r.periodStartDate,
            accountId: r.accountId,
            accountCode: r.accountCode,
            accountName: r.accountName,
            accountTypeName: ctx.language === 'ar' ? r.accountTypeNameAr : r.accountTypeName,
            debit: fixed(debit),
            credit: fixed(credit),
            balance: fixed(debit.minus(credit)),
          };
        });
        return {
          currencyCode: base.code,
          decimalPlaces: base.decimalPlaces,
          items,
          totalDebit: fixed(totalDebit),
          totalCredit: fixed(totalCredit),
        };
      });
    },
  };
}
