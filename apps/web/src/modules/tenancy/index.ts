import { tenantEndpoints } from '@hr/contracts';
import { defineModule } from '../../app/module.ts';
import { firstListPage } from '../../components/list-prefetch.ts';
import { resourceList } from '../../components/resource-list.ts';
import { tenantsApi } from './api/tenants.api.ts';
import type { TenancyMenuKey } from './menu.ts';

/** Tenants (host side); features, e-mail and other settings come next. */
export const tenancyModule = defineModule<TenancyMenuKey>({
  name: 'tenancy',
  routes: [
    {
      path: 'tenant-management/tenants',
      menu: 'administration.tenant-management.tenants',
      load: () => import('./pages/tenants/TenantsPage.tsx').then((m) => m.TenantsPage),
      prefetch: () => [firstListPage(resourceList(tenantsApi), tenantEndpoints.list)],
    },
    {
      path: 'setting-management',
      menu: 'administration.setting-management',
      load: () => import('./pages/settings/SettingManagementPage.tsx').then((m) => m.SettingManagementPage),
    },
  ],
});
