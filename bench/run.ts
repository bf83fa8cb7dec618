/**
 * npm run bench [-- N] : the API's paged list against the same SQL issued directly, on a real
 * PostgreSQL server (scripts/with-postgres.mjs starts one and sets DATABASE_URL).
 *
 * 1. starts the product as its own process on that server (migrated, host admin and tenant acme seeded);
 * 2. seeds N users (default 100,000) into acme;
 * 3. autocannon: GET /api/identity/users?skipCount=..&maxResultCount=20 as the acme admin;
 * 4. the same statements (tenant set, count, page, role names) with `pg` at the same concurrency;
 * 5. prints both throughputs, p50/p99 latency and the ratio.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';

const rows = Number(process.argv[2] ?? 100_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const pageSize = 20;
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl)
  throw new Error('DATABASE_URL is not set: run through `npm run bench` (scripts/with-postgres.mjs)');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function waitReady(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error('server exited during start');
    try {
      if ((await fetch(`${url}/health/ready`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become ready');
}

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
const dbName = `hr_bench_${Date.now().toString(36)}`;
await admin.query(`CREATE DATABASE ${dbName}`);
const url = new URL(serverUrl);
url.pathname = `/${dbName}`;
const databaseUrl = url.toString();

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  env: {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
// DROP DATABASE ... WITH (FORCE) at the end ends idle connections; that is expected.
pool.on('error', () => undefined);

try {
  await waitReady(base, server);
  const { rows: tenantRows } = await pool.query<{ id: string }>(`select id from tenants where name = 'acme'`);
  const tenantId = tenantRows[0]!.id;

  const started = Date.now();
  const seedClient = await pool.connect();
  try {
    await seedClient.query('begin');
    await seedClient.query(`select set_config('app.tenant_id', $1, true)`, [tenantId]);
    await seedClient.query(
      `insert into users (id, tenant_id, user_name, normalized_user_name, email, normalized_email, name, surname,
                          password_hash, security_stamp, concurrency_stamp, creation_time)
       select gen_random_uuid(), $1, 'bench' || g, 'BENCH' || g, 'bench' || g || '@acme.example',
              'BENCH' || g || '@ACME.EXAMPLE', 'موظف', 'Employee ' || g, 'x', 'x', 'x',
              now() - (g || ' seconds')::interval
       from generate_series(1, $2::int) g`,
      [tenantId, rows],
    );
    await seedClient.query('commit');
    await seedClient.query('vacuum analyze users');
  } finally {
    seedClient.release();
  }
  console.log(`seeded ${rows.toLocaleString('en')} users in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const token = await fetch(`${base}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', __tenant: 'acme' },
    body: 'grant_type=password&username=admin&password=1q2w3E*&client_id=HR_App',
  }).then(async (r) => ((await r.json()) as { access_token: string }).access_token);

  // Pages spread over the first 50 pages, as people page through a list.
  const pages = Array.from({ length: 50 }, (_, i) => i * pageSize);
  let next = 0;
  const api = await autocannon({
    url: base,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          path: `/api/identity/users?skipCount=${pages[next++ % pages.length]}&maxResultCount=${pageSize}`,
        }),
      },
    ],
  });
  if (api.non2xx) throw new Error(`${api.non2xx} API responses were not 2xx`);

  // The same SQL the list endpoint issues for its data, straight through pg.
  const latencies: number[] = [];
  let done = 0;
  const stopAt = Date.now() + seconds * 1000;
  async function worker() {
    let i = 0;
    while (Date.now() < stopAt) {
      const skip = pages[i++ % pages.length];
      const t0 = performance.now();
      const c = await pool.connect();
      try {
        await c.query('begin');
        await c.query(`select set_config('app.tenant_id', $1, true)`, [tenantId]);
        await c.query('set local role hr_app');
        await c.query(`select count(*) from users where tenant_id = $1 and is_deleted = false`, [tenantId]);
        const page = await c.query<{ id: string }>(
          `select * from users where tenant_id = $1 and is_deleted = false order by creation_time desc, id desc limit $2 offset $3`,
          [tenantId, pageSize, skip],
        );
        await c.query(
          `select ur.user_id, r.name from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = any($1::uuid[])`,
          [page.rows.map((r) => r.id)],
        );
        await c.query('commit');
      } finally {
        c.release();
      }
      latencies.push(performance.now() - t0);
      done++;
    }
  }
  await Promise.all(Array.from({ length: connections }, worker));
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;

  const apiRps = api.requests.average;
  const sqlRps = done / seconds;
  console.log(
    `\nGET /api/identity/users (page of ${pageSize}) over ${rows.toLocaleString('en')} users, ${connections} connections, ${seconds} s each`,
  );
  console.table({
    'API (HTTP, auth, permission, RLS)': {
      'req/s': Math.round(apiRps),
      'p50 ms': api.latency.p50,
      'p99 ms': api.latency.p99,
    },
    'same SQL via pg': {
      'req/s': Math.round(sqlRps),
      'p50 ms': Number(pct(50).toFixed(1)),
      'p99 ms': Number(pct(99).toFixed(1)),
    },
  });
  console.log(`API / raw SQL throughput ratio: ${(apiRps / sqlRps).toFixed(2)}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await pool.end();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}
