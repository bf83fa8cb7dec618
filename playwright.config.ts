import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium.ts';

// E2E_PORT lets two runs (say, two engineers' checkouts) use the machine at once.
const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = `${import.meta.dirname}/.tmp/e2e-data-${port}`;
const webDist = `${import.meta.dirname}/.tmp/e2e-web-${port}`;

// Browser journeys against the real server on an empty embedded database (seeded with the host admin and
// the demo tenant acme). Debian's Chromium only: Playwright's browser download is never used.
export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e/global-teardown.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  outputDir: `test-results/${port}`,
  use: {
    baseURL,
    locale: 'en-US',
    // The product honours the system's reduce-motion setting (antd's animations off): no journey waits for a
    // dialog to fade in or a list to slide open.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  webServer: {
    // Build the web app every time (a stale apps/web/dist would test old code; it takes seconds), start
    // from an empty data folder, then the server serves API and web app on one origin.
    command: `npm run build -w @hr/web -- --outDir ${webDist} --emptyOutDir && rm -rf ${dataDir} && node scripts/start.mjs`,
    url: `${baseURL}/health/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { PORT: String(port), DATA_DIR: dataDir, WEB_DIST: webDist, LOG_LEVEL: 'warn' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
