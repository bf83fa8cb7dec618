/**
 * npm run bench:web : what a first visit downloads and how soon it can be used, route by route. The npm script
 * builds apps/web/dist first (`npm run build`) and then runs this file, which builds nothing: `WEB_DIST=/some/build
 * npx tsx bench/web.ts` measures another build. It starts the product as its own process (as `npm start` does:
 * production mode, embedded database in a throwaway folder, migrated and seeded with the demo tenant acme) and
 * opens each page in Debian's Chromium, counting through the DevTools protocol what came over the network.
 *
 * What it visits (issue 44's goal: every route's first visit interactive within 1.5 s, a move between pages
 * within 300 ms):
 *
 * - as a visitor, `/account/login` (the page every user sees first) and `/`;
 * - as the host admin at a desktop's size, `/` and the host's page (tenants);
 * - as acme's admin at a desktop's size, `/` and every route of the menu (read from the web modules' route
 *   files, as the accessibility journey does) and the reward form the issue timed;
 * - as acme's employee on a phone (390 x 844), `/` and the self-service routes.
 *
 * A **first visit** is a new browser context (empty cache, nothing in memory) with the user's tokens already
 * stored (as a returning user's), opening the route's address. A **move** is the router going from the route
 * before it in the list to this one, as a click in the menu does (the shell and what the cache holds stay).
 * A page is **interactive** from the frame in which its content is on screen with nothing still loading: the
 * route's page is rendered (or, for the login page, its Login button), and there is no splash, spinner,
 * skeleton or top progress bar (which shows while an HTTP call is in flight or a route loads), and it stays so
 * until the network is quiet. Times are read in the page (performance.now), so the bench's own round trips do
 * not count.
 *
 * Per route it prints: files fetched, JavaScript files and their bytes as sent (brotli when the server
 * compressed them) and decoded, API calls, sequential rounds (the longest chain of requests each starting
 * after the one before it ended: a waterfall shows as a high number), time to interactive, and for the move
 * into it the time and the files it fetched. Times depend on the machine's load: the 1-minute load average is
 * printed beside each route, and the byte and file counts do not depend on it.
 *
 * The **floor**: this machine is shared and has 2 cores, so an absolute time says as much about the load as about
 * the app. Before running, the bench builds bench/web-floor (React, antd, the app's providers, one table of 20 rows
 * and a button, no API call) with the app's Vite configuration into the build's bench-floor/ (removed at the end),
 * and measures it like a route at each group's start and end and every few routes. Each route prints its time,
 * the floor's measured around it and the ratio, and per-phase figures (API calls open, scripts downloading, the
 * renderer's main-thread time).
 *
 * BENCH_ROUTES=<regex> measures only the matching routes; BENCH_PORT picks the server's port (a free one by
 * default); BENCH_VERBOSE=1 lists each first visit's JavaScript files; BENCH_PROFILE=1 prints where each move
 * spent its main thread's time (a CPU profile); BENCH_LANGUAGE=ar opens every page in Arabic (the language stored
 * as the language switch stores it; English by default).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { apiScope, webClientId } from '@hr/contracts';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { chromiumLaunchOptions, chromiumPath } from '../tests/chromium.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const webDist = path.resolve(process.env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'));
const adminPassword = '1q2w3E*';
const only = process.env.BENCH_ROUTES ? new RegExp(process.env.BENCH_ROUTES) : undefined;
/** The app's language for every visit: stored under the language switch's key (apps/web/src/app/language.ts). */
const language = process.env.BENCH_LANGUAGE ?? 'en';

/** The goal (issue 44). */
const firstVisitGoal = 1500;
const moveGoal = 300;
/** How long a page must stay interactive with the network quiet before its time is taken. */
const quietMs = 1000;
const pageTimeout = 30_000;

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

/** Every route with a menu entry, from the web modules' route files (`path: '...', menu:`). */
function menuRoutes(): string[] {
  const found = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.'))
        for (const m of readFileSync(file, 'utf8').matchAll(/path:\s*['`]([^'`$]+)['`],\s*menu:/g))
          found.add(`/${m[1]}`);
    }
  };
  walk(path.join(repoRoot, 'apps/web/src/modules'));
  // Penalties and rewards share their routes' code (`${base}/${kind}`): named here.
  for (const kind of ['penalties', 'rewards'])
    for (const page of [kind, `${kind}-types`]) found.add(`/hr/${kind}-management/${page}`);
  return [...found].sort();
}

