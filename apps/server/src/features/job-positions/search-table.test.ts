import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../paths.ts';
import { dbTargets, openTestDatabase } from '../../test/harness.ts';

/** The migrations up to and including `last` (by journal index), in a folder of their own. */
function migrationsUpTo(last: number): string {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const SEARCH_TABLE_MIGRATION = 15;

describe('the job list search table (decision 440)', () => {
  const client = new PGlite();
  const db = drizzle(client);
  const folders: string[] = [];
  afterAll(async () => {
    await client.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  const words = async () =>
    (
      await client.query<{ title: string; status: string; words: string }>(
        `select p.title, s.status, s.words::text as words from job_position_search s join job_positions p on p.id = s.job_position_id order by p.title`,
      )
    ).rows;

  it('gives positions written before it their words, and keeps every later write in step', async () => {
    const before = migrationsUpTo(SEARCH_TABLE_MIGRATION - 1);
    folders.push(before);
    await migrate(db, { migrationsFolder: before });
    const company = (await client.query<{ id: string }>(`insert into companies (name) values ('Acme') returning id`)).rows[0]!.id;
    const insert = (title: string, department: string) =>
      client.query<{ id: string }>(
        `insert into job_positions (company_id, title, department, job_description, experience_level, employment_type, work_location)
         values ($1, $2, $3, 'Build things.', 'mid', 'full-time', 'remote') returning id`,
        [company, title, department],
      );
    await insert('Platform Engineer', 'Infrastructure');

    await migrate(db, { migrationsFolder });
    // Each word carries the company's id in front (decision 452).
    const tag = company.replaceAll('-', '');
    expect(await words()).toEqual([
      { title: 'Platform Engineer', status: 'draft', words: `'${tag}engineer':2 '${tag}infrastructure':3 '${tag}platform':1` },
    ]);

    const added = (await insert('Data Analyst', 'Insights')).rows[0]!.id;
    await client.query(`update job_positions set title = 'Senior Data Analyst', status = 'active' where id = $1`, [added]);
    expect(await words()).toContainEqual({
      title: 'Senior Data Analyst',
      status: 'active',
      words: `'${tag}analyst':3 '${tag}data':2 '${tag}insights':4 '${tag}senior':1`,
    });
    await client.query(`delete from job_positions where id = $1`, [added]);
    expect((await words()).map((row) => row.title)).toEqual(['Platform Engineer']);
  });
});

describe.each(dbTargets)('the search words index on %s (decision 451)', (target) => {
  it('takes every write into the index at once, with no pending list for each search to read through', async () => {
    const database = await openTestDatabase(target);
    try {
      const result = await database.db.execute(
        sql`select reloptions::text as options from pg_class where relname = 'job_position_search_words_idx'`,
      );
      expect(result.rows).toEqual([{ options: '{fastupdate=false}' }]);
    } finally {
      await database.drop();
    }
  });

  it("puts the company's id in front of every word searched, the parts of a split word included (decision 452)", async () => {
    const database = await openTestDatabase(target);
    try {
      const company = '0123abcd-0000-4000-8000-00000000000a';
      const tag = company.replaceAll('-', '');
      const result = await database.db.execute(
        sql`select job_position_search_query(${company}::uuid, ${"'r&d':* & 'o''brien':* & 'example.com/a(''b':*"})::text as query`,
      );
      expect(result.rows).toEqual([
        {
          query: `'${tag}r':* <-> '${tag}d':* & '${tag}o':* <-> '${tag}brien':* & '${tag}example.com/a(''b':* <-> '${tag}example.com':* <-> '${tag}/a(''b':*`,
        },
      ]);
    } finally {
      await database.drop();
    }
  });
});
