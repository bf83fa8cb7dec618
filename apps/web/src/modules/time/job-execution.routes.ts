import { MenuKeys } from '../../app/menu/menu-keys.ts';
import type { ModuleRoute } from '../../app/module.ts';

/** hr/job-execution-record: the sync runs and their logs (the menu entry carries the policy). */
export const jobExecutionRoutes: readonly ModuleRoute[] = [
  {
    path: 'hr/job-execution-record',
    menu: MenuKeys.JobExecutionRecords,
    load: () =>
      import('./pages/job-execution-records/JobExecutionRecordsPage.tsx').then(
        (m) => m.JobExecutionRecordsPage,
      ),
  },
];
