#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL server.
//
//   node scripts/with-postgres.mjs vitest run apps/server
//   node scripts/with-postgres.mjs tsx bench/run.ts
//
// Creates a temporary cluster (initdb) owned by the `postgres` system user when running as root
// (initdb refuses root), starts it on 127.0.0.1 at a free port, runs the command with
// DATABASE_URL and HR_TEST_DATABASE set, then always stops the server and removes the folder,
// also on failure and on SIGINT/SIGTERM. Exits with the command's exit code.
// PG_EXTRA_OPTIONS adds server settings, e.g. to see each statement's planning and execution time:
//   PG_EXTRA_OPTIONS='-c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track_planning=on'

import { spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { constants, tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const tag = '[with-postgres]';

function log(message) {
  console.error(`${tag} ${message}`);
}

/** Runs a process; resolves with { code, output }. Output is captured unless `inherit` is set. */
function run(cmd, args, { inherit = false, cwd, env } = {}) {
  return new Promise((resolvePromise) => {
    let output = '';
    const child = spawn(cmd, args, {
      cwd,
      env: env ?? process.env,
      stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    if (!inherit) {
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
    }
    child.on('error', (error) => resolvePromise({ code: 127, output: `${output}${error.message}\n` }));
    child.on('close', (code, signal) => resolvePromise({ code: code ?? signalCode(signal), output }));
  });
}

function signalCode(signal) {
  return 128 + (constants.signals[signal] ?? 0);
}

function isExecutable(file) {
  try {
    return statSync(file).isFile() && (statSync(file).mode & 0o111) !== 0;
  } catch {
    return false;
  }
}

function onPath(name, pathValue = process.env.PATH ?? '') {
  for (const dir of pathValue.split(delimiter)) {
    if (dir && isExecutable(join(dir, name))) return join(dir, name);
  }
  return undefined;
}

/** Directory holding initdb, pg_ctl and postgres: the PATH first, then Debian's versioned folders. */
function findPgBin() {
  const initdb = onPath('initdb');
  if (initdb && onPath('pg_ctl')) return dirname(initdb);
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((v) => isExecutable(join(base, v, 'bin', 'initdb')))
      .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
    if (versions.length > 0) return join(base, versions[0], 'bin');
  }
  return undefined;
}

async function ensurePgBin() {
  let bin = findPgBin();
  if (bin) return bin;
  if (!isRoot) {
    throw new Error('initdb/pg_ctl not found on PATH or in /usr/lib/postgresql/*/bin; install PostgreSQL');
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  log('PostgreSQL binaries not found; running: apt-get install -y postgresql');
  let result = await run('apt-get', ['install', '-y', 'postgresql'], { inherit: true, env });
  if (result.code !== 0) {
    log('apt-get install failed; running: apt-get update, then apt-get install -y postgresql again');
    await run('apt-get', ['update'], { inherit: true, env });
    result = await run('apt-get', ['install', '-y', 'postgresql'], { inherit: true, env });
  }
  bin = findPgBin();
  if (!bin) throw new Error('PostgreSQL binaries still not found after apt-get install postgresql');
  return bin;
}

/** Whether `port` can be listened on at 127.0.0.1 now. */
function canListen(port) {
  return new Promise((resolvePromise) => {
    const server = createServer();
    server.once('error', () => resolvePromise(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolvePromise(true)));
  });
}

/** A free port: with HR_PORTS (`3305-3309`) the first free one of that range, else one the system picks. */
async function freePort() {
  const range = process.env.HR_PORTS?.match(/^(\d+)-(\d+)$/);
  if (range) {
    for (let port = Number(range[1]); port <= Number(range[2]); port++)
      if (await canListen(port)) return port;
    throw new Error(`no free port left in HR_PORTS=${process.env.HR_PORTS}`);
  }
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePromise(port));
    });
  });
}

function shellQuote(value) {
  return `'${String(value).replaceAll("'", "'\\''")}'`;
}

