import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HELP_ARTICLES } from '@/features/support/help-articles';
import { DEMO_QUESTIONS } from '@/features/support/routes/question-management-demo';
import { setTokens } from '@/lib/session-storage';
import { mockFetch, ok } from '@/testing/fetch-mock';
import { makeProfile } from '@/testing/fixtures';
import { renderRoutes } from '@/testing/render';
import { queryClient } from './query-client';
import { createRoutes } from './router';

function signedIn(role: string) {
  setTokens('t', 'r');
  window.localStorage.setItem('role', role);
  queryClient.clear();
  return mockFetch({ 'GET /app/profile': ok(makeProfile({ role: role as never })) });
}

const cold = { timeout: 5_000 };

// The dashboard's Helpful Resources links (spec 01 §2).
const DASHBOARD_HELP_LINKS = ['/support/help/job-creation', '/support/help/interviews', '/support/help/candidate-assessment'];

describe('help and demo routes', () => {
  it('lists the three help articles at /support/help, at the paths the dashboard links to', async () => {
    signedIn('user');
    renderRoutes(createRoutes(), '/support/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' }, cold)).toBeTruthy();
    const main = screen.getByRole('main');
    const hrefs = within(main)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'))
      .filter((h) => h?.startsWith('/support/help/'));
    expect(hrefs).toEqual(DASHBOARD_HELP_LINKS);
    expect(screen.queryByText('Coming soon')).toBeNull();
  });

  it.each(HELP_ARTICLES.map((a) => [a.slug, a] as const))('shows the %s article with its sections, to any role', async (slug, article) => {
    signedIn('member');
    renderRoutes(createRoutes(), `/support/help/${slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: article.title }, cold)).toBeTruthy();
    for (const section of article.sections) expect(screen.getByRole('region', { name: section.heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: article.next.label }).getAttribute('href')).toBe(article.next.to);
    expect(screen.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/support/help');
  });

  it('says an unknown article is not found and offers the list', async () => {
    signedIn('owner');
    renderRoutes(createRoutes(), '/support/help/no-such-article');
    expect(await screen.findByRole('heading', { name: 'Article not found' }, cold)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All help articles' }).getAttribute('href')).toBe('/support/help');
  });

  it('sends /support to /support/help', async () => {
    signedIn('owner');
    const { router } = renderRoutes(createRoutes(), '/support');
    await waitFor(() => expect(router.state.location.pathname).toBe('/support/help'), cold);
  });

  it('shows the question management demo to any role, with sample questions and metrics, and no server call of its own', async () => {
    const { calls } = signedIn('member');
    renderRoutes(createRoutes(), '/demos/question-management');
    expect(await screen.findByRole('heading', { level: 1, name: 'Question management' }, cold)).toBeTruthy();
    for (const q of DEMO_QUESTIONS) expect(screen.getByText(q.text)).toBeTruthy();
    expect(screen.getByText('Questions', { selector: 'dt' }).nextElementSibling?.textContent).toBe(String(DEMO_QUESTIONS.length));
    expect(screen.getByText('Finalized', { selector: 'dt' }).nextElementSibling?.textContent).toBe(`3 of ${DEMO_QUESTIONS.length}`);
    expect(calls.map((c) => c.path).filter((p) => p !== '/app/profile' && !p.startsWith('/app/subscriptions'))).toEqual([]);
  });
});
