import type { DepartmentDto } from '@hr/contracts';
import { useTranslation } from 'react-i18next';
import type { ResourceColumn } from '../../../../components/ResourceTable.tsx';
import { ResourceViews } from '../../../../components/ResourceViews.tsx';
import { departmentApi } from '../../api/department.api.ts';
import { useHierarchyPage } from '../../components/useHierarchyPage.tsx';
import { DepartmentFormDialog } from './DepartmentFormDialog.tsx';
import { DepartmentTree } from './DepartmentTree.tsx';

/** Departments: an unpaged table (up to 1000) or the tree of every root, with New and Edit dialogs. */
export function DepartmentsPage() {
  const { t } = useTranslation('organisation');
  const crud = useHierarchyPage<DepartmentDto>({
    api: departmentApi,
    newLabel: t('NewDepartment'),
    newChildLabel: t('NewSubDepartment'),
  });

  const columns: ResourceColumn<DepartmentDto>[] = [
    { key: 'name', dataIndex: 'name', title: t('Name') },
    {
      key: 'parentDepartmentName',
      dataIndex: 'parentDepartmentName',
      title: t('ParentDepartment'),
      render: (name: string | null) => name ?? '—',
    },
  ];

  return (
    <>
      <ResourceViews<DepartmentDto, 'tree'>
        {...crud.table}
        title={t('Departments')}
        columns={columns}
        views={{ tree: <DepartmentTree actions={[crud.addChild, ...crud.rowActions]} /> }}
      />
      <DepartmentFormDialog {...crud.dialog} />
    </>
  );
}
