import { ANSWER_FLAG_REASONS, NEEDS_HUMAN_REVIEW_LABEL, unsupportedLanguageSummary } from '@hiring/shared/ai';
import { INTERVIEW_MESSAGES } from '@hiring/shared/interviews';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, signIn } from '@/testing/render';
import { makeDetail, makePage } from '../testing/fixtures';
import { InterviewResultRoute } from './interview-result';

/** The fixture's answer as the engine leaves one in a language it does not score. */
function spanishDetail(reviewScore: number | null = null) {
  const detail = makeDetail();
  const answer = detail.answers[0]!;
  answer.answer_text = 'Dirigí la revisión del incidente y redujimos el tiempo de recuperación un 40%.';
  answer.ai = {
    ...answer.ai!,
    score: null,
    raw_score: null,
    rationale: unsupportedLanguageSummary('es', ['en']),
    evidence: [],
    goal_scores: [],
    flags: ['unsupported_language'],
    language: 'es',
  };
  answer.final_score = reviewScore;
  if (reviewScore !== null)
    answer.review = {
      score: reviewScore,
      note: null,
      reviewer_id: 'u1',
      reviewer_name: 'Ada Owner',
      reviewed_at: '2026-11-22T00:00:00.000Z',
      confirmed: false,
      override_reason: null,
    };
  return detail;
}

function render(detail: ReturnType<typeof makeDetail>, after = detail) {
  signIn('owner');
  let patched = false;
  const mock = mockFetch({
    'GET /app/job-positions/options': ok({ items: [], total_count: 0 }),
    'GET /app/interviews/iv-1': () => ok(patched ? after : detail),
    'PATCH /app/interviews/iv-1/scores/q1': () => {
      patched = true;
      return ok(after);
    },
    'GET /app/interviews': ok(makePage([])),
  });
  return { ...mock, ...renderAt(<InterviewResultRoute />, { path: '/interviews/:id', at: '/interviews/iv-1' }) };
}

describe('an answer the AI could not score because of its language', () => {
  it('shows "Needs human review" with the language in place of an AI score, as a named region', async () => {
    render(spanishDetail());
    const answer = await screen.findByRole('article', { name: 'Tell us about an incident you led.' });
    const region = within(answer).getByRole('region', { name: `${NEEDS_HUMAN_REVIEW_LABEL}, question 1` });
    expect(within(region).getByRole('heading', { name: NEEDS_HUMAN_REVIEW_LABEL })).toBeTruthy();
    expect(region.textContent).toContain('Written in Spanish');
    expect(region.textContent).toContain('the AI engine scores English only, so a reviewer should score this answer.');
    expect(within(answer).queryByRole('region', { name: /AI score/ })).toBeNull();
    expect(within(answer).queryByRole('button', { name: /Confirm AI score/ })).toBeNull();
    expect(within(answer).queryByText('(AI score)')).toBeNull();
  });

  it('falls back to the flag reason when the engine gave no summary, and says so without a language it could not tell', async () => {
    const detail = spanishDetail();
    detail.answers[0]!.ai!.rationale = '';
    detail.answers[0]!.ai!.language = null;
    render(detail);
    const region = await screen.findByRole('region', { name: `${NEEDS_HUMAN_REVIEW_LABEL}, question 1` });
    expect(region.textContent).toContain('No AI score');
    expect(region.textContent).toContain(ANSWER_FLAG_REASONS.unsupported_language);
  });

  it('lets the reviewer score it with the keyboard-reachable radios, and shows the score saved', async () => {
    const { callsTo } = render(spanishDetail(), spanishDetail(4));
    const answer = await screen.findByRole('article', { name: 'Tell us about an incident you led.' });
    const four = within(answer).getByRole('radio', { name: '4' });
    fireEvent.click(four);
    fireEvent.click(within(answer).getByRole('button', { name: 'Save score 4' }));
    await waitFor(() =>
      expect(callsTo('PATCH /app/interviews/iv-1/scores/q1')[0]?.body).toEqual({ score: 4, note: null, override_reason: null }),
    );
    expect(await within(answer).findByText(INTERVIEW_MESSAGES.scoreSaved)).toBeTruthy();
    // The reviewer's own entry: they scored it, the AI gave no score.
    expect(await within(answer).findByText(/Scored by you/)).toBeTruthy();
  });
});
