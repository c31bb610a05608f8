import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, signIn } from '@/testing/render';
import { makeUsage } from '../test-fixtures';
import { UsageRoute } from './usage';

function renderUsage() {
  signIn();
  return renderAt(<UsageRoute />, { path: '/billing/usage' });
}

describe('usage', () => {
  it('shows each limit with used, limit and remaining, and a chart bar per limit', async () => {
    mockFetch({ 'GET /app/subscriptions/usage': ok(makeUsage()) });
    renderUsage();
    expect(await screen.findByRole('heading', { name: 'Usage against plan limits' })).toBeTruthy();
    expect(screen.getByText('Interviews count from November 1, 2026 to December 1, 2026.')).toBeTruthy();
    const jobs = screen.getByRole('progressbar', { name: 'Job positions used' });
    expect(jobs.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('6 remaining')).toBeTruthy();
    expect(screen.getByText('No limit on your plan')).toBeTruthy();
    const chart = screen.getByRole('figure');
    expect(chart.querySelectorAll('[data-metric]')).toHaveLength(3);
    expect(within(chart).getByText('40%')).toBeTruthy();
    expect(within(chart).getByText('100%', { selector: 'span.mb-1' })).toBeTruthy();
    expect(chart.textContent).toContain('Job positions: 4 of 10; Interviews per month: 100 of 100; Team seats: 2 of unlimited');
  });

  it('warns when a limit is reached and offers an upgrade', async () => {
    mockFetch({ 'GET /app/subscriptions/usage': ok(makeUsage()) });
    renderUsage();
    expect(await screen.findByText('You have reached a limit of your plan')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade plan' }).getAttribute('href')).toBe('/billing/subscription/plan');
  });

  it('says "No active plan" without a plan, with counts instead of red bars at 100%', async () => {
    mockFetch({
      'GET /app/subscriptions/usage': ok(
        makeUsage({
          no_plan: true,
          subscription_id: null,
          plan_name: null,
          status: null,
          metrics: [
            { key: 'job_positions', label: 'Job positions', used: 2, limit: null, remaining: null, percent: null },
            { key: 'interviews_per_month', label: 'Interviews per month', used: 0, limit: null, remaining: null, percent: null },
            { key: 'seats', label: 'Team seats', used: 1, limit: null, remaining: null, percent: null },
          ],
        }),
      ),
    });
    renderUsage();
    expect((await screen.findAllByText('No active plan')).length).toBe(4);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText('No limit on your plan')).toBeNull();
    expect(screen.queryByText('You have reached a limit of your plan')).toBeNull();
    const chart = screen.getByRole('figure');
    expect(within(chart).queryByText('100%', { selector: 'span.mb-1' })).toBeNull();
    expect(within(chart).getByText('2 · no plan')).toBeTruthy();
    expect(chart.textContent).toContain('Job positions: 2, no active plan');
    expect(chart.querySelector('.bg-rose-500')).toBeNull();
  });
});
