/**
 * npm run bench:idle : what a product nobody uses costs, and how soon it takes a job it is sent.
 *
 * Starts the product (as `npm start` runs it: the compiled server, the demo seeded, with its terminal simulator) on a throwaway
 * database of the PostgreSQL server of DATABASE_URL (scripts/with-postgres.mjs starts one), or with
 * BENCH_DB=pglite on an embedded database in a temporary folder (its database then runs in its process). Once
 * it answers and has settled (10 s), measures over BENCH_IDLE_SECONDS (30):
 * - the product's CPU a second (and the PostgreSQL server's, on a server), read from /proc;
 * - on a server, the statements a second the product's connections ran (`pg_stat_database`'s transactions of
 *   its database: an idle product's statements are each their own transaction; the bench's two reads left out);
 * - then, 5 times, the time from a request that queues a job to the job's end as its record says: a sync of
 *   the demo terminal (POST /api/app/job-execution-record/sync-attendance; the simulator has nothing new).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../apps/server/src/test/helpers/server-process.ts';
import { cpuOf, postmasterOf, serverCpu } from './cpu.ts';
import { adminToken, productCommand, waitReady } from './support.ts';

const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const embedded = process.env.BENCH_DB === 'pglite';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!embedded && !serverUrl) throw new Error('DATABASE_URL is not set: run through `npm run bench:idle`');
  let admin: pg.Client | undefined;
  let dbName: string | undefined;
  let databaseUrl: string | undefined;
  let dataDir: string | undefined;
  if (embedded) dataDir = mkdtempSync(join(tmpdir(), 'hr-bench-idle-'));
  else {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    dbName = `hr_bench_${Date.now().toString(36)}`;
    await admin.query(`CREATE DATABASE ${dbName}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, await productCommand(), {
    env: {
      ...process.env,
      ...(embedded ? { DATABASE_URL: '', DATA_DIR: dataDir } : { DATABASE_URL: databaseUrl }),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitReady(base, server);
    await sleep(10_000);

    const postmaster = admin
      ? await postmasterOf(async (text) => (await admin!.query(text)).rows)
      : undefined;
    const transactions = async () => {
      if (!admin) return 0;
      const { rows } = await admin.query<{ n: string }>(
        'select xact_commit + xact_rollback as n from pg_stat_database where datname = $1',
        [dbName],
      );
      return Number(rows[0]?.n ?? 0);
    };
    const before = { product: cpuOf(server.pid!), database: postmaster ? serverCpu(postmaster) : 0 };
    const xactBefore = await transactions();
    await sleep(idleSeconds * 1000);
    // pg_stat_database is updated by each backend when it goes idle, at most every 10 ms, and read from a
    // snapshot taken at the transaction's first read: the admin connection reads it fresh each time.
    const xactAfter = await transactions();
    const after = { product: cpuOf(server.pid!), database: postmaster ? serverCpu(postmaster) : 0 };

    const perSecond = (a: number, b: number) => ((b - a) / idleSeconds).toFixed(1);
    console.log(`idle for ${idleSeconds} s (${embedded ? 'embedded PGlite' : 'PostgreSQL server'}):`);
    console.log(
      `  product CPU   ${(((after.product - before.product) * 1000) / idleSeconds).toFixed(1)} ms a second`,
    );
    if (postmaster)
      console.log(
        `  database CPU  ${(((after.database - before.database) * 1000) / idleSeconds).toFixed(1)} ms a second`,
      );
    // The bench's own first read is counted in the second figure; it is taken away.
    if (admin) console.log(`  statements    ${perSecond(xactBefore, xactAfter - 1)} a second`);

    // A queued job's latency: a sync of the demo terminal (the simulator), which has nothing new after the
    // first (not measured); the time from the request to the run's end, as its record says it.
    const token = await adminToken(base);
    const headers = { authorization: `Bearer ${token}`, __tenant: 'acme' };
    const latencies: number[] = [];
    for (let i = 0; i < 6; i++) {
      const started = performance.now();
      const r = await fetch(`${base}/api/app/job-execution-record/sync-attendance`, {
        method: 'POST',
        headers,
      });
      const { recordIds } = (await r.json()) as { recordIds?: string[] };
      if (!r.ok) throw new Error(`the sync was refused: ${r.status}`);
      // DEMO_TERMINAL_SIMULATOR=off: the demo has no terminal, nothing to time.
      if (!recordIds?.length) break;
      while (!(await finished(base, headers, recordIds))) {
        if (performance.now() - started > 60_000) throw new Error('the sync did not end within a minute');
        await sleep(20);
      }
      if (i > 0) latencies.push(performance.now() - started);
    }
    if (latencies.length)
      console.log(
        `  a sync queued, run and ended: ${latencies.map((ms) => `${Math.round(ms)}`).join(', ')} ms`,
      );
  } finally {
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Whether the runs of these records have ended. */
async function finished(base: string, headers: Record<string, string>, ids: string[]): Promise<boolean> {
  const r = await fetch(`${base}/api/app/job-execution-record?MaxResultCount=50`, { headers });
  const { items } = (await r.json()) as { items: Array<{ id: string; finishedAt: string | null }> };
  return ids.every((id) => items.some((item) => item.id === id && item.finishedAt !== null));
}

await main();
