import { CalendarOutlined } from '@ant-design/icons';
import { MenuGroups } from '../../app/menu/menu-node.ts';
import { defineMenu, type MenuKeyOf } from '../../app/menu/module-menu.ts';

/**
 * The team calendar: a manager's reports, an employee's team, or (with the leave requests' read policy) a
 * department; the server decides which, so the entry needs no policy of its own.
 */
export const workspaceMenu = defineMenu([
  {
    parent: MenuGroups.SelfService,
    key: 'self-service.team-calendar',
    label: 'workspace::Menu.TeamCalendar',
    order: 9,
    icon: CalendarOutlined,
  },
]);

export type WorkspaceMenuKey = MenuKeyOf<typeof workspaceMenu>;
