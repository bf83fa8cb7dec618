import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openNotificationStream } from '../../test/helpers/notifications.ts';

/**
 * Two server processes on one PostgreSQL server, as when the product is scaled out: a notification
 * written through one reaches a stream held by the other (LISTEN/NOTIFY). Needs a real server, so it
 * runs in the `pg` stage of `npm test` only (PGlite lives inside one process).
 */
const serverUrl = process.env.DATABASE_URL;
const root = path.resolve(import.meta.dirname, '../../../../..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function waitReady(base: string, child: ChildProcess, output: () => string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited during start:\n${output()}`);
    try {
      if ((await fetch(`${base}/health/ready`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become ready:\n${output()}`);
}

describe.skipIf(!serverUrl)('notifications across two server processes', () => {
  const children: ChildProcess[] = [];
  const bases: string[] = [];
  let dbName: string;
  let dataDir: string;

  beforeAll(async () => {
    dbName = `hr_test_fanout_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(serverUrl as string);
    url.pathname = `/${dbName}`;
    dataDir = mkdtempSync(path.join(tmpdir(), 'hr-fanout-'));
    const secretsKey = randomBytes(32).toString('base64');
    // One after the other: the first migrates and seeds, the second finds everything in place.
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      let output = '';
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATABASE_URL: url.toString(),
          PORT: String(port),
          HOST: '127.0.0.1',
          // Both processes are one product behind one address: tokens of one are valid at the other.
          PUBLIC_URL: 'http://hr.test',
          SECRETS_KEY: secretsKey,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          WEB_DIST: '/nonexistent',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (d) => {
        output += d;
      });
      child.stderr?.on('data', (d) => {
        output += d;
      });
      children.push(child);
      const base = `http://127.0.0.1:${port}`;
      await waitReady(base, child, () => output);
      bases.push(base);
    }
  });

  afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const login = async (base: string, userName: string) => {
    const r = await fetch(`${base}/connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', __tenant: 'acme' },
      body: new URLSearchParams({
        grant_type: 'password',
        username: userName,
        password: '1q2w3E*',
        client_id: 'HR_App',
      }),
    });
    expect(r.status).toBe(200);
    return ((await r.json()) as { access_token: string }).access_token;
  };

  it('pushes a notification sent through one process to a stream on the other', async () => {
    const [a, b] = bases as [string, string];
    const admin = await login(a, 'admin');
    const lina = await login(b, 'employee');

    const stream = openNotificationStream(b, lina);
    try {
      const initial = await stream.next((e) => e.event === 'unseen-count');
      const { unseenCount } = initial.data as { unseenCount: number };

      const recipients = await fetch(`${a}/api/app/notification/recipients?filter=employee`, {
        headers: { authorization: `Bearer ${admin}` },
      });
      const linaId = ((await recipients.json()) as { users: Array<{ id: string }> }).users[0]?.id;
      const sent = await fetch(`${a}/api/app/notification/send-notification`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ target: 'User', userId: linaId, title: 'From process A', message: 'Hello B' }),
      });
      expect(sent.status).toBe(200);

      const pushed = await stream.next((e) => e.event === 'notification');
      expect(pushed.data).toMatchObject({
        notification: { title: 'From process A', message: 'Hello B', isSeen: false },
        unseenCount: unseenCount + 1,
      });

      // Marking it seen through process A updates the badge of the stream on process B.
      const id = (pushed.data as { notification: { id: string } }).notification.id;
      const marked = await fetch(`${a}/api/app/notification/${id}/mark-as-seen`, {
        method: 'POST',
        headers: { authorization: `Bearer ${lina}` },
      });
      expect(marked.status).toBe(204);
      await stream.next(
        (e) => e.event === 'unseen-count' && (e.data as { unseenCount: number }).unseenCount === unseenCount,
      );
    } finally {
      stream.close();
    }
  });
});
