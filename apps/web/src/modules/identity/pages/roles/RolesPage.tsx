import { SafetyCertificateOutlined } from '@ant-design/icons';
import { createRoleInput, IdentityPermissions, type RoleDto, updateRoleInput } from '@hr/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Checkbox, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfigKeys } from '../../../../app/config/app-config.ts';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { CrudPage } from '../../../../components/CrudPage.tsx';
import { Field } from '../../../../components/Field.tsx';
import { rolesApi } from '../../api/roles.api.ts';
import { PermissionsDialog } from '../../components/PermissionsDialog.tsx';

/**
 * identity/roles: the roles (sortable by name, searchable), New and Edit (name, default, public; the static
 * admin role keeps its name and cannot be deleted), and each role's permissions.
 */
export function RolesPage() {
  const { t } = useTranslation('identity');
  const queryClient = useQueryClient();
  const [permissionsOf, setPermissionsOf] = useState<{ open: boolean; role?: RoleDto }>({ open: false });
  const canManagePermissions = usePermission(IdentityPermissions.Roles.ManagePermissions);

  return (
    <CrudPage<RoleDto, typeof createRoleInput, typeof updateRoleInput, RoleDto>
      api={rolesApi}
      policies={IdentityPermissions.Roles}
      title={t('Roles')}
      newLabel={t('NewRole')}
      actions={[
        {
          key: 'permissions',
          label: t('Permissions'),
          icon: <SafetyCertificateOutlined />,
          visible: canManagePermissions,
          onClick: (role) => setPermissionsOf({ open: true, role }),
        },
      ]}
      // A static role (admin) cannot be deleted.
      canDelete={(role) => !role.isStatic}
      columns={[
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
              {role.requiresTwoFactor && <Tag color="orange">{t('TwoFactorRequired')}</Tag>}
            </Space>
          ),
        },
      ]}
      table={{ search: { param: 'filter', placeholder: t('SearchRoles') } }}
      dialog={{
        title: (record) => (record ? t('EditRole') : t('NewRole')),
        api: rolesApi,
        schemas: { create: createRoleInput, update: updateRoleInput },
        // Users show their roles' names, and the signed-in user may hold a renamed role.
        invalidate: ['identity'],
        onSaved: () => queryClient.invalidateQueries({ queryKey: appConfigKeys.all }),
        fields: (record) => (
          <>
            <Field
              name="name"
              label={t('RoleName')}
              extra={record?.isStatic ? t('StaticRoleNameHint') : undefined}
            >
              <Input disabled={record?.isStatic} autoComplete="off" />
            </Field>
            <Field
              name="isDefault"
              valuePropName="checked"
              style={{ marginBottom: 8 }}
              extra={t('IsDefaultHint')}
            >
              <Checkbox>{t('IsDefault')}</Checkbox>
            </Field>
            <Field
              name="isPublic"
              valuePropName="checked"
              style={{ marginBottom: 8 }}
              extra={t('IsPublicHint')}
            >
              <Checkbox>{t('IsPublic')}</Checkbox>
            </Field>
            <Field
              name="requiresTwoFactor"
              valuePropName="checked"
              style={{ marginBottom: 0 }}
              extra={t('RequiresTwoFactorHint')}
            >
              <Checkbox>{t('RequiresTwoFactor')}</Checkbox>
            </Field>
          </>
        ),
      }}
    >
      <PermissionsDialog
        open={permissionsOf.open}
        provider={
          permissionsOf.role ? { providerName: 'R', providerKey: permissionsOf.role.name } : undefined
        }
        entityName={permissionsOf.role?.name}
        onClose={() => setPermissionsOf((current) => ({ ...current, open: false }))}
      />
    </CrudPage>
  );
}
