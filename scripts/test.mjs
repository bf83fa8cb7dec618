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
// one and e2e in the other. The browser journeys are the suite's longest stage, a chain of pages drawn in
// software and waited on, so the lane beside them runs in Linux's idle scheduling class (`chrt --idle 0`,
// or nice 19 where chrt is missing or refused): the API tests take only the CPU the journeys leave. With equal
// priorities the two lanes took longer than the stages one after another (28m53s against 27m35s), and at
// nice 10 the journeys still took 24m25s instead of about 16 (the API tests' several threads outweighed
// them). The e2e lane prints as it goes; a lane beside it is shown whole when the phase ends
// (a line says when each of its stages ends), and a failed stage's failures are shown again after the
// summary. TEST_SERIAL=1 runs every stage one after another, each
// printing as it goes. The summary gives each stage's CPU time (its processes' user and system time, on
// Linux), which says more than its duration on a shared machine.
//
// Every stage runs even when an earlier one failed; a summary table follows and the exit code is
// non-zero when any stage failed. TEST_ONLY=unit,pg runs only the named stages; TEST_SKIP=e2e
// leaves stages out.

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { constants, setPriority } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

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

/**
 * CPU seconds of this process's children that have ended (user and system, with their own children that
 * they waited for), from /proc on Linux; undefined elsewhere. Read as each stage's process is reaped, the
 * growth since the last reading is that stage's.
 */
function endedChildrenCpu() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}
let cpuSeen = endedChildrenCpu();

/** The machine's CPU ticks, busy and in all, from /proc/stat (Linux); undefined elsewhere. */
function machineTicks() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const ticks = fields.map(Number);
    const idle = ticks[3] + (ticks[4] ?? 0);
    const all = ticks.slice(0, 8).reduce((sum, n) => sum + n, 0);
    return { busy: all - idle, all };
  } catch {
    return undefined;
  }
}

/**
 * How a lane beside the journeys runs: in the idle scheduling class through chrt(1) when it is there (a
 * thread of that class runs only on a CPU nothing else wants), else at the lowest priority (nice 19).
 */
const chrt = ['/usr/bin/chrt', '/bin/chrt'].find(
  (path) => existsSync(path) && spawnSync(path, ['--idle', '0', 'true']).status === 0,
);
const besideJourneys = chrt ? { wrap: [chrt, '--idle', '0'] } : { niceness: 19 };

/**
 * Runs a command; its output is kept in `buffer` (an array of chunks) and, unless `quiet`, passed on to ours
 * as it comes. Resolves to its exit code and CPU seconds.
 */
function run(cmd, args, buffer, { wrap = [], niceness = 0, quiet = false } = {}) {
  return new Promise((resolvePromise) => {
    const [command, ...rest] = [...wrap, cmd, ...args];
    const child = spawn(command, rest, { stdio: ['ignore', 'pipe', 'pipe'], cwd: repoRoot });
    // Set before the stage has started its workers (they inherit it); a platform that refuses leaves it be.
    if (niceness && child.pid)
      try {
        setPriority(child.pid, niceness);
      } catch {}
    running.add(child);
    for (const [stream, ours] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])
      stream.on('data', (chunk) => {
        buffer.push(chunk);
        if (!quiet) ours.write(chunk);
      });
    child.on('error', (error) => {
      running.delete(child);
      console.error(`could not start ${cmd}: ${error.message}`);
      resolvePromise({ code: 127 });
    });
    child.on('exit', () => {
      const now = endedChildrenCpu();
      child.cpu = now === undefined || cpuSeen === undefined ? undefined : now - cpuSeen;
      cpuSeen = now;
    });
    child.on('close', (code, signal) => {
      running.delete(child);
      resolvePromise({ code: code ?? 128 + (constants.signals[signal] ?? 0), cpu: child.cpu });
    });
  });
}

/**
 * The part of a failed stage's output that says what failed, to be shown again after the summary (a CI log
 * kept only by its tail would otherwise lose it): Vitest's "Failed Tests" section, Playwright's list of
 * failed journeys, or else the output's last lines.
 */
