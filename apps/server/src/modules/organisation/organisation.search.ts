import { OrganisationPermissions, SearchResultKind } from '@hr/contracts';
import { asc, eq, not } from 'drizzle-orm';
import { tenantOf } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import { localName, nameContains } from '../../platform/db/names.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import type { SearchProvider } from '../workspace/public.ts';
import { departments, jobTitles } from './organisation.tables.ts';

const policy = OrganisationPermissions.DepartmentsAndJobTitles.Default;

/** Departments and job titles in the global search, by a part of their name (live ones, by name). */
export function organisationSearchProviders(db: Database): SearchProvider[] {
  return [
    {
      kind: SearchResultKind.Department,
      policy,
      async search(ctx, text, limit) {
        const tenantId = tenantOf(ctx);
        const rows = await db.transaction(ctx, (tx) =>
          tx
            .select({ id: departments.id, name: localName(departments) })
            .from(departments)
            .where(
              tenantRows(departments, tenantId, [
                not(departments.isDeleted),
                nameContains(departments, text),
              ]),
            )
            .orderBy(asc(localName(departments)), asc(departments.id))
            .limit(limit),
        );
        return rows.map((r) => ({ id: r.id, title: r.name, subtitle: null }));
      },
    },
    {
      kind: SearchResultKind.JobTitle,
      policy,
      async search(ctx, text, limit) {
        const tenantId = tenantOf(ctx);
        const rows = await db.transaction(ctx, (tx) =>
          tx
            .select({ id: jobTitles.id, name: localName(jobTitles), department: localName(departments) })
            .from(jobTitles)
            .innerJoin(
              departments,
              tenantRows(departments, tenantId, [eq(departments.id, jobTitles.departmentId)]),
            )
            .where(tenantRows(jobTitles, tenantId, [not(jobTitles.isDeleted), nameContains(jobTitles, text)]))
            .orderBy(asc(localName(jobTitles)), asc(jobTitles.id))
            .limit(limit),
        );
        return rows.map((r) => ({ id: r.id, title: r.name, subtitle: r.department }));
      },
    },
  ];
}
