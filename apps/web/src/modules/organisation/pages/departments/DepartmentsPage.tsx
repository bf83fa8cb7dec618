import { PlusOutlined } from '@ant-design/icons';
import { type DepartmentDto, OrganisationPermissions } from '@hr/contracts';
import { Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ResourceColumn, ResourceTable, type RowAction } from '../../../../components/ResourceTable.tsx';
import { useCrudPage } from '../../../../components/useCrudPage.tsx';
import { useViewMode, ViewModeSwitch } from '../../../../components/ViewModeSwitch.tsx';
import { departmentApi } from '../../api/department.api.ts';
import { DepartmentFormDialog } from './DepartmentFormDialog.tsx';
import { DepartmentTree } from './DepartmentTree.tsx';

/** Departments: an unpaged table (up to 1000) or the tree of every root, with New and Edit dialogs. */
export function DepartmentsPage() {
  const { t } = useTranslation('organisation');
  const [view, setView] = useViewMode();
  const crud = useCrudPage<DepartmentDto, { parentId?: string }>({
    api: departmentApi,
    policies: OrganisationPermissions.DepartmentsAndJobTitles,
    newLabel: t('NewDepartment'),
  });
  const treeActions: RowAction<DepartmentDto>[] = [
    {
      key: 'add-child',
      label: t('NewSubDepartment'),
      icon: <PlusOutlined />,
      visible: crud.can.create,
      onClick: (parent) => crud.openCreate({ parentId: parent.id }),
    },
    ...crud.rowActions,
  ];

  const columns: ResourceColumn<DepartmentDto>[] = [
    { key: 'name', dataIndex: 'name', title: t('Name'), sortable: true },
    {
      key: 'parentDepartmentName',
      dataIndex: 'parentDepartmentName',
      title: t('ParentDepartment'),
      sortable: true,
      render: (name: string | null) => name ?? '—',
    },
  ];

  const toolbar = (
    <Space wrap>
      <ViewModeSwitch value={view} onChange={setView} />
      {crud.toolbar}
    </Space>
  );

  return (
    <>
      {view === 'table' ? (
        <ResourceTable<DepartmentDto>
          title={t('Departments')}
          queryKey={departmentApi.keys.lists()}
          fetch={departmentApi.list}
          columns={columns}
          search={{ param: 'filter', placeholder: t('SearchByName') }}
          toolbar={toolbar}
          rowActions={crud.rowActions}
          // The spec's table is unpaged (up to 1000).
          unpaged
        />
      ) : (
        <Card title={t('Departments')} extra={toolbar} className="resource-card">
          <DepartmentTree actions={treeActions} />
        </Card>
      )}
      <DepartmentFormDialog {...crud.dialog} />
    </>
  );
}
