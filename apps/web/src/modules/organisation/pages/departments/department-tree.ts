import type { DepartmentDto } from '@hr/contracts';
import { type Branch, buildForest, type Linked, selfAndDescendants } from '../../tree.ts';

export const departmentLink = (d: DepartmentDto): Linked => ({ id: d.id, parentId: d.parentDepartmentId });

export interface DepartmentNode {
  key: string;
  value: string;
  title: string;
  children: DepartmentNode[];
}

function toNodes(branches: Branch<DepartmentDto>[]): DepartmentNode[] {
  return branches.map((b) => ({
    key: b.item.id,
    value: b.item.id,
    title: b.item.name,
    children: toNodes(b.children),
  }));
}

/** The departments as antd tree data (Tree and TreeSelect), leaving out `exceptId` and everything under it. */
export function departmentTreeData(items: readonly DepartmentDto[], exceptId?: string): DepartmentNode[] {
  const excluded = exceptId ? selfAndDescendants(items, departmentLink, exceptId) : new Set<string>();
  return toNodes(
    buildForest(
      items.filter((d) => !excluded.has(d.id)),
      departmentLink,
    ),
  );
}
