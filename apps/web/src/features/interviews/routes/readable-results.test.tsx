import { ANSWER_FLAG_LABELS, ANSWER_FLAG_REASONS, ANSWER_FLAGS, answerFlagText } from '@hiring/shared/ai';
import { RECOMMENDATION_SOURCE_LABELS, REVIEW_MESSAGES } from '@hiring/shared/blind-review';
import { readableFlags } from '@hiring/shared/integrity';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type MockReply, mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, signIn } from '@/testing/render';
import { SCORING_POLL_MS } from '../api/interviews';
import { makeCompare, makeDetail, makePage, makeSummary } from '../testing/fixtures';
import { CompareRoute } from './compare';
import { InterviewResultRoute } from './interview-result';
import { CompletedInterviewsRoute } from './interview-lists';

const jobs = ok({
  items: [{ id: 'job-1', title: 'Site Reliability Engineer', status: 'active' }],
  page: 1,
  page_size: 100,
  total_count: 1,
  total_pages: 1,
});

function render(element: React.ReactElement, path: string, at: string, routes: Record<string, MockReply | MockReply[]>) {
  signIn('team_lead');
  const mock = mockFetch({ 'GET /app/job-positions': jobs, ...routes });
  return { ...mock, ...renderAt(element, { path, at }) };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('AI flags on an answer', () => {
  it('show readable labels, never the codes, each described by the reason it was raised', async () => {
    const detail = makeDetail();
    detail.answers[0]!.ai!.flags = ['off_topic', 'copied_question'];
    detail.answers[0]!.flags = readableFlags(['off_topic', 'copied_question']);
    render(<InterviewResultRoute />, '/interviews/:id', '/interviews/iv-1', { 'GET /app/interviews/iv-1': ok(detail) });
    const flags = await screen.findByRole('list', { name: 'AI flags' });
    expect(flags.textContent).not.toMatch(/off_topic|copied_question/);
    const offTopic = within(flags).getByRole('button', { name: 'Off topic' });
    expect(offTopic.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(offTopic.getAttribute('aria-describedby')!)?.textContent).toBe(ANSWER_FLAG_REASONS.off_topic);
    const copied = within(flags).getByRole('button', { name: 'Repeats the question' });
    expect(screen.getAllByRole('tooltip', { hidden: true }).map((t) => t.textContent)).toContain(ANSWER_FLAG_REASONS.copied_question);
    expect(copied).toBeTruthy();
  });

  it('have a label and a reason for every flag the engines raise; an unknown flag is put in words', () => {
    for (const flag of ANSWER_FLAGS) {
      expect(ANSWER_FLAG_LABELS[flag]).not.toContain('_');
      expect(ANSWER_FLAG_REASONS[flag].length).toBeGreaterThan(20);
    }
    expect(answerFlagText('off_topic')).toEqual({ label: 'Off topic', reason: ANSWER_FLAG_REASONS.off_topic });
    expect(answerFlagText('language_not_supported').label).toBe('Language not supported');
  });
});

describe('emails in the comparison', () => {
  it('wrap only after the @ and before a dot, never inside a word', async () => {
    const compare = makeCompare(false);
    compare.candidates[0]!.candidate_email = 'marcus.webb@example.test';
    render(<CompareRoute />, '/talent/compare', '/talent/compare?job=job-1&ids=iv-1,iv-2', {
      'GET /app/interviews': ok(makePage([makeSummary({ id: 'iv-1' }), makeSummary({ id: 'iv-2', candidate_name: 'Grace Hopper' })])),
      'GET /app/talent/compare': ok(compare),
    });
    const table = await screen.findByRole('table');
    const header = within(table).getByText((_, el) => el?.tagName === 'SPAN' && el.textContent === 'marcus.webb@example.test');
    // The break opportunities sit at the address's own seams, and nothing breaks at any letter.
    expect(header.innerHTML).toBe('marcus<wbr>.webb@<wbr>example<wbr>.test');
    expect(header.className).not.toContain('break-all');
  });
});

describe('interview lists', () => {
  it('line every row up on one set of columns, headed Candidate, Job, Status and Score', async () => {
    render(<CompletedInterviewsRoute />, '/interviews/completed', '/interviews/completed', {
      'GET /app/interviews': ok(
        makePage([
          makeSummary({ id: 'iv-1', recommendation: 'strong_yes' }),
          makeSummary({ id: 'iv-2', candidate_name: 'Grace Hopper', recommendation: 'no', review_status: 'not_reviewed' }),
        ]),
      ),
    });
    const list = await screen.findByRole('list', { name: 'Completed Interviews' });
    // One grid on the list; each row lays its cells on the list's columns (a subgrid), so a wider
    // badge in one row widens that column in every row.
    expect(list.className).toMatch(/md:grid(\s|$)/);
    expect(list.className).toContain('md:grid-cols-[');
    const rows = list.querySelectorAll('[data-interview-row]');
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.className).toContain('md:grid-cols-subgrid');
    expect(screen.getByTestId('list-columns').textContent).toBe('CandidateJobStatusScore and recommendation');
  });

  it('label a recommendation "AI draft" with the answers still to review until a reviewer scored every answer, then "Reviewed"', async () => {
    render(<CompletedInterviewsRoute />, '/interviews/completed', '/interviews/completed', {
      'GET /app/interviews': ok(
        makePage([
          makeSummary({ id: 'iv-1', recommendation: 'yes', recommendation_source: 'ai_draft', unreviewed_count: 3 }),
          makeSummary({
            id: 'iv-2',
            candidate_name: 'Grace Hopper',
            recommendation: 'no',
            recommendation_source: 'reviewed',
            unreviewed_count: 0,
          }),
        ]),
      ),
    });
    const list = await screen.findByRole('list', { name: 'Completed Interviews' });
    const [draft, reviewed] = [...list.querySelectorAll('[data-interview-row]')] as HTMLElement[];
    expect(draft!.textContent).toContain(`${RECOMMENDATION_SOURCE_LABELS.ai_draft} · ${REVIEW_MESSAGES.unreviewed(3)}`);
    expect(reviewed!.textContent).toContain(RECOMMENDATION_SOURCE_LABELS.reviewed);
    expect(reviewed!.textContent).not.toContain(RECOMMENDATION_SOURCE_LABELS.ai_draft);
  });

  it('are read again while an interview on the page is being scored, and stop once it is scored', async () => {
    let scoring: 'scoring' | 'scored' = 'scoring';
    const { callsTo } = render(<CompletedInterviewsRoute />, '/interviews/completed', '/interviews/completed', {
      'GET /app/interviews': () => ok(makePage([makeSummary({ scoring_status: scoring, overall_score: scoring === 'scored' ? 4 : null })])),
    });
    expect(await screen.findByText('Scoring')).toBeTruthy();
    scoring = 'scored';
    expect(await screen.findByText('4', {}, { timeout: 2 * SCORING_POLL_MS })).toBeTruthy();
    const asked = callsTo('GET /app/interviews').length;
    await sleep(SCORING_POLL_MS + 500);
    expect(callsTo('GET /app/interviews').length).toBe(asked);
  }, 10_000);
});
