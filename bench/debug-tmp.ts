import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
const port = 38111; const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'hr-dbg-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: process.env.WEB_DIST, PUBLIC_URL: base, LOG_LEVEL: 'warn', NODE_ENV: 'production' }, stdio: 'inherit' });
for (;;) { try { if ((await fetch(`${base}/health/ready`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 500)); }
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ baseURL: base });
page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
page.on('requestfailed', (r) => console.log('REQFAILED', r.url(), r.failure()?.errorText));
page.on('response', (r) => { if (r.status() >= 400) console.log('HTTP', r.status(), r.url()); });
try {
  await page.goto('/account/login');
  await page.waitForURL(/uid=/);
  await page.getByLabel('User name or e-mail address').fill('admin');
  await page.getByLabel('Password').fill('1q2w3E*');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByTestId('user-menu').waitFor({ timeout: 15000 });
  console.log('SIGNED IN', page.url());
} catch (e) { console.log('FAIL', page.url(), String(e).slice(0, 300)); await page.screenshot({ path: '/tmp/ana/fail.png' }); console.log('ROOT', await page.evaluate(() => document.getElementById('root')?.innerHTML.slice(0, 500))); }
await browser.close(); child.kill('SIGTERM');
