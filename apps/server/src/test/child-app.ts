import { buildApp } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/db/database.ts';

/**
 * The child side of a kill test (`*.child.ts`, see kill-child.ts): a process that never outlives its test
 * (its stdin closes when the test dies, and a few minutes is more than it waits), with the app built on the
 * test's PostgreSQL database (DATABASE_URL and the rest of the configuration from the environment).
 */
export async function childApp() {
  process.stdin.on('end', () => process.exit(3));
  process.stdin.resume();
  setTimeout(() => process.exit(4), 600_000).unref();
  const config = loadConfig();
  const db = await openDatabase(config);
  const built = await buildApp(config, db, { logger: false });
  return { config, db, built };
}
