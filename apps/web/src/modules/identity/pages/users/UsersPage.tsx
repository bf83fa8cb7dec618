import { CheckCircleTwoTone, MinusCircleOutlined } from '@ant-design/icons';
import { IdentityPermissions, type UserDto } from '@hr/contracts';
import { Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ResourceColumn, ResourceTable } from '../../../../components/ResourceTable.tsx';
import { useCrudActions } from '../../../../components/useCrudActions.tsx';
import { usersApi } from '../../api/users.api.ts';
import { UserFormDialog } from './UserFormDialog.tsx';

interface DialogState {
  open: boolean;
  user?: UserDto;
}

export function UsersPage() {
  const { t } = useTranslation('identity');
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const crud = useCrudActions<UserDto>({
    api: usersApi,
    policies: {
      create: IdentityPermissions.Users.Create,
      update: IdentityPermissions.Users.Update,
      delete: IdentityPermissions.Users.Delete,
    },
    newLabel: t('NewUser'),
    onCreate: () => setDialog({ open: true }),
    onEdit: (user) => setDialog({ open: true, user }),
  });

  const columns: ResourceColumn<UserDto>[] = [
    { key: 'userName', dataIndex: 'userName', title: t('UserName') },
    {
      key: 'fullName',
      title: t('Name'),
      render: (_, user) => [user.name, user.surname].filter(Boolean).join(' '),
    },
    {
      key: 'email',
      dataIndex: 'email',
      title: t('EmailAddress'),
      render: (email: string) => <bdi>{email}</bdi>,
    },
    {
      key: 'phoneNumber',
      dataIndex: 'phoneNumber',
      title: t('PhoneNumber'),
      render: (phone: string | null) => (phone ? <bdi>{phone}</bdi> : null),
    },
    {
      key: 'roleNames',
      dataIndex: 'roleNames',
      title: t('Roles'),
      render: (roles: string[]) => (
        <Space size={[0, 4]} wrap>
          {roles.map((role) => (
            <Tag key={role} color="blue">
              {role}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'isActive',
      dataIndex: 'isActive',
      title: t('IsActive'),
      align: 'center',
      render: (active: boolean) =>
        active ? (
          <CheckCircleTwoTone twoToneColor="#52c41a" aria-label={t('common::Yes')} />
        ) : (
          <MinusCircleOutlined style={{ color: '#bfbfbf' }} aria-label={t('common::No')} />
        ),
    },
  ];

  return (
    <>
      <ResourceTable<UserDto>
        title={t('Users')}
        queryKey={usersApi.keys.lists()}
        fetch={usersApi.list}
        columns={columns}
        search={{ param: 'filter', placeholder: t('SearchUsers') }}
        {...crud}
      />
      <UserFormDialog
        open={dialog.open}
        user={dialog.user}
        // The user stays set while the dialog animates closed, so its title does not flip.
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
    </>
  );
}
