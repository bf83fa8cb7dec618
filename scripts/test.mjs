#!/usr/bin/env node
// `npm test`: the whole suite, on a fresh machine, with no other step.
//
//   typecheck  npm run typecheck
//   lint       npm run lint (Biome)
//   unit       vitest run: unit and API tests on the embedded PGlite database
//   pg         the server's API tests again on a real, throwaway PostgreSQL server
//   e2e        Playwright browser journeys on Debian's Chromium
//
// Every stage runs even when an earlier one failed; a summary table follows and the exit code is
// non-zero when any stage failed. TEST_ONLY=unit,pg runs only the named stages; TEST_SKIP=e2e
// leaves stages out.

import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const node = process.execPath;
const bin = (name) => join(repoRoot, 'node_modules', '.bin', name);

const stages = [
  { name: 'typecheck', title: 'Type check', cmd: npm, args: ['run', 'typecheck'] },
  { name: 'lint', title: 'Lint (Biome)', cmd: npm, args: ['run', 'lint'] },
  { name: 'unit', title: 'Unit and API tests on embedded PGlite', cmd: bin('vitest'), args: ['run'] },
  {
    name: 'pg',
    title: 'API tests on a real PostgreSQL server',
    cmd: node,
    args: ['scripts/with-postgres.mjs', 'vitest', 'run', 'apps/server'],
  },
  { name: 'e2e', title: 'Browser tests (Playwright, Chromium)', cmd: node, args: ['scripts/e2e.mjs'] },
];

const list = (value) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const only = list(process.env.TEST_ONLY);
const skip = list(process.env.TEST_SKIP);
const known = new Set(stages.map((s) => s.name));
for (const name of [...only, ...skip]) {
  if (!known.has(name)) {
    console.error(`unknown stage "${name}" in TEST_ONLY/TEST_SKIP; stages: ${[...known].join(', ')}`);
    process.exit(2);
  }
}
const selected = stages.filter((s) => (only.length === 0 || only.includes(s.name)) && !skip.includes(s.name));

const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);
const green = (t) => paint('32', t);
const red = (t) => paint('31', t);
const bold = (t) => paint('1', t);

let current;
let interrupted;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    interrupted = signal;
    if (current && current.exitCode === null) current.kill(signal);
  });
}

function run(cmd, args) {
  return new Promise((resolvePromise) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: repoRoot });
    current = child;
    child.on('error', (error) => {
      console.error(`could not start ${cmd}: ${error.message}`);
      resolvePromise(127);
    });
    child.on('exit', (code, signal) => resolvePromise(code ?? 128 + (constants.signals[signal] ?? 0)));
  });
}

function duration(ms) {
  const s = ms / 1000;
  return s < 60
    ? `${s.toFixed(1)}s`
    : `${Math.floor(s / 60)}m${String(Math.round(s % 60)).padStart(2, '0')}s`;
}

const results = [];
const started = Date.now();
for (const [index, stage] of selected.entries()) {
  if (interrupted) {
    results.push({ stage, status: 'skipped', ms: 0 });
    continue;
  }
  const shown = [stage.cmd === node ? 'node' : stage.cmd.replace(`${repoRoot}/`, ''), ...stage.args].join(
    ' ',
  );
  console.log(`\n${bold(`=== [${index + 1}/${selected.length}] ${stage.name}: ${stage.title}`)}`);
  console.log(`$ ${shown}\n`);
  const t0 = Date.now();
  const code = await run(stage.cmd, stage.args);
  const ms = Date.now() - t0;
  const status = interrupted ? 'interrupted' : code === 0 ? 'passed' : `failed (exit ${code})`;
  results.push({ stage, status, ms });
  const line = `=== ${stage.name}: ${status} in ${duration(ms)}`;
  console.log(`\n${code === 0 ? green(line) : red(line)}`);
}

const width = Math.max(5, ...results.map((r) => r.stage.name.length));
const statusWidth = Math.max(6, ...results.map((r) => r.status.length));
console.log(`\n${bold('Summary')}`);
console.log(`${'stage'.padEnd(width)}  ${'result'.padEnd(statusWidth)}  duration`);
console.log(`${'-'.repeat(width)}  ${'-'.repeat(statusWidth)}  --------`);
for (const r of results) {
  const status = r.status.padEnd(statusWidth);
  const painted = r.status === 'passed' ? green(status) : red(status);
  console.log(`${r.stage.name.padEnd(width)}  ${painted}  ${r.status === 'skipped' ? '-' : duration(r.ms)}`);
}
console.log(`${'total'.padEnd(width)}  ${''.padEnd(statusWidth)}  ${duration(Date.now() - started)}`);

const failed = results.filter((r) => r.status !== 'passed');
if (interrupted) process.exit(128 + (constants.signals[interrupted] ?? 0));
if (failed.length > 0) {
  console.log(
    red(
      `\n${failed.length} of ${results.length} stage(s) did not pass: ${failed.map((r) => r.stage.name).join(', ')}`,
    ),
  );
  process.exit(1);
}
console.log(green(`\nAll ${results.length} stage(s) passed.`));
