import { describe, expect, it } from 'vitest';
import {
  needsOverrideReason,
  OVERRIDE_REASON_TEXT_HINT,
  overrideReasonOf,
  RECOMMENDATION_SOURCE_LABELS,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  reviewScoreSchema,
} from './blind-review.ts';
import { OVERRIDE_REASON_LABELS, OVERRIDE_REASON_THRESHOLD } from './reviews.ts';

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('a reason for overriding the AI', () => {
  it('is needed from 2 points away from the AI score, never for an answer the AI did not score', () => {
    expect(OVERRIDE_REASON_THRESHOLD).toBe(2);
    expect(needsOverrideReason(3, 4)).toBe(false);
    expect(needsOverrideReason(2, 4)).toBe(true);
    expect(needsOverrideReason(5, 3)).toBe(true);
    expect(needsOverrideReason(1, null)).toBe(false);
  });

  it('takes one of the five codes and 10 to 500 characters of text, trimmed', () => {
    expect(REVIEW_LIMITS).toEqual({ overrideReasonTextMin: 10, overrideReasonTextMax: 500 });
    expect(OVERRIDE_REASON_TEXT_HINT).toBe('10 to 500 characters');
    const text = '  The second example was misread.  ';
    expect(reviewScoreSchema.parse({ score: 1, override_reason: { code: 'evidence_misread', text } })).toEqual({
      score: 1,
      note: null,
      override_reason: { code: 'evidence_misread', text: text.trim() },
    });
    expect(first(reviewScoreSchema.safeParse({ score: 1, override_reason: { code: 'hunch', text } }))).toBe(
      REVIEW_MESSAGES.overrideReasonCode,
    );
    expect(first(reviewScoreSchema.safeParse({ score: 1, override_reason: { code: 'other', text: ' too short ' } }))).toBe(
      REVIEW_MESSAGES.overrideReasonTextShort,
    );
    expect(first(reviewScoreSchema.safeParse({ score: 1, override_reason: { code: 'other', text: 'x'.repeat(501) } }))).toBe(
      REVIEW_MESSAGES.overrideReasonTextLong,
    );
    expect(reviewScoreSchema.parse({ score: 3 }).override_reason).toBeNull();
  });

  it('is returned with its label', () => {
    expect(overrideReasonOf('language', 'Read as Spanish, written in English.')).toEqual({
      code: 'language',
      label: OVERRIDE_REASON_LABELS.language,
      text: 'Read as Spanish, written in English.',
    });
    expect(overrideReasonOf(null, null)).toBeNull();
  });

  it('is asked for with both scores and the difference named', () => {
    expect(REVIEW_MESSAGES.overrideReasonRequired(1, 4)).toBe(
      "Your score (1) differs from the AI's (4) by 3 points: choose a reason and say why before saving.",
    );
    // After a blind score (decision 499): asked once the AI's score shows, never before.
    expect(REVIEW_MESSAGES.blindScoreReasonDue(5, 1)).toBe(
      "You scored 5 before seeing the AI's score (1): they differ by 4 points. Choose a reason and say why.",
    );
  });
});

describe('review progress', () => {
  it('labels the recommendation an AI draft until reviewed, and counts what is left', () => {
    expect(RECOMMENDATION_SOURCE_LABELS).toEqual({ ai_draft: 'AI draft', reviewed: 'Reviewed' });
    expect(REVIEW_MESSAGES.unreviewed(1)).toBe('1 answer not reviewed');
    expect(REVIEW_MESSAGES.unreviewed(3)).toBe('3 answers not reviewed');
  });
});
