import { describe, expect, it } from 'vitest';
import { blindLabel, displayCandidate, redact } from './blind';
import { highlightSegments, quoteFound } from './highlight';

describe('evidence quotes highlighted in the answer', () => {
  it('marks each quote where it stands in the answer, with plain text between', () => {
    const text = 'I led the migration. We cut costs by 30%. Then I wrote the runbook.';
    expect(highlightSegments(text, ['We cut costs by 30%', 'wrote the runbook'])).toEqual([
      { text: 'I led the migration. ', quote: null },
      { text: 'We cut costs by 30%', quote: 0 },
      { text: '. Then I ', quote: null },
      { text: 'wrote the runbook', quote: 1 },
      { text: '.', quote: null },
    ]);
  });

  it('finds a quote whose case differs, merges overlapping quotes, and leaves out quotes not in the answer', () => {
    const text = 'Kubernetes upgrades every quarter';
    expect(highlightSegments(text, ['kubernetes upgrades', 'upgrades every', 'not there'])).toEqual([
      { text: 'Kubernetes upgrades', quote: 0 },
      { text: ' every', quote: 1 },
      { text: ' quarter', quote: null },
    ]);
    expect(quoteFound(text, 'not there')).toBe(false);
    expect(quoteFound(text, 'EVERY QUARTER')).toBe(true);
  });

  it('gives the whole answer as one plain part without quotes', () => {
    expect(highlightSegments('Short answer', [])).toEqual([{ text: 'Short answer', quote: null }]);
    expect(highlightSegments('', ['x'])).toEqual([{ text: '', quote: null }]);
  });
});

describe('blind mode', () => {
  const ada = { name: 'Ada Lovelace', email: 'ada@example.com' };

  it('hides the name and email behind a letter', () => {
    expect(displayCandidate(ada, 1, true)).toEqual({ name: 'Candidate B', email: null });
    expect(displayCandidate(ada, 1, false)).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com' });
    expect(blindLabel(0)).toBe('Candidate A');
  });

  it('takes the name and email out of quoted answers', () => {
    expect(redact('Hi, I am Ada Lovelace (ada@example.com). Ada here.', ada)).toBe(
      'Hi, I am [name hidden] ([name hidden]). [name hidden] here.',
    );
  });
});
