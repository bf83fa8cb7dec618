import { MenuKeys } from '../../app/menu/menu-keys.ts';
import type { ModuleRoute } from '../../app/module.ts';

/** The fingerprint pages: terminals and employee PINs (their menu entries carry the policies). */
export const fingerprintRoutes: readonly ModuleRoute[] = [
  {
    path: 'hr/fingerprint/terminals',
    menu: MenuKeys.Terminals,
    load: () => import('./pages/terminals/TerminalsPage.tsx').then((m) => m.TerminalsPage),
  },
  {
    path: 'hr/fingerprint/employee-pins',
    menu: MenuKeys.EmployeePins,
    load: () => import('./pages/employee-pins/EmployeePinsPage.tsx').then((m) => m.EmployeePinsPage),
  },
];
