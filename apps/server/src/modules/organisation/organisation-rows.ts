import { type LanguageCode, type NamePair, nameIn, type PagedResult } from '@hr/contracts';
import { and, asc, eq, ne, not, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, type PgColumn, type PgTable, QueryBuilder } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../../platform/context.ts';
import { findOr404, listTotal, page, softDelete, updateStamped } from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { localName, nameContains } from '../../platform/db/names.ts';
import { sortingOrder } from '../../platform/db/sorting.ts';
import { statement } from '../../platform/db/statements.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { AppError } from '../../platform/errors.ts';
import { departments, jobTitles } from './organisation.tables.ts';

/**
 * Serializes the organisation writes of one tenant (departments and job titles): the checks that span
 * rows (no cycle, no children left behind on delete, a name taken at its level: `assertNameFree`) then cannot
 * race each other; the unique index on the names still refuses a clash written any other way.
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

interface NamedTreeTable extends PgTable {
  id: PgColumn;
  tenantId: PgColumn;
  isDeleted: PgColumn;
  nameEn: PgColumn;
  nameAr: PgColumn;
  concurrencyStamp: PgColumn;
}

/** The part of a select (its joins already made) that a list's page adds to. */
interface Listable<R> {
  where(where: SQL | undefined): {
    orderBy(...order: SQL[]): { limit(limit: number): { offset(offset: number): Promise<R[]> } };
  };
}

/**
 * The statements departments and job titles share. Both are soft-deleted rows of a tenant with a name
 * unique at their level (case-insensitive) and a parent of their own kind; each statement here reads or
 * writes that one table. What differs (the DTO and its joins, the levels, the rules) stays in the service.
 */
