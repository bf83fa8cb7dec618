import type { QueryKey } from '@tanstack/react-query';
import { invalidateWithRules } from './invalidation.ts';
import { invalidationRules } from './modules.ts';
import { queryClient } from './query-client.ts';

/**
 * The one call after a save or a delete: refreshes the changed resource's queries and every query a
 * module declared to depend on them (renaming a job title refreshes the employee list). The rules are
 * read when it is called, so modules' files may import it although app/modules.ts imports the modules.
 */
export function invalidateAfterChange(changed: QueryKey): Promise<void> {
  return invalidateWithRules(queryClient, changed, invalidationRules);
}
