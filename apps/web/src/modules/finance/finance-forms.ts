import { type FinancialPeriodDto, FinancialPeriodState, splitAccountCode } from '@hr/contracts';
import dayjs from 'dayjs';

// The rules of the finance forms that are more than a field's schema: the account code as a read-only
// prefix and a typed part, the days a picker offers, and what a page of fiscal periods allows.

/** The full account code the API takes: the type's prefix followed by the typed part. */
export function joinAccountCode(prefix: string | undefined, typed: string | null | undefined): string {
  return `${prefix ?? ''}${(typed ?? '').trim()}`;
}

/**
 * The typed part of a loaded code: what follows the longest known prefix it starts with (the contract's
 * `splitAccountCode`); the account's own prefix serves while the chart is still loading.
 */
export function typedPartOfCode(code: string, knownPrefixes: readonly string[], ownPrefix?: string): string {
  const prefixes = knownPrefixes.length > 0 ? knownPrefixes : ownPrefix ? [ownPrefix] : [];
  return splitAccountCode(code, prefixes).rest;
}

/** Whether a calendar day ('YYYY-MM-DD') may be picked: not after `today` and, when given, within the bounds. */
export function isSelectableDay(
  day: string,
  today: string,
  bounds: { from?: string | null; to?: string | null } = {},
): boolean {
  if (day > today) return false;
  if (bounds.from && day < bounds.from) return false;
  if (bounds.to && day > bounds.to) return false;
  return true;
}

/** The Add button of fiscal periods shows only while the page shown holds no Opened period. */
export function canAddPeriod(page: readonly Pick<FinancialPeriodDto, 'financialPeriodState'>[]): boolean {
  return !page.some((p) => p.financialPeriodState === FinancialPeriodState.Opened);
}

/** The start a new period takes: the day after the latest end among the periods shown; none without any. */
export function nextPeriodStart(page: readonly Pick<FinancialPeriodDto, 'endDate'>[]): string | undefined {
  const lastEnd = page
    .map((p) => p.endDate)
    .sort()
    .at(-1);
  return lastEnd ? dayjs(lastEnd).add(1, 'day').format('YYYY-MM-DD') : undefined;
}

/**
 * The first day a period may be closed (the day after it ends, on the tenant's calendar), and whether that
 * day has come: the server refuses earlier (`Finance:PeriodNotEnded`), so the dialog says so beforehand.
 */
export function closableFrom(period: Pick<FinancialPeriodDto, 'endDate'>, today: string) {
  const from = dayjs(period.endDate).add(1, 'day').format('YYYY-MM-DD');
  return { from, closable: today >= from };
}
