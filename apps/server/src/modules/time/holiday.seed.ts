import { type CreateHolidayInput, createHolidayInput } from '@hr/contracts';
import type { RequestContext } from '../../platform/context.ts';
import type { HolidayService } from './holiday.service.ts';

/** acme's re-occurring holidays: "English - Arabic" names, as the other demo data. */
export const DemoReOccurringHolidays = [
  { name: 'New Year’s Day - رأس السنة الميلادية', monthDay: '01-01' },
  { name: 'Labour Day - عيد العمال', monthDay: '05-01' },
  { name: 'Christmas Day - عيد الميلاد المجيد', monthDay: '12-25' },
] as const;

/**
 * The Islamic holidays of the Gregorian years the demo knows, on their expected dates (Umm al-Qura
 * calendar; the dates announced by moon sighting may differ by a day from country to country).
 */
export const DemoIslamicHolidays: Readonly<
  Record<number, ReadonlyArray<{ name: string; from: string; to: string }>>
> = {
  2026: [
    { name: 'Eid al-Fitr - عيد الفطر', from: '2026-03-20', to: '2026-03-22' },
    { name: 'Arafat Day - يوم عرفة', from: '2026-05-26', to: '2026-05-26' },
    { name: 'Eid al-Adha - عيد الأضحى', from: '2026-05-27', to: '2026-05-29' },
    { name: 'Islamic New Year - رأس السنة الهجرية', from: '2026-06-16', to: '2026-06-16' },
    { name: 'Prophet’s Birthday - المولد النبوي الشريف', from: '2026-08-25', to: '2026-08-25' },
  ],
  2027: [
    { name: 'Eid al-Fitr - عيد الفطر', from: '2027-03-10', to: '2027-03-12' },
    { name: 'Arafat Day - يوم عرفة', from: '2027-05-16', to: '2027-05-16' },
    { name: 'Eid al-Adha - عيد الأضحى', from: '2027-05-17', to: '2027-05-19' },
    { name: 'Islamic New Year - رأس السنة الهجرية', from: '2027-06-06', to: '2027-06-06' },
    { name: 'Prophet’s Birthday - المولد النبوي الشريف', from: '2027-08-15', to: '2027-08-15' },
  ],
  2028: [
    { name: 'Eid al-Fitr - عيد الفطر', from: '2028-02-27', to: '2028-02-29' },
    { name: 'Arafat Day - يوم عرفة', from: '2028-05-04', to: '2028-05-04' },
    { name: 'Eid al-Adha - عيد الأضحى', from: '2028-05-05', to: '2028-05-07' },
    { name: 'Islamic New Year - رأس السنة الهجرية', from: '2028-05-25', to: '2028-05-25' },
    { name: 'Prophet’s Birthday - المولد النبوي الشريف', from: '2028-08-03', to: '2028-08-03' },
  ],
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
    ...DemoReOccurringHolidays.filter((h) => !existing.some((e) => e.name === h.name)).map((h) => ({
      name: h.name,
      isReOccurring: true,
      from: `${year}-${h.monthDay}`,
    })),
    ...(DemoIslamicHolidays[year] ?? [])
      .filter((h) => !existing.some((e) => e.name === h.name && e.from === h.from))
      .map((h) => ({ ...h, isReOccurring: false })),
  ];
  for (const h of wanted) await holidays.create(ctx, createHolidayInput.parse(h));
}
