import {
  type CreateEmployeePin,
  type EmployeePinDto,
  employeePinEndpoints,
  type GetEmployeePins,
  type PagedResult,
  type UpdateEmployeePin,
} from '@hr/contracts';
import { asc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { auditFields } from '../../platform/db/columns.ts';
import { findOr404, pageOfTable, updateStamped } from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { sortColumns, sortingOrder } from '../../platform/db/sorting.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { uniqueViolation } from '../../platform/db/unique-violation.ts';
import { AppError } from '../../platform/errors.ts';
import { employeePins } from './time.tables.ts';

/**
 * What PINs need of the employees module: the employee share-locked for the save (the call joins the
 * save's transaction, so a delete of the employee waits for it or is seen), names for the list, and the
 * employees a search by name finds.
 */
export interface PinEmployees {
  lockForUse(ctx: Pick<RequestContext, 'tenantId'>, id: string): Promise<boolean>;
  namesByIds(ctx: Pick<RequestContext, 'tenantId'>, ids: readonly string[]): Promise<Map<string, string>>;
  names(
    ctx: RequestContext,
    input: { name?: string; skipCount: number; maxResultCount: number },
  ): Promise<PagedResult<{ id: string; name: string }>>;
}

/** A search by name looks among at most this many matching employees (the lookup's page cap). */
export const pinSearchEmployees = 1000;

type PinRow = typeof employeePins.$inferSelect;

const sortable = sortColumns(employeePinEndpoints.list, {
  pin: employeePins.pin,
  creationTime: employeePins.creationTime,
});

/**
 * Employee PINs of a tenant: the user id an employee has on the terminals. A PIN belongs to one employee
 * and an employee has one PIN (both unique in the tenant, checked for a clear message and by the unique
 * indexes under a race); the employee must be live in the tenant, share-locked inside the write.
 */
export function createEmployeePinService(db: Database, deps: { employees: PinEmployees }) {
  const byId = (tenantId: string, id: string) =>
    tenantRows(employeePins, tenantId, [eq(employeePins.id, id)]);
  const find = async (tx: Tx, tenantId: string, id: string) =>
    findOr404(await tx.select().from(employeePins).where(byId(tenantId, id)));

  async function toDtos(ctx: RequestContext, rows: readonly PinRow[]): Promise<EmployeePinDto[]> {
    const names = await deps.employees.namesByIds(
      ctx,
      rows.map((r) => r.employeeId),
    );
    return rows.map((row) => ({
      id: row.id,
      pin: row.pin,
      employeeId: row.employeeId,
      employeeName: names.get(row.employeeId) ?? null,
      ...auditFields(row),
      concurrencyStamp: row.concurrencyStamp,
    }));
  }

  async function nameOf(ctx: RequestContext, employeeId: string) {
    return (await deps.employees.namesByIds(ctx, [employeeId])).get(employeeId) ?? employeeId;
  }

  /** The employee is live (and share-locked), the PIN and the employee are free; 422s that name them. */
  async function assertValid(
    ctx: RequestContext,
    tx: Tx,
    tenantId: string,
    input: CreateEmployeePin,
    exceptId?: string,
  ) {
    if (!(await deps.employees.lockForUse(ctx, input.employeeId)))
      throw new AppError('Time:PinEmployeeNotFound');
    const clashes = await tx
      .select()
      .from(employeePins)
      .where(
        tenantRows(employeePins, tenantId, [
          or(eq(employeePins.pin, input.pin), eq(employeePins.employeeId, input.employeeId)),
          exceptId ? ne(employeePins.id, exceptId) : undefined,
        ]),
      );
    const samePin = clashes.find((c) => c.pin === input.pin);
    if (samePin) throw new AppError('Time:DuplicatePin', { pin: input.pin });
    const sameEmployee = clashes.find((c) => c.employeeId === input.employeeId);
    if (sameEmployee)
      throw new AppError('Time:EmployeeHasPin', {
        name: await nameOf(ctx, input.employeeId),
        pin: sameEmployee.pin,
      });
  }

  /**
   * Runs a write; two saves that both passed the checks meet at a unique index: the loser gets the same
   * 422 as the check's (the employee's PIN read afresh, after the winner committed).
   */
  async function withUniqueChecks<T>(ctx: RequestContext, input: CreateEmployeePin, write: () => Promise<T>) {
    try {
      return await write();
    } catch (error) {
      const index = uniqueViolation(error);
      if (index === 'employee_pins_tenant_pin') throw new AppError('Time:DuplicatePin', { pin: input.pin });
      if (index === 'employee_pins_tenant_employee') {
        const tenantId = tenantOf(ctx);
        const [held] = await db.transaction(ctx, (tx) =>
          tx
            .select({ pin: employeePins.pin })
            .from(employeePins)
            .where(tenantRows(employeePins, tenantId, [eq(employeePins.employeeId, input.employeeId)])),
        );
        throw new AppError('Time:EmployeeHasPin', {
          name: await nameOf(ctx, input.employeeId),
          pin: held?.pin ?? input.pin,
        });
      }
      throw error;
    }
  }

  /** A search: digits find that PIN, and any text the employees whose names hold it. */
  async function searchWhere(ctx: RequestContext, filter: string | undefined): Promise<SQL | undefined> {
    if (!filter) return undefined;
    const { items } = await deps.employees.names(ctx, {
      name: filter,
      skipCount: 0,
      maxResultCount: pinSearchEmployees,
    });
    const ids = items.map((e) => e.id);
    return or(
      /^\d{1,9}$/.test(filter) ? sql`${employeePins.pin}::text like ${`${filter}%`}` : undefined,
      ids.length ? inArray(employeePins.employeeId, ids) : undefined,
      sql`false`,
    );
  }

  return {
    async list(ctx: RequestContext, input: GetEmployeePins): Promise<PagedResult<EmployeePinDto>> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const where = tenantRows(employeePins, tenantId, [await searchWhere(ctx, input.filter)]);
        const order = sortingOrder(input.sorting, sortable, {
          fallback: [asc(employeePins.pin), asc(employeePins.id)],
          tieBreaker: employeePins.id,
        });
        const result = await pageOfTable(tx, employeePins, input, { where, order, map: (row) => row });
        return { ...result, items: await toDtos(ctx, result.items) };
      });
    },

    async get(ctx: RequestContext, id: string): Promise<EmployeePinDto> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => (await toDtos(ctx, [await find(tx, tenantId, id)]))[0]!);
    },

    async create(ctx: RequestContext, input: CreateEmployeePin): Promise<EmployeePinDto> {
      const tenantId = tenantOf(ctx);
      return withUniqueChecks(ctx, input, () =>
        db.transaction(ctx, async (tx) => {
          await assertValid(ctx, tx, tenantId, input);
          const [row] = await tx
            .insert(employeePins)
            .values({ tenantId, pin: input.pin, employeeId: input.employeeId, creatorId: ctx.userId })
            .returning();
          return (await toDtos(ctx, [row!]))[0]!;
        }),
      );
    },

    async update(ctx: RequestContext, id: string, input: UpdateEmployeePin): Promise<EmployeePinDto> {
      const tenantId = tenantOf(ctx);
      return withUniqueChecks(ctx, input, () =>
        db.transaction(ctx, async (tx) => {
          await find(tx, tenantId, id);
          await assertValid(ctx, tx, tenantId, input, id);
          await updateStamped(tx, employeePins, {
            where: byId(tenantId, id),
            stamp: input.concurrencyStamp,
            set: { pin: input.pin, employeeId: input.employeeId },
            ctx,
          });
          return (await toDtos(ctx, [await find(tx, tenantId, id)]))[0]!;
        }),
      );
    },

    /** Deleted for good: a PIN is only a mapping, and the punches keep the device user id they were read with. */
    async delete(ctx: RequestContext, id: string): Promise<void> {
      const tenantId = tenantOf(ctx);
      await db.transaction(ctx, async (tx) => {
        await find(tx, tenantId, id);
        await tx.delete(employeePins).where(byId(tenantId, id));
      });
    },

    /**
     * Every PIN of the tenant's live employees as the device's user id text, to its employee: for the
     * attendance sync. The PIN of a deleted employee is left out, so its punches wait as an unknown PIN's
     * until the PIN is given to someone.
     */
    async employeeIdsByPin(ctx: Pick<RequestContext, 'tenantId'>): Promise<Map<string, string>> {
      const tenantId = tenantOf(ctx);
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .select({ pin: employeePins.pin, employeeId: employeePins.employeeId })
          .from(employeePins)
          .where(tenantRows(employeePins, tenantId)),
      );
      const live = await deps.employees.namesByIds(
        ctx,
        rows.map((r) => r.employeeId),
      );
      return new Map(rows.filter((r) => live.has(r.employeeId)).map((r) => [String(r.pin), r.employeeId]));
    },
  };
}
export type EmployeePinService = ReturnType<typeof createEmployeePinService>;
