import type { Endpoint, LanguageCode, PagedResult } from '@hr/contracts';
import { and, asc, eq, not, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { type RequestContext, tenantOf } from '../context.ts';
import { AppError, concurrencyConflict } from '../errors.ts';
import { auditFields } from './columns.ts';
import { countRows, findOr404, pageOfTable, softDelete, updateStamped, withUniqueErrors } from './crud.ts';
import type { Database, Tx } from './database.ts';
import { sortColumns, sortingOrder } from './sorting.ts';
import { tenantRows } from './tenant-table.ts';

/** A tenant's entity table (`tenantTable` / `softDeletedTenantTable`). */
export interface EntityTable extends PgTable {
  id: PgColumn;
  tenantId: PgColumn;
  concurrencyStamp: PgColumn;
  isDeleted?: PgColumn;
}

/** What a service call needs of the request: the tenant, the user and the request's clock. */
export type EntityScope = Pick<RequestContext, 'tenantId' | 'userId' | 'now'> & ReaderScope;

/** The reader's language, where the answer shows a name in two languages (English when none is named). */
export type ReaderScope = Partial<Pick<RequestContext, 'language'>>;
type ReadScope = Pick<RequestContext, 'tenantId'> & ReaderScope;

type Row<T extends EntityTable> = T['$inferSelect'];
type Values<T extends EntityTable> = Partial<T['$inferInsert']>;

/** Another table whose live rows refuse a delete while they point at the entity. */
export interface UsedBy<T extends EntityTable> {
  table: EntityTable;
  column: PgColumn;
  /** The refusal, from the entity's row and how many rows use it. */
  error: (row: Row<T>, count: number) => AppError;
}

/**
 * A plain entity of a tenant, declared once: the service's list, get, create, update and delete come from
 * it, with the entity's own rules as hooks. See `entityService`.
 */
export interface EntityDefinition<T extends EntityTable, Dto, Create, Update, List> {
  table: T;
  /** The answer's own fields; the id, the audit fields and the stamp are added (a full answer is kept as is). */
  toDto: (
    row: Row<T>,
    language: LanguageCode,
  ) => Omit<Dto, StandardField> & Partial<Pick<Dto, StandardField & keyof Dto>>;
  /**
   * The column of each of the list's sort fields: exactly the fields of its contract's `listQuery` (an
   * expression for a name in two languages: `localName(t)`).
   */
  sort: Readonly<Record<string, AnyPgColumn | SQL>>;
  /** The list's order without a sorting (the id is added as the tie-breaker). */
  defaultOrder: SQL[];
  /** The list's own filters; the tenant's live rows are the service's. */
  filter?: (input: List) => SQL | undefined;
  /**
   * The rows of the table that are this entity, where a table holds several (a kind column): every read,
   * update and delete keeps to them (another kind's id is a 404); `columns` writes the kind.
   */
  scope?: SQL;
  /** The entity's own 404 (`Finance:ExchangeRateNotFound`); the platform's by default. */
  notFound?: () => AppError;
  /** The columns a create or an update writes (trimmed, normalized; `nameValues` for a name in two languages). */
  columns: (input: Create | Update, ctx: EntityScope) => Values<T>;
  /**
   * The unique indexes a write may break, each with its business error: a save that breaks one gets that
   * error from the index itself (no check before: two concurrent saves get the same answer).
   */
  unique?: Readonly<Record<string, (values: Values<T>) => AppError>>;
  /** The entity's rules on a create (no `current`) or an update, in the write's transaction. */
  validate?: (tx: Tx, ctx: EntityScope, values: Values<T>, current?: Row<T>) => Promise<void>;
  /**
   * An update reads the row FOR UPDATE and answers a stale stamp (409) before `validate`: for a rule that
   * counts what writers holding the row with `lockForUse` save (they wait for the update, or it for them).
   */
  lockOnUpdate?: boolean;
  /** What refuses a delete: live rows of other tables that point at the entity. */
  usedBy?: readonly UsedBy<T>[];
  /** Another check before a delete, the row locked for update: throw to refuse. */
  beforeDelete?: (tx: Tx, ctx: EntityScope, row: Row<T>) => Promise<void>;
}

/** The endpoints an entity service answers: its contract's `resourceEndpoints`. */
export interface EntityEndpoints {
  list: Endpoint;
  get: Endpoint;
  create?: Endpoint;
  update?: Endpoint;
}
type DtoOf<E extends EntityEndpoints> = z.output<E['get']['response']>;
type QueryOf<E extends EntityEndpoints> = z.output<NonNullable<E['list']['query']>> & {
  skipCount: number;
  maxResultCount: number;
  sorting?: string | undefined;
};
type BodyOf<E extends Endpoint | undefined> = E extends Endpoint ? z.output<NonNullable<E['body']>> : never;

/** What every entity's answer carries, written by the service (`auditedDto`, the id and the stamp). */
type StandardField =
  | 'id'
  | 'creationTime'
  | 'creatorId'
  | 'lastModificationTime'
  | 'lastModifierId'
  | 'concurrencyStamp';

/** The live rows of a tenant: its own, without the soft-deleted ones. */
export function liveRowsOf(table: EntityTable, tenantId: string): SQL {
  return table.isDeleted
    ? (tenantRows(table, tenantId, [not(table.isDeleted)]) as SQL)
    : eq(table.tenantId, tenantId);
}

/**
 * The standard service of a plain entity: every query filtered by the caller's tenant (row-level security
 * is the second lock) and live rows; a paged, sorted, filtered list; get or 404; create with the audit
 * fields; update checked against the concurrency stamp (409) in its WHERE; unique indexes turned into their
 * business errors; delete refused while other rows use the entity (the row locked for update first, so a
 * write that locks it for share with `lockForUse` cannot cross it), soft when the table keeps history.
 * The entity's own methods sit beside these (`{ ...entity, own() {} }`), reusing `find` and `where`.
 */
export function entityService<E extends EntityEndpoints, T extends EntityTable>(
  db: Database,
  endpoints: E,
  definition: EntityDefinition<T, DtoOf<E>, BodyOf<E['create']>, BodyOf<E['update']>, QueryOf<E>>,
) {
  type Dto = DtoOf<E>;
  type Create = BodyOf<E['create']>;
  type Update = BodyOf<E['update']> & { concurrencyStamp: string };
  type List = QueryOf<E>;
  const { table } = definition;
  const toDto = (row: Row<T>, language: LanguageCode = 'en'): Dto => {
    const standard = row as unknown as Parameters<typeof auditFields>[0] & {
      id: string;
      concurrencyStamp: string;
    };
    return {
      id: standard.id,
      ...definition.toDto(row, language),
      ...auditFields(standard),
      concurrencyStamp: standard.concurrencyStamp,
    } as Dto;
  };
  const sortable = sortColumns(endpoints.list, definition.sort);
  // The table's own columns are typed generically; drizzle's builders are called untyped inside.
  const query = table as unknown as PgTable & { id: PgColumn };
  const where = (tenantId: string): SQL =>
    definition.scope
      ? (and(liveRowsOf(table, tenantId), definition.scope) as SQL)
      : liveRowsOf(table, tenantId);
  const byId = (tenantId: string, id: string) => and(where(tenantId), eq(table.id, id));
  const selectWhere = (tx: Tx, condition: SQL | undefined) =>
    tx.select().from(query).where(condition) as unknown as Promise<Row<T>[]> & {
      for: (strength: 'update' | 'share') => Promise<Row<T>[]>;
    };
  const found = (rows: Row<T>[]): Row<T> => {
    if (definition.notFound && !rows.length) throw definition.notFound();
    return findOr404(rows);
  };
  const find = async (tx: Tx, tenantId: string, id: string): Promise<Row<T>> =>
    found(await selectWhere(tx, byId(tenantId, id)));
  const uniqueErrors = (values: Values<T>) =>
    Object.fromEntries(
      Object.entries(definition.unique ?? {}).map(([index, error]) => [index, () => error(values)]),
    );

  async function create(ctx: EntityScope, input: Create): Promise<string> {
    const tenantId = tenantOf(ctx);
    const values = definition.columns(input, ctx);
    return withUniqueErrors(uniqueErrors(values), () =>
      db.transaction(ctx, async (tx) => {
        await definition.validate?.(tx, ctx, values);
        const [row] = await tx
          .insert(query)
          .values({ ...values, tenantId, creatorId: ctx.userId, creationTime: ctx.now() } as never)
          .returning({ id: table.id });
        return (row as { id: string }).id;
      }),
    );
  }

  return {
    /** The tenant's live rows, for the entity's own queries. */
    where,
    byId,
    find,
    toDto,

    async list(ctx: ReadScope, input: List): Promise<PagedResult<Dto>> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, (tx) =>
        pageOfTable(tx, table, input, {
          where: and(where(tenantId), definition.filter?.(input)),
          order: sortingOrder(input.sorting, sortable, {
            fallback: [...definition.defaultOrder, asc(table.id)],
            tieBreaker: table.id,
          }),
          map: (row: Row<T>) => toDto(row, ctx.language),
        }),
      );
    },

    async get(ctx: ReadScope, id: string): Promise<Dto> {
      const tenantId = tenantOf(ctx);
      return toDto(await db.transaction(ctx, (tx) => find(tx, tenantId, id)), ctx.language);
    },

    /** Every live row that matches, in the list's default order, as answers: a choice served whole. */
    async all(ctx: ReadScope, condition?: SQL): Promise<Dto[]> {
      const tenantId = tenantOf(ctx);
      const rows = await db.transaction(
        ctx,
        (tx) =>
          tx
            .select()
            .from(query)
            .where(and(where(tenantId), condition))
            .orderBy(...definition.defaultOrder, asc(table.id)) as unknown as Promise<Row<T>[]>,
      );
      return rows.map((row) => toDto(row, ctx.language));
    },

    /** Creates the record and answers its id (`createAndGet` answers the record). */
    create,

    async createAndGet(ctx: EntityScope, input: Create): Promise<Dto> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) =>
        toDto(await find(tx, tenantId, await create(ctx, input)), ctx.language),
      );
    },

    async update(ctx: EntityScope, id: string, input: Update): Promise<Dto> {
      const tenantId = tenantOf(ctx);
      const values = definition.columns(input, ctx);
      return withUniqueErrors(uniqueErrors(values), () =>
        db.transaction(ctx, async (tx) => {
          const current = definition.lockOnUpdate
            ? findOr404(await selectWhere(tx, byId(tenantId, id)).for('update'))
            : await find(tx, tenantId, id);
          if (definition.lockOnUpdate && current.concurrencyStamp !== input.concurrencyStamp)
            throw concurrencyConflict();
          await definition.validate?.(tx, ctx, values, current);
          await updateStamped(tx, table, {
            where: byId(tenantId, id),
            stamp: input.concurrencyStamp,
            set: values,
            ctx,
          });
          return toDto(await find(tx, tenantId, id), ctx.language);
        }),
      );
    },

    async delete(ctx: EntityScope, id: string): Promise<void> {
      const tenantId = tenantOf(ctx);
      await db.transaction(ctx, async (tx) => {
        const row = found(await selectWhere(tx, byId(tenantId, id)).for('update'));
        for (const use of definition.usedBy ?? []) {
          const count = await countRows(
            tx,
            use.table,
            and(liveRowsOf(use.table, tenantId), eq(use.column, id)),
          );
          if (count > 0) throw use.error(row, count);
        }
        await definition.beforeDelete?.(tx, ctx, row);
        if (table.isDeleted) await softDelete(tx, table as never, byId(tenantId, id), ctx);
        else await tx.delete(query).where(byId(tenantId, id));
      });
    },

    /**
     * The live row, holding a share lock on it until the caller's transaction ends: what is saved with it in
     * that transaction cannot lose it to a delete (which locks it for update).
     */
    async lockForUse(tx: Tx, tenantId: string, id: string): Promise<Row<T> | undefined> {
      const [row] = await selectWhere(tx, byId(tenantId, id)).for('share');
      return row;
    },
  };
}

export { AppError };
