/** The units of a notification's age (document 1 §9), largest first, with their length in milliseconds. */
export const ageUnits = [
  { unit: 'y', ms: 31_557_600_000 },
  { unit: 'mo', ms: 2_629_800_000 },
  { unit: 'w', ms: 604_800_000 },
  { unit: 'd', ms: 86_400_000 },
  { unit: 'h', ms: 3_600_000 },
  { unit: 'm', ms: 60_000 },
  { unit: 's', ms: 1_000 },
] as const;

export type AgeUnit = (typeof ageUnits)[number]['unit'];

export interface Age {
  unit: AgeUnit;
  count: number;
}

/**
 * The age as one rounded number of the largest unit that fits: the unit is the largest whose length is
 * at most the age, then the age is rounded in that unit (half up). So 59.6 s is "60s", not "1m" (the
 * minute does not fit yet), and 1.5 h is "2h". Under a second, or a time slightly in the future (the
 * server's clock ahead of the browser's), there is no age: null ("just now").
 */
export function ageOf(ms: number): Age | null {
  if (!Number.isFinite(ms)) return null;
  const unit = ageUnits.find((u) => ms >= u.ms);
  return unit ? { unit: unit.unit, count: Math.round(ms / unit.ms) } : null;
}

/** A translation function of the notifications namespace (i18next's `t`). */
export type AgeTranslate = (key: string, options?: { count: number }) => string;

/** The localized age: "5m ago" / "منذ 5 دقائق"; the count picks the plural form (Arabic has six). */
export function formatAge(ms: number, t: AgeTranslate): string {
  const age = ageOf(ms);
  return age ? t(`Age_${age.unit}`, { count: age.count }) : t('JustNow');
}
