/**
 * A worker process of `bench/payroll-run.ts` (BENCH_PROCESSES): the app on DATABASE_URL with its jobs
 * (pg-boss and every module's workers, as a server process of `main.ts` starts them), without HTTP. It
 * takes the payroll runs' jobs and parts like any server process; prints `BENCH-WORKER-READY` once its
 * workers run, and ends when its stdin closes (the bench is done or gone).
 */
import { buildApp, startModuleJobs } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openPostgres } from '../apps/server/src/platform/db/database.ts';
import { startJobs } from '../apps/server/src/platform/jobs.ts';

process.stdin.on('end', () => process.exit(0));
process.stdin.resume();

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is the bench database');
const db = await openPostgres(url, 5);
const config = loadConfig({
  PUBLIC_URL: 'http://hr.bench',
  DATA_DIR: 'memory://',
  LOG_LEVEL: 'silent',
  // The bench's key (set by bench/payroll-run.ts): the signing keys it sealed open here.
  SECRETS_KEY: process.env.SECRETS_KEY,
});
const built = await buildApp(config, db, { logger: false });
const jobs = await startJobs(db, built.app.log, { events: built.services.platform.events });
await startModuleJobs(built, jobs);
console.log('BENCH-WORKER-READY');
