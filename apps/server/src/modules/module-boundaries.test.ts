import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A server module's files are its own: another module imports only its `public.ts` (types included), where
// the module declares what the others may use (`ModuleApis`, `ModuleHooks`) and re-exports the rest they
// need. The platform imports no module but through a public.ts either. The composition (composition.ts,
// app.ts, main.ts) and tests (`*.test.ts`, and `src/test/**` with the API helpers of `src/test/helpers/`) may reach inside. This test
// reads the sources and resolves their relative imports.

const src = fileURLToPath(new URL('..', import.meta.url));

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Paths relative to src, with forward slashes ('modules/employees/index.ts'), and their text. */
const files = walk(src).map(
  (file) => [path.relative(src, file).split(path.sep).join('/'), readFileSync(file, 'utf8')] as const,
);

const importPattern =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

function specifiersOf(text: string): string[] {
  return [...text.matchAll(importPattern)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

function resolve(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1];

/** The composition and the tests may import any module's files. */
const isExempt = (file: string) =>
  ['composition.ts', 'app.ts', 'main.ts'].includes(file) ||
  file.endsWith('.test.ts') ||
  file.startsWith('test/');

function isAllowed(importer: string, target: string): boolean {
  const owner = moduleOf(target);
  if (!owner || moduleOf(importer) === owner) return true;
  return target === `modules/${owner}/public.ts`;
}

/** Every import of another module's internals by a file that is not exempt: `importer -> target`. */
function violations(sources: ReadonlyArray<readonly [string, string]>): string[] {
  return sources
    .filter(([file]) => !isExempt(file))
    .flatMap(([file, text]) =>
      specifiersOf(text)
        .filter((s) => s.startsWith('.'))
        .map((s) => resolve(file, s))
        .filter((target) => !isAllowed(file, target))
        .map((target) => `${file} -> ${target}`),
    );
}

const moduleNames = [
  ...new Set(files.map(([file]) => moduleOf(file)).filter((m): m is string => !!m)),
].sort();

describe('server module boundaries', () => {
  it('finds the modules and their imports', () => {
    expect(moduleNames).toEqual(expect.arrayContaining(['employees', 'organisation', 'requests', 'time']));
    expect(
      specifiersOf(
        "import { a } from './a.ts';\nimport type {\n  B,\n} from '../b.ts';\nexport * from './c.ts';\nconst d = () => import('./d.ts');\nimport './e.ts';",
      ),
    ).toEqual(['./a.ts', '../b.ts', './c.ts', './d.ts', './e.ts']);
    expect(resolve('modules/time/attendance/pairing.ts', '../../employment/public.ts')).toBe(
      'modules/employment/public.ts',
    );
  });

  it('has a public.ts in every module', () => {
    const paths = new Set(files.map(([file]) => file));
    expect(moduleNames.filter((m) => !paths.has(`modules/${m}/public.ts`))).toEqual([]);
  });

  it('imports another module only through its public.ts', () => {
    expect(violations(files.filter(([file]) => file.startsWith('modules/')))).toEqual([]);
  });

  it("has public.ts files that import no other module's internals", () => {
    const publics = files.filter(([file]) => /^modules\/[^/]+\/public\.ts$/.test(file));
    expect(publics.length).toBe(moduleNames.length);
    expect(violations(publics)).toEqual([]);
  });

  it('keeps the platform to public.ts files', () => {
    expect(violations(files.filter(([file]) => file.startsWith('platform/')))).toEqual([]);
  });

  it('catches a violation', () => {
    expect(
      violations([
        ['modules/leave/leave.seed.ts', "import { demoTenantName } from '../tenancy/tenancy.seed.ts';"],
        ['modules/leave/leave.jobs.ts', "import type { TenancyApi } from '../tenancy/public.ts';"],
        ['modules/leave/leave-ledger.service.ts', "import { leaveLedger } from './leave.tables.ts';"],
        [
          'modules/payroll/public.ts',
          "export type { ContractService } from '../employment/contract.service.ts';",
        ],
        ['platform/http/x.ts', "import { employees } from '../../modules/employees/employees.tables.ts';"],
        ['modules/leave/leave.test.ts', "import { x } from '../employees/employee.service.ts';"],
        ['test/helpers/payroll.ts', "import { payslips } from '../../modules/payroll/payroll.tables.ts';"],
        ['composition.ts', "import { currentRoleNames } from './modules/identity/user.service.ts';"],
      ]),
    ).toEqual([
      'modules/leave/leave.seed.ts -> modules/tenancy/tenancy.seed.ts',
      'modules/payroll/public.ts -> modules/employment/contract.service.ts',
      'platform/http/x.ts -> modules/employees/employees.tables.ts',
    ]);
  });
});