interface Traffic {
  requests: number;
  /** Time with at least one API call open, and with at least one script downloading (ms). */
  apiMs: number;
  jsNetMs: number;
  /** The renderer's main-thread time (Chromium's Performance metrics, ms): running scripts, style and layout, all tasks. */
  scriptMs: number;
  layoutMs: number;
  taskMs: number;
  jsFiles: number;
  /** The JavaScript bodies as sent (compressed when they were). */
  jsBodies: number;
  jsDecoded: number;
  allTransferred: number;
  apiCalls: number;
  /** The longest chain of requests each started after the previous one had ended. */
  rounds: number;
  encodings: Set<string>;
  files: Array<[string, number]>;
  /** Every request: path, and when it started and ended (ms from the first one's start). */
  timeline: Array<[string, number, number]>;
}

interface Entry {
  url: string;
  start: number;
  end?: number;
  script: boolean;
  cached: boolean;
  revalidated: boolean;
  headerBytes: number;
  encodedBytes: number;
  decodedBytes: number;
  encoding?: string;
}

/** Records a page's network traffic through a CDP session; `take()` sums what came since the last take. */
async function recorder(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Performance.enable');
  /** Chromium's cumulative durations (seconds) at the last take. */
  let lastMetrics: Record<string, number> = {};
  const metrics = async () =>
    Object.fromEntries(
      (
        (await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> }
      ).metrics.map((m) => [m.name, m.value]),
    );
  let entries = new Map<string, Entry>();
  let lastActivity = Date.now();
  /** Requests still open, the live notifications' event stream aside (it stays open while signed in). */
  const open = new Set<string>();
  const loaders = new Map<string, string>();
  /** The current document's loader: a request of a document being replaced is cancelled with it. */
  let documentLoader: string | undefined;
  cdp.on('Network.requestWillBeSent', (e) => {
    lastActivity = Date.now();
    const url = new URL(e.request.url);
    if (url.pathname.endsWith('/notification/stream')) return;
    // A new document (the login page's round trip through the provider): what the old one had open was
    // cancelled, without an event for each.
    if (e.type === 'Document') {
      documentLoader = e.loaderId;
      for (const id of open) if (loaders.get(id) !== e.loaderId) open.delete(id);
    } else if (documentLoader && e.loaderId !== documentLoader) return; // The old document's late requests (its fonts).
    loaders.set(e.requestId, e.loaderId);
    // A redirect reuses the request id: the chain goes on from it.
    entries.set(e.requestId, {
      url: url.pathname,
      start: e.timestamp,
      script: false,
      cached: false,
      revalidated: false,
      headerBytes: 0,
      encodedBytes: 0,
      decodedBytes: 0,
    });
    open.add(e.requestId);
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const entry = entries.get(e.requestId);
    if (entry) entry.cached = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    const entry = entries.get(e.requestId);
    if (!entry) return;
    entry.headerBytes = e.response.encodedDataLength;
    if (e.response.fromDiskCache || e.response.fromPrefetchCache) entry.cached = true;
    if (e.response.status === 304) entry.revalidated = true;
    entry.script = e.type === 'Script' || /javascript/.test(e.response.mimeType);
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    entry.encoding = headers['content-encoding'] ?? 'identity';
  });
  cdp.on('Network.dataReceived', (e) => {
    const entry = entries.get(e.requestId);
    if (entry) entry.decodedBytes += e.dataLength;
  });
  const finished = (requestId: string, timestamp: number, encodedDataLength?: number) => {
    lastActivity = Date.now();
    open.delete(requestId);
    const entry = entries.get(requestId);
    if (!entry) return;
    entry.end = timestamp;
    entry.encodedBytes = encodedDataLength ?? 0;
  };
  cdp.on('Network.loadingFinished', (e) => finished(e.requestId, e.timestamp, e.encodedDataLength));
  cdp.on('Network.loadingFailed', (e) => finished(e.requestId, e.timestamp));

  return {
    /** Until no request has started or ended for `quietMs`, and none is open. */
    async quiet(deadline: number) {
      while (open.size > 0 || Date.now() - lastActivity < quietMs) {
        if (Date.now() > deadline) {
          const still = [...open].map((id) => entries.get(id)?.url);
          throw new Error(`${page.url()}: the network was not quiet (open: ${still.join(', ')})`);
        }
        await page.waitForTimeout(100);
      }
    },
    async take(): Promise<Traffic> {
      const now = await metrics();
      const spent = (name: string) => ((now[name] ?? 0) - (lastMetrics[name] ?? 0)) * 1000;
      const traffic: Traffic = {
        requests: 0,
        apiMs: 0,
        jsNetMs: 0,
        scriptMs: spent('ScriptDuration'),
        layoutMs: spent('LayoutDuration') + spent('RecalcStyleDuration'),
        taskMs: spent('TaskDuration'),
        jsFiles: 0,
        jsBodies: 0,
        jsDecoded: 0,
        allTransferred: 0,
        apiCalls: 0,
        rounds: 0,
        encodings: new Set(),
        files: [],
        timeline: [],
      };
      // What the cache answered (the login page's second load, a move's shared chunks) is no download.
      const fetched = [...entries.values()].filter((e) => !e.cached && e.end !== undefined);
      for (const e of fetched) {
        traffic.requests++;
        traffic.allTransferred += e.encodedBytes;
        if (e.url.startsWith('/api/')) traffic.apiCalls++;
        if (!e.script || e.revalidated) continue;
        const body = e.encodedBytes - e.headerBytes;
        traffic.jsFiles++;
        traffic.jsBodies += body;
        traffic.jsDecoded += e.decodedBytes;
        traffic.files.push([e.url, body]);
        if (e.encoding) traffic.encodings.add(e.encoding);
      }
      // Longest chain: a request's depth is one more than the deepest that had ended when it started.
      const byStart = fetched.sort((a, b) => a.start - b.start);
      const origin = byStart[0]?.start ?? 0;
      traffic.timeline = byStart.map((e) => [
        e.url,
        (e.start - origin) * 1000,
        ((e.end ?? e.start) - origin) * 1000,
      ]);
      const depth: number[] = [];
      byStart.forEach((e, i) => {
        let before = 0;
        for (let j = 0; j < i; j++) {
          const earlier = byStart[j] as Entry;
          if ((earlier.end ?? Number.POSITIVE_INFINITY) <= e.start) before = Math.max(before, depth[j] ?? 0);
        }
        depth.push(before + 1);
        traffic.rounds = Math.max(traffic.rounds, before + 1);
      });
      traffic.apiMs = covered(fetched.filter((e) => e.url.startsWith('/api/')));
      traffic.jsNetMs = covered(fetched.filter((e) => e.script));
      lastMetrics = now;
      entries = new Map();
      return traffic;
    },
    detach: () => cdp.detach(),
  };
}

