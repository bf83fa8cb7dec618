import { EmployeesPermissions, employeeEndpoints, FeatureNames } from '@hr/contracts';
import { featureGate } from '../../app/config/policy.ts';
import type { ModuleRoute } from '../../app/module.ts';
import { type RouteQuery, routeConfig } from '../../app/route-prefetch.ts';
import { firstListPage } from '../../components/list-prefetch.ts';
import { recordFormRoutes, recordPaths } from '../../components/record-routes.ts';
import { resourceList } from '../../components/resource-list.ts';
import { jobTitleApi } from '../organisation/public.ts';
import { employeeApi } from './api/employee.api.ts';
import type { EmployeesMenuKey } from './menu.ts';

const P = EmployeesPermissions.Employees;
const hr = featureGate(FeatureNames.HR.Enable);

/** The web paths of the employee pages. */
export const employeePaths = {
  ...recordPaths('/hr/employees'),
  /** The read-only profile (issue 41). */
  profile: (id: string) => `/hr/employees/view/${id}`,
  myProfile: '/self-service/my-profile',
};

/**
 * A profile's first calls: the profile, and the queries of the first tab the user sees (its tabs are the
 * modules', read with the menu tree: loaded with them, as the page loads them).
 */
async function profilePrefetch(employeeId: string, self: boolean): Promise<readonly RouteQuery[]> {
  const [{ firstProfileTabQueries }, config] = await Promise.all([
    import('../../app/profile-tabs.ts'),
    routeConfig(),
  ]);
  return [employeeApi.profile(employeeId, self), ...firstProfileTabQueries(config, employeeId, self)];
}

const formPage = () => import('./pages/employee-form/EmployeeFormPage.tsx').then((m) => m.EmployeeFormPage);

/** The employees list and its create and update pages (the update page is read-only without Update). */
export const employeeRoutes: readonly ModuleRoute<EmployeesMenuKey>[] = [
  {
    path: 'hr/employees',
    menu: 'hr.employees',
    load: () => import('./pages/employees/EmployeesPage.tsx').then((m) => m.EmployeesPage),
    // The list's first page and the job titles its filter offers.
    prefetch: () => [firstListPage(resourceList(employeeApi), employeeEndpoints.list), jobTitleApi.all()],
  },
  ...recordFormRoutes<EmployeesMenuKey>('hr/employees', P, [hr], formPage),
  {
    path: 'hr/employees/view/:id',
    policy: P.Default,
    features: [hr],
    load: () => import('./pages/employee-profile/EmployeeProfilePage.tsx').then((m) => m.EmployeeProfilePage),
    // The profile and its first tab's queries (not after the profile, then the tab's code).
    prefetch: ({ id = '' }) => profilePrefetch(id, false),
  },
  {
    path: 'self-service/my-profile',
    menu: 'self-service.my-profile',
    load: () => import('./pages/employee-profile/EmployeeProfilePage.tsx').then((m) => m.MyProfilePage),
    prefetch: async () => profilePrefetch((await routeConfig()).currentUser.employeeId ?? '', true),
  },
];