/** Resolves a command name the way npx would: node_modules/.bin from the cwd upwards, then the repo root. */
function resolveCommand(name) {
  if (name.includes('/')) return name;
  let dir = process.cwd();
  for (;;) {
    const candidate = join(dir, 'node_modules', '.bin', name);
    if (isExecutable(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  const fromRoot = join(repoRoot, 'node_modules', '.bin', name);
  return isExecutable(fromRoot) ? fromRoot : name;
}

async function main() {
  const command = process.argv.slice(2);
  if (command.length === 0) {
    console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
    return 2;
  }

  const bin = await ensurePgBin();

  // The server processes run as `postgres` when we are root, else as ourselves.
  let asPostgres = (cmd, args) => [cmd, args];
  let ownerIds;
  if (isRoot) {
    const uid = await run('id', ['-u', 'postgres']);
    const gid = await run('id', ['-g', 'postgres']);
    if (uid.code !== 0 || gid.code !== 0) {
      throw new Error('running as root but there is no `postgres` system user to own the cluster');
    }
    ownerIds = [Number(uid.output.trim()), Number(gid.output.trim())];
    if (onPath('runuser')) {
      asPostgres = (cmd, args) => ['runuser', ['-u', 'postgres', '--', cmd, ...args]];
    } else {
      asPostgres = (cmd, args) => [
        'su',
        ['postgres', '-s', '/bin/sh', '-c', [cmd, ...args].map(shellQuote).join(' ')],
      ];
    }
  }

  const state = { dir: undefined, dataDir: undefined, started: false, child: undefined, signal: undefined };

  const cleanup = async () => {
    const hadServer = state.started;
    if (state.started) {
      state.started = false;
      const [cmd, args] = asPostgres(join(bin, 'pg_ctl'), [
        'stop',
        '-D',
        state.dataDir,
        '-m',
        'fast',
        '-w',
        '-t',
        '30',
      ]);
      const stopped = await run(cmd, args, { cwd: state.dir });
      if (stopped.code !== 0) {
        // Already gone (e.g. Ctrl-C reached the postmaster too) or stuck: make sure nothing is left.
        const pidFile = join(state.dataDir, 'postmaster.pid');
        if (existsSync(pidFile)) {
          const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
          if (pid > 0) {
            try {
              process.kill(pid, 'SIGKILL');
              log(`pg_ctl stop failed; killed postmaster ${pid}`);
            } catch {
              // not running
            }
          }
        }
      }
    }
    if (state.dir) {
      rmSync(state.dir, { recursive: true, force: true });
      log(hadServer ? 'server stopped, temporary cluster removed' : 'temporary cluster removed');
      state.dir = undefined;
    }
  };

  const onSignal = (signal) => {
    if (state.signal) return;
    state.signal = signal;
    log(`received ${signal}; stopping`);
    if (state.child && state.child.exitCode === null) {
      state.child.kill(signal);
      setTimeout(() => state.child?.kill('SIGKILL'), 10_000).unref();
    }
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('SIGHUP', onSignal);

  try {
    let dir = mkdtempSync(join(tmpdir(), 'hr-pg-'));
    state.dir = dir;
    if (ownerIds) {
      chownSync(dir, ...ownerIds);
      const [cmd, args] = asPostgres('test', ['-w', dir]);
      if ((await run(cmd, args, { cwd: '/' })).code !== 0) {
        // TMPDIR is not reachable by the postgres user (e.g. under /root): fall back to /tmp.
        rmSync(dir, { recursive: true, force: true });
        dir = mkdtempSync('/tmp/hr-pg-');
        state.dir = dir;
        chownSync(dir, ...ownerIds);
      }
    }
    state.dataDir = join(dir, 'data');
    const logFile = join(dir, 'postgres.log');

    const asOwner = (cmd, args) => {
      const [c, a] = asPostgres(join(bin, cmd), args);
      return run(c, a, { cwd: dir });
    };

    const init = await asOwner('initdb', [
      '-D',
      state.dataDir,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--no-locale',
      '--no-sync',
    ]);
    if (state.signal) return signalCode(state.signal);
    if (init.code !== 0) throw new Error(`initdb failed (exit ${init.code}):\n${init.output}`);

    let port;
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      const options = [
        '-c listen_addresses=127.0.0.1',
        `-c port=${port}`,
        `-c unix_socket_directories=${shellQuote(dir)}`,
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
        '-c max_connections=300',
        ...(process.env.PG_EXTRA_OPTIONS ? [process.env.PG_EXTRA_OPTIONS] : []),
      ].join(' ');
      state.started = true;
      const start = await asOwner('pg_ctl', [
        'start',
        '-w',
        '-t',
        '60',
        '-D',
        state.dataDir,
        '-l',
        logFile,
        '-o',
        options,
      ]);
      if (start.code === 0) break;
      if (state.signal) return signalCode(state.signal);
      state.started = existsSync(join(state.dataDir, 'postmaster.pid'));
      const serverLog = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
      if (attempt >= 3 || !/could not bind|Address already in use/i.test(serverLog)) {
        throw new Error(`pg_ctl start failed (exit ${start.code}):\n${start.output}\n${serverLog}`);
      }
      log(`port ${port} was taken; retrying`);
    }
    if (state.signal) return signalCode(state.signal);

    const version = (await run(join(bin, 'postgres'), ['--version'])).output.trim();
    const databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    log(`${version} listening on 127.0.0.1:${port} (DATABASE_URL=${databaseUrl})`);

    const binDir = join(repoRoot, 'node_modules', '.bin');
    const env = {
      ...process.env,
      PATH: `${binDir}${delimiter}${process.env.PATH ?? ''}`,
      DATABASE_URL: databaseUrl,
      HR_TEST_DATABASE: 'postgres',
    };
    const [name, ...args] = command;
    const code = await new Promise((resolvePromise) => {
      const child = spawn(resolveCommand(name), args, { stdio: 'inherit', env });
      state.child = child;
      child.on('error', (error) => {
        console.error(`${tag} could not start ${name}: ${error.message}`);
        resolvePromise(127);
      });
      child.on('exit', (exitCode, signal) => {
        resolvePromise(exitCode ?? signalCode(signal));
      });
    });
    if (state.signal) return signalCode(state.signal);
    return code;
  } finally {
    await cleanup();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`${tag} ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
