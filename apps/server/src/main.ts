import { buildApp, seed, startModuleJobs } from './app.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { migrate, openDatabase } from './platform/db/database.ts';
import { startJobs } from './platform/jobs.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  await migrate(db);
  const built = await buildApp(config, db);
  const { app } = built;
  if (config.seedDemo) await seed(built);
  const jobs = await startJobs(db, app.log);
  await startModuleJobs(built, jobs);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await jobs.stop({ graceful: true, wait: true, timeout: 5000 }).catch(() => undefined);
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `HR back office on ${config.publicUrl} (database: ${db.kind === 'pglite' ? config.dataDir : 'PostgreSQL server'})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
