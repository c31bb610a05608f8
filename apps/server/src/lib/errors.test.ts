import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';

describe('AppError', () => {
  it('keeps the code it is given, and none until then', () => {
    expect(new AppError(404).code).toBeUndefined();
    expect(new AppError(404, 'No such goal').withCode('goal_not_found').code).toBe('goal_not_found');
  });

  it('takes only codes of the catalogue', () => {
    // @ts-expect-error a code the catalogue does not list fails the type check
    const error = new AppError(404).withCode('no_such_code_anywhere');
    expect(error.code).toBe('no_such_code_anywhere');
  });
});
