import { definePermissions } from '../platform/permissions.ts';

/** Group HR: departments and job titles share one policy, as they share one menu entry. */
const organisation = definePermissions({
  DepartmentsAndJobTitles: {
    name: 'HR.DepartmentsAndJobTitles.Index',
    en: 'Departments and job titles',
    ar: 'الأقسام والمسميات الوظيفية',
    crud: true,
  },
});
export const OrganisationPermissions = organisation.names;
export const organisationPermissions = organisation.definitions;
