/**
 * npm run bench:web : what a first visit downloads. The npm script builds apps/web/dist first
 * (`npm run build`) and then runs this file, which builds nothing: `WEB_DIST=/some/build npx tsx
 * bench/web.ts` measures another build. It starts the product as its own process (as `npm start`
 * does: production mode, embedded database in a throwaway folder, migrated and seeded) and loads each
 * page in Debian's Chromium with an empty cache, counting through the DevTools protocol what came
 * over the network:
 *
 * - `/account/login` as a visitor (the page every user sees first);
 * - `/` as a visitor;
 * - `/` signed in as the host admin, after emptying the cache (tokens kept): a returning user's
 *   cold load of the shell with its menu.
 *
 * The login page loads twice (before and after the provider's redirect); the second time comes from
 * the cache and does not count. "JS compressed" is the bodies of the JavaScript responses as sent
 * (brotli or gzip when the server compressed them), "JS transferred" adds their headers, as DevTools'
 * Network panel shows, "JS decoded" is the same JavaScript uncompressed. BENCH_VERBOSE=1 lists the files.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions, chromiumPath } from '../tests/chromium.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const webDist = path.resolve(process.env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'));
const adminPassword = '1q2w3E*';

interface Load {
  name: string;
  requests: number;
  jsFiles: number;
  jsTransferred: number;
  /** The same without response headers: the JavaScript bodies as sent (compressed when they were). */
  jsBodies: number;
  jsDecoded: number;
  allTransferred: number;
  encodings: Set<string>;
  /** Each JavaScript file downloaded: path and bytes on the wire. */
  files: Array<[string, number]>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function startServer(): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hr-bench-web-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: webDist,
        PUBLIC_URL: base,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 360; i++) {
    if (child.exitCode !== null) throw new Error('server exited during start');
    try {
      if ((await fetch(`${base}/health/ready`)).ok) return { base, stop };
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error('server did not become ready');
}

/** Runs `action` while counting the page's network traffic through a CDP session. */
async function measure(
  context: BrowserContext,
  page: Page,
  name: string,
  action: () => Promise<void>,
): Promise<Load> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  const scripts = new Set<string>();
  const decoded = new Map<string, number>();
  const load: Load = {
    name,
    requests: 0,
    jsFiles: 0,
    jsTransferred: 0,
    jsBodies: 0,
    jsDecoded: 0,
    allTransferred: 0,
    encodings: new Set(),
    files: [],
  };
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', () => {
    lastActivity = Date.now();
  });
  const cached = new Set<string>();
  // Without a long cache lifetime the second load asks again and gets 304s: their headers count as
  // transferred, but they are not files downloaded.
  const revalidated = new Set<string>();
  cdp.on('Network.requestServedFromCache', (e) => {
    cached.add(e.requestId);
  });
  const urls = new Map<string, string>();
  const headerBytes = new Map<string, number>();
  cdp.on('Network.responseReceived', (e) => {
    urls.set(e.requestId, new URL(e.response.url).pathname);
    // What came in up to the response event: the status line and headers.
    headerBytes.set(e.requestId, e.response.encodedDataLength);
    if (e.response.fromDiskCache || e.response.fromPrefetchCache) cached.add(e.requestId);
    if (e.response.status === 304) revalidated.add(e.requestId);
    const isScript = e.type === 'Script' || /javascript/.test(e.response.mimeType);
    if (!isScript) return;
    scripts.add(e.requestId);
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    load.encodings.add(headers['content-encoding'] ?? 'identity');
  });
  cdp.on('Network.dataReceived', (e) => {
    decoded.set(e.requestId, (decoded.get(e.requestId) ?? 0) + e.dataLength);
  });
  cdp.on('Network.loadingFinished', (e) => {
    lastActivity = Date.now();
    // A second document load (the login page's round trip through the provider) takes its files
    // from the cache: only what went over the network counts.
    if (cached.has(e.requestId)) return;
    load.requests++;
    load.allTransferred += e.encodedDataLength;
    if (!scripts.has(e.requestId)) return;
    load.jsTransferred += e.encodedDataLength;
    if (revalidated.has(e.requestId)) return;
    const body = e.encodedDataLength - (headerBytes.get(e.requestId) ?? 0);
    load.jsFiles++;
    load.jsBodies += body;
    load.files.push([urls.get(e.requestId) ?? '?', body]);
    load.jsDecoded += decoded.get(e.requestId) ?? 0;
  });
  await action();
  // Whatever the page fetches right after it shows (late chunks, its first API calls) counts too: wait
  // for a second without a request starting or ending. Not 'networkidle': the live notifications'
  // event stream stays open while signed in.
  while (Date.now() - lastActivity < 1000) await page.waitForTimeout(200);
  await cdp.detach();
  return load;
}

async function run(browser: Browser, base: string): Promise<Load[]> {
  const loads: Load[] = [];
  const fresh = async () => {
    const context = await browser.newContext({ baseURL: base, locale: 'en-US' });
    return { context, page: await context.newPage() };
  };

  {
    const { context, page } = await fresh();
    loads.push(
      await measure(context, page, '/account/login (visitor)', async () => {
        await page.goto('/account/login');
        await page.waitForURL(/\/account\/login\?uid=/);
        await page.getByRole('button', { name: 'Login' }).waitFor();
      }),
    );
    await context.close();
  }
  {
    const { context, page } = await fresh();
    loads.push(
      await measure(context, page, '/ (visitor)', async () => {
        await page.goto('/');
        await page.getByRole('heading', { name: 'Welcome' }).waitFor();
      }),
    );
    await context.close();
  }
  {
    const { context, page } = await fresh();
    await page.goto('/account/login');
    await page.waitForURL(/\/account\/login\?uid=/);
    await page.getByLabel('User name or e-mail address').fill('admin');
    await page.getByLabel('Password').fill(adminPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByTestId('user-menu').waitFor();
    loads.push(
      await measure(context, page, '/ (signed in, cold cache)', async () => {
        await page.goto('/');
        await page.getByTestId('user-menu').waitFor();
      }),
    );
    await context.close();
  }
  return loads;
}

const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;

if (!existsSync(path.join(webDist, 'index.html'))) {
  console.error(`${webDist}/index.html is missing: run \`npm run build\` first (npm run bench:web does).`);
  process.exit(1);
}
if (!existsSync(chromiumPath)) {
  console.error(
    `${chromiumPath} is missing: apt-get install -y chromium (npm run test:e2e does it as root).`,
  );
  process.exit(1);
}
const server = await startServer();
let browser: Browser | undefined;
try {
  browser = await chromium.launch(chromiumLaunchOptions);
  const loads = await run(browser, server.base);
  console.log(`\nweb app first load, ${webDist}\n`);
  console.table(
    loads.map((l) => ({
      page: l.name,
      requests: l.requests,
      'JS files': l.jsFiles,
      'JS compressed': kB(l.jsBodies),
      'JS transferred': kB(l.jsTransferred),
      'JS decoded': kB(l.jsDecoded),
      'all transferred': kB(l.allTransferred),
      'JS encoding': [...l.encodings].join(', '),
    })),
  );
  if (process.env.BENCH_VERBOSE)
    for (const l of loads) {
      console.log(`\n${l.name}: JavaScript files, bytes of body on the wire`);
      for (const [file, bytes] of l.files.sort((a, b) => b[1] - a[1]))
        console.log(`  ${kB(bytes).padStart(10)}  ${file}`);
    }
} finally {
  await browser?.close();
  await server.stop();
}
