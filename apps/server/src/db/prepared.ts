import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * A query built once per database and run with placeholders (`sql.placeholder('name')`) after.
 * Building a Drizzle query walks every column and operator on each call, which was the largest
 * part of a simple route's CPU time (decision 321); on PostgreSQL a named statement is also
 * parsed and planned once per connection instead of on every call. Only for the database itself:
 * a transaction runs its queries unprepared.
 */
export function preparedPerDb<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
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
