import { defineModule } from '../../app/module.ts';
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
    },
    {
      path: 'hr/job-titles',
      menu: 'hr.job-titles',
      load: () => import('./pages/job-titles/JobTitlesPage.tsx').then((m) => m.JobTitlesPage),
    },
  ],
});
