import {
  type CreateDepartmentInput,
  type DepartmentDto,
  departmentEndpoints,
  type GetDepartmentsInput,
  type LanguageCode,
  type NamePair,
  nameIn,
  type PagedResult,
  type UpdateDepartmentInput,
} from '@hr/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { columnsOf, entityDto } from '../../platform/db/columns.ts';
import { findOr404, withUniqueErrors } from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { localName, namesAfterUpdate, nameValues, uniqueNameErrors } from '../../platform/db/names.ts';
import { sortColumns } from '../../platform/db/sorting.ts';
import { AppError } from '../../platform/errors.ts';
import { departments, jobTitles } from './organisation.tables.ts';
import { departmentRows, isSelfOrAncestor, jobTitleRows, lockOrganisation } from './organisation-rows.ts';

type Scope = Pick<RequestContext, 'tenantId' | 'userId' | 'now'> & Partial<Pick<RequestContext, 'language'>>;

const parent = alias(departments, 'parent_department');

// The names in the reader's language come from SQL (`localName`: the transaction's language).
const dtoColumns = {
  row: departments,
  name: localName(departments),
  parentDepartmentName: localName(parent),
};

function toDto({
  row,
  name,
  parentDepartmentName,
}: {
  row: typeof departments.$inferSelect;
  name: string;
  parentDepartmentName: string | null;
}): DepartmentDto {
  return entityDto(row, {
    name,
    ...columnsOf(row, 'nameEn', 'nameAr', 'parentDepartmentId'),
    parentDepartmentName,
  });
}

const sortable = sortColumns(departmentEndpoints.list, {
  name: localName(departments),
  parentDepartmentName: localName(parent),
  creationTime: departments.creationTime,
});

/**
 * Names are unique among the live departments of one parent. The service looks for the clash first
 * (`departmentRows.assertNameFree`), so the message names the department there in the reader's language; the unique index
 * answers a clash that got past it, with the name typed in the reader's language.
 */
const uniqueName = (names: NamePair, language: LanguageCode) =>
  uniqueNameErrors(
    'departments',
    () => new AppError('Organisation:DuplicateDepartmentName', { name: nameIn(names, language) }),
  );

/**
 * Departments of a tenant: a forest through the parent links. Names are unique among the departments of
 * one parent (case-insensitive), no department is its own ancestor, and a department with sub-departments
 * or job titles cannot be deleted. Deleting is soft: the row stays for history.
 */
