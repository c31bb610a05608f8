import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { skipRowTemplateForArrays } from './array-rows.ts';
import { openDatabase } from './client.ts';

const url = process.env.TEST_DATABASE_URL;

/** What pg's Result holds after a row description (decision 477). */
type ResultState = pg.Result & { _prebuiltEmptyResultObject: object | null; _parsers: unknown[] };

describe.skipIf(!url)('rows as arrays from PostgreSQL (decision 477)', () => {
  it('builds no row-object template for a statement whose rows are arrays, and parses every column as pg does', async () => {
    const database = await openDatabase({ url, poolSize: 1 });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const text = `select 1::int as a, 'x' as a, '{"k":[1]}'::jsonb as j, true as b, null::int as n, 2::int8 as big`;
      // pg answers with its Result itself.
      const arrays = (await client.query({ text, rowMode: 'array' })) as unknown as ResultState;
      expect(arrays.rows).toEqual([[1, 'x', { k: [1] }, true, null, '2']]);
      expect(arrays.fields.map((f) => f.name)).toEqual(['a', 'a', 'j', 'b', 'n', 'big']);
      expect(arrays._parsers).toHaveLength(6);
      expect(arrays._prebuiltEmptyResultObject).toBeNull();

      // Rows as objects still get pg's own template, duplicate names and all.
      const objects = await client.query(text);
      expect(objects.rows).toEqual([{ a: 'x', j: { k: [1] }, b: true, n: null, big: '2' }]);

      // Through Drizzle, with its own parsers (a timestamp stays the text PostgreSQL sent).
      const [row] = await database.db
        .execute<{ at: string; n: number }>(sql`select '2026-11-25 04:00:00+00'::timestamptz as at, 7::int as n`)
        .then((r) => r.rows);
      expect(row).toEqual({ at: '2026-11-25 04:00:00+00', n: 7 });
      const [typed] = await database.db
        .select({ at: sql<string>`'2026-11-25 04:00:00+00'::timestamptz`, n: sql<number>`7::int` })
        .from(sql`(select 1) as one`);
      expect(typed).toEqual({ at: '2026-11-25 04:00:00+00', n: 7 });
    } finally {
      await client.end();
      await database.close();
    }
  });

  it('is applied once, however many databases are opened', async () => {
    const prototype = pg.Result.prototype as unknown as { addFields: unknown };
    skipRowTemplateForArrays(pg);
    const addFields = prototype.addFields;
    skipRowTemplateForArrays(pg);
    expect(prototype.addFields).toBe(addFields);
  });
});
