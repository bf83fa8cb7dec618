import {
  type CreateJobTitleInput,
  type GetJobTitlesInput,
  type JobTitleDto,
  type JobTitleTreeNode,
  jobTitleEndpoints,
  type LanguageCode,
  moneyAmount,
  type NamePair,
  nameIn,
  type PagedResult,
  type UpdateJobTitleInput,
} from '@hr/contracts';
import { and, eq, inArray } from 'drizzle-orm';
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

/** What the organisation module needs to know of employees, given by the employees module. */
export interface JobTitleHolders {
  /** How many (not deleted) employees hold the job title: deleting it is refused while any do. */
  countByJobTitle(ctx: RequestContext, jobTitleId: string): Promise<number>;
  /** Every employee with a job title (id, name, surname, jobTitleId), for the org chart. */
  listByJobTitle(
    ctx: RequestContext,
  ): Promise<Array<{ id: string; name: string; surname: string; jobTitleId: string }>>;
}

/** What the organisation module needs to know of contracts, given by the contracts module. */
export interface JobTitleContracts {
  /** How many contracts (of any state: they are kept for history) name the job title; deleting is refused. */
  countByJobTitle(ctx: RequestContext, jobTitleId: string): Promise<number>;
}

const parent = alias(jobTitles, 'parent_job_title');

// The names in the reader's language come from SQL (`localName`: the transaction's language).
const dtoColumns = {
  row: jobTitles,
  name: localName(jobTitles),
  departmentName: localName(departments),
  jobTitleName: localName(parent),
};

/** numeric(18,2) comes back as text with its 2 decimals ("1500.00"): the DTO keeps it as it is. */
function toDto({
  row,
  name,
  departmentName,
  jobTitleName,
}: {
  row: typeof jobTitles.$inferSelect;
  name: string;
  departmentName: string;
  jobTitleName: string | null;
}): JobTitleDto {
  return entityDto(row, {
    name,
    ...columnsOf(row, 'nameEn', 'nameAr', 'departmentId'),
    departmentName,
    parentJobTitleId: row.parentJobTitleId,
    jobTitleName,
    baseSalary: row.baseSalary,
  });
}

const sortable = sortColumns(jobTitleEndpoints.list, {
  name: localName(jobTitles),
  baseSalary: jobTitles.baseSalary,
  departmentName: localName(departments),
  jobTitleName: localName(parent),
  creationTime: jobTitles.creationTime,
});

/**
 * Names are unique among the live job titles of a department. The service looks for the clash first
 * (`jobTitleRows.assertNameFree`), so the message names the job title there in the reader's language; the unique index
 * answers a clash that got past it, with the name typed in the reader's language.
 */
const uniqueName = (names: { nameEn?: string | null; nameAr?: string | null }, language: LanguageCode) =>
  uniqueNameErrors(
    'job_titles',
    () =>
      new AppError('Organisation:DuplicateJobTitleName', {
        name: nameIn({ nameEn: names.nameEn ?? null, nameAr: names.nameAr ?? null }, language),
      }),
  );

/** Job titles and employees by name, then surname, as people read a list. */
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/**
 * Job titles of a tenant: each in a live department, reporting to another job title without a loop, with
 * a base salary as a decimal; names unique within a department (case-insensitive). A job title that
 * others report to or that employees hold cannot be deleted. Deleting is soft.
 */
