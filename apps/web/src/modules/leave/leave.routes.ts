import {
  FeatureNames,
  LeavePermissions,
  leaveAllocationEndpoints,
  leaveRequestEndpoints,
  leaveTypeEndpoints,
} from '@hr/contracts';
import { featureGate } from '../../app/config/policy.ts';
import type { ModuleRoute } from '../../app/module.ts';
import { firstListPage, listPageSize, routeQuery } from '../../components/list-prefetch.ts';
import { recordFormRoutes } from '../../components/record-routes.ts';
import { resourceList } from '../../components/resource-list.ts';
import { leaveAllocationApi } from './api/leave-allocation.api.ts';
import { leaveRequestApi, pendingRequestsPageSize } from './api/leave-request.api.ts';
import { leaveTypeApi } from './api/leave-type.api.ts';
import type { LeaveMenuKey } from './menu.ts';

const P = LeavePermissions;
const hr = featureGate(FeatureNames.HR.Enable);

/** The web paths of the leave pages (document 2: time-off/leave-types, time-off/leave-allocations). */
export const leavePaths = {
  types: '/hr/time-off/leave-types',
  createType: '/hr/time-off/leave-types/create',
  updateType: (id: string) => `/hr/time-off/leave-types/update/${id}`,
  allocations: '/hr/time-off/leave-allocations',
  createAllocation: '/hr/time-off/leave-allocations/create',
  updateAllocation: (id: string) => `/hr/time-off/leave-allocations/update/${id}`,
  requests: '/hr/time-off/leave-requests',
  myRequests: '/self-service/my-leave-requests',
  createRequest: '/self-service/my-leave-requests/create',
} as const;

const selfService = [hr, featureGate(FeatureNames.SelfService.Enable)];

const typePage = () => import('./pages/leave-types/LeaveTypeFormPage.tsx').then((m) => m.LeaveTypeFormPage);
const allocationPage = () =>
  import('./pages/leave-allocations/LeaveAllocationFormPage.tsx').then((m) => m.LeaveAllocationFormPage);

/**
 * Lists in the menu; create pages need Create; an update page opens read-only without Update. My allocations
 * and my leave requests (self-service) are the signed-in employee's own and need no policy; a new leave
 * request needs an employee.
 */
export const leaveRoutes: readonly ModuleRoute<LeaveMenuKey>[] = [
  {
    path: 'hr/time-off/leave-types',
    menu: 'hr.time-off.leave-types',
    load: () => import('./pages/leave-types/LeaveTypesPage.tsx').then((m) => m.LeaveTypesPage),
    prefetch: () => [firstListPage(resourceList(leaveTypeApi), leaveTypeEndpoints.list)],
  },
  ...recordFormRoutes<LeaveMenuKey>('hr/time-off/leave-types', P.LeaveTypes, [hr], typePage),
  {
    path: 'hr/time-off/leave-allocations',
    menu: 'hr.time-off.leave-allocations',
    load: () =>
      import('./pages/leave-allocations/LeaveAllocationsPage.tsx').then((m) => m.LeaveAllocationsPage),
    // The list's first page and the leave types it names.
    prefetch: () => [
      firstListPage(resourceList(leaveAllocationApi), leaveAllocationEndpoints.list),
      leaveTypeApi.names(),
    ],
  },
  ...recordFormRoutes<LeaveMenuKey>(
    'hr/time-off/leave-allocations',
    P.LeaveAllocations,
    [hr],
    allocationPage,
  ),
  {
    path: 'self-service/my-allocations',
    menu: 'self-service.my-allocations',
    load: () => import('./pages/my-allocations/MyAllocationsPage.tsx').then((m) => m.MyAllocationsPage),
    // The employee's balances' first page.
    prefetch: () => [routeQuery(leaveAllocationEndpoints.own, leaveAllocationApi.own(0, listPageSize))],
  },
  {
    path: 'hr/time-off/leave-requests',
    menu: 'hr.time-off.leave-requests',
    load: () => import('./pages/leave-requests/LeaveRequestsPage.tsx').then((m) => m.LeaveRequestsPage),
    // HR's list's first page (every request) and the leave types its filter offers.
    prefetch: () => [
      firstListPage(
        { queryKey: leaveRequestApi.keys.everyone(), fetch: leaveRequestApi.all },
        leaveRequestEndpoints.all,
      ),
      leaveTypeApi.names(),
    ],
  },
  {
    path: 'self-service/my-leave-requests',
    menu: 'self-service.my-leave-requests',
    load: () =>
      import('./pages/my-leave-requests/MyLeaveRequestsPage.tsx').then((m) => m.MyLeaveRequestsPage),
    // The first pages of the employee's requests pending approval and of all their requests.
    prefetch: () => [
      firstListPage(
        { queryKey: leaveRequestApi.keys.pending(), fetch: leaveRequestApi.pendingApproval },
        leaveRequestEndpoints.pendingApproval,
        {},
        { pageSize: pendingRequestsPageSize },
      ),
      firstListPage(
        { queryKey: leaveRequestApi.keys.own(), fetch: leaveRequestApi.list },
        leaveRequestEndpoints.list,
      ),
    ],
  },
  {
    path: 'self-service/my-leave-requests/create',
    requiresEmployee: true,
    features: selfService,
    load: () =>
      import('./pages/my-leave-requests/LeaveRequestCreatePage.tsx').then((m) => m.LeaveRequestCreatePage),
  },
];
