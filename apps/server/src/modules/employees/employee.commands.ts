import {
  type CreateEmployee,
  type EmployeeDto,
  FeatureNames,
  PaymentMethod,
  type UpdateEmployee,
} from '@hr/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { countRows, findOr404, softDelete, updateStamped, withUniqueErrors } from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { AppError, invalidField } from '../../platform/errors.ts';
import type { FeatureService } from '../../platform/features.service.ts';
import { tenantToday } from '../../platform/tenant-date.ts';
import type { EntityExtraFields } from '../extensions/public.ts';
import type { FinanceApi } from '../finance/public.ts';
import type { IdentityApi } from '../identity/public.ts';
import {
  byId,
  type EmployeeInput,
  type EmployeeJobTitles,
  employeeEntityType,
  employeesOf,
  fullName,
} from './employee.rows.ts';
import { employees } from './employees.tables.ts';

/**
 * What employees need of extra fields (extensions): their values checked and saved inside the employee's
 * write (the calls join its transaction), and read back.
 */
export type EmployeeExtraFields = EntityExtraFields;

/**
 * Another module's check before an employee is deleted (the hook point `employeeDeleteGuards`): it joins the
 * delete's transaction (a `db.transaction` of the same tenant inside it) and throws an AppError to refuse.
 */
export type EmployeeDeleteGuard = (ctx: RequestContext, employeeId: string) => Promise<void>;

/** What the employee service needs of the platform and of other modules. */
export interface EmployeeServiceDeps {
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
  /** The tenant's banks (finance): an employee's bank is checked and share-locked with the save. */
  banks: Pick<FinanceApi['banks'], 'lockForEmployee' | 'byIds' | 'byNameOrBic'>;
}

/** What a create reads before its transaction ({@link EmployeeCommands.beforeCreate}). */
export interface CreateContext {
  /** HR.MaxEmployeeCount of the tenant's plan; 0: no cap. */
  limit: number;
  /** The tenant's today, yyyy-MM-dd: no date of birth after it. */
  today: string;
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

/** Another of the tenant's live employees (not `id`) whose `column` holds `value`, if any. */
async function another(tx: Tx, tenantId: string, column: AnyPgColumn, value: string, id?: string) {
  const [row] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(employeesOf(tenantId), eq(column, value), id ? ne(employees.id, id) : undefined))
    .limit(1);
  return row;
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
    ...bankColumnsOf(input.bankDetails),
  };
}

/**
 * The bank details' columns: none given on a create stores none; on an update (`undefined`) the columns are
 * left out, so the stored details stay. Cash and cheque keep no bank account.
 */
function bankColumnsOf(details: EmployeeInput['bankDetails']) {
  if (details === undefined) return {};
  const transfer = details?.paymentMethod === PaymentMethod.BankTransfer;
  return {
    paymentMethod: details?.paymentMethod ?? null,
    bankId: transfer ? (details?.bankId ?? null) : null,
    iban: transfer ? (details?.iban ?? null) : null,
    accountHolderName: transfer ? (details?.accountHolderName ?? null) : null,
    wpsPersonId: details?.wpsPersonId ?? null,
  };
}

/**
 * The writes of the employee endpoints: create (and its two halves, `beforeCreate` and `createIn`, which
 * the Excel import runs once per row), update and delete, with every rule of the employee. An update
 * answers the employee as `read.get` reads it.
 */
export function createEmployeeCommands(
  db: Database,
  deps: EmployeeServiceDeps,
  read: { get(ctx: RequestContext, id: string): Promise<EmployeeDto> },
) {
  const { jobTitles, extraFields, users, features } = deps;

  /** The tenant's today: read before a write's transaction (the settings are read in a scope of their own). */
  const todayOf = (ctx: RequestContext) => tenantToday(deps, ctx);

  /** A date of birth is not after the tenant's today (a 400 on the field, as the form shows it). */
  function checkDateOfBirth(input: EmployeeInput, today: string) {
    if (input.dateOfBirth && input.dateOfBirth > today)
      throw invalidField(['dateOfBirth'], 'Employees:DateOfBirthInFuture', { today });
  }

  /**
   * The rules a create and an update share, inside the write transaction: a free national number, a
   * live manager who is not the employee nor below them, and a user of the tenant linked to no one else.
   */
  async function checkRules(tx: Tx, tenantId: string, input: EmployeeInput, id?: string) {
    const clash = await another(tx, tenantId, employees.nationalNumber, input.nationalNumber, id);
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
      const holder = await another(tx, tenantId, employees.userId, input.userId, id);
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
  async function checkReferences(
    ctx: RequestContext,
    input: EmployeeInput,
    currentBankId: string | null = null,
  ) {
    if (!(await jobTitles.lockForUse(ctx, input.jobTitleId)))
      throw new AppError('Employees:JobTitleNotFound');
    // The bank of a transfer: live (share-locked until the save commits), active unless the employee had it.
    const details = input.bankDetails;
    if (details?.paymentMethod === PaymentMethod.BankTransfer && details.bankId)
      if (!(await deps.banks.lockForEmployee(ctx, details.bankId, currentBankId)))
        throw invalidField(['bankDetails', 'bankId'], 'Bank:NotFound');
    return extraFields.validate(ctx, employeeEntityType, input.extraFields);
  }

  /** A unique-index race (two saves at once) answers the rule's own message. */
  const uniqueErrors = (input: EmployeeInput) => ({
    employees_tenant_national_number: () =>
      new AppError('Employees:DuplicateNationalNumber', { nationalNumber: input.nationalNumber }),
    employees_tenant_user: () =>
      new AppError('Employees:UserAlreadyLinked', { userName: input.userId ?? '' }),
  });

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

  return {
    /** Creates the employee with its extra field values and user link in one transaction; returns the id. */
    async create(ctx: RequestContext, input: CreateEmployee): Promise<string> {
      return createIn(ctx, input, await beforeCreate(ctx));
    },

    beforeCreate,
    createIn,

    async update(ctx: RequestContext, id: string, input: UpdateEmployee): Promise<EmployeeDto> {
      const tenantId = tenantOf(ctx);
      checkDateOfBirth(input, await todayOf(ctx));
      return withUniqueErrors(uniqueErrors(input), () =>
        db.transaction(ctx, async (tx) => {
          const current = findOr404(
            await tx
              .select({ userId: employees.userId, bankId: employees.bankId })
              .from(employees)
              .where(byId(tenantId, id)),
          );
          const values = await checkReferences(ctx, input, current.bankId);
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
          return read.get(ctx, id);
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
  };
}
export type EmployeeCommands = ReturnType<typeof createEmployeeCommands>;
