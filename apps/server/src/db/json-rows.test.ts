import { asc, getTableColumns, sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets, openTestDatabase, type TestDatabase } from '../test/harness.ts';
import { fromJson, jsonArray, jsonObject, oneRow } from './json-rows.ts';

/** A table with a column of each kind the statements read as JSON (decision 462). */
const things = pgTable('json_rows_things', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  note: text('note'),
  rank: integer('rank_order').notNull(),
  active: boolean('active').notNull(),
  tags: jsonb('tags').$type<string[]>().notNull(),
  meta: jsonb('meta'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  seenAt: timestamp('seen_at'),
});

describe.each(dbTargets)('rows read as JSON on %s (decision 462)', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.db.execute(
      sql`create table json_rows_things (id uuid primary key, name text not null, note text, rank_order integer not null, active boolean not null, tags jsonb not null, meta jsonb, created_at timestamptz not null, seen_at timestamp)`,
    );
    await database.db.execute(sql`insert into json_rows_things values
      ('00000000-0000-4000-8000-000000000001', 'first', null, 2, true, '["a","b"]', '{"k": "42"}', '2026-11-24 18:20:59.123456+00', '2026-11-24 18:20:59.999999'),
      ('00000000-0000-4000-8000-000000000002', 'it''s "second"', 'a note', 1, false, '[]', '{"k": [1, null]}', '2026-01-01 00:00:00+05', null),
      ('00000000-0000-4000-8000-000000000003', 'third', '', 3, true, '["c"]', null, '1999-12-31 23:59:59.9999+00', '2000-01-01 00:00:00')`);
  });
  afterAll(async () => {
    await database?.drop();
  });

  const readAll = async () => {
    const [read] = await database.db
      .select({ rows: jsonArray<Record<string, unknown>>(jsonObject(getTableColumns(things)), sql`from ${things}`, [asc(things.rank)]) })
      .from(oneRow);
    return read!.rows.map((row) => fromJson<typeof things.$inferSelect>(getTableColumns(things), row));
  };

  it('gives the same rows as a select of the same columns: timestamps, JSON, nulls and quotes included', async () => {
    const selected = await database.db.select().from(things).orderBy(asc(things.rank));
    const rows = await readAll();
    expect(rows).toEqual(selected);
    expect(rows.map((row) => row.name)).toEqual([`it's "second"`, 'first', 'third']);
    expect(rows[1]!.createdAt).toBeInstanceOf(Date);
    expect(rows[1]!.createdAt.toISOString()).toBe('2026-11-24T18:20:59.123Z');
  });

  it('keeps a JSON string stored in a jsonb column a string, not parsed a second time', async () => {
    await database.db.execute(sql`update json_rows_things set meta = '"42"' where name = 'first'`);
    expect((await readAll())[1]!.meta).toBe('42');
  });

  it('gives an empty array when no row matches', async () => {
    const [read] = await database.db
      .select({ rows: jsonArray(jsonObject(getTableColumns(things)), sql`from ${things} where false`, [asc(things.rank)]) })
      .from(oneRow);
    expect(read!.rows).toEqual([]);
  });

  it('writes only plain column keys into the statement', () => {
    expect(() => jsonObject({ "x', (select 1), '": things.name })).toThrow('not a plain column key');
  });
});
