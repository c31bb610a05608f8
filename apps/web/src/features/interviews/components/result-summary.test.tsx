import { RECOMMENDATION_SOURCE_LABELS, REVIEW_MESSAGES } from '@hiring/shared/blind-review';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeDetail } from '../testing/fixtures';
import { ResultSummary } from './result-summary';

type Result = ReturnType<typeof makeDetail>['result'];

function renderResult(result: Partial<Result>) {
  const detail = makeDetail();
  render(<ResultSummary detail={{ ...detail, result: { ...detail.result, ...result } }} reviewed={1} total={3} />);
  return {
    line: screen.getByTestId('recommendation').textContent,
    ai: screen.queryByTestId('ai-recommendation')?.textContent ?? null,
  };
}

/** Whose recommendation is whose in the interview's result (decision 509). */
describe("the result's recommendation", () => {
  it("calls a draft that reviewers' scores moved from the AI's a draft of reviewers' scores, and names the AI's own apart", () => {
    const { line, ai } = renderResult({ recommendation: 'yes', ai_recommendation: 'no', recommendation_source: 'ai_draft' });
    expect(line).toBe(`Yes${REVIEW_MESSAGES.partlyReviewedDraft}`);
    expect(line).not.toContain(RECOMMENDATION_SOURCE_LABELS.ai_draft);
    expect(ai).toBe(REVIEW_MESSAGES.aiOwnRecommendation('No'));
    expect(screen.getByText(REVIEW_MESSAGES.partlyReviewedHelp)).toBeTruthy();
  });

  it("calls the AI's recommendation the AI draft while no reviewer's score has moved it", () => {
    const { line, ai } = renderResult({ recommendation: 'yes', ai_recommendation: 'yes', recommendation_source: 'ai_draft' });
    expect(line).toBe(`Yes${RECOMMENDATION_SOURCE_LABELS.ai_draft}`);
    expect(ai).toBeNull();
    expect(screen.getByText(REVIEW_MESSAGES.aiDraftHelp)).toBeTruthy();
  });

  it("calls a reviewed recommendation reviewed, with the AI's own named where it differs", () => {
    const { line, ai } = renderResult({ recommendation: 'no', ai_recommendation: 'yes', recommendation_source: 'reviewed' });
    expect(line).toBe(`No${RECOMMENDATION_SOURCE_LABELS.reviewed}`);
    expect(ai).toBe(REVIEW_MESSAGES.aiOwnRecommendation('Yes'));
  });
});
