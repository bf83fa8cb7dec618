import type { ComponentType, ReactElement } from 'react';
import { createBrowserRouter, Outlet, type RouteObject, ScrollRestoration } from 'react-router';
import { RequirePolicy } from './auth/RequirePolicy.tsx';
import { loadApplicationTexts } from './i18n.ts';
import { type AccessRequirements, noRequirements } from './menu/access.ts';
import type { LayoutName, ModuleRoute } from './module.ts';
import { moduleRoutes } from './modules.ts';
import { prefetchHome } from './pages/home-prefetch.ts';
import { RouteErrorPage } from './pages/RouteErrorPage.tsx';
import { Splash } from './pages/Splash.tsx';
import { type PrefetchHandle, prefetchRoute } from './route-prefetch.ts';
import { useScrollKeptOnReturn } from './scroll-return.ts';

/**
 * A route whose component is its own chunk, fetched on first visit (react-router loads the lazy parts of
 * every matched route at once, so a layout and its page come in parallel).
 */
function lazily(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

function guard(route: ModuleRoute, fromMenu: AccessRequirements): ReactElement {
  return (
    <RequirePolicy
      anonymous={route.anonymous ?? false}
      policies={[...fromMenu.policies, ...(route.policy ? [route.policy] : [])]}
      features={[...fromMenu.features, ...(route.features ?? [])]}
      hostOnly={fromMenu.hostOnly || route.hostOnly === true}
      tenantOnly={fromMenu.tenantOnly}
      requiresEmployee={fromMenu.requiresEmployee || route.requiresEmployee === true}
    />
  );
}

function toRouteObject(route: ModuleRoute): RouteObject {
  const { prefetch } = route;
  const page: RouteObject = { index: true, ...lazily(route.load) };
  if (prefetch) {
    const handle: PrefetchHandle = { prefetch, menu: route.menu };
    // The page's first calls start with the move (`ModuleRoute.prefetch`, with the address's parameters), beside
    // its code rather than after it: a loader runs on every move into the route, while its code loads. It
    // answers at once (the page reads its calls from the cache). A pointer over a menu entry starts them too
    // (`preloadRoute`, through the handle).
    page.loader = ({ params, request }) => {
      prefetchRoute(() => prefetch(params), new URL(request.url).search, route.menu);
      return null;
    };
    page.handle = handle;
  }
  const menu = route.menu;
  if (!menu) return { path: route.path, element: guard(route, noRequirements), children: [page] };
  return {
    path: route.path,
    // The menu tree (every entry's icon with it) is fetched only for a page that has a menu entry, with
    // the page: the login page does without it.
    lazy: async () => {
      const [{ menuTree }, { requirementsOf }] = await Promise.all([
        import('./menu/menu-tree.ts'),
        import('./menu/build-menu.ts'),
      ]);
      return { element: guard(route, requirementsOf(menuTree, menu)) };
    },
    children: [page],
  };
}

function routesOf(layout: LayoutName): RouteObject[] {
  return moduleRoutes.filter((r) => (r.layout ?? 'application') === layout).map(toRouteObject);
}

/**
 * Above every layout: react-router's scroll restoration. A new page (a link, a form's save going back to its
 * list) opens at the top; back and forward return to where that page was left, put back there again as it
 * grows when its content comes after it renders (`useScrollKeptOnReturn`).
 */
function Root() {
  useScrollKeptOnReturn();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    Component: Root,
    errorElement: <RouteErrorPage />,
    // Shown while the first page's chunk loads.
    hydrateFallbackElement: <Splash />,
    children: [
      // Each layout is its own chunk too: the login page does not load the shell's menu and top bar, nor
      // the texts of the modules (their namespaces and error texts come with the application layout).
      {
        ...lazily(() =>
          Promise.all([import('./layouts/ApplicationLayout.tsx'), loadApplicationTexts()]).then(
            ([m]) => m.ApplicationLayout,
          ),
        ),
        children: [
          {
            index: true,
            // The home page's calls and its parts' code start with the move, beside its chunk.
            loader: ({ request }) => {
              prefetchHome(new URL(request.url).search);
              return null;
            },
            ...lazily(() => import('./pages/HomePage.tsx').then((m) => m.HomePage)),
          },
          ...routesOf('application'),
          { path: '*', ...lazily(() => import('./pages/NotFoundPage.tsx').then((m) => m.NotFoundPage)) },
        ],
      },
      {
        ...lazily(() => import('./layouts/AccountLayout.tsx').then((m) => m.AccountLayout)),
        children: routesOf('account'),
      },
      {
        ...lazily(() =>
          Promise.all([import('./layouts/EmptyLayout.tsx'), loadApplicationTexts()]).then(
            ([m]) => m.EmptyLayout,
          ),
        ),
        children: routesOf('empty'),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
