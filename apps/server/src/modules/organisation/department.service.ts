import type {
  CreateDepartmentInput,
  DepartmentDto,
  GetDepartmentsInput,
  PagedResult,
  UpdateDepartmentInput,
} from '@hr/contracts';
import { and, asc, eq, ilike, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { auditFields, normalized } from '../../platform/db/columns.ts';
import { findOr404, listTotal, page, softDelete, updateStamped } from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { containing } from '../../platform/db/search.ts';
import { sortingOrder } from '../../platform/db/sorting.ts';
import { AppError } from '../../platform/errors.ts';
import { departments, jobTitles } from './organisation.tables.ts';

type Scope = Pick<RequestContext, 'tenantId' | 'userId' | 'now'>;

/**
 * The tenant filter of the data layer (row-level security enforces it a second time). The host has no
 * departments: a null tenant matches nothing.
 */
export const departmentsOf = (tenantId: string | null): SQL =>
  tenantId ? and(eq(departments.tenantId, tenantId), eq(departments.isDeleted, false))! : sql`false`;

/**
 * Serializes the organisation writes of one tenant (departments and job titles): the checks that span
 * rows (no cycle, unique names, no children left behind on delete) then cannot race each other.
 * Writes are rare, so one lock per tenant costs nothing; reads never take it.
 */
export async function lockOrganisation(tx: Tx, tenantId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`organisation:${tenantId}`}, 0))`);
}

/**
 * Whether `node` is `candidate` itself or one of `candidate`'s ancestors, walking the parent links of the
 * whole chain: then `node` cannot take `candidate` as its parent. `parentOf` holds all of the tenant's
 * (id, parent) pairs; a loop in the stored data ends the walk too.
 */
export function isSelfOrAncestor(
  parentOf: ReadonlyMap<string, string | null>,
  candidate: string,
  node: string,
): boolean {
  const seen = new Set<string>();
  for (let current: string | null | undefined = candidate; current; current = parentOf.get(current)) {
    if (current === node) return true;
    if (seen.has(current)) return false;
    seen.add(current);
  }
  return false;
}

const parent = alias(departments, 'parent_department');

const dtoColumns = {
  row: departments,
  parentDepartmentName: parent.name,
};

function toDto({
  row,
  parentDepartmentName,
}: {
  row: typeof departments.$inferSelect;
  parentDepartmentName: string | null;
}): DepartmentDto {
  return {
    id: row.id,
    name: row.name,
    parentDepartmentId: row.parentDepartmentId,
    parentDepartmentName,
    ...auditFields(row),
    concurrencyStamp: row.concurrencyStamp,
  };
}

const sortable: Record<string, AnyPgColumn> = {
  name: departments.normalizedName,
  parentdepartmentname: parent.normalizedName,
  creationtime: departments.creationTime,
};

function orderBy(sorting: string | undefined) {
  return sortingOrder(sorting, sortable, {
    fallback: [asc(departments.normalizedName), asc(departments.id)],
    tieBreaker: departments.id,
  });
}

/**
 * Departments of a tenant: a forest through the parent links. Names are unique among the departments of
 * one parent (case-insensitive), no department is its own ancestor, and a department with sub-departments
 * or job titles cannot be deleted. Deleting is soft: the row stays for history.
 */
export function createDepartmentService(db: Database) {
  const select = (tx: Tx) =>
    tx.select(dtoColumns).from(departments).leftJoin(parent, eq(parent.id, departments.parentDepartmentId));

  const byId = (tenantId: string | null, id: string) => and(departmentsOf(tenantId), eq(departments.id, id));
  const find = async (tx: Tx, tenantId: string | null, id: string) =>
    findOr404(await tx.select().from(departments).where(byId(tenantId, id)));
  const getIn = async (tx: Tx, tenantId: string | null, id: string) =>
    toDto(findOr404(await select(tx).where(byId(tenantId, id))));

  async function assertUniqueName(
    tx: Tx,
    tenantId: string,
    name: string,
    parentId: string | null,
    exceptId?: string,
  ) {
    const [clash] = await tx
      .select({ id: departments.id })
      .from(departments)
      .where(
        and(
          departmentsOf(tenantId),
          parentId ? eq(departments.parentDepartmentId, parentId) : isNull(departments.parentDepartmentId),
          eq(departments.normalizedName, normalized(name)),
          exceptId ? ne(departments.id, exceptId) : undefined,
        ),
      );
    if (clash) throw new AppError('Organisation:DuplicateDepartmentName', { name });
  }

  async function assertParentExists(tx: Tx, tenantId: string, parentId: string) {
    const [found] = await tx
      .select({ id: departments.id })
      .from(departments)
      .where(and(departmentsOf(tenantId), eq(departments.id, parentId)));
    if (!found) throw new AppError('Organisation:DepartmentNotFound');
  }

  async function parentLinks(tx: Tx, tenantId: string): Promise<Map<string, string | null>> {
    const rows = await tx
      .select({ id: departments.id, parentId: departments.parentDepartmentId })
      .from(departments)
      .where(departmentsOf(tenantId));
    return new Map(rows.map((r) => [r.id, r.parentId]));
  }

  return {
    /** `get-all-departments` and the plain list. */
    async list(ctx: Scope, input: GetDepartmentsInput): Promise<PagedResult<DepartmentDto>> {
      return db.transaction(ctx, async (tx) => {
        const where = and(
          departmentsOf(ctx.tenantId),
          input.filter ? ilike(departments.name, containing(input.filter)) : undefined,
        );
        const result = await page(input, {
          total: () => listTotal(tx, departments, where),
          rows: (limit, offset) =>
            select(tx)
              .where(where)
              .orderBy(...orderBy(input.sorting))
              .limit(limit)
              .offset(offset),
        });
        return { ...result, items: result.items.map(toDto) };
      });
    },

    /** Every department without a parent, by name. */
    async roots(ctx: Scope): Promise<DepartmentDto[]> {
      const rows = await db.transaction(ctx, (tx) =>
        select(tx)
          .where(and(departmentsOf(ctx.tenantId), isNull(departments.parentDepartmentId)))
          .orderBy(asc(departments.normalizedName), asc(departments.id)),
      );
      return rows.map(toDto);
    },

    /** The direct children of a department, by name. */
    async children(ctx: Scope, id: string): Promise<DepartmentDto[]> {
      return db.transaction(ctx, async (tx) => {
        await find(tx, ctx.tenantId, id);
        const rows = await select(tx)
          .where(and(departmentsOf(ctx.tenantId), eq(departments.parentDepartmentId, id)))
          .orderBy(asc(departments.normalizedName), asc(departments.id));
        return rows.map(toDto);
      });
    },

    async get(ctx: Scope, id: string): Promise<DepartmentDto> {
      return db.transaction(ctx, (tx) => getIn(tx, ctx.tenantId, id));
    },

    /** Whether the department has sub-departments. */
    async hasChild(ctx: Scope, id: string): Promise<boolean> {
      return db.transaction(ctx, async (tx) => {
        await find(tx, ctx.tenantId, id);
        const [child] = await tx
          .select({ id: departments.id })
          .from(departments)
          .where(and(departmentsOf(ctx.tenantId), eq(departments.parentDepartmentId, id)))
          .limit(1);
        return child !== undefined;
      });
    },

    async create(ctx: Scope, input: CreateDepartmentInput): Promise<DepartmentDto> {
      const tenantId = tenantOf(ctx);
      const name = input.name.trim();
      const parentId = input.parentDepartmentId ?? null;
      return db.transaction(ctx, async (tx) => {
        await lockOrganisation(tx, tenantId);
        if (parentId) await assertParentExists(tx, tenantId, parentId);
        await assertUniqueName(tx, tenantId, name, parentId);
        const [row] = await tx
          .insert(departments)
          .values({
            tenantId,
            name,
            normalizedName: normalized(name),
            parentDepartmentId: parentId,
            creatorId: ctx.userId,
          })
          .returning({ id: departments.id });
        return getIn(tx, tenantId, row!.id);
      });
    },

    async update(ctx: Scope, id: string, input: UpdateDepartmentInput): Promise<DepartmentDto> {
      const tenantId = tenantOf(ctx);
      const name = input.name.trim();
      const parentId = input.parentDepartmentId ?? null;
      return db.transaction(ctx, async (tx) => {
        await lockOrganisation(tx, tenantId);
        const current = await find(tx, tenantId, id);
        if (parentId === id) throw new AppError('Organisation:DepartmentCycle');
        if (parentId && parentId !== current.parentDepartmentId) {
          await assertParentExists(tx, tenantId, parentId);
          // The new parent may not be one of the department's descendants: walk its whole chain up.
          if (isSelfOrAncestor(await parentLinks(tx, tenantId), parentId, id))
            throw new AppError('Organisation:DepartmentCycle');
        }
        await assertUniqueName(tx, tenantId, name, parentId, id);
        await updateStamped(tx, departments, {
          where: byId(tenantId, id),
          stamp: input.concurrencyStamp,
          set: { name, normalizedName: normalized(name), parentDepartmentId: parentId },
          ctx,
        });
        return getIn(tx, tenantId, id);
      });
    },

    /** Soft delete, refused while sub-departments or job titles belong to it. */
    async delete(ctx: Scope, id: string): Promise<void> {
      const tenantId = tenantOf(ctx);
      await db.transaction(ctx, async (tx) => {
        await lockOrganisation(tx, tenantId);
        const current = await find(tx, tenantId, id);
        const [child] = await tx
          .select({ id: departments.id })
          .from(departments)
          .where(and(departmentsOf(tenantId), eq(departments.parentDepartmentId, id)))
          .limit(1);
        if (child) throw new AppError('Organisation:DepartmentHasChildren', { name: current.name });
        const [jobTitle] = await tx
          .select({ id: jobTitles.id })
          .from(jobTitles)
          .where(
            and(
              eq(jobTitles.tenantId, tenantId),
              eq(jobTitles.isDeleted, false),
              eq(jobTitles.departmentId, id),
            ),
          )
          .limit(1);
        if (jobTitle) throw new AppError('Organisation:DepartmentHasJobTitles', { name: current.name });
        await softDelete(tx, departments, byId(tenantId, id), ctx);
      });
    },

    /** Names of the given departments of the caller's tenant (unknown ids are left out). */
    async namesByIds(ctx: Scope, ids: readonly string[]): Promise<Map<string, string>> {
      if (!ids.length) return new Map();
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .select({ id: departments.id, name: departments.name })
          .from(departments)
          .where(and(departmentsOf(ctx.tenantId), inArray(departments.id, [...new Set(ids)]))),
      );
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    /**
     * The live job titles of a department, and of its sub-departments at any depth when asked: who works in
     * it, for other modules' department-wide actions. Null when the department does not exist in the tenant.
     */
    async jobTitlesUnder(
      ctx: Pick<RequestContext, 'tenantId'>,
      departmentId: string,
      withSubDepartments: boolean,
    ): Promise<string[] | null> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const [found] = await tx
          .select({ id: departments.id })
          .from(departments)
          .where(and(departmentsOf(tenantId), eq(departments.id, departmentId)));
        if (!found) return null;
        let ids = [departmentId];
        if (withSubDepartments) {
          const result = (await tx.execute(sql`
            with recursive below(id) as (
              select ${departmentId}::uuid
              union
              select d.id from departments d join below b on d.parent_department_id = b.id
              where d.tenant_id = ${tenantId} and not d.is_deleted
            )
            select id from below`)) as unknown as { rows: Array<{ id: string }> };
          ids = result.rows.map((r) => r.id);
        }
        const rows = await tx
          .select({ id: jobTitles.id })
          .from(jobTitles)
          .where(
            and(
              eq(jobTitles.tenantId, tenantId),
              eq(jobTitles.isDeleted, false),
              inArray(jobTitles.departmentId, ids),
            ),
          );
        return rows.map((r) => r.id);
      });
    },
  };
}
export type DepartmentService = ReturnType<typeof createDepartmentService>;
