import { lazyComponent, preloadOf } from '../module.ts';
import { prefetchSignedIn } from '../route-prefetch.ts';
import { activeDashboard, shownDashboards } from './shown-dashboards.ts';

/** The dashboards' tabs and the cards below them: a chunk of their own, which the welcome box shows without. */
export const HomeDashboards = lazyComponent(() =>
  import('./HomeDashboards.tsx').then((m) => m.HomeDashboards),
);

/**
 * The home page's first calls and code, started with the move to it (the index route's loader: a first visit,
 * a move, a change of tab), beside the page's own chunk: the dashboard on show (`?tab=`, or the first the user
 * may see: its figures and lookups, its chunk and the charts'), the cards the user may see (their reads, their
 * chunks) and the tabs' chunk. Before, each part asked only once the part above it had loaded and drawn (the
 * page, the tabs, the dashboard, then a card and its call), four rounds one after the other.
 */
export function prefetchHome(search: string): void {
  const tab = new URLSearchParams(search).get('tab');
  // A chunk that fails to load is left for the render to load (and report) as usual.
  const load = (preload: (() => Promise<unknown>) | undefined) => void preload?.().catch(() => undefined);
  prefetchSignedIn((config) => {
    load(HomeDashboards.preload);
    const dashboard = activeDashboard(shownDashboards(config), tab);
    load(dashboard?.preload);
    return dashboard?.prefetch?.() ?? [];
  });
  // The menu tree decides the cards (the shell's, loaded beside any page of the menu): apart, so that the
  // dashboard's calls do not wait for it.
  prefetchSignedIn(async (config) => {
    const cards = (await import('./shown-home-cards.ts')).shownHomeCards(config);
    for (const card of cards) load(preloadOf(card.Component));
    return cards.flatMap((card) => card.prefetch?.() ?? []);
  });
}
