import { GOAL_MESSAGES } from '@hiring/shared/goals';
import { BACKGROUND_POLL_MS } from '@hiring/shared/job-status';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, signIn } from '@/testing/render';
import { makeGoalsScreen, makeScreenGoal, makeSummaryJob } from '../testing/fixtures';
import { GoalsScreenRoute } from './goals-screen';

const JOB = '/app/job-positions/job-1';
const threeGoals = (questions = 0) => [1, 2, 3].map((n) => makeScreenGoal(n, { questions }));

const renderScreen = () => {
  signIn('owner');
  return renderAt(<GoalsScreenRoute />, { path: '/job-listing/details/:id/goals', at: '/job-listing/details/job-1/goals' });
};

const coverage = () => screen.getByText('Coverage', { selector: 'dt' }).nextElementSibling?.textContent;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the goals screen follows the work the server does after confirmation', () => {
  it('moves from the queued question generation to the written questions without a reload, and offers the questions screen', async () => {
    // The server's side: the test moves the position on, as the queued job does.
    let status = 'goals_confirmed';
    const { callsTo } = mockFetch({
      [`GET ${JOB}`]: () => ok(makeSummaryJob(status)),
      [`GET ${JOB}/goals`]: () => ok(makeGoalsScreen(status, threeGoals(status === 'questions_ready' ? 2 : 0))),
    });
    renderScreen();
    expect(await screen.findByText(GOAL_MESSAGES.questionsQueued)).toBeTruthy();
    expect(coverage()).toBe('0%');
    expect(screen.getByText('Next step: Generate interview questions')).toBeTruthy();

    status = 'generating_questions';
    expect(await screen.findByText(GOAL_MESSAGES.questionsGenerating, {}, { timeout: 2 * BACKGROUND_POLL_MS })).toBeTruthy();
    expect(screen.getByRole('link', { name: GOAL_MESSAGES.openQuestions }).getAttribute('href')).toBe('/job-listing/job-1/questions');

    status = 'questions_ready';
    expect(await screen.findByText(GOAL_MESSAGES.questionsGenerated(6), {}, { timeout: 2 * BACKGROUND_POLL_MS })).toBeTruthy();
    expect(coverage()).toBe('100%');
    expect(screen.queryByText(GOAL_MESSAGES.noQuestionsWarning)).toBeNull();
    expect(screen.getByText('Next step: Review and finalize the interview questions')).toBeTruthy();
    expect(screen.getByRole('link', { name: GOAL_MESSAGES.openQuestions }).getAttribute('href')).toBe('/job-listing/job-1/questions');

    // Done: no more asking while nothing runs.
    const asked = callsTo(`GET ${JOB}/goals`).length;
    await sleep(BACKGROUND_POLL_MS + 500);
    expect(callsTo(`GET ${JOB}/goals`).length).toBe(asked);
  }, 15_000);

  it('does not ask again while goals await confirmation', async () => {
    const { callsTo } = mockFetch({
      [`GET ${JOB}`]: ok(makeSummaryJob('draft')),
      [`GET ${JOB}/goals`]: ok(makeGoalsScreen('draft', threeGoals())),
    });
    renderScreen();
    expect(await screen.findByText(GOAL_MESSAGES.awaitingConfirmation)).toBeTruthy();
    expect(screen.queryByRole('link', { name: GOAL_MESSAGES.openQuestions })).toBeNull();
    const asked = callsTo(`GET ${JOB}/goals`).length;
    await sleep(BACKGROUND_POLL_MS + 500);
    expect(callsTo(`GET ${JOB}/goals`).length).toBe(asked);
  }, 10_000);
});

describe('confirming goals', () => {
  it('says in a dialog how many unticked goals will be deleted, and sends only after it is confirmed', async () => {
    const { callsTo } = mockFetch({
      [`GET ${JOB}`]: ok(makeSummaryJob('draft')),
      [`GET ${JOB}/goals`]: ok(makeGoalsScreen('draft', threeGoals())),
      [`POST ${JOB}/confirm-goals`]: ok(makeGoalsScreen('goals_confirmed', [makeScreenGoal(1)])),
    });
    renderScreen();
    const list = await screen.findByRole('list', { name: 'Evaluation goals' });
    const boxes = within(list).getAllByRole('checkbox');
    fireEvent.click(boxes[1]!);
    fireEvent.click(boxes[2]!);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm 1 Goal' }));

    const dialog = screen.getByRole('dialog', { name: GOAL_MESSAGES.confirmDialogTitle(1) });
    expect(dialog.textContent).toContain('2 of 3 goals are not selected and will be deleted.');
    expect(dialog.textContent).toContain(GOAL_MESSAGES.confirmLocks);
    expect(callsTo(`POST ${JOB}/confirm-goals`)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(`POST ${JOB}/confirm-goals`)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm 1 Goal' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm 1 Goal' }));
    await waitFor(() => expect(callsTo(`POST ${JOB}/confirm-goals`)).toHaveLength(1));
    const body = callsTo(`POST ${JOB}/confirm-goals`)[0]!.body as { evaluation_goals: { id: string }[] };
    expect(body.evaluation_goals.map((g) => g.id)).toEqual(['goal-1']);
    expect(await screen.findByText(GOAL_MESSAGES.goalsConfirmed)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks of one goal in the singular', () => {
    expect(GOAL_MESSAGES.confirmRemoves(1, 3)).toBe(
      '1 of 3 goals is not selected and will be deleted. To use it later, add it again as a custom goal.',
    );
    expect(GOAL_MESSAGES.confirmDialogTitle(1)).toBe('Confirm 1 Goal?');
    expect(GOAL_MESSAGES.confirmDialogTitle(2)).toBe('Confirm 2 Goals?');
  });

  it('confirms at once, with no dialog, when every goal is selected', async () => {
    const { callsTo } = mockFetch({
      [`GET ${JOB}`]: ok(makeSummaryJob('draft')),
      [`GET ${JOB}/goals`]: ok(makeGoalsScreen('draft', threeGoals())),
      [`POST ${JOB}/confirm-goals`]: ok(makeGoalsScreen('goals_confirmed', threeGoals())),
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm 3 Goals' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(callsTo(`POST ${JOB}/confirm-goals`)).toHaveLength(1));
  });
});
