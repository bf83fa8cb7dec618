import { PlusOutlined } from '@ant-design/icons';
import { type DepartmentDto, OrganisationPermissions } from '@hr/contracts';
import { Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { type ResourceColumn, ResourceTable, type RowAction } from '../../../../components/ResourceTable.tsx';
import { useCrudActions } from '../../../../components/useCrudActions.tsx';
import { useViewMode, ViewModeSwitch } from '../../../../components/ViewModeSwitch.tsx';
import { departmentApi } from '../../api/department.api.ts';
import { DepartmentFormDialog } from './DepartmentFormDialog.tsx';
import { DepartmentTree } from './DepartmentTree.tsx';

interface DialogState {
  open: boolean;
  department?: DepartmentDto;
  parentId?: string;
}

const policies = OrganisationPermissions.DepartmentsAndJobTitles;

/** Departments: an unpaged table (up to 1000) or the tree of every root, with New and Edit dialogs. */
export function DepartmentsPage() {
  const { t } = useTranslation('organisation');
  const [view, setView] = useViewMode();
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const canCreate = usePermission(policies.Create);
  const crud = useCrudActions<DepartmentDto>({
    api: departmentApi,
    policies: { create: policies.Create, update: policies.Update, delete: policies.Delete },
    newLabel: t('NewDepartment'),
    onCreate: () => setDialog({ open: true }),
    onEdit: (department) => setDialog({ open: true, department }),
  });
  const treeActions: RowAction<DepartmentDto>[] = [
    {
      key: 'add-child',
      label: t('NewSubDepartment'),
      icon: <PlusOutlined />,
      visible: canCreate,
      onClick: (parent) => setDialog({ open: true, parentId: parent.id }),
    },
    ...crud.rowActions,
  ];

  const columns: ResourceColumn<DepartmentDto>[] = [
    { key: 'name', dataIndex: 'name', title: t('Name') },
    {
      key: 'parentDepartmentName',
      dataIndex: 'parentDepartmentName',
      title: t('ParentDepartment'),
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
      <DepartmentFormDialog
        open={dialog.open}
        department={dialog.department}
        parentId={dialog.parentId}
        // The department stays set while the dialog animates closed, so its title does not flip.
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
    </>
  );
}
