import { and, eq, gte } from 'drizzle-orm';
import { seedVersions } from '../platform.tables.ts';
import type { Database } from './database.ts';

/**
 * The demo data's version: raise it when a module's demo seed (`seed`, `seedAfterAll`) adds data that
 * databases seeded before must get (the seeds are idempotent: they add what is missing). A start seeds
 * only when the database does not hold this version yet (issue 45 item 3): on a seeded database the
 * seed, which reads every module's demo rows to find them there, does not run at all.
 */
export const demoSeedVersion = 1;

/** Whether the database holds the demo data of this version (or of a later one). */
export async function demoSeeded(db: Database): Promise<boolean> {
  const rows = await db.owner
    .select({ version: seedVersions.version })
    .from(seedVersions)
    .where(and(eq(seedVersions.name, 'demo'), gte(seedVersions.version, demoSeedVersion)));
  return rows.length > 0;
}

/** Records that the demo data of this version is in. */
export async function markDemoSeeded(db: Database): Promise<void> {
  await db.owner
    .insert(seedVersions)
    .values({ name: 'demo', version: demoSeedVersion })
    .onConflictDoUpdate({
      target: seedVersions.name,
      set: { version: demoSeedVersion, seededAt: new Date() },
    });
}
