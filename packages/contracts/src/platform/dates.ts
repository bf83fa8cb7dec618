import { z } from 'zod';
import { blankToNull } from './text.ts';

/** The dates the product accepts: a sane range that PostgreSQL's date and timestamp types always hold. */
export const dateRange = { min: '1900-01-01', max: '2999-12-31' } as const;

/** A calendar date (`YYYY-MM-DD`) between 1900-01-01 and 2999-12-31. */
export const dateOnly = z.iso.date().refine((d) => d >= dateRange.min && d <= dateRange.max, {
  message: 'Platform:DateOutOfRange',
  params: dateRange,
});

/** An optional date: empty text and null mean none. */
export const optionalDateOnly = z.preprocess(blankToNull, dateOnly.nullish());

/** An instant (ISO 8601 with an offset) whose date lies between 1900-01-01 and 2999-12-31. */
export const dateTime = z.iso.datetime({ offset: true }).refine(
  (t) => {
    const ms = Date.parse(t);
    return ms >= Date.parse(`${dateRange.min}T00:00:00Z`) && ms <= Date.parse(`${dateRange.max}T23:59:59Z`);
  },
  { message: 'Platform:DateOutOfRange', params: dateRange },
);

/**
 * The rule of a from/to pair of dates (both included) in the fields `from` and `to`: the to-date not before
 * the from-date (`message`), and with `longest`, at most its days apart (`longest.message`, the days in its
 * params); either issue on the to-date. No rule while either is absent.
 */
export function fieldsRangeRule<F extends string, T extends string>(
  from: F,
  to: T,
  message: string,
  longest?: { days: number; message: string },
) {
  return (q: { [K in F | T]?: string | null }, ctx: z.RefinementCtx) => {
    const first = q[from];
    const last = q[to];
    if (!first || !last) return;
    if (last < first) ctx.addIssue({ code: 'custom', path: [to], message });
    else if (longest && (Date.parse(last) - Date.parse(first)) / 86_400_000 + 1 > longest.days)
      ctx.addIssue({
        code: 'custom',
        path: [to],
        message: longest.message,
        params: { days: longest.days },
      });
  };
}

/** {@link fieldsRangeRule} of the lists' filter pair, `fromDate` and `toDate`. */
export function dateRangeRule(message: string, longest?: { days: number; message: string }) {
  return fieldsRangeRule('fromDate', 'toDate', message, longest);
}
