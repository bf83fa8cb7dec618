import { ContractsPermissions, SearchResultKind } from '@hr/contracts';
import { and, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { tenantOf } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import { containing } from '../../platform/db/search.ts';
import type { EmployeesApi } from '../employees/public.ts';
import type { SearchProvider } from '../workspace/public.ts';
import { contracts } from './employment.tables.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Contracts in the global search: a part of the contract's name, its id (contracts have no number of their
 * own), or the name of its employee (the employees' own search, a few of them); the newest first, with the
 * employee's name under it.
 */
export function contractSearchProvider(
  db: Database,
  deps: { employees: Pick<EmployeesApi['employees'], 'namesByIds' | 'list'> },
): SearchProvider {
  return {
    kind: SearchResultKind.Contract,
    policy: ContractsPermissions.Contracts.Default,
    async search(ctx, text, limit) {
      const tenantId = tenantOf(ctx);
      const found = await deps.employees.list(ctx, { filter: text, maxResultCount: limit, skipCount: 0 });
      const employeeIds = found.items.map((e) => e.id);
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .select({ id: contracts.id, name: contracts.name, employeeId: contracts.employeeId })
          .from(contracts)
          .where(
            and(
              eq(contracts.tenantId, tenantId),
              or(
                ilike(contracts.name, containing(text)),
                uuidPattern.test(text) ? eq(contracts.id, text.toLowerCase()) : undefined,
                employeeIds.length ? inArray(contracts.employeeId, employeeIds) : undefined,
              ),
            ),
          )
          .orderBy(desc(contracts.start), desc(contracts.id))
          .limit(limit),
      );
      const names = await deps.employees.namesByIds(
        ctx,
        rows.map((r) => r.employeeId),
      );
      return rows.map((r) => ({ id: r.id, title: r.name, subtitle: names.get(r.employeeId) ?? null }));
    },
  };
}
