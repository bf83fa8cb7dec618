import { z } from 'zod';
import { dateOnly, optionalDateOnly } from '../platform/dates.ts';
import { access, excelExportOf } from '../platform/endpoint.ts';
import { importEndpoints } from '../platform/import.contract.ts';
import { checkAName, localizedName } from '../platform/names.ts';
import { concurrencyStamp } from '../platform/paging.contract.ts';
import { entityDto, resourceCalls, resourceEndpoints } from '../platform/resource.ts';
import { filteredListQuery } from '../platform/sorting.ts';
import { trimmedText } from '../platform/text.ts';
import { TimePermissions } from './time.permissions.ts';

/** The most holidays the calendars load (document 1 §9, document 2: "Holidays 1000"). */
export const holidayCalendarMax = 1000;

/**
 * The date `years` years after `date` ('YYYY-MM-DD'), the day kept where the year has it and the month's last
 * day where it does not (a 29 February falls on the 28th in a common year), as PostgreSQL's
 * `date + interval 'n years'` and .NET's AddYears count. A re-occurring holiday's later years are these.
 */
export function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const year = y + years;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A holiday's name (one language): at most 128 characters. */
export const holidayName = trimmedText().min(1).max(128);

/**
 * A holiday: its name in English and in Arabic (`localizedName`: either may be empty, not both; a client of
 * the specification sends the single `name`, the name in its language), its dates, whether it re-occurs.
 */
const holidayFields = z.object({
  ...localizedName.input,
  /** Repeats every year on the same dates, from the year of `from` on. */
  isReOccurring: z.boolean().optional(),
  /** The spelling the spec's client sends; taken when `isReOccurring` is absent. */
  isReOccuring: z.boolean().optional(),
  from: dateOnly,
  /** Empty: the holiday is the one day `from`. */
  to: optionalDateOnly,
});
type HolidayFields = z.infer<typeof holidayFields>;

const reOccurring = (h: Pick<HolidayFields, 'isReOccurring' | 'isReOccuring'>) =>
  h.isReOccurring ?? h.isReOccuring ?? false;

/**
 * `to` not before `from` (both fields marked, as the spec's two codes say); a re-occurring holiday lasts less
 * than a year, so that its years never overlap.
 */
function holidayRules(h: HolidayFields, ctx: z.RefinementCtx) {
  checkAName(h, ctx);
  if (!h.to) return;
  if (h.to < h.from) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'Time:InvalidFromDate' });
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'Time:InvalidToDate' });
  } else if (reOccurring(h) && h.to >= addYears(h.from, 1))
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'Time:ReOccurringHolidayTooLong' });
}

/** One spelling of the flag, and `to` filled (an empty `to` is `from`). */
function normalizedHoliday<T extends HolidayFields>(h: T) {
  const { isReOccuring, ...rest } = h;
  return { ...rest, isReOccurring: reOccurring(h), to: h.to ?? h.from };
}

export const createHolidayInput = holidayFields.superRefine(holidayRules).transform(normalizedHoliday);
export type CreateHolidayInput = z.input<typeof createHolidayInput>;
export type CreateHoliday = z.infer<typeof createHolidayInput>;

export const updateHolidayInput = holidayFields
  .extend({ concurrencyStamp })
  .superRefine(holidayRules)
  .transform(normalizedHoliday);
export type UpdateHolidayInput = z.input<typeof updateHolidayInput>;
export type UpdateHoliday = z.infer<typeof updateHolidayInput>;

export const holidayDto = entityDto({
  ...localizedName.dto,
  isReOccurring: z.boolean(),
  /** 'YYYY-MM-DD'; for a re-occurring holiday, its first year. */
  from: z.string(),
  to: z.string(),
});
export type HolidayDto = z.infer<typeof holidayDto>;

/** A range of dates to look in: both ends included, `to` not before `from`. */
function rangeRules(r: { from?: string | null; to?: string | null }, ctx: z.RefinementCtx) {
  if (r.from && r.to && r.to < r.from) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'Time:InvalidFromDate' });
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'Time:InvalidToDate' });
  }
}

/**
 * GET list: paging, sorting (name, from, to, isReOccurring, creationTime), a part of the name, and a range:
 * the holidays with a day in it (a re-occurring one in any of its years).
 */
export const getHolidaysInput = filteredListQuery(['name', 'from', 'to', 'isReOccurring', 'creationTime'])
  .extend({
    from: optionalDateOnly,
    to: optionalDateOnly,
  })
  .superRefine(rangeRules);
export type GetHolidaysInput = z.input<typeof getHolidaysInput>;
export type GetHolidays = z.infer<typeof getHolidaysInput>;

/** The calendar's range: the days it shows. */
export const getHolidayCalendarInput = z.object({ from: dateOnly, to: dateOnly }).superRefine(rangeRules);
export type GetHolidayCalendarInput = z.input<typeof getHolidayCalendarInput>;

/**
 * One occurrence of a holiday on the calendar: a dated holiday as it is, a re-occurring one once for each of
 * its years that touches the range, with that year's dates (`id` is the holiday's).
 */
export const holidayOccurrenceDto = z.object({
  id: z.uuid(),
  /** In the reader's language (the other language's when it has none there). */
  name: z.string(),
  isReOccurring: z.boolean(),
  from: z.string(),
  to: z.string(),
});
export type HolidayOccurrenceDto = z.infer<typeof holidayOccurrenceDto>;

const tag = 'Holiday';
const path = '/api/app/holiday';
const call = resourceCalls(path, tag);

/**
 * The holiday calls (document 1 §7: create, get, update, delete, list with paging; the create and the update
 * answer the holiday) and the calendar's.
 */
const holidayResource = resourceEndpoints({
  path,
  tag,
  policies: TimePermissions.Holidays,
  dto: holidayDto,
  query: getHolidaysInput,
  create: createHolidayInput,
  update: updateHolidayInput,
  createResponse: holidayDto,
});
export const holidayEndpoints = {
  ...holidayResource,
  /** The holidays of the list's filters as an Excel workbook. */
  exportExcel: excelExportOf(holidayResource.list),
  /** The import from Excel (template, dry run, all or nothing), behind the create's permission. */
  ...importEndpoints(path, tag, access.policy(TimePermissions.Holidays.Create)),
  /**
   * The holidays with a day between `from` and `to`, re-occurring ones in each of their years there, by
   * date, at most {@link holidayCalendarMax}: the calendar of the holidays page and of self-service
   * (/self-service/holiday-calendar), which every signed-in user may read.
   */
  calendar: call('GET', 'calendar', access.authenticated, {
    query: getHolidayCalendarInput,
    response: z.array(holidayOccurrenceDto),
  }),
};
