import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from './db/database.ts';

/**
 * pg-boss on the same database: queues, cron and retries, each job run once across processes. On the
 * embedded database it talks through PGlite (`query` with parameters, `exec` for multi-statement text).
 */
export async function startJobs(db: Database, log: FastifyBaseLogger): Promise<PgBoss> {
  let boss: PgBoss;
  if (db.pglite) {
    const client = db.pglite;
    boss = new PgBoss({
      db: {
        async executeSql(text: string, values?: unknown[]) {
          if (values?.length) return client.query(text, values);
          const results = await client.exec(text);
          return results.at(-1) ?? { rows: [] };
        },
      },
      supervise: true,
      schedule: true,
    });
  } else {
    boss = new PgBoss({ connectionString: db.url, max: 4 });
  }
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  return boss;
}
