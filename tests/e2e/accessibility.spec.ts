import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request, test } from '@playwright/test';
import { adminPassword, signIn } from './support.ts';

/**
 * Accessibility (issue 44): axe-core (WCAG 2.1 A and AA) on every route of the menu as acme's admin, and on
 * the self-service routes as the employee, in English and Arabic, at a desktop's size and a phone's; no
 * serious or critical violation. The routes are read from the web app's modules (each route with a menu
 * entry), so a new page is checked without a line here.
 *
 * Fast enough for the suite: one page load per language; a route is opened as the app's own links open it
 * (the router's history, no reload) and scanned; a second size is the viewport changed in place (the shell
 * follows its media query).
 */
const modules = join(import.meta.dirname, '../../apps/web/src/modules');

function menuRoutes(): string[] {
  const found = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.'))
        for (const m of readFileSync(path, 'utf8').matchAll(/path:\s*['`]([^'`$]+)['`],\s*menu:/g))
          found.add(`/${m[1]}`);
    }
  };
  walk(modules);
  // Penalties and rewards share their routes' code (`${base}/${kind}`): named here.
  for (const kind of ['penalties', 'rewards'])
    for (const page of [kind, `${kind}-types`]) found.add(`/hr/${kind}-management/${page}`);
  return ['/', ...[...found].sort()];
}

const routes = menuRoutes();
/** The host's pages: acme's admin has no entry for them. */
const hostOnly = ['/tenant-management/tenants'];
const selfService = routes.filter((r) => r.startsWith('/self-service/'));
/** The admin's: every other route (the self-service ones need an employee record, the employee's below). */
const adminRoutes = routes.filter((r) => !hostOnly.includes(r) && !selfService.includes(r));

const sizes = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * WCAG 2.1 A and AA, and 2.5.3 "label in name" (axe marks its rule experimental, so the tags alone leave it
 * out; the scan counted it). Legacy mode runs axe.run in the page itself instead of a partial run per
 * frame finished in a blank page: the app has no frames, and it takes half the time; only violations are
 * collected (axe otherwise serialises every passing node).
 */
function axe(page: Page) {
  return new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .setLegacyMode(true);
}

/** Nothing loading: no request in flight (the top bar's progress), no spinner, no skeleton (a lazy part still on its way). */
async function settled(page: Page) {
  // Two frames: what the navigation or the resize started has rendered.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await expect(page.locator('.app-progress-active, .ant-spin-spinning, .ant-skeleton')).toHaveCount(0, {
    timeout: 20_000,
  });
  await expect(page.getByRole('main')).toBeVisible();
}

/**
 * Opens a route the way the app's links do: a history entry the router follows, no page load. Answers the API
 * calls the move made, each of which must be asked once: a route's `prefetch` under another key than its
 * page's own query would ask the same address twice (its first calls start with the move, then the page's).
 */
async function open(page: Page, path: string): Promise<string[]> {
  const calls: string[] = [];
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}${url.search}`);
  };
  page.on('request', onRequest);
  await page.evaluate((to) => {
    window.history.pushState({ usr: null, key: to, idx: window.history.length }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await settled(page);
  page.off('request', onRequest);
  const twice = calls.filter((call, i) => calls.indexOf(call) !== i);
  expect.soft(twice, `${path}: an API address asked twice in one move (${calls.join(', ')})`).toEqual([]);
  return calls;
}

async function scan(page: Page) {
  const result = await axe(page).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      nodes: v.nodes.length,
      targets: v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} :: ${n.failureSummary?.split('\n')[1] ?? ''}`),
    }));
}

type Size = keyof typeof sizes;
/** A language and the sizes each route is scanned at in it. */
type Pass = readonly [language: 'en' | 'ar', sizes: readonly Size[]];

/** Every route in each pass; each finding fails the test softly (the rest still run). */
async function scanAll(page: Page, paths: readonly string[], who: string, passes: readonly Pass[]) {
  const report: Record<string, unknown> = {};
  const started = Date.now();
  let scans = 0;
  for (const [language, passSizes] of passes) {
    await page.evaluate((l) => localStorage.setItem('lang', l), language);
    await page.setViewportSize(sizes[passSizes[0] ?? 'desktop']);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    for (const path of paths) {
      const calls = await open(page, path);
      if (process.env.A11Y_REPORT) console.log(`calls ${who} ${language} ${path}: ${calls.join(' | ')}`);
      for (const [i, size] of passSizes.entries()) {
        if (i > 0) {
          await page.setViewportSize(sizes[size]);
          await settled(page);
        }
        const violations = await scan(page);
        scans += 1;
        const label = `${who} ${language} ${size} ${path}`;
        if (violations.length) report[label] = violations;
        expect
          .soft(
            violations.reduce((n, v) => n + v.nodes, 0),
            `${label}: ${JSON.stringify(violations, null, 1)}`,
          )
          .toBe(0);
      }
      if (passSizes.length > 1) await page.setViewportSize(sizes[passSizes[0] ?? 'desktop']);
    }
  }
  if (process.env.A11Y_REPORT)
    console.log(
      who,
      `${scans} scans in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      JSON.stringify(report, null, 1),
    );
}

/**
 * The admin's routes in English at a desktop's size and in Arabic on a phone: each route is checked in both
 * languages and at both sizes, in half the time of every pairing (the colours and names found by axe do not
 * depend on the pairing; the shell's phone and desktop forms are both seen on every route).
 */
test('every route of the menu as the admin, English on a desktop, Arabic on a phone: no serious or critical violation', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await signIn(page, { tenant: 'acme' });
  await scanAll(page, adminRoutes, 'admin', [
    ['en', ['desktop']],
    ['ar', ['phone']],
  ]);
});

test('the self-service routes as the employee, both languages, desktop and phone: no serious or critical violation', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page, { tenant: 'acme', userName: 'employee', password: adminPassword });
  await scanAll(page, ['/', ...selfService], 'employee', [
    ['en', ['phone', 'desktop']],
    ['ar', ['phone', 'desktop']],
  ]);
});
