/** `Intl` in a zone, UTC when the zone is unknown. */
function parts(timeZone: string, instant: Date) {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(instant);
  let list: Intl.DateTimeFormatPart[];
  try {
    list = format(timeZone);
  } catch {
    list = format('UTC');
  }
  const part = (type: string) => list.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

/** The date at `instant` in an IANA time zone, "YYYY-MM-DD" (UTC when the zone is unknown). */
export const dateIn = (timeZone: string, instant: Date): string => parts(timeZone, instant).date;

/** The hour (0-23) of the wall clock at `instant` in an IANA time zone. */
export const hourIn = (timeZone: string, instant: Date): number => parts(timeZone, instant).hour;

/** `date` moved by `days` calendar days. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
