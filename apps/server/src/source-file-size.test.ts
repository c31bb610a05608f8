import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A server source file is short enough to read at once (docs/architecture.md, "How to add a
 * feature"). Tests, test fakes and data files are exempt: they are read a case at a time.
 */
const MAX_LINES = 400;
const root = join(import.meta.dirname);
const exempt = (path: string) => /\.test\.ts$|\.fixtures\.ts$|\.data\.ts$|(^|\/)(test|fixtures)\//.test(path);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('server source files', () => {
  it(`are at most ${MAX_LINES} lines each, outside tests and data`, () => {
    const long = sourceFiles(root)
      .map((path) => relative(root, path))
      .filter((path) => !exempt(path))
      .map((path) => ({ path, lines: readFileSync(join(root, path), 'utf8').split('\n').length }))
      .filter((file) => file.lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
