import { SafetyCertificateOutlined } from '@ant-design/icons';
import { IdentityPermissions, type RoleDto } from '@hr/contracts';
import { Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { type ResourceColumn, ResourceTable } from '../../../../components/ResourceTable.tsx';
import { useCrudPage } from '../../../../components/useCrudPage.tsx';
import { rolesApi } from '../../api/roles.api.ts';
import { PermissionsDialog } from '../../components/PermissionsDialog.tsx';
import { RoleFormDialog } from './RoleFormDialog.tsx';

export function RolesPage() {
  const { t } = useTranslation('identity');
  const [permissionsOf, setPermissionsOf] = useState<{ open: boolean; role?: RoleDto }>({ open: false });
  const canManagePermissions = usePermission(IdentityPermissions.Roles.ManagePermissions);
  const crud = useCrudPage<RoleDto>({
    api: rolesApi,
    policies: IdentityPermissions.Roles,
    newLabel: t('NewRole'),
    actions: [
      {
        key: 'permissions',
        label: t('Permissions'),
        icon: <SafetyCertificateOutlined />,
        visible: canManagePermissions,
        onClick: (role) => setPermissionsOf({ open: true, role }),
      },
    ],
    // A static role (admin) cannot be deleted.
    canDelete: (role) => !role.isStatic,
  });

  const columns: ResourceColumn<RoleDto>[] = [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('RoleName'),
      sortable: true,
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
        rowActions={crud.rowActions}
      />
      <RoleFormDialog {...crud.dialog} />
      <PermissionsDialog
        open={permissionsOf.open}
        provider={
          permissionsOf.role ? { providerName: 'R', providerKey: permissionsOf.role.name } : undefined
        }
        entityName={permissionsOf.role?.name}
        onClose={() => setPermissionsOf((current) => ({ ...current, open: false }))}
      />
    </>
  );
}
