import { roleEndpoints, securityLogEndpoints, userEndpoints } from '@hr/contracts';
import { defineModule, type ModuleRoute } from '../../app/module.ts';
import { firstListPage, routeQuery } from '../../components/list-prefetch.ts';
import { resourceList } from '../../components/resource-list.ts';
import { accountSecurityApi } from './api/account-security.api.ts';
import { rolesApi } from './api/roles.api.ts';
import { usersApi } from './api/users.api.ts';
import type { IdentityMenuKey } from './menu.ts';

/** An account page open to signed-out visitors, in the account layout: `account/<name>`. */
const signedOutPage = (name: string, load: ModuleRoute['load']): ModuleRoute<IdentityMenuKey> => ({
  path: `account/${name}`,
  layout: 'account',
  anonymous: true,
  load,
});

/** Roles, users and their permissions, and the account pages. */
export const identityModule = defineModule<IdentityMenuKey>({
  name: 'identity',
  routes: [
    signedOutPage('login', () => import('./pages/login/LoginPage.tsx').then((m) => m.LoginPage)),
    signedOutPage('register', () => import('./pages/account/RegisterPage.tsx').then((m) => m.RegisterPage)),
    signedOutPage('forgot-password', () =>
      import('./pages/account/ForgotPasswordPage.tsx').then((m) => m.ForgotPasswordPage),
    ),
    signedOutPage('reset-password', () =>
      import('./pages/account/ResetPasswordPage.tsx').then((m) => m.ResetPasswordPage),
    ),
    {
      // My Account: any signed-in user (no menu entry; the user menu links to it).
      path: 'account/manage',
      title: 'common::MyAccount',
      load: () => import('./pages/account/ManagePage.tsx').then((m) => m.ManagePage),
    },
    {
      path: 'identity/roles',
      menu: 'administration.identity.roles',
      load: () => import('./pages/roles/RolesPage.tsx').then((m) => m.RolesPage),
      prefetch: () => [firstListPage(resourceList(rolesApi), roleEndpoints.list)],
    },
    {
      path: 'identity/users',
      menu: 'administration.identity.users',
      load: () => import('./pages/users/UsersPage.tsx').then((m) => m.UsersPage),
      prefetch: () => [firstListPage(resourceList(usersApi), userEndpoints.list)],
    },
    {
      path: 'identity/security-logs',
      menu: 'administration.security-logs',
      load: () => import('./pages/security-logs/SecurityLogsPage.tsx').then((m) => m.SecurityLogsPage),
      // The log's first page, and the settings card's (shown to those who manage role permissions).
      prefetch: () => [
        firstListPage(
          { queryKey: accountSecurityApi.keys.securityLogs(), fetch: accountSecurityApi.securityLogs },
          securityLogEndpoints.list,
        ),
        routeQuery(securityLogEndpoints.getSettings, accountSecurityApi.settingsQuery()),
      ],
    },
  ],
});
