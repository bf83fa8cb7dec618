import { type Endpoint, type LanguageCode, nameIn, type PagedResult } from '@hr/contracts';
import { and, asc, eq, ilike, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type RequestContext, tenantOf } from '../context.ts';
import type { AppError } from '../errors.ts';
import { normalized } from './columns.ts';
import { findOr404, pageOfTable, softDelete, updateStamped, withUniqueErrors } from './crud.ts';
import type { Database, Tx } from './database.ts';
import { type EntityTable, liveRowsOf } from './entity-service.ts';
import { localName, nameContains, nameValues } from './names.ts';
import { containing } from './search.ts';
import { sortColumns, sortingOrder } from './sorting.ts';

/**
 * A soft-deleted header with a name unique among the tenant's live ones (in any case): one `name` (and its
 * `normalizedName`), or a name in English and in Arabic (`nameEn`, `nameAr`: `localizedNameColumns`, each
 * unique by its own index), shown, searched and sorted as every such name (names.ts).
 */
export type NamedHeaderTable = EntityTable & {
  creationTime: PgColumn;
  isDeleted: PgColumn;
} & ({ name: PgColumn; normalizedName: PgColumn } | { nameEn: PgColumn; nameAr: PgColumn });

type Row<T extends NamedHeaderTable> = T['$inferSelect'] & { id: string };

/** A save's name: the single `name`, or `nameEn` and `nameAr` (or the specification's `name`). */
type NamedInput = { name?: unknown; nameEn?: unknown; nameAr?: unknown };

/**
 * A named header and its lines (a child table), saved together under the header's concurrency stamp: a
 * save sends the lines as a whole, and an update changes them in place (see `replaceLines`). See
 * `headerWithLines`.
 */
export interface HeaderWithLines<T extends NamedHeaderTable, Lines, Dto, Input extends NamedInput> {
  table: T;
  /** The list endpoint (its sort fields are the name and the creation time). */
  list: Endpoint;
  /** The unique index of the live names, with its business error: no check before it, so two saves at once get the same answer. */
  uniqueName: (name: string) => Readonly<Record<string, () => AppError>>;
  /** The lines of the headers `ids`, by header. */
  linesOf: (tx: Tx, tenantId: string, ids: string[]) => Promise<Map<string, Lines>>;
  /** The lines of a header that has none in `linesOf`'s answer. */
  noLines: () => Lines;
  /** The answer, in the reader's language (a name in two languages shows the reader's). */
  toDto: (row: Row<T>, lines: Lines, language: LanguageCode) => Dto;
  /** The lines' rules, in the save's transaction, before the header is written (throw to refuse). */
  check?: (tx: Tx, tenantId: string, input: Input) => Promise<void>;
  /** Writes the lines of a header just created. */
  insertLines: (tx: Tx, tenantId: string, id: string, input: Input) => Promise<void>;
  /**
   * Replaces the lines of a header with the input's, after its stamp is written, in place: the lines not
   * sent are deleted, the new ones inserted and a kept line updated only when its values changed, never
   * deleted and inserted again under its key (the audit trail records one change per line changed).
   */
  replaceLines: (tx: Tx, tenantId: string, id: string, input: Input) => Promise<void>;
  /** An update reads the header FOR UPDATE before `check` (for a check that must not cross a delete). */
  lockOnUpdate?: boolean;
  /** How many live records use the header, in the delete's transaction (the header locked FOR UPDATE). */
  countUsing: (ctx: RequestContext, id: string) => Promise<number>;
  /** The refusal of a delete while `countUsing` counts any. */
  inUse: (name: string, count: number) => AppError;
}

/**
 * The service of a named header with lines: a paged list filtered by name; get or 404; create and update
 * writing the header and then its lines in one transaction (the update's stamp first: the row stays locked
 * until commit, so a second save waits and then finds its stamp stale instead of mixing its lines with
 * these); a soft delete, the header locked for update, refused while it is used; `lockForUse`. The module's
 * own methods sit beside these, reusing `byId` and `getIn`.
 */
