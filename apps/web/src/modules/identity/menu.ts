import { AuditOutlined, FileProtectOutlined, UserOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { AuditLoggingPermissions, IdentityPermissions } from '@hr/contracts';
import { MenuGroups } from '../../app/menu/menu-node.ts';
import { defineMenu, type MenuKeyOf } from '../../app/menu/module-menu.ts';

/** Administration > Identity management: roles and users; Administration > Security log. */
export const identityMenu = defineMenu([
  {
    parent: MenuGroups.Administration,
    key: 'administration.identity',
    label: 'identity::Menu.IdentityManagement',
    order: 1,
    icon: UserSwitchOutlined,
    children: [
      {
        key: 'administration.identity.roles',
        label: 'identity::Menu.Roles',
        order: 1,
        icon: FileProtectOutlined,
        policy: IdentityPermissions.Roles.Default,
      },
      {
        key: 'administration.identity.users',
        label: 'identity::Menu.Users',
        order: 2,
        icon: UserOutlined,
        policy: IdentityPermissions.Users.Default,
      },
    ],
  },
  {
    parent: MenuGroups.Administration,
    key: 'administration.security-logs',
    label: 'identity::Menu.SecurityLog',
    order: 3,
    icon: AuditOutlined,
    policy: AuditLoggingPermissions.SecurityLogs.Default,
  },
]);

export type IdentityMenuKey = MenuKeyOf<typeof identityMenu>;
