import {
  type ExportJournalEntries,
  FinancialPeriodState,
  type GetJournalEntries,
  type JournalEntryDto,
  type JournalEntryLineDto,
  journalEntryEndpoints,
  type PagedResult,
  type TrialBalanceDto,
} from '@hr/contracts';
import Decimal from 'decimal.js';
import { and, asc, desc, eq, gte, inArray, lte, max, type SQL, sql, sum } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { page } from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { sortColumns, sortingOrder } from '../../platform/db/sorting.ts';
import { AppError } from '../../platform/errors.ts';
import type { CurrencyService } from './currency.service.ts';
import type { ExchangeRateService } from './exchange-rate.service.ts';
import {
  accountTypes,
  financialAccounts,
  financialPeriods,
  journalEntries,
  journalEntryLines,
} from './finance.tables.ts';

/** Exact decimals, halves away from zero (as the payroll engine rounds). */
const D = Decimal.clone({ precision: 34, rounding: Decimal.ROUND_HALF_UP });
type D = Decimal;
const ZERO = new D(0);

/**
 * One movement a source posts: `amount` (positive, in `currencyCode`) goes to the debit of one account and
 * the credit of another, for a department or an employee. A payroll run gives one per payslip line of a
 * rule with accounts.
 */
export interface Posting {
  debitAccountId: string;
  creditAccountId: string;
  amount: string;
  /** The amount's currency (a payslip's); converted to the base currency at the entry's date. */
  currencyCode: string;
  departmentId: string | null;
  departmentName: string | null;
  employeeId: string | null;
  employeeName: string | null;
}

export interface PostInput {
  date: string;
  sourceType: number;
  sourceId: string;
  description: string;
  postings: readonly Posting[];
}

/** What the journal answers a source: the entry's id and number, its totals. */
export interface PostedEntry {
  id: string;
  number: number;
  totalDebit: string;
}

type EntryRow = typeof journalEntries.$inferSelect;

const sortable = sortColumns(journalEntryEndpoints.list, {
  number: journalEntries.number,
  date: journalEntries.date,
});

/** A line's key: the account and the department or the employee. */
const keyOf = (accountId: string, p: Posting, perEmployee: boolean) =>
  `${accountId}|${perEmployee ? `e:${p.employeeId ?? ''}` : `d:${p.departmentId ?? ''}`}`;

/**
 * Journal entries (issue 43): posted in the caller's transaction by a source (a payroll run's confirm,
 * its cancel the reversing entry), never changed afterwards. The entry's date must fall in a fiscal
 * period, and that period must be Opened (share-locked until the caller commits, so it cannot be closed
 * meanwhile). Amounts are converted to the base currency posting by posting, each rounded to the base
 * currency's places before it is added to both sides: debits equal credits to the last fils by
 * construction, with no rounding line (docs/decisions.md, "Payroll journal").
 */
