import { z } from 'zod';

/** The dates the product accepts: a sane range that PostgreSQL's date and timestamp types always hold. */
export const dateRange = { min: '1900-01-01', max: '2999-12-31' } as const;

/** A calendar date (`YYYY-MM-DD`) between 1900-01-01 and 2999-12-31. */
export const dateOnly = z.iso.date().refine((d) => d >= dateRange.min && d <= dateRange.max, {
  message: 'Platform:DateOutOfRange',
  params: dateRange,
});

/** An optional date: empty text and null mean none. */
export const optionalDateOnly = z.preprocess((v) => (v === '' ? null : v), dateOnly.nullish());

/** An instant (ISO 8601 with an offset) whose date lies between 1900-01-01 and 2999-12-31. */
export const dateTime = z.iso.datetime({ offset: true }).refine(
  (t) => {
    const ms = Date.parse(t);
    return ms >= Date.parse(`${dateRange.min}T00:00:00Z`) && ms <= Date.parse(`${dateRange.max}T23:59:59Z`);
  },
  { message: 'Platform:DateOutOfRange', params: dateRange },
);
