import { type ModuleRoute, menuPage } from '../../app/module.ts';
import type { CustodyMenuKey } from './menu.ts';

/** The web paths of the custody pages (document 3 §2.5). */
export const custodyPaths = {
  custodies: '/hr/employee-custody-management/custody',
} as const;

/** The list in the menu (its policy, HR.EmployeeCustody.Index, comes with the menu entry). */
export const custodyRoutes: readonly ModuleRoute<CustodyMenuKey>[] = [
  menuPage('hr/employee-custody-management/custody', 'hr.custody.custodies', () =>
    import('./pages/custodies/CustodiesPage.tsx').then((m) => m.CustodiesPage),
  ),
];
