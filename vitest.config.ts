import { defineConfig } from 'vitest/config';

// One suite for unit and API tests. By default the API tests boot an embedded PGlite database per
// file; with DATABASE_URL set (see scripts/with-postgres.mjs) the server's test helpers use that
// PostgreSQL server instead. Browser journeys live in tests/e2e and run under Playwright.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', 'tests/e2e/**'],
    environment: 'node',
    // Gives API test files the run's migrated and seeded database snapshot (apps/server/src/test).
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    pool: 'forks',
    // Test files share their worker's module cache instead of re-importing the server (about 2 s a file)
    // for each: the unit stage went from 6m08s to 2m54s. Files must leave no global state behind (real
    // timers and restored mocks in afterEach), and every API test file opens a database of its own.
    isolate: false,
    // 2-core machines; every API test file runs its own database.
    maxWorkers: 2,
    // `npm test` runs these stages in the idle scheduling class beside the browser journeys (scripts/test.mjs),
    // where a test waits for whatever CPU the browser leaves, for minutes while it scans every route for
    // accessibility: a test's time allowed is a hang's bound, not a measure (speed is measured in bench/), so
    // tests name no shorter one of their own. The walk of every route by another tenant's admin, 75 s alone,
    // passed its former 120 s only when not stopped (session 20's note).
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
