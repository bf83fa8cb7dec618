import { departmentEndpoints, jobTitleEndpoints } from '@hr/contracts';
import { defineModule } from '../../app/module.ts';
import { firstListPage } from '../../components/list-prefetch.ts';
import { resourceList } from '../../components/resource-list.ts';
import { departmentApi } from './api/department.api.ts';
import { jobTitleApi } from './api/job-title.api.ts';
import type { OrganisationMenuKey } from './menu.ts';

/** Departments and job titles (policy HR.DepartmentsAndJobTitles.Index, from the menu entries). */
export const organisationModule = defineModule<OrganisationMenuKey>({
  name: 'organisation',
  // The org chart lists who holds each job title.
  invalidates: { employees: ['organisation.jobTitles'] },
  routes: [
    {
      path: 'hr/departments',
      menu: 'hr.departments',
      load: () => import('./pages/departments/DepartmentsPage.tsx').then((m) => m.DepartmentsPage),
      // The unpaged table's one page (useHierarchyPage's).
      prefetch: () => [
        firstListPage(resourceList(departmentApi), departmentEndpoints.list, {}, { unpaged: true }),
      ],
    },
    {
      path: 'hr/job-titles',
      menu: 'hr.job-titles',
      load: () => import('./pages/job-titles/JobTitlesPage.tsx').then((m) => m.JobTitlesPage),
      // The unpaged table's one page and the departments the job titles are named with.
      prefetch: () => [
        firstListPage(resourceList(jobTitleApi), jobTitleEndpoints.list, {}, { unpaged: true }),
        departmentApi.picker(),
      ],
    },
  ],
});
