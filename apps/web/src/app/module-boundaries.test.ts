import { describe, expect, it } from 'vitest';

// A web module's files are its own: another module imports only its `public.ts`; the shell finds each
// module's definition and menu by name (app/modules.ts globs `modules/*/index.ts`, app/menu/menu-tree.ts
// `modules/*/menu.ts`) and imports nothing else of a module but its `public.ts`; shared blocks
// (src/components) import no module. This test reads every import, dynamic import and import.meta.glob of
// the sources and resolves their paths, whatever the editor's lint says (biome.json only keeps the
// components' rule: a rule per module would name every module).

const sources = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const importPattern =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;
/** `import.meta.glob('pattern', ...)` or `import.meta.glob(['a', 'b'], ...)`: its patterns. */
const globPattern = /\bimport\.meta\.glob(?:<[^(]*>)?\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g;

function specifiersOf(text: string): string[] {
  return [...text.matchAll(importPattern)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

function globsOf(text: string): string[] {
  return [...text.matchAll(globPattern)].flatMap((m) =>
    [...(m[1] ?? '').matchAll(/'([^']*)'|"([^"]*)"/g)].map((p) => p[1] ?? p[2] ?? ''),
  );
}

function resolve(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/**
 * Paths relative to src ('modules/employees/index.ts'); the glob's keys are relative to this folder. This
 * file's own examples of imports are none.
 */
const files = Object.entries(sources)
  .map(([key, text]) => [resolve('app/this.ts', key), text] as const)
  .filter(([path]) => path !== 'app/module-boundaries.test.ts');

const moduleOf = (path: string) => /^modules\/([^/]+)\//.exec(path)?.[1];
const moduleNames = [
  ...new Set(files.map(([path]) => moduleOf(path)).filter((m): m is string => !!m && m !== '*')),
].sort();

/** The shell's discovery of every module's file of a name: the only way in besides public.ts. */
const discoveries: Readonly<Record<string, string>> = {
  'app/modules.ts': 'modules/*/index.ts',
  'app/menu/menu-tree.ts': 'modules/*/menu.ts',
};

/** Whether `importer` may import `target` (a path, or a glob's pattern). */
function isAllowed(importer: string, target: string): boolean {
  const owner = moduleOf(target);
  if (!owner || moduleOf(importer) === owner) return true;
  if (importer.startsWith('components/')) return false;
  if (target === `modules/${owner}/public.ts`) return true;
  return discoveries[importer] === target;
}

/** Every import of the files that crosses a boundary, as 'importer -> target'. */
function violationsOf(sourceFiles: readonly (readonly [string, string])[]): string[] {
  return sourceFiles.flatMap(([path, text]) =>
    [
      ...specifiersOf(text).filter((s) => s.startsWith('.')),
      ...globsOf(text).filter((g) => g.startsWith('.')),
    ]
      .map((s) => resolve(path, s))
      .filter((target) => !isAllowed(path, target))
      .map((target) => `${path} -> ${target}`),
  );
}

describe('module boundaries', () => {
  it('finds the modules and their imports', () => {
    expect(moduleNames).toEqual(expect.arrayContaining(['employees', 'organisation', 'requests']));
    expect(
      specifiersOf(
        "import { a } from './a.ts';\nexport * from '../b.ts';\nconst c = () => import('./c.tsx');",
      ),
    ).toEqual(['./a.ts', '../b.ts', './c.tsx']);
    expect(
      globsOf(
        "import.meta.glob<Record<string, X>>('../modules/*/index.ts', { eager: true });\nimport.meta.glob(['./a/*.ts', \"./b/*.ts\"])",
      ),
    ).toEqual(['../modules/*/index.ts', './a/*.ts', './b/*.ts']);
    expect(resolve('modules/employees/pages/x/P.tsx', '../../../organisation/public.ts')).toBe(
      'modules/organisation/public.ts',
    );
  });

  it('sees the shell find the modules and their menus', () => {
    const [, modules = ''] = files.find(([path]) => path === 'app/modules.ts') ?? [];
    const [, menu = ''] = files.find(([path]) => path === 'app/menu/menu-tree.ts') ?? [];
    expect(globsOf(modules).map((g) => resolve('app/modules.ts', g))).toEqual(['modules/*/index.ts']);
    expect(globsOf(menu).map((g) => resolve('app/menu/menu-tree.ts', g))).toEqual(['modules/*/menu.ts']);
  });

  it('catches an import across a boundary', () => {
    expect(
      violationsOf([
        // Allowed: a module's own files, another's public.ts, the shell's discovery.
        ['modules/a/pages/P.tsx', "import { x } from '../x.ts';\nimport { b } from '../../b/public.ts';"],
        ['app/modules.ts', "const m = import.meta.glob('../modules/*/index.ts', { eager: true });"],
        ['app/menu/menu-tree.ts', "const m = import.meta.glob('../../modules/*/menu.ts', { eager: true });"],
        // Not allowed.
        ['modules/a/pages/Q.tsx', "import { P } from '../../b/pages/P.tsx';"],
        ['modules/a/index.ts', "const load = () => import('../b/index.ts');"],
        ['components/Table.tsx', "import { b } from '../modules/b/public.ts';"],
        ['app/router.tsx', "import { m } from './menu/../../modules/b/menu.ts';"],
        ['app/other.ts', "const all = import.meta.glob('../modules/*/index.ts');"],
        ['modules/a/menu.ts', "const all = import.meta.glob(['../*/menu.ts']);"],
      ]),
    ).toEqual([
      'modules/a/pages/Q.tsx -> modules/b/pages/P.tsx',
      'modules/a/index.ts -> modules/b/index.ts',
      'components/Table.tsx -> modules/b/public.ts',
      'app/router.tsx -> modules/b/menu.ts',
      'app/other.ts -> modules/*/index.ts',
      'modules/a/menu.ts -> modules/*/menu.ts',
    ]);
  });

  it('imports another module only through its public.ts', () => {
    expect(violationsOf(files)).toEqual([]);
  });
});
