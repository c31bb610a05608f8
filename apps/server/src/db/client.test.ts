import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

describe.skipIf(!process.env.TEST_DATABASE_URL)('the PostgreSQL connection', () => {
  it('plans a named statement once, however its parameters vary, and reuses that plan (decision 457)', async () => {
    const database = await openDatabase({ url: process.env.TEST_DATABASE_URL, poolSize: 1 });
    try {
      const { db } = database;
      const probe = db
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`pg_class`)
        .where(sql`relnamespace = ${sql.placeholder('namespace')}::oid`)
        .prepare('plan_probe');
      for (const namespace of [11, 99, 2200, 11, 99, 2200, 11, 99]) await probe.execute({ namespace });
      const plans = await db.execute(
        sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name = 'plan_probe'`,
      );
      expect(plans.rows).toEqual([{ generic: 8, custom: 0 }]);
    } finally {
      await database.close();
    }
  });
});
