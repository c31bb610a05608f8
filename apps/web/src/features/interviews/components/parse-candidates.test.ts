import { describe, expect, it } from 'vitest';
import { parseCandidates } from './parse-candidates';

describe('pasting candidates', () => {
  it('reads the usual shapes: name <email>, name comma email, tab-separated, a bare address', () => {
    const text = [
      'Ada Lovelace <Ada@Example.com>',
      'Grace Hopper, grace@example.com',
      'linus@example.org\tLinus T',
      'alan.turing@example.com',
      '',
    ].join('\n');
    expect(parseCandidates(text)).toEqual({
      candidates: [
        { name: 'Ada Lovelace', email: 'ada@example.com' },
        { name: 'Grace Hopper', email: 'grace@example.com' },
        { name: 'Linus T', email: 'linus@example.org' },
        { name: 'Alan Turing', email: 'alan.turing@example.com' },
      ],
      unread: [],
    });
  });

  it('gives back lines without an address to be fixed by hand', () => {
    expect(parseCandidates('Just a name\n  \nx@y.io')).toEqual({ candidates: [{ name: 'X', email: 'x@y.io' }], unread: ['Just a name'] });
  });
});
