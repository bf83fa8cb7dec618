import { SettingOutlined, ShopOutlined } from '@ant-design/icons';
import { FeatureNames, TenancyPermissions } from '@hr/contracts';
import { featureGate } from '../../app/config/policy.ts';
import { MenuGroups } from '../../app/menu/menu-node.ts';
import { anyOf, defineMenu, type MenuKeyOf } from '../../app/menu/module-menu.ts';

/** Administration > Tenant management (host side), and the system settings. */
export const tenancyMenu = defineMenu([
  {
    parent: MenuGroups.Administration,
    key: 'administration.tenant-management',
    label: 'tenancy::Menu.TenantManagement',
    order: 2,
    icon: ShopOutlined,
    hostOnly: true,
    children: [
      {
        key: 'administration.tenant-management.tenants',
        label: 'tenancy::Menu.Tenants',
        order: 1,
        icon: ShopOutlined,
        policy: TenancyPermissions.Tenants.Default,
      },
    ],
  },
  {
    // Shown when at least one group of the page is visible: e-mailing, time (time zone and attendance
    // sync interval), or the host features entry (host only: its permission is named, since the features
    // endpoint also lets in the tenants' feature managers).
    parent: MenuGroups.Administration,
    key: 'administration.setting-management',
    label: 'tenancy::Menu.SettingManagement',
    order: 100,
    icon: SettingOutlined,
    policy: anyOf(
      TenancyPermissions.Emailing.Default,
      TenancyPermissions.TimeZone,
      TenancyPermissions.ManageHostFeatures,
    ),
    features: [featureGate(FeatureNames.SettingManagement.Enable, 'enabled')],
  },
]);

export type TenancyMenuKey = MenuKeyOf<typeof tenancyMenu>;
