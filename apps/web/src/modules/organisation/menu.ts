import { ApartmentOutlined, IdcardOutlined } from '@ant-design/icons';
import { departmentEndpoints, jobTitleEndpoints } from '@hr/contracts';
import { MenuGroups } from '../../app/menu/menu-node.ts';
import { defineMenu, type MenuKeyOf, policyOf } from '../../app/menu/module-menu.ts';

/** Departments and job titles, first in HR. */
export const organisationMenu = defineMenu([
  {
    parent: MenuGroups.HR,
    key: 'hr.departments',
    label: 'organisation::Menu.Departments',
    order: 1,
    icon: ApartmentOutlined,
    policy: policyOf(departmentEndpoints.list),
  },
  {
    parent: MenuGroups.HR,
    key: 'hr.job-titles',
    label: 'organisation::Menu.JobTitles',
    order: 2,
    icon: IdcardOutlined,
    policy: policyOf(jobTitleEndpoints.list),
  },
]);

export type OrganisationMenuKey = MenuKeyOf<typeof organisationMenu>;
