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
import { listJobPositions } from './position-page.repository.ts';

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
    // Each word carries the end of the company's id in front (decisions 452, 456).
    const tag = company.replaceAll('-', '').slice(-10);
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
      const tag = company.replaceAll('-', '').slice(-10);
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

  it("finds a company's matches through the words index alone, with no company index to AND (decision 456)", async () => {
    const database = await openTestDatabase(target);
    try {
      const result = await database.db.execute(
        sql`select indexname from pg_indexes where tablename = 'job_position_search' order by indexname`,
      );
      expect(result.rows).toEqual([{ indexname: 'job_position_search_pkey' }, { indexname: 'job_position_search_words_idx' }]);
    } finally {
      await database.drop();
    }
  });

  it('keeps two companies whose ids end alike apart: they share a tag, and the company condition still separates them (decision 456)', async () => {
    const database = await openTestDatabase(target);
    try {
      const ours = '11111111-1111-4111-8111-00aabbccddee';
      const theirs = '22222222-2222-4222-8222-00aabbccddee';
      for (const [company, title] of [
        [ours, 'Platform Engineer'],
        [theirs, 'Platform Engineer'],
        [theirs, 'Platform Lead'],
      ] as const) {
        await database.db.execute(sql`insert into companies (id, name) values (${company}::uuid, 'Acme') on conflict (id) do nothing`);
        await database.db.execute(
          sql`insert into job_positions (company_id, title, department, job_description, experience_level, employment_type, work_location)
              values (${company}::uuid, ${title}, 'Infrastructure', 'Build things.', 'mid', 'full-time', 'remote')`,
        );
      }
      const tags = await database.db.execute(sql`select distinct left(words::text, 11) as tag from job_position_search`);
      expect(tags.rows).toEqual([{ tag: "'aabbccddee" }]);

      const found = await listJobPositions(database.db, ours, { page: 1, pageSize: 10, search: 'platform', statuses: [] });
      expect(found.total).toBe(1);
      expect(found.rows.map((row) => row.title)).toEqual(['Platform Engineer']);
      const theirsFound = await listJobPositions(database.db, theirs, { page: 1, pageSize: 10, search: 'plat', statuses: ['draft'] });
      expect(theirsFound.total).toBe(2);
    } finally {
      await database.drop();
    }
  });
});