function whatFailed(chunks) {
  const lines = stripVTControlCharacters(Buffer.concat(chunks).toString()).split('\n');
  const from = (pattern, to, most) => {
    const start = lines.findIndex((line) => pattern.test(line));
    if (start < 0) return undefined;
    const end = lines.findIndex((line, i) => i > start && to.test(line));
    return lines.slice(start, end < 0 ? undefined : end).slice(0, most);
  };
  const shown =
    from(/Failed (Tests|Suites) \d+/, /^\s*Test Files\s/, 200) ??
    from(/^\s+\d+ failed\s*$/, /^\s+\d+ (passed|skipped|flaky)/, 60) ??
    lines.slice(-60);
  return shown.join('\n').trimEnd();
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
    const buffer = [];
    if (buffered)
      console.log(
        `\n=== ${stage.name}: started beside the lane above; its output follows when this phase ends`,
      );
    else console.log(header(stage));
    const t0 = Date.now();
    const { code, cpu } = await run(stage.cmd, stage.args, buffer, {
      ...(buffered ? besideJourneys : {}),
      quiet: buffered,
    });
    const ms = Date.now() - t0;
    const status = interrupted ? 'interrupted' : code === 0 ? 'passed' : `failed (exit ${code})`;
    results.set(stage, { stage, status, ms, cpu, failures: code === 0 ? undefined : whatFailed(buffer) });
    const line = `=== ${stage.name}: ${status} in ${duration(ms)}${cpu === undefined ? '' : ` (cpu ${duration(cpu * 1000)})`}`;
    console.log(`\n${code === 0 ? green(line) : red(line)}`);
    if (buffered)
      shown.push(
        `${header(stage)}\n${Buffer.concat(buffer).toString()}\n${code === 0 ? green(line) : red(line)}`,
      );
  }
  return shown;
}

const started = Date.now();
const busyByPhase = [];
for (const lanes of plan) {
  const before = machineTicks();
  const blocks = await Promise.all(lanes.map((lane, index) => runLane(lane, index > 0)));
  for (const block of blocks.flat()) console.log(block);
  const after = machineTicks();
  if (before && after && after.all > before.all)
    busyByPhase.push(
      `${lanes.map((lane) => lane.map((stage) => stage.name).join(' then ')).join(' beside ')}: ${Math.round(
        (100 * (after.busy - before.busy)) / (after.all - before.all),
      )} %`,
    );
}
const ordered = selected.map((stage) => results.get(stage) ?? { stage, status: 'skipped', ms: 0 });

const width = Math.max(5, ...ordered.map((r) => r.stage.name.length));
const statusWidth = Math.max(6, ...ordered.map((r) => r.status.length));
console.log(`\n${bold('Summary')}`);
console.log(`${'stage'.padEnd(width)}  ${'result'.padEnd(statusWidth)}  duration  cpu`);
console.log(`${'-'.repeat(width)}  ${'-'.repeat(statusWidth)}  --------  --------`);
const cpuOf = (r) => (r.cpu === undefined ? '-' : duration(r.cpu * 1000));
for (const r of ordered) {
  const status = r.status.padEnd(statusWidth);
  const painted = r.status === 'passed' ? green(status) : red(status);
  const took = r.status === 'skipped' ? '-' : duration(r.ms);
  console.log(`${r.stage.name.padEnd(width)}  ${painted}  ${took.padEnd(8)}  ${cpuOf(r)}`);
}
const cpuTotal = ordered.every((r) => r.cpu !== undefined || r.status === 'skipped')
  ? { cpu: ordered.reduce((sum, r) => sum + (r.cpu ?? 0), 0) }
  : {};
console.log(
  `${'total'.padEnd(width)}  ${''.padEnd(statusWidth)}  ${duration(Date.now() - started).padEnd(8)}  ${cpuOf(cpuTotal)}`,
);

// How busy the machine's CPUs were (all processes, ours and others) while each phase ran: below 100 % the
// phase waited on something other than the CPU.
if (busyByPhase.length) console.log(`\nmachine CPU busy: ${busyByPhase.join('; ')}`);

const failed = ordered.filter((r) => r.status !== 'passed');
for (const r of failed)
  if (r.failures) console.log(`\n${bold(`What failed in ${r.stage.name}:`)}\n${r.failures}`);
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
