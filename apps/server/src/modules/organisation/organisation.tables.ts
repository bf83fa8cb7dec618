import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, numeric, uuid } from 'drizzle-orm/pg-core';
import { localizedNameColumns, localizedNameRules } from '../../platform/db/names.ts';
import { softDeletedTenantTable } from '../../platform/db/tenant-table.ts';

/** The departments of a tenant: a forest through the parent links (soft-deleted rows stay for history). */
export const departments = softDeletedTenantTable(
  'departments',
  {
    ...localizedNameColumns(),
    parentDepartmentId: uuid('parent_department_id').references((): AnyPgColumn => departments.id),
  },
  (t) => [
    // Names are unique among the live children of one parent (the roots count as one level), per language.
    ...localizedNameRules('departments', t, {
      scope: [
        t.tenantId,
        sql`coalesce(${t.parentDepartmentId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      ],
      live: sql`not ${t.isDeleted}`,
    }),
    index('departments_tenant_parent').on(t.tenantId, t.parentDepartmentId),
  ],
);

/** Job titles: each in a department, reporting to another job title (the org chart), with a base salary. */
export const jobTitles = softDeletedTenantTable(
  'job_titles',
  {
    ...localizedNameColumns(),
    departmentId: uuid('department_id')
      .notNull()
      .references(() => departments.id),
    parentJobTitleId: uuid('parent_job_title_id').references((): AnyPgColumn => jobTitles.id),
    // Read and written as a decimal string: money never passes through a float.
    baseSalary: numeric('base_salary', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [
    ...localizedNameRules('job_titles', t, {
      scope: [t.tenantId, t.departmentId],
      live: sql`not ${t.isDeleted}`,
    }),
    index('job_titles_tenant_department').on(t.tenantId, t.departmentId),
    index('job_titles_tenant_parent').on(t.tenantId, t.parentJobTitleId),
    check('job_titles_base_salary_not_negative', sql`${t.baseSalary} >= 0`),
  ],
);
