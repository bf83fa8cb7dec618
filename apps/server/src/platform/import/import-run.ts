import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ImportErrorDto } from '@hr/contracts';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../context.ts';
import type { Database, Tx } from '../db/database.ts';

/** Thrown to roll an import's transaction back (a dry run, or a row with an error). */
class RollBack extends Error {}

/** What the flow needs of a row: its errors so far (a row with any is not written). */
export interface ImportedRow {
  errors: ImportErrorDto[];
}

/**
 * The dry run and the commit of every import, in one transaction:
 * - `prepare` (inside it: references read in the transaction's snapshot) answers the rows in the order they
 *   are written (a manager before the rows it manages...);
 * - each row without an error is written by `write`, which calls the module's own service (every rule of
 *   the form and the audit trail apply), in a savepoint of its own: a row refused by a rule or by the
 *   database (a unique index raced by another save) is rolled back alone and the next rows still run, so a
 *   dry run reports every row's errors, not the first one's;
 * - a dry run, or any row with an error, rolls everything back; otherwise it commits (all or nothing).
 * `errorsOf` turns a refusal into the row's errors (it rethrows what is no refusal: a bug stays a 500).
 * Answers whether the rows were committed.
 */
export async function runImport<R extends ImportedRow>(
  db: Database,
  ctx: RequestContext,
  options: {
    dryRun: boolean;
    prepare: (tx: Tx) => Promise<readonly R[]>;
    write: (row: R, tx: Tx) => Promise<void>;
    errorsOf: (error: unknown, row: R) => ImportErrorDto[];
  },
): Promise<boolean> {
  let imported = false;
  try {
    await db.transaction(ctx, async (tx) => {
      const rows = await options.prepare(tx);
      for (const [n, row] of rows.entries()) {
        // The embedded database answers in this thread, so a chain of its statements never returns to
        // the event loop: without a turn now and then, timers and other requests' I/O would wait for
        // the whole import (seconds). PostgreSQL's answers come through the loop anyway.
        if (n % 10 === 9) await nextTurn();
        if (row.errors.length) continue;
        await tx.execute(sql`savepoint import_row`);
        try {
          await options.write(row, tx);
          await tx.execute(sql`release savepoint import_row`);
        } catch (error) {
          await tx.execute(sql`rollback to savepoint import_row`);
          row.errors.push(...options.errorsOf(error, row));
        }
      }
      if (options.dryRun || rows.some((r) => r.errors.length)) throw new RollBack();
      imported = true;
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
  return imported;
}

/**
 * The answer of an import's run (`runImport`): whether it committed, how many rows were ready and how many
 * had errors, and each row by its number with what names it (`names`), its errors and the id it got (none
 * unless committed).
 */
export function importAnswer<R extends ImportedRow & { row: number; id?: string }, N extends object>(
  imported: boolean,
  rows: readonly R[],
  names: (row: R) => N,
  ignoredColumns: string[],
) {
  const withErrors = rows.filter((r) => r.errors.length).length;
  return {
    imported,
    total: rows.length,
    ready: rows.length - withErrors,
    withErrors,
    rows: rows.map((r) => ({
      row: r.row,
      ...names(r),
      errors: r.errors,
      id: imported ? (r.id ?? null) : null,
    })),
    ignoredColumns,
  };
}
