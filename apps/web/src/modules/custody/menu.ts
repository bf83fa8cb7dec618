import { InboxOutlined } from '@ant-design/icons';
import { CustodyPermissions } from '@hr/contracts';
import { MenuGroups } from '../../app/menu/menu-node.ts';
import { defineMenu, type MenuKeyOf } from '../../app/menu/module-menu.ts';

/** HR's employee custody group. */
export const custodyMenu = defineMenu([
  {
    parent: MenuGroups.HR,
    key: 'hr.custody',
    label: 'custody::Menu.EmployeeCustody',
    order: 13,
    icon: InboxOutlined,
    children: [
      {
        key: 'hr.custody.custodies',
        label: 'custody::Menu.Custodies',
        order: 1,
        icon: InboxOutlined,
        policy: CustodyPermissions.EmployeeCustody.Default,
      },
    ],
  },
]);

export type CustodyMenuKey = MenuKeyOf<typeof custodyMenu>;
