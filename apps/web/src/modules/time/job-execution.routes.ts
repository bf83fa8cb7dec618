import { jobExecutionRecordEndpoints } from '@hr/contracts';
import type { ModuleRoute } from '../../app/module.ts';
import { firstListPage } from '../../components/list-prefetch.ts';
import { resourceList } from '../../components/resource-list.ts';
import { jobExecutionApi } from './api/job-execution.api.ts';
import type { TimeMenuKey } from './menu.ts';

/** hr/job-execution-record: the sync runs and their logs (the menu entry carries the policy). */
export const jobExecutionRoutes: readonly ModuleRoute<TimeMenuKey>[] = [
  {
    path: 'hr/job-execution-record',
    menu: 'hr.job-execution-record',
    load: () =>
      import('./pages/job-execution-records/JobExecutionRecordsPage.tsx').then(
        (m) => m.JobExecutionRecordsPage,
      ),
    prefetch: () => [firstListPage(resourceList(jobExecutionApi), jobExecutionRecordEndpoints.list)],
  },
];