/** How long at least one of the requests was open (ms): the union of their spans. */
function covered(requests: readonly Entry[]): number {
  const spans = requests.map((e) => [e.start, e.end ?? e.start] as const).sort((a, b) => a[0] - b[0]);
  let total = 0;
  let [from, to] = [Number.NaN, Number.NaN];
  for (const [start, end] of spans) {
    if (!(start <= to)) {
      if (to > from) total += to - from;
      [from, to] = [start, end];
    } else to = Math.max(to, end);
  }
  if (to > from) total += to - from;
  return total * 1000;
}

/**
 * In the page, from its first script on: `window.__bench.readySince` is the performance.now() of the frame from
 * which the content named by `selector` has been on screen with nothing loading (null while not so).
 */
const readinessScript = (selector: string) => `(() => {
  const state = { selector: ${JSON.stringify(selector)}, readySince: null };
  window.__bench = state;
  const busy = '.app-splash, .ant-spin-spinning, .ant-skeleton-active, .app-progress-active, .ant-btn-loading';
  const crumb = () => document.querySelector('.app-breadcrumb')?.textContent ?? null;
  const tick = () => {
    // After a move: the new page's content, or (when the new page reused the old one's elements, as two
    // pages showing the same notice do) the breadcrumb of the new page.
    const arrived = !!document.querySelector(state.selector) || (state.leftCrumb !== undefined && crumb() !== state.leftCrumb);
    const ready = arrived && !document.querySelector(busy);
    if (!ready) state.readySince = null;
    else if (state.readySince === null) state.readySince = performance.now();
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

/** The shell's page, once a new one is there (a move marks the one it leaves). */
const pageSelector = 'main .app-page > :not([data-bench-left])';
const loginSelector = 'form button[type="submit"]';

/** Waits until the page has been interactive through a quiet network; answers when it became so (epoch ms). */
async function interactiveAt(
  page: Page,
  network: { quiet: (deadline: number) => Promise<void> },
): Promise<number> {
  const deadline = Date.now() + pageTimeout;
  for (;;) {
    await network.quiet(deadline);
    const at = (await page.evaluate(
      'window.__bench && window.__bench.readySince !== null ? performance.timeOrigin + window.__bench.readySince : null',
    )) as number | null;
    if (at !== null) return at;
    if (Date.now() > deadline) {
      const busy = await page.evaluate(
        `[...document.querySelectorAll('.app-splash, .ant-spin-spinning, .ant-skeleton-active, .app-progress-active, .ant-btn-loading')].map((e) => e.className).join(' | ') + ' / content: ' + !!document.querySelector(window.__bench.selector)`,
      );
      throw new Error(`${page.url()} did not become interactive (${busy})`);
    }
    await page.waitForTimeout(100);
  }
}

interface User {
  label: string;
  tenant?: string;
  userName: string;
  viewport: { width: number; height: number };
}

interface Visit {
  group: string;
  route: string;
  first: Traffic;
  firstMs: number;
  move?: Traffic;
  moveMs?: number;
  load: number;
  /** The floor's first visit and move measured nearest in time (the mean of the samples before and after). */
  floorMs: number;
  floorMoveMs: number;
}

/** One measure of the floor page: its first visit and its move, with the load then. */
interface FloorSample {
  group: string;
  firstMs: number;
  moveMs: number;
  load: number;
}

interface Tokens {
  storageKey: string;
  user: string;
  tenant: string | null;
}

async function tokensOf(base: string, user: User): Promise<Tokens> {
  let tenant: { id: string; name: string } | null = null;
  if (user.tenant) {
    const found = (await (
      await fetch(`${base}/api/abp/multi-tenancy/tenants/by-name/${encodeURIComponent(user.tenant)}`)
    ).json()) as { success: boolean; tenantId: string; name: string };
    if (!found.success) throw new Error(`no tenant ${user.tenant}`);
    tenant = { id: found.tenantId, name: found.name };
  }
  const { issuer } = (await (await fetch(`${base}/.well-known/openid-configuration`)).json()) as {
    issuer: string;
  };
  const answer = await fetch(`${base}/connect/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: webClientId,
      username: user.userName,
      password: adminPassword,
      scope: `openid profile ${apiScope} offline_access`,
    }),
    headers: tenant ? { __tenant: tenant.id } : {},
  });
  if (!answer.ok) throw new Error(`sign-in of ${user.userName}: ${answer.status} ${await answer.text()}`);
  const tokens = (await answer.json()) as {
    id_token: string;
    access_token: string;
    refresh_token?: string;
    token_type: string;
    scope: string;
    expires_in: number;
  };
  // oidc-client-ts's stored user (User.toStorageString), in sessionStorage as without remember-me.
  const stored = {
    id_token: tokens.id_token,
    session_state: null,
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    token_type: tokens.token_type,
    scope: tokens.scope,
    profile: JSON.parse(Buffer.from(tokens.id_token.split('.')[1] ?? '', 'base64url').toString('utf8')),
    expires_at: Math.floor(Date.now() / 1000) + tokens.expires_in,
  };
  return {
    storageKey: `oidc.user:${issuer}:${webClientId}`,
    user: JSON.stringify(stored),
    tenant: tenant ? JSON.stringify(tenant) : null,
  };
}