export function createJournalEntryService(
  db: Database,
  deps: {
    currencies: Pick<CurrencyService, 'baseOf'>;
    exchangeRates: Pick<ExchangeRateService, 'rateOn'>;
    /** Split per employee (else per department): the tenant's setting Finance.PayrollJournalDetail. */
    perEmployee: (ctx: RequestContext) => Promise<boolean>;
  },
) {
  const ofTenant = (tenantId: string) => eq(journalEntries.tenantId, tenantId);

  /** The period containing `date`, share-locked; refused when there is none or it is Closed. */
  async function openPeriodOn(tx: Tx, tenantId: string, date: string) {
    const [period] = await tx
      .select({ id: financialPeriods.id, code: financialPeriods.code, state: financialPeriods.state })
      .from(financialPeriods)
      .where(
        and(
          eq(financialPeriods.tenantId, tenantId),
          lte(financialPeriods.startDate, date),
          gte(financialPeriods.endDate, date),
        ),
      )
      .limit(1)
      .for('share');
    if (!period) throw new AppError('Finance:NoPeriodForDate', { date });
    if (period.state !== FinancialPeriodState.Opened)
      throw new AppError('Finance:JournalPeriodClosed', { code: period.code, date });
    return period;
  }

  /** The accounts of the postings: the tenant's, not deprecated (share-locked until commit). */
  async function usableAccounts(tx: Tx, tenantId: string, ids: readonly string[]) {
    const rows = ids.length
      ? await tx
          .select({
            id: financialAccounts.id,
            code: financialAccounts.code,
            name: financialAccounts.name,
            isDeprecated: financialAccounts.isDeprecated,
          })
          .from(financialAccounts)
          .where(and(eq(financialAccounts.tenantId, tenantId), inArray(financialAccounts.id, [...ids])))
          .for('share')
      : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const id of ids) {
      const row = byId.get(id);
      if (!row) throw new AppError('Finance:AccountNotFound');
      if (row.isDeprecated)
        throw new AppError('Finance:JournalAccountDeprecated', { code: row.code, name: row.name });
    }
    return byId;
  }

  async function nextNumber(tx: Tx, tenantId: string): Promise<number> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`finance.journal:${tenantId}`}))`);
    const [row] = await tx
      .select({ n: max(journalEntries.number) })
      .from(journalEntries)
      .where(ofTenant(tenantId));
    return (row?.n ?? 0) + 1;
  }

  async function insertEntry(
    ctx: RequestContext,
    tx: Tx,
    header: Omit<typeof journalEntries.$inferInsert, 'tenantId' | 'number'>,
    lines: Array<Omit<typeof journalEntryLines.$inferInsert, 'tenantId' | 'entryId' | 'lineNumber'>>,
  ): Promise<PostedEntry> {
    const tenantId = tenantOf(ctx);
    const number = await nextNumber(tx, tenantId);
    const [entry] = await tx
      .insert(journalEntries)
      .values({ ...header, tenantId, number, creatorId: ctx.userId, creationTime: ctx.now() })
      .returning({ id: journalEntries.id });
    if (lines.length)
      await tx
        .insert(journalEntryLines)
        .values(lines.map((l, i) => ({ ...l, tenantId, entryId: entry!.id, lineNumber: i + 1 })));
    return { id: entry!.id, number, totalDebit: String(header.totalDebit) };
  }

  async function linesOf(tx: Tx, tenantId: string, entryIds: readonly string[]) {
    if (!entryIds.length) return new Map<string, JournalEntryLineDto[]>();
    const rows = await tx
      .select({
        line: journalEntryLines,
        accountCode: financialAccounts.code,
        accountName: financialAccounts.name,
      })
      .from(journalEntryLines)
      .innerJoin(financialAccounts, eq(financialAccounts.id, journalEntryLines.accountId))
      .where(and(eq(journalEntryLines.tenantId, tenantId), inArray(journalEntryLines.entryId, [...entryIds])))
      .orderBy(asc(journalEntryLines.entryId), asc(journalEntryLines.lineNumber));
    const byEntry = new Map<string, JournalEntryLineDto[]>();
    for (const { line, accountCode, accountName } of rows) {
      const list = byEntry.get(line.entryId) ?? [];
      list.push({
        lineNumber: line.lineNumber,
        accountId: line.accountId,
        accountCode,
        accountName,
        departmentId: line.departmentId,
        departmentName: line.departmentName,
        employeeId: line.employeeId,
        employeeName: line.employeeName,
        debit: line.debit,
        credit: line.credit,
      });
      byEntry.set(line.entryId, list);
    }
    return byEntry;
  }

  const places = (value: string, decimalPlaces: number) => new D(value).toFixed(decimalPlaces);

  async function toDtos(tx: Tx, tenantId: string, rows: EntryRow[]): Promise<JournalEntryDto[]> {
    const lines = await linesOf(
      tx,
      tenantId,
      rows.map((r) => r.id),
    );
    const periodIds = [...new Set(rows.map((r) => r.periodId))];
    const periods = periodIds.length
      ? await tx
          .select({ id: financialPeriods.id, code: financialPeriods.code })
          .from(financialPeriods)
          .where(and(eq(financialPeriods.tenantId, tenantId), inArray(financialPeriods.id, periodIds)))
      : [];
    const reversed = rows.map((r) => r.reversalOfId).filter((id): id is string => id !== null);
    const numbers = reversed.length
      ? await tx
          .select({ id: journalEntries.id, number: journalEntries.number })
          .from(journalEntries)
          .where(and(ofTenant(tenantId), inArray(journalEntries.id, reversed)))
      : [];
    const codeOf = new Map(periods.map((p) => [p.id, p.code]));
    const numberOf = new Map(numbers.map((n) => [n.id, n.number]));
    return rows.map((r) => ({
      id: r.id,
      number: r.number,
      date: r.date,
      periodId: r.periodId,
      periodCode: codeOf.get(r.periodId) ?? '',
      sourceType: r.sourceType,
      sourceId: r.sourceId,
      description: r.description,
      reversalOfId: r.reversalOfId,
      reversalOfNumber: r.reversalOfId ? (numberOf.get(r.reversalOfId) ?? null) : null,
      currencyCode: r.currencyCode,
      decimalPlaces: r.decimalPlaces,
      totalDebit: places(r.totalDebit, r.decimalPlaces),
      totalCredit: places(r.totalCredit, r.decimalPlaces),
      creatorId: r.creatorId,
      creationTime: r.creationTime.toISOString(),
      lines: (lines.get(r.id) ?? []).map((l) => ({
        ...l,
        debit: places(l.debit, r.decimalPlaces),
        credit: places(l.credit, r.decimalPlaces),
      })),
    }));
  }

  function filterOf(tenantId: string, input: ExportJournalEntries): SQL | undefined {
    return and(
      ofTenant(tenantId),
      input.periodId ? eq(journalEntries.periodId, input.periodId) : undefined,
      input.sourceType !== undefined ? eq(journalEntries.sourceType, input.sourceType) : undefined,
      input.sourceId ? eq(journalEntries.sourceId, input.sourceId) : undefined,
      input.accountId
        ? sql`exists (select 1 from ${journalEntryLines} where ${journalEntryLines.tenantId} = ${tenantId} and ${journalEntryLines.entryId} = ${journalEntries.id} and ${journalEntryLines.accountId} = ${input.accountId})`
        : undefined,
    );
  }

  return {
    /**
     * Posts one balanced entry for the postings, in the caller's transaction. Refused when no period
     * contains the date (Finance:NoPeriodForDate), when it is Closed (Finance:JournalPeriodClosed), or
     * when an account is gone or deprecated. Postings of zero are left out; an entry of none is still
     * posted (empty, totals 0) so that the source's confirm leaves its trace.
     */
    async post(ctx: RequestContext, input: PostInput): Promise<PostedEntry> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const period = await openPeriodOn(tx, tenantId, input.date);
        const base = await deps.currencies.baseOf(ctx);
        const perEmployee = await deps.perEmployee(ctx);
        // The rate in force on the entry's date for each currency other than the base.
        const rates = new Map<string, D | null>([[base.code, null]]);
        for (const code of new Set(input.postings.map((p) => p.currencyCode)))
          if (!rates.has(code))
            rates.set(code, new D(await deps.exchangeRates.rateOn(ctx, code, input.date)));
        const accountIds = [...new Set(input.postings.flatMap((p) => [p.debitAccountId, p.creditAccountId]))];
        await usableAccounts(tx, tenantId, accountIds);
        // Net per account and department (or employee): + debit, − credit; each posting converted and
        // rounded once, then added to both sides.
        const net = new Map<string, { accountId: string; posting: Posting; amount: D }>();
        const add = (accountId: string, p: Posting, amount: D) => {
          const key = keyOf(accountId, p, perEmployee);
          const current = net.get(key);
          if (current) current.amount = current.amount.plus(amount);
          else net.set(key, { accountId, posting: p, amount });
        };
        for (const p of input.postings) {
          const original = new D(p.amount);
          if (original.isZero()) continue;
          const rate = rates.get(p.currencyCode) ?? null;
          const amount = (rate ? original.times(rate) : original).toDecimalPlaces(
            base.decimalPlaces,
            Decimal.ROUND_HALF_UP,
          );
          add(p.debitAccountId, p, amount);
          add(p.creditAccountId, p, amount.negated());
        }
        const lines = [...net.values()]
          .filter((l) => !l.amount.isZero())
          .map((l) => ({
            accountId: l.accountId,
            departmentId: perEmployee ? null : l.posting.departmentId,
            departmentName: perEmployee ? null : l.posting.departmentName?.slice(0, 128) || null,
            employeeId: perEmployee ? l.posting.employeeId : null,
            employeeName: perEmployee ? l.posting.employeeName?.slice(0, 300) || null : null,
            debit: (l.amount.isPositive() ? l.amount : ZERO).toFixed(base.decimalPlaces),
            credit: (l.amount.isNegative() ? l.amount.negated() : ZERO).toFixed(base.decimalPlaces),
          }));
        const totalDebit = lines.reduce((s, l) => s.plus(l.debit), ZERO);
        const totalCredit = lines.reduce((s, l) => s.plus(l.credit), ZERO);
        if (!totalDebit.equals(totalCredit))
          throw new Error(`An unbalanced journal entry: ${totalDebit} against ${totalCredit}`);
        return insertEntry(
          ctx,
          tx,
          {
            date: input.date,
            periodId: period.id,
            sourceType: input.sourceType,
            sourceId: input.sourceId,
            description: input.description.slice(0, 500),
            reversalOfId: null,
            currencyCode: base.code,
            decimalPlaces: base.decimalPlaces,
            totalDebit: totalDebit.toFixed(base.decimalPlaces),
            totalCredit: totalCredit.toFixed(base.decimalPlaces),
          },
          lines,
        );
      });
    },

    /**
     * Posts the reversing entry of the source's entries not reversed yet (each line's debit and credit
     * swapped), dated `date`, which must fall in an Opened period. Nothing to reverse: null.
     */
    async reverseSource(
      ctx: RequestContext,
      input: { sourceType: number; sourceId: string; date: string; description: string },
    ): Promise<PostedEntry[]> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const originals = await tx
          .select()
          .from(journalEntries)
          .where(
            and(
              ofTenant(tenantId),
              eq(journalEntries.sourceType, input.sourceType),
              eq(journalEntries.sourceId, input.sourceId),
              sql`${journalEntries.reversalOfId} is null`,
              sql`not exists (select 1 from ${journalEntries} r where r.tenant_id = ${tenantId} and r.reversal_of_id = ${journalEntries.id})`,
            ),
          )
          .orderBy(asc(journalEntries.number));
        if (!originals.length) return [];
        const period = await openPeriodOn(tx, tenantId, input.date);
        const posted: PostedEntry[] = [];
        for (const original of originals) {
          const lines = await tx
            .select()
            .from(journalEntryLines)
            .where(and(eq(journalEntryLines.tenantId, tenantId), eq(journalEntryLines.entryId, original.id)))
            .orderBy(asc(journalEntryLines.lineNumber));
          posted.push(
            await insertEntry(
              ctx,
              tx,
              {
                date: input.date,
                periodId: period.id,
                sourceType: original.sourceType,
                sourceId: original.sourceId,
                description: input.description.slice(0, 500),
                reversalOfId: original.id,
                currencyCode: original.currencyCode,
                decimalPlaces: original.decimalPlaces,
                totalDebit: original.totalCredit,
                totalCredit: original.totalDebit,
              },
              lines.map((l) => ({
                accountId: l.accountId,
                departmentId: l.departmentId,
                departmentName: l.departmentName,
                employeeId: l.employeeId,
                employeeName: l.employeeName,
                debit: l.credit,
                credit: l.debit,
              })),
            ),
          );
        }
        return posted;
      });
    },

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
          .where(and(ofTenant(tenantId), eq(journalEntries.id, id)));
        if (!rows.length) throw new AppError('Finance:JournalEntryNotFound');
        return (await toDtos(tx, tenantId, rows))[0]!;
      });
    },

    /** The entries of a source (a payroll run's original and its reversal), oldest first. */
    async ofSource(ctx: RequestContext, sourceType: number, sourceId: string): Promise<JournalEntryDto[]> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const rows = await tx
          .select()
          .from(journalEntries)
          .where(
            and(
              ofTenant(tenantId),
              eq(journalEntries.sourceType, sourceType),
              eq(journalEntries.sourceId, sourceId),
            ),
          )
          .orderBy(asc(journalEntries.number));
        return toDtos(tx, tenantId, rows);
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
            and(
              eq(journalEntryLines.tenantId, tenantId),
              periodId ? eq(journalEntries.periodId, periodId) : undefined,
            ),
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
export type JournalEntryService = ReturnType<typeof createJournalEntryService>;
