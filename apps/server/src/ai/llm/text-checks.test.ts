import { describe, expect, it } from 'vitest';
import { findVerbatim, isCopiedQuestion, isNearDuplicate, similarity } from './text-checks.ts';

describe('text checks of model answers', () => {
  const answer = 'I ran EXPLAIN ANALYZE first.\nThe plan showed a sequential scan — so I added an index on (status, created_at).';

  it('finds a quote as the exact slice of the answer despite added quotes, ellipses, spacing and case', () => {
    expect(findVerbatim(answer, 'I ran EXPLAIN ANALYZE first.')).toBe('I ran EXPLAIN ANALYZE first.');
    expect(findVerbatim(answer, '"…I ran EXPLAIN ANALYZE first."')).toBe('I ran EXPLAIN ANALYZE first.');
    expect(findVerbatim(answer, 'first. the plan   showed')).toBe('first.\nThe plan showed');
    expect(findVerbatim(answer, 'on (status, created_at)')).toBe('on (status, created_at)');
  });

  it('finds nothing for a paraphrase, an invention or a scrap', () => {
    expect(findVerbatim(answer, 'I used EXPLAIN to check the plan')).toBeNull();
    expect(findVerbatim(answer, 'I rebuilt the database')).toBeNull();
    expect(findVerbatim(answer, 'I')).toBeNull();
  });

  it('sees near-duplicates by their words, not their punctuation or order', () => {
    expect(similarity('Clear written communication', 'communication: written, clear')).toBe(1);
    expect(isNearDuplicate('PostgreSQL query performance!', ['postgresql query performance'])).toBe(true);
    expect(isNearDuplicate('Cost-aware infrastructure choices', ['PostgreSQL query performance'])).toBe(false);
  });

  it('recognises an answer that only repeats the question', () => {
    const question = 'Tell us about a time you tuned a slow PostgreSQL query in production.';
    expect(isCopiedQuestion('Tell us about a time you tuned a slow PostgreSQL query in production.', question)).toBe(true);
    expect(isCopiedQuestion('a slow PostgreSQL query in production', question)).toBe(true);
    expect(isCopiedQuestion('I tuned a slow query by adding an index and cut latency from 4 s to 60 ms.', question)).toBe(false);
    expect(isCopiedQuestion('', question)).toBe(false);
  });
});
