import { defineModule, lazyTab, ProfileTabOrder } from '../../app/module.ts';
import { custodyRoutes } from './custody.routes.ts';

/** Employee custody: items handed to employees and released once; the employee page's held list. */
export const custodyModule = defineModule({
  name: 'custody',
  routes: custodyRoutes,
  profileTabs: [
    {
      key: 'custody',
      order: ProfileTabOrder.Custody,
      label: 'custody::Profile.Custody',
      menu: ['hr.custody.custodies'],
      Component: lazyTab(() =>
        import('./components/EmployeeCustodyTab.tsx').then((m) => m.EmployeeCustodyTab),
      ),
    },
  ],
  // The list names employees.
  invalidates: { employees: ['custody.custodies'] },
});
