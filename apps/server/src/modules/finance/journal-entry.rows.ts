import type { JournalEntryDto, JournalEntryLineDto } from '@hr/contracts';
import Decimal from 'decimal.js';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { groupBy } from '../../platform/group-by.ts';
import type { CurrencyService } from './currency.service.ts';
import type { ExchangeRateService } from './exchange-rate.service.ts';
import { financialAccounts, financialPeriods, journalEntries, journalEntryLines } from './finance.tables.ts';

// The pieces the journal entry files share: the decimals, what a source posts, the tenant's filter, the answers.

/** Exact decimals, halves away from zero (as the payroll engine rounds). */
export const D = Decimal.clone({ precision: 34, rounding: Decimal.ROUND_HALF_UP });
export type D = Decimal;
export const ZERO = new D(0);

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

export type EntryRow = typeof journalEntries.$inferSelect;

export interface JournalEntryDeps {
  currencies: Pick<CurrencyService, 'baseOf'>;
  exchangeRates: Pick<ExchangeRateService, 'rateOn'>;
  /** Split per employee (else per department): the tenant's setting Finance.PayrollJournalDetail. */
  perEmployee: (ctx: RequestContext) => Promise<boolean>;
}

/** The tenant's entries of a source (a payroll run), with more conditions; the oldest first. */
export const entriesOfSource = (
  tx: Tx,
  tenantId: string,
  source: { sourceType: number; sourceId: string },
  ...more: SQL[]
) =>
  tx
    .select()
    .from(journalEntries)
    .where(
      tenantRows(journalEntries, tenantId, [
        eq(journalEntries.sourceType, source.sourceType),
        eq(journalEntries.sourceId, source.sourceId),
        ...more,
      ]),
    )
    .orderBy(asc(journalEntries.number));

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
    .where(tenantRows(journalEntryLines, tenantId, [inArray(journalEntryLines.entryId, [...entryIds])]))
    .orderBy(asc(journalEntryLines.entryId), asc(journalEntryLines.lineNumber));
  return groupBy(
    rows,
    ({ line }) => line.entryId,
    ({ line, accountCode, accountName }): JournalEntryLineDto => ({
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
    }),
  );
}

export const places = (value: string, decimalPlaces: number) => new D(value).toFixed(decimalPlaces);

/** The answers of the entries: their lines, their period's code, the number of the entry each reverses. */
export async function toDtos(tx: Tx, tenantId: string, rows: EntryRow[]): Promise<JournalEntryDto[]> {
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
        .where(tenantRows(financialPeriods, tenantId, [inArray(financialPeriods.id, periodIds)]))
    : [];
  const reversed = rows.map((r) => r.reversalOfId).filter((id): id is string => id !== null);
  const numbers = reversed.length
    ? await tx
        .select({ id: journalEntries.id, number: journalEntries.number })
        .from(journalEntries)
        .where(tenantRows(journalEntries, tenantId, [inArray(journalEntries.id, reversed)]))
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
