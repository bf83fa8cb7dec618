import type { JournalEntryDto } from '@hr/contracts';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import { entriesOfSource, toDtos } from './journal-entry.rows.ts';

/** What other modules read of the journal (through `public.ts`): a source's entries. */
export function createProvidedJournal(db: Database) {
  return {
    /** The entries of a source (a payroll run's original and its reversal), oldest first. */
    async ofSource(ctx: RequestContext, sourceType: number, sourceId: string): Promise<JournalEntryDto[]> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) =>
        toDtos(tx, tenantId, await entriesOfSource(tx, tenantId, { sourceType, sourceId })),
      );
    },
  };
}
