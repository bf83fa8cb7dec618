import {
  type CreateEmployeeCustody,
  type EmployeeCustodyDto,
  employeeCustodyEndpoints,
  type GetEmployeeCustodies,
  type PagedResult,
  type ReleaseEmployeeCustody,
} from '@hr/contracts';
import { asc, desc, eq, inArray, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { auditFields, withNames } from '../../platform/db/columns.ts';
import { countRows, findOr404, lockedOr404, modified, pageOfTable } from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { sortColumns, sortingOrder } from '../../platform/db/sorting.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { AppError, invalidField } from '../../platform/errors.ts';
import { tenantToday } from '../../platform/tenant-date.ts';
import type { EmployeesApi } from '../employees/public.ts';
import { employeeCustodies } from './custody.tables.ts';

type CustodyRow = typeof employeeCustodies.$inferSelect;

export interface EmployeeCustodyDeps {
  /** The employee share-locked for the create (employees' `lockForUse`), and names for the answers. */
  employees: Pick<EmployeesApi['employees'], 'lockForUse' | 'namesByIds'>;
  /** The contracts module: the day the employee's employment began (the earliest contract's start; null: none). */
  contracts: { employmentStartOf(ctx: RequestContext, employeeId: string): Promise<string | null> };
  timeZoneOf(ctx: Pick<RequestContext, 'tenantId'>): Promise<string>;
}

const sortable = sortColumns(employeeCustodyEndpoints.list, {
  receiptDate: employeeCustodies.receiptDate,
  releaseDate: employeeCustodies.releaseDate,
  creationTime: employeeCustodies.creationTime,
});
const orderBy = (sorting: string | undefined) =>
  sortingOrder(sorting, sortable, {
    fallback: [desc(employeeCustodies.receiptDate), desc(employeeCustodies.id)],
    tieBreaker: employeeCustodies.id,
  });

function toDto(row: CustodyRow, names: Map<string, string>): EmployeeCustodyDto {
  return {
    id: row.id,
    employeeId: row.employeeId,
    employeeName: names.get(row.employeeId) ?? null,
    description: row.description,
    receiptDate: row.receiptDate,
    releaseDate: row.releaseDate,
    releaseReason: row.releaseReason,
    dueDate: row.dueDate,
    isReleased: row.releaseDate !== null,
    ...auditFields(row),
  };
}

/**
 * Employee custody (document 3 §2.5): an item handed to an employee on a receipt date, held until it is
 * released once, on a date not before the receipt. Neither date is after the tenant's today, and the receipt
 * is not before the employee's employment began (the earliest start of their contracts, when they have one).
 * Never edited nor deleted. The create share-locks the employee, whose delete (employees' guard, `heldCount`) locks it for
 * update and counts what is held: an employee holding custody cannot be deleted, even by a delete racing the
 * hand-over.
 */
export function createEmployeeCustodyService(db: Database, deps: EmployeeCustodyDeps) {
  const byId = (tenantId: string, id: string) =>
    tenantRows(employeeCustodies, tenantId, [eq(employeeCustodies.id, id)]);
  // The tenant's zone is read before the tenant's transaction (settings may fall back to the host's).
  const todayOf = (ctx: RequestContext) => tenantToday(deps, ctx);

  const dtos = (ctx: RequestContext, rows: CustodyRow[]): Promise<EmployeeCustodyDto[]> =>
    withNames(
      rows,
      (r) => r.employeeId,
      (ids) => deps.employees.namesByIds(ctx, ids),
      toDto,
    );

  async function one(ctx: RequestContext, tx: Tx, id: string): Promise<EmployeeCustodyDto> {
    const row = findOr404(
      await tx
        .select()
        .from(employeeCustodies)
        .where(byId(tenantOf(ctx), id)),
    );
    const [dto] = await dtos(ctx, [row]);
    return dto!;
  }

  return {
    async list(ctx: RequestContext, input: GetEmployeeCustodies): Promise<PagedResult<EmployeeCustodyDto>> {
      const tenantId = tenantOf(ctx);
      const held: SQL | undefined =
        input.held === undefined
          ? undefined
          : input.held
            ? isNull(employeeCustodies.releaseDate)
            : isNotNull(employeeCustodies.releaseDate);
      const where = tenantRows(employeeCustodies, tenantId, [
        input.employeeId ? eq(employeeCustodies.employeeId, input.employeeId) : undefined,
        held,
      ]);
      return db.transaction(ctx, async (tx) => {
        const result = await pageOfTable(tx, employeeCustodies, input, {
          where,
          order: orderBy(input.sorting),
          map: (row) => row,
        });
        return { ...result, items: await dtos(ctx, result.items) };
      });
    },

    /**
     * The held items due back on or before `until` (overdue ones too), soonest first: the documents module's
     * reminders and expiring-soon page. Joins the caller's transaction.
     */
    async dueUntil(
      ctx: Pick<RequestContext, 'tenantId'>,
      until: string,
      employeeIds?: readonly string[],
    ): Promise<Array<{ id: string; employeeId: string; description: string | null; dueDate: string }>> {
      const tenantId = tenantOf(ctx);
      if (employeeIds && !employeeIds.length) return [];
      const t = employeeCustodies;
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .select({ id: t.id, employeeId: t.employeeId, description: t.description, dueDate: t.dueDate })
          .from(t)
          .where(
            tenantRows(t, tenantId, [
              isNull(t.releaseDate),
              isNotNull(t.dueDate),
              lte(t.dueDate, until),
              employeeIds ? inArray(t.employeeId, [...employeeIds]) : undefined,
            ]),
          )
          .orderBy(asc(t.dueDate), asc(t.id)),
      );
      return rows.map((r) => ({ ...r, dueDate: r.dueDate as string }));
    },

    async get(ctx: RequestContext, id: string): Promise<EmployeeCustodyDto> {
      return db.transaction(ctx, (tx) => one(ctx, tx, id));
    },

    /** Hands the item over; answers the new id. The employee stays share-locked until the insert commits. */
    async create(ctx: RequestContext, input: CreateEmployeeCustody): Promise<string> {
      const tenantId = tenantOf(ctx);
      const today = await todayOf(ctx);
      if (input.receiptDate > today) throw new AppError('Custody:DateInFuture', { today });
      return db.transaction(ctx, async (tx) => {
        if (!(await deps.employees.lockForUse(ctx, input.employeeId)))
          throw new AppError('Custody:EmployeeNotFound');
        // 1900-01-01 is a typing slip: nothing is handed to someone before they are employed.
        const start = await deps.contracts.employmentStartOf(ctx, input.employeeId);
        if (start && input.receiptDate < start)
          throw invalidField(['receiptDate'], 'Custody:ReceiptBeforeEmployment', { start });
        const [row] = await tx
          .insert(employeeCustodies)
          .values({
            tenantId,
            employeeId: input.employeeId,
            description: input.description?.trim() || null,
            receiptDate: input.receiptDate,
            dueDate: input.dueDate ?? null,
            creatorId: ctx.userId,
            creationTime: ctx.now(),
          })
          .returning({ id: employeeCustodies.id });
        return row!.id;
      });
    },

    /**
     * Releases the item, once: the row is locked FOR UPDATE, so of two releases at once the second sees the
     * first's date and is refused (Custody:AlreadyReleased).
     */
    async release(
      ctx: RequestContext,
      id: string,
      input: ReleaseEmployeeCustody,
    ): Promise<EmployeeCustodyDto> {
      const tenantId = tenantOf(ctx);
      const today = await todayOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const current = await lockedOr404(tx, employeeCustodies, byId(tenantId, id));
        if (current.releaseDate !== null)
          throw new AppError('Custody:AlreadyReleased', { releaseDate: current.releaseDate });
        if (input.releaseDate < current.receiptDate)
          throw new AppError('Custody:InvalidReleaseDate', { receiptDate: current.receiptDate });
        if (input.releaseDate > today) throw new AppError('Custody:DateInFuture', { today });
        await tx
          .update(employeeCustodies)
          .set({
            releaseDate: input.releaseDate,
            releaseReason: input.releaseReason?.trim() || null,
            ...modified(ctx),
          })
          .where(byId(tenantId, id));
        return one(ctx, tx, id);
      });
    },

    /** How many items the employee still holds (in the caller's transaction when there is one). */
    async heldCount(ctx: Pick<RequestContext, 'tenantId'>, employeeId: string): Promise<number> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, (tx) =>
        countRows(
          tx,
          employeeCustodies,
          tenantRows(employeeCustodies, tenantId, [
            eq(employeeCustodies.employeeId, employeeId),
            isNull(employeeCustodies.releaseDate),
          ]),
        ),
      );
    },
  };
}
export type EmployeeCustodyService = ReturnType<typeof createEmployeeCustodyService>;
