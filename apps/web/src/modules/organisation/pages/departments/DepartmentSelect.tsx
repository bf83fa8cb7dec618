import { departmentApi } from '../../api/department.api.ts';
import { type HierarchyPickerProps, HierarchySelect } from '../../components/HierarchySelect.tsx';
import { departmentLink, departmentName } from './department-tree.ts';

/** A department picked from the department tree (the parent of a department, the department of a job title). */
export function DepartmentSelect(props: HierarchyPickerProps) {
  return (
    <HierarchySelect
      {...props}
      query={departmentApi.picker()}
      link={departmentLink}
      titleOf={departmentName}
    />
  );
}
