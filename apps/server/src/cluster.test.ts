import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ServerProcess,
  startServerProcess,
  type TemporaryDatabase,
  temporaryDatabase,
  until as waitUntil,
} from './test/helpers/server-process.ts';

/**
 * WEB_CONCURRENCY=2 on a PostgreSQL server (main.ts): the primary migrates and seeds once, two workers
 * share the port, a worker that dies is replaced, and SIGTERM stops them all. Needs a real server, so it
 * runs in the `pg` stage of `npm test` only.
 */
const serverUrl = process.env.DATABASE_URL;

/**
 * The live server workers of `pid`, from /proc: its children running main.ts (tsx may also keep esbuild
 * services as children while its cache is cold).
 */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .flatMap((d) => {
      try {
        const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        // A worker that died but was not reaped yet ('Z') is not serving.
        if (Number(fields[1]) !== pid || fields[0] === 'Z') return [];
        return readFileSync(`/proc/${d}/cmdline`, 'utf8').includes('apps/server/src/main.ts')
          ? [Number(d)]
          : [];
      } catch {
        return [];
      }
    });
}

let primary: ServerProcess;
const until = <T>(read: () => T | Promise<T>, ok: (value: T) => boolean, what: string) =>
  waitUntil(read, ok, what, {
    tries: 360,
    detail: () =>
      `the server said:\n${primary?.output()}\n${execSync('ps -eo pid,ppid,stat,args').toString()}`,
  });

describe.skipIf(!serverUrl)('several server processes (WEB_CONCURRENCY)', () => {
  let base: string;
  let database: TemporaryDatabase;
  let dataDir: string;

  beforeAll(async () => {
    database = await temporaryDatabase(serverUrl as string, 'hr_test_cluster');
    dataDir = mkdtempSync(path.join(tmpdir(), 'hr-cluster-'));
    primary = await startServerProcess({
      env: {
        NODE_ENV: 'test',
        WEB_CONCURRENCY: '2',
        DATABASE_URL: database.url,
        SECRETS_KEY: randomBytes(32).toString('base64'),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        WEB_DIST: '/nonexistent',
      },
    });
    base = primary.base;
    await primary.ready();
  }, 300_000);

  afterAll(async () => {
    if (primary && primary.child.exitCode === null) {
      const workers = childrenOf(primary.child.pid!);
      await primary.stop('SIGKILL');
      for (const pid of workers) process.kill(pid, 'SIGKILL');
    }
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const signIn = async () => {
    const r = await fetch(`${base}/connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', __tenant: 'acme' },
      body: new URLSearchParams({
        grant_type: 'password',
        username: 'admin',
        password: '1q2w3E*',
        client_id: 'HR_App',
      }),
    });
    expect(r.status, primary.output()).toBe(200);
    return ((await r.json()) as { access_token: string }).access_token;
  };

  it('serves from two workers, replaces one that dies, and stops them all on SIGTERM', async () => {
    const workers = await until(
      () => childrenOf(primary.child.pid!),
      (w) => w.length === 2,
      'two workers',
    );
    // The demo data was seeded once (by the primary): one acme, its users once.
    const token = await signIn();
    for (let i = 0; i < 6; i++) {
      const r = await fetch(`${base}/api/identity/users?maxResultCount=5`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(r.status).toBe(200);
    }
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const { rows } = await admin.query(`select count(*)::int as n from tenants where name = 'acme'`);
    await admin.end();
    expect(rows[0].n).toBe(1);

    process.kill(workers[0]!, 'SIGKILL');
    const replaced = await until(
      () => childrenOf(primary.child.pid!),
      (w) => w.length === 2 && !w.includes(workers[0]!),
      'a new worker',
    );
    expect(replaced).toContain(workers[1]);
    await until(
      () =>
        fetch(`${base}/health/ready`).then(
          (r) => r.ok,
          () => false,
        ),
      Boolean,
      'the server to serve again',
    );
    // A token of before still works: the workers share the signing keys in the database.
    const r = await fetch(`${base}/api/identity/users?maxResultCount=5`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(r.status).toBe(200);

    primary.child.kill('SIGTERM');
    expect(await primary.exited).toBe(0);
    await until(
      () => replaced.filter(existsProcess),
      (w) => w.length === 0,
      'the workers to end',
    );
  }, 300_000);
});

function existsProcess(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}
