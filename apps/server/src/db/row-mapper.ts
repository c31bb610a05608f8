import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

/** A selected field as Drizzle lists it on a prepared query: where its value goes in the row object, and what decodes it. */
export interface SelectedField {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

type Row = Record<string, unknown>;

/** One step of building a row object: a nested object, or a decoded value, put under `key` of the object at `into`. */
type Step = { into: number; key: string } & ({ node: number } | { column: number; decoder: Decoder });

/** A joined table's object that becomes null when its first column is null and the join may miss (Drizzle's rule). */
interface Nullable {
  key: string;
  column: number;
  table: string;
}

/**
 * A row mapper for one prepared query, worked out once from its fields (decision 478). Drizzle's
 * own `mapResultRow` does the same for every row of every execution: for each column it asks up to
 * three `is()` questions (each a walk of the prototype chain when the answer is no), walks the path
 * with an iterator, and, for a left join, tracks which table a nested object came from. Our
 * combined statements return dozens of columns, so that came to about 5% of the server's CPU time
 * on the bench. This mapper decides all of that once and keeps Drizzle's results: the same
 * objects, keys in the same order, the same decoders, and a left-joined table's object set to
 * null when its first column is null, as `mapResultRow` does.
 */
export function compileRowMapper(fields: readonly SelectedField[], joinsNotNullableMap?: Record<string, boolean>) {
  const steps: Step[] = [];
  const nodes = new Map<string, number>([['', 0]]);
  const firstOfObject = new Map<string, { column: number; table: string; mixed: boolean }>();
  fields.forEach(({ path, field }, column) => {
    let into = 0;
    for (let depth = 0; depth < path.length - 1; depth++) {
      const prefix = path.slice(0, depth + 1).join('\u0000');
      let node = nodes.get(prefix);
      if (node === undefined) {
        node = nodes.size;
        nodes.set(prefix, node);
        steps.push({ into, key: path[depth]!, node });
      }
      into = node;
    }
    steps.push({ into, key: path[path.length - 1]!, column, decoder: decoderOf(field) });
    if (joinsNotNullableMap && is(field, Column) && path.length === 2) {
      const table = getTableName(field.table);
      const first = firstOfObject.get(path[0]!);
      if (!first) firstOfObject.set(path[0]!, { column, table, mixed: false });
      else if (first.table !== table) first.mixed = true;
    }
  });
  const nullable: Nullable[] = [];
  for (const [key, { column, table, mixed }] of firstOfObject) {
    if (!mixed && !joinsNotNullableMap![table]) nullable.push({ key, column, table });
  }
  const nodeCount = nodes.size;

  const mapRow = (row: readonly unknown[]): Row => {
    const objects = new Array<Row>(nodeCount);
    const result: Row = {};
    objects[0] = result;
    for (const step of steps) {
      if ('node' in step) {
        const node: Row = {};
        objects[step.node] = node;
        objects[step.into]![step.key] = node;
      } else {
        const raw = row[step.column];
        objects[step.into]![step.key] = raw === null ? null : step.decoder.mapFromDriverValue(raw);
      }
    }
    for (const { key, column } of nullable) {
      if (readPath(result, fields[column]!.path) === null) result[key] = null;
    }
    return result;
  };
  return (rows: readonly (readonly unknown[])[]): Row[] => rows.map(mapRow);
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

function readPath(row: Row, path: readonly string[]): unknown {
  let value: unknown = row;
  for (const key of path) value = (value as Row)[key];
  return value;
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
