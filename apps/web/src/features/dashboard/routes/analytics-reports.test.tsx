import { ANALYTICS_MESSAGES, lastMonths, REPORT_MONTHS } from '@hiring/shared/analytics';
import { WORKFLOW_STAGES } from '@hiring/shared/job-positions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, signIn } from '@/testing/render';
import { AnalyticsRoute } from './analytics';
import { monthLabel, ReportsRoute } from './reports';

const OVERVIEW = {
  jobs: { total: 7, by_stage: WORKFLOW_STAGES.map((s, i) => ({ stage: s.value, label: s.label, count: [3, 1, 2, 1, 0][i] ?? 0 })) },
  questions: { generated: 24, finalized: 10, jobs_with_finalized_questions: 2 },
  team: { members: 5, active_members: 4, pending_invitations: 1 },
  interviews: { links: 12, started: 8, completed: 6, scored: 5, average_score: 3.64 },
};
const NO_INTERVIEWS = { links: 0, started: 0, completed: 0, scored: 0, average_score: null };

const MONTHS = lastMonths(new Date('2026-11-20T00:00:00Z'), REPORT_MONTHS.default).map((month, i) => ({
  month,
  jobs_created: i === 0 ? 3 : 0,
  question_sets_finalized: i === 0 ? 2 : 0,
  invitations_sent: i === 1 ? 4 : 0,
  invitations_accepted: i === 1 ? 1 : 0,
  interviews_started: i === 0 ? 5 : 0,
  interviews_completed: i === 0 ? 4 : 0,
  average_score: i === 0 ? 3.25 : null,
}));

