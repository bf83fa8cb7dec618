import {
  type ContractDto,
  type ContractWorkingScheduleDto,
  contractEndpoints,
  EntityType,
  type ExtraFieldValueDto,
  type GetContracts,
  WorkEntrySource,
} from '@hr/contracts';
import { asc, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.ts';
import { auditFields } from '../../platform/db/columns.ts';
import type { Tx } from '../../platform/db/database.ts';
import { containing } from '../../platform/db/search.ts';
import { sortColumns, sortingOrder } from '../../platform/db/sorting.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { groupBy } from '../../platform/group-by.ts';
import type { ContractDeps } from './contract.service.ts';
import { contracts, contractWorkingSchedules, workingSchedules } from './employment.tables.ts';

// The pieces every audience of the contracts shares: the row, the tenant filter, the list's filters and
// order, and the row as an answer.

export type ContractRow = typeof contracts.$inferSelect;
export type ContractFilters = Partial<Pick<GetContracts, 'employeeId' | 'state' | 'filter' | 'sorting'>>;

/** The entity type of the contracts' extra fields. */
export const contractEntityType = EntityType.Contract;

export const contractsOf = (tenantId: string) => eq(contracts.tenantId, tenantId);
export const contractById = (tenantId: string, id: string) =>
  tenantRows(contracts, tenantId, [eq(contracts.id, id)]);

const sortable = sortColumns(contractEndpoints.list, {
  name: contracts.name,
  start: contracts.start,
  end: contracts.end,
  state: contracts.state,
  creationTime: contracts.creationTime,
});

export const contractOrder = (sorting: string | undefined) =>
  sortingOrder(sorting, sortable, {
    fallback: [desc(contracts.creationTime), desc(contracts.id)],
    tieBreaker: contracts.id,
  });

export function contractListWhere(tenantId: string, input: ContractFilters): SQL | undefined {
  return tenantRows(contracts, tenantId, [
    input.employeeId ? eq(contracts.employeeId, input.employeeId) : undefined,
    input.state !== undefined ? eq(contracts.state, input.state) : undefined,
    input.filter ? ilike(contracts.name, containing(input.filter)) : undefined,
  ]);
}

async function rangesOf(tx: Tx, tenantId: string, ids: readonly string[]) {
  if (!ids.length) return new Map<string, ContractWorkingScheduleDto[]>();
  const rows = await tx
    .select({
      id: contractWorkingSchedules.id,
      contractId: contractWorkingSchedules.contractId,
      workingScheduleId: contractWorkingSchedules.workingScheduleId,
      from: contractWorkingSchedules.from,
      to: contractWorkingSchedules.to,
      workingScheduleName: workingSchedules.name,
    })
    .from(contractWorkingSchedules)
    .innerJoin(workingSchedules, eq(workingSchedules.id, contractWorkingSchedules.workingScheduleId))
    .where(
      tenantRows(contractWorkingSchedules, tenantId, [
        inArray(contractWorkingSchedules.contractId, [...ids]),
      ]),
    )
    .orderBy(asc(contractWorkingSchedules.from), asc(contractWorkingSchedules.id));
  return groupBy(
    rows,
    (row) => row.contractId,
    ({ contractId: _, ...range }): ContractWorkingScheduleDto => range,
  );
}

/** The rows as answers: the names of other modules' records read once for the page. */
export function contractDtos(deps: Pick<ContractDeps, 'employees' | 'jobTitles' | 'salaryStructures'>) {
  return async function toDtos(
    ctx: RequestContext,
    tx: Tx,
    tenantId: string,
    rows: readonly ContractRow[],
    extraFields?: ExtraFieldValueDto[],
  ): Promise<ContractDto[]> {
    const ids = (pick: (r: ContractRow) => string) => rows.map(pick);
    // One after the other: each call joins this transaction, on its one connection.
    const employees = await deps.employees.namesByIds(
      ctx,
      ids((r) => r.employeeId),
    );
    const jobTitles = await deps.jobTitles.namesByIds(
      ctx,
      ids((r) => r.jobTitleId),
    );
    const structures = await deps.salaryStructures.namesByIds(
      ctx,
      ids((r) => r.salaryStructureId),
    );
    const ranges = await rangesOf(
      tx,
      tenantId,
      rows.map((r) => r.id),
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      start: row.start,
      end: row.end,
      employeeId: row.employeeId,
      employeeName: employees.get(row.employeeId) ?? null,
      jobTitleId: row.jobTitleId,
      jobTitleName: jobTitles.get(row.jobTitleId) ?? null,
      state: row.state,
      workEntrySource: row.workEntrySource,
      salaryStructureId: row.salaryStructureId,
      salaryStructureName: structures.get(row.salaryStructureId) ?? null,
      contractWorkingSchedules:
        row.workEntrySource === WorkEntrySource.Attendance ? null : (ranges.get(row.id) ?? []),
      cancellationReason: row.cancellationReason,
      expiredOn: row.expiredOn,
      probationEnd: row.probationEnd,
      extraFields: extraFields ?? [],
      ...auditFields(row),
      concurrencyStamp: row.concurrencyStamp,
    }));
  };
}
export type ContractDtos = ReturnType<typeof contractDtos>;
