import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fail, type MockReply, mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, signIn } from '@/testing/render';
import { makeJobHeader, makeQuestion, makeScreen } from '../testing/insights-fixtures';
import { QuestionAnalyticsRoute } from './analytics';

beforeAll(() => {
  // jsdom measures nothing; the charts only need the observer to exist.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

function renderAnalytics(reply: MockReply) {
  signIn('owner');
  mockFetch({ 'GET /app/job-positions/job-1/questions': reply, 'GET /app/job-positions/job-1': ok(makeJobHeader()) });
  return renderAt(<QuestionAnalyticsRoute />, {
    path: '/job-listing/:id/questions/analytics',
    at: '/job-listing/job-1/questions/analytics',
  });
}

const rowsOf = (caption: string) => {
  // Role queries walk the whole chart; the table is found by its caption and read directly.
  const table = screen.getByText(caption, { selector: 'caption' }).closest('table') as HTMLTableElement;
  return [...table.tBodies[0]!.rows].map((row) => [...row.cells].map((c) => c.textContent));
};

// The charts library loads (and transforms) cold in the first test that draws one; the machine may be busy.
describe('question set analytics', { timeout: 20_000 }, () => {
  it("shows a skeleton while loading, with 'Back to Questions'", () => {
    renderAnalytics(() => new Promise(() => {}) as never);
    expect(screen.getByRole('status', { name: 'Loading analytics' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Questions' }).getAttribute('href')).toBe('/job-listing/job-1/questions');
  });

  it('shows the error box', async () => {
    renderAnalytics(fail(404, 'Job position not found'));
    expect((await screen.findByRole('alert')).textContent).toContain('Job position not found');
  });

  it('shows an empty state when there are no questions', async () => {
    renderAnalytics(ok(makeScreen({ questions: [] })));
    expect(await screen.findByRole('heading', { name: 'No Questions to Analyze' })).toBeTruthy();
    expect(screen.getByText('This position has no interview questions yet. Generate them on the questions screen.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says how far generation is when the questions are being written', async () => {
    renderAnalytics(
      ok(
        makeScreen({
          status: 'generating_questions',
          questions: [],
          generation: { status: 'generating', goals_done: 2, goals_total: 5, failure_reason: null },
        }),
      ),
    );
    expect(await screen.findByText(/Questions are being generated \(2 of 5 goals done\)/)).toBeTruthy();
  });

  it('shows the overall metrics of the set', async () => {
    renderAnalytics(ok(makeScreen()));
    await screen.findByText('Overall Metrics', { selector: 'h2' });
    const facts = Object.fromEntries(
      [...document.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent] as const),
    );
    expect(facts).toMatchObject({
      'Total questions': '3',
      'Goal coverage': '50%',
      'Overall quality': '72 / 100',
      'Connections per question': '1',
      'Total evaluation power': '2.4',
      'Difficulty balance': '85 / 100',
      'Category diversity': '50 / 100',
      Categories: 'technical',
    });
    expect(screen.getByText('Add a question for "Explains trade-offs to the team".')).toBeTruthy();
    expect(screen.getByText('Backend Engineer: how the interview questions cover the evaluation goals.')).toBeTruthy();
  });

  it('gives each chart a summary and a data table for screen readers, the chart itself hidden from them', async () => {
    const screenData = makeScreen({ questions: [1, 2, 3, 4].map((n) => makeQuestion(n)) });
    screenData.overall_metrics.question_distribution = { technical: 3, business: 1 };
    screenData.overall_metrics.difficulty_balance = { easy: 1, mid: 2, hard: 1, score: 90 };
    renderAnalytics(ok(screenData));
    await screen.findByText('Coverage per Goal', { selector: 'h2' });
    expect(rowsOf('Coverage per goal')).toEqual([
      ['Designs reliable APIs', 'Technical', '3', '2.4'],
      ['Explains trade-offs to the team', 'Interpersonal', '0', '0'],
    ]);
    expect(screen.getByText('1 of 2 goals have at least one question.')).toBeTruthy();
    expect(rowsOf('Difficulty balance')).toEqual([
      ['Easy', '1'],
      ['Medium', '2'],
      ['Hard', '1'],
    ]);
    const legend = [...document.querySelectorAll('figcaption')].find((c) => c.textContent?.includes('Easy'));
    expect([...(legend?.querySelectorAll(':scope > span > span') ?? [])].map((s) => s.textContent)).toEqual([
      'Easy: 1',
      'Medium: 2',
      'Hard: 1',
    ]);
    expect(rowsOf('Category balance')).toEqual([
      ['Business', '1', '0'],
      ['Interpersonal', '0', '1'],
      ['Technical', '3', '1'],
    ]);
    const figures = document.querySelectorAll('figure');
    expect(figures).toHaveLength(3);
    for (const figure of figures) expect(figure.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
