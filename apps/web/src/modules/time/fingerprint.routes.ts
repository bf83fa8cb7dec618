import { type ModuleRoute, menuPage } from '../../app/module.ts';
import type { TimeMenuKey } from './menu.ts';

/** The fingerprint pages: terminals and employee PINs (their menu entries carry the policies). */
export const fingerprintRoutes: readonly ModuleRoute<TimeMenuKey>[] = [
  menuPage('hr/fingerprint/terminals', 'hr.fingerprint.terminals', () =>
    import('./pages/terminals/TerminalsPage.tsx').then((m) => m.TerminalsPage),
  ),
  menuPage('hr/fingerprint/employee-pins', 'hr.fingerprint.employee-pins', () =>
    import('./pages/employee-pins/EmployeePinsPage.tsx').then((m) => m.EmployeePinsPage),
  ),
];
