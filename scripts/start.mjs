#!/usr/bin/env node
// `npm start`: the whole product on one origin. Builds the web app first when apps/web/dist is
// missing or older than one of its sources (a stale build would serve old screens), compiles the server (scripts/build-server.mjs, esbuild: apps/server/dist/main.mjs) when a
// source is newer than its bundle, then runs the bundle with NODE_ENV=production unless set and the Node options
// of `serverNodeOptions` (source maps, a larger young generation). The
// server itself reads PORT (default 3000), HOST, DATA_DIR (default ./.data), DATABASE_URL and
// PUBLIC_URL, and prints the phases of its start once it listens (`ready in …`).

import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

let current;
let stopping;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopping = signal;
    if (current && current.exitCode === null) current.kill(signal);
  });
}

function run(cmd, args, env = process.env) {
  return new Promise((resolvePromise) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: repoRoot, env });
    current = child;
    child.on('error', (error) => {
      console.error(`[start] could not start ${cmd}: ${error.message}`);
      resolvePromise(127);
    });
    child.on('exit', (code, signal) => resolvePromise(code ?? 128 + (constants.signals[signal] ?? 0)));
  });
}

// WEB_DIST names another build (the browser tests build their own); only the default one is built here.
const { buildServer, newestIn, serverBundle, serverBundleStale, serverNodeOptions } = await import(
  './build-server.mjs'
);
const webIndex = join(repoRoot, 'apps/web/dist/index.html');
const webSources = ['apps/web/src', 'apps/web/index.html', 'apps/web/package.json', 'packages/contracts/src'];
const webBuilt = existsSync(webIndex) ? statSync(webIndex).mtimeMs : 0;
if (!process.env.WEB_DIST && webSources.some((source) => newestIn(join(repoRoot, source)) > webBuilt)) {
  console.log(
    webBuilt
      ? '[start] a web source is newer than apps/web/dist; building the web app (npm run build -w @hr/web)'
      : '[start] apps/web/dist/index.html is missing; building the web app (npm run build -w @hr/web)',
  );
  const code = await run(npm, ['run', 'build', '-w', '@hr/web']);
  if (stopping) process.exit(128 + (constants.signals[stopping] ?? 0));
  if (code !== 0) {
    console.error(`[start] web build failed (exit ${code})`);
    process.exit(code);
  }
}

const main = join(repoRoot, 'apps/server/src/main.ts');
if (!existsSync(main)) {
  console.error('[start] apps/server/src/main.ts not found');
  process.exit(1);
}
if (serverBundleStale()) {
  const seconds = await buildServer();
  console.log(`[start] server compiled (apps/server/dist) in ${seconds.toFixed(1)} s`);
}
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' };
process.exit(await run(process.execPath, [...serverNodeOptions(env), serverBundle], env));
