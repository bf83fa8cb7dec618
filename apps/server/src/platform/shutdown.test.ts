import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTerminalSimulator, type TerminalSimulator } from '../modules/time/terminal-protocol/index.ts';
import {
  type ServerProcess,
  startServerProcess,
  type TemporaryDatabase,
  temporaryDatabase,
  until as waitUntil,
} from '../test/helpers/server-process.ts';
import { openDatabase } from './db/database.ts';

/**
 * Graceful shutdown (main.ts, shutdown.ts) on a real server process: SIGTERM while a request is in flight
 * (its headers read, its body still coming) and an attendance sync runs in pg-boss (a slow terminal): the
 * server takes no new connection, answers the request in flight, lets the sync finish and store its record,
 * and exits 0. On the embedded database in a folder of its own, or on DATABASE_URL's server in a database
 * of its own.
 */
const serverUrl = process.env.DATABASE_URL;

let server: ServerProcess;
const until = <T>(read: () => T | Promise<T>, ok: (value: T) => boolean, what: string) =>
  waitUntil(read, ok, what, { detail: () => `the server said:\n${server?.output()}` });

/** Whether a new TCP connection to the port is taken. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

describe('graceful shutdown of a server process', () => {
  let port: number;
  let base: string;
  let dataDir: string;
  let database: TemporaryDatabase | undefined;
  let sim: TerminalSimulator;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'hr-shutdown-'));
    if (serverUrl) database = await temporaryDatabase(serverUrl, 'hr_test_shutdown');
    // A slow terminal: every reply waits, so the sync is still running when SIGTERM comes.
    sim = await startTerminalSimulator({ users: 20, punches: 400, replyDelayMs: 1000 });
    server = await startServerProcess({
      env: {
        NODE_ENV: 'test',
        DATABASE_URL: database?.url ?? '',
        SECRETS_KEY: randomBytes(32).toString('base64'),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        WEB_DIST: '/nonexistent',
        DEMO_TERMINAL_SIMULATOR: 'off',
        TERMINALS_ON_LOOPBACK: 'on',
        SHUTDOWN_TIMEOUT_MS: '120000',
      },
    });
    ({ port, base } = server);
    await server.ready();
  }, 600_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await sim?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const tokenBody = new URLSearchParams({
    grant_type: 'password',
    username: 'admin',
    password: '1q2w3E*',
    client_id: 'HR_App',
  }).toString();

  it('answers the request in flight, lets the running sync finish, takes no new connection and exits 0', async () => {
    const signIn = await fetch(`${base}/connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', __tenant: 'acme' },
      body: tokenBody,
    });
    expect(signIn.status, server.output()).toBe(200);
    const auth = {
      authorization: `Bearer ${((await signIn.json()) as { access_token: string }).access_token}`,
      __tenant: 'acme',
    };
    const json = { ...auth, 'content-type': 'application/json' };

    // Only the slow terminal is synced.
    const list = await fetch(`${base}/api/app/terminal?maxResultCount=100`, { headers: auth });
    for (const t of ((await list.json()) as { items: { id: string }[] }).items)
      await fetch(`${base}/api/app/terminal/${t.id}`, { method: 'DELETE', headers: auth });
    const created = await fetch(`${base}/api/app/terminal`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'Slow gate', ipAddress: '127.0.0.1', port: sim.port, comKey: 0 }),
    });
    expect(created.status, await created.clone().text()).toBe(200);
    const started = await fetch(`${base}/api/app/job-execution-record/sync-attendance`, {
      method: 'POST',
      headers: auth,
    });
    expect(started.status, await started.clone().text()).toBe(200);
    const [recordId] = ((await started.json()) as { recordIds: string[] }).recordIds;
    const statusOf = async () => {
      const r = await fetch(`${base}/api/app/job-execution-record?maxResultCount=100`, { headers: auth });
      return ((await r.json()) as { items: { id: string; status: number }[] }).items.find(
        (x) => x.id === recordId,
      )?.status;
    };
    // Running: pg-boss took the job, and the device is being read.
    await until(statusOf, (s) => s === 1, 'the sync to run');

    // A request in flight: its headers sent, its body not yet.
    const inFlight = net.connect({ host: '127.0.0.1', port });
    await new Promise<void>((resolve) => inFlight.once('connect', () => resolve()));
    let answer = '';
    inFlight.on('data', (d) => {
      answer += d;
    });
    const answered = new Promise<void>((resolve) => inFlight.on('end', () => resolve()));
    const half = Math.floor(tokenBody.length / 2);
    inFlight.write(
      `POST /connect/token HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\ncontent-type: application/x-www-form-urlencoded\r\n__tenant: acme\r\ncontent-length: ${tokenBody.length}\r\nconnection: close\r\n\r\n${tokenBody.slice(0, half)}`,
    );
    // The server has the request when the next one on a fresh connection is answered (requests are
    // read in order of arrival on one event loop).
    expect((await fetch(`${base}/health/live`)).status).toBe(200);

    server.child.kill('SIGTERM');
    // Closing: no new connection is taken.
    await until(
      () => accepts(port),
      (ok) => !ok,
      'the listening socket to close',
    );
    expect(server.child.exitCode).toBeNull();
    // Written, not ended: a client's half-close would abort its own request (Node's httpAllowHalfOpen).
    inFlight.write(tokenBody.slice(half));
    await answered;
    expect(answer, server.output()).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('access_token');

    expect(await server.exited, server.output()).toBe(0);

    // The sync that ran during the shutdown finished and stored its record and punches.
    const db = await openDatabase({ databaseUrl: database?.url, dataDir });
    try {
      const records = await db.ownerSql.query<{ status: number; details: string }>(
        `select status, details from job_execution_records where id = '${recordId}'`,
      );
      expect(records.rows).toEqual([
        { status: 2, details: expect.stringContaining('"read":400,"stored":400') },
      ]);
      const punches = await db.ownerSql.query<{ n: number }>('select count(*)::int as n from punches');
      expect(punches.rows[0]!.n).toBe(400);
    } finally {
      await db.close();
    }
  }, 600_000);
});
