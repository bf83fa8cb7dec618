import {
  type CreateEmployee,
  type EmployeeListItemDto,
  EntityType,
  employeeEndpoints,
  type GetEmployees,
} from '@hr/contracts';
import { and, desc, eq, ilike, inArray, not, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { containing } from '../../platform/db/search.ts';
import { sortColumns, sortingOrder } from '../../platform/db/sorting.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import type { OrganisationApi } from '../organisation/public.ts';
import { employees } from './employees.tables.ts';

/** What employees need of job titles (organisation): a reference locked for the save, and names. */
export type EmployeeJobTitles = Pick<OrganisationApi['jobTitles'], 'lockForUse' | 'namesByIds'>;

/** The entity type of employees for extra fields and attachments. */
export const employeeEntityType = EntityType.Employee;

export type EmployeeRow = typeof employees.$inferSelect;
export type EmployeeInput = CreateEmployee;

/** The columns the list shows: its page reads and maps these alone, not the whole row with the manager. */
export const listColumns = {
  id: employees.id,
  name: employees.name,
  surname: employees.surname,
  fatherName: employees.fatherName,
  nationalNumber: employees.nationalNumber,
  gender: employees.gender,
  employeeStatus: employees.employeeStatus,
  jobTitleId: employees.jobTitleId,
  managerId: employees.managerId,
  userId: employees.userId,
  creationTime: employees.creationTime,
};
type ListRow = Pick<EmployeeRow, keyof typeof listColumns>;
/** The list's input after validation (the job title filter may be left out by callers in code). */
export type ListInput = Omit<GetEmployees, 'jobTitleId'> & { jobTitleId?: string | undefined };
export type Filters = Partial<Pick<ListInput, 'jobTitleId' | 'status' | 'filter' | 'sorting'>>;

/** The tenant's live employees: the data layer's filter (row-level security checks it again). */
export const employeesOf = (tenantId: string) => tenantRows(employees, tenantId, [not(employees.isDeleted)]);

/** The tenant's live employee of that id. */
export const byId = (tenantId: string, id: string) => and(employeesOf(tenantId), eq(employees.id, id));

/** Another employee row, to join an employee's manager. */
export const managers = alias(employees, 'managers');

export const fullName = (row: { name: string; surname: string }) => `${row.name} ${row.surname}`;

/**
 * The tenant's live employees whose national number is among `numbers` or whose "name surname" (lower
 * case) is among `lowered`, at most `limit`: how an import's cell finds the employee it names.
 */
export const numberedOrNamed = (
  tx: Tx,
  tenantId: string,
  numbers: readonly string[],
  lowered: readonly string[],
  limit: number,
) =>
  tx
    .select({
      id: employees.id,
      nationalNumber: employees.nationalNumber,
      name: employees.name,
      surname: employees.surname,
    })
    .from(employees)
    .where(
      and(
        employeesOf(tenantId),
        or(
          numbers.length ? inArray(employees.nationalNumber, [...numbers]) : undefined,
          lowered.length
            ? inArray(sql`lower(${employees.name} || ' ' || ${employees.surname})`, [...lowered])
            : undefined,
        ),
      ),
    )
    .limit(limit);

/** The list's (and the export's) sort fields, as its contract declares them. */
const sortBy = sortColumns(employeeEndpoints.list, {
  name: employees.name,
  surname: employees.surname,
  fatherName: employees.fatherName,
  nationalNumber: employees.nationalNumber,
  employeeStatus: employees.employeeStatus,
  creationTime: employees.creationTime,
});

/** Newest first; one array, so that its text is compiled once (crud.ts). */
const newestFirst = [desc(employees.creationTime), desc(employees.id)];
export function orderBy(sorting: string | undefined) {
  return sortingOrder(sorting, sortBy, { fallback: newestFirst, tieBreaker: employees.id });
}

/** The list's filters: job title, status, and a text in the names or the national number. */
export function listWhere(tenantId: string, input: Filters) {
  const text = input.filter ? containing(input.filter) : undefined;
  return and(
    employeesOf(tenantId),
    input.jobTitleId ? eq(employees.jobTitleId, input.jobTitleId) : undefined,
    input.status !== undefined ? eq(employees.employeeStatus, input.status) : undefined,
    text
      ? or(
          ilike(employees.name, text),
          ilike(employees.surname, text),
          ilike(employees.fatherName, text),
          ilike(employees.nationalNumber, text),
          ilike(sql`${employees.name} || ' ' || ${employees.surname}`, text),
        )
      : undefined,
  );
}

/** The names of the rows' job titles, by id (organisation's). */
export async function jobTitleNames(
  jobTitles: EmployeeJobTitles,
  ctx: RequestContext,
  rows: ReadonlyArray<{ jobTitleId: string }>,
) {
  const ids = [...new Set(rows.map((r) => r.jobTitleId))];
  return ids.length ? jobTitles.namesByIds(ctx, ids) : new Map<string, string>();
}

export function toListItem(row: ListRow, names: Map<string, string>): EmployeeListItemDto {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    fatherName: row.fatherName,
    nationalNumber: row.nationalNumber,
    gender: row.gender,
    employeeStatus: row.employeeStatus,
    jobTitleId: row.jobTitleId,
    jobTitleName: names.get(row.jobTitleId) ?? null,
    managerId: row.managerId,
    userId: row.userId,
    creationTime: row.creationTime.toISOString(),
  };
}
