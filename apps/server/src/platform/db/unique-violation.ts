/**
 * The index named by PostgreSQL's unique violation (23505), '' if the driver did not say, or undefined
 * for any other error. Drizzle wraps the driver's error in `cause`. Services check uniqueness first
 * for a clear message; this catches two concurrent saves that both passed the check.
 */
export function uniqueViolation(error: unknown): string | undefined {
  let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
    e = e.cause as typeof e;
  }
  return undefined;
}
