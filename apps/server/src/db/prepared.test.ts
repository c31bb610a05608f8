import { describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { givenKeys, preparedPerShape } from './prepared.ts';

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
});
