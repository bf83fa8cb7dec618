import {
  CheckCircleTwoTone,
  KeyOutlined,
  LockOutlined,
  LogoutOutlined,
  MinusCircleOutlined,
  SafetyCertificateOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import { IdentityPermissions, type UserDto, userEndpoints } from '@hr/contracts';
import { Flex, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../../app/config/useAppConfig.ts';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { callAndSay } from '../../../../components/call-and-say.ts';
import { listOf, type ResourceColumn, ResourceTable } from '../../../../components/ResourceTable.tsx';
import { useCrudPage } from '../../../../components/useCrudPage.tsx';
import { accountSecurityApi } from '../../api/account-security.api.ts';
import { usersApi } from '../../api/users.api.ts';
import { PermissionsDialog } from '../../components/PermissionsDialog.tsx';
import { SetPasswordDialog } from './SetPasswordDialog.tsx';
import { UserFormDialog } from './UserFormDialog.tsx';

interface DialogState {
  open: boolean;
  user?: UserDto;
}

const closed = (current: DialogState): DialogState => ({ ...current, open: false });

export function UsersPage() {
  const { t } = useTranslation('identity');
  const me = useAppConfig().currentUser.id;
  const [password, setPassword] = useState<DialogState>({ open: false });
  const [permissions, setPermissions] = useState<DialogState>({ open: false });
  const canUpdate = usePermission(IdentityPermissions.Users.Update);
  const canManagePermissions = usePermission(IdentityPermissions.Users.ManagePermissions);

  const unlock = (user: UserDto) =>
    callAndSay(
      () => usersApi.unlock(user.id),
      t('UserUnlocked', { userName: user.userName }),
      usersApi.keys.lists(),
    );
  const endSessions = (user: UserDto) =>
    callAndSay(
      () => accountSecurityApi.endUserSessions(user.id),
      t('UserSessionsEnded', { userName: user.userName }),
    );

  const crud = useCrudPage<UserDto>({
    api: usersApi,
    policies: IdentityPermissions.Users,
    newLabel: t('NewUser'),
    actions: [
      {
        key: 'permissions',
        label: t('Permissions'),
        icon: <SafetyCertificateOutlined />,
        visible: canManagePermissions,
        onClick: (user) => setPermissions({ open: true, user }),
      },
      {
        key: 'set-password',
        label: t('SetPassword'),
        icon: <KeyOutlined />,
        visible: canUpdate,
        onClick: (user) => setPassword({ open: true, user }),
      },
      {
        key: 'unlock',
        label: t('Unlock'),
        icon: <UnlockOutlined />,
        visible: (user) => canUpdate && user.isLockedOut,
        onClick: (user) => void unlock(user),
      },
      {
        key: 'end-sessions',
        label: t('EndSessions'),
        icon: <LogoutOutlined />,
        visible: canUpdate,
        onClick: (user) => void endSessions(user),
      },
    ],
    // Nobody deletes their own account (the server refuses it too).
    canDelete: (user) => user.id !== me,
  });

  const lockedTag = (user: UserDto) =>
    user.isLockedOut ? (
      <Tag color="red" icon={<LockOutlined />}>
        {t('LockedOut')}
      </Tag>
    ) : null;
  const fullName = (user: UserDto) => [user.name, user.surname].filter(Boolean).join(' ');
  const roleTags = (roles: string[]) => (
    <Space size={4} wrap>
      {roles.map((role) => (
        <Tag key={role} color="blue">
          {role}
        </Tag>
      ))}
    </Space>
  );
  // On a phone one column holds the user: the user name (locked, inactive), the full name, the e-mail and
  // the roles, one under the other, without scrolling sideways.
  const phoneColumns: ResourceColumn<UserDto>[] = [
    {
      key: 'userName',
      title: t('User'),
      render: (_, user) => (
        <Flex vertical gap={2} align="start">
          <Space size={4} wrap>
            <Typography.Text strong>{user.userName}</Typography.Text>
            {lockedTag(user)}
            {user.isActive ? null : <Tag>{t('common::Inactive')}</Tag>}
          </Space>
          {fullName(user) ? <span>{fullName(user)}</span> : null}
          <Typography.Text type="secondary">
            <bdi>{user.email}</bdi>
          </Typography.Text>
          {roleTags(user.roleNames)}
        </Flex>
      ),
    },
  ];
  const columns: ResourceColumn<UserDto>[] = [
    {
      key: 'userName',
      dataIndex: 'userName',
      title: t('UserName'),
      render: (userName: string, user) => (
        <Space size={4}>
          <span>{userName}</span>
          {lockedTag(user)}
        </Space>
      ),
    },
    {
      key: 'fullName',
      title: t('Name'),
      // The server sorts by the first name.
      sortable: 'name',
      render: (_, user) => fullName(user),
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
      render: roleTags,
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
        {...listOf(usersApi)}
        columns={columns}
        phoneColumns={phoneColumns}
        search={{ param: 'filter', placeholder: t('SearchUsers') }}
        exportExcel={{ url: userEndpoints.exportExcel.path }}
        toolbar={crud.toolbar}
        rowActions={crud.rowActions}
      />
      <UserFormDialog {...crud.dialog} />
      <SetPasswordDialog open={password.open} user={password.user} onClose={() => setPassword(closed)} />
      <PermissionsDialog
        open={permissions.open}
        provider={permissions.user ? { providerName: 'U', providerKey: permissions.user.id } : undefined}
        entityName={permissions.user?.userName}
        onClose={() => setPermissions(closed)}
      />
    </>
  );
}
