import type { FeatureGate } from '../app/config/policy.ts';
import type { ModuleRoute } from '../app/module.ts';

/** The web paths of a record kept on pages of its own: its list, its create page and one record's page. */
export function recordPaths(list: string) {
  return { list, create: `${list}/create`, update: (id: string) => `${list}/update/${id}` };
}

/**
 * The create and update pages of such a record (its list at `list`, without the leading slash): create
 * needs the permission group's Create, update/:id its Default (the page opens read-only without Update).
 */
export function recordFormRoutes<K extends string>(
  list: string,
  policies: { Create: string; Default: string },
  features: readonly FeatureGate[],
  load: ModuleRoute['load'],
): ModuleRoute<K>[] {
  return [
    { path: `${list}/create`, policy: policies.Create, features, load },
    { path: `${list}/update/:id`, policy: policies.Default, features, load },
  ];
}
