import type { ApplicationConfiguration } from '@hr/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { lookupPolicy } from '../components/lookup.ts';
import { resolveTimeZone } from '../components/tenant-time.ts';
import { authClient } from './auth/index.ts';
import { appConfigQuery } from './config/app-config.ts';
import { isGranted } from './config/policy.ts';
import { queryClient } from './query-client.ts';

/**
 * A query a route starts before its code has loaded: the same key and call as the page's own (its
 * `useQuery`, a `ResourceTable`'s first page, a `useLookup`), so the page finds the answer in the cache, or
 * the call in flight, and nothing is fetched twice. `meta` carries the policies of the endpoint it calls
 * (`lookupQuery`): a user without them is not asked for.
 */
export interface RouteQuery {
  queryKey: QueryKey;
  // biome-ignore lint/suspicious/noExplicitAny: the query function of any query (its key typed by the caller).
  queryFn?: any;
  meta?: Record<string, unknown> | undefined;
}

let sessionKnown: () => void = () => undefined;
/** Resolved once the stored session is adopted (or the provider has answered): the calls carry its token. */
const session = new Promise<void>((resolve) => {
  sessionKnown = resolve;
});

/** setupApp says when the session is known; a route's queries wait for it (the router starts before). */
export function routeQueriesMayStart(): void {
  sessionKnown();
}

/** A route's address parameters (`:id`), as its `prefetch` receives them. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** What a page's route object carries for `preloadRoute` (a pointer over a menu entry). */
export interface PrefetchHandle {
  prefetch: (params: RouteParams) => readonly RouteQuery[] | Promise<readonly RouteQuery[]>;
  menu: string | undefined;
}

/**
 * Starts a route's first API calls (`ModuleRoute.prefetch`), from the moment the router moves to it (its
 * loader, beside the load of its code, a first visit or a move) or a pointer comes over its menu entry: the
 * calls and the chunks come side by side instead of one after the other. Only for a signed-in user who may open
 * the route's menu entry (`menu`: its policies, features and employee link, as the menu shows it), once the
 * configuration says they hold each query's policies; a page opened with filters in its address (`search`)
 * asks for another page (none).
 */
export function prefetchRoute(
  queries: () => readonly RouteQuery[] | Promise<readonly RouteQuery[]>,
  search: string,
  menu?: string,
): void {
  if (search) return;
  prefetchSignedIn(async () => {
    const [list, open] = await Promise.all([queries(), mayOpen(menu)]);
    return open ? list : [];
  });
}

/**
 * Starts the queries `start` names from the configuration, for a signed-in user once the session is known, each
 * only when the configuration says they hold its policies (`prefetchRoute`'s, the home page's `prefetchHome`).
 */
export function prefetchSignedIn(
  start: (config: ApplicationConfiguration) => readonly RouteQuery[] | Promise<readonly RouteQuery[]>,
): void {
  void (async () => {
    await session;
    if (!authClient.isAuthenticated) return;
    const config = await routeConfig();
    for (const query of await start(config))
      if (isGranted(config, lookupPolicy(query))) void queryClient.prefetchQuery(query as never);
  })().catch(() => undefined);
}

/**
 * Whether the user may open a menu entry's page (none: a page without one, whose queries' policies decide).
 * The menu tree is the shell's (loaded with any page of the menu); read here once the route is moved to.
 */
async function mayOpen(menu: string | undefined): Promise<boolean> {
  if (!menu) return true;
  const [config, { menuTree }, { canOpen }, { menuRoutes }] = await Promise.all([
    routeConfig(),
    import('./menu/menu-tree.ts'),
    import('./menu/build-menu.ts'),
    import('./modules.ts'),
  ]);
  return canOpen(menuTree, menuRoutes, menu, config);
}

/** The application's configuration (the user, the tenant's settings), for a route whose first calls depend on it. */
export function routeConfig(): Promise<ApplicationConfiguration> {
  return queryClient.ensureQueryData(appConfigQuery);
}

/** The tenant's time zone, for a route whose first calls name days of its calendar (this month). */
export async function routeTimeZone(): Promise<string> {
  const config = await routeConfig();
  return resolveTimeZone(config.timing.timeZone.iana.timeZoneName);
}
