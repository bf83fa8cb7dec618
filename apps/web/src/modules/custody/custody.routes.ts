import { employeeCustodyEndpoints } from '@hr/contracts';
import type { ModuleRoute } from '../../app/module.ts';
import { firstListPage } from '../../components/list-prefetch.ts';
import { resourceList } from '../../components/resource-list.ts';
import { employeeCustodyApi } from './api/employee-custody.api.ts';
import type { CustodyMenuKey } from './menu.ts';

/** The web paths of the custody pages (document 3 §2.5). */
export const custodyPaths = {
  custodies: '/hr/employee-custody-management/custody',
} as const;

/** The list in the menu (its policy, HR.EmployeeCustody.Index, comes with the menu entry). */
export const custodyRoutes: readonly ModuleRoute<CustodyMenuKey>[] = [
  {
    path: 'hr/employee-custody-management/custody',
    menu: 'hr.custody.custodies',
    load: () => import('./pages/custodies/CustodiesPage.tsx').then((m) => m.CustodiesPage),
    prefetch: () => [firstListPage(resourceList(employeeCustodyApi), employeeCustodyEndpoints.list)],
  },
];
