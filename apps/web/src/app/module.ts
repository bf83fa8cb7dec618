import { type ComponentType, createElement, lazy, Suspense, useState } from 'react';
import type { FeatureGate, Policy } from './config/policy.ts';
import type { InvalidationRules } from './invalidation.ts';
import type { RouteParams, RouteQuery } from './route-prefetch.ts';

export type LayoutName = 'application' | 'account' | 'empty';

/**
 * A page a module adds to the router. `K`: the menu keys it may name, `MenuKeyOf<typeof xMenu>` of the
 * module's own menu.ts (any string by default).
 */
export interface ModuleRoute<K extends string = string> {
  /** Full path without the leading slash: 'identity/users', 'hr/rewards-management/rewards/update/:id'. */
  path: string;
  /** Default 'application' (the shell). */
  layout?: LayoutName;
  /**
   * The menu entry (a leaf of the menu tree, declared in a module's menu.ts) this page is the target of. The
   * entry shows only once a module registers a route for it; its policy and feature gates then also guard
   * the route.
   */
  menu?: K;
  /**
   * The page's name in the breadcrumb when no menu entry leads to it (a translation key with its namespace:
   * 'notifications::Notifications'); a page with a menu entry is named by it.
   */
  title?: string;
  /** Open to signed-out visitors (the login page). Default: signed-in users only. */
  anonymous?: boolean;
  /** Extra requirements on top of those of the menu entry. */
  policy?: Policy;
  features?: readonly FeatureGate[];
  hostOnly?: boolean;
  requiresEmployee?: boolean;
  /** Loads the page on demand (its own chunk). */
  load: () => Promise<ComponentType>;
  /**
   * The page's first API calls (its list's first page, the lookups its filters need), started as its code
   * starts loading rather than after (`prefetchRoute`): the same query options as the page's own, so it
   * finds them in the cache. One declaration per route, made with `firstListPage` and the lookups' options.
   */
  prefetch?: (params: RouteParams) => readonly RouteQuery[] | Promise<readonly RouteQuery[]>;
  /**
   * The code the page loads by itself once shown (a calendar, charts: a lazy part of the page), fetched with
   * the page's own when the browser is idle after the first page (`preloadWhenIdle`): code only, no call.
   */
  preload?: () => Promise<unknown>;
}

/** Something a module puts in the top bar for signed-in users (the notification bell comes this way). */
export interface TopBarItem {
  key: string;
  order: number;
  Component: ComponentType;
}

/**
 * A card a module puts on the signed-in user's home page: a summary of one of their pages (their leave
 * balances, their open tasks, their latest payslip) with a way in. It shows only to a user who may open
 * the menu entry `menu` (its policies, features and employee link), in `order`.
 */
export interface HomeCard<K extends string = string> {
  key: string;
  order: number;
  menu: K;
  /** Made with `lazyComponent`, so that the home page's first load does not carry it. */
  Component: ComponentType;
  /**
   * The card's first API calls (the same query options as its own), started with the move to the home page
   * (`prefetchHome`) beside its code: a card otherwise asked only once its chunk came and it was drawn.
   */
  prefetch?: () => readonly RouteQuery[];
}

/**
 * A tab a module puts on the employee profile (issue 41): the employee's records of that module, read-only.
 * HR's view shows it to a user who may open one of the menu entries `menu` (the list of those records: its
 * policies and features), the employee's own profile (self-service) to one who may open one of `selfMenu`;
 * without `selfMenu` the tab is HR's only. `order` places it: see `ProfileTabOrder`.
 */
export interface ProfileTab {
  key: string;
  order: number;
  /** The tab's title, a translation key with its namespace ('payroll::Profile.Payslips'). */
  label: string;
  menu: readonly string[];
  selfMenu?: readonly string[];
  /** Receives the employee and whether this is their own profile (then only self-service calls). */
  Component: ComponentType<{ employeeId: string; self: boolean }>;
  /**
   * The queries of the tab's first render (the same options as its own), which a profile route starts with
   * the move when the tab is the first one shown (`profilePrefetch`): no wait for the profile, then its code.
   */
  prefetch?: (employeeId: string, self: boolean) => readonly RouteQuery[];
}

/**
 * Where each module's tab goes on the profile. History (the audit trail, issue 41 with the audit issue)
 * has its place reserved at 90: the module that brings it adds its `profileTabs` entry with that order.
 */
export const ProfileTabOrder = {
  Contracts: 10,
  Attendance: 20,
  Leave: 30,
  Payslips: 40,
  Discipline: 50,
  Custody: 60,
  Documents: 70,
  History: 90,
} as const;

/**
 * A tab's component in its own chunk, loaded when the tab is first shown, or before by the idle preload
 * (`preload`: then it renders at once, see `lazyPreloadable`).
 */
