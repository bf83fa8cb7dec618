#!/usr/bin/env node
// The shape of the code base against the issue's goals, as a table: `npm run shape`.
//
// It measures whatever the working tree holds (the files git tracks, and the untracked ones it does not
// ignore: a new file counts before it is committed), writes nothing in the tree and always exits 0: it is
// a report, not a gate. Lines are a file's lines as `wc -l` counts them, a last line without its newline
// included.
//
// Test files, left out of every count: `*.test.ts(x)`, files named `*test-helpers*` (none left: the API
// helpers of the tests are in apps/server/src/test/helpers/), anything in a
// `tests/` folder and apps/server/src/test/.
//
// 1, 2. Lines of the files whose name or folder names the salary rule category, the attachment type (the
//       attachment type's page folder held its size input, which the issue's 587 counted: it is now the general
//       file-size control of apps/web/src/components, FileSizeInput and file-size.ts, not counted); under packages/
//       and apps/, seeds (`*.seed.ts`) and locale JSON left out.
// 3.    The largest source file of apps/server/src.
// 4.    biome.json's lines.
// 5.    Pairs of duplicated places in product code, by the `duplicates` command when it is on PATH
//       (/work/.library/duplicates/README.md), over a temporary copy holding only product files: tests,
//       migrations (apps/server/drizzle), bench/ and scripts/ left out. Its first line counts the pairs.
// 6.    Registration lines: what adding a module costs outside its own three folders
//       (packages/contracts/src/<m>, apps/server/src/modules/<m>, apps/web/src/modules/<m>). The modules
//       are the folders of apps/server/src/modules. Only "central" files are read: product files outside
//       every module's folders (one module using another is a dependency, not a registration). A line of
//       a central file counts once for module m when it
//         a. imports or re-exports m's index (`…/<m>/index.ts`; a multi-line import counts all its lines),
//         b. names, outside the import, something imported from m's index in that file (the list entries
//            of packages/contracts/src/modules.ts, apps/server/src/composition.ts, apps/web/src/app/modules.ts),
//         c. names m's contract module (`<m>Contracts`),
//         d. in biome.json, names m's folder (`<m>/`, e.g. "**/finance/**"),
//         e. in apps/web/src/app/menu/* and apps/web/src/locales/*/menu.json, names one of m's files
//            (`modules/finance/...`), its permissions (`FinancePermissions`) or a key of its own
//            (`finance.currency`; comment lines left out). The shell's top-level groups (Payroll, Finance:
//            product areas several modules put entries in) are not a module's registration.
//       The value is the largest count over the modules; finance's files are listed as an example.
//
// Also printed for context: the non-test lines of code of the server, the web app and the contracts.

import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// ---------------------------------------------------------------------------------------------- files

function gitFiles() {
  const run = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`git ls-files failed: ${run.stderr}`);
  const seen = new Set();
  for (const path of run.stdout.split('\0')) {
    if (!path || seen.has(path)) continue;
    const full = join(root, path);
    if (existsSync(full) && statSync(full).isFile()) seen.add(path);
  }
  return [...seen].sort();
}

const isTest = (path) =>
  /\.test\.tsx?$/.test(path) ||
  basename(path).includes('test-helpers') ||
  /(^|\/)tests\//.test(path) ||
  path.startsWith('apps/server/src/test/');

const codeExtensions = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|css|html|sql)$/;

const texts = new Map();
function text(path) {
  let t = texts.get(path);
  if (t === undefined) {
    t = readFileSync(join(root, path), 'utf8');
    texts.set(path, t);
  }
  return t;
}

function lineCount(path) {
  const t = text(path);
  if (!t) return 0;
  return t.split('\n').length - (t.endsWith('\n') ? 1 : 0);
}

const sum = (paths) => paths.reduce((n, p) => n + lineCount(p), 0);

const files = gitFiles();
const productFiles = files.filter((p) => !isTest(p));

// ----------------------------------------------------------------------------------------- measures

const rows = [];
const notes = [];
function row(measure, value, goal, ok) {
  rows.push([measure, String(value), goal, ok === undefined ? '-' : ok ? 'yes' : 'NO']);
}

