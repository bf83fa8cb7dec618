import { EmployeesPermissions, SearchResultKind } from '@hr/contracts';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import { among, containing, idsFound } from '../../platform/db/search.ts';
import type { IdentityApi } from '../identity/public.ts';
import type { SearchProvider } from '../workspace/public.ts';
import { employeesOf, fullName } from './employee.rows.ts';
import { employees } from './employees.tables.ts';

/**
 * Employees in the global search (for holders of the employees' read policy): the full name in either
 * order ("name surname" or "surname name", whatever script it was written in), the father's name, the
 * national number (exact, through its unique index) or the linked user's name or e-mail.
 */
export function employeeSearchProvider(
  db: Database,
  deps: { users: Pick<IdentityApi['users'], 'list'> },
): SearchProvider {
  return {
    kind: SearchResultKind.Employee,
    policy: EmployeesPermissions.Employees.Default,
    async search(ctx: RequestContext, text: string, limit: number) {
      const tenantId = tenantOf(ctx);
      const userIds = await idsFound(deps.users.list, ctx, text, limit);
      const pattern = containing(text);
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .select({
            id: employees.id,
            name: employees.name,
            surname: employees.surname,
            nationalNumber: employees.nationalNumber,
          })
          .from(employees)
          .where(
            and(
              employeesOf(tenantId),
              or(
                ilike(sql`${employees.name} || ' ' || ${employees.surname}`, pattern),
                ilike(sql`${employees.surname} || ' ' || ${employees.name}`, pattern),
                ilike(employees.fatherName, pattern),
                eq(employees.nationalNumber, text),
                among(employees.userId, userIds),
              ),
            ),
          )
          .orderBy(asc(employees.name), asc(employees.surname), asc(employees.id))
          .limit(limit),
      );
      return rows.map((r) => ({ id: r.id, title: fullName(r), subtitle: r.nationalNumber }));
    },
  };
}
