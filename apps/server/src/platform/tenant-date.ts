const formats = new Map<string, Intl.DateTimeFormat>();

/** The zone's formatter, made once per zone (making one costs far more than using it); UTC when unknown. */
function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    const make = (zone: string) =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    try {
      format = make(timeZone);
    } catch {
      // Not a zone: not kept, so that odd strings cannot grow the map.
      return timeZone === 'UTC' ? make('UTC') : formatOf('UTC');
    }
    formats.set(timeZone, format);
  }
  return format;
}

/** `Intl` in a zone, UTC when the zone is unknown. */
function parts(timeZone: string, instant: Date) {
  const list = formatOf(timeZone).formatToParts(instant);
  const part = (type: string) => list.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    hour: part('hour'),
    minute: part('minute'),
  };
}

/** The date at `instant` in an IANA time zone, "YYYY-MM-DD" (UTC when the zone is unknown). */
export const dateIn = (timeZone: string, instant: Date): string => parts(timeZone, instant).date;

/**
 * The request's date on the tenant's clock (its time zone setting, as `clock.timeZoneOf` reads it): the
 * "today" of a rule, a default or a seed.
 */
export async function tenantToday<C extends { now(): Date }>(
  clock: { timeZoneOf(ctx: NoInfer<C>): Promise<string> },
  ctx: C,
): Promise<string> {
  return dateIn(await clock.timeZoneOf(ctx), ctx.now());
}

/** The hour (0-23) of the wall clock at `instant` in an IANA time zone. */
export const hourIn = (timeZone: string, instant: Date): number => Number(parts(timeZone, instant).hour);

/** The wall clock at `instant` in an IANA time zone, "YYYY-MM-DD HH:mm" (for messages; UTC when unknown). */
export function wallTimeIn(timeZone: string, instant: Date): string {
  const p = parts(timeZone, instant);
  return `${p.date} ${p.hour}:${p.minute}`;
}

/**
 * The instant the wall clock of an IANA time zone shows `date` at `time` ("YYYY-MM-DD", "HH:mm"): the
 * zone's offset at that moment (read twice, so a time just after a change of offset is read in the new
 * one); a time a spring-forward skips is read an hour later, as a clock moved on would show it.
 */
export function instantAt(timeZone: string, date: string, time: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const offsetAt = (instant: number) => {
    const p = parts(timeZone, new Date(instant));
    const hour = p.hour === '24' ? '00' : p.hour;
    return Date.parse(`${p.date}T${hour}:${p.minute}:00Z`) - Math.floor(instant / 60_000) * 60_000;
  };
  let instant = wall - offsetAt(wall);
  instant = wall - offsetAt(instant);
  return new Date(instant);
}

/** `date` moved by `days` calendar days. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
