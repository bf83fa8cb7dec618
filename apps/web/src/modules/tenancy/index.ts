import { MenuKeys } from '../../app/menu/menu-keys.ts';
import { defineModule } from '../../app/module.ts';

/** Tenants (host side); features, e-mail and other settings come next. */
export const tenancyModule = defineModule({
  name: 'tenancy',
  routes: [
    {
      path: 'tenant-management/tenants',
      menu: MenuKeys.Tenants,
      load: () => import('./pages/tenants/TenantsPage.tsx').then((m) => m.TenantsPage),
    },
    {
      path: 'setting-management',
      menu: MenuKeys.SettingManagement,
      load: () => import('./pages/settings/SettingManagementPage.tsx').then((m) => m.SettingManagementPage),
    },
  ],
});
