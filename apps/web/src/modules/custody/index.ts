import { defineModule } from '../../app/module.ts';
import { custodyRoutes } from './custody.routes.ts';

/** Employee custody: items handed to employees and released once; the employee page's held list. */
export const custodyModule = defineModule({
  name: 'custody',
  routes: custodyRoutes,
  // The list names employees.
  invalidates: { employees: ['custody.custodies'] },
});
