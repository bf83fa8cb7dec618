import { CoffeeOutlined, PieChartOutlined, TagsOutlined } from '@ant-design/icons';
import { LeavePermissions } from '@hr/contracts';
import { MenuGroups } from '../../app/menu/menu-node.ts';
import { defineMenu, type MenuKeyOf } from '../../app/menu/module-menu.ts';

/** The employee's own balances and leave requests (self-service); HR's time off group. */
export const leaveMenu = defineMenu([
  {
    parent: MenuGroups.SelfService,
    key: 'self-service.my-allocations',
    label: 'leave::Menu.MyAllocations',
    order: 3,
    icon: PieChartOutlined,
    requiresEmployee: true,
  },
  {
    parent: MenuGroups.SelfService,
    key: 'self-service.my-leave-requests',
    label: 'leave::Menu.MyLeaveRequests',
    order: 4,
    icon: CoffeeOutlined,
    requiresEmployee: true,
  },
  {
    parent: MenuGroups.HR,
    key: 'hr.time-off',
    label: 'leave::Menu.TimeOff',
    order: 10,
    icon: CoffeeOutlined,
    children: [
      {
        key: 'hr.time-off.leave-types',
        label: 'leave::Menu.LeaveTypes',
        order: 1,
        icon: TagsOutlined,
        policy: LeavePermissions.LeaveTypes.Default,
      },
      {
        key: 'hr.time-off.leave-allocations',
        label: 'leave::Menu.LeaveAllocations',
        order: 2,
        icon: PieChartOutlined,
        policy: LeavePermissions.LeaveAllocations.Default,
      },
      {
        // Everyone's requests (the employee's own list is open to every signed-in user).
        key: 'hr.time-off.leave-requests',
        label: 'leave::Menu.LeaveRequests',
        order: 3,
        icon: CoffeeOutlined,
        policy: LeavePermissions.LeaveRequests.Default,
      },
    ],
  },
]);

export type LeaveMenuKey = MenuKeyOf<typeof leaveMenu>;
