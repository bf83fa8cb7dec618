import {
  type ContractDto,
  type ContractSalaryStructureLookupResult,
  ContractState,
  type GetContracts,
  type PagedResult,
} from '@hr/contracts';
import { asc, eq } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { findOr404, pageOfTable } from '../../platform/db/crud.ts';
import type { Database } from '../../platform/db/database.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import {
  type ContractDtos,
  contractById,
  contractEntityType,
  contractListWhere,
  contractOrder,
} from './contract.rows.ts';
import type { ContractDeps } from './contract.service.ts';
import { contracts } from './employment.tables.ts';

/** A contract of the export: the list's item. */
export type ContractExportRow = ContractDto;

/** The reads of the contracts' own endpoints (list, one contract) and of the daily reminders. */
export function createContractQueries(
  db: Database,
  deps: Pick<ContractDeps, 'extraFields' | 'salaryStructures'>,
  toDtos: ContractDtos,
) {
  return {
    /** The salary structures the contract form offers, by name (up to 999, as document 2 §3's select). */
    async salaryStructureLookup(ctx: RequestContext): Promise<ContractSalaryStructureLookupResult> {
      tenantOf(ctx);
      const page = await deps.salaryStructures.list(ctx, { skipCount: 0, maxResultCount: 999 });
      return { items: page.items.map(({ id, name }) => ({ id, name })) };
    },

    async list(ctx: RequestContext, input: GetContracts): Promise<PagedResult<ContractDto>> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const result = await pageOfTable(tx, contracts, input, {
          where: contractListWhere(tenantId, input),
          order: contractOrder(input.sorting),
          map: (row) => row,
        });
        return { ...result, items: await toDtos(ctx, tx, tenantId, result.items) };
      });
    },

    async get(ctx: RequestContext, id: string): Promise<ContractDto> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const row = findOr404(await tx.select().from(contracts).where(contractById(tenantId, id)));
        const values = await deps.extraFields.valuesOf(ctx, contractEntityType, id);
        const [dto] = await toDtos(ctx, tx, tenantId, [row], values);
        return dto!;
      });
    },

    /** The tenant's Active contracts ending on `date`, with their employees' names. */
    async activeEndingOn(ctx: RequestContext, date: string): Promise<ContractDto[]> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const rows = await tx
          .select()
          .from(contracts)
          .where(
            tenantRows(contracts, tenantId, [
              eq(contracts.state, ContractState.Active),
              eq(contracts.end, date),
            ]),
          )
          .orderBy(asc(contracts.name), asc(contracts.id))
          .limit(1000);
        return toDtos(ctx, tx, tenantId, rows);
      });
    },
  };
}
export type ContractQueries = ReturnType<typeof createContractQueries>;
