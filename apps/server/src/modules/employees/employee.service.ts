import {
  type CreateEmployee,
  type EmployeeDto,
  type EmployeeListItemDto,
  type EmployeeNameDto,
  type EmployeeUserLookupResult,
  EntityType,
  emptyGuid,
  FeatureNames,
  type GetEmployeeNamesInput,
  type GetEmployees,
  type PagedResult,
  type UpdateEmployee,
} from '@hr/contracts';
import { and, count, desc, eq, ilike, inArray, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { auditFields, modifiedBy, newStamp } from '../../platform/db/columns.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { containing } from '../../platform/db/search.ts';
import { sortingOrder } from '../../platform/db/sorting.ts';
import { uniqueViolation } from '../../platform/db/unique-violation.ts';
import { AppError, concurrencyConflict, notFound } from '../../platform/errors.ts';
import type { FeatureService } from '../../platform/features.service.ts';
import type { UserService } from '../identity/user.service.ts';
import type { JobTitleHolders, OrganisationServices } from '../organisation/index.ts';
import type { EmployeeSettingsServices } from './employee-settings.services.ts';
import { employees } from './employees.tables.ts';

/** The entity type of employees for extra fields and attachments. */
export const employeeEntityType = EntityType.Employee;

type EmployeeRow = typeof employees.$inferSelect;
/** The list's input after validation (the job title filter may be left out by callers in code). */
type ListInput = Omit<GetEmployees, 'jobTitleId'> & { jobTitleId?: string | undefined };
type Filters = Partial<Pick<ListInput, 'jobTitleId' | 'status' | 'filter' | 'sorting'>>;
type EmployeeInput = CreateEmployee;

/** The tenant's live employees: the data layer's filter (row-level security checks it again). */
const live = (tenantId: string) => and(eq(employees.tenantId, tenantId), eq(employees.isDeleted, false));

const fullName = (row: { name: string; surname: string }) => `${row.name} ${row.surname}`;

/** `%text%` for ILIKE, with the pattern characters of the text escaped. */

const sortable: Record<string, AnyPgColumn> = {
  name: employees.name,
  surname: employees.surname,
  fathername: employees.fatherName,
  nationalnumber: employees.nationalNumber,
  employeestatus: employees.employeeStatus,
  creationtime: employees.creationTime,
};

function orderBy(sorting: string | undefined) {
  return sortingOrder(sorting, sortable, {
    fallback: [desc(employees.creationTime), desc(employees.id)],
    tieBreaker: employees.id,
  });
}

/** The list's filters: job title, status, and a text in the names or the national number. */
function listWhere(tenantId: string, input: Filters) {
  const text = input.filter ? containing(input.filter) : undefined;
  return and(
    live(tenantId),
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

/** Whether `employeeId` is `managerId` or above it in the manager's reporting line. */
async function isInChainAbove(tx: Tx, tenantId: string, managerId: string, employeeId: string) {
  const result = (await tx.execute(sql`
    with recursive above(id, manager_id) as (
      select id, manager_id from employees
       where tenant_id = ${tenantId} and id = ${managerId} and not is_deleted
      union
      select e.id, e.manager_id from employees e join above a on e.id = a.manager_id
       where e.tenant_id = ${tenantId} and not e.is_deleted
    )
    select id from above where id = ${employeeId} limit 1`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

function columnsOf(input: EmployeeInput) {
  return {
    name: input.name,
    surname: input.surname,
    fatherName: input.fatherName,
    motherName: input.motherName,
    nationalNumber: input.nationalNumber,
    gender: input.gender,
    employeeStatus: input.employeeStatus,
    dateOfBirth: input.dateOfBirth ?? null,
    maritalStatus: input.maritalStatus,
    militaryServiceStatus: input.militaryServiceStatus,
    jobTitleId: input.jobTitleId,
    managerId: input.managerId ?? null,
    userId: input.userId ?? null,
    email: input.contactInformation.email ?? null,
    workEmail: input.contactInformation.workEmail ?? null,
    phoneNumber: input.contactInformation.phoneNumber ?? null,
    workPhoneNumber: input.contactInformation.workPhoneNumber ?? null,
    emergencyPhone: input.emergencyContactInformation.emergencyPhone,
    emergencyContactName: input.emergencyContactInformation.contactName,
    emergencyRelationship: input.emergencyContactInformation.relationShip,
  };
}

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
}

const exportPageSize = 1000;

/** Employees with contact details, extra field values and attachments. */
export function createEmployeeService(
  db: Database,
  deps: {
    jobTitles: OrganisationServices['jobTitles'];
    extraFields: EmployeeSettingsServices['extraFields'];
    attachments: EmployeeSettingsServices['attachments'];
    users: UserService;
    features: Pick<FeatureService, 'getNumber'>;
  },
) {
  const { jobTitles, extraFields, users, features } = deps;
  const managers = alias(employees, 'managers');

  /**
   * The rules a create and an update share, inside the write transaction: a free national number, a
   * live manager who is not the employee nor below them, and a user of the tenant linked to no one else.
   */
  async function checkRules(tx: Tx, tenantId: string, input: EmployeeInput, id?: string) {
    const [clash] = await tx
      .select({ id: employees.id })
      .from(employees)
      .where(
        and(
          live(tenantId),
          eq(employees.nationalNumber, input.nationalNumber),
          id ? ne(employees.id, id) : undefined,
        ),
      )
      .limit(1);
    if (clash)
      throw new AppError('Employees:DuplicateNationalNumber', { nationalNumber: input.nationalNumber });

    if (input.managerId) {
      if (input.managerId === id) throw new AppError('Employees:ManagerIsSelf');
      // One manager change at a time per tenant, so two changes cannot close a cycle between them.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`employees.managers:${tenantId}`}))`);
      const [manager] = await tx
        .select({ id: employees.id, name: employees.name, surname: employees.surname })
        .from(employees)
        .where(and(live(tenantId), eq(employees.id, input.managerId)));
      if (!manager) throw new AppError('Employees:ManagerNotFound');
      if (id && (await isInChainAbove(tx, tenantId, input.managerId, id)))
        throw new AppError('Employees:ManagerCycle', { manager: fullName(manager) });
    }

    if (input.userId) {
      const [user] = await users.employeeLinks.find(tx, tenantId, [input.userId]);
      if (!user) throw new AppError('Employees:UserNotFound');
      const [holder] = await tx
        .select({ id: employees.id })
        .from(employees)
        .where(and(live(tenantId), eq(employees.userId, input.userId), id ? ne(employees.id, id) : undefined))
        .limit(1);
      if (holder) throw new AppError('Employees:UserAlreadyLinked', { userName: user.userName });
    }
  }

  /** The tenant's plan may cap its live employees (feature HR.MaxEmployeeCount; 0: no cap). */
  async function checkLimit(tx: Tx, tenantId: string, limit: number) {
    // One create at a time per tenant while capped, so two cannot both take the last place.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`employees.count:${tenantId}`}))`);
    const [row] = await tx.select({ n: count() }).from(employees).where(live(tenantId));
    if ((row?.n ?? 0) >= limit) throw new AppError('Employees:MaxEmployeeCountReached', { max: limit });
  }

  /**
   * The checks through other services, inside the write's transaction (they join it): the job title is
   * share-locked until the save commits, so it cannot be deleted in between; then the extra fields.
   */
  async function checkReferences(ctx: RequestContext, input: EmployeeInput) {
    if (!(await jobTitles.lockForUse(ctx, input.jobTitleId))) throw new AppError('Employees:JobTitleNotFound');
    return extraFields.validate(ctx, employeeEntityType, input.extraFields);
  }

  /** Maps a unique-index race (two saves at once) to the rule's own message. */
  function translateRace(error: unknown, input: EmployeeInput): never {
    const constraint = uniqueViolation(error);
    if (constraint === 'employees_tenant_national_number')
      throw new AppError('Employees:DuplicateNationalNumber', { nationalNumber: input.nationalNumber });
    if (constraint === 'employees_tenant_user')
      throw new AppError('Employees:UserAlreadyLinked', { userName: input.userId ?? '' });
    throw error;
  }

  async function jobTitleNames(ctx: RequestContext, rows: ReadonlyArray<{ jobTitleId: string }>) {
    const ids = [...new Set(rows.map((r) => r.jobTitleId))];
    return ids.length ? jobTitles.namesByIds(ctx, ids) : new Map<string, string>();
  }

  function toListItem(row: EmployeeRow, names: Map<string, string>): EmployeeListItemDto {
    return {
      id: row.id,
      name: row.name,
      surname: row.surname,
      fatherName: row.fatherName,
      nationalNumber: row.nationalNumber,
      gender: row.gender as EmployeeListItemDto['gender'],
      employeeStatus: row.employeeStatus as EmployeeListItemDto['employeeStatus'],
      jobTitleId: row.jobTitleId,
      jobTitleName: names.get(row.jobTitleId) ?? null,
      managerId: row.managerId,
      userId: row.userId,
      creationTime: row.creationTime.toISOString(),
    };
  }

  async function page(ctx: RequestContext, input: Filters, skip: number, take: number, withCount: boolean) {
    const tenantId = tenantOf(ctx);
    return db.transaction(ctx, async (tx) => {
      const where = listWhere(tenantId, input);
      const [total] = withCount ? await tx.select({ n: count() }).from(employees).where(where) : [];
      const rows = await tx
        .select({
          employee: employees,
          managerName: sql<string | null>`${managers.name} || ' ' || ${managers.surname}`,
        })
        .from(employees)
        .leftJoin(managers, eq(managers.id, employees.managerId))
        .where(where)
        .orderBy(...orderBy(input.sorting))
        .limit(take)
        .offset(skip);
      return { totalCount: total?.n ?? 0, rows };
    });
  }

  const holders: JobTitleHolders = {
    async countByJobTitle(ctx, jobTitleId) {
      const tenantId = ctx.tenantId;
      if (!tenantId) return 0;
      const [row] = await db.transaction(ctx, (tx) =>
        tx
          .select({ n: count() })
          .from(employees)
          .where(and(live(tenantId), eq(employees.jobTitleId, jobTitleId))),
      );
      return row?.n ?? 0;
    },
    async listByJobTitle(ctx) {
      const tenantId = ctx.tenantId;
      if (!tenantId) return [];
      return db.transaction(ctx, (tx) =>
        tx
          .select({
            id: employees.id,
            name: employees.name,
            surname: employees.surname,
            jobTitleId: employees.jobTitleId,
          })
          .from(employees)
          .where(live(tenantId))
          .orderBy(employees.name, employees.surname, employees.id),
      );
    },
  };

  return {
    ...holders,

    async list(ctx: RequestContext, input: ListInput): Promise<PagedResult<EmployeeListItemDto>> {
      const { totalCount, rows } = await page(ctx, input, input.skipCount, input.maxResultCount, true);
      const names = await jobTitleNames(
        ctx,
        rows.map((r) => r.employee),
      );
      return { totalCount, items: rows.map((r) => toListItem(r.employee, names)) };
    },

    /** The list's rows for the Excel export, page after page (each page its own short transaction). */
    async *exportRows(ctx: RequestContext, input: Filters): AsyncGenerator<EmployeeExportRow> {
      for (let skip = 0; ; skip += exportPageSize) {
        const { rows } = await page(ctx, input, skip, exportPageSize, false);
        const names = await jobTitleNames(
          ctx,
          rows.map((r) => r.employee),
        );
        for (const { employee: e, managerName } of rows) {
          yield {
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
      const { row, managerName, userName } = await db.transaction(ctx, async (tx) => {
        const [found] = await tx
          .select({ employee: employees, manager: { name: managers.name, surname: managers.surname } })
          .from(employees)
          .leftJoin(managers, eq(managers.id, employees.managerId))
          .where(and(live(tenantId), eq(employees.id, id)));
        if (!found) throw notFound();
        const userId = found.employee.userId;
        const [user] = userId ? await users.employeeLinks.find(tx, tenantId, [userId]) : [];
        return {
          row: found.employee,
          managerName: found.manager?.name
            ? fullName(found.manager as { name: string; surname: string })
            : null,
          userName: user?.userName ?? null,
        };
      });
      const [names, values] = await Promise.all([
        jobTitleNames(ctx, [row]),
        extraFields.valuesOf(ctx, employeeEntityType, id),
      ]);
      return {
        id: row.id,
        name: row.name,
        surname: row.surname,
        fatherName: row.fatherName,
        motherName: row.motherName,
        nationalNumber: row.nationalNumber,
        gender: row.gender as EmployeeDto['gender'],
        employeeStatus: row.employeeStatus as EmployeeDto['employeeStatus'],
        dateOfBirth: row.dateOfBirth,
        maritalStatus: row.maritalStatus as EmployeeDto['maritalStatus'],
        militaryServiceStatus: row.militaryServiceStatus as EmployeeDto['militaryServiceStatus'],
        jobTitleId: row.jobTitleId,
        jobTitleName: names.get(row.jobTitleId) ?? null,
        managerId: row.managerId,
        managerName,
        // A user deleted since the link was made is no longer linked.
        userId: userName ? row.userId : null,
        userName,
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
        ...auditFields(row),
        concurrencyStamp: row.concurrencyStamp,
      };
    },

    /** Creates the employee with its extra field values and user link in one transaction; returns the id. */
    async create(ctx: RequestContext, input: CreateEmployee): Promise<string> {
      const tenantId = tenantOf(ctx);
      try {
        const limit = await features.getNumber(tenantId, FeatureNames.HR.MaxEmployeeCount);
        return await db.transaction(ctx, async (tx) => {
          const values = await checkReferences(ctx, input);
          if (limit > 0) await checkLimit(tx, tenantId, limit);
          await checkRules(tx, tenantId, input);
          const [row] = await tx
            .insert(employees)
            .values({ tenantId, ...columnsOf(input), creatorId: ctx.userId })
            .returning({ id: employees.id });
          const id = row!.id;
          if (input.userId) await users.employeeLinks.set(tx, tenantId, id, input.userId);
          await extraFields.saveValues(tx, ctx, employeeEntityType, id, values);
          return id;
        });
      } catch (error) {
        translateRace(error, input);
      }
    },

    async update(ctx: RequestContext, id: string, input: UpdateEmployee): Promise<EmployeeDto> {
      const tenantId = tenantOf(ctx);
      try {
        await db.transaction(ctx, async (tx) => {
          const values = await checkReferences(ctx, input);
          const [current] = await tx
            .select({ stamp: employees.concurrencyStamp, userId: employees.userId })
            .from(employees)
            .where(and(live(tenantId), eq(employees.id, id)));
          if (!current) throw notFound();
          if (current.stamp !== input.concurrencyStamp) throw concurrencyConflict();
          await checkRules(tx, tenantId, input, id);
          const updated = await tx
            .update(employees)
            .set({
              ...columnsOf(input),
              ...modifiedBy(ctx.userId),
            })
            // The stamp in the WHERE closes the race between the read above and this write.
            .where(
              and(
                live(tenantId),
                eq(employees.id, id),
                eq(employees.concurrencyStamp, input.concurrencyStamp),
              ),
            )
            .returning({ id: employees.id });
          if (!updated.length) throw concurrencyConflict();
          if ((input.userId ?? null) !== current.userId)
            await users.employeeLinks.set(tx, tenantId, id, input.userId ?? null);
          await extraFields.saveValues(tx, ctx, employeeEntityType, id, values);
        });
      } catch (error) {
        translateRace(error, input);
      }
      return this.get(ctx, id);
    },

    /** Soft delete: refused while the employee manages anyone; their user is unlinked. */
    async delete(ctx: RequestContext, id: string): Promise<void> {
      const tenantId = tenantOf(ctx);
      await db.transaction(ctx, async (tx) => {
        const [current] = await tx
          .select({ name: employees.name, surname: employees.surname })
          .from(employees)
          .where(and(live(tenantId), eq(employees.id, id)));
        if (!current) throw notFound();
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`employees.managers:${tenantId}`}))`);
        const [reports] = await tx
          .select({ n: count() })
          .from(employees)
          .where(and(live(tenantId), eq(employees.managerId, id)));
        if (reports && reports.n > 0)
          throw new AppError('Employees:HasSubordinates', { name: fullName(current), count: reports.n });
        await tx
          .update(employees)
          .set({
            isDeleted: true,
            deletionTime: new Date(),
            deleterId: ctx.userId,
            concurrencyStamp: newStamp(),
          })
          .where(and(live(tenantId), eq(employees.id, id)));
        await users.employeeLinks.set(tx, tenantId, id, null);
      });
    },

    async nameOf(ctx: RequestContext, id: string): Promise<EmployeeNameDto> {
      const tenantId = tenantOf(ctx);
      const [row] = await db.transaction(ctx, (tx) =>
        tx
          .select({ id: employees.id, name: employees.name, surname: employees.surname })
          .from(employees)
          .where(and(live(tenantId), eq(employees.id, id))),
      );
      if (!row) throw notFound();
      return { id: row.id, name: fullName(row) };
    },

    /**
     * A page of names for selects, searched by name; `exceptReportsOf`: leave out that employee and
     * everyone below them (who may manage them).
     */
    async names(
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
        const [total] = await tx.select({ n: count() }).from(employees).where(where);
        const rows = await tx
          .select({ id: employees.id, name: employees.name, surname: employees.surname })
          .from(employees)
          .where(where)
          .orderBy(employees.name, employees.surname, employees.id)
          .limit(input.maxResultCount)
          .offset(input.skipCount);
        return { totalCount: total?.n ?? 0, items: rows.map((r) => ({ id: r.id, name: fullName(r) })) };
      });
    },

    /** Who may manage the employee: anyone but themself and those below them; the all-zero id: anyone. */
    async managerCandidates(
      ctx: RequestContext,
      id: string,
      input: GetEmployeeNamesInput & { skipCount: number; maxResultCount: number },
    ): Promise<PagedResult<EmployeeNameDto>> {
      return this.names(ctx, input, id === emptyGuid ? undefined : id);
    },

    /** Users of the tenant linked to no employee, for the employee form's user select. */
    async userLookup(ctx: RequestContext, filter: string | undefined): Promise<EmployeeUserLookupResult> {
      tenantOf(ctx);
      return { items: await users.employeeLinks.unlinked(ctx, filter, 20) };
    },

    /** Whether the employees exist (live) in the caller's tenant: for other modules' references. */
    async existing(ctx: RequestContext, ids: readonly string[]): Promise<Set<string>> {
      const tenantId = tenantOf(ctx);
      if (!ids.length) return new Set();
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .select({ id: employees.id })
          .from(employees)
          .where(and(live(tenantId), inArray(employees.id, [...ids]))),
      );
      return new Set(rows.map((r) => r.id));
    },
  };
}
export type EmployeeService = ReturnType<typeof createEmployeeService>;
