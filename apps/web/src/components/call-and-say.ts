import type { QueryKey } from '@tanstack/react-query';
import { feedback } from '../app/feedback.ts';
import { queryClient } from '../app/query-client.ts';

/**
 * A row's action (unlock a user, end their sessions, activate a tenant): once the call has succeeded it says
 * `said` and reads `refresh` again, if given; a refusal is left to the HTTP client, which has shown the
 * server's message.
 */
export async function callAndSay(
  call: () => Promise<unknown>,
  said: string,
  refresh?: QueryKey,
): Promise<void> {
  try {
    await call();
  } catch {
    return;
  }
  feedback().message.success(said);
  if (refresh) await queryClient.invalidateQueries({ queryKey: refresh });
}
