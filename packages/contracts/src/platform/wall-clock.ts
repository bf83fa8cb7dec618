/**
 * A formatter of an IANA time zone's wall clock, to the second on a 24-hour clock, from the runtime's own
 * tz database (`Intl`). Throws a RangeError for a zone the runtime does not know.
 */
export const wallClockFormat = (timeZone: string): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });

/** What a {@link wallClockFormat} shows at an instant (ms), as numbers (month 1..12). */
export function wallClockParts(format: Intl.DateTimeFormat, instant: number) {
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(instant))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}
