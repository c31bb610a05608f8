import { describe, expect, it } from 'vitest';
import { isUuid } from './uuid.ts';

describe('isUuid', () => {
  it('accepts UUIDs in either case and nothing else', () => {
    expect(isUuid('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(isUuid('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe(true);
    for (const value of [
      '',
      'x',
      '0f8fad5b-d9cb-469f-a165-70867728950',
      '0f8fad5b-d9cb-469f-a165-70867728950e ',
      "1' or '1'='1",
      null,
      undefined,
    ]) {
      expect(isUuid(value)).toBe(false);
    }
  });
});
