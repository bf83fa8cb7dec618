import { type ModuleRoute, menuPage } from '../../app/module.ts';
import type { TimeMenuKey } from './menu.ts';

/** hr/job-execution-record: the sync runs and their logs (the menu entry carries the policy). */
export const jobExecutionRoutes: readonly ModuleRoute<TimeMenuKey>[] = [
  menuPage('hr/job-execution-record', 'hr.job-execution-record', () =>
    import('./pages/job-execution-records/JobExecutionRecordsPage.tsx').then(
      (m) => m.JobExecutionRecordsPage,
    ),
  ),
];
