import { RECOMMENDATION_SOURCE_LABELS, REVIEW_LIMITS, REVIEW_MESSAGES } from '@hiring/shared/blind-review';
import type { InterviewDetail } from '@hiring/shared/interviews';
import { OVERRIDE_REASON_LABELS } from '@hiring/shared/reviews';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type MockReply, mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, signIn } from '@/testing/render';
import { makeBlindDetail, makeDetail, makePage } from '../testing/fixtures';
import { InterviewResultRoute } from './interview-result';

const me = { reviewer_id: 'u1', reviewer_name: 'Ada Owner', reviewed_at: '2026-11-22T00:00:00.000Z', note: null };

/** The detail after this reviewer scored `score` (and a second reviewer `other`, when given). */
function scoredDetail(score: number, other?: number): InterviewDetail {
  const detail = makeDetail();
  const mine = { ...me, score, confirmed: score === 4, override_reason: null };
  const reviews =
    other === undefined
      ? [mine]
      : [mine, { ...me, reviewer_id: 'u2', reviewer_name: 'Grace Lead', score: other, confirmed: other === 4, override_reason: null }];
  const mean = reviews.reduce((s, r) => s + r.score, 0) / reviews.length;
  detail.answers = detail.answers.map((a) => ({
    ...a,
    review: mine,
    reviews,
    reviewers_mean: mean,
    final_score: mean,
    final_source: 'reviewers',
  }));
  return detail;
}

function render(routes: Record<string, MockReply | MockReply[] | (() => MockReply)>) {
  signIn('team_lead');
  const mock = mockFetch({ 'GET /app/interviews': ok(makePage([])), ...(routes as Record<string, MockReply>) });
  renderAt(<InterviewResultRoute />, { path: '/interviews/:id', at: '/interviews/iv-1' });
  return mock;
}

const card = () => screen.findByRole('article', { name: 'Tell us about an incident you led.' });

describe('blind-first review', () => {
  it("shows the question, its rating guide and the answer with a score form, and none of the AI's part until the reviewer scores", async () => {
    let scored = false;
    const { callsTo } = render({
      'GET /app/interviews/iv-1': () => ok(scored ? scoredDetail(3, 5) : makeBlindDetail()),
      'PATCH /app/interviews/iv-1/scores/q1': () => {
        scored = true;
        return ok(scoredDetail(3, 5));
      },
    });
    const answer = await card();
    expect(within(answer).getByText(REVIEW_MESSAGES.aiWithheld)).toBeTruthy();
    expect(within(answer).queryByText('A concrete incident with a measured outcome.')).toBeNull();
    expect(within(answer).getByText('A real incident with their role.')).toBeTruthy();
    expect(within(answer).getByText(/I led the outage review/)).toBeTruthy();
    expect(within(answer).queryByRole('button', { name: /Confirm AI score/ })).toBeNull();
    expect(screen.getByTestId('result-withheld').textContent).toBe(REVIEW_MESSAGES.resultWithheld);
    expect(screen.getByText(RECOMMENDATION_SOURCE_LABELS.ai_draft)).toBeTruthy();

    fireEvent.click(within(answer).getByRole('radio', { name: '3' }));
    fireEvent.change(within(answer).getByLabelText(/Note/), { target: { value: 'Solid, no numbers.' } });
    fireEvent.click(within(answer).getByRole('button', { name: 'Save score 3' }));
    await waitFor(() =>
      expect(callsTo('PATCH /app/interviews/iv-1/scores/q1')[0]?.body).toEqual({
        score: 3,
        note: 'Solid, no numbers.',
        override_reason: null,
      }),
    );
    // Then the AI's part beside every reviewer's score and their mean.
    expect(await within(answer).findByText('A concrete incident with a measured outcome.')).toBeTruthy();
    const reviewers = within(answer).getByRole('region', { name: "Reviewers' scores, question 1" });
    expect(within(reviewers).getByText('Ada Owner')).toBeTruthy();
    expect(within(reviewers).getByText('Grace Lead')).toBeTruthy();
    expect(within(reviewers).getByTestId('final-score').textContent).toMatch(/the mean of 2 reviewers.*4\/5/);
  });

  it('"Show AI score" asks the server, which records it, and shows the AI part', async () => {
    let revealed = false;
    const { callsTo } = render({
      'GET /app/interviews/iv-1': () => ok(revealed ? makeDetail() : makeBlindDetail()),
      'POST /app/interviews/iv-1/answers/q1/reveal-ai': () => {
        revealed = true;
        return ok(makeDetail());
      },
    });
    const answer = await card();
    fireEvent.click(within(answer).getByRole('button', { name: 'Show AI score' }));
    expect(await within(answer).findByText('A concrete incident with a measured outcome.')).toBeTruthy();
    expect(callsTo('POST /app/interviews/iv-1/answers/q1/reveal-ai')).toHaveLength(1);
    expect(within(answer).getByRole('button', { name: 'Confirm AI score (4)' })).toBeTruthy();
  });
});

