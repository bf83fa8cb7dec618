import { AuditOutlined } from '@ant-design/icons';
import { AuditPermissions } from '@hr/contracts';
import { MenuGroups } from '../../app/menu/menu-node.ts';
import { defineMenu, type MenuKeyOf } from '../../app/menu/module-menu.ts';

/** Administration > Audit log (AuditLogging.AuditLogs). */
export const auditMenu = defineMenu([
  {
    parent: MenuGroups.Administration,
    key: 'administration.audit-log',
    label: 'audit::Menu.AuditLog',
    order: 4,
    icon: AuditOutlined,
    policy: AuditPermissions.AuditLogs.Default,
  },
]);

export type AuditMenuKey = MenuKeyOf<typeof auditMenu>;
