#!/usr/bin/env node
// `npm test`: the whole suite, on a fresh machine, with no other step.
//
//   typecheck  npm run typecheck
//   lint       npm run lint (Biome)
//   unit       vitest run: unit and API tests on the embedded PGlite database
//   pg         the server's API tests again on a real, throwaway PostgreSQL server
//   e2e        Playwright browser journeys on Debian's Chromium
//
// The stages run in two phases: typecheck and lint, then two lanes side by side, unit followed by pg in
// one and e2e in the other. The browser journeys keep about one core busy for most of their quarter of
// an hour (they wait on pages), so the API tests use what is left; run one after another, the suite took
// 25-27 minutes on a 2-core machine. The e2e lane prints as it goes; a lane beside it is shown whole
// when the phase ends (a line says when each of its stages ends). TEST_SERIAL=1 runs every stage one
// after another, each printing as it goes.
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

// Phases run one after another; the lanes of a phase run side by side, the stages of a lane in order.
const phases = [[['typecheck', 'lint']], [['e2e'], ['unit', 'pg']]];

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

const running = new Set();
let interrupted;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    interrupted = signal;
    for (const child of running) if (child.exitCode === null) child.kill(signal);
  });
}

/** Runs a command; its output goes straight to ours, or into `buffer` (an array of chunks) when given. */
function run(cmd, args, buffer) {
  return new Promise((resolvePromise) => {
    const child = spawn(cmd, args, { stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit', cwd: repoRoot });
    running.add(child);
    if (buffer) {
      child.stdout.on('data', (chunk) => buffer.push(chunk));
      child.stderr.on('data', (chunk) => buffer.push(chunk));
    }
    child.on('error', (error) => {
      running.delete(child);
      console.error(`could not start ${cmd}: ${error.message}`);
      resolvePromise(127);
    });
    child.on('close', (code, signal) => {
      running.delete(child);
      resolvePromise(code ?? 128 + (constants.signals[signal] ?? 0));
    });
  });
}

function duration(ms) {
  const s = ms / 1000;
  return s < 60
    ? `${s.toFixed(1)}s`
    : `${Math.floor(s / 60)}m${String(Math.round(s % 60)).padStart(2, '0')}s`;
}

const serial = process.env.TEST_SERIAL === '1';
const byName = new Map(selected.map((s) => [s.name, s]));
const plan = serial
  ? selected.map((stage) => [[stage]])
  : phases
      .map((lanes) =>
        lanes.map((lane) => lane.flatMap((name) => byName.get(name) ?? [])).filter((l) => l.length),
      )
      .filter((lanes) => lanes.length > 0);
const numberOf = new Map(selected.map((stage, index) => [stage, index + 1]));
const results = new Map();

const header = (stage) => {
  const shown = [stage.cmd === node ? 'node' : stage.cmd.replace(`${repoRoot}/`, ''), ...stage.args].join(
    ' ',
  );
  return `\n${bold(`=== [${numberOf.get(stage)}/${selected.length}] ${stage.name}: ${stage.title}`)}\n$ ${shown}\n`;
};

async function runLane(lane, buffered) {
  const shown = [];
  for (const stage of lane) {
    if (interrupted) {
      results.set(stage, { stage, status: 'skipped', ms: 0 });
      continue;
    }
    const buffer = buffered ? [] : undefined;
    if (buffered)
      console.log(
        `\n=== ${stage.name}: started beside the lane above; its output follows when this phase ends`,
      );
    else console.log(header(stage));
    const t0 = Date.now();
    const code = await run(stage.cmd, stage.args, buffer);
    const ms = Date.now() - t0;
    const status = interrupted ? 'interrupted' : code === 0 ? 'passed' : `failed (exit ${code})`;
    results.set(stage, { stage, status, ms });
    const line = `=== ${stage.name}: ${status} in ${duration(ms)}`;
    console.log(`\n${code === 0 ? green(line) : red(line)}`);
    if (buffered)
      shown.push(
        `${header(stage)}\n${Buffer.concat(buffer).toString()}\n${code === 0 ? green(line) : red(line)}`,
      );
  }
  return shown;
}

const started = Date.now();
for (const lanes of plan) {
  const blocks = await Promise.all(lanes.map((lane, index) => runLane(lane, index > 0)));
  for (const block of blocks.flat()) console.log(block);
}
const ordered = selected.map((stage) => results.get(stage) ?? { stage, status: 'skipped', ms: 0 });

const width = Math.max(5, ...ordered.map((r) => r.stage.name.length));
const statusWidth = Math.max(6, ...ordered.map((r) => r.status.length));
console.log(`\n${bold('Summary')}`);
console.log(`${'stage'.padEnd(width)}  ${'result'.padEnd(statusWidth)}  duration`);
console.log(`${'-'.repeat(width)}  ${'-'.repeat(statusWidth)}  --------`);
for (const r of ordered) {
  const status = r.status.padEnd(statusWidth);
  const painted = r.status === 'passed' ? green(status) : red(status);
  console.log(`${r.stage.name.padEnd(width)}  ${painted}  ${r.status === 'skipped' ? '-' : duration(r.ms)}`);
}
console.log(`${'total'.padEnd(width)}  ${''.padEnd(statusWidth)}  ${duration(Date.now() - started)}`);

const failed = ordered.filter((r) => r.status !== 'passed');
if (interrupted) process.exit(128 + (constants.signals[interrupted] ?? 0));
if (failed.length > 0) {
  console.log(
    red(
      `\n${failed.length} of ${ordered.length} stage(s) did not pass: ${failed.map((r) => r.stage.name).join(', ')}`,
    ),
  );
  process.exit(1);
}
console.log(green(`\nAll ${ordered.length} stage(s) passed.`));