export function headerWithLines<T extends NamedHeaderTable, Lines, Dto, Input extends NamedInput>(
  db: Database,
  definition: HeaderWithLines<T, Lines, Dto, Input>,
) {
  const { table } = definition;
  // The table's own columns are typed generically; drizzle's builders are called untyped inside.
  const query = table as unknown as PgTable & { id: PgColumn };
  const named = names(table);
  const sortable = sortColumns(definition.list, {
    name: named.order,
    creationTime: table.creationTime,
  });
  const byId = (tenantId: string, id: string) => and(liveRowsOf(table, tenantId), eq(table.id, id));
  const selectWhere = <R>(
    tx: Tx,
    fields: Record<string, PgColumn> | undefined,
    tenantId: string,
    id: string,
  ) =>
    (fields ? tx.select(fields) : tx.select()).from(query).where(byId(tenantId, id)) as unknown as Promise<
      R[]
    > & { for: (strength: 'update' | 'share') => Promise<R[]> };

  async function getIn(tx: Tx, tenantId: string, id: string, language: LanguageCode = 'en'): Promise<Dto> {
    const row = findOr404(await selectWhere<Row<T>>(tx, undefined, tenantId, id));
    return definition.toDto(
      row,
      (await definition.linesOf(tx, tenantId, [id])).get(id) ?? definition.noLines(),
      language,
    );
  }

  return {
    byId,
    getIn,

    async list(
      ctx: RequestContext,
      input: {
        filter?: string | undefined;
        sorting?: string | undefined;
        skipCount: number;
        maxResultCount: number;
      },
    ): Promise<PagedResult<Dto>> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const where = and(
          liveRowsOf(table, tenantId),
          input.filter ? named.contains(input.filter) : undefined,
        );
        const order = sortingOrder(input.sorting, sortable, {
          fallback: [asc(named.order), asc(table.id)],
          tieBreaker: table.id,
        });
        const result = await pageOfTable(tx, query, input, { where, order, map: (row) => row as Row<T> });
        const lines = await definition.linesOf(
          tx,
          tenantId,
          result.items.map((row) => row.id),
        );
        return {
          ...result,
          items: result.items.map((row) =>
            definition.toDto(row, lines.get(row.id) ?? definition.noLines(), ctx.language),
          ),
        };
      });
    },

    async get(ctx: RequestContext, id: string): Promise<Dto> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, (tx) => getIn(tx, tenantId, id, ctx.language));
    },

    async create(ctx: RequestContext, input: Input): Promise<string> {
      const tenantId = tenantOf(ctx);
      const { shown, values } = named.values(input, ctx);
      return withUniqueErrors(definition.uniqueName(shown), () =>
        db.transaction(ctx, async (tx) => {
          await definition.check?.(tx, tenantId, input);
          const [row] = await tx
            .insert(query)
            .values({ tenantId, ...values, creatorId: ctx.userId } as never)
            .returning({ id: table.id });
          const id = (row as { id: string }).id;
          await definition.insertLines(tx, tenantId, id, input);
          return id;
        }),
      );
    },

    async update(ctx: RequestContext, id: string, input: Input & { concurrencyStamp: string }): Promise<Dto> {
      const tenantId = tenantOf(ctx);
      const { shown, values } = named.values(input, ctx);
      return withUniqueErrors(definition.uniqueName(shown), () =>
        db.transaction(ctx, async (tx) => {
          const read = selectWhere<{ id: string }>(tx, { id: table.id }, tenantId, id);
          findOr404(await (definition.lockOnUpdate ? read.for('update') : read));
          await definition.check?.(tx, tenantId, input);
          await updateStamped(tx, table, {
            where: byId(tenantId, id),
            stamp: input.concurrencyStamp,
            set: values,
            ctx,
          });
          await definition.replaceLines(tx, tenantId, id, input);
          return getIn(tx, tenantId, id, ctx.language);
        }),
      );
    },

    /** Soft delete (the lines stay with it, for history), refused while the header is used. */
    async delete(ctx: RequestContext, id: string): Promise<void> {
      const tenantId = tenantOf(ctx);
      await db.transaction(ctx, async (tx) => {
        const current = findOr404(await selectWhere<Row<T>>(tx, undefined, tenantId, id).for('update'));
        const count = await definition.countUsing(ctx, id);
        if (count > 0) throw definition.inUse(named.of(current, ctx), count);
        await softDelete(tx, table as never, byId(tenantId, id), ctx);
      });
    },

    /**
     * Whether the header is live in the caller's tenant, holding a share lock on it until the caller's
     * transaction ends: a record saved with it in the same transaction cannot lose it to a delete.
     */
    async lockForUse(ctx: Pick<RequestContext, 'tenantId'>, id: string): Promise<boolean> {
      const tenantId = tenantOf(ctx);
      const [row] = await db.transaction(ctx, (tx) =>
        selectWhere<{ id: string }>(tx, { id: table.id }, tenantId, id).for('share'),
      );
      return row !== undefined;
    },
  };
}

/** How a header's name is shown, searched, sorted and written: one name, or a name in two languages. */
function names(table: NamedHeaderTable) {
  if ('nameEn' in table) {
    const pair = table as { nameEn: PgColumn; nameAr: PgColumn };
    return {
      order: localName(pair) as SQL | PgColumn,
      contains: (text: string) => nameContains(pair, text),
      values: (input: NamedInput, ctx: Pick<RequestContext, 'language'>) => {
        const values = nameValues(input, ctx.language);
        const shown = nameIn({ nameEn: values.nameEn ?? null, nameAr: values.nameAr ?? null }, ctx.language);
        return { shown, values: values as Record<string, unknown> };
      },
      of: (row: object, ctx: Pick<RequestContext, 'language'>) =>
        nameIn(row as { nameEn: string | null; nameAr: string | null }, ctx.language),
    };
  }
  const single = table as { name: PgColumn; normalizedName: PgColumn };
  return {
    order: single.normalizedName as SQL | PgColumn,
    contains: (text: string) => ilike(single.name, containing(text)),
    values: (input: NamedInput) => {
      const name = String(input.name ?? '').trim();
      return { shown: name, values: { name, normalizedName: normalized(name) } as Record<string, unknown> };
    },
    of: (row: object) => (row as { name: string }).name,
  };
}
