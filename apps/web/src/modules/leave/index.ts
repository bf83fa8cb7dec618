import { defineModule, lazyComponent, lazyTab, ProfileTabOrder } from '../../app/module.ts';
import { leaveAllocationApi } from './api/leave-allocation.api.ts';
import { leaveRequestApi } from './api/leave-request.api.ts';
import { leaveRoutes } from './leave.routes.ts';
import type { LeaveMenuKey } from './menu.ts';

/** Leave: leave types, allocations (with their ledger figures), the employee's own balances and leave requests. */
export const leaveModule = defineModule<LeaveMenuKey>({
  name: 'leave',
  routes: leaveRoutes,
  profileTabs: [
    {
      key: 'leave',
      order: ProfileTabOrder.Leave,
      label: 'leave::Profile.Leave',
      menu: ['hr.time-off.leave-requests', 'hr.time-off.leave-allocations'],
      selfMenu: ['self-service.my-allocations', 'self-service.my-leave-requests'],
      Component: lazyTab(() => import('./components/EmployeeLeaveTab.tsx').then((m) => m.EmployeeLeaveTab)),
    },
  ],
  homeCards: [
    {
      key: 'my-leave',
      order: 10,
      menu: 'self-service.my-allocations',
      Component: lazyComponent(() =>
        import('./components/MyLeaveHomeCard.tsx').then((m) => m.MyLeaveHomeCard),
      ),
      prefetch: () => [leaveAllocationApi.ownForHome(), leaveRequestApi.pendingForHome()],
    },
  ],
  // The allocation lists show employee and leave type names; a request filed or withdrawn reserves or
  // frees balance; a decided task (requests module) changes its request and the balances.
  invalidates: {
    employees: ['leave.allocations', 'leave.requests'],
    'leave.types': ['leave.allocations', 'leave.requests'],
    'leave.requests': ['leave.allocations'],
    'requests.goTasks': ['leave.requests', 'leave.allocations'],
  },
});
