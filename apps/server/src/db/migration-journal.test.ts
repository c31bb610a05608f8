import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../paths.ts';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
const files = readdirSync(migrationsFolder)
  .filter((f) => f.endsWith('.sql'))
  .map((f) => f.replace(/\.sql$/, ''))
  .sort();

/**
 * The migrator applies what the journal lists, in its order, and skips an entry whose `when` is
 * not later than the last one applied: a migration file missing from the journal is never run.
 */
describe('the migration journal', () => {
  it('lists every migration file once, numbered as its file, in order', () => {
    expect(journal.entries.map((e) => e.tag)).toEqual(files);
    expect(journal.entries.map((e) => e.idx)).toEqual(files.map((_, i) => i));
    for (const entry of journal.entries) expect(entry.tag.slice(0, 4)).toBe(String(entry.idx).padStart(4, '0'));
  });

  it('gives each migration a later time than the one before it', () => {
    for (let i = 1; i < journal.entries.length; i++) expect(journal.entries[i]!.when).toBeGreaterThan(journal.entries[i - 1]!.when);
  });
});
