import { CheckSquareOutlined, FieldTimeOutlined, FormOutlined } from '@ant-design/icons';
import { RequestsPermissions } from '@hr/contracts';
import { MenuGroups } from '../../app/menu/menu-node.ts';
import { defineMenu, type MenuKeyOf } from '../../app/menu/module-menu.ts';

/** The employee's attendance requests and tasks (self-service); everyone's corrections (HR). */
export const requestsMenu = defineMenu([
  {
    parent: MenuGroups.SelfService,
    key: 'self-service.attendance-requests',
    label: 'requests::Menu.AttendanceRequests',
    order: 2,
    icon: FieldTimeOutlined,
    requiresEmployee: true,
  },
  {
    parent: MenuGroups.SelfService,
    key: 'self-service.go-tasks',
    label: 'requests::Menu.MyTasks',
    order: 6,
    icon: CheckSquareOutlined,
  },
  // Everyone's correction requests (HR.AttendanceRequests.Index), beside the records they correct.
  {
    parent: MenuGroups.HR,
    key: 'hr.attendance-requests',
    label: 'requests::Menu.AttendanceCorrections',
    order: 6.5,
    icon: FormOutlined,
    policy: RequestsPermissions.AttendanceRequests.Default,
  },
]);

export type RequestsMenuKey = MenuKeyOf<typeof requestsMenu>;
