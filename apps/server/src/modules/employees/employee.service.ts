import {
  type CreateEmployee,
  type EmployeeDto,
  type EmployeeListItemDto,
  type EmployeeNameDto,
  EmployeeStatus,
  type EmployeeUserLookupResult,
  EntityType,
  type ExtraFieldValueDto,
  type ExtraFieldValueInput,
  emptyGuid,
  FeatureNames,
  type GetEmployeeNamesInput,
  type GetEmployees,
  type PagedResult,
  type UpdateEmployee,
} from '@hr/contracts';
import { and, desc, eq, ilike, inArray, ne, not, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { auditFields } from '../../platform/db/columns.ts';
import {
  countRows,
  findOr404,
  idsOfPage,
  listTotal,
  page,
  pageRows,
  softDelete,
  updateStamped,
  withUniqueErrors,
} from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { containing } from '../../platform/db/search.ts';
import { sortingOrder } from '../../platform/db/sorting.ts';
import { AppError, invalidField } from '../../platform/errors.ts';
import type { FeatureService } from '../../platform/features.service.ts';
import { dateIn } from '../../platform/tenant-date.ts';
import type { IdentityApi } from '../identity/public.ts';
import type { JobTitleHolders, OrganisationApi } from '../organisation/public.ts';
import { employees } from './employees.tables.ts';

/** What employees need of job titles (organisation): a reference locked for the save, and names. */
export type EmployeeJobTitles = Pick<OrganisationApi['jobTitles'], 'lockForUse' | 'namesByIds'>;

/**
 * What employees need of extra fields (extensions): their values checked and saved inside the employee's
 * write (the calls join its transaction), and read back.
 */
export interface EmployeeExtraFields {
  validate(
    ctx: RequestContext,
    entityType: EntityType,
    values: readonly ExtraFieldValueInput[],
  ): Promise<ExtraFieldValueInput[]>;
  saveValues(
    ctx: RequestContext,
    entityType: EntityType,
    entityId: string,
    values: readonly ExtraFieldValueInput[],
  ): Promise<void>;
  valuesOf(ctx: RequestContext, entityType: EntityType, entityId: string): Promise<ExtraFieldValueDto[]>;
}

/**
 * Another module's check before an employee is deleted (the hook point `employeeDeleteGuards`): it joins the
 * delete's transaction (a `db.transaction` of the same tenant inside it) and throws an AppError to refuse.
 */
export type EmployeeDeleteGuard = (ctx: RequestContext, employeeId: string) => Promise<void>;

/** The entity type of employees for extra fields and attachments. */
const employeeEntityType = EntityType.Employee;

type EmployeeRow = typeof employees.$inferSelect;

/** The columns the list shows: its page reads and maps these alone, not the whole row with the manager. */
const listColumns = {
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
type ListInput = Omit<GetEmployees, 'jobTitleId'> & { jobTitleId?: string | undefined };
type Filters = Partial<Pick<ListInput, 'jobTitleId' | 'status' | 'filter' | 'sorting'>>;
type EmployeeInput = CreateEmployee;

/** The tenant's live employees: the data layer's filter (row-level security checks it again). */
export const employeesOf = (tenantId: string) =>
  and(eq(employees.tenantId, tenantId), not(employees.isDeleted));

const fullName = (row: { name: string; surname: string }) => `${row.name} ${row.surname}`;

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

/** One manager change (or delete) at a time per tenant, so that two cannot close a cycle between them. */
async function lockManagers(tx: Tx, tenantId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`employees.managers:${tenantId}`}))`);
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

/** What a create reads before its transaction ({@link EmployeeService.beforeCreate}). */
export interface CreateContext {
  /** HR.MaxEmployeeCount of the tenant's plan; 0: no cap. */
  limit: number;
  /** The tenant's today, yyyy-MM-dd: no date of birth after it. */
  today: string;
}

/** Employees with contact details, extra field values and attachments. */
export function createEmployeeService(
  db: Database,
  deps: {
    jobTitles: EmployeeJobTitles;
    extraFields: EmployeeExtraFields;
    users: Pick<IdentityApi['users'], 'employeeLinks'>;
    features: Pick<FeatureService, 'getNumber'>;
    /** The tenant's time zone: its today bounds the date of birth. */
    timeZoneOf: (ctx: RequestContext) => Promise<string>;
    /**
     * Other modules' checks before an employee is deleted (custody held): run inside the delete's
     * transaction after the employee row is locked FOR UPDATE; each refuses by throwing its own AppError.
     * A live list (the hook point `employeeDeleteGuards`), complete before any request.
     */
    deleteGuards: readonly EmployeeDeleteGuard[];
  },
) {
  const { jobTitles, extraFields, users, features } = deps;

  /** The tenant's today: read before a write's transaction (the settings are read in a scope of their own). */
  const todayOf = async (ctx: RequestContext) => dateIn(await deps.timeZoneOf(ctx), ctx.now());

  /** A date of birth is not after the tenant's today (a 400 on the field, as the form shows it). */
  function checkDateOfBirth(input: EmployeeInput, today: string) {
    if (input.dateOfBirth && input.dateOfBirth > today)
      throw invalidField(['dateOfBirth'], 'Employees:DateOfBirthInFuture', { today });
  }
  const managers = alias(employees, 'managers');
  const byId = (tenantId: string, id: string) => and(employeesOf(tenantId), eq(employees.id, id));

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
          employeesOf(tenantId),
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
      await lockManagers(tx, tenantId);
      const [manager] = await tx
        .select({ id: employees.id, name: employees.name, surname: employees.surname })
        .from(employees)
        .where(byId(tenantId, input.managerId));
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
        .where(
          and(
            employeesOf(tenantId),
            eq(employees.userId, input.userId),
            id ? ne(employees.id, id) : undefined,
          ),
        )
        .limit(1);
      if (holder) throw new AppError('Employees:UserAlreadyLinked', { userName: user.userName });
    }
  }

  /** The tenant's plan may cap its live employees (feature HR.MaxEmployeeCount; 0: no cap). */
  async function checkLimit(tx: Tx, tenantId: string, limit: number) {
    // One create at a time per tenant while capped, so two cannot both take the last place.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`employees.count:${tenantId}`}))`);
    if ((await countRows(tx, employees, employeesOf(tenantId))) >= limit)
      throw new AppError('Employees:MaxEmployeeCountReached', { max: limit });
  }

  /**
   * The checks through other services, inside the write's transaction (they join it): the job title is
   * share-locked until the save commits, so it cannot be deleted in between; then the extra fields.
   */
  async function checkReferences(ctx: RequestContext, input: EmployeeInput) {
    if (!(await jobTitles.lockForUse(ctx, input.jobTitleId)))
      throw new AppError('Employees:JobTitleNotFound');
    return extraFields.validate(ctx, employeeEntityType, input.extraFields);
  }

  /** A unique-index race (two saves at once) answers the rule's own message. */
  const uniqueErrors = (input: EmployeeInput) => ({
    employees_tenant_national_number: () =>
      new AppError('Employees:DuplicateNationalNumber', { nationalNumber: input.nationalNumber }),
    employees_tenant_user: () =>
      new AppError('Employees:UserAlreadyLinked', { userName: input.userId ?? '' }),
  });

  async function jobTitleNames(ctx: RequestContext, rows: ReadonlyArray<{ jobTitleId: string }>) {
    const ids = [...new Set(rows.map((r) => r.jobTitleId))];
    return ids.length ? jobTitles.namesByIds(ctx, ids) : new Map<string, string>();
  }

  function toListItem(row: ListRow, names: Map<string, string>): EmployeeListItemDto {
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
   * What every create reads before its transaction: the plan's cap on employees and the tenant's today
   * (both read in scopes of their own, which cannot run inside a tenant's transaction). Read once for
   * many creates (the Excel import).
   */
  async function beforeCreate(ctx: RequestContext): Promise<CreateContext> {
    return {
      limit: await features.getNumber(tenantOf(ctx), FeatureNames.HR.MaxEmployeeCount),
      today: await todayOf(ctx),
    };
  }

  /**
   * The create itself, with every rule, inside the caller's transaction (it joins it; alone it opens
   * one): the Excel import runs it once per row in one transaction. A refusal throws before anything is
   * written (an AppError, or a ZodError on a field); a unique-index race answers the rule's message.
   */
  async function createIn(
    ctx: RequestContext,
    input: CreateEmployee,
    before: CreateContext,
  ): Promise<string> {
    const tenantId = tenantOf(ctx);
    checkDateOfBirth(input, before.today);
    return withUniqueErrors(uniqueErrors(input), () =>
      db.transaction(ctx, async (tx) => {
        const values = await checkReferences(ctx, input);
        if (before.limit > 0) await checkLimit(tx, tenantId, before.limit);
        await checkRules(tx, tenantId, input);
        const [row] = await tx
          .insert(employees)
          .values({ tenantId, ...columnsOf(input), creatorId: ctx.userId })
          .returning({ id: employees.id });
        const id = row!.id;
        if (input.userId) await users.employeeLinks.set(tx, tenantId, id, input.userId);
        await extraFields.saveValues(ctx, employeeEntityType, id, values);
        return id;
      }),
    );
  }

  const holders: JobTitleHolders = {
    async countByJobTitle(ctx, jobTitleId) {
      const tenantId = ctx.tenantId;
      if (!tenantId) return 0;
      return db.transaction(ctx, (tx) =>
        countRows(tx, employees, and(employeesOf(tenantId), eq(employees.jobTitleId, jobTitleId))),
      );
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
          .where(employeesOf(tenantId))
          .orderBy(employees.name, employees.surname, employees.id),
      );
    },
  };

  return {
    ...holders,

    async list(ctx: RequestContext, input: ListInput): Promise<PagedResult<EmployeeListItemDto>> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const where = listWhere(tenantId, input);
        const order = orderBy(input.sorting);
        const result = await page(input, {
          total: () => listTotal(tx, employees, where),
          rows: (limit, offset) => pageRows(tx, employees, listColumns, { where, order, limit, offset }),
        });
        const names = await jobTitleNames(ctx, result.items);
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
              ctx,
              found.map((r) => r.employee),
            ),
          };
        });
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
      return db.transaction(ctx, async (tx) => {
        const { employee: row, manager } = findOr404(
          await tx
            .select({ employee: employees, manager: { name: managers.name, surname: managers.surname } })
            .from(employees)
            .leftJoin(managers, eq(managers.id, employees.managerId))
            .where(byId(tenantId, id)),
        );
        const [user] = row.userId ? await users.employeeLinks.find(tx, tenantId, [row.userId]) : [];
        const names = await jobTitleNames(ctx, [row]);
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
          ...auditFields(row),
          concurrencyStamp: row.concurrencyStamp,
        };
      });
    },

    /** Creates the employee with its extra field values and user link in one transaction; returns the id. */
    async create(ctx: RequestContext, input: CreateEmployee): Promise<string> {
      return createIn(ctx, input, await beforeCreate(ctx));
    },

    beforeCreate,
    createIn,

    /**
     * The tenant's live employees whose national number is one of `numbers`, or whose "name surname" is
     * one of `fullNames` (compared without case): how the Excel import finds a manager named in a cell.
     */
    async matchByNumberOrName(
      ctx: RequestContext,
      numbers: readonly string[],
      fullNames: readonly string[],
    ): Promise<Array<{ id: string; nationalNumber: string; fullName: string }>> {
      const tenantId = tenantOf(ctx);
      if (!numbers.length && !fullNames.length) return [];
      const lowered = [...new Set(fullNames.map((n) => n.toLowerCase()))];
      const rows = await db.transaction(ctx, (tx) =>
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
                numbers.length ? inArray(employees.nationalNumber, [...new Set(numbers)]) : undefined,
                lowered.length
                  ? inArray(sql`lower(${employees.name} || ' ' || ${employees.surname})`, lowered)
                  : undefined,
              ),
            ),
          )
          .limit(10_000),
      );
      return rows.map((r) => ({ id: r.id, nationalNumber: r.nationalNumber, fullName: fullName(r) }));
    },

    async update(ctx: RequestContext, id: string, input: UpdateEmployee): Promise<EmployeeDto> {
      const tenantId = tenantOf(ctx);
      checkDateOfBirth(input, await todayOf(ctx));
      return withUniqueErrors(uniqueErrors(input), () =>
        db.transaction(ctx, async (tx) => {
          const values = await checkReferences(ctx, input);
          const current = findOr404(
            await tx.select({ userId: employees.userId }).from(employees).where(byId(tenantId, id)),
          );
          await checkRules(tx, tenantId, input, id);
          await updateStamped(tx, employees, {
            where: byId(tenantId, id),
            stamp: input.concurrencyStamp,
            set: columnsOf(input),
            ctx,
          });
          if ((input.userId ?? null) !== current.userId)
            await users.employeeLinks.set(tx, tenantId, id, input.userId ?? null);
          await extraFields.saveValues(ctx, employeeEntityType, id, values);
          return this.get(ctx, id);
        }),
      );
    },

    /**
     * Soft delete: refused while the employee manages anyone, or by another module's guard (custody
     * still held...); their user is unlinked. The employee row is locked FOR UPDATE before the checks, so a
     * record another module saves with it (share-locked through `lockForUse`) is either committed and seen
     * by its guard, or waits and then finds the employee gone.
     */
    async delete(ctx: RequestContext, id: string): Promise<void> {
      const tenantId = tenantOf(ctx);
      await db.transaction(ctx, async (tx) => {
        // The managers' lock first, as a manager change takes it before writing the employee row.
        await lockManagers(tx, tenantId);
        const current = findOr404(
          await tx
            .select({ name: employees.name, surname: employees.surname })
            .from(employees)
            .where(byId(tenantId, id))
            .for('update'),
        );
        for (const guard of deps.deleteGuards) await guard(ctx, id);
        const reports = await countRows(
          tx,
          employees,
          and(employeesOf(tenantId), eq(employees.managerId, id)),
        );
        if (reports > 0)
          throw new AppError('Employees:HasSubordinates', { name: fullName(current), count: reports });
        await softDelete(tx, employees, byId(tenantId, id), ctx);
        await users.employeeLinks.set(tx, tenantId, id, null);
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

    /** The full names of the tenant's live employees among `ids`: for other modules' lists. */
    async namesByIds(
      ctx: Pick<RequestContext, 'tenantId'>,
      ids: readonly string[],
    ): Promise<Map<string, string>> {
      const tenantId = tenantOf(ctx);
      if (!ids.length) return new Map();
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .select({ id: employees.id, name: employees.name, surname: employees.surname })
          .from(employees)
          .where(and(employeesOf(tenantId), inArray(employees.id, [...new Set(ids)]))),
      );
      return new Map(rows.map((r) => [r.id, fullName(r)]));
    },

    /** What payroll reads of the tenant's live employees among `ids` (unknown ids are left out). */
    async payrollFacts(
      ctx: Pick<RequestContext, 'tenantId'>,
      ids: readonly string[],
    ): Promise<Map<string, { fullName: string; gender: number; maritalStatus: number }>> {
      const tenantId = tenantOf(ctx);
      if (!ids.length) return new Map();
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .select({
            id: employees.id,
            name: employees.name,
            surname: employees.surname,
            gender: employees.gender,
            maritalStatus: employees.maritalStatus,
          })
          .from(employees)
          .where(and(employeesOf(tenantId), inArray(employees.id, [...new Set(ids)]))),
      );
      return new Map(
        rows.map((r) => [r.id, { fullName: fullName(r), gender: r.gender, maritalStatus: r.maritalStatus }]),
      );
    },

    /**
     * Where the tenant's live employees among `ids` receive mail (work and personal addresses) and their
     * user, whose language a message is written in; unknown ids are left out. For payroll's payslip e-mail.
     */
    async mailContacts(
      ctx: Pick<RequestContext, 'tenantId'>,
      ids: readonly string[],
    ): Promise<
      Map<string, { fullName: string; workEmail: string | null; email: string | null; userId: string | null }>
    > {
      const tenantId = tenantOf(ctx);
      if (!ids.length) return new Map();
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .select({
            id: employees.id,
            name: employees.name,
            surname: employees.surname,
            workEmail: employees.workEmail,
            email: employees.email,
            userId: employees.userId,
          })
          .from(employees)
          .where(and(employeesOf(tenantId), inArray(employees.id, [...new Set(ids)]))),
      );
      return new Map(
        rows.map((r) => [
          r.id,
          { fullName: fullName(r), workEmail: r.workEmail, email: r.email, userId: r.userId },
        ]),
      );
    },

    /**
     * Whether the employee is live in the caller's tenant, holding a share lock on it until the caller's
     * transaction ends: a record of another module saved with it in that transaction cannot lose it.
     */
    async lockForUse(ctx: Pick<RequestContext, 'tenantId'>, id: string): Promise<boolean> {
      const tenantId = tenantOf(ctx);
      const [row] = await db.transaction(ctx, (tx) =>
        tx.select({ id: employees.id }).from(employees).where(byId(tenantId, id)).for('share'),
      );
      return row !== undefined;
    },

    /** The live employee's manager (null: none, or no such employee): whom their requests go to. */
    async managerOf(ctx: Pick<RequestContext, 'tenantId'>, id: string): Promise<string | null> {
      const tenantId = tenantOf(ctx);
      const [row] = await db.transaction(ctx, (tx) =>
        tx.select({ managerId: employees.managerId }).from(employees).where(byId(tenantId, id)),
      );
      return row?.managerId ?? null;
    },

    /** Whether the employees exist (live) in the caller's tenant: for other modules' references. */
    async existing(ctx: RequestContext, ids: readonly string[]): Promise<Set<string>> {
      const tenantId = tenantOf(ctx);
      if (!ids.length) return new Set();
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .select({ id: employees.id })
          .from(employees)
          .where(and(employeesOf(tenantId), inArray(employees.id, [...ids]))),
      );
      return new Set(rows.map((r) => r.id));
    },

    /**
     * The live Active employees holding any of the job titles (id and full name, by id), share-locked until
     * the caller's transaction ends: a department-wide action of another module writes for exactly them.
     */
    async activeHolding(
      ctx: Pick<RequestContext, 'tenantId'>,
      jobTitleIds: readonly string[],
    ): Promise<Array<{ id: string; name: string }>> {
      const tenantId = tenantOf(ctx);
      if (!jobTitleIds.length) return [];
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .select({ id: employees.id, name: employees.name, surname: employees.surname })
          .from(employees)
          .where(
            and(
              employeesOf(tenantId),
              eq(employees.employeeStatus, EmployeeStatus.Active),
              inArray(employees.jobTitleId, [...new Set(jobTitleIds)]),
            ),
          )
          .orderBy(employees.id)
          .for('share'),
      );
      return rows.map((r) => ({ id: r.id, name: fullName(r) }));
    },
  };
}
export type EmployeeService = ReturnType<typeof createEmployeeService>;
