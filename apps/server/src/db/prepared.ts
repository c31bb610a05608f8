import { type Placeholder, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { withCompiledRows } from './row-mapper.ts';

/**
 * A query built once per database and run with placeholders (`sql.placeholder('name')`) after.
 * Building a Drizzle query walks every column and operator on each call, which was the largest
 * part of a simple route's CPU time (decision 321); on PostgreSQL a named statement is also
 * parsed and planned once per connection instead of on every call. Only for the database itself:
 * a transaction runs its queries unprepared. Its rows are mapped by a mapper worked out once
 * (decision 478).
 */
export function preparedPerDb<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = withCompiledRows(build(db));
      built.set(db, query);
    }
    return query;
  };
}

/**
 * Whether `db` is the database itself rather than a transaction: prepared statements are built on
 * the database and run outside transactions only. Drizzle's transactions are their own class.
 */
export function isRootDb(db: unknown): db is Db {
  return !(db instanceof PgTransaction);
}

/**
 * A statement whose text depends on which values are given (the columns an insert or an update
 * sets): built and prepared once per database and set of keys, as `${name}_${n}` (decision 450).
 * `build` gets the keys in a stable order and returns the prepared query for them.
 */
export function preparedPerShape<Q>(name: string, build: (db: Db, keys: string[], statementName: string) => Q) {
  const shapesOf = preparedPerDb(() => new Map<string, Q>());
  return (db: Db, keys: string[]): Q => {
    const shapes = shapesOf(db);
    const shape = keys.join(',');
    let query = shapes.get(shape);
    if (query === undefined) {
      query = withCompiledRows(build(db, keys, `${name}_${shapes.size + 1}`));
      shapes.set(shape, query);
    }
    return query;
  };
}

/** The keys of `values` whose value is given, sorted: an undefined one is left to the column's default or as it is. */
export function givenKeys(values: object): string[] {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key)
    .sort();
}

/**
 * `values` under the names of their placeholders in a prepared shape: each key prefixed by the
 * row it belongs to (`position_title`), so the values of two rows, or a row and its conditions,
 * can share one statement's parameters.
 */
export function prefixedParams(prefix: string, values: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [`${prefix}${key}`, value]));
}

/** The placeholders of a shape's keys that carry `prefix`, under the row's own keys: the other side of `prefixedParams`. */
export function placeholdersOf(keys: string[], prefix: string): Record<string, Placeholder> {
  return Object.fromEntries(keys.filter((key) => key.startsWith(prefix)).map((key) => [key.slice(prefix.length), sql.placeholder(key)]));
}
