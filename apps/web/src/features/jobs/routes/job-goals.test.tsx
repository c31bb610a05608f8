import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, type MockReply, mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, signIn } from '@/testing/render';
import { makeGoal, makeJob } from '../testing/fixtures';
import { JobGoalsRoute } from './job-goals';

describe('goals page after creation', () => {
  const renderGoals = (routes: Record<string, MockReply | MockReply[]>) => {
    signIn('owner');
    mockFetch(routes);
    return renderAt(<JobGoalsRoute />, { path: '/job-listing/details/:id/goals', at: '/job-listing/details/job-1/goals' });
  };

  it('follows a pending job until its goals exist, then lists them read-only', async () => {
    let ready = false;
    const pending = makeJob({
      status: 'pending',
      workflow_state: 'pending',
      evaluation_goals: { goals: [], confirmed: false, coverage_analysis: null, goals_count: 0, questions_count: 0, version: 0 },
    });
    const goals = [makeGoal(1), makeGoal(2, { created_by: 'u1', category: 'technical' })];
    const draft = makeJob({
      evaluation_goals: { goals, confirmed: false, coverage_analysis: null, goals_count: 2, questions_count: 0, version: 1 },
    });
    renderGoals({ 'GET /app/job-positions/job-1': () => ok(ready ? draft : pending) });
    expect(await screen.findByText('Generating evaluation goals...')).toBeTruthy();
    ready = true;
    expect(await screen.findByText('Goals Generated - Awaiting Confirmation', {}, { timeout: 4_000 })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Evaluation goals' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Custom')).toBeTruthy();
    expect(within(list).getAllByText('High importance')).toHaveLength(2);
    expect(screen.getByText('Pending')).toBeTruthy();
  });

  it('shows why goal generation failed', async () => {
    renderGoals({
      'GET /app/job-positions/job-1': ok(
        makeJob({
          status: 'failed',
          workflow_state: 'failed',
          failure_reason: 'The AI engine timed out',
          evaluation_goals: { goals: [], confirmed: false, coverage_analysis: null, goals_count: 0, questions_count: 0, version: 0 },
        }),
      ),
    });
    expect((await screen.findByRole('alert')).textContent).toContain('The AI engine timed out');
    expect(screen.getByRole('heading', { name: 'No Evaluation Goals' })).toBeTruthy();
  });

  it("says 'Job listing not found' (spec 02 §2.1) for an unknown id", async () => {
    renderGoals({ 'GET /app/job-positions/job-1': fail(404, 'Job position not found') });
    expect((await screen.findByRole('alert')).textContent).toBe('Job listing not found');
  });

  it('shows "Error: " and the message when the job cannot be read', async () => {
    renderGoals({ 'GET /app/job-positions/job-1': fail(500, 'Internal server error. Please try again later.') });
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Internal server error. Please try again later.');
  });
});
