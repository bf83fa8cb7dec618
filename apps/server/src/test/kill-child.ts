import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { expect } from 'vitest';
import type { Database } from '../platform/db/database.ts';
import { testSecretsKey } from './test-database.ts';

/**
 * The parent side of a kill test: a child process works on the test's PostgreSQL database, prints a marker
 * line where it should die (`MARKER {json}`) and waits there; the test SIGKILLs it and checks what the
 * database kept. The child script (`*.child.ts` beside its test) builds the app from its environment,
 * stops where it is told, and exits by itself when its stdin closes (the test died) or after a few minutes.
 *
 * ```ts
 * const children = killableChildren();
 * afterAll(async () => { children.killLeft(); await t?.close(); });
 * const child = await children.startUntilMarker<{ n: number }>(t.db, {
 *   script, marker: 'X-KILL-READY', timeoutMs: 45_000, env: { X_JOB: JSON.stringify(job) },
 * });
 * expect(child.seen).toEqual({ n: 4 });
 * await child.kill();
 * ```
 */
export interface KillableChildren {
  /**
   * Starts `script` (run by node with tsx, from the repository's root) on `db`, with the app's test
   * configuration plus `env` in its environment, and answers once it printed `marker`. Rejects, with all
   * the child printed (stdout and stderr), if it exits first or prints no marker within `timeoutMs`.
   */
  startUntilMarker<Seen>(db: Database, options: ChildOptions): Promise<ChildAtMarker<Seen>>;
  /** SIGKILLs the children still alive (for afterAll: a failed test leaves its child waiting). */
  killLeft(): void;
}

export interface ChildOptions {
  /** The child script's absolute path. */
  script: string;
  /** The word the child prints at the start of its marker line, before the JSON of what it saw. */
  marker: string;
  timeoutMs: number;
  /** What the child script reads, over the app's configuration. */
  env: Record<string, string>;
}

/** A child stopped at its marker. */
export interface ChildAtMarker<Seen> {
  /** The marker line's JSON: what the child saw there. */
  seen: Seen;
  /** SIGKILL, then wait until PostgreSQL has ended the process's connections (and so its transaction). */
  kill(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '../../../..');
let serial = 0;

/** The children of one test file (each file its own: the worker's module cache is shared by files). */
export function killableChildren(): KillableChildren {
  const children: ChildProcess[] = [];
  return {
    async startUntilMarker<Seen>(db: Database, { script, marker, timeoutMs, env }: ChildOptions) {
      // The child's connections carry this name, so that the test can see them gone after the kill.
      const applicationName = `hr_kill_${process.pid}_${serial++}`;
      const url = new URL(db.url!);
      url.searchParams.set('application_name', applicationName);
      const child = spawn(process.execPath, ['--import', 'tsx', script], {
        cwd: root,
        env: {
          ...process.env,
          DATABASE_URL: url.toString(),
          DATA_DIR: 'memory://',
          PUBLIC_URL: 'http://hr.test',
          LOG_LEVEL: 'silent',
          WEB_DIST: '/nonexistent',
          WEB_CONCURRENCY: '1',
          // The test app's secrets key: the child opens the signing keys the database holds sealed.
          SECRETS_KEY: testSecretsKey,
          ...env,
        },
        // stdin stays open: its end tells the child that the test is gone.
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      children.push(child);
      const seen = await untilMarker<Seen>(child, marker, timeoutMs);
      return { seen, kill: () => kill(db, child, applicationName) };
    },
    killLeft() {
      for (const child of children)
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

function untilMarker<Seen>(child: ChildProcess, marker: string, timeoutMs: number) {
  const line = new RegExp(`^${marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (.+)$`, 'm');
  let output = '';
  return new Promise<Seen>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no marker within ${timeoutMs / 1000} s:\n${output}`)),
      timeoutMs,
    );
    const read = (chunk: Buffer) => {
      output += chunk;
      const m = line.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(JSON.parse(m[1]!));
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the run ended (${signal ?? code}) before its marker:\n${output}`));
    });
  });
}

async function kill(db: Database, child: ChildProcess, applicationName: string) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  expect(child.signalCode).toBe('SIGKILL');
  for (let i = 0; ; i++) {
    const { rows } = await db.ownerSql.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where application_name = $1',
      [applicationName],
    );
    if (rows[0]!.n === 0) break;
    if (i > 100) throw new Error(`the killed run's connections are still open`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
