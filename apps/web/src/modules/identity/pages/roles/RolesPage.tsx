import { SafetyCertificateOutlined } from '@ant-design/icons';
import { IdentityPermissions, type RoleDto } from '@hr/contracts';
import { Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { type ResourceColumn, ResourceTable, type RowAction } from '../../../../components/ResourceTable.tsx';
import { useCrudActions } from '../../../../components/useCrudActions.tsx';
import { rolesApi } from '../../api/roles.api.ts';
import { PermissionsDialog } from '../../components/PermissionsDialog.tsx';
import { RoleFormDialog } from './RoleFormDialog.tsx';

interface DialogState {
  open: boolean;
  role?: RoleDto;
}

export function RolesPage() {
  const { t } = useTranslation('identity');
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const [permissions, setPermissions] = useState<DialogState>({ open: false });
  const canManagePermissions = usePermission(IdentityPermissions.Roles.ManagePermissions);
  const crud = useCrudActions<RoleDto>({
    api: rolesApi,
    policies: {
      create: IdentityPermissions.Roles.Create,
      update: IdentityPermissions.Roles.Update,
      delete: IdentityPermissions.Roles.Delete,
    },
    newLabel: t('NewRole'),
    onCreate: () => setDialog({ open: true }),
    onEdit: (role) => setDialog({ open: true, role }),
  });

  const rowActions: RowAction<RoleDto>[] = [
    ...crud.rowActions.filter((a) => a.key === 'edit'),
    {
      key: 'permissions',
      label: t('Permissions'),
      icon: <SafetyCertificateOutlined />,
      visible: canManagePermissions,
      onClick: (role) => setPermissions({ open: true, role }),
    },
    // A static role (admin) cannot be deleted.
    ...crud.rowActions
      .filter((a) => a.key === 'delete')
      .map((a) => ({ ...a, visible: (role: RoleDto) => a.visible !== false && !role.isStatic })),
  ];

  const columns: ResourceColumn<RoleDto>[] = [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('RoleName'),
      render: (name: string, role) => (
        <Space size={4} wrap>
          <span>{name}</span>
          {role.isStatic && <Tag color="purple">{t('Static')}</Tag>}
          {role.isDefault && <Tag color="green">{t('Default')}</Tag>}
          {role.isPublic && <Tag color="blue">{t('Public')}</Tag>}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ResourceTable<RoleDto>
        title={t('Roles')}
        queryKey={rolesApi.keys.lists()}
        fetch={rolesApi.list}
        columns={columns}
        search={{ param: 'filter', placeholder: t('SearchRoles') }}
        toolbar={crud.toolbar}
        rowActions={rowActions}
      />
      <RoleFormDialog
        open={dialog.open}
        role={dialog.role}
        // The role stays set while the dialog animates closed, so its title does not flip.
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
      <PermissionsDialog
        open={permissions.open}
        provider={permissions.role ? { providerName: 'R', providerKey: permissions.role.name } : undefined}
        entityName={permissions.role?.name}
        onClose={() => setPermissions((current) => ({ ...current, open: false }))}
      />
    </>
  );
}
