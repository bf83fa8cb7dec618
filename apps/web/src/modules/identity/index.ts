import { defineModule } from '../../app/module.ts';
import type { IdentityMenuKey } from './menu.ts';

/** Roles, users and their permissions, and the account pages. */
export const identityModule = defineModule<IdentityMenuKey>({
  name: 'identity',
  routes: [
    {
      path: 'account/login',
      layout: 'account',
      anonymous: true,
      load: () => import('./pages/login/LoginPage.tsx').then((m) => m.LoginPage),
    },
    {
      path: 'account/register',
      layout: 'account',
      anonymous: true,
      load: () => import('./pages/account/RegisterPage.tsx').then((m) => m.RegisterPage),
    },
    {
      path: 'account/forgot-password',
      layout: 'account',
      anonymous: true,
      load: () => import('./pages/account/ForgotPasswordPage.tsx').then((m) => m.ForgotPasswordPage),
    },
    {
      path: 'account/reset-password',
      layout: 'account',
      anonymous: true,
      load: () => import('./pages/account/ResetPasswordPage.tsx').then((m) => m.ResetPasswordPage),
    },
    {
      // My Account: any signed-in user (no menu entry; the user menu links to it).
      path: 'account/manage',
      load: () => import('./pages/account/ManagePage.tsx').then((m) => m.ManagePage),
    },
    {
      path: 'identity/roles',
      menu: 'administration.identity.roles',
      load: () => import('./pages/roles/RolesPage.tsx').then((m) => m.RolesPage),
    },
    {
      path: 'identity/users',
      menu: 'administration.identity.users',
      load: () => import('./pages/users/UsersPage.tsx').then((m) => m.UsersPage),
    },
  ],
});
