import { EmployeeStatus } from '@hr/contracts';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { countRows } from '../../platform/db/crud.ts';
import type { Database } from '../../platform/db/database.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import type { BankHolders } from '../finance/public.ts';
import type { JobTitleHolders } from '../organisation/public.ts';
import { byId, employeesOf, fullName, numberedOrNamed } from './employee.rows.ts';
import { employees } from './employees.tables.ts';

/** Where an employee is paid: payroll's bank files. */
export interface EmployeeBankDetails {
  fullName: string;
  paymentMethod: number | null;
  bankId: string | null;
  iban: string | null;
  accountHolderName: string | null;
  wpsPersonId: string | null;
}

/**
 * What other modules read of employees (through `public.ts`): names and facts by id, the share lock a
 * record that names an employee takes, a requester's manager, a department's holders, and who holds a
 * job title (organisation's `JobTitleHolders`).
 */
export function createProvidedEmployees(db: Database) {
  /** The id, name and surname, and the `more` columns, of the tenant's live employees among `ids`. */
  async function liveAmong<M extends Record<string, AnyPgColumn>>(
    ctx: Pick<RequestContext, 'tenantId'>,
    ids: readonly string[],
    more: M,
  ) {
    const tenantId = tenantOf(ctx);
    if (!ids.length) return [];
    return db.transaction(ctx, (tx) =>
      tx
        .select({ id: employees.id, name: employees.name, surname: employees.surname, ...more })
        .from(employees)
        .where(and(employeesOf(tenantId), inArray(employees.id, [...new Set(ids)]))),
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

  /** Who holds an account at a bank (finance's `BankHolders`): its delete is refused while any is live. */
  const bankHolders: BankHolders = {
    async countHolders(ctx, bankId) {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, (tx) =>
        countRows(tx, employees, and(employeesOf(tenantId), eq(employees.bankId, bankId))),
      );
    },
  };

  return {
    ...holders,
    bankHolders,

    /**
     * Where the tenant's employees among `ids` are paid (payroll's bank files), deleted ones too: a
     * confirmed run's payslips are owed whatever became of the employee since.
     */
    async bankDetailsOf(
      ctx: Pick<RequestContext, 'tenantId'>,
      ids: readonly string[],
    ): Promise<Map<string, EmployeeBankDetails>> {
      const tenantId = tenantOf(ctx);
      if (!ids.length) return new Map();
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .select({
            id: employees.id,
            name: employees.name,
            surname: employees.surname,
            paymentMethod: employees.paymentMethod,
            bankId: employees.bankId,
            iban: employees.iban,
            accountHolderName: employees.accountHolderName,
            wpsPersonId: employees.wpsPersonId,
          })
          .from(employees)
          .where(tenantRows(employees, tenantId, [inArray(employees.id, [...new Set(ids)])])),
      );
      return new Map(
        rows.map((r) => [
          r.id,
          {
            fullName: fullName(r),
            paymentMethod: r.paymentMethod,
            bankId: r.bankId,
            iban: r.iban,
            accountHolderName: r.accountHolderName,
            wpsPersonId: r.wpsPersonId,
          },
        ]),
      );
    },

    /** The full names of the tenant's live employees among `ids`: for other modules' lists. */
    /**
     * The tenant's live employees an import's cell names, by national number or by "name surname" (any
     * case), as the employees' import finds a manager: for each text, every employee it names (none: not
     * found; several: ambiguous), labelled "name surname (national number)".
     */
    async byNumberOrName(
      ctx: Pick<RequestContext, 'tenantId'>,
      texts: readonly string[],
    ): Promise<Map<string, Array<{ value: string; label: string; names: string[] }>>> {
      const tenantId = tenantOf(ctx);
      const wanted = [...new Set(texts.map((t) => t.trim()).filter(Boolean))].slice(0, 10_000);
      const answer = new Map<string, Array<{ value: string; label: string; names: string[] }>>();
      if (!wanted.length) return answer;
      const lowered = wanted.map((t) => t.toLowerCase().replace(/\s+/g, ' '));
      const rows = await db.transaction(ctx, (tx) => numberedOrNamed(tx, tenantId, wanted, lowered, 20_000));
      for (const [i, text] of wanted.entries()) {
        // A national number names one employee; a name only when no number matches.
        const byNumber = rows.filter((r) => r.nationalNumber === text);
        const matches = byNumber.length
          ? byNumber
          : rows.filter((r) => fullName(r).toLowerCase().replace(/\s+/g, ' ') === lowered[i]);
        answer.set(
          text,
          matches.map((r) => ({
            value: r.id,
            label: `${fullName(r)} (${r.nationalNumber})`,
            names: [r.nationalNumber, fullName(r)],
          })),
        );
      }
      return answer;
    },

    async namesByIds(
      ctx: Pick<RequestContext, 'tenantId'>,
      ids: readonly string[],
    ): Promise<Map<string, string>> {
      const rows = await liveAmong(ctx, ids, {});
      return new Map(rows.map((r) => [r.id, fullName(r)]));
    },

    /**
     * What the documents module reads of the tenant's live employees among `ids`: the name, the manager (who
     * is reminded) and the job title (the department filter); unknown ids are left out.
     */
    async reminderFacts(
      ctx: Pick<RequestContext, 'tenantId'>,
      ids: readonly string[],
    ): Promise<Map<string, { fullName: string; managerId: string | null; jobTitleId: string | null }>> {
      const rows = await liveAmong(ctx, ids, {
        managerId: employees.managerId,
        jobTitleId: employees.jobTitleId,
      });
      return new Map(
        rows.map((r) => [r.id, { fullName: fullName(r), managerId: r.managerId, jobTitleId: r.jobTitleId }]),
      );
    },

    /** What payroll reads of the tenant's live employees among `ids` (unknown ids are left out). */
    async payrollFacts(
      ctx: Pick<RequestContext, 'tenantId'>,
      ids: readonly string[],
    ): Promise<Map<string, { fullName: string; gender: number; maritalStatus: number }>> {
      const rows = await liveAmong(ctx, ids, {
        gender: employees.gender,
        maritalStatus: employees.maritalStatus,
      });
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
      const rows = await liveAmong(ctx, ids, {
        workEmail: employees.workEmail,
        email: employees.email,
        userId: employees.userId,
      });
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
     * A roster for calendars: the live Active employees reporting directly to `managerId`, or holding one of
     * `jobTitleIds`, plus those of `orIds`; id and full name, by name, at most `limit`.
     */
    async roster(
      ctx: Pick<RequestContext, 'tenantId'>,
      of: { managerId?: string; jobTitleIds?: readonly string[]; orIds?: readonly string[] },
      limit: number,
    ): Promise<Array<{ id: string; name: string }>> {
      const tenantId = tenantOf(ctx);
      const parts = [
        of.managerId ? eq(employees.managerId, of.managerId) : undefined,
        of.jobTitleIds?.length ? inArray(employees.jobTitleId, [...new Set(of.jobTitleIds)]) : undefined,
        of.orIds?.length ? inArray(employees.id, [...new Set(of.orIds)]) : undefined,
      ].filter((p) => p !== undefined);
      if (!parts.length) return [];
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .select({ id: employees.id, name: employees.name, surname: employees.surname })
          .from(employees)
          .where(
            and(employeesOf(tenantId), eq(employees.employeeStatus, EmployeeStatus.Active), or(...parts)),
          )
          .orderBy(asc(employees.name), asc(employees.surname), asc(employees.id))
          .limit(limit),
      );
      return rows.map((r) => ({ id: r.id, name: fullName(r) }));
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
export type ProvidedEmployees = ReturnType<typeof createProvidedEmployees>;
