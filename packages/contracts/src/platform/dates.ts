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
 * The rule of a from/to pair of dates (`fromDate`, `toDate`, both included): the to-date not before the
 * from-date (`message`), and with `longest`, at most its days apart (`longest.message`). No rule while
 * either is absent.
 */
export function dateRangeRule(message: string, longest?: { days: number; message: string }) {
  return (q: { fromDate?: string | null; toDate?: string | null }, ctx: z.RefinementCtx) => {
    if (!q.fromDate || !q.toDate) return;
    if (q.toDate < q.fromDate) ctx.addIssue({ code: 'custom', path: ['toDate'], message });
    else if (longest && (Date.parse(q.toDate) - Date.parse(q.fromDate)) / 86_400_000 + 1 > longest.days)
      ctx.addIssue({
        code: 'custom',
        path: ['toDate'],
        message: longest.message,
        params: { days: longest.days },
      });
  };
}
