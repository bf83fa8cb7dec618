/** A record of a hierarchy: departments by parentDepartmentId, job titles by parentJobTitleId. */
export interface Linked {
  id: string;
  parentId: string | null;
}

export interface Branch<T> {
  item: T;
  children: Branch<T>[];
}

/**
 * The forest of a flat list by its parent links, in the list's order at every level. Every root is kept;
 * an item whose parent is not in the list (not loaded, or deleted) becomes a root, and a loop in the
 * links cannot hang the walk.
 */
export function buildForest<T>(items: readonly T[], link: (item: T) => Linked): Branch<T>[] {
  const branches = new Map<string, Branch<T>>();
  for (const item of items) branches.set(link(item).id, { item, children: [] });
  const roots: Branch<T>[] = [];
  for (const item of items) {
    const { id, parentId } = link(item);
    const branch = branches.get(id)!;
    const parent = parentId && parentId !== id ? branches.get(parentId) : undefined;
    if (parent && !isWithin(branches, link, parent, id)) parent.children.push(branch);
    else roots.push(branch);
  }
  return roots;
}

/** Whether `branch` lies under (or is) the item `id` by the parent links. */
function isWithin<T>(
  branches: ReadonlyMap<string, Branch<T>>,
  link: (item: T) => Linked,
  branch: Branch<T>,
  id: string,
): boolean {
  const seen = new Set<string>();
  for (let current: Branch<T> | undefined = branch; current; ) {
    const { id: currentId, parentId } = link(current.item);
    if (currentId === id) return true;
    if (seen.has(currentId)) return false;
    seen.add(currentId);
    current = parentId ? branches.get(parentId) : undefined;
  }
  return false;
}

/**
 * The item itself and everything under it: what its parent picker must leave out, since a department
 * (or job title) cannot go under itself or its own descendants.
 */
export function selfAndDescendants<T>(
  items: readonly T[],
  link: (item: T) => Linked,
  id: string,
): Set<string> {
  const childrenOf = new Map<string, string[]>();
  for (const item of items) {
    const { id: childId, parentId } = link(item);
    if (parentId) childrenOf.set(parentId, [...(childrenOf.get(parentId) ?? []), childId]);
  }
  const found = new Set<string>([id]);
  const queue = [id];
  while (queue.length) {
    for (const child of childrenOf.get(queue.pop()!) ?? []) {
      if (found.has(child)) continue;
      found.add(child);
      queue.push(child);
    }
  }
  return found;
}

/** Every id of a forest, for trees that open fully. */
export function allIds<T>(forest: readonly Branch<T>[], link: (item: T) => Linked): string[] {
  return forest.flatMap((b) => [link(b.item).id, ...allIds(b.children, link)]);
}

/** A node of antd's Tree and TreeSelect. */
export interface PickerNode {
  key: string;
  value: string;
  title: string;
  children: PickerNode[];
}

/**
 * A hierarchy as antd tree data, titled by `title`, leaving out `exceptId` and everything under it (what
 * an edited item's parent picker must not offer).
 */
export function pickerTree<T>(
  items: readonly T[],
  link: (item: T) => Linked,
  title: (item: T) => string,
  exceptId?: string,
): PickerNode[] {
  const excluded = exceptId ? selfAndDescendants(items, link, exceptId) : new Set<string>();
  const toNodes = (branches: Branch<T>[]): PickerNode[] =>
    branches.map((b) => {
      const { id } = link(b.item);
      return { key: id, value: id, title: title(b.item), children: toNodes(b.children) };
    });
  return toNodes(
    buildForest(
      items.filter((item) => !excluded.has(link(item).id)),
      link,
    ),
  );
}
