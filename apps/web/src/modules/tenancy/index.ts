import { defineModule, menuPage } from '../../app/module.ts';
import type { TenancyMenuKey } from './menu.ts';

/** Tenants (host side); features, e-mail and other settings come next. */
export const tenancyModule = defineModule<TenancyMenuKey>({
  name: 'tenancy',
  routes: [
    menuPage('tenant-management/tenants', 'administration.tenant-management.tenants', () =>
      import('./pages/tenants/TenantsPage.tsx').then((m) => m.TenantsPage),
    ),
    menuPage('setting-management', 'administration.setting-management', () =>
      import('./pages/settings/SettingManagementPage.tsx').then((m) => m.SettingManagementPage),
    ),
  ],
});
