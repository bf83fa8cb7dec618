import type { JournalEntryDto } from '@hr/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import { journalEntries } from './finance.tables.ts';
import { ofTenant, toDtos } from './journal-entry.rows.ts';

/** What other modules read of the journal (through `public.ts`): a source's entries. */
export function createProvidedJournal(db: Database) {
  return {
    /** The entries of a source (a payroll run's original and its reversal), oldest first. */
    async ofSource(ctx: RequestContext, sourceType: number, sourceId: string): Promise<JournalEntryDto[]> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const rows = await tx
          .select()
          .from(journalEntries)
          .where(
            and(
              ofTenant(tenantId),
              eq(journalEntries.sourceType, sourceType),
              eq(journalEntries.sourceId, sourceId),
            ),
          )
          .orderBy(asc(journalEntries.number));
        return toDtos(tx, tenantId, rows);
      });
    },
  };
}
