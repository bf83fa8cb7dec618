/**
 * What the benchmarks share: the product started as its own process on a throwaway database of the
 * PostgreSQL server of DATABASE_URL (migrated, host admin and tenant acme seeded), an acme admin's
 * token, and the two measurements every bench compares: the API through HTTP (autocannon) and the same
 * statements sent directly with `pg`, at the same concurrency for the same time.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { type AccessCheck, stampReads } from '../apps/server/src/platform/db/database.ts';
import { freePort } from '../apps/server/src/test/helpers/server-process.ts';
import { buildServer, serverBundle, serverBundleStale, serverNodeOptions } from '../scripts/build-server.mjs';
import { cpuOf } from './cpu.ts';

export const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Rounds of each list case: the API, the floor and the raw SQL measured in turn, the order reversed each round. */
export const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
/** Seconds each party of a case runs unmeasured first, so that no party is measured cold (JIT, caches). */
export const warmupSeconds = Number(process.env.BENCH_WARMUP ?? 2);

export interface Product {
  base: string;
  /** The product's process, whose CPU time the measurements read. */
  pid: number;
  pool: pg.Pool;
  /** acme's id. */
  tenantId: string;
  /** acme's admin, for the API calls. */
  token: string;
  close(): Promise<void>;
}

/** Waits for the product started as `child` to answer `/health/ready` at `url`. */
export async function waitReady(url: string, child: ChildProcess): Promise<void> {
  // Up to 5 minutes: a start on a machine shared with other work can take minutes.
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('server exited during start');
    try {
      if ((await fetch(`${url}/health/ready`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become ready');
}

async function waitListening(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error('the floor server exited during start');
    try {
      await fetch(url);
      return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the floor server did not start');
}

/** An access token of acme's demo admin from the product at `base`. */
export async function adminToken(base: string): Promise<string> {
  const r = await fetch(`${base}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', __tenant: 'acme' },
    body: 'grant_type=password&username=admin&password=1q2w3E*&client_id=HR_App',
  });
  return ((await r.json()) as { access_token: string }).access_token;
}

/**
 * The product's process as `npm start` runs it: the compiled server (built first when a source is newer)
 * with the server's Node options (scripts/build-server.mjs), then BENCH_SERVER_ARGS's (e.g. `--cpu-prof
 * --cpu-prof-dir=/tmp/p`; a V8 flag given there wins over the same flag of the server's options).
 */
export async function productCommand(): Promise<string[]> {
  if (serverBundleStale()) console.log(`server compiled in ${(await buildServer()).toFixed(1)} s`);
  const benchArgs = process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? [];
  return [...serverNodeOptions(), ...benchArgs, serverBundle];
}

export async function startProduct(): Promise<Product> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl)
    throw new Error('DATABASE_URL is not set: run through `npm run bench` (scripts/with-postgres.mjs)');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const dbName = `hr_bench_${Date.now().toString(36)}`;
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, await productCommand(), {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // No demo terminal: its scheduled sync (every 5 minutes, the first reading its 2,576 punches) would
      // land in one case's rounds and count as that list's CPU.
      DEMO_TERMINAL_SIMULATOR: 'off',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  // DROP DATABASE ... WITH (FORCE) at the end ends idle connections; that is expected.
  pool.on('error', () => undefined);
  const close = async () => {
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
    await pool.end();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  };
  try {
    await waitReady(base, server);
    const { rows } = await pool.query<{ id: string }>(`select id from tenants where name = 'acme'`);
    const token = await adminToken(base);
    return { base, pid: server.pid!, pool, tenantId: rows[0]!.id, token, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** An API server the bench measures: its address and process. */
export interface Target {
  base: string;
  pid: number;
  token: string;
  /** acme's id, sent as `__tenant` as the web app sends its tenant with every request. */
  tenantId: string;
}

/**
 * Starts the floor server (floor-server.ts) on the product's database, for acme's admin and the product's
 * token: the same statements as the raw SQL side plus the product's caller statement, behind bare HTTP.
 */
export async function startFloor(product: Product): Promise<Target & { close(): Promise<void> }> {
  const { rows } = await product.pool.query<{ id: string; db: string }>(
    `select id, current_database() as db from users where tenant_id = $1 and user_name = 'admin'`,
    [product.tenantId],
  );
  if (!rows[0]) throw new Error('acme has no admin');
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${rows[0].db}`;
  const port = await freePort();
  // The floor runs with the product's Node options (the young generation's size moves both alike), then
  // BENCH_FLOOR_ARGS's: the two processes differ by their code only.
  const nodeArgs = [
    ...serverNodeOptions(),
    ...(process.env.BENCH_FLOOR_ARGS?.split(' ').filter(Boolean) ?? []),
  ];
  const floor = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'bench/floor-server.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      PORT: String(port),
      FLOOR_TENANT: product.tenantId,
      FLOOR_USER: rows[0].id,
      FLOOR_TOKEN: product.token,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const close = async () => {
    floor.kill('SIGTERM');
    if (floor.exitCode === null) await new Promise((r) => floor.once('exit', r));
  };
  try {
    await waitListening(base, floor);
  } catch (error) {
    await close();
    throw error;
  }
  return { base, pid: floor.pid!, token: product.token, tenantId: product.tenantId, close };
}

/** The connections the access stamp's statement is prepared on (platform/db/database.ts poolBegin). */
const stampPrepared = new WeakSet<pg.PoolClient>();

/**
 * Runs `sql` inside a transaction with the tenant set, as the application role, as the API does: BEGIN
 * and the settings in one round trip (platform/db/database.ts poolBegin), with a caller's pending access
 * check when given (the bench changes no access: a changed stamp is a fault).
 */
export async function asTenant<T>(
  pool: pg.Pool,
  tenantId: string,
  sql: (c: pg.PoolClient) => Promise<T>,
  check?: AccessCheck,
) {
  if (!/^[0-9a-f-]{36}$/.test(tenantId)) throw new Error('A tenant id must be a uuid');
  const c = await pool.connect();
  try {
    const settings = `select set_config('app.tenant_id', '${tenantId}', true), set_config('role', 'hr_app', true)`;
    if (check) {
      // As the product: the stamp's statement prepared by the connection's first batch.
      const reads = stampReads(check, stampPrepared.has(c));
      const results = (await c.query(
        ['begin', ...reads, settings].join('; '),
      )) as unknown as pg.QueryResult[];
      stampPrepared.add(c);
      if (results[reads.length]?.rows[0]?.stamp !== check.stamp)
        throw new Error("the caller's access changed");
    } else await c.query(`begin; ${settings}`);
    const result = await sql(c);
    await c.query('commit');
    return result;
  } catch (error) {
    await c.query('rollback');
    throw error;
  } finally {
    c.release();
  }
}

/**
 * VACUUM ANALYZE until every page of the table is marked all-visible, as autovacuum leaves a table that
 * is read far more than written: a vacuum that meets another session's snapshot (pg-boss polls) leaves
 * pages unmarked, and index-only scans then read the table after all.
 */
export async function settle(pool: pg.Pool, table: string): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt++) {
    await pool.query(`vacuum analyze ${table}`);
    const { rows } = await pool.query<{ visible: number; pages: number }>(
      `select relallvisible as visible, relpages as pages from pg_class where relname = $1`,
      [table],
    );
    if (rows[0] && rows[0].visible >= rows[0].pages) return;
  }
}

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** CPU milliseconds per request: the product's process, the database server's processes, this one. */
  cpu: { product: number; database: number; client: number };
}

/** CPU time (ms) of one process from /proc, 0 when it is gone. */
const cpuOfPid = (pid: number) => cpuOf(pid) * 1000;

/** Live processes with their parents and arguments, from /proc. */
function processes(): Array<{ pid: number; ppid: number; args: string[] }> {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .flatMap((d) => {
      try {
        const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        const args = readFileSync(`/proc/${d}/cmdline`, 'utf8').split('\0');
        return [{ pid: Number(d), ppid, args }];
      } catch {
        return [];
      }
    });
}

const childrenOf = (pid: number) =>
  processes()
    .filter((p) => p.ppid === pid)
    .map((p) => p.pid);

/** The processes of the PostgreSQL server of DATABASE_URL: its postmaster (found by its port) and children. */
function postgresPids(): number[] {
  const port = new URL(process.env.DATABASE_URL ?? 'postgres://x:5432').port || '5432';
  const all = processes();
  const postmaster = all.find(
    (p) =>
      p.args[0]?.endsWith('postgres') &&
      p.args.some((a) => a === `port=${port}` || a.endsWith(` port=${port}`)),
  );
  if (!postmaster) return [];
  return [postmaster.pid, ...all.filter((p) => p.ppid === postmaster.pid).map((p) => p.pid)];
}

/**
 * Runs `work` and returns the CPU it cost each of the three parties, in ms: on a 2-core machine that all
 * three share, CPU per request is what bounds throughput, and unlike throughput it hardly moves when
 * something else runs at the same time.
 */
async function cpuDuring(productPid: number | undefined, work: () => Promise<number>) {
  const before = new Map(postgresPids().map((pid) => [pid, cpuOfPid(pid)]));
  // The product's process and its children (the workers of WEB_CONCURRENCY > 1).
  const productPids = () => (productPid ? [productPid, ...childrenOf(productPid)] : []);
  const product0 = new Map(productPids().map((pid) => [pid, cpuOfPid(pid)]));
  const client0 = process.cpuUsage();
  const requests = await work();
  const client = process.cpuUsage(client0);
  // A backend that ended meanwhile is not counted (its time is gone with it), nor one that ends while it is
  // read (its /proc entry gone: no negative share); the pools keep theirs open.
  let database = 0;
  for (const pid of postgresPids()) database += Math.max(0, cpuOfPid(pid) - (before.get(pid) ?? 0));
  // Three decimals: the product's cost over the floor is a tenth of a millisecond or two.
  const per = (ms: number) => Number((ms / Math.max(1, requests)).toFixed(3));
  return {
    product: per(productPids().reduce((sum, pid) => sum + cpuOfPid(pid) - (product0.get(pid) ?? 0), 0)),
    database: per(database),
    client: per((client.user + client.system) / 1000),
  };
}

/** GET the paths `path(i)` gives, i = 0, 1, 2, ..., as the acme admin, for `duration` seconds. */
export async function measureApi(
  product: Target,
  path: (i: number) => string,
  duration = seconds,
): Promise<Figures> {
  let next = 0;
  let result: autocannon.Result | undefined;
  const cpu = await cpuDuring(product.pid, async () => {
    result = await autocannon({
      url: product.base,
      connections,
      duration,
      headers: {
        authorization: `Bearer ${product.token}`,
        __tenant: product.tenantId,
        'accept-language': 'en',
      },
      requests: [{ setupRequest: (req) => ({ ...req, path: path(next++) }) }],
    });
    return result.requests.total;
  });
  if (!result) throw new Error('autocannon gave no result');
  if (result.non2xx) throw new Error(`${result.non2xx} API responses were not 2xx`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpu };
}

/** Runs `run(i)` back to back on `connections` workers for `duration` seconds. */
export async function measureSql(run: (i: number) => Promise<unknown>, duration = seconds): Promise<Figures> {
  const latencies: number[] = [];
  let done = 0;
  const stopAt = Date.now() + duration * 1000;
  async function worker(offset: number) {
    let i = offset;
    while (Date.now() < stopAt) {
      const t0 = performance.now();
      await run(i);
      i += connections;
      latencies.push(performance.now() - t0);
      done++;
    }
  }
  const cpu = await cpuDuring(undefined, async () => {
    await Promise.all(Array.from({ length: connections }, (_, k) => worker(k)));
    return done;
  });
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  return { rps: done / duration, p50: Number(pct(50).toFixed(1)), p99: Number(pct(99).toFixed(1)), cpu };
}

type Party = 'api' | 'floor' | 'sql';

/** The mean of several measurements of one party (p99: the worst). */
function mean(all: Figures[]): Figures {
  const avg = (pick: (f: Figures) => number, digits = 2) =>
    Number((all.reduce((sum, f) => sum + pick(f), 0) / all.length).toFixed(digits));
  return {
    rps: avg((f) => f.rps),
    p50: avg((f) => f.p50),
    p99: Math.max(...all.map((f) => f.p99)),
    cpu: {
      product: avg((f) => f.cpu.product, 3),
      database: avg((f) => f.cpu.database, 3),
      client: avg((f) => f.cpu.client, 3),
    },
  };
}

/**
 * Measures the three parties of a list case in `rounds` rounds, in turn, the order reversed each round
 * (API, floor, raw; then raw, floor, API): this shared machine speeds up and slows down over minutes, and
 * measuring one party always first would weigh that on it alone. Each party first runs `warmupSeconds`
 * unmeasured: the first party of a case otherwise pays for the case's cold start (code compiled, the
 * table's pages read into the database's cache) alone. Each party's figures are its rounds' mean.
 */
export async function measureCase(
  parts: Record<Party, (duration?: number) => Promise<Figures>>,
): Promise<Record<Party, Figures>> {
  const taken: Record<Party, Figures[]> = { api: [], floor: [], sql: [] };
  const order: Party[] = ['api', 'floor', 'sql'];
  if (warmupSeconds > 0) for (const party of order) await parts[party](warmupSeconds);
  for (let round = 0; round < rounds; round++) {
    for (const party of round % 2 ? [...order].reverse() : order) taken[party].push(await parts[party]());
  }
  return { api: mean(taken.api), floor: mean(taken.floor), sql: mean(taken.sql) };
}

/**
 * The product's and the floor's answers to `path`, compared before any measurement: the floor must do the same
 * work (the same statements and the same JSON answer, field for field, in the same order); a difference is a
 * floor that measures less than the product does, and stops the bench.
 */
export async function sameAnswer(product: Target, floor: Target, path: string): Promise<void> {
  const answer = async (target: Target) => {
    const res = await fetch(`${target.base}${path}`, {
      headers: {
        authorization: `Bearer ${target.token}`,
        __tenant: target.tenantId,
        'accept-language': 'en',
      },
    });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return res.text();
  };
  const [api, bare] = await Promise.all([answer(product), answer(floor)]);
  if (api === bare) return;
  let at = 0;
  while (api[at] === bare[at]) at++;
  const around = (text: string) => text.slice(Math.max(0, at - 120), at + 120);
  throw new Error(
    `${path}: the floor answers otherwise than the product (${api.length} and ${bare.length} characters), ` +
      `from character ${at}:\nproduct: …${around(api)}…\nfloor:   …${around(bare)}…`,
  );
}

/**
 * Prints the three measurements side by side: the product's API, the floor (the same statements behind
 * bare HTTP) and the raw SQL, with the throughput ratios. Returns the API's ratio to the raw SQL.
 */
export function report(title: string, m: { api: Figures; floor: Figures; sql: Figures }): number {
  console.log(`\n${title}, ${connections} connections, ${rounds} rounds of ${seconds} s each`);
  const row = (f: Figures, server: boolean) => ({
    'req/s': Math.round(f.rps),
    'p50 ms': f.p50,
    'p99 ms': f.p99,
    'CPU ms/req: server': server ? f.cpu.product : '-',
    database: f.cpu.database,
    client: f.cpu.client,
  });
  console.table({
    'API (HTTP, auth, permission, RLS)': row(m.api, true),
    'floor (bare HTTP, same SQL)': row(m.floor, true),
    'same SQL via pg': row(m.sql, false),
  });
  const ratio = m.api.rps / m.sql.rps;
  console.log(
    `throughput ratios: API / raw SQL ${ratio.toFixed(2)}, floor / raw SQL ${(m.floor.rps / m.sql.rps).toFixed(2)}, ` +
      `API / floor ${(m.api.rps / m.floor.rps).toFixed(2)}`,
  );
  // Issue 45's goal for every case: the API at least 0.8 of the floor measured in the same run, and its
  // server CPU per request at most 1.3 times the floor's.
  const toFloor = m.api.rps / m.floor.rps;
  const cpuToFloor = m.api.cpu.product / Math.max(0.001, m.floor.cpu.product);
  // What the product's own layers cost each request over the floor, in server CPU ms: the figure a change
  // to those layers moves (the ratio also moves with the floor's own cost).
  const cpuOverFloor = m.api.cpu.product - m.floor.cpu.product;
  console.log(
    `against the floor: throughput ${toFloor.toFixed(2)} (goal at least 0.8: ${toFloor >= 0.8 ? 'met' : 'NOT met'}), ` +
      `server CPU per request ${cpuToFloor.toFixed(2)}x, ${cpuOverFloor >= 0 ? '+' : ''}${cpuOverFloor.toFixed(2)} ms over the floor ` +
      `(goal at most 1.3x: ${cpuToFloor <= 1.3 ? 'met' : 'NOT met'}); ` +
      `load average ${loadavg()
        .map((v) => v.toFixed(2))
        .join(', ')}`,
  );
  return ratio;
}
