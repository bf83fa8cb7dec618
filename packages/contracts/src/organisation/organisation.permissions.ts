import { crudChildren, crudNames, type PermissionDefinition } from '../platform/permissions.ts';

export const OrganisationPermissions = {
  DepartmentsAndJobTitles: {
    Default: 'HR.DepartmentsAndJobTitles.Index',
    Create: 'HR.DepartmentsAndJobTitles.Create',
    Update: 'HR.DepartmentsAndJobTitles.Update',
    Delete: 'HR.DepartmentsAndJobTitles.Delete',
  },
} as const;

/** Group HR: departments and job titles share one policy, as they share one menu entry. */
export const organisationPermissions: PermissionDefinition[] = [
  {
    name: OrganisationPermissions.DepartmentsAndJobTitles.Default,
    displayName: { en: 'Departments and job titles', ar: 'الأقسام والمسميات الوظيفية' },
    children: crudChildren(OrganisationPermissions.DepartmentsAndJobTitles.Default, crudNames),
  },
];
