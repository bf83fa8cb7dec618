#!/usr/bin/env node
// Browser tests: makes sure Debian's Chromium is at /usr/bin/chromium (installing it with apt-get
// when missing and running as root), then runs `playwright test` with any extra arguments.
// Playwright's own browser download (`npx playwright install`) does not work on these machines
// and is never used.

import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const chromium = '/usr/bin/chromium';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

let current;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (current && current.exitCode === null) current.kill(signal);
  });
}

function run(cmd, args, env = process.env) {
  console.log(`[e2e] $ ${[cmd, ...args].join(' ')}`);
  return new Promise((resolvePromise) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: repoRoot, env });
    current = child;
    child.on('error', (error) => {
      console.error(`[e2e] could not start ${cmd}: ${error.message}`);
      resolvePromise(127);
    });
    child.on('exit', (code, signal) => resolvePromise(code ?? 128 + (constants.signals[signal] ?? 0)));
  });
}

async function ensureChromium() {
  if (existsSync(chromium)) return true;
  if (!isRoot) {
    console.error(
      `[e2e] ${chromium} is missing; install Debian's chromium package (apt-get install -y chromium)`,
    );
    return false;
  }
  console.log(`[e2e] ${chromium} is missing; installing Debian's chromium package`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update'], env)) !== 0)
    console.error('[e2e] apt-get update failed; trying anyway');
  const code = await run('apt-get', ['install', '-y', 'chromium'], env);
  if (code !== 0 || !existsSync(chromium)) {
    console.error(`[e2e] could not install chromium (apt-get exit ${code})`);
    return false;
  }
  return true;
}

if (!(await ensureChromium())) process.exit(1);
const playwright = join(repoRoot, 'node_modules', '.bin', 'playwright');
const command = existsSync(playwright) ? playwright : 'playwright';
const code = await run(command, ['test', ...process.argv.slice(2)]);
if (code !== 0) printFailedPages();
process.exit(code);

/**
 * What the page showed when a journey failed (Playwright's error-context.md: the page's accessibility
 * snapshot), printed so that a CI log, whose test-results folder is gone, still tells what the user saw.
 */
function printFailedPages() {
  const results = join(repoRoot, 'test-results', process.env.E2E_PORT ?? '3199');
  if (!existsSync(results)) return;
  for (const dir of readdirSync(results).sort()) {
    const file = join(results, dir, 'error-context.md');
    if (!existsSync(file)) continue;
    const lines = readFileSync(file, 'utf8').split('\n');
    console.log(`\n[e2e] the page when ${dir} failed:`);
    console.log(lines.slice(0, 200).join('\n'));
    if (lines.length > 200) console.log(`[e2e] … ${lines.length - 200} more lines in ${file}`);
  }
}