export function createJobTitleService(
  db: Database,
  deps: { holders: JobTitleHolders; contracts: JobTitleContracts },
) {
  const select = (tx: Tx) =>
    tx
      .select(dtoColumns)
      .from(jobTitles)
      .innerJoin(departments, eq(departments.id, jobTitles.departmentId))
      .leftJoin(parent, eq(parent.id, jobTitles.parentJobTitleId));

  const getIn = async (tx: Tx, tenantId: string | null, id: string) =>
    toDto(findOr404(await select(tx).where(jobTitleRows.byId(tenantId, id))));

  /** The references of a job title exist in the tenant. */
  async function assertReferences(
    tx: Tx,
    tenantId: string,
    input: { departmentId: string; parentJobTitleId: string | null },
  ) {
    if (!(await departmentRows.exists(tx, tenantId, input.departmentId)))
      throw new AppError('Organisation:DepartmentNotFound');
    if (input.parentJobTitleId && !(await jobTitleRows.exists(tx, tenantId, input.parentJobTitleId)))
      throw new AppError('Organisation:ParentJobTitleNotFound');
  }

  /** The columns create and update write from the input (the amount as its exact decimal text). */
  function columns(input: CreateJobTitleInput, language: RequestContext['language']) {
    return {
      ...nameValues(input, language),
      departmentId: input.departmentId,
      parentJobTitleId: input.parentJobTitleId ?? null,
      baseSalary: moneyAmount.parse(input.baseSalary),
    };
  }

  return {
    async list(
      ctx: RequestContext,
      input: Omit<GetJobTitlesInput, 'departmentId'> & { departmentId?: string },
    ): Promise<PagedResult<JobTitleDto>> {
      return db.transaction(ctx, (tx) =>
        jobTitleRows.list(tx, ctx.tenantId, input, {
          where: input.departmentId ? eq(jobTitles.departmentId, input.departmentId) : undefined,
          rows: select(tx),
          sortable,
          map: toDto,
        }),
      );
    },

    async get(ctx: RequestContext, id: string): Promise<JobTitleDto> {
      return db.transaction(ctx, (tx) => getIn(tx, ctx.tenantId, id));
    },

    async create(ctx: RequestContext, input: CreateJobTitleInput): Promise<JobTitleDto> {
      const tenantId = tenantOf(ctx);
      const values = columns(input, ctx.language);
      return withUniqueErrors(uniqueName(values, ctx.language), () =>
        db.transaction(ctx, async (tx) => {
          await lockOrganisation(tx, tenantId);
          await assertReferences(tx, tenantId, values);
          await jobTitleRows.assertNameFree(
            tx,
            ctx,
            { tenantId, level: eq(jobTitles.departmentId, values.departmentId) },
            values,
            'Organisation:DuplicateJobTitleName',
          );
          const [row] = await tx
            .insert(jobTitles)
            .values({ tenantId, ...values, creatorId: ctx.userId })
            .returning({ id: jobTitles.id });
          return getIn(tx, tenantId, row!.id);
        }),
      );
    },

    async update(ctx: RequestContext, id: string, input: UpdateJobTitleInput): Promise<JobTitleDto> {
      const tenantId = tenantOf(ctx);
      const values = columns(input, ctx.language);
      return withUniqueErrors(uniqueName(values, ctx.language), () =>
        db.transaction(ctx, async (tx) => {
          await lockOrganisation(tx, tenantId);
          const current = await jobTitleRows.find(tx, tenantId, id);
          const parentId = values.parentJobTitleId;
          if (parentId === id) throw new AppError('Organisation:JobTitleCycle');
          await assertReferences(tx, tenantId, values);
          // The new parent may not report to this job title, however indirectly: walk its whole chain up.
          if (
            parentId &&
            parentId !== current.parentJobTitleId &&
            isSelfOrAncestor(await jobTitleRows.parentLinks(tx, tenantId), parentId, id)
          )
            throw new AppError('Organisation:JobTitleCycle');
          // A name left out keeps the current one, which may clash in a new department.
          await jobTitleRows.assertNameFree(
            tx,
            ctx,
            { tenantId, level: eq(jobTitles.departmentId, values.departmentId), except: id },
            namesAfterUpdate(values, current),
            'Organisation:DuplicateJobTitleName',
          );
          await jobTitleRows.update(tx, ctx, { tenantId, id, stamp: input.concurrencyStamp }, values);
          return getIn(tx, tenantId, id);
        }),
      );
    },

    /**
     * Soft delete, refused while job titles report to it or employees hold it. The row is locked first:
     * an employee saved with this job title holds a share lock on it (see `lockForUse`), so either that
     * save commits first and is counted here, or it waits and then finds the job title gone.
     */
    async delete(ctx: RequestContext, id: string): Promise<void> {
      const tenantId = tenantOf(ctx);
      await db.transaction(ctx, async (tx) => {
        await lockOrganisation(tx, tenantId);
        const current = await jobTitleRows.find(tx, tenantId, id, 'update');
        // Joins this transaction: the count sees every holder committed before the lock was granted.
        const holders = await deps.holders.countByJobTitle(ctx, id);
        if (holders > 0)
          throw new AppError('Organisation:JobTitleHasEmployees', {
            name: nameIn(current, ctx.language),
            count: holders,
          });
        const named = await deps.contracts.countByJobTitle(ctx, id);
        if (named > 0)
          throw new AppError('Organisation:JobTitleHasContracts', {
            name: nameIn(current, ctx.language),
            count: named,
          });
        if (await jobTitleRows.hasChild(tx, tenantId, id))
          throw new AppError('Organisation:JobTitleHasChildren', { name: nameIn(current, ctx.language) });
        await jobTitleRows.remove(tx, ctx, tenantId, id);
      });
    },

    /**
     * The org chart: every job title without a parent, each with its department, the employees holding it
     * and the job titles reporting to it, all by name.
     */
    async treeWithEmployees(ctx: RequestContext): Promise<JobTitleTreeNode[]> {
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .select({
            id: jobTitles.id,
            name: localName(jobTitles),
            parentId: jobTitles.parentJobTitleId,
            departmentId: jobTitles.departmentId,
            departmentName: localName(departments),
            baseSalary: jobTitles.baseSalary,
          })
          .from(jobTitles)
          .innerJoin(departments, eq(departments.id, jobTitles.departmentId))
          .where(jobTitleRows.of(ctx.tenantId)),
      );
      const people = rows.length ? await deps.holders.listByJobTitle(ctx) : [];
      const nodes = new Map<string, JobTitleTreeNode>(
        rows.map((r) => [
          r.id,
          {
            id: r.id,
            name: r.name,
            departmentId: r.departmentId,
            departmentName: r.departmentName,
            baseSalary: r.baseSalary,
            employees: [],
            children: [],
          },
        ]),
      );
      for (const p of people)
        nodes.get(p.jobTitleId)?.employees.push({ id: p.id, name: p.name, surname: p.surname });
      const roots: JobTitleTreeNode[] = [];
      for (const r of rows) {
        const node = nodes.get(r.id)!;
        const parentNode = r.parentId ? nodes.get(r.parentId) : undefined;
        (parentNode ? parentNode.children : roots).push(node);
      }
      for (const node of nodes.values()) {
        node.children.sort(byName);
        node.employees.sort((a, b) => byName(a, b) || a.surname.localeCompare(b.surname));
      }
      return roots.sort(byName);
    },

    /**
     * The given job titles of the caller's tenant by id (unknown ids are left out), each with its
     * department's names in both languages: for payroll (a payslip keeps both).
     */
    async getMany(
      ctx: Pick<RequestContext, 'tenantId'>,
      ids: readonly string[],
    ): Promise<Map<string, JobTitleDto & { departmentNames: NamePair }>> {
      if (!ids.length) return new Map();
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .select({
            ...dtoColumns,
            departmentNameEn: departments.nameEn,
            departmentNameAr: departments.nameAr,
          })
          .from(jobTitles)
          .innerJoin(departments, eq(departments.id, jobTitles.departmentId))
          .leftJoin(parent, eq(parent.id, jobTitles.parentJobTitleId))
          .where(and(jobTitleRows.of(ctx.tenantId), inArray(jobTitles.id, [...new Set(ids)]))),
      );
      return new Map(
        rows.map(({ departmentNameEn, departmentNameAr, ...r }) => [
          r.row.id,
          { ...toDto(r), departmentNames: { nameEn: departmentNameEn, nameAr: departmentNameAr } },
        ]),
      );
    },

    /** Names of the given job titles of the caller's tenant (unknown ids are left out). */
    namesByIds: (ctx: Pick<RequestContext, 'tenantId'>, ids: readonly string[]) =>
      jobTitleRows.namesByIds(db, ctx, ids),

    /**
     * Whether the job title exists (not deleted) in the caller's tenant, holding a share lock on it until
     * the caller's transaction ends: call it inside the write that saves a reference to the job title, so
     * that the job title cannot be deleted before that write commits.
     */
    async lockForUse(ctx: Pick<RequestContext, 'tenantId'>, id: string): Promise<boolean> {
      return db.transaction(ctx, (tx) => jobTitleRows.exists(tx, ctx.tenantId, id, 'share'));
    },
  };
}
export type JobTitleService = ReturnType<typeof createJobTitleService>;
