import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import ar from '../../../locales/ar/notifications.json' with { type: 'json' };
import en from '../../../locales/en/notifications.json' with { type: 'json' };
import { type AgeTranslate, ageOf, ageUnits, formatAge } from './format-age.ts';

const second = 1_000;
const minute = 60_000;
const hour = 3_600_000;
const day = 86_400_000;
const week = 604_800_000;
const month = 2_629_800_000;
const year = 31_557_600_000;

describe('ageOf: the largest unit that fits, then rounded in it', () => {
  it('uses the lengths of the spec (a year is 365.25 days, a month a twelfth of it)', () => {
    expect(ageUnits.map((u) => [u.unit, u.ms])).toEqual([
      ['y', year],
      ['mo', month],
      ['w', week],
      ['d', day],
      ['h', hour],
      ['m', minute],
      ['s', second],
    ]);
    expect(month * 12).toBe(year);
  });

  it.each([
    // Under a second there is no age.
    [0, null],
    [999, null],
    // Seconds; the rounding is half up.
    [second, ['s', 1]],
    [1_499, ['s', 1]],
    [1_500, ['s', 2]],
    [59_400, ['s', 59]],
    // The unit is picked before rounding: 59.6 s is not a minute yet, so it reads 60 s.
    [59_600, ['s', 60]],
    [minute - 1, ['s', 60]],
    // Minutes.
    [minute, ['m', 1]],
    [89_999, ['m', 1]],
    [90_000, ['m', 2]],
    [hour - 1, ['m', 60]],
    // Hours.
    [hour, ['h', 1]],
    [5.5 * hour, ['h', 6]],
    [day - 1, ['h', 24]],
    // Days.
    [day, ['d', 1]],
    [week - 1, ['d', 7]],
    // Weeks: a month (30.44 days) is longer than 4 weeks, so 29 days still read in weeks.
    [week, ['w', 1]],
    [29 * day, ['w', 4]],
    [month - 1, ['w', 4]],
    // Months.
    [month, ['mo', 1]],
    [45 * day, ['mo', 1]],
    [46 * day, ['mo', 2]],
    [year - 1, ['mo', 12]],
    // Years.
    [year, ['y', 1]],
    [1.5 * year, ['y', 2]],
    [100 * year, ['y', 100]],
  ] as const)('%d ms -> %j', (ms, expected) => {
    expect(ageOf(ms)).toEqual(expected ? { unit: expected[0], count: expected[1] } : null);
  });

  it('has no age for a time in the future (server clock ahead) or a broken date', () => {
    expect(ageOf(-5_000)).toBeNull();
    expect(ageOf(Number.NaN)).toBeNull();
    expect(ageOf(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('formatAge', () => {
  let tEn: AgeTranslate;
  let tAr: AgeTranslate;

  beforeAll(async () => {
    // The real locale files through i18next, as the app loads them (flat keys, plural suffixes).
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      resources: { en: { notifications: en }, ar: { notifications: ar } },
      ns: ['notifications'],
      defaultNS: 'notifications',
      keySeparator: false,
      nsSeparator: '::',
      interpolation: { escapeValue: false },
    });
    tEn = i18n.getFixedT('en', 'notifications');
    tAr = i18n.getFixedT('ar', 'notifications');
  });

  it('writes the short English units', () => {
    expect(formatAge(500, tEn)).toBe('just now');
    expect(formatAge(59_600, tEn)).toBe('60s ago');
    expect(formatAge(minute, tEn)).toBe('1m ago');
    expect(formatAge(5 * minute, tEn)).toBe('5m ago');
    expect(formatAge(3 * hour, tEn)).toBe('3h ago');
    expect(formatAge(2 * day, tEn)).toBe('2d ago');
    expect(formatAge(2 * week, tEn)).toBe('2w ago');
    expect(formatAge(3 * month, tEn)).toBe('3mo ago');
    expect(formatAge(year, tEn)).toBe('1y ago');
  });

  it('writes Arabic words in the plural form the number takes', () => {
    expect(formatAge(500, tAr)).toBe('الآن');
    expect(formatAge(minute, tAr)).toBe('منذ دقيقة');
    expect(formatAge(2 * minute, tAr)).toBe('منذ دقيقتين');
    expect(formatAge(5 * minute, tAr)).toBe('منذ 5 دقائق');
    expect(formatAge(10 * minute, tAr)).toBe('منذ 10 دقائق');
    expect(formatAge(11 * minute, tAr)).toBe('منذ 11 دقيقة');
    expect(formatAge(3 * hour, tAr)).toBe('منذ 3 ساعات');
    expect(formatAge(day, tAr)).toBe('منذ يوم');
    expect(formatAge(2 * week, tAr)).toBe('منذ أسبوعين');
    expect(formatAge(year - 1, tAr)).toBe('منذ 12 شهرًا');
    expect(formatAge(100 * year, tAr)).toBe('منذ 100 سنة');
    expect(formatAge(30 * second, tAr)).toBe('منذ 30 ثانية');
  });

  it('has every plural form of every unit in both languages', () => {
    for (const [language, texts] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const rules = new Intl.PluralRules(language);
      const forms = new Set(rules.resolvedOptions().pluralCategories.filter((c) => c !== 'zero'));
      for (const { unit } of ageUnits) {
        for (const form of forms)
          expect(texts, `${language} ${unit} ${form}`).toHaveProperty(`Age_${unit}_${form}`);
      }
    }
  });
});
