/**
 * Typed results for hand-written SQL (docs/architecture.md, "Data access"). The query builder
 * types and decodes its own results; a statement written as a `sql` template (search, keyset
 * pages, the import) goes through `rowsOf`, which decodes each output column with a Drizzle
 * column (its own driver mapping: a timestamp string becomes a Date) or with one of the
 * decoders below.
 */
import { Column, is, sql, type AnyColumn, type GetColumnData, type SQL } from 'drizzle-orm';
import type { Database } from './client';

/** A column's bare name, for the column list of a hand-written INSERT or SET (`"prompt_id"`, not `"table"."prompt_id"`). */
export const columnName = (column: { name: string }) => sql.identifier(column.name);

/**
 * Statements prepared once per database (docs/architecture.md, "Data access"): `build` runs the
 * first time a database (or transaction: a statement runs on the session that prepared it)
 * asks, and its result is kept as long as that object lives.
 */
export function perDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const cache = new WeakMap<Database, T>();
  return (db) => {
    let value = cache.get(db);
    if (value === undefined) {
      value = build(db);
      cache.set(db, value);
    }
    return value;
  };
}

/** What a service needs of a database or of a transaction to run builder and raw statements. */
export type Queryable = Pick<Database, 'execute' | 'select' | 'selectDistinct' | 'insert' | 'update' | 'delete'>;

/**
 * The one conversion of a database number: node-postgres returns bigint, numeric and
 * `count(*)` as strings, PGlite as numbers.
 */
export function toNumber(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}

/** A number-valued SQL expression (a count, a sum, a score), decoded the same on both engines. */
export const numberSql = (expression: SQL): SQL<number> => sql<number>`${expression}`.mapWith(toNumber);

/** A number-valued SQL expression that may be null (a viewer's own vote or rating). */
export const nullableNumberSql = (expression: SQL): SQL<number | null> =>
  sql<number | null>`${expression}`.mapWith((value: unknown) => (value === null ? null : toNumber(value)));

/** `count(*)` as a number on both engines. */
export const countSql = (): SQL<number> => numberSql(sql`count(*)`);

/** How one output column of a hand-written statement is decoded. */
export type Decoder = AnyColumn | ((value: unknown) => unknown);

type Decoded<D> = D extends Column ? GetColumnData<D> : D extends (value: unknown) => infer R ? R : never;

/** The typed row a shape of decoders describes. */
export type RowOf<S extends Record<string, Decoder>> = { [K in keyof S]: Decoded<S[K]> };

/** Decoders for values that have no column of their own. */
export const decode = {
  number: toNumber,
  nullableNumber: (value: unknown): number | null => (value === null || value === undefined ? null : toNumber(value)),
  string: (value: unknown): string => String(value),
  nullableString: (value: unknown): string | null => (value === null || value === undefined ? null : String(value)),
  boolean: (value: unknown): boolean => value === true || value === 't',
  strings: (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []),
  /** A timestamp: both drivers hand Drizzle's raw statements the text form. */
  date: (value: unknown): Date => (value instanceof Date ? value : new Date(String(value))),
  nullableDate: (value: unknown): Date | null =>
    value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value)),
};

function decodeValue(decoder: Decoder, value: unknown): unknown {
  if (is(decoder, Column)) return value === null || value === undefined ? null : decoder.mapFromDriverValue(value);
  return decoder(value);
}

/** Decodes raw rows (objects keyed by output column name) with a shape of decoders. */
export function decodeRows<S extends Record<string, Decoder>>(rows: unknown[], shape: S): RowOf<S>[] {
  const keys = Object.keys(shape) as (keyof S & string)[];
  return rows.map((raw) => {
    const row = raw as Record<string, unknown>;
    const out: Partial<RowOf<S>> = {};
    for (const key of keys) out[key] = decodeValue(shape[key]!, row[key]) as RowOf<S>[typeof key];
    return out as RowOf<S>;
  });
}

/**
 * Runs a hand-written statement and returns its rows typed by `shape`: each key names an
 * output column of the statement (`select … as key`) and says how to decode it.
 */
export async function rowsOf<S extends Record<string, Decoder>>(
  db: Pick<Database, 'execute'>,
  query: SQL,
  shape: S,
): Promise<RowOf<S>[]> {
  const result = await db.execute(query);
  return decodeRows(result.rows, shape);
}

/** The first row of `rowsOf`, or undefined. */
export async function firstRowOf<S extends Record<string, Decoder>>(
  db: Pick<Database, 'execute'>,
  query: SQL,
  shape: S,
): Promise<RowOf<S> | undefined> {
  return (await rowsOf(db, query, shape))[0];
}
