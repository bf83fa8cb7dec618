import { IdcardOutlined, UserOutlined } from '@ant-design/icons';
import { EmployeesPermissions } from '@hr/contracts';
import { MenuGroups } from '../../app/menu/menu-node.ts';
import { defineMenu, type MenuKeyOf } from '../../app/menu/module-menu.ts';

export const employeesMenu = defineMenu([
  // The signed-in employee's own profile (self-service calls only).
  {
    parent: MenuGroups.SelfService,
    key: 'self-service.my-profile',
    label: 'employees::Menu.MyProfile',
    order: 0,
    icon: IdcardOutlined,
    requiresEmployee: true,
  },
  {
    parent: MenuGroups.HR,
    key: 'hr.employees',
    label: 'employees::Menu.Employees',
    order: 3,
    icon: UserOutlined,
    policy: EmployeesPermissions.Employees.Default,
  },
]);

export type EmployeesMenuKey = MenuKeyOf<typeof employeesMenu>;
