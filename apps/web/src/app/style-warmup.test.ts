import { describe, expect, it } from 'vitest';

// The warm-up (StyleWarmup.tsx) writes antd's styles of the components the pages use before a move needs
// them. A component a page starts to use must be added to it, or the first move into that page pays for its
// styles again: this test reads every antd import of the sources and compares.

const sources = import.meta.glob<string>(
  ['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

/** The names a source imports from 'antd' as values (type-only names left out). */
function antdImports(text: string): string[] {
  return [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)].flatMap((m) =>
    (m[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0] ?? name),
  );
}

/**
 * Left out of the warm-up: what the shell draws on every first page (its layout, grid, flex and space, the top
 * bar's dropdown, the phone menu's drawer), and what draws no style of its own (the providers, the theme, the
 * grid's breakpoint hook).
 */
const drawnByTheShell = ['Layout', 'Flex', 'Space', 'Row', 'Col', 'Dropdown', 'Drawer'];
const noStyleOfItsOwn = ['ConfigProvider', 'App', 'theme', 'Grid'];

describe('the style warm-up', () => {
  it("draws every antd component the app's pages import", () => {
    const warmed = new Set(antdImports(sources['./StyleWarmup.tsx'] ?? ''));
    expect(warmed.size).toBeGreaterThan(30);
    const used = new Set(
      Object.entries(sources)
        .filter(([path]) => path !== './StyleWarmup.tsx')
        .flatMap(([, text]) => antdImports(text)),
    );
    expect(used.has('DatePicker')).toBe(true);
    const missing = [...used].filter(
      (name) => !warmed.has(name) && !drawnByTheShell.includes(name) && !noStyleOfItsOwn.includes(name),
    );
    expect(missing).toEqual([]);
  });
});