/** Non-test files under packages/ and apps/ whose name matches, seeds and locale JSON left out. */
function namedFiles(pattern) {
  return productFiles.filter(
    (p) =>
      /^(packages|apps)\//.test(p) &&
      pattern.test(p.split('/').slice(2).join('/')) &&
      !p.endsWith('.seed.ts') &&
      !(/(^|\/)locales\//.test(p) && p.endsWith('.json')),
  );
}

const ruleCategory = namedFiles(/salary-?rule-?categor/i);
const ruleCategoryLines = sum(ruleCategory);
row(
  'salary rule category lines',
  `${ruleCategoryLines} (${ruleCategory.length} files)`,
  '<= 200',
  ruleCategoryLines <= 200,
);

const attachmentType = namedFiles(/attachment-?type/i);
const attachmentTypeLines = sum(attachmentType);
row(
  'attachment type lines',
  `${attachmentTypeLines} (${attachmentType.length} files)`,
  '<= 350',
  attachmentTypeLines <= 350,
);

const serverSources = productFiles.filter((p) => p.startsWith('apps/server/src/') && codeExtensions.test(p));
const largest = serverSources
  .map((p) => ({ path: p, lines: lineCount(p) }))
  .sort((a, b) => b.lines - a.lines || a.path.localeCompare(b.path))[0];
row(
  'largest server source file',
  largest ? `${largest.lines} (${largest.path.replace('apps/server/src/', '')})` : 'n/a',
  '<= 450',
  largest ? largest.lines <= 450 : undefined,
);

const biomeLines = existsSync(join(root, 'biome.json')) ? lineCount('biome.json') : 0;
row('biome.json lines', biomeLines, '<= 120', biomeLines <= 120);

// 5. Duplicates.
const duplicates = duplicatePairs();
row(
  'duplicate pairs (product code)',
  duplicates.value,
  '<= 300',
  duplicates.pairs === undefined ? undefined : duplicates.pairs <= 300,
);
if (duplicates.note) notes.push(duplicates.note);

function duplicatePairs() {
  const probe = spawnSync('duplicates', ['--help'], { stdio: 'ignore' });
  if (probe.error) return { value: 'n/a (duplicates not installed)' };
  const product = productFiles.filter(
    (p) => /^(packages|apps)\//.test(p) && !p.startsWith('apps/server/drizzle/'),
  );
  const copy = mkdtempSync(join(tmpdir(), 'shape-'));
  try {
    for (const p of product) {
      mkdirSync(join(copy, dirname(p)), { recursive: true });
      copyFileSync(join(root, p), join(copy, p));
    }
    const run = spawnSync('duplicates', ['--most', '1', '--seconds', '120', '--repo', copy], {
      cwd: copy,
      encoding: 'utf8',
      timeout: 150_000,
      maxBuffer: 16 * 1024 * 1024,
    });
    const output = `${run.stdout ?? ''}`;
    const first = output.split('\n')[0] ?? '';
    const incomplete = output.split('\n').find((l) => l.startsWith('incomplete:'));
    const note = incomplete ? `duplicates: ${incomplete}` : undefined;
    if (/^no duplicates/i.test(first)) return { pairs: 0, value: '0', note };
    const match = /^(\d+) pairs?\b/.exec(first);
    if (!match) return { value: `n/a (${(first || run.error?.message || 'no answer').slice(0, 60)})`, note };
    const pairs = Number(match[1]);
    return { pairs, value: String(pairs) + (incomplete ? ' (incomplete)' : ''), note };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

// 6. Registration lines of a module in central files.
const modulesDir = join(root, 'apps/server/src/modules');
const modules = existsSync(modulesDir)
  ? readdirSync(modulesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort()
  : [];
const moduleFolders = ['packages/contracts/src/', 'apps/server/src/modules/', 'apps/web/src/modules/'];
const inSomeModule = (path) =>
  moduleFolders.some(
    (folder) => path.startsWith(folder) && modules.includes(path.slice(folder.length).split('/')[0]),
  );
const central = productFiles.filter(
  (p) =>
    (/^(packages|apps)\//.test(p) || p === 'biome.json') &&
    !inSomeModule(p) &&
    (codeExtensions.test(p) || p.endsWith('.json')) &&
    !p.startsWith('apps/server/drizzle/'),
);
const isMenuFile = (p) =>
  p.startsWith('apps/web/src/app/menu/') || /^apps\/web\/src\/locales\/[^/]+\/menu\.json$/.test(p);

const literal = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const camel = (m) => m.replace(/-(\w)/g, (_, c) => c.toUpperCase());
const pascal = (m) => camel(m).replace(/^\w/, (c) => c.toUpperCase());
const isComment = (line) => /^\s*(\/\/|\/\*|\*)/.test(line);

/** For one module: file -> the numbers of its registration lines. */
function registrations(m) {
  const index = new RegExp(`(^|[/'"])${literal(m)}/index\\.(ts|tsx|js|mjs)['"]`);
  const contract = new RegExp(`\\b${literal(camel(m))}Contracts\\b`);
  const folder = new RegExp(`(?<![\\w-])${literal(m)}/`);
  const named = new RegExp(
    `modules/${literal(m)}/|\\b${literal(pascal(m))}Permissions\\b|(?<![A-Za-z])${literal(camel(m))}\\.[a-z]`,
  );
  const found = new Map();
  for (const path of central) {
    const lines = text(path).split('\n');
    const hits = new Set();
    // a. Imports and re-exports of the index (whole statements), and b. the names they bring in.
    const statement = /(?:^|\n)[ \t]*(import|export)\b[^;]*?\bfrom\s+(['"])([^'"]+)\2/g;
    const names = new Set();
    for (const match of text(path).matchAll(statement)) {
      if (!index.test(`'${match[3]}'`)) continue;
      const start = text(path).slice(0, match.index).split('\n').length - (match[0].startsWith('\n') ? 0 : 1);
      const span = match[0].replace(/^\n/, '').split('\n').length;
      for (let i = 0; i < span; i++) hits.add(start + i);
      const braces = /\{([^}]*)\}/.exec(match[0]);
      for (const part of braces?.[1].split(',') ?? []) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)
          .pop()
          ?.trim();
        if (name) names.add(name);
      }
    }
    const uses = names.size ? new RegExp(`\\b(?:${[...names].map(literal).join('|')})\\b`) : undefined;
    lines.forEach((line, i) => {
      if (hits.has(i) || (path.endsWith('.ts') || path.endsWith('.tsx') ? isComment(line) : false)) return;
      if (uses?.test(line) || contract.test(line)) hits.add(i);
      else if (path === 'biome.json' && folder.test(line)) hits.add(i);
      else if (isMenuFile(path) && named.test(line)) hits.add(i);
    });
    if (hits.size) found.set(path, hits.size);
  }
  return found;
}

const perModule = modules.map((m) => {
  const files = registrations(m);
  return { module: m, files, lines: [...files.values()].reduce((a, b) => a + b, 0) };
});
const worst = perModule.reduce((a, b) => (b.lines > a.lines ? b : a), {
  module: '-',
  lines: 0,
  files: new Map(),
});
row('registration lines to add a module (max)', `${worst.lines} (${worst.module})`, '<= 3', worst.lines <= 3);
const finance = perModule.find((p) => p.module === 'finance');
if (finance)
  notes.push(
    `registration lines of finance: ${finance.lines}, in ${[...finance.files]
      .map(([path, n]) => `${path} ${n}`)
      .join(', ')}`,
  );
notes.push(`registration lines by module: ${perModule.map((p) => `${p.module} ${p.lines}`).join(', ')}`);

// ------------------------------------------------------------------------------------------ context

const codeLines = (prefix) => sum(productFiles.filter((p) => p.startsWith(prefix) && codeExtensions.test(p)));
const context = [
  ['server (apps/server/src)', codeLines('apps/server/src/')],
  ['web (apps/web/src)', codeLines('apps/web/src/')],
  ['contracts (packages/contracts/src)', codeLines('packages/contracts/src/')],
];

// --------------------------------------------------------------------------------------------- print

function table(header, body) {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}

console.log(table(['measure', 'value', 'goal', 'ok?'], rows));
console.log();
console.log(
  table(
    ['non-test lines of code', 'lines'],
    context.map(([name, n]) => [name, String(n)]),
  ),
);
console.log();
for (const note of notes) console.log(`- ${note}`);
process.exitCode = 0;
