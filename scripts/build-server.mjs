#!/usr/bin/env node
// Compiles the server once (esbuild) into apps/server/dist: main.mjs and the payslip renderer's child
// process, payslip-pdf-child.mjs. `npm start` runs the bundle with plain node instead of loading ~1,000
// TypeScript files through tsx at every start (issue 45 item 3); scripts/start.mjs calls `buildServer`
// when a source is newer than the bundle, `npm run build` always (with `--template`: and the embedded
// database's template for new data folders, apps/server/src/platform/db/template.ts). The packages of node_modules stay
// outside the bundle (loaded by node as they are); our own sources, @hr/contracts included, are bundled.
//
// A source's `import.meta.url` (the migrations folder, the web app's folder, the payslip template, the
// fonts) is written as the URL of that source file, found from the bundle's own place: the bundle works
// wherever the repository is, and the files it reads stay where they are.

import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const serverDist = join(repoRoot, 'apps/server/dist');
export const serverBundle = join(serverDist, 'main.mjs');
const entries = {
  main: join(repoRoot, 'apps/server/src/main.ts'),
  'payslip-pdf-child': join(repoRoot, 'apps/server/src/modules/payroll/pdf/payslip-pdf-child.ts'),
};
/** What the bundle is made of: when any file here is newer than the bundle, it is built again. */
const sources = [
  join(repoRoot, 'apps/server/src'),
  join(repoRoot, 'packages/contracts/src'),
  join(repoRoot, 'apps/server/package.json'),
  join(repoRoot, 'packages/contracts/package.json'),
  fileURLToPath(import.meta.url),
];

/**
 * The Node options the server runs with (`npm start`, and the benches that measure it):
 * - `--enable-source-maps`: a logged stack names the TypeScript source, not the bundle's line;
 * - `--max-semi-space-size=64`: V8's young generation may grow to 64 MB a half instead of 16. Nearly all
 *   of a request's objects die young; with the small default, a busy server collects every few dozen
 *   requests and copies what the requests in flight still hold each time. Measured with `bench:lists`
 *   (docs/scaling.md, "Lists at the floor", session 26): 10-20 % less CPU a list request, for up to 96 MB
 *   more memory a process under load (the young generation grows as it is used: a fresh start holds no
 *   more, a process after heavy work up to that much until V8 shrinks it again).
 *   A `--max-semi-space-size` of NODE_OPTIONS (V8 also reads it with underscores) is kept instead of ours.
 */
export function serverNodeOptions(env = process.env) {
  const own = /--max[-_]semi[-_]space[-_]size\b/.test(env.NODE_OPTIONS ?? '');
  const young = own ? [] : ['--max-semi-space-size=64'];
  return ['--enable-source-maps', ...young];
}

/** The newest modification time under a file or folder (tests left out). */
export function newestIn(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    // Tests are not in the bundle.
    if (entry.isFile() && /\.test\.ts$/.test(entry.name)) continue;
    newest = Math.max(newest, newestIn(join(path, entry.name)));
  }
  return newest;
}

/** Whether the bundle is missing or older than one of its sources. */
export function serverBundleStale() {
  const built = Math.min(
    ...Object.keys(entries).map(
      (name) => statSync(join(serverDist, `${name}.mjs`), { throwIfNoEntry: false })?.mtimeMs ?? 0,
    ),
  );
  if (!built) return true;
  return sources.some((source) => newestIn(source) > built);
}

/** Builds the bundle; returns the seconds it took. */
export async function buildServer() {
  const started = performance.now();
  const { build } = await import('esbuild');
  /** Our sources' `import.meta.url`: the source file's URL, from the bundle's place. */
  const sourceUrls = {
    name: 'source-urls',
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, async (args) => {
        let contents = await readFile(args.path, 'utf8');
        // A file that asks whether it runs compiled means the bundle's own URL (the renderer's child).
        if (contents.includes('import.meta.url') && !contents.includes('process.env.HR_SERVER_BUNDLE')) {
          const fromDist = relative(serverDist, args.path).split('\\').join('/');
          contents = contents.replaceAll(
            'import.meta.url',
            `new URL(${JSON.stringify(fromDist)}, import.meta.url).href`,
          );
        }
        return { contents, loader: 'ts' };
      });
    },
  };
  /** Packages of node_modules stay outside; @hr/* (our workspaces, TypeScript sources) come in. */
  const externalPackages = {
    name: 'external-packages',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('@hr/') || args.kind === 'entry-point') return undefined;
        return { path: args.path, external: true };
      });
    },
  };
  await build({
    entryPoints: entries,
    outdir: serverDist,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // No shared chunks: every output file sits in apps/server/dist, the place `import.meta.url` is found from.
    splitting: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    // Names kept: errors, logs and the module registry read constructor and function names.
    keepNames: true,
    define: { 'process.env.HR_SERVER_BUNDLE': '"1"' },
    plugins: [externalPackages, sourceUrls],
    logLevel: 'warning',
  });
  return (performance.now() - started) / 1000;
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const seconds = await buildServer();
  console.log(`[build] server compiled into ${relative(repoRoot, serverBundle)} in ${seconds.toFixed(1)} s`);
  if (!existsSync(serverBundle)) process.exit(1);
  // `npm run build`: the embedded database's template for new data folders too (platform/db/template.ts).
  if (process.argv.includes('--template')) {
    const { spawnSync } = await import('node:child_process');
    const cli = join(repoRoot, 'apps/server/src/platform/db/backup-cli.ts');
    const made = spawnSync(process.execPath, ['--import', 'tsx', cli, 'template'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (made.status !== 0) process.exit(made.status ?? 1);
  }
}