/** A new context (empty cache) for `user`, its tokens stored before the app's first script. */
async function contextFor(browser: Browser, base: string, user: User, tokens?: Tokens) {
  const context = await browser.newContext({ baseURL: base, locale: 'en-US', viewport: user.viewport });
  const page = await context.newPage();
  await page.addInitScript(`localStorage.setItem('lang', ${JSON.stringify(language)});`);
  if (tokens)
    await page.addInitScript(
      `sessionStorage.setItem(${JSON.stringify(tokens.storageKey)}, ${JSON.stringify(tokens.user)});` +
        (tokens.tenant
          ? `localStorage.setItem('__tenant', ${JSON.stringify(tokens.tenant)});`
          : `localStorage.removeItem('__tenant');`),
    );
  return { context, page };
}

/**
 * BENCH_PROFILE=1: a CPU profile of each move (V8's sampling profiler through the DevTools protocol), printed as
 * the main thread's self time by script file and by function (the top ones), and by the app's own function
 * nearest on the stack (what of the app's code a library's time was spent for): where a move spends its time.
 */
async function moveProfiler(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return {
    async stop(label: string) {
      const { profile: p } = (await cdp.send('Profiler.stop')) as {
        profile: {
          nodes: Array<{
            id: number;
            callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
            children?: number[];
          }>;
          samples: number[];
          timeDeltas: number[];
        };
      };
      const byId = new Map(p.nodes.map((n) => [n.id, n.callFrame]));
      const parentOf = new Map(p.nodes.flatMap((n) => (n.children ?? []).map((c) => [c, n.id] as const)));
      const byFile = new Map<string, number>();
      const byFunction = new Map<string, number>();
      const byAppCaller = new Map<string, number>();
      const placeOf = (frame: {
        functionName: string;
        url: string;
        lineNumber: number;
        columnNumber: number;
      }) => {
        // The source a built chunk's frame comes from (its source map: node_modules/antd/es/table/…).
        const original = frame.url ? sourceOf(frame.url, frame.lineNumber, frame.columnNumber) : undefined;
        const file = original
          ? original.source
          : frame.url
            ? frame.url.replace(/^.*\//, '')
            : `(${frame.functionName || 'native'})`;
        const fn = `${original?.name ?? frame.functionName ?? '(anonymous)'} ${file}:${original?.line ?? frame.lineNumber + 1}`;
        return { file, fn };
      };
      p.samples.forEach((id, i) => {
        const frame = byId.get(id);
        const ms = (p.timeDeltas[i + 1] ?? 0) / 1000;
        if (!frame || frame.functionName === '(idle)') return;
        const { file, fn } = placeOf(frame);
        byFile.set(file, (byFile.get(file) ?? 0) + ms);
        byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
        // The app's own function nearest on the stack (web/…): what of the app's code the time was spent for.
        for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
          const callFrame = byId.get(at);
          const place = callFrame?.url ? placeOf(callFrame) : undefined;
          if (place?.file.startsWith('web/')) {
            byAppCaller.set(place.fn, (byAppCaller.get(place.fn) ?? 0) + ms);
            break;
          }
        }
      });
      const top = (m: Map<string, number>, n: number) =>
        [...m]
          .sort((a, b) => b[1] - a[1])
          .slice(0, n)
          .map(([k, v]) => `${v.toFixed(0).padStart(5)} ms  ${k}`)
          .join('\n');
      console.log(`profile of the move to ${label}, self time by file:\n${top(byFile, 12)}`);
      console.log(`by function:\n${top(byFunction, 15)}`);
      console.log(
        `by the app's function nearest on the stack (libraries it called included):\n${top(byAppCaller, 15)}\n`,
      );
      await cdp.detach();
    },
  };
}
const profile = process.env.BENCH_PROFILE === '1';
const sourceMaps = new Map<string, SourceMapConsumer | null>();
/** A built file's position in its sources (the build's `.map` beside it), by package or app folder. */
function sourceOf(url: string, line: number, column: number) {
  const file = path.join(webDist, new URL(url).pathname);
  if (!sourceMaps.has(file))
    sourceMaps.set(
      file,
      existsSync(`${file}.map`)
        ? new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')))
        : null,
    );
  const found = sourceMaps.get(file)?.originalPositionFor({ line: line + 1, column });
  if (!found?.source) return undefined;
  const source = found.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  // A package's folder two levels deep (antd/es/table), the app's file as it is.
  // (a build in apps/web/dist names it `../../src/…`, one elsewhere `…/apps/web/src/…`: both `web/…`).
  const app = /^(.*apps\/web\/)?src\//;
  const short = app.test(source) ? source.replace(app, 'web/') : source.split('/').slice(0, 3).join('/');
  return { source: short, name: found.name ?? undefined, line: found.line ?? 0 };
}

