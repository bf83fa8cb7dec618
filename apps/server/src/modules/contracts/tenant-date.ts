/** The date at `instant` in an IANA time zone, "YYYY-MM-DD" (UTC when the zone is unknown). */
export function dateIn(timeZone: string, instant: Date): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(instant);
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}
