import { MenuKeys } from '../../app/menu/menu-keys.ts';
import type { ModuleRoute } from '../../app/module.ts';

/** The web paths of the custody pages (document 3 §2.5). */
export const custodyPaths = {
  custodies: '/hr/employee-custody-management/custody',
} as const;

/** The list in the menu (its policy, HR.EmployeeCustody.Index, comes with the menu entry). */
export const custodyRoutes: readonly ModuleRoute[] = [
  {
    path: 'hr/employee-custody-management/custody',
    menu: MenuKeys.Custodies,
    load: () => import('./pages/custodies/CustodiesPage.tsx').then((m) => m.CustodiesPage),
  },
];