/** Opens `route` in a new context and measures the visit; then, when `next` is given, the move to it. */
async function visit(
  browser: Browser,
  base: string,
  user: User,
  tokens: Tokens | undefined,
  route: string,
  next?: string,
): Promise<{ first: Traffic; firstMs: number; move?: Traffic; moveMs?: number }> {
  const { context, page } = await contextFor(browser, base, user, tokens);
  try {
    const login = route.startsWith('/account/login');
    await page.addInitScript(readinessScript(login ? loginSelector : pageSelector));
    const network = await recorder(context, page);
    const started = Date.now();
    await page.goto(route);
    if (login) await page.waitForURL(/\/account\/login\?uid=/);
    const firstMs = (await interactiveAt(page, network)) - started;
    const first = await network.take();
    if (!next) return { first, firstMs };
    const profiler = profile ? await moveProfiler(context, page) : undefined;
    // Through the router, as a menu link does: history entry, then the event the router listens to.
    const moveStart = (await page.evaluate(`(() => {
      for (const left of document.querySelectorAll('main .app-page > *')) left.setAttribute('data-bench-left', '');
      window.__bench.readySince = null;
      window.__bench.leftCrumb = document.querySelector('.app-breadcrumb')?.textContent ?? null;
      const start = performance.now();
      history.pushState(null, '', ${JSON.stringify(next)});
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
      return performance.timeOrigin + start;
    })()`)) as number;
    const moveMs = (await interactiveAt(page, network)) - moveStart;
    if (profiler) await profiler.stop(`${user.label} ${next}`);
    return { first, firstMs, move: await network.take(), moveMs };
  } finally {
    await context.close();
  }
}

