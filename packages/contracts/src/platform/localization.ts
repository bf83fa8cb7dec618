/** A text in every language the product ships. */
export interface LocalizedText {
  en: string;
  ar: string;
}

export const languages = [
  { cultureName: 'en', uiCultureName: 'en', displayName: 'English', isRightToLeft: false },
  { cultureName: 'ar', uiCultureName: 'ar', displayName: 'العربية', isRightToLeft: true },
] as const;

export type LanguageCode = (typeof languages)[number]['cultureName'];
export const defaultLanguage: LanguageCode = 'en';

export function isLanguageCode(value: string): value is LanguageCode {
  return languages.some((l) => l.cultureName === value);
}

/** Picks the first supported language of an Accept-Language header ("ar-SY,ar;q=0.9,en;q=0.8"). */
export function pickLanguage(header: string | undefined | null): LanguageCode {
  if (!header) return defaultLanguage;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0] ?? '';
    if (isLanguageCode(base)) return base;
  }
  return defaultLanguage;
}

/**
 * The dash between the two ends of a range, everywhere a range is written (screens, server messages, the
 * payslip PDF): an en dash with a space on each side, "2026/10/01 – 2026/10/31" (the typographic sign for
 * a span; a hyphen reads as a minus or a compound). In an Arabic line the dash and spaces are neutral
 * between two numbers, so the range flows from the right like the words around it; where it is shown on
 * its own (a cell, a field) it is isolated in the language's direction (`FormattedValue`, `<bdi>`).
 */
export const rangeDash = ' – ';

// One end of a range, or a value alone: a calendar date, maybe with a wall time ("2026-12-06",
// "2026-12-06 14:30", "2026-12-06 14:30:15"); the second end may be a time alone ("09:00").
const isoDate = /^(\d{4})-(\d{2})-(\d{2})((?: \d{2}:\d{2}(?::\d{2})?)?)$/;
const wallTime = /^\d{2}:\d{2}(?::\d{2})?$/;
// A parameter, maybe already a bidirectional isolate (U+2066..U+2069), maybe a range whose ends are
// joined by a hyphen (messages stored before the en dash, rendered when read) or an en dash.
const isolated = /^([\u2066-\u2068]?)(.*?)(\u2069?)$/s;

function displayEnd(end: string): string | undefined {
  const date = isoDate.exec(end);
  if (date) return `${date[1]}/${date[2]}/${date[3]}${date[4]}`;
  return undefined;
}

/**
 * A parameter as a message shows it: a date as the screens show one (yyyy/MM/dd, the spec's display
 * format), so that "already has a rate on 2026/11/25" reads like the grid beside it; a range of dates, of
 * a date's hours or of two wall times the same way, its ends joined by `rangeDash` ("2026/03/17 09:00 –
 * 13:00"); the rest as is.
 */
export function displayParam(value: unknown): string {
  const text = String(value);
  const [, open = '', inner = '', close = ''] = isolated.exec(text) ?? [];
  const single = displayEnd(inner);
  if (single !== undefined) return `${open}${single}${close}`;
  const ends = inner.split(/ [-–] /);
  if (ends.length !== 2) return text;
  const [from = '', to = ''] = ends;
  const first = displayEnd(from);
  const second = displayEnd(to) ?? (wallTime.test(to) && /\d \d/.test(from) ? to : undefined);
  return first !== undefined && second !== undefined ? `${open}${first}${rangeDash}${second}${close}` : text;
}

/**
 * A range as every message and the PDF write it: "2026/03/01 – 2026/03/05", "2026/03/01 09:00 – 13:00",
 * "2026/03/01 22:00 – 2026/03/02 06:00" (each end an ISO date, a date and a wall time, or a time).
 */
export function displayRange(from: string, to: string): string {
  return `${displayParam(from)}${rangeDash}${displayParam(to)}`;
}

/** Replaces {name} placeholders with the given parameters (dates in the display format, `displayParam`). */
export function formatText(template: string, params?: Record<string, unknown>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? displayParam(params[key]) : whole,
  );
}
