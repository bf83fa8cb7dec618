import { attendanceRequestEndpoints, FeatureNames, goTaskEndpoints } from '@hr/contracts';
import { featureGate } from '../../app/config/policy.ts';
import type { ModuleRoute } from '../../app/module.ts';
import { firstListPage } from '../../components/list-prefetch.ts';
import { attendanceRequestApi } from './api/attendance-request.api.ts';
import { firstGoTaskFilter, goTaskApi, goTaskStateParam } from './api/go-task.api.ts';
import type { RequestsMenuKey } from './menu.ts';

/** The page of one task (its name links there from the tasks list and the home card). */
export const goTaskPath = (id: string) => `/self-service/go-tasks/${id}`;

const selfService = [featureGate(FeatureNames.HR.Enable), featureGate(FeatureNames.SelfService.Enable)];

/**
 * The self-service pages of attendance corrections (employees only) and of the tasks assigned to the
 * current user (any signed-in user: a manager or an approver need not be an employee); HR's list of
 * everyone's corrections (its menu entry's policy).
 */
export const requestRoutes: readonly ModuleRoute<RequestsMenuKey>[] = [
  {
    path: 'self-service/attendance-requests',
    menu: 'self-service.attendance-requests',
    load: () =>
      import('./pages/attendance-requests/AttendanceRequestsPage.tsx').then((m) => m.AttendanceRequestsPage),
    prefetch: () => [
      firstListPage(
        { queryKey: attendanceRequestApi.keys.lists(), fetch: attendanceRequestApi.listSelf },
        attendanceRequestEndpoints.listSelf,
      ),
    ],
  },
  {
    path: 'self-service/attendance-requests/create',
    requiresEmployee: true,
    features: selfService,
    load: () =>
      import('./pages/attendance-requests/AttendanceRequestCreatePage.tsx').then(
        (m) => m.AttendanceRequestCreatePage,
      ),
  },
  {
    path: 'hr/attendance-requests',
    menu: 'hr.attendance-requests',
    load: () =>
      import('./pages/attendance-corrections/AttendanceCorrectionsPage.tsx').then(
        (m) => m.AttendanceCorrectionsPage,
      ),
    // HR's list's first page (everyone's corrections).
    prefetch: () => [
      firstListPage(
        { queryKey: attendanceRequestApi.keys.everyone(), fetch: attendanceRequestApi.all },
        attendanceRequestEndpoints.all,
      ),
    ],
  },
  {
    path: 'self-service/go-tasks',
    menu: 'self-service.go-tasks',
    load: () => import('./pages/go-tasks/GoTasksPage.tsx').then((m) => m.GoTasksPage),
    // The first page of the tasks the list opens on (the unfinished ones).
    prefetch: () => [
      firstListPage(
        { queryKey: goTaskApi.keys.lists(), fetch: goTaskApi.listAssigned },
        goTaskEndpoints.listAssigned,
        {
          state: goTaskStateParam[firstGoTaskFilter],
        },
      ),
    ],
  },
  {
    path: 'self-service/go-tasks/:id',
    features: selfService,
    load: () => import('./pages/go-tasks/GoTaskPage.tsx').then((m) => m.GoTaskPage),
  },
];