/** The floor's pages (bench/web-floor/floor.tsx): the first visit opens one, the move goes to the other. */
const floorRoute = '/bench-floor/index.html';
const floorNext = '/bench-floor/two';
/** The floor is measured at each group's start and end and after every this many routes. */
const floorEvery = 5;

/**
 * Builds the floor page with the app's Vite configuration (its plugins, chunking and compression) into the
 * web app's build, at /bench-floor/, before the server starts (it lists the build's files then).
 */
async function buildFloor(): Promise<string> {
  const outDir = path.join(webDist, 'bench-floor');
  const { build } = await import('vite');
  await build({
    configFile: path.join(repoRoot, 'apps/web/vite.config.ts'),
    root: path.join(repoRoot, 'bench/web-floor'),
    base: '/bench-floor/',
    logLevel: 'warn',
    // One chunk holds the floor's libraries: no size warning for it.
    build: { outDir, emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 5000 },
  });
  return outDir;
}

async function run(browser: Browser, base: string): Promise<{ visits: Visit[]; floors: FloorSample[] }> {
  const visits: Visit[] = [];
  const floors: FloorSample[] = [];
  const wanted = (route: string) => !only || only.test(route);
  const menu = menuRoutes();
  const hostOnly = ['/tenant-management/tenants'];
  const groups: Array<{ user: User; anonymous?: boolean; routes: string[] }> = [
    {
      user: { label: 'visitor', userName: '', viewport: desktop },
      anonymous: true,
      routes: ['/account/login', '/'],
    },
    { user: { label: 'host admin', userName: 'admin', viewport: desktop }, routes: ['/', ...hostOnly] },
    {
      user: { label: 'acme admin', tenant: 'acme', userName: 'admin', viewport: desktop },
      routes: [
        '/',
        // The self-service pages are the employee's (below): the admin is no employee.
        ...menu.filter((r) => !hostOnly.includes(r) && !r.startsWith('/self-service/')),
        // Timed in the issue (8.6 s): a form, not a menu entry.
        '/hr/rewards-management/rewards/create',
      ],
    },
    {
      user: { label: 'acme employee, phone', tenant: 'acme', userName: 'employee', viewport: phone },
      routes: ['/', ...menu.filter((r) => r.startsWith('/self-service/'))],
    },
  ];
  for (const group of groups) {
    const routes = group.routes.filter(wanted);
    if (routes.length === 0) continue;
    const tokens = group.anonymous ? undefined : await tokensOf(base, group.user);
    // The move into route i is measured from route i - 1 (into the first, from the last).
    const moves = new Map<string, { traffic: Traffic; ms: number }>();
    // The floor at the group's size, measured between its routes: route i lies between samples
    // floor(i / floorEvery) and the next one.
    const groupFloors: FloorSample[] = [];
    const measureFloor = async () => {
      const load = loadavg()[0] ?? 0;
      const floorUser = { ...group.user, label: 'floor' };
      const result = await visit(browser, base, floorUser, undefined, floorRoute, floorNext);
      const sample = { group: group.user.label, firstMs: result.firstMs, moveMs: result.moveMs ?? 0, load };
      groupFloors.push(sample);
      console.log(
        `floor (${group.user.label}'s size): ${result.first.requests} files, ${kB(result.first.jsBodies)} kB JS, ` +
          `interactive ${ms(sample.firstMs)} ms; move ${ms(sample.moveMs)} ms (load ${load.toFixed(1)})`,
      );
    };
    const groupVisits: Visit[] = [];
    for (const [i, route] of routes.entries()) {
      if (i % floorEvery === 0) await measureFloor();
      const next = group.anonymous || routes.length < 2 ? undefined : routes[(i + 1) % routes.length];
      const load = loadavg()[0] ?? 0;
      const result = await visit(browser, base, group.user, tokens, route, next);
      groupVisits.push({
        group: group.user.label,
        route,
        first: result.first,
        firstMs: result.firstMs,
        load,
        floorMs: 0,
        floorMoveMs: 0,
      });
      if (next && result.move && result.moveMs !== undefined)
        moves.set(next, { traffic: result.move, ms: result.moveMs });
      console.log(
        `${group.user.label} ${route}: ${result.first.requests} files, ${kB(result.first.jsBodies)} kB JS, ` +
          `interactive ${ms(result.firstMs)} ms${next ? `; move to ${next} ${ms(result.moveMs)} ms` : ''} (load ${load.toFixed(1)})`,
      );
    }
    await measureFloor();
    for (const [i, v] of groupVisits.entries()) {
      const move = moves.get(v.route);
      if (move) Object.assign(v, { move: move.traffic, moveMs: move.ms });
      const around = groupFloors.slice(Math.floor(i / floorEvery), Math.floor(i / floorEvery) + 2);
      v.floorMs = around.reduce((sum, f) => sum + f.firstMs, 0) / around.length;
      v.floorMoveMs = around.reduce((sum, f) => sum + f.moveMs, 0) / around.length;
    }
    visits.push(...groupVisits);
    floors.push(...groupFloors);
  }
  return { visits, floors };
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
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
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
        // The demo terminal's simulator would take a fixed port beside other runs.
        DEMO_TERMINAL_SIMULATOR: 'off',
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
  for (let i = 0; i < 720; i++) {
    if (child.exitCode !== null) throw new Error('server exited during start');
    try {
      if ((await fetch(`${base}/health/ready`)).ok) return { base, stop };
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error('server did not become ready');
}

const kB = (n: number) => (n / 1000).toFixed(1);
const ms = (n: number | undefined) => (n === undefined ? '' : String(Math.round(n)));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)] ?? 0) : 0;
};

