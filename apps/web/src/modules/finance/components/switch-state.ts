import type { QueryKey } from '@tanstack/react-query';
import { feedback } from '../../../app/feedback.ts';
import { invalidateAfterChange } from '../../../app/invalidate-after-change.ts';

/**
 * Turns a record on or off (a currency's activation, an account's deprecation): says what it now is, or
 * leaves the refusal to the HTTP client (which has shown the server's reason); refreshes `refresh` either way.
 */
export async function switchState<T>(
  change: () => Promise<T>,
  said: (saved: T) => string,
  refresh: QueryKey,
): Promise<void> {
  try {
    feedback().message.success(said(await change()));
  } catch {
    // The HTTP client has shown the server's reason.
  }
  await invalidateAfterChange(refresh);
}
