import type { Database } from '../../platform/db/database.ts';
import { createJournalCommands } from './journal-entry.commands.ts';
import { createProvidedJournal } from './journal-entry.provided.ts';
import { createJournalQueries } from './journal-entry.queries.ts';
import type { JournalEntryDeps } from './journal-entry.rows.ts';

export type { JournalEntryDeps, PostedEntry, PostInput, Posting } from './journal-entry.rows.ts';

/**
 * Journal entries (issue 43): posted in the caller's transaction by a source (a payroll run's confirm,
 * its cancel the reversing entry), never changed afterwards. The entry's date must fall in a fiscal
 * period, and that period must be Opened (share-locked until the caller commits, so it cannot be closed
 * meanwhile). Amounts are converted to the base currency posting by posting, each rounded to the base
 * currency's places before it is added to both sides: debits equal credits to the last fils by
 * construction, with no rounding line (docs/decisions.md, "Payroll journal").
 *
 * Assembled from its audiences: the sources' posts and reversals (`.commands`), the endpoints' reads
 * (`.queries`) and what other modules read (`.provided`); the decimals, the types and the answers are
 * shared (`.rows`).
 */
export function createJournalEntryService(db: Database, deps: JournalEntryDeps) {
  return {
    ...createJournalCommands(db, deps),
    ...createJournalQueries(db, deps),
    ...createProvidedJournal(db),
  };
}
export type JournalEntryService = ReturnType<typeof createJournalEntryService>;
