import type { DepartmentDto } from '@hr/contracts';
import { type Linked, type PickerNode, pickerTree } from '../../tree.ts';

export const departmentLink = (d: DepartmentDto): Linked => ({ id: d.id, parentId: d.parentDepartmentId });
export const departmentName = (d: DepartmentDto) => d.name;

/** The departments as antd tree data, by their parent links. */
export function departmentTreeData(items: readonly DepartmentDto[]): PickerNode[] {
  return pickerTree(items, departmentLink, departmentName);
}
