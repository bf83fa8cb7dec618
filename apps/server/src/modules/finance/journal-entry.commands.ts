import { FinancialPeriodState } from '@hr/contracts';
import Decimal from 'decimal.js';
import { asc, eq, gte, inArray, lte, max, sql } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { AppError } from '../../platform/errors.ts';
import { financialAccounts, financialPeriods, journalEntries, journalEntryLines } from './finance.tables.ts';
import {
  D,
  entriesOfSource,
  type JournalEntryDeps,
  type PostedEntry,
  type PostInput,
  type Posting,
  ZERO,
} from './journal-entry.rows.ts';

/** A line's key: the account and the department or the employee. */
const keyOf = (accountId: string, p: Posting, perEmployee: boolean) =>
  `${accountId}|${perEmployee ? `e:${p.employeeId ?? ''}` : `d:${p.departmentId ?? ''}`}`;

/** The period containing `date`, share-locked; refused when there is none or it is Closed. */
async function openPeriodOn(tx: Tx, tenantId: string, date: string) {
  const [period] = await tx
    .select({ id: financialPeriods.id, code: financialPeriods.code, state: financialPeriods.state })
    .from(financialPeriods)
    .where(
      tenantRows(financialPeriods, tenantId, [
        lte(financialPeriods.startDate, date),
        gte(financialPeriods.endDate, date),
      ]),
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
        .where(tenantRows(financialAccounts, tenantId, [inArray(financialAccounts.id, [...ids])]))
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
    .where(tenantRows(journalEntries, tenantId));
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

/** What the sources post (payroll's confirm and cancel, through `public.ts`): an entry, its reversal. */
export function createJournalCommands(db: Database, deps: JournalEntryDeps) {
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
        const originals = await entriesOfSource(
          tx,
          tenantId,
          input,
          sql`${journalEntries.reversalOfId} is null`,
          sql`not exists (select 1 from ${journalEntries} r where r.tenant_id = ${tenantId} and r.reversal_of_id = ${journalEntries.id})`,
        );
        if (!originals.length) return [];
        const period = await openPeriodOn(tx, tenantId, input.date);
        const posted: PostedEntry[] = [];
        for (const original of originals) {
          const lines = await tx
            .select()
            .from(journalEntryLines)
            .where(tenantRows(journalEntryLines, tenantId, [eq(journalEntryLines.entryId, original.id)]))
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
  };
}
