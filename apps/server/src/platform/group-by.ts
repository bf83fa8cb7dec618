/**
 * The items in lists by a key, each list in the items' order (what `Map.groupBy` does from Node 21; the
 * machines run 20), each item as `value` makes it (the item itself without one).
 */
export function groupBy<T, K>(items: Iterable<T>, key: (item: T) => K): Map<K, T[]>;
export function groupBy<T, K, V>(items: Iterable<T>, key: (item: T) => K, value: (item: T) => V): Map<K, V[]>;
export function groupBy<T, K, V>(
  items: Iterable<T>,
  key: (item: T) => K,
  value?: (item: T) => V,
): Map<K, Array<T | V>> {
  const groups = new Map<K, Array<T | V>>();
  for (const item of items) {
    const k = key(item);
    const v = value ? value(item) : item;
    const list = groups.get(k);
    if (list) list.push(v);
    else groups.set(k, [v]);
  }
  return groups;
}