function namedTree<T extends NamedTreeTable>(table: T, parentColumn: AnyPgColumn) {
  /**
   * The tenant filter of the data layer (row-level security enforces it a second time); live rows only.
   * The host has none: a null tenant matches nothing.
   */
  const of = (tenantId: string | null): SQL =>
    tenantId ? tenantRows(table, tenantId, [not(table.isDeleted)]) : sql`false`;
  const byId = (tenantId: string | null, id: string) => and(of(tenantId), eq(table.id, id));
  const any = async (tx: Tx, where: SQL | undefined) =>
    (
      await tx
        .select({ id: table.id })
        .from(table as PgTable)
        .where(where)
        .limit(1)
    ).length > 0;
  /** Names of rows by id (the names a list of another module shows): run on every such list, so built once. */
  const namesOf = statement(
    new QueryBuilder()
      .select({ id: table.id, name: localName(table) })
      .from(table as PgTable)
      .where(
        sql`${table.tenantId} = ${sql.placeholder('tenantId')} and not ${table.isDeleted}
            and ${table.id} = any(${sql.placeholder('ids')})`,
      ),
  );
  /** The default order of a list and of a level: by name, the id breaking ties. */
  const byName = [asc(localName(table)), asc(table.id)];

  return {
    of,
    byId,
    any,
    byName,

    /** The live row, or 404; `update` locks it until the transaction ends. */
    async find(tx: Tx, tenantId: string | null, id: string, lock?: 'update'): Promise<T['$inferSelect']> {
      const query = tx
        .select()
        .from(table as PgTable)
        .where(byId(tenantId, id));
      return findOr404(await (lock ? query.for(lock) : query)) as T['$inferSelect'];
    },

    /** Whether the live row is there; `share` keeps it from being deleted until the transaction ends. */
    async exists(tx: Tx, tenantId: string | null, id: string, lock?: 'share'): Promise<boolean> {
      const query = tx
        .select({ id: table.id })
        .from(table as PgTable)
        .where(byId(tenantId, id));
      return (await (lock ? query.for(lock) : query)).length > 0;
    },

    /**
     * Refuses `names` when a live row of the level (`level`, besides the tenant) other than `except` (the row
     * being saved) holds one of them, whatever the case: the clash the unique index would refuse, found first
     * so that `code`'s message names that row in the reader's language ("Finance" typed on the Arabic page is
     * refused as المالية). Under `lockOrganisation`, nothing can take the name between this look and the write.
     */
    async assertNameFree(
      tx: Tx,
      ctx: { language?: LanguageCode | undefined },
      where: { tenantId: string; level: SQL; except?: string },
      names: { nameEn?: string | null; nameAr?: string | null },
      code: 'Organisation:DuplicateDepartmentName' | 'Organisation:DuplicateJobTitleName',
    ): Promise<void> {
      const same = (column: PgColumn, name: string | null | undefined) =>
        name ? sql`upper(${column}) = upper(${name})` : undefined;
      const named = or(same(table.nameEn, names.nameEn), same(table.nameAr, names.nameAr));
      if (!named) return;
      const { tenantId, level, except } = where;
      const [taken] = await tx
        .select({ nameEn: table.nameEn, nameAr: table.nameAr })
        .from(table as PgTable)
        .where(and(of(tenantId), level, named, except ? ne(table.id, except) : undefined))
        .limit(1);
      if (taken) throw new AppError(code, { name: nameIn(taken as NamePair, ctx.language ?? 'en') });
    },

    /** Whether a live row reports to this one. */
    hasChild: (tx: Tx, tenantId: string | null, id: string) =>
      any(tx, and(of(tenantId), eq(parentColumn, id))),

    /** Every live row's parent, for walking a chain up (`isSelfOrAncestor`). */
    async parentLinks(tx: Tx, tenantId: string): Promise<Map<string, string | null>> {
      const rows = await tx
        .select({ id: table.id, parentId: parentColumn })
        .from(table as PgTable)
        .where(of(tenantId));
      return new Map(rows.map((r) => [r.id as string, r.parentId as string | null]));
    },

    /**
     * A page of the list, `filter` matching part of the name: `where` filters besides the tenant, `rows` is
     * the select with the DTO's joins, `sortable` the columns of its contract's sort fields (`sortColumns`).
     */
    async list<R, D>(
      tx: Tx,
      tenantId: string | null,
      input: { skipCount: number; maxResultCount: number; sorting?: string; filter?: string },
      query: {
        where?: SQL;
        rows: Listable<R>;
        sortable: Record<string, AnyPgColumn | SQL>;
        map: (row: R) => D;
      },
    ): Promise<PagedResult<D>> {
      const where = and(
        of(tenantId),
        query.where,
        input.filter ? nameContains(table, input.filter) : undefined,
      );
      const order = sortingOrder(input.sorting, query.sortable, { fallback: byName, tieBreaker: table.id });
      const result = await page(input, {
        total: () => listTotal(tx, table, where),
        rows: (limit, offset) =>
          query.rows
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
      });
      return { ...result, items: result.items.map(query.map) };
    },

    /** The stamped update of a live row (409 on a stale stamp), writing who and when. */
    update: (
      tx: Tx,
      ctx: Pick<RequestContext, 'userId' | 'now'>,
      where: { tenantId: string; id: string; stamp: string },
      set: Partial<T['$inferInsert']>,
    ) => updateStamped(tx, table, { where: byId(where.tenantId, where.id), stamp: where.stamp, set, ctx }),

    /** Soft delete: the row stays for history. */
    remove: (tx: Tx, ctx: Pick<RequestContext, 'userId' | 'now'>, tenantId: string, id: string) =>
      softDelete(tx, table, byId(tenantId, id), ctx),

    /** Names of the given rows of the caller's tenant (unknown ids are left out). */
    async namesByIds(
      db: Database,
      ctx: Pick<RequestContext, 'tenantId'>,
      ids: readonly string[],
    ): Promise<Map<string, string>> {
      if (!ids.length) return new Map();
      if (!ctx.tenantId) return new Map();
      const tenantId = ctx.tenantId;
      const rows = await db.transaction(ctx, (tx) => namesOf.run(tx, { tenantId, ids: [...new Set(ids)] }));
      return new Map(rows.map((r) => [r.id as string, r.name as string]));
    },
  };
}

export const departmentRows = namedTree(departments, departments.parentDepartmentId);
export const jobTitleRows = namedTree(jobTitles, jobTitles.parentJobTitleId);
