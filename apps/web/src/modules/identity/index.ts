import { MenuKeys } from '../../app/menu/menu-keys.ts';
import { defineModule } from '../../app/module.ts';

/** Users (roles come next), and the account pages. */
export const identityModule = defineModule({
  name: 'identity',
  routes: [
    {
      path: 'account/login',
      layout: 'account',
      anonymous: true,
      load: () => import('./pages/login/LoginPage.tsx').then((m) => m.LoginPage),
    },
    {
      path: 'identity/users',
      menu: MenuKeys.Users,
      load: () => import('./pages/users/UsersPage.tsx').then((m) => m.UsersPage),
    },
  ],
});
