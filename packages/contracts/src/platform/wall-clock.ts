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

/** The zone's offset from UTC at an instant (ms, wall minus UTC, whole seconds), read by a {@link wallClockFormat}. */
export function wallClockOffset(format: Intl.DateTimeFormat, instant: number): number {
  const f = wallClockParts(format, instant);
  return Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second) - Math.floor(instant / 1000) * 1000;
}