export function createDepartmentService(db: Database) {
  const select = (tx: Tx) =>
    tx.select(dtoColumns).from(departments).leftJoin(parent, eq(parent.id, departments.parentDepartmentId));
  const getIn = async (tx: Tx, tenantId: string | null, id: string) =>
    toDto(findOr404(await select(tx).where(departmentRows.byId(tenantId, id))));
  const level = (parentId: string | null) =>
    parentId ? eq(departments.parentDepartmentId, parentId) : isNull(departments.parentDepartmentId);

  async function assertParentExists(tx: Tx, tenantId: string, parentId: string) {
    if (!(await departmentRows.exists(tx, tenantId, parentId)))
      throw new AppError('Organisation:DepartmentNotFound');
  }

  /** The departments of one level (`parentId`, null for the roots), by name. */
  /**
   * A create's or an update's transaction: the name trimmed (its duplicate answered by name), the parent
   * (null for a top department), the organisation locked before `write` runs.
   */
  function saving<T>(
    ctx: Scope,
    input: CreateDepartmentInput,
    write: (
      tx: Tx,
      tenantId: string,
      names: ReturnType<typeof nameValues>,
      parentId: string | null,
    ) => Promise<T>,
  ): Promise<T> {
    const tenantId = tenantOf(ctx);
    const names = nameValues(input, ctx.language);
    const parentId = input.parentDepartmentId ?? null;
    const language = ctx.language ?? 'en';
    return withUniqueErrors(
      uniqueName({ nameEn: names.nameEn ?? null, nameAr: names.nameAr ?? null }, language),
      () =>
        db.transaction(ctx, async (tx) => {
          await lockOrganisation(tx, tenantId);
          return write(tx, tenantId, names, parentId);
        }),
    );
  }

  async function levelOf(tx: Tx, tenantId: string | null, parentId: string | null) {
    const found = await select(tx)
      .where(and(departmentRows.of(tenantId), level(parentId)))
      .orderBy(...departmentRows.byName);
    return found.map(toDto);
  }

  return {
    /** `get-all-departments` and the plain list. */
    async list(ctx: Scope, input: GetDepartmentsInput): Promise<PagedResult<DepartmentDto>> {
      return db.transaction(ctx, (tx) =>
        departmentRows.list(tx, ctx.tenantId, input, { rows: select(tx), sortable, map: toDto }),
      );
    },

    /** Every department without a parent, by name. */
    async roots(ctx: Scope): Promise<DepartmentDto[]> {
      return db.transaction(ctx, (tx) => levelOf(tx, ctx.tenantId, null));
    },

    /** The direct children of a department, by name. */
    async children(ctx: Scope, id: string): Promise<DepartmentDto[]> {
      return db.transaction(ctx, async (tx) => {
        await departmentRows.find(tx, ctx.tenantId, id);
        return levelOf(tx, ctx.tenantId, id);
      });
    },

    async get(ctx: Scope, id: string): Promise<DepartmentDto> {
      return db.transaction(ctx, (tx) => getIn(tx, ctx.tenantId, id));
    },

    /** Whether the department has sub-departments. */
    async hasChild(ctx: Scope, id: string): Promise<boolean> {
      return db.transaction(ctx, async (tx) => {
        await departmentRows.find(tx, ctx.tenantId, id);
        return departmentRows.hasChild(tx, ctx.tenantId, id);
      });
    },

    async create(ctx: Scope, input: CreateDepartmentInput): Promise<DepartmentDto> {
      return saving(ctx, input, async (tx, tenantId, names, parentId) => {
        if (parentId) await assertParentExists(tx, tenantId, parentId);
        await departmentRows.assertNameFree(
          tx,
          ctx,
          { tenantId, level: level(parentId) },
          names,
          'Organisation:DuplicateDepartmentName',
        );
        const [row] = await tx
          .insert(departments)
          .values({
            tenantId,
            ...names,
            parentDepartmentId: parentId,
            creatorId: ctx.userId,
          })
          .returning({ id: departments.id });
        return getIn(tx, tenantId, row!.id);
      });
    },

    async update(ctx: Scope, id: string, input: UpdateDepartmentInput): Promise<DepartmentDto> {
      return saving(ctx, input, async (tx, tenantId, names, parentId) => {
        const current = await departmentRows.find(tx, tenantId, id);
        if (parentId === id) throw new AppError('Organisation:DepartmentCycle');
        if (parentId && parentId !== current.parentDepartmentId) {
          await assertParentExists(tx, tenantId, parentId);
          // The new parent may not be one of the department's descendants: walk its whole chain up.
          if (isSelfOrAncestor(await departmentRows.parentLinks(tx, tenantId), parentId, id))
            throw new AppError('Organisation:DepartmentCycle');
        }
        // A name left out keeps the current one, which may clash at a new level.
        await departmentRows.assertNameFree(
          tx,
          ctx,
          { tenantId, level: level(parentId), except: id },
          namesAfterUpdate(names, current),
          'Organisation:DuplicateDepartmentName',
        );
        await departmentRows.update(
          tx,
          ctx,
          { tenantId, id, stamp: input.concurrencyStamp },
          { ...names, parentDepartmentId: parentId },
        );
        return getIn(tx, tenantId, id);
      });
    },

    /** Soft delete, refused while sub-departments or job titles belong to it. */
    async delete(ctx: Scope, id: string): Promise<void> {
      const tenantId = tenantOf(ctx);
      await db.transaction(ctx, async (tx) => {
        await lockOrganisation(tx, tenantId);
        const current = await departmentRows.find(tx, tenantId, id);
        if (await departmentRows.hasChild(tx, tenantId, id))
          throw new AppError('Organisation:DepartmentHasChildren', {
            name: nameIn(current, ctx.language ?? 'en'),
          });
        if (await jobTitleRows.any(tx, and(jobTitleRows.of(tenantId), eq(jobTitles.departmentId, id))))
          throw new AppError('Organisation:DepartmentHasJobTitles', {
            name: nameIn(current, ctx.language ?? 'en'),
          });
        await departmentRows.remove(tx, ctx, tenantId, id);
      });
    },

    /** Names of the given departments of the caller's tenant (unknown ids are left out). */
    namesByIds: (ctx: Scope, ids: readonly string[]) => departmentRows.namesByIds(db, ctx, ids),

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
        if (!(await departmentRows.exists(tx, tenantId, departmentId))) return null;
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
        const found = await tx
          .select({ id: jobTitles.id })
          .from(jobTitles)
          .where(and(jobTitleRows.of(tenantId), inArray(jobTitles.departmentId, ids)));
        return found.map((r) => r.id);
      });
    },
  };
}
export type DepartmentService = ReturnType<typeof createDepartmentService>;
