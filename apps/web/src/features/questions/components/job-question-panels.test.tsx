import { QUESTION_SCREEN_MESSAGES as M } from '@hiring/shared/questions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, type MockReply, mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, signIn } from '@/testing/render';
import { makeQuestion, makeScreen } from '../testing/insights-fixtures';
import { jobQuestionPanels } from './job-question-panels';

const { Preview, Manager, Sidebar } = jobQuestionPanels;
const QUESTIONS = 'GET /app/job-positions/job-1/questions';

function renderPanel(element: React.ReactElement, reply: MockReply | MockReply[]) {
  signIn('owner');
  const mock = mockFetch({ [QUESTIONS]: reply });
  return { ...mock, ...renderAt(element) };
}

const six = [1, 2, 3, 4, 5, 6].map((n) =>
  makeQuestion(n, {
    intent: `Intent ${n}: ${'i'.repeat(60)}`,
    followup_suggestions: [`First follow-up of ${n} ${'f'.repeat(80)}`, `Second of ${n}`, `Third of ${n}`],
  }),
);

describe('job detail: Interview Questions preview', () => {
  it('shows the first 4 questions with 2 follow-ups each, intent cut at 40 and follow-ups at 60', async () => {
    renderPanel(<Preview jobId="job-1" />, ok(makeScreen({ questions: six })));
    const list = await screen.findByRole('list', { name: 'Interview questions preview' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(items).toHaveLength(4);
    for (const [i, item] of items.entries()) {
      const n = i + 1;
      expect(within(item).getByText(six[i]!.text)).toBeTruthy();
      const followups = within(item).getAllByRole('listitem');
      expect(followups).toHaveLength(2);
      const first = `First follow-up of ${n} ${'f'.repeat(80)}`;
      expect(followups[0]!.textContent).toBe(`${first.slice(0, 60)}...`);
      expect(followups[1]!.textContent).toBe(`Second of ${n}`);
      const intent = `Intent ${n}: ${'i'.repeat(60)}`;
      expect(item.textContent).toContain(`Intent: ${intent.slice(0, 40)}...`);
    }
    expect(screen.queryByText(six[4]!.text)).toBeNull();
    expect(screen.getByText(/Showing 4 of 6 questions/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all questions' }).getAttribute('href')).toBe('/job-listing/job-1/questions');
  });

  it('shows fewer when the set has fewer than 4 questions', async () => {
    renderPanel(<Preview jobId="job-1" />, ok(makeScreen({ questions: six.slice(0, 2) })));
    const list = await screen.findByRole('list', { name: 'Interview questions preview' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .filter((li) => li.parentElement === list),
    ).toHaveLength(2);
    expect(screen.getByText(/Showing 2 of 2 questions/)).toBeTruthy();
  });

  it('shows a skeleton while loading', () => {
    renderPanel(<Preview jobId="job-1" />, () => new Promise(() => {}) as never);
    expect(screen.getByRole('status', { name: 'Loading interview questions' })).toBeTruthy();
  });

  it('shows the empty state when the set has no questions', async () => {
    renderPanel(<Preview jobId="job-1" />, ok(makeScreen({ questions: [] })));
    expect(await screen.findByText('No interview questions yet.')).toBeTruthy();
  });

  it('shows the error when the questions cannot be read', async () => {
    renderPanel(<Preview jobId="job-1" />, fail(404, 'Job position not found'));
    expect((await screen.findByRole('alert')).textContent).toContain('Job position not found');
  });

  it('shows generation progress and follows it until the questions are there', async () => {
    const generating = makeScreen({
      status: 'generating_questions',
      questions: [],
      generation: { status: 'generating', goals_done: 1, goals_total: 3, failure_reason: null },
    });
    const { callsTo } = renderPanel(<Preview jobId="job-1" />, [ok(generating), ok(generating), ok(makeScreen({ questions: six }))]);
    expect(await screen.findByText('Generating questions: 1 of 3 goals done.')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Question generation progress' }) as HTMLProgressElement;
    expect([bar.value, bar.max]).toEqual([1, 3]);
    await screen.findByRole('list', { name: 'Interview questions preview' }, { timeout: 4_000 });
    expect(callsTo(QUESTIONS).length).toBeGreaterThanOrEqual(2);
  });
});

describe('job detail: question manager and sidebar summary', () => {
  it('links the manager to the questions screen, set history, analytics and interview links', async () => {
    renderPanel(
      <Manager jobId="job-1" />,
      ok(makeScreen({ questions: six, status: 'active', finalized: true, set_status: 'finalized', version: 2 })),
    );
    expect(await screen.findByText(/6 interview questions/)).toBeTruthy();
    expect(screen.getByText('Version 2')).toBeTruthy();
    expect(screen.getByText('Finalized')).toBeTruthy();
    expect(screen.getByText('50% goal coverage · quality 72 / 100')).toBeTruthy();
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Manage Questions')).toBe('/job-listing/job-1/questions');
    expect(href('View History')).toBe('/job-listing/job-1/questions/history');
    expect(href('View Analytics')).toBe('/job-listing/job-1/questions/analytics');
    expect(href('Create Interview Links')).toBe('/job-listing/job-1/interview-links');
  });

  it('disables Create Interview Links, saying why, until the set is finalized and the position active', async () => {
    renderPanel(<Manager jobId="job-1" />, ok(makeScreen({ questions: six, status: 'questions_ready', finalized: false })));
    const button = (await screen.findByRole('button', { name: M.createInterviewLinks })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe('manager-links-note');
    expect(document.getElementById('manager-links-note')?.textContent).toBe(M.interviewLinksNeedActive);
    expect(screen.queryByRole('link', { name: M.createInterviewLinks })).toBeNull();
  });

  it('keeps the manager links while the questions cannot be read', async () => {
    renderPanel(<Manager jobId="job-1" />, fail(500, 'Internal server error. Please try again later.'));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage Questions' })).toBeTruthy();
  });

  it('shows 2 questions in the sidebar summary, without follow-ups', async () => {
    renderPanel(<Sidebar jobId="job-1" />, ok(makeScreen({ questions: six })));
    const list = await screen.findByRole('list', { name: 'Question summary' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText(six[0]!.text)).toBeTruthy();
    expect(within(list).getByText(six[1]!.text)).toBeTruthy();
    expect(screen.queryByText(/First follow-up/)).toBeNull();
    expect(screen.getByText(/6 questions in all/)).toBeTruthy();
  });

  it('shows the sidebar empty state', async () => {
    renderPanel(<Sidebar jobId="job-1" />, ok(makeScreen({ questions: [] })));
    await waitFor(() => expect(screen.getByText('No interview questions yet.')).toBeTruthy());
  });
});
