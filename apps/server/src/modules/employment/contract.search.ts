import { ContractsPermissions, SearchResultKind } from '@hr/contracts';
import { desc, ilike, or } from 'drizzle-orm';
import { tenantOf } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import { among, containing, idsFound, sameId } from '../../platform/db/search.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import type { EmployeesApi } from '../employees/public.ts';
import type { SearchProvider } from '../workspace/public.ts';
import { contracts } from './employment.tables.ts';

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
      const employeeIds = await idsFound(deps.employees.list, ctx, text, limit);
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .select({ id: contracts.id, name: contracts.name, employeeId: contracts.employeeId })
          .from(contracts)
          .where(
            tenantRows(contracts, tenantId, [
              or(
                ilike(contracts.name, containing(text)),
                sameId(contracts.id, text),
                among(contracts.employeeId, employeeIds),
              ),
            ]),
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
