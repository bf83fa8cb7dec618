import { FileTextOutlined, ScheduleOutlined } from '@ant-design/icons';
import { ContractsPermissions } from '@hr/contracts';
import { MenuGroups } from '../../app/menu/menu-node.ts';
import { defineMenu, type MenuKeyOf } from '../../app/menu/module-menu.ts';

export const employmentMenu = defineMenu([
  {
    parent: MenuGroups.HR,
    key: 'hr.contracts',
    label: 'employment::Menu.Contracts',
    order: 4,
    icon: FileTextOutlined,
    policy: ContractsPermissions.Contracts.Default,
  },
  {
    parent: MenuGroups.HR,
    key: 'hr.working-schedules',
    label: 'employment::Menu.WorkingSchedules',
    order: 5,
    icon: ScheduleOutlined,
    policy: ContractsPermissions.WorkingSchedules.Default,
  },
]);

export type EmploymentMenuKey = MenuKeyOf<typeof employmentMenu>;
