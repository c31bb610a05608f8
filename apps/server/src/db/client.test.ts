import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

const targets = [
  { name: 'PGlite' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', url: process.env.TEST_DATABASE_URL }] : []),
];

describe.each(targets)('the connection to $name', ({ url }) => {
  it('plans a named statement once, however its parameters vary, and reuses that plan (decision 457)', async () => {
    const database = await openDatabase({ url, poolSize: 1 });
    try {
      const { db } = database;
      // Named on PostgreSQL by Drizzle; on PGlite every statement text is prepared under a name (decision 444).
      const probe = db
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`pg_class`)
        .where(sql`relnamespace = ${sql.placeholder('namespace')}::oid`)
        .prepare('plan_probe');
      for (const namespace of [11, 99, 2200, 11, 99, 2200, 11, 99]) await probe.execute({ namespace });
      const plans = await db.execute(
        sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where statement like '%relnamespace = $1::oid%' and statement not like '%pg_prepared_statements%'`,
      );
      expect(plans.rows).toEqual([{ generic: 8, custom: 0 }]);
    } finally {
      await database.close();
    }
  });
});
