import { matchRoutes } from 'react-router';
import { type PrefetchHandle, prefetchRoute } from './route-prefetch.ts';
import { routes } from './router.tsx';

const started = new Set<string>();

/**
 * Starts loading the code of the page at `path` (its layout, guard and page chunks: the routes' own `lazy`
 * loaders) when a user shows the intent to open it: a pointer over its menu entry, a focus, a touch. The
 * click then finds the code loaded, or on its way; the router's own load reuses the same modules. Once per
 * path; a failure lets a later intent try again (and the click still loads as usual).
 */
export function preloadRoute(path: string): void {
  if (started.has(path)) return;
  started.add(path);
  const [pathname = '', search = ''] = path.split(/(?=\?)/);
  for (const { route, params } of matchRoutes(routes, pathname) ?? []) {
    const handle = route.handle as Partial<PrefetchHandle> | undefined;
    if (handle?.prefetch) prefetchRoute(() => handle.prefetch!(params), search, handle.menu);
    const load = route.lazy;
    if (typeof load === 'function')
      void Promise.resolve()
        .then(load)
        .catch(() => started.delete(path));
  }
}