describe('reasons for overriding the AI', () => {
  it('asks for a reason before saving a score 2 or more from the AI, and sends it', async () => {
    const { callsTo } = render({
      'GET /app/interviews/iv-1': ok(makeDetail()),
      'PATCH /app/interviews/iv-1/scores/q1': ok(scoredDetail(2)),
    });
    const answer = await card();
    fireEvent.click(within(answer).getByRole('radio', { name: '2' }));
    expect(within(answer).getByText(REVIEW_MESSAGES.overrideReasonRequired(2, 4))).toBeTruthy();
    const reason = within(answer).getByLabelText('Reason') as HTMLSelectElement;
    expect([...reason.options].map((o) => o.text).slice(1)).toEqual(Object.values(OVERRIDE_REASON_LABELS));
    fireEvent.click(within(answer).getByRole('button', { name: 'Save score 2' }));
    expect(await within(answer).findByText(REVIEW_MESSAGES.overrideReasonCode)).toBeTruthy();
    expect(document.activeElement).toBe(reason);
    expect(callsTo('PATCH /app/interviews/iv-1/scores/q1')).toHaveLength(0);

    fireEvent.change(reason, { target: { value: 'evidence_misread' } });
    fireEvent.change(within(answer).getByLabelText(/^Why/), { target: { value: 'short' } });
    fireEvent.click(within(answer).getByRole('button', { name: 'Save score 2' }));
    expect(await within(answer).findByText(REVIEW_MESSAGES.overrideReasonTextShort)).toBeTruthy();
    expect((within(answer).getByLabelText(/^Why/) as HTMLTextAreaElement).maxLength).toBe(REVIEW_LIMITS.overrideReasonTextMax);

    const text = 'The 40% figure is about the team, not the candidate.';
    fireEvent.change(within(answer).getByLabelText(/^Why/), { target: { value: text } });
    fireEvent.click(within(answer).getByRole('button', { name: 'Save score 2' }));
    await waitFor(() =>
      expect(callsTo('PATCH /app/interviews/iv-1/scores/q1')[0]?.body).toEqual({
        score: 2,
        note: null,
        override_reason: { code: 'evidence_misread', text },
      }),
    );
  });

  it('asks no reason and names no AI score while it is hidden, then asks for the reason once the blind score shows it', async () => {
    const explained = {
      code: 'answer_worse_than_scored' as const,
      label: 'Answer worse than scored',
      text: 'Describes the team, not their own part.',
    };
    const { callsTo } = render({
      'GET /app/interviews/iv-1': ok(makeBlindDetail()),
      'PATCH /app/interviews/iv-1/scores/q1': [
        ok(scoredDetail(1)),
        ok({
          ...scoredDetail(1),
          answers: scoredDetail(1).answers.map((a) => ({ ...a, review: a.review && { ...a.review, override_reason: explained } })),
        }),
      ],
    });
    const answer = await card();
    for (const value of [1, 2, 3, 4, 5]) {
      fireEvent.click(within(answer).getByRole('radio', { name: String(value) }));
      expect(within(answer).queryByLabelText('Reason')).toBeNull();
      expect(within(answer).queryByText(/differs from the AI/)).toBeNull();
    }
    fireEvent.click(within(answer).getByRole('radio', { name: '1' }));
    fireEvent.click(within(answer).getByRole('button', { name: 'Save score 1' }));
    await waitFor(() =>
      expect(callsTo('PATCH /app/interviews/iv-1/scores/q1')[0]?.body).toEqual({ score: 1, note: null, override_reason: null }),
    );
    // The blind score showed the AI's 4: now, and only now, the reason is asked.
    expect(await within(answer).findByText(REVIEW_MESSAGES.blindScoreReasonDue(1, 4))).toBeTruthy();
    expect(within(answer).queryByRole('alert')).toBeNull();
    expect(within(answer).queryByRole('button', { name: 'Cancel' })).toBeNull();
    fireEvent.change(within(answer).getByLabelText('Reason'), { target: { value: explained.code } });
    fireEvent.change(within(answer).getByLabelText(/^Why/), { target: { value: explained.text } });
    fireEvent.click(within(answer).getByRole('button', { name: 'Save score 1' }));
    await waitFor(() => expect(callsTo('PATCH /app/interviews/iv-1/scores/q1')).toHaveLength(2));
    expect(callsTo('PATCH /app/interviews/iv-1/scores/q1')[1]!.body).toEqual({
      score: 1,
      note: null,
      override_reason: { code: explained.code, text: explained.text },
    });
    expect(await within(answer).findByText(/Changed 4 → 1/)).toBeTruthy();
    expect(within(answer).queryByLabelText('Reason')).toBeNull();
  });
});
