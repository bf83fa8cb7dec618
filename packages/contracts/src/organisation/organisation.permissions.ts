import { definePermissions } from '../platform/permissions.ts';

/** Group HR: departments and job titles share one policy, as they share one menu entry. */
export const { names: OrganisationPermissions, definitions: organisationPermissions } = definePermissions({
  DepartmentsAndJobTitles: {
    name: 'HR.DepartmentsAndJobTitles.Index',
    en: 'Departments and job titles',
    ar: 'الأقسام والمسميات الوظيفية',
    crud: true,
  },
});