/** The five slowest, with their times. */
const slowest = (visits: Visit[], time: (v: Visit) => number, format: (n: number) => string = ms) =>
  [...visits]
    .sort((a, b) => time(b) - time(a))
    .slice(0, 5)
    .map((v) => `${v.group} ${v.route} ${format(time(v))}`)
    .join(', ');

const ratio = (value: number | undefined, floor: number) =>
  value === undefined || !floor ? '' : (value / floor).toFixed(1);

function report({ visits, floors }: { visits: Visit[]; floors: FloorSample[] }): void {
  console.log(`\n\nweb app first visits, ${webDist}, in ${language === 'en' ? 'English' : language}`);
  console.log(
    `first visit: new context, empty cache, tokens stored; move: from the route above (the last into the first).`,
  );
  console.log(`goal: first visit interactive within ${firstVisitGoal} ms, a move within ${moveGoal} ms.`);
  console.log(
    `floor: ${floorRoute} (bench/web-floor: React, antd, the app's providers, a table of 20 rows), measured` +
      ` like a route every ${floorEvery} routes; "x floor" is a route's time over the floor's measured around it.`,
  );
  console.log(
    `phases (ms, until the network was quiet): API = time with an API call open, JS net = with a script` +
      ` downloading; script, style+layout, all tasks = the renderer's main thread (Chromium's metrics);` +
      ` the move's API calls, API ms, JS net ms and tasks ms are the same phases of the move.\n`,
  );
  for (const group of [...new Set(visits.map((v) => v.group))]) {
    console.log(group);
    console.table(
      visits
        .filter((v) => v.group === group)
        .map((v) => ({
          route: v.route,
          files: v.first.requests,
          'JS files': v.first.jsFiles,
          'JS kB': kB(v.first.jsBodies),
          'JS kB decoded': kB(v.first.jsDecoded),
          'API calls': v.first.apiCalls,
          rounds: v.first.rounds,
          'interactive ms': ms(v.firstMs),
          'floor ms': ms(v.floorMs),
          'x floor': ratio(v.firstMs, v.floorMs),
          'API ms': ms(v.first.apiMs),
          'JS net ms': ms(v.first.jsNetMs),
          'script ms': ms(v.first.scriptMs),
          'style+layout ms': ms(v.first.layoutMs),
          'tasks ms': ms(v.first.taskMs),
          'move ms': ms(v.moveMs),
          'move floor ms': ms(v.floorMoveMs),
          'move x floor': ratio(v.moveMs, v.floorMoveMs),
          'move files': v.move?.requests ?? '',
          'move JS kB': v.move ? kB(v.move.jsBodies) : '',
          'move API calls': v.move?.apiCalls ?? '',
          'move API ms': v.move ? ms(v.move.apiMs) : '',
          'move JS net ms': v.move ? ms(v.move.jsNetMs) : '',
          'move tasks ms': v.move ? ms(v.move.taskMs) : '',
          load: v.load.toFixed(1),
        })),
    );
  }
  const firsts = visits.map((v) => v.firstMs);
  const moved = visits.flatMap((v) => (v.moveMs === undefined ? [] : [v.moveMs]));
  const files = visits.map((v) => v.first.requests);
  const js = visits.map((v) => v.first.jsBodies);
  const firstRatios = visits.map((v) => v.firstMs / v.floorMs);
  const moveRatios = visits.flatMap((v) => (v.moveMs === undefined ? [] : [v.moveMs / v.floorMoveMs]));
  const slow = visits.filter((v) => v.firstMs > firstVisitGoal);
  const slowMoves = visits.filter((v) => (v.moveMs ?? 0) > moveGoal);
  console.log(
    [
      `${visits.length} first visits: interactive median ${ms(median(firsts))} ms, max ${ms(Math.max(...firsts))} ms; ` +
        `${slow.length} over ${firstVisitGoal} ms${slow.length ? ` (slowest: ${slowest(slow, (v) => v.firstMs)})` : ''}`,
      `${moved.length} moves: median ${ms(median(moved))} ms, max ${ms(Math.max(0, ...moved))} ms; ` +
        `${slowMoves.length} over ${moveGoal} ms${slowMoves.length ? ` (slowest: ${slowest(slowMoves, (v) => v.moveMs ?? 0)})` : ''}`,
      `floor: ${floors.length} measures, first visit median ${ms(median(floors.map((f) => f.firstMs)))} ms ` +
        `(${ms(Math.min(...floors.map((f) => f.firstMs)))}-${ms(Math.max(...floors.map((f) => f.firstMs)))}), ` +
        `move median ${ms(median(floors.map((f) => f.moveMs)))} ms, at load ` +
        `${Math.min(...floors.map((f) => f.load)).toFixed(1)}-${Math.max(...floors.map((f) => f.load)).toFixed(1)}`,
      `first visit over the floor: median ${median(firstRatios).toFixed(2)}x, max ${Math.max(...firstRatios).toFixed(2)}x` +
        ` (largest: ${slowest(
          visits,
          (v) => v.firstMs / v.floorMs,
          (r) => `${r.toFixed(2)}x`,
        )}); ` +
        `move over the floor's: median ${median(moveRatios).toFixed(1)}x, max ${Math.max(0, ...moveRatios).toFixed(1)}x`,
      `files per first visit: median ${median(files)}, max ${Math.max(...files)}; JavaScript: median ${kB(median(js))} kB, max ${kB(Math.max(...js))} kB` +
        ` (${[...new Set(visits.flatMap((v) => [...v.first.encodings]))].join(', ')})`,
      `load average (1, 5, 15 min) at the end: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')}`,
    ].join('\n'),
  );
  if (process.env.BENCH_VERBOSE)
    for (const v of visits) {
      console.log(`\n${v.group} ${v.route}: JavaScript files, bytes of body on the wire`);
      for (const [file, bytes] of v.first.files.sort((a, b) => b[1] - a[1]))
        console.log(`  ${kB(bytes).padStart(8)} kB  ${file}`);
      console.log(`${v.group} ${v.route}: every request, started and ended (ms)`);
      for (const [url, start, end] of v.first.timeline)
        console.log(`  ${ms(start).padStart(6)} ${ms(end).padStart(6)}  ${url}`);
    }
}

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
const floorDir = await buildFloor();
const server = await startServer();
let browser: Browser | undefined;
try {
  browser = await chromium.launch(chromiumLaunchOptions);
  console.log(`load average at the start: ${loadavg()[0]?.toFixed(1)}; ${server.base}`);
  report(await run(browser, server.base));
} finally {
  await browser?.close();
  await server.stop();
  // The build is left as `npm run build` made it.
  rmSync(floorDir, { recursive: true, force: true });
}
