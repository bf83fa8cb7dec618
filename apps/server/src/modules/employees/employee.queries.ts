import {
  type EmployeeDto,
  type EmployeeListItemDto,
  type EmployeeNameDto,
  type EmployeeUserLookupResult,
  emptyGuid,
  type GetEmployeeNamesInput,
  type PagedResult,
} from '@hr/contracts';
import { and, eq, inArray, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { auditFields } from '../../platform/db/columns.ts';
import { findOr404, idsOfPage, keptCondition, listTotal, page, pageRows } from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import type { EmployeeServiceDeps } from './employee.commands.ts';
import {
  byId,
  employeeEntityType,
  type Filters,
  fullName,
  jobTitleNames,
  type ListInput,
  listColumns,
  listWhere,
  managers,
  orderBy,
  toListItem,
} from './employee.rows.ts';
import { employees } from './employees.tables.ts';

/** A row of the Excel export: the list's fields and the manager and contact details. */
export interface EmployeeExportRow extends EmployeeListItemDto {
  motherName: string;
  dateOfBirth: string | null;
  maritalStatus: number;
  militaryServiceStatus: number;
  managerName: string | null;
  email: string | null;
  workEmail: string | null;
  phoneNumber: string | null;
  workPhoneNumber: string | null;
  paymentMethod: number | null;
  bankName: string | null;
  iban: string | null;
  accountHolderName: string | null;
  wpsPersonId: string | null;
}

const exportPageSize = 1000;

/** The ids of everyone below the employee in the reporting line (not the employee). */
function subordinatesOf(tenantId: string, employeeId: string): SQL {
  return sql`(
    with recursive below(id) as (
      select id from employees
       where tenant_id = ${tenantId} and manager_id = ${employeeId} and not is_deleted
      union
      select e.id from employees e join below b on e.manager_id = b.id
       where e.tenant_id = ${tenantId} and not e.is_deleted
    )
    select id from below
  )`;
}

/** Whole rows of the list with the manager's name, in the list's order: the export's. */
const exportPage = (
  tx: Tx,
  where: SQL | undefined,
  sorting: string | undefined,
  take: number,
  skip: number,
) =>
  tx
    .select({
      employee: employees,
      managerName: sql<string | null>`${managers.name} || ' ' || ${managers.surname}`,
    })
    .from(employees)
    .leftJoin(managers, eq(managers.id, employees.managerId))
    .where(
      inArray(
        employees.id,
        idsOfPage(tx, employees, { where, order: orderBy(sorting), limit: take, offset: skip }),
      ),
    )
    .orderBy(...orderBy(sorting));

/**
 * The reads of the employee endpoints: the list and its Excel export, one employee, names for the
 * selects (a manager's candidates among them) and the users that may be linked.
 */
export function createEmployeeQueries(
  db: Database,
  deps: Pick<EmployeeServiceDeps, 'jobTitles' | 'extraFields' | 'users' | 'banks'>,
) {
  const { jobTitles, extraFields, users } = deps;

  /**
   * A page of names for selects, searched by name; `exceptReportsOf`: leave out that employee and
   * everyone below them (who may manage them).
   */
  async function names(
    ctx: RequestContext,
    input: GetEmployeeNamesInput & { skipCount: number; maxResultCount: number },
    exceptReportsOf?: string,
  ): Promise<PagedResult<EmployeeNameDto>> {
    const tenantId = tenantOf(ctx);
    return db.transaction(ctx, async (tx) => {
      const where = and(
        listWhere(tenantId, { filter: input.name }),
        exceptReportsOf ? ne(employees.id, exceptReportsOf) : undefined,
        exceptReportsOf ? notInArray(employees.id, subordinatesOf(tenantId, exceptReportsOf)) : undefined,
      );
      const result = await page(input, {
        total: () => listTotal(tx, employees, where),
        rows: (limit, offset) =>
          tx
            .select({ id: employees.id, name: employees.name, surname: employees.surname })
            .from(employees)
            .where(where)
            .orderBy(employees.name, employees.surname, employees.id)
            .limit(limit)
            .offset(offset),
      });
      return { ...result, items: result.items.map((r) => ({ id: r.id, name: fullName(r) })) };
    });
  }

  return {
    async list(ctx: RequestContext, input: ListInput): Promise<PagedResult<EmployeeListItemDto>> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        // Kept by every input the condition is built from: the tenant and the three filters.
        const where = keptCondition(
          `employees\u0000${tenantId}\u0000${input.jobTitleId ?? ''}\u0000${input.status ?? ''}\u0000${input.filter ?? ''}`,
          () => listWhere(tenantId, input),
        );
        const order = orderBy(input.sorting);
        const result = await page(input, {
          total: () => listTotal(tx, employees, where),
          rows: (limit, offset) => pageRows(tx, employees, listColumns, { where, order, limit, offset }),
        });
        const names = await jobTitleNames(jobTitles, ctx, result.items);
        return { ...result, items: result.items.map((r) => toListItem(r, names)) };
      });
    },

    /** The list's rows for the Excel export, page after page (each page its own short transaction). */
    async *exportRows(ctx: RequestContext, input: Filters): AsyncGenerator<EmployeeExportRow> {
      const tenantId = tenantOf(ctx);
      for (let skip = 0; ; skip += exportPageSize) {
        const { rows, names } = await db.transaction(ctx, async (tx) => {
          const found = await exportPage(tx, listWhere(tenantId, input), input.sorting, exportPageSize, skip);
          return {
            rows: found,
            names: await jobTitleNames(
              jobTitles,
              ctx,
              found.map((r) => r.employee),
            ),
          };
        });
        const banks = await deps.banks.byIds(
          ctx,
          rows.flatMap((r) => (r.employee.bankId ? [r.employee.bankId] : [])),
        );
        for (const { employee: e, managerName } of rows) {
          yield {
            paymentMethod: e.paymentMethod,
            bankName: e.bankId ? (banks.get(e.bankId)?.name ?? null) : null,
            iban: e.iban,
            accountHolderName: e.accountHolderName,
            wpsPersonId: e.wpsPersonId,
            ...toListItem(e, names),
            motherName: e.motherName,
            dateOfBirth: e.dateOfBirth,
            maritalStatus: e.maritalStatus,
            militaryServiceStatus: e.militaryServiceStatus,
            managerName,
            email: e.email,
            workEmail: e.workEmail,
            phoneNumber: e.phoneNumber,
            workPhoneNumber: e.workPhoneNumber,
          };
        }
        if (rows.length < exportPageSize) return;
      }
    },

    async get(ctx: RequestContext, id: string): Promise<EmployeeDto> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const { employee: row, manager } = findOr404(
          await tx
            .select({ employee: employees, manager: { name: managers.name, surname: managers.surname } })
            .from(employees)
            .leftJoin(managers, eq(managers.id, employees.managerId))
            .where(byId(tenantId, id)),
        );
        const [user] = row.userId ? await users.employeeLinks.find(tx, tenantId, [row.userId]) : [];
        const names = await jobTitleNames(jobTitles, ctx, [row]);
        const values = await extraFields.valuesOf(ctx, employeeEntityType, id);
        return {
          id: row.id,
          name: row.name,
          surname: row.surname,
          fatherName: row.fatherName,
          motherName: row.motherName,
          nationalNumber: row.nationalNumber,
          gender: row.gender,
          employeeStatus: row.employeeStatus,
          dateOfBirth: row.dateOfBirth,
          maritalStatus: row.maritalStatus,
          militaryServiceStatus: row.militaryServiceStatus,
          jobTitleId: row.jobTitleId,
          jobTitleName: names.get(row.jobTitleId) ?? null,
          managerId: row.managerId,
          managerName: manager?.name ? fullName(manager as { name: string; surname: string }) : null,
          // A user deleted since the link was made is no longer linked.
          userId: user ? row.userId : null,
          userName: user?.userName ?? null,
          contactInformation: {
            email: row.email,
            workEmail: row.workEmail,
            phoneNumber: row.phoneNumber,
            workPhoneNumber: row.workPhoneNumber,
          },
          emergencyContactInformation: {
            emergencyPhone: row.emergencyPhone,
            contactName: row.emergencyContactName,
            relationShip: row.emergencyRelationship,
          },
          extraFields: values,
          bankDetails: {
            paymentMethod: row.paymentMethod,
            bankId: row.bankId,
            bankName: row.bankId
              ? ((await deps.banks.byIds(ctx, [row.bankId])).get(row.bankId)?.name ?? null)
              : null,
            iban: row.iban,
            accountHolderName: row.accountHolderName,
            wpsPersonId: row.wpsPersonId,
          },
          ...auditFields(row),
          concurrencyStamp: row.concurrencyStamp,
        };
      });
    },

    async nameOf(ctx: RequestContext, id: string): Promise<EmployeeNameDto> {
      const tenantId = tenantOf(ctx);
      const row = findOr404(
        await db.transaction(ctx, (tx) =>
          tx
            .select({ id: employees.id, name: employees.name, surname: employees.surname })
            .from(employees)
            .where(byId(tenantId, id)),
        ),
      );
      return { id: row.id, name: fullName(row) };
    },

    names,

    /** Who may manage the employee: anyone but themself and those below them; the all-zero id: anyone. */
    async managerCandidates(
      ctx: RequestContext,
      id: string,
      input: GetEmployeeNamesInput & { skipCount: number; maxResultCount: number },
    ): Promise<PagedResult<EmployeeNameDto>> {
      return names(ctx, input, id === emptyGuid ? undefined : id);
    },

    /** Users of the tenant linked to no employee, for the employee form's user select. */
    async userLookup(ctx: RequestContext, filter: string | undefined): Promise<EmployeeUserLookupResult> {
      tenantOf(ctx);
      return { items: await users.employeeLinks.unlinked(ctx, filter, 20) };
    },
  };
}
export type EmployeeQueries = ReturnType<typeof createEmployeeQueries>;
