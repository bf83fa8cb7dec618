import { ContractsPermissions, FeatureNames, workingScheduleEndpoints } from '@hr/contracts';
import { featureGate } from '../../app/config/policy.ts';
import type { ModuleRoute } from '../../app/module.ts';
import { firstListPage } from '../../components/list-prefetch.ts';
import { recordFormRoutes, recordPaths } from '../../components/record-routes.ts';
import { resourceList } from '../../components/resource-list.ts';
import { workingScheduleApi } from './api/working-schedule.api.ts';
import type { EmploymentMenuKey } from './menu.ts';

const P = ContractsPermissions.WorkingSchedules;
const hr = featureGate(FeatureNames.HR.Enable);

/** The web paths of the working schedule pages. */
export const workingSchedulePaths = recordPaths('/hr/working-schedules');

const formPage = () =>
  import('./pages/working-schedule-form/WorkingScheduleFormPage.tsx').then((m) => m.WorkingScheduleFormPage);

/** The list and the create and update pages (the update page is read-only without Update). */
export const workingScheduleRoutes: readonly ModuleRoute<EmploymentMenuKey>[] = [
  {
    path: 'hr/working-schedules',
    menu: 'hr.working-schedules',
    load: () =>
      import('./pages/working-schedules/WorkingSchedulesPage.tsx').then((m) => m.WorkingSchedulesPage),
    prefetch: () => [firstListPage(resourceList(workingScheduleApi), workingScheduleEndpoints.list)],
  },
  ...recordFormRoutes<EmploymentMenuKey>('hr/working-schedules', P, [hr], formPage),
];
