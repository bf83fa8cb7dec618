import { MenuKeys } from '../../app/menu/menu-keys.ts';
import { defineModule } from '../../app/module.ts';

/** Departments and job titles (policy HR.DepartmentsAndJobTitles.Index, from the menu entries). */
export const organisationModule = defineModule({
  name: 'organisation',
  // The org chart lists who holds each job title.
  invalidates: { employees: ['organisation.jobTitles'] },
  routes: [
    {
      path: 'hr/departments',
      menu: MenuKeys.Departments,
      load: () => import('./pages/departments/DepartmentsPage.tsx').then((m) => m.DepartmentsPage),
    },
    {
      path: 'hr/job-titles',
      menu: MenuKeys.JobTitles,
      load: () => import('./pages/job-titles/JobTitlesPage.tsx').then((m) => m.JobTitlesPage),
    },
  ],
});
