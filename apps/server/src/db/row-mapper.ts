import { Column, getTableName, is, SQL, Subquery, sql } from 'drizzle-orm';

/** A selected field as Drizzle lists it on a prepared query: where its value goes in the row object, and what decodes it. */
export interface SelectedField {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

type Row = Record<string, unknown>;

/** Where each value goes: a key of the row, or of an object nested in it, in the order of first appearance. */
type Tree = Map<string, Tree | string>;

/** Drizzle's decoder of an `sql` field given no `mapWith`: it returns the value as it came. */
const NOOP_DECODER = (sql`` as unknown as { decoder: Decoder }).decoder;

/**
 * A row mapper for one prepared query, worked out once from its fields (decision 478). Drizzle's
 * own `mapResultRow` does the same for every row of every execution: for each column it asks up to
 * three `is()` questions (each a walk of the prototype chain when the answer is no), walks the path
 * with an iterator, and, for a left join, tracks which table a nested object came from. It also
 * adds the row's keys one by one, so a row of more than a dozen columns ends up a dictionary-mode
 * object whose every later read is a hash lookup. This mapper is compiled once into one function
 * whose object literal gives each row a fixed shape, and keeps Drizzle's results: the same
 * objects, keys in the same order, the same decoders, and a left-joined table's object set to null
 * when its first column is null, as `mapResultRow` does. A key that an object literal cannot hold
 * as its own (`__proto__`) leaves the query to Drizzle (undefined).
 */
export function compileRowMapper(
  fields: readonly SelectedField[],
  joinsNotNullableMap?: Record<string, boolean>,
): ((rows: readonly (readonly unknown[])[]) => Row[]) | undefined {
  if (fields.some(({ path }) => path.includes('__proto__'))) return undefined;
  const decoders = fields.map(({ field }) => decoderOf(field));
  const tree: Tree = new Map();
  fields.forEach(({ path }, column) => {
    let node = tree;
    for (const key of path.slice(0, -1)) {
      let next = node.get(key);
      if (typeof next !== 'object') {
        next = new Map();
        node.set(key, next);
      }
      node = next;
    }
    const value = `r[${column}]`;
    node.set(
      path[path.length - 1]!,
      decoders[column] === NOOP_DECODER ? value : `(${value} === null ? null : d${column}.mapFromDriverValue(${value}))`,
    );
  });
  const nulls = nullableObjects(fields, joinsNotNullableMap).map(
    ({ key, path }) => `if (o${path.map(property).join('')} === null) o${property(key)} = null;`,
  );
  const source = [
    // Only the decoders the literal calls: an `sql` field without `mapWith` is taken as it came.
    ...decoders.flatMap((decoder, i) => (decoder === NOOP_DECODER ? [] : [`const d${i} = d[${i}];`])),
    `const row = (r) => { const o = ${literal(tree)}; ${nulls.join(' ')} return o; };`,
    'return (rows) => rows.map(row);',
  ].join('\n');
  // The source holds only column numbers and the query's own keys, each written as a string literal.
  return new Function('d', source)(decoders) as (rows: readonly (readonly unknown[])[]) => Row[];
}

function property(key: string): string {
  return `[${JSON.stringify(key)}]`;
}

function literal(tree: Tree): string {
  const entries = [...tree].map(([key, value]) => `${JSON.stringify(key)}: ${typeof value === 'string' ? value : literal(value)}`);
  return `{ ${entries.join(', ')} }`;
}

/**
 * The left-joined objects `mapResultRow` sets to null, with the path of the column it looks at:
 * an object at the row's top level whose first column (of a table) is null, when the join may
 * miss that table and no later column of the object comes from another table.
 */
function nullableObjects(fields: readonly SelectedField[], joinsNotNullableMap?: Record<string, boolean>) {
  if (!joinsNotNullableMap) return [];
  const firstOfObject = new Map<string, { path: string[]; table: string; mixed: boolean }>();
  for (const { path, field } of fields) {
    if (!is(field, Column) || path.length !== 2) continue;
    const table = getTableName(field.table);
    const first = firstOfObject.get(path[0]!);
    if (!first) firstOfObject.set(path[0]!, { path, table, mixed: false });
    else if (first.table !== table) first.mixed = true;
  }
  return [...firstOfObject]
    .filter(([, { table, mixed }]) => !mixed && !joinsNotNullableMap[table])
    .map(([key, { path }]) => ({ key, path }));
}

/** The decoder `mapResultRow` picks for a field. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  // An SQL's decoder is internal to Drizzle.
  type Decoded = { decoder: Decoder };
  if (is(field, SQL)) return (field as unknown as Decoded).decoder;
  if (is(field, Subquery)) return (field._ as unknown as { sql: Decoded }).sql.decoder;
  return (field as { sql: Decoded }).sql.decoder;
}

/** What a prepared Drizzle query keeps of its result's shape; internal to Drizzle, so read with care. */
interface PreparedShape {
  execute: unknown;
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: unknown;
}

/**
 * Gives a prepared select (or insert/update `returning`) the compiled mapper; anything else is
 * returned untouched. Drizzle's drivers run a prepared query's `customResultMapper`, when it has
 * one, on the rows instead of `mapResultRow` (node-postgres and PGlite alike).
 */
export function withCompiledRows<Q>(query: Q): Q {
  const prepared = query as unknown as PreparedShape;
  if (
    prepared &&
    typeof prepared === 'object' &&
    typeof prepared.execute === 'function' &&
    Array.isArray(prepared.fields) &&
    prepared.customResultMapper === undefined
  ) {
    prepared.customResultMapper = compileRowMapper(prepared.fields, prepared.joinsNotNullableMap);
  }
  return query;
}
