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

// A parameter that is a calendar date, a date and a wall time, or a date and hours ("2026-12-06",
// "2026-12-06 14:30", "2026-12-06 09:00 - 13:00"), maybe already a bidirectional isolate (U+2068..U+2069).
const isoDateParam =
  /^(\u2068?)(\d{4})-(\d{2})-(\d{2})((?: \d{2}:\d{2}(?::\d{2})?(?: - \d{2}:\d{2})?)?\u2069?)$/;

/**
 * A parameter as a message shows it: a date as the screens show one (yyyy/MM/dd, the spec's display
 * format), so that "already has a rate on 2026/11/25" reads like the grid beside it; the rest as is.
 */
export function displayParam(value: unknown): string {
  const text = String(value);
  const date = isoDateParam.exec(text);
  return date ? `${date[1]}${date[2]}/${date[3]}/${date[4]}${date[5]}` : text;
}

/** Replaces {name} placeholders with the given parameters (dates in the display format, `displayParam`). */
export function formatText(template: string, params?: Record<string, unknown>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? displayParam(params[key]) : whole,
  );
}
