import { ApartmentOutlined, IdcardOutlined } from '@ant-design/icons';
import { OrganisationPermissions } from '@hr/contracts';
import { MenuGroups } from '../../app/menu/menu-node.ts';
import { defineMenu, type MenuKeyOf } from '../../app/menu/module-menu.ts';

/** Departments and job titles, first in HR. */
export const organisationMenu = defineMenu([
  {
    parent: MenuGroups.HR,
    key: 'hr.departments',
    label: 'organisation::Menu.Departments',
    order: 1,
    icon: ApartmentOutlined,
    policy: OrganisationPermissions.DepartmentsAndJobTitles.Default,
  },
  {
    parent: MenuGroups.HR,
    key: 'hr.job-titles',
    label: 'organisation::Menu.JobTitles',
    order: 2,
    icon: IdcardOutlined,
    policy: OrganisationPermissions.DepartmentsAndJobTitles.Default,
  },
]);

export type OrganisationMenuKey = MenuKeyOf<typeof organisationMenu>;
