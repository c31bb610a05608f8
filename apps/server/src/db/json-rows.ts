import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * Rows of several tables in one statement (decision 462): a subquery builds each row as a JSON
 * object keyed by the Drizzle column keys (`json_build_object`), aggregates them (`json_agg`), and
 * `fromJson` maps each value back through its column as Drizzle maps a row's (timestamps to Dates,
 * and so on), so callers get the same rows as from a select of those columns.
 */
export type JsonColumns = Record<string, Column>;
/** A row as the statement gives it, before `fromJson` maps it. */
export type JsonRow = Record<string, unknown>;

/**
 * The row of `columns` as one JSON object: `json_build_object('key', column, …)`. A value may also
 * be an expression (a count), which `fromJson` does not map: the caller takes it as JSON gives it.
 */
export function jsonObject(columns: Record<string, Column | SQL | SQL.Aliased>): SQL {
  const pairs = Object.entries(columns).map(([key, column]) => {
    // A key is written into the statement's text, not sent as a value: only plain names.
    if (!/^\w+$/.test(key)) throw new Error(`not a plain column key: ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${column}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** The JSON array of `element` over the rows `from` selects (`from …`), in `orderBy`'s order; `[]` when there is none. */
export function jsonArray<T>(element: SQL, from: SQL, orderBy: SQL[]): SQL<T[]> {
  return sql<T[]>`(select coalesce(json_agg(${element} order by ${sql.join(orderBy, sql`, `)}), '[]'::json) ${from})`;
}

/** JSON columns arrive parsed already: mapping them again would parse a JSON string value twice. */
const PARSED = new Set(['PgJson', 'PgJsonb']);

const mappers = new WeakMap<JsonColumns, (json: JsonRow) => JsonRow>();

/** A row read as `jsonObject(columns)`, with each value mapped by its column. */
export function fromJson<T>(columns: JsonColumns, json: JsonRow): T {
  let map = mappers.get(columns);
  if (!map) {
    map = compileFromJson(columns);
    mappers.set(columns, map);
  }
  return map(json) as T;
}

/**
 * `fromJson` for one set of columns, compiled once into an object literal (decision 478): a row
 * built key by key becomes a dictionary-mode object past a dozen keys, slower to build and to read.
 */
function compileFromJson(columns: JsonColumns): (json: JsonRow) => JsonRow {
  const keys = Object.keys(columns);
  if (keys.includes('__proto__')) throw new Error('not a plain column key: __proto__');
  const list = keys.map((key) => columns[key]!);
  const entries = keys.map((key, i) => {
    const value = `j[${JSON.stringify(key)}]`;
    const mapped = PARSED.has(list[i]!.columnType)
      ? `(${value} ?? null)`
      : `(${value} == null ? null : c[${i}].mapFromDriverValue(${value}))`;
    return `${JSON.stringify(key)}: ${mapped}`;
  });
  // The source holds only the columns' own keys, each written as a string literal.
  return new Function('c', `return (j) => ({ ${entries.join(', ')} });`)(list) as (json: JsonRow) => JsonRow;
}

/** A FROM of one row, for a statement that reads only subqueries (Drizzle's select needs a FROM). */
export const oneRow = sql`(values (1)) as ${sql.identifier('one_row')}`;
