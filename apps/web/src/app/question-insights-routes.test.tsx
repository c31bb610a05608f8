import type { JobStatus } from '@hiring/shared/job-positions';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeJob, makeWorkflow } from '@/features/jobs/testing/fixtures';
import { makeEntry, makeQuestion, makeScreen } from '@/features/questions/testing/insights-fixtures';
import { setTokens } from '@/lib/session-storage';
import { type MockReply, mockFetch, ok } from '@/testing/fetch-mock';
import { makeProfile } from '@/testing/fixtures';
import { renderRoutes } from '@/testing/render';
import { queryClient } from './query-client';
import { createRoutes } from './router';

function signedIn(role: string, routes: Record<string, MockReply> = {}) {
  setTokens('t', 'r');
  window.localStorage.setItem('role', role);
  mockFetch({
    'GET /app/profile': ok(makeProfile({ role: role as never }, { subscription_active: true, status: 'trialing', is_trial: true })),
    ...routes,
  });
}

const questions = [1, 2, 3, 4, 5].map((n) => makeQuestion(n));

function jobAt(status: JobStatus) {
  return {
    'GET /app/job-positions/job-1': ok(makeJob({ status, workflow_state: status })),
    'GET /app/job-positions/job-1/workflow': ok(makeWorkflow(status)),
    'GET /app/job-positions/job-1/questions': ok(makeScreen({ questions, status, workflow_state: status })),
  };
}

beforeAll(() => {
  // jsdom measures nothing; the analytics charts only need the observer to exist.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

describe('question insights in the app', () => {
  // The app's one query client outlives a test: forget an earlier test's profile and pages.
  beforeEach(() => queryClient.clear());

  it('serves the set history and analytics pages to an owner, in the shell', async () => {
    signedIn('owner', { 'GET /app/job-positions/job-1/questions/history': ok({ entries: [makeEntry(1)] }), ...jobAt('questions_ready') });
    const { router } = renderRoutes(createRoutes(), '/job-listing/job-1/questions/history');
    expect(await screen.findByRole('heading', { name: 'Question Set History' }, { timeout: 3_000 })).toBeTruthy();
    expect(await screen.findByText('1 question created')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    await router.navigate('/job-listing/job-1/questions/analytics');
    // The charts' chunk loads cold.
    expect(await screen.findByText('Question Set Analytics', { selector: 'h1' }, { timeout: 8_000 })).toBeTruthy();
  }, 15_000);

  it('keeps them from the user role, as the rest of the job listing area', async () => {
    signedIn('user');
    const { router } = renderRoutes(createRoutes(), '/job-listing/job-1/questions/analytics');
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'));
  });

  it('composes the job detail with the real question previews and manager for an active job', async () => {
    signedIn('admin', jobAt('active'));
    renderRoutes(createRoutes(), '/job-listing/details/job-1');
    const preview = await screen.findByRole('list', { name: 'Interview questions preview' }, { timeout: 3_000 });
    expect(
      within(preview)
        .getAllByRole('listitem')
        .filter((li) => li.parentElement === preview),
    ).toHaveLength(4);
    const manager = screen.getByRole('heading', { name: 'Question Manager' }).closest('.rounded-xl') as HTMLElement;
    expect(within(manager).getByRole('link', { name: 'View Analytics' }).getAttribute('href')).toBe(
      '/job-listing/job-1/questions/analytics',
    );
    expect(screen.queryByRole('heading', { name: 'Question Summary' })).toBeNull();
  });

  it('composes the sidebar summary of 2 questions while interviewing', async () => {
    signedIn('owner', jobAt('interviewing'));
    renderRoutes(createRoutes(), '/job-listing/details/job-1');
    const summary = await screen.findByRole('list', { name: 'Question summary' }, { timeout: 3_000 });
    expect(within(summary).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Question Manager' })).toBeNull();
  });
});
