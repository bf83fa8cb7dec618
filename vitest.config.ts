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
    // 2-core machines; every API test file runs its own database.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
