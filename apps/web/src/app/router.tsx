import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequirePolicy } from './auth/RequirePolicy.tsx';
import { AccountLayout } from './layouts/AccountLayout.tsx';
import { ApplicationLayout } from './layouts/ApplicationLayout.tsx';
import { EmptyLayout } from './layouts/EmptyLayout.tsx';
import { noRequirements } from './menu/access.ts';
import { requirementsOf } from './menu/build-menu.ts';
import { menuTree } from './menu/menu-tree.ts';
import type { LayoutName, ModuleRoute } from './module.ts';
import { moduleRoutes } from './modules.ts';
import { HomePage } from './pages/HomePage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { RouteErrorPage } from './pages/RouteErrorPage.tsx';
import { Splash } from './pages/Splash.tsx';

function toRouteObject(route: ModuleRoute): RouteObject {
  const fromMenu = route.menu ? requirementsOf(menuTree, route.menu) : noRequirements;
  return {
    path: route.path,
    element: (
      <RequirePolicy
        anonymous={route.anonymous ?? false}
        policies={[...fromMenu.policies, ...(route.policy ? [route.policy] : [])]}
        features={[...fromMenu.features, ...(route.features ?? [])]}
        hostOnly={fromMenu.hostOnly || route.hostOnly === true}
        requiresEmployee={fromMenu.requiresEmployee || route.requiresEmployee === true}
      />
    ),
    // The page is its own chunk, fetched on first visit.
    children: [{ index: true, lazy: async () => ({ Component: await route.load() }) }],
  };
}

function routesOf(layout: LayoutName): RouteObject[] {
  return moduleRoutes.filter((r) => (r.layout ?? 'application') === layout).map(toRouteObject);
}

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    // Shown while the first page's chunk loads.
    hydrateFallbackElement: <Splash />,
    children: [
      {
        element: <ApplicationLayout />,
        children: [
          { index: true, element: <HomePage /> },
          ...routesOf('application'),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { element: <AccountLayout />, children: routesOf('account') },
      { element: <EmptyLayout />, children: routesOf('empty') },
    ],
  },
];

export const router = createBrowserRouter(routes);
