import cluster from 'node:cluster';
import { buildApp, fillReferenceData, seed, startModuleJobs } from './app.ts';
import { startDemoTerminal } from './modules/time/terminal-protocol/demo-simulator.ts';
import { type AppConfig, ConfigError, loadConfig } from './platform/config.ts';
import { migrate, openDatabase } from './platform/db/database.ts';
import { demoSeeded, markDemoSeeded } from './platform/db/seed-version.ts';
import { startJobs } from './platform/jobs.ts';
import { gracefulShutdown, trackRequests } from './platform/shutdown.ts';
import { startPhases } from './platform/start-phases.ts';

/**
 * One server process, or (WEB_CONCURRENCY > 1, on a PostgreSQL server) the primary of several: it
 * migrates and seeds once, then starts the workers, which share the port (node:cluster hands each
 * connection to one of them) and replaces a worker that dies. Nothing a worker keeps in memory has
 * to be seen by another (docs/scaling.md, step 3).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.processes > 1 && cluster.isPrimary) return primary(config);
  await serve(config, { prepared: cluster.isWorker });
}

/**
 * Migrations, the demo data, the secrets key and pg-boss's schema, once, before any worker starts: the
 * workers then only read what is in place (two pg-boss instances creating its schema at once fail). The
 * demo terminal's simulator starts here too, once (it needs the database only to learn acme's time zone
 * and staff).
 */
async function prepare(config: AppConfig): Promise<void> {
  const db = await openDatabase(config);
  try {
    await migrate(db);
    const built = await buildApp(config, db);
    await fillReferenceData(built);
    if (config.seedDemo && !(await demoSeeded(db))) {
      await seed(built);
      await markDemoSeeded(db);
    }
    await startDemoTerminal(config, built.services, built.app.log);
    const jobs = await startJobs(db, built.app.log);
    await jobs.stop({ graceful: false, wait: true, timeout: 5000 });
    await built.app.close();
  } finally {
    await db.close();
  }
}

async function primary(config: AppConfig): Promise<void> {
  await prepare(config);
  let stopping = false;
  const start = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`[cluster] worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    setTimeout(start, 1000);
  });
  for (let i = 0; i < config.processes; i++) start();
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    for (const worker of workers) worker?.process.kill(signal);
    let left = workers.length;
    if (left === 0) process.exit(0);
    cluster.on('exit', () => {
      if (--left === 0) process.exit(0);
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  console.log(`HR back office on ${config.publicUrl}: ${config.processes} processes`);
}

async function serve(config: AppConfig, options: { prepared: boolean }): Promise<void> {
  const phases = startPhases();
  const db = await openDatabase(config);
  phases.done('database');
  if (!options.prepared) await migrate(db);
  phases.done('migrations');
  const built = await buildApp(config, db);
  const { app } = built;
  const requests = trackRequests(app);
  phases.done('web');
  if (!options.prepared) await fillReferenceData(built);
  // Nothing is seeded when the database holds this version of the demo data already (seed-version.ts).
  if (config.seedDemo && !options.prepared && !(await demoSeeded(db))) {
    await seed(built);
    await markDemoSeeded(db);
  }
  phases.done('seed');
  let demoTerminal: Awaited<ReturnType<typeof startDemoTerminal>> = null;
  const { metrics, events } = built.services.platform;
  const jobs = await startJobs(db, app.log, { metrics, events });
  await startModuleJobs(built, jobs);
  phases.done('jobs');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'shutting down');
    const clean = await gracefulShutdown({
      app,
      requests,
      jobs,
      after: [() => demoTerminal?.close(), () => db.close()],
      timeoutMs: config.shutdownTimeoutMs,
    });
    process.exit(clean ? 0 : 1);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  phases.done('web');
  app.log.info(phases.summary());
  // One process: the demo terminal's simulator runs here (a cluster's primary started it in prepare), once
  // the product answers: a month of punches to make is the demo's, not the product's start.
  if (!options.prepared && !closing) demoTerminal = await startDemoTerminal(config, built.services, app.log);
  if (!options.prepared)
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
