import { describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { is, Placeholder } from 'drizzle-orm';
import { givenKeys, placeholdersOf, preparedPerShape, prefixedParams } from './prepared.ts';

describe('statements prepared per shape (decision 450)', () => {
  it('builds a statement once per database and set of keys, each shape under its own name', () => {
    const built: string[] = [];
    const statementOf = preparedPerShape('insert_thing', (_db, keys, name) => {
      built.push(name);
      return `${name}:${keys.join('+')}`;
    });
    const db = {} as Db;
    expect(statementOf(db, ['a', 'b'])).toBe('insert_thing_1:a+b');
    expect(statementOf(db, ['a', 'b'])).toBe('insert_thing_1:a+b');
    expect(statementOf(db, ['a'])).toBe('insert_thing_2:a');
    expect(built).toEqual(['insert_thing_1', 'insert_thing_2']);
    // Another database prepares its own.
    expect(statementOf({} as Db, ['a'])).toBe('insert_thing_1:a');
  });

  it('takes the keys of the values given, sorted: undefined is left out, null is a value', () => {
    expect(givenKeys({ title: 'x', benefits: undefined, reportingTo: null, department: '' })).toEqual([
      'department',
      'reportingTo',
      'title',
    ]);
  });

  it("names a row's values by its prefix, and finds that row's placeholders among a shape's keys under its own keys", () => {
    const params = { id: 'p1', ...prefixedParams('set_', { title: 'Lead', reportingTo: null }), ...prefixedParams('goal_', { text: 'x' }) };
    expect(params).toEqual({ id: 'p1', set_title: 'Lead', set_reportingTo: null, goal_text: 'x' });
    const placeholders = placeholdersOf(givenKeys(params), 'set_');
    expect(Object.keys(placeholders)).toEqual(['reportingTo', 'title']);
    expect(Object.values(placeholders).every((p) => is(p, Placeholder))).toBe(true);
    expect(placeholders.title?.name).toBe('set_title');
  });
});
