import { TagsOutlined, TrophyOutlined, WarningOutlined } from '@ant-design/icons';
import { DisciplinePermissions } from '@hr/contracts';
import { MenuGroups } from '../../app/menu/menu-node.ts';
import { defineMenu, type MenuKeyOf } from '../../app/menu/module-menu.ts';

/** HR's penalties and rewards groups, each with its types. */
export const disciplineMenu = defineMenu([
  {
    parent: MenuGroups.HR,
    key: 'hr.penalties',
    label: 'discipline::Menu.Penalties',
    order: 11,
    icon: WarningOutlined,
    children: [
      {
        key: 'hr.penalties.types',
        label: 'discipline::Menu.PenaltyTypes',
        order: 1,
        icon: TagsOutlined,
        policy: DisciplinePermissions.PenaltyTypes.Default,
      },
      {
        key: 'hr.penalties.penalties',
        label: 'discipline::Menu.PenaltiesList',
        order: 2,
        icon: WarningOutlined,
        policy: DisciplinePermissions.Penalties.Default,
      },
    ],
  },
  {
    parent: MenuGroups.HR,
    key: 'hr.rewards',
    label: 'discipline::Menu.Rewards',
    order: 12,
    icon: TrophyOutlined,
    children: [
      {
        key: 'hr.rewards.types',
        label: 'discipline::Menu.RewardTypes',
        order: 1,
        icon: TagsOutlined,
        policy: DisciplinePermissions.RewardTypes.Default,
      },
      {
        key: 'hr.rewards.rewards',
        label: 'discipline::Menu.RewardsList',
        order: 2,
        icon: TrophyOutlined,
        policy: DisciplinePermissions.Rewards.Default,
      },
    ],
  },
]);

export type DisciplineMenuKey = MenuKeyOf<typeof disciplineMenu>;
