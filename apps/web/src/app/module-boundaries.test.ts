import { describe, expect, it } from 'vitest';

// A web module's files are its own: another module imports only its `public.ts`; app/modules.ts alone
// imports each module's `index.ts` (its definition); shared blocks (src/components) import no module.
// Biome's noRestrictedImports says the same per module folder while editing (biome.json); this test reads
// the resolved paths, so it also catches what a pattern could miss, and checks biome.json names every
// module.

const sources = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const biomeConfig = import.meta.glob<string>('../../../../biome.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});

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

/** Paths relative to src ('modules/employees/index.ts'); the glob's keys are relative to this folder. */
const files = Object.entries(sources).map(([key, text]) => [resolve('app/this.ts', key), text] as const);

const moduleOf = (path: string) => /^modules\/([^/]+)\//.exec(path)?.[1];
const moduleNames = [
  ...new Set(files.map(([path]) => moduleOf(path)).filter((m): m is string => !!m)),
].sort();

function isAllowed(importer: string, target: string): boolean {
  const owner = moduleOf(target);
  if (!owner || moduleOf(importer) === owner) return true;
  if (importer.startsWith('components/')) return false;
  if (target === `modules/${owner}/public.ts`) return true;
  return importer === 'app/modules.ts' && target === `modules/${owner}/index.ts`;
}

describe('module boundaries', () => {
  it('finds the modules and their imports', () => {
    expect(moduleNames).toEqual(expect.arrayContaining(['employees', 'organisation', 'requests']));
    expect(
      specifiersOf(
        "import { a } from './a.ts';\nexport * from '../b.ts';\nconst c = () => import('./c.tsx');",
      ),
    ).toEqual(['./a.ts', '../b.ts', './c.tsx']);
    expect(resolve('modules/employees/pages/x/P.tsx', '../../../organisation/public.ts')).toBe(
      'modules/organisation/public.ts',
    );
  });

  it('imports another module only through its public.ts', () => {
    const violations = files.flatMap(([path, text]) =>
      specifiersOf(text)
        .filter((s) => s.startsWith('.'))
        .map((s) => resolve(path, s))
        .filter((target) => !isAllowed(path, target))
        .map((target) => `${path} -> ${target}`),
    );
    expect(violations).toEqual([]);
  });

  it('has the lint rule of every module folder in biome.json', () => {
    const [text = '{}'] = Object.values(biomeConfig);
    const overrides = (JSON.parse(text) as { overrides?: unknown[] }).overrides ?? [];
    const missing = moduleNames.filter((m) => {
      const rule = overrides.find((o) => JSON.stringify(o).includes(`"apps/web/src/modules/${m}/**"`));
      const json = JSON.stringify(rule ?? {});
      return moduleNames.some((other) => other !== m && !json.includes(`"**/${other}/**"`));
    });
    expect(missing).toEqual([]);
  });
});
