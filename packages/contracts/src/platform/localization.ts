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

/** Replaces {name} placeholders with the given parameters. */
export function formatText(template: string, params?: Record<string, unknown>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}
