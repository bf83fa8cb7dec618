import { employeePinEndpoints, terminalEndpoints } from '@hr/contracts';
import type { ModuleRoute } from '../../app/module.ts';
import { firstListPage } from '../../components/list-prefetch.ts';
import { resourceList } from '../../components/resource-list.ts';
import { employeePinApi } from './api/employee-pin.api.ts';
import { terminalApi } from './api/terminal.api.ts';
import type { TimeMenuKey } from './menu.ts';

/** The fingerprint pages: terminals and employee PINs (their menu entries carry the policies). */
export const fingerprintRoutes: readonly ModuleRoute<TimeMenuKey>[] = [
  {
    path: 'hr/fingerprint/terminals',
    menu: 'hr.fingerprint.terminals',
    load: () => import('./pages/terminals/TerminalsPage.tsx').then((m) => m.TerminalsPage),
    prefetch: () => [firstListPage(resourceList(terminalApi), terminalEndpoints.list)],
  },
  {
    path: 'hr/fingerprint/employee-pins',
    menu: 'hr.fingerprint.employee-pins',
    load: () => import('./pages/employee-pins/EmployeePinsPage.tsx').then((m) => m.EmployeePinsPage),
    prefetch: () => [firstListPage(resourceList(employeePinApi), employeePinEndpoints.list)],
  },
];
