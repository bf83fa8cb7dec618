import type { ApplicationConfiguration } from '@hr/contracts';
import { formatNumber } from '../components/format.ts';
import { resolveTimeZone, wallTimeOf } from '../components/tenant-time.ts';
import { settled } from './idle.ts';
import { canOpen } from './menu/build-menu.ts';
import { menuTree } from './menu/menu-tree.ts';
import { preloadOf } from './module.ts';
import { menuRoutes, moduleRoutes } from './modules.ts';
import { HomeDashboards } from './pages/home-prefetch.ts';
import { shownDashboards } from './pages/shown-dashboards.ts';
import { shownHomeCards } from './pages/shown-home-cards.ts';
import { shownProfileTabs } from './profile-tabs.ts';
import { styleWarmup } from './style-warmup.ts';

/** A connection the user asked to spare (Data Saver) or a slow one: what a click loads is enough. */
function spareConnection(): boolean {
  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  return !!connection?.saveData || /2g/.test(connection?.effectiveType ?? '');
}

/**
 * The browser's first formatter with a named time zone loads the zone data (15-56 ms in Chromium, the next one
 * 0.1 ms), its first number format of a language the number data (1-5 ms): made now, on the tenant's zone and in
 * the user's language, rather than by the first page that shows an instant or an amount.
 */
function warmFormats(config: ApplicationConfiguration): void {
  wallTimeOf(Date.now(), resolveTimeZone(config.timing.timeZone.iana.timeZoneName));
  formatNumber(1234.5);
}

let started = false;

/**
 * The code of the pages the signed-in user may open next, fetched once the first page is drawn and the browser
 * idle (its load done, no API call open), one page at a time, each once idle again (a move goes first): the
 * home page (its dashboards with the charts' library, its cards), then every page of the user's menu (the
 * entries their policies, features and employee link allow, as the menu shows them) with the code it loads
 * once shown (the calendar), then the employee profile's tabs the user may see, after the date and number
 * formatters (`warmFormats`). Code only: no API call (a page's calls start with its move, `ModuleRoute.prefetch`), nothing
 * drawn, no progress bar. A move then finds its code in memory instead of downloading and running it. Once per
 * page load; a failed chunk is left for the click to load as usual.
 */
export function preloadWhenIdle(config: ApplicationConfiguration): void {
  if (started || typeof window === 'undefined' || spareConnection()) return;
  started = true;
  void (async () => {
    if (document.readyState !== 'complete')
      await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
    await settled();
    const loads: Array<() => Promise<unknown>> = [
      async () => warmFormats(config),
      () => styleWarmup.request(),
      // What a move reads before the page's code and calls: the menu's requirements, through dynamic imports (a
      // small chunk each, fetched on the first move into a menu route otherwise: two rounds before its calls).
      () =>
        Promise.all([import('./menu/menu-tree.ts'), import('./menu/build-menu.ts'), import('./modules.ts')]),
      // The home page with its parts: its chunk, the cards' choice (the home route's loader reads it), its tabs.
      () => Promise.all([import('./pages/HomePage.tsx'), import('./pages/shown-home-cards.ts')]),
      () => HomeDashboards.preload(),
      ...shownDashboards(config).flatMap((d) => (d.preload ? [d.preload] : [])),
      ...shownHomeCards(config).flatMap((card) => preloadOf(card.Component) ?? []),
    ];
    for (const route of moduleRoutes)
      if (route.menu && canOpen(menuTree, menuRoutes, route.menu, config))
        loads.push(() => Promise.all([route.load(), route.preload?.()]));
    // The employee profile's tabs the user may see (their own profile's, HR's view's from the employees
    // list): each in its own chunk, which the profile would otherwise load only once drawn.
    const tabs = new Set([
      ...(canOpen(menuTree, menuRoutes, 'self-service.my-profile', config)
        ? shownProfileTabs(config, true)
        : []),
      ...(canOpen(menuTree, menuRoutes, 'hr.employees', config) ? shownProfileTabs(config, false) : []),
    ]);
    for (const tab of tabs) {
      const preload = preloadOf(tab.Component);
      if (preload) loads.push(preload);
    }
    for (const load of loads) {
      // Each after the page has settled again: a move or a call in the meantime goes first.
      await settled();
      await load().catch(() => undefined);
    }
  })();
}
