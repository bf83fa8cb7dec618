import { intlLocale } from '../../../app/language.ts';
import { dateTimeFormat } from '../../../components/format.ts';

/** A month ('2026-11') as an axis reads it: "Nov 26", "نوفمبر 26" (the app's languages, Latin digits). */
export function shortMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return dateTimeFormat(intlLocale(), { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}

/** The first and last day of a month ('2026-11' → ['2026-11-01', '2026-11-30']). */
export function monthRange(month: string): [string, string] {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return [`${month}-01`, `${month}-${String(last).padStart(2, '0')}`];
}

/** A URL with its query, leaving out the empty values. */
export function listUrl(path: string, query: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
