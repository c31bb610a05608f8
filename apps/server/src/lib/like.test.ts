import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike, startsPattern } from './like.ts';

describe('LIKE patterns from typed text', () => {
  it('escapes %, _ and the escape character itself, so they match literally', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
  });
  it('wraps the escaped text for "contains" and "starts with"', () => {
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(startsPattern('a%b')).toBe('a\\%b%');
    expect(containsPattern('plain')).toBe('%plain%');
  });
});
