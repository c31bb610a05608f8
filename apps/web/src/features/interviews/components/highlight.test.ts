import { describe, expect, it } from 'vitest';
import { displayCandidate } from './blind';
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
  const ada = { candidate_name: 'Ada Lovelace', candidate_email: 'ada@example.com', candidate_label: 'Candidate 3F2A' };

  it('hides the name and email behind the neutral label, even when the server sent them', () => {
    expect(displayCandidate(ada, true)).toEqual({ name: 'Candidate 3F2A', email: null });
  });

  it('shows the name and email when not blind, and the label once the data is deleted', () => {
    expect(displayCandidate(ada, false)).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com' });
    expect(displayCandidate({ candidate_name: null, candidate_email: null, candidate_label: 'Candidate 9C1D' }, false)).toEqual({
      name: 'Candidate 9C1D',
      email: null,
    });
  });
});
