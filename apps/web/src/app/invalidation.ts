import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Which cached data depends on which, across modules: a changed source (a dotted path of query-key
 * segments, 'organisation.jobTitles') makes the listed targets stale too ('employees': the employee list
 * shows job title names). Segments compare in camelCase, so 'organisation.jobTitles' names the keys
 * ['organisation', 'job-titles', ...]. A module declares these in its definition (`invalidates`).
 */
export type InvalidationRules = Readonly<Record<string, readonly string[]>>;

type Path = readonly string[];

const camel = (segment: string) => segment.replace(/[-_ ]+([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase());

/** The leading string segments of a query key, in camelCase (objects and numbers end the path). */
export function keyPath(key: QueryKey): Path {
  const path: string[] = [];
  for (const segment of key) {
    if (typeof segment !== 'string') break;
    path.push(camel(segment));
  }
  return path;
}

const parse = (dotted: string): Path => dotted.split('.').map(camel);
const startsWith = (path: Path, prefix: Path) => prefix.every((s, i) => path[i] === s);
/** Two keys touch when one covers the other: ['organisation'] covers ['organisation', 'jobTitles', 'list']. */
const overlaps = (a: Path, b: Path) => startsWith(a, b) || startsWith(b, a);

/**
 * Every key prefix that must be refreshed after `changed` changed, besides `changed` itself: the targets
 * of every rule whose source it touches, then theirs in turn (cycles stop). Targets already covered by
 * `changed` or by a broader target are left out.
 */
export function dependentPaths(changed: QueryKey, rules: InvalidationRules): Path[] {
  const start = keyPath(changed);
  const entries = Object.entries(rules).map(
    ([source, targets]) => [parse(source), targets.map(parse)] as const,
  );
  const found: Path[] = [];
  const queue: Path[] = [start];
  const seen = new Set<string>([start.join('.')]);
  while (queue.length > 0) {
    const current = queue.shift() ?? [];
    for (const [source, targets] of entries) {
      if (!overlaps(current, source)) continue;
      for (const target of targets) {
        const id = target.join('.');
        if (seen.has(id)) continue;
        seen.add(id);
        found.push(target);
        queue.push(target);
      }
    }
  }
  return found.filter(
    (p) =>
      !startsWith(p, start) &&
      !found.some((other) => other !== p && other.length < p.length && startsWith(p, other)),
  );
}

/**
 * Refreshes `changed` and every key declared to depend on it. A read already on its way may answer what
 * was there before the change, and react-query would take a query's first read in flight as its refresh
 * (it cancels a read in flight only when the query holds data): so reads in flight are cancelled first,
 * and every refreshed query reads after the change.
 */
export async function invalidateWithRules(
  queryClient: QueryClient,
  changed: QueryKey,
  rules: InvalidationRules,
): Promise<void> {
  const filters = [
    { queryKey: changed },
    ...dependentPaths(changed, rules).map((path) => ({
      predicate: (query: Query) => startsWith(keyPath(query.queryKey), path),
    })),
  ];
  await Promise.all(filters.map((f) => queryClient.cancelQueries(f)));
  await Promise.all(filters.map((f) => queryClient.invalidateQueries(f)));
}

/**
 * The rules of every module, merged. A path must start with a module's name: a misspelt module would
 * otherwise silently refresh nothing.
 */
export function collectInvalidationRules(
  modules: readonly { name: string; invalidates?: InvalidationRules }[],
): InvalidationRules {
  const names = new Set(modules.map((m) => camel(m.name)));
  const merged: Record<string, string[]> = {};
  for (const module of modules) {
    for (const [source, targets] of Object.entries(module.invalidates ?? {})) {
      for (const path of [source, ...targets]) {
        const head = parse(path)[0] ?? '';
        if (!names.has(head))
          throw new Error(`${module.name}: invalidation rule '${path}' names no module ('${head}')`);
      }
      merged[source] = [...new Set([...(merged[source] ?? []), ...targets])];
    }
  }
  return merged;
}
