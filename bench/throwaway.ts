import pg from 'pg';
import { type BuiltApp, buildApp, fillReferenceData, seed } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { type Database, migrate, openPglite, openPostgres } from '../apps/server/src/platform/db/database.ts';

/** SQL as the database's owner (past row-level security), for a bench's set-up. */
export type Raw = (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * A throwaway database for an in-process bench: a new database of the PostgreSQL server of DATABASE_URL
 * (dropped by `drop`), or without it the embedded PGlite in memory; `raw` runs SQL as its owner.
 */
export async function openThrowawayDatabase(
  prefix: string,
): Promise<{ db: Database; label: string; raw: Raw; drop: () => Promise<void>; url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = await openPglite('memory://');
    const raw: Raw = async (text, values = []) => (await db.pglite!.query(text, values)).rows as never;
    return { db, label: 'PGlite (embedded)', raw, drop: async () => {} };
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `hr_bench_${prefix}_${Date.now().toString(36)}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const owner = new pg.Client({ connectionString: url.toString() });
  await owner.connect();
  return {
    db: await openPostgres(url.toString(), 5),
    label: 'PostgreSQL server',
    url: url.toString(),
    raw: async (text, values = []) => (await owner.query(text, values)).rows,
    drop: async () => {
      await owner.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** The product in process on `db`: migrated, its reference data filled and the demo seeded. */
export async function seededProduct(db: Database): Promise<BuiltApp> {
  await migrate(db);
  // SECRETS_KEY when set: a bench's other processes (bench/payroll-worker.ts) open the keys it seals.
  const config = loadConfig({
    PUBLIC_URL: 'http://hr.bench',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    SECRETS_KEY: process.env.SECRETS_KEY,
  });
  const built = await buildApp(config, db, { logger: false });
  await fillReferenceData(built);
  await seed(built);
  return built;
}
