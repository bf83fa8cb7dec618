/**
 * Real server processes for the tests (and benches) that start them: a free port, a wait for a condition,
 * a database of its own on DATABASE_URL's server, and a server process spawned with its output kept and
 * waited for until it is ready. Used by the graceful shutdown, WEB_CONCURRENCY and payroll-parts tests, and
 * by bench/support.ts.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';

/** The repository's root (where `apps/server/src/main.ts` is found). */
export const repoRoot = path.resolve(import.meta.dirname, '../../../../..');

/** Whether `port` can be listened on at 127.0.0.1 now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

/** Ports handed out by this process, so that two servers it starts at once never get the same one. */
const handedOut = new Set<number>();

/**
 * A port free at 127.0.0.1. With HR_PORTS (`3305-3309`) set, the first free one of that range not yet
 * handed out by this process (on a machine shared by several people, each keeps to ports of their own);
 * otherwise one the system picks.
 */
export async function freePort(): Promise<number> {
  const range = process.env.HR_PORTS?.match(/^(\d+)-(\d+)$/);
  if (range) {
    for (let port = Number(range[1]); port <= Number(range[2]); port++) {
      if (handedOut.has(port) || !(await canListen(port))) continue;
      handedOut.add(port);
      return port;
    }
    throw new Error(`no free port left in HR_PORTS=${process.env.HR_PORTS}`);
  }
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Gives a port of HR_PORTS back once its server is gone. */
export function releasePort(port: number): void {
  handedOut.delete(port);
}

/**
 * Reads `read()` every `everyMs` until `ok` holds and returns that value; after `tries` reads it throws,
 * naming `what` and adding `detail()` (e.g. what a server printed). A wait bounded by its tries (and the
 * test's own timeout), not a timed assertion.
 */
export async function until<T>(
  read: () => T | Promise<T>,
  ok: (value: T) => boolean,
  what: string,
  { tries = 1200, everyMs = 250, detail }: { tries?: number; everyMs?: number; detail?: () => string } = {},
): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`timed out waiting for ${what}${detail ? `:\n${detail()}` : ''}`);
}

/** A database of its own on the PostgreSQL server of `serverUrl`: its URL, and its drop. */
export interface TemporaryDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** Creates `<prefix>_<time>` on the server of `serverUrl` (dropped with `drop()`, its connections ended). */
export async function temporaryDatabase(serverUrl: string, prefix: string): Promise<TemporaryDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** A server process started by `startServerProcess`. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** `http://127.0.0.1:<port>`. */
  base: string;
  /** What it printed so far (stdout and stderr, in order of arrival). */
  output(): string;
  /** Its exit code (null when killed by a signal), once it has exited. */
  exited: Promise<number | null>;
  /** Resolves when GET /health/ready answers 200; rejects when the process exits first. */
  ready(what?: string): Promise<void>;
  /** Calls `listener` on each chunk of output (after it was added to `output()`). */
  onOutput(listener: () => void): void;
  /** Sends `signal` (SIGKILL by default) unless it has already exited, and waits for its exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Spawns `node --import tsx <script>` (the product's `apps/server/src/main.ts` by default) in the repository
 * with the environment given on top of this process's, on a free port (PORT, HOST and PUBLIC_URL set unless
 * given), its output kept. `command` replaces node's whole argument list (a bench runs the compiled server).
 */
export async function startServerProcess({
  script = 'apps/server/src/main.ts',
  env = {},
  nodeArgs = [],
  command,
  port: givenPort,
  stdin = 'ignore',
}: {
  script?: string;
  env?: Record<string, string | undefined>;
  nodeArgs?: string[];
  command?: string[];
  port?: number;
  stdin?: 'ignore' | 'pipe';
} = {}): Promise<ServerProcess> {
  const port = givenPort ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, command ?? [...nodeArgs, '--import', 'tsx', script], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, ...env },
    stdio: [stdin, 'pipe', 'pipe'],
  });
  let output = '';
  const listeners: Array<() => void> = [];
  const read = (chunk: Buffer) => {
    output += chunk;
    for (const l of listeners) l();
  };
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      releasePort(port);
      resolve(code);
    }),
  );
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  return {
    child,
    port,
    base,
    output: () => output,
    exited,
    onOutput: (listener) => listeners.push(listener),
    async ready(what = 'the server to be ready') {
      await until(
        async () => {
          if (gone()) throw new Error(`the server exited during start:\n${output}`);
          return fetch(`${base}/health/ready`).then(
            (r) => r.ok,
            () => false,
          );
        },
        Boolean,
        what,
        { detail: () => output },
      );
    },
    async stop(signal = 'SIGKILL') {
      if (gone()) return;
      child.kill(signal);
      await exited;
    },
  };
}