export function lazyTab(
  load: () => Promise<ComponentType<{ employeeId: string; self: boolean }>>,
): ProfileTab['Component'] & { preload: () => Promise<unknown> } {
  return lazyPreloadable(load);
}

/**
 * A dashboard on the signed-in user's home page (a tab when there are several): for the holders of `policy`,
 * or with `requiresEmployee` for a user linked to an employee. `title` is a key of the module's locale file.
 */
export interface HomeDashboard {
  key: string;
  order: number;
  title: string;
  policy?: Policy;
  requiresEmployee?: boolean;
  /** Made with `lazy` (charts are heavy): the home page's first load does not carry it. */
  Component: ComponentType;
  /**
   * The dashboard's first API calls (its figures, its filters' lookups: the same query options as its own),
   * started with the move to the home page when it is the tab shown (`prefetchHome`), beside `preload`.
   */
  prefetch?: () => readonly RouteQuery[];
  /**
   * Loads its code (its chunk, its charts' library): with the move to the home page when it is shown, and
   * when the browser is idle after the first page otherwise.
   */
  preload?: () => Promise<unknown>;
}

/**
 * What a web module contributes: `modules/<m>/index.ts` exports it (`defineModule`), app/modules.ts finds
 * it there. Its menu entries are in `modules/<m>/menu.ts` (`defineMenu`), which app/menu/menu-tree.ts finds.
 */
export interface WebModule<K extends string = string> {
  name: string;
  routes: readonly ModuleRoute<K>[];
  topBarItems?: readonly TopBarItem[];
  homeCards?: readonly HomeCard<K>[];
  /** Tabs of the employee profile (the module's records of one employee). */
  profileTabs?: readonly ProfileTab[];
  homeDashboards?: readonly HomeDashboard[];
  /**
   * Cached data of this module that another's changes make stale, as `{ source: [targets] }` of dotted
   * query-key paths: `{ 'organisation.jobTitles': ['employees'] }` (the employee list shows job title
   * names). Applied by `invalidateAfterChange`, the call after a save or a delete.
   */
  invalidates?: InvalidationRules;
}

const webModuleBrand = Symbol.for('hr.web.module');

/** Declares the module of `modules/<m>/index.ts`; `K`: its menu keys (`MenuKeyOf<typeof xMenu>`). */
export function defineModule<K extends string = string>(module: WebModule<K>): WebModule<K> {
  return { ...module, [webModuleBrand]: true } as WebModule<K>;
}

/** Whether the value was made with `defineModule` (what app/modules.ts picks from a module's index.ts). */
export function isWebModule(value: unknown): value is WebModule {
  return typeof value === 'object' && value !== null && webModuleBrand in value;
}

/** Shows `component` once its chunk is in, nothing before (a top-bar item need not hold up the page). */
function Deferred({ component }: { component: ComponentType }) {
  return createElement(Suspense, { fallback: null }, createElement(component));
}

/**
 * A component in its own chunk, fetched the first time it renders, so that what a module puts in the
 * shell (the top bar) does not weigh on every page's first load. Call it once, where the module is
 * declared, like React's `lazy`.
 */
export function lazyComponent(load: () => Promise<ComponentType>): LazyComponent {
  const component = lazyPreloadable(load);
  return Object.assign(() => createElement(Deferred, { component }), { preload: component.preload });
}

/**
 * React's `lazy`, except that once its code is in (`preload`, the idle preloads, an earlier render) it renders
 * at once instead of suspending: a lazy component suspends on every first render, even with its module in
 * memory, and React reveals a suspended boundary's content up to 300 ms after its fallback showed (its
 * throttle), which a move paid for every lazy part of the page. Whether it is in is decided once per mount, so
 * a mounted one is never swapped for another (no remount).
 */
export function lazyPreloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  const entry: PreloadableEntry = {};
  const preload = () =>
    load().then((component) => {
      entry.loaded = component as ComponentType<object>;
      return component;
    });
  entry.lazy = lazy(async () => ({ default: await preload() })) as unknown as ComponentType<object>;
  return Object.assign((props: P) => createElement(Preloaded, { entry, props }), { preload });
}

interface PreloadableEntry {
  loaded?: ComponentType<object>;
  lazy?: ComponentType<object>;
}

/** `lazyPreloadable`'s component: the loaded one when it was in at mount, else the lazy one, for good. */
function Preloaded({ entry, props }: { entry: PreloadableEntry; props: object }) {
  const [component] = useState(() => (entry.loaded ?? entry.lazy) as ComponentType<object>);
  return createElement(component, props);
}

/** A component made with `lazyComponent`: `preload` fetches its chunk before it first renders. */
export type LazyComponent = ComponentType & { preload: () => Promise<unknown> };

/** The chunk's load of a component made lazy (`lazyComponent`, `lazyPreloadable`, `lazyTab`); none for another. */
export function preloadOf(component: object): (() => Promise<unknown>) | undefined {
  return (component as Partial<LazyComponent>).preload;
}
