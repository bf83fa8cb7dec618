import { type CreateHolidayInput, createHolidayInput } from '@hr/contracts';
import type { RequestContext } from '../../platform/context.ts';
import type { HolidayService } from './holiday.service.ts';

/** acme's re-occurring holidays, named in English and in Arabic. */
export const DemoReOccurringHolidays = [
  { nameEn: 'New Year’s Day', nameAr: 'رأس السنة الميلادية', monthDay: '01-01' },
  { nameEn: 'Labour Day', nameAr: 'عيد العمال', monthDay: '05-01' },
  { nameEn: 'Christmas Day', nameAr: 'عيد الميلاد المجيد', monthDay: '12-25' },
] as const;

/** The Islamic holidays' names, in the order a year's dates are written below. */
const islamicHolidayNames = [
  { nameEn: 'Eid al-Fitr', nameAr: 'عيد الفطر' },
  { nameEn: 'Arafat Day', nameAr: 'يوم عرفة' },
  { nameEn: 'Eid al-Adha', nameAr: 'عيد الأضحى' },
  { nameEn: 'Islamic New Year', nameAr: 'رأس السنة الهجرية' },
  { nameEn: 'Prophet’s Birthday', nameAr: 'المولد النبوي الشريف' },
] as const;

/** A year's Islamic holidays from their dates in that year, one a name: `MM-DD..MM-DD`, or a single day. */
const islamicYear = (year: number, ...spans: string[]) =>
  spans.map((span, i) => {
    const [from = span, to = from] = span.split('..');
    return { ...islamicHolidayNames[i]!, from: `${year}-${from}`, to: `${year}-${to}` };
  });

/**
 * The Islamic holidays of the Gregorian years the demo knows, on their expected dates (Umm al-Qura
 * calendar; the dates announced by moon sighting may differ by a day from country to country).
 */
export const DemoIslamicHolidays: Readonly<
  Record<number, ReadonlyArray<{ nameEn: string; nameAr: string; from: string; to: string }>>
> = {
  2026: islamicYear(2026, '03-20..03-22', '05-26', '05-27..05-29', '06-16', '08-25'),
  2027: islamicYear(2027, '03-10..03-12', '05-16', '05-17..05-19', '06-06', '08-15'),
  2028: islamicYear(2028, '02-27..02-29', '05-04', '05-05..05-07', '05-25', '08-03'),
};

/**
 * acme's holidays of the seed's year: the national and Christian ones re-occurring from that year (Gregorian
 * dates), the Islamic ones dated (they move about eleven days a year). A re-occurring holiday whose name
 * exists, and a dated one whose name and start exist, are left alone: a second seed adds nothing, and a
 * seed in a later year adds that year's Islamic holidays.
 */
export async function seedDemoHolidays(holidays: HolidayService, ctx: RequestContext): Promise<void> {
  const year = ctx.now().getUTCFullYear();
  const existing = (await holidays.list(ctx, { skipCount: 0, maxResultCount: 1000 })).items;
  const wanted: CreateHolidayInput[] = [
    ...DemoReOccurringHolidays.filter((h) => !existing.some((e) => e.nameEn === h.nameEn)).map((h) => ({
      nameEn: h.nameEn,
      nameAr: h.nameAr,
      isReOccurring: true,
      from: `${year}-${h.monthDay}`,
    })),
    ...(DemoIslamicHolidays[year] ?? [])
      .filter((h) => !existing.some((e) => e.nameEn === h.nameEn && e.from === h.from))
      .map((h) => ({ ...h, isReOccurring: false })),
  ];
  for (const h of wanted) await holidays.create(ctx, createHolidayInput.parse(h));
}