describe('analytics page', () => {
  it("shows the company's figures: listings, questions generated and finalized, team, and listings by stage", async () => {
    signIn('owner');
    mockFetch({ 'GET /app/analytics/overview': ok(OVERVIEW) });
    renderAt(<AnalyticsRoute />);
    expect(screen.getByTestId('analytics-loading')).toBeTruthy();
    const listings = await screen.findByTestId('figure-Job listings');
    expect(within(listings).getByText('7')).toBeTruthy();
    expect(within(screen.getByTestId('figure-Questions generated')).getByText('24')).toBeTruthy();
    const finalized = screen.getByTestId('figure-Questions finalized');
    expect(within(finalized).getByText('10')).toBeTruthy();
    expect(within(finalized).getByText('2 listings ready to interview with')).toBeTruthy();
    const team = screen.getByTestId('figure-Team members');
    expect(within(team).getByText('5')).toBeTruthy();
    expect(within(team).getByText('4 active · 1 open invitation')).toBeTruthy();
    for (const [i, s] of WORKFLOW_STAGES.entries()) {
      expect(screen.getByText(s.label, { selector: 'dt' })).toBeTruthy();
      expect(screen.getByTestId(`stage-${s.value}`).textContent).toBe(String(OVERVIEW.jobs.by_stage[i]?.count));
    }
    expect(screen.queryByText(ANALYTICS_MESSAGES.noJobs)).toBeNull();
  });

  it('shows interviews started and completed and the average score', async () => {
    signIn('team_lead');
    mockFetch({ 'GET /app/analytics/overview': ok(OVERVIEW) });
    renderAt(<AnalyticsRoute />);
    const started = await screen.findByTestId('figure-Interviews started');
    expect(within(started).getByText('8')).toBeTruthy();
    expect(within(started).getByText('Of 12 interview links sent')).toBeTruthy();
    const completed = screen.getByTestId('figure-Interviews completed');
    expect(within(completed).getByText('6')).toBeTruthy();
    expect(within(completed).getByText('75% of those started')).toBeTruthy();
    const score = screen.getByTestId('figure-Average score');
    expect(within(score).getByText('3.6 / 5')).toBeTruthy();
    expect(within(score).getByText('Over 5 scored interviews')).toBeTruthy();
    expect(screen.queryByText(ANALYTICS_MESSAGES.noInterviews)).toBeNull();
  });

  it('says when there are no interviews yet, with a dash for the average, never a zero score', async () => {
    signIn('owner');
    mockFetch({ 'GET /app/analytics/overview': ok({ ...OVERVIEW, interviews: NO_INTERVIEWS }) });
    renderAt(<AnalyticsRoute />);
    expect(await screen.findByText(ANALYTICS_MESSAGES.noInterviews)).toBeTruthy();
    const score = screen.getByTestId('figure-Average score');
    expect(within(score).getByText('—')).toBeTruthy();
    expect(within(score).getByText(ANALYTICS_MESSAGES.noScores)).toBeTruthy();
  });

  it('says when there are no listings yet', async () => {
    signIn('admin');
    mockFetch({
      'GET /app/analytics/overview': ok({
        ...OVERVIEW,
        jobs: { total: 0, by_stage: OVERVIEW.jobs.by_stage.map((s) => ({ ...s, count: 0 })) },
      }),
    });
    renderAt(<AnalyticsRoute />);
    expect(await screen.findByText(ANALYTICS_MESSAGES.noJobs)).toBeTruthy();
  });

  it('says when the figures fail to load, and Retry asks again', async () => {
    signIn('owner');
    let healthy = false;
    mockFetch({ 'GET /app/analytics/overview': () => (healthy ? ok(OVERVIEW) : fail(500)) });
    renderAt(<AnalyticsRoute />);
    expect(await screen.findByText(ANALYTICS_MESSAGES.loadFailed, {}, { timeout: 5_000 })).toBeTruthy();
    healthy = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('figure-Job listings')).toBeTruthy();
  });

  it.each(['user', 'member', 'supervisor'])('tells a %s to ask for access, without calling the server', (role) => {
    signIn(role);
    const { calls } = mockFetch({});
    renderAt(<AnalyticsRoute />);
    expect(screen.getByText(ANALYTICS_MESSAGES.noAccess)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});

describe('reports page', () => {
  it('shows a row per month, newest first, with the month in words', async () => {
    signIn('manager');
    const { callsTo } = mockFetch({ 'GET /app/analytics/monthly': ok({ months: MONTHS }) });
    renderAt(<ReportsRoute />);
    expect(screen.getByRole('heading', { name: 'Monthly Reports' })).toBeTruthy();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(REPORT_MONTHS.default + 1);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Month',
      'Listings created',
      'Question sets finalized',
      'Invitations sent',
      'Invitations accepted',
      'Interviews started',
      'Interviews completed',
      'Average score',
    ]);
    const cells = (row: HTMLElement | undefined) =>
      within(row!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(rows[1]?.querySelector('th')?.textContent).toBe('November 2026');
    expect(cells(rows[1])).toEqual(['3', '2', '0', '0', '5', '4', '3.3 / 5']);
    expect(rows[2]?.querySelector('th')?.textContent).toBe('October 2026');
    expect(cells(rows[2])).toEqual(['0', '0', '4', '1', '0', '0', '—']);
    expect(screen.queryByText(ANALYTICS_MESSAGES.noActivity)).toBeNull();
    expect(callsTo('GET /app/analytics/monthly')[0]?.query).toBe(`?months=${REPORT_MONTHS.default}`);
  });

  it('says when nothing happened in the months shown', async () => {
    signIn('owner');
    const quiet = MONTHS.map((m) => ({
      ...m,
      jobs_created: 0,
      question_sets_finalized: 0,
      invitations_sent: 0,
      invitations_accepted: 0,
      interviews_started: 0,
      interviews_completed: 0,
      average_score: null,
    }));
    mockFetch({ 'GET /app/analytics/monthly': ok({ months: quiet }) });
    renderAt(<ReportsRoute />);
    expect(await screen.findByText(ANALYTICS_MESSAGES.noActivity)).toBeTruthy();
  });

  it('writes a month as en-US words in UTC', () => {
    expect(monthLabel('2026-01')).toBe('January 2026');
    expect(monthLabel('2025-12')).toBe('December 2025');
  });

  it('says when the summary fails to load, and Retry asks again', async () => {
    signIn('owner');
    let healthy = false;
    mockFetch({ 'GET /app/analytics/monthly': () => (healthy ? ok({ months: MONTHS }) : fail(500)) });
    renderAt(<ReportsRoute />);
    expect(await screen.findByText(ANALYTICS_MESSAGES.loadFailed, {}, { timeout: 5_000 })).toBeTruthy();
    healthy = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('table')).toBeTruthy());
  });

  it('tells a role without analytics to ask for access, without calling the server', () => {
    signIn('user');
    const { calls } = mockFetch({});
    renderAt(<ReportsRoute />);
    expect(screen.getByText(ANALYTICS_MESSAGES.noAccess)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
