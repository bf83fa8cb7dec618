import { Column, is, type Query, SQL } from 'drizzle-orm';
import { PgDialect, type PgSession, type SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import type { Tx } from './database.ts';

/**
 * Statements whose text is built once. drizzle builds a statement's text from its tree on every call,
 * walking every column and condition; for the statements a request runs every time (a list's page, the
 * names of its rows) that was a fifth of a list request's CPU (docs/scaling.md, step 8). These run text
 * kept once built, with drizzle's own row mapping.
 */
const dialect = new PgDialect();

/** The columns of a flat selection, in its order, as drizzle maps a row of it. */
export function orderedFields(columns: Readonly<Record<string, unknown>>): SelectedFieldsOrdered {
  return Object.entries(columns).map(
    ([name, field]) => ({ path: [name], field }) as SelectedFieldsOrdered[number],
  );
}

/** What turns a column's value as the driver gives it into the row's (a date from its text, ...). */
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** An expression's decoder (`.mapWith(...)`; drizzle keeps it internal). */
const decoderOf = (expression: SQL) => (expression as unknown as { decoder: Decoder }).decoder;

/** The row mapper of each kept field list, compiled once (null: a nested list, which drizzle maps). */
const mappers = new WeakMap<SelectedFieldsOrdered, ((rows: unknown[][]) => unknown[]) | null>();

/**
 * The rows of a flat field list mapped as drizzle's `mapResultRow` maps them (null stays null, any other
 * value goes through its field's decoder), with the keys and decoders found once instead of on every
 * value of every row (drizzle tests each field's class on each of them). Null for a nested field list,
 * which drizzle maps.
 */
function mapperOf(fields: SelectedFieldsOrdered) {
  const kept = mappers.get(fields);
  if (kept !== undefined) return kept;
  const keys: string[] = [];
  const decoders: Decoder[] = [];
  for (const { path, field } of fields) {
    const decoder = is(field, Column)
      ? field
      : is(field, SQL)
        ? decoderOf(field)
        : is(field, SQL.Aliased)
          ? decoderOf(field.sql)
          : undefined;
    if (path.length !== 1 || !decoder) {
      mappers.set(fields, null);
      return null;
    }
    keys.push(path[0]!);
    decoders.push(decoder);
  }
  const width = keys.length;
  const mapper = (rows: unknown[][]) =>
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < width; i++) {
        const value = row[i];
        out[keys[i]!] = value === null ? null : decoders[i]!.mapFromDriverValue(value);
      }
      return out;
    });
  mappers.set(fields, mapper);
  return mapper;
}

/** At most this many statement texts are prepared by name on each connection (see `nameOf`). */
const namedMax = 500;
const names = new Map<string, string>();

/**
 * The name a kept statement's text is prepared under on a PostgreSQL connection: the server then parses
 * and plans it once per connection instead of on every call. Planning was most of what a list request
 * cost the database (pg_stat_statements, users list: 390 µs to plan the page against 265 µs to run it,
 * 180 µs against 60 µs for its role names; docs/scaling.md, step 9). The texts are the kept shapes of
 * pageRows, a list's count and statement(), so they vary with the code's conditions and orders, never
 * with values; past `namedMax` texts (a connection keeps a plan for each) a new text runs unnamed.
 */
function nameOf(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= namedMax) return known;
  const name = `kept_${names.size + 1}`;
  names.set(text, name);
  return name;
}

/** How `run` runs a statement. */
export interface RunOptions {
  /** The rows mapped as drizzle maps a select's with these fields (dates, custom types). */
  fields?: SelectedFieldsOrdered;
  /** Values for the statement's placeholders (`sql.placeholder(name)`), if it has any. */
  values?: Record<string, unknown>;
  /**
   * The text is a kept shape (built from the code's conditions and orders, never from values): it is
   * prepared by name (`nameOf`). Always so with `fields`.
   */
  kept?: boolean;
}

/**
 * Runs a statement written as text in the transaction: with `fields`, its rows mapped as drizzle maps a
 * select's; without, the driver's rows as they come. A kept statement is prepared by name (`nameOf`).
 */
export function run<R>(tx: Tx, query: Query, options: RunOptions = {}): Promise<R[]> {
  const { fields, values } = options;
  const session = (tx as unknown as { _: { session: PgSession } })._.session;
  if (!fields) {
    const name = options.kept ? nameOf(query.sql) : undefined;
    const prepared = session.prepareQuery(query, undefined, name, false);
    return (prepared.execute(values) as Promise<{ rows: R[] }>).then((r) => r.rows);
  }
  // A flat field list: the driver's rows as arrays, mapped by the kept mapper.
  const mapper = mapperOf(fields);
  const name = nameOf(query.sql);
  const prepared = mapper
    ? session.prepareQuery(query, undefined, name, true, mapper as (rows: unknown[][]) => R[])
    : session.prepareQuery(query, fields, name, true);
  return prepared.execute(values) as Promise<R[]>;
}

/** A select of a standalone `QueryBuilder` with a flat selection. */
interface BuiltSelect<R> {
  getSQL(): SQL;
  readonly _: { readonly result: R; readonly selectedFields: Readonly<Record<string, unknown>> };
}

/**
 * A statement of fixed shape, built once: written with a standalone `QueryBuilder` (no connection), its
 * values as `sql.placeholder(name)`, then run in any transaction with the values of the call. For a
 * statement a request runs every time; a statement whose shape depends on the input stays an ordinary
 * drizzle query.
 */
export function statement<R extends unknown[]>(select: BuiltSelect<R>) {
  for (const field of Object.values(select._.selectedFields))
    if (!is(field, Column) && !is(field, SQL) && !is(field, SQL.Aliased))
      throw new Error('A kept statement selects flat columns or expressions');
  const query = dialect.sqlToQuery(select.getSQL());
  const fields = orderedFields(select._.selectedFields);
  return {
    run: (tx: Tx, values: Record<string, unknown>): Promise<R> =>
      run<R[number]>(tx, query, { fields, values }) as Promise<R>,
  };
}
