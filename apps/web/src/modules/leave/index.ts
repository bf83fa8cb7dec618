import { defineModule } from '../../app/module.ts';
import { leaveRoutes } from './leave.routes.ts';

/** Leave: leave types, allocations (with their ledger figures) and the employee's own balances. */
export const leaveModule = defineModule({
  name: 'leave',
  routes: leaveRoutes,
  // The allocation lists show employee and leave type names.
  invalidates: { employees: ['leave.allocations'], 'leave.types': ['leave.allocations'] },
});
