import type { DepartmentDto } from '@hr/contracts';
import { type Linked, type PickerNode, pickerTree } from '../../tree.ts';

export const departmentLink = (d: DepartmentDto): Linked => ({ id: d.id, parentId: d.parentDepartmentId });

/** The departments as antd tree data (Tree and TreeSelect), leaving out `exceptId` and everything under it. */
export function departmentTreeData(items: readonly DepartmentDto[], exceptId?: string): PickerNode[] {
  return pickerTree(items, departmentLink, (d) => d.name, exceptId);
}
