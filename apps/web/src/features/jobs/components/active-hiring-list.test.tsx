import { JOB_STATUS_MESSAGES } from '@hiring/shared/job-status';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, signIn } from '@/testing/render';
import { makeSummary, pageOf } from '../testing/fixtures';
import { ActiveHiringList } from './active-hiring-list';

const renderList = () => {
  signIn('owner');
  return renderAt(<ActiveHiringList empty={<p>No active job listings yet</p>} />, { path: '/dashboard' });
};

describe('ActiveHiringList (the dashboard Active Hiring panel)', () => {
  it('lists the positions of the Active Jobs page, interviewing ones included, each linked to its detail', async () => {
    const { callsTo } = mockFetch({
      'GET /app/job-positions': ok(
        pageOf(
          [
            makeSummary({
              id: 'j1',
              title: 'Platform Engineer',
              workflow_state: 'interviewing',
              status: 'interviewing',
              interview_count: 2,
            }),
            makeSummary({ id: 'j2', title: 'Data Analyst', workflow_state: 'active', status: 'active', interview_count: 1 }),
          ],
          { total_count: 7 },
        ),
      ),
    });
    renderList();
    const list = await screen.findByRole('list', { name: 'Positions in active hiring' });
    expect(within(list).getByRole('link', { name: 'Platform Engineer' }).getAttribute('href')).toBe('/job-listing/details/j1');
    expect(within(list).getByText('Interviewing Candidates')).toBeTruthy();
    expect(within(list).getByText(/2 interviews/)).toBeTruthy();
    expect(within(list).getByText(/1 interview$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all 7 active positions' }).getAttribute('href')).toBe('/job-listing/active');
    expect(screen.queryByText('No active job listings yet')).toBeNull();
    const query = new URLSearchParams(callsTo('GET /app/job-positions')[0]!.query);
    expect(query.get('workflow_state')).toBe('active,interviewing,on_hold');
    expect(query.get('page_size')).toBe('5');
  });

  it('shows the empty state when no position is in active hiring', async () => {
    mockFetch({ 'GET /app/job-positions': ok(pageOf([])) });
    renderList();
    expect(await screen.findByText('No active job listings yet')).toBeTruthy();
  });

  it('falls back to the empty state, with its link to the list, when the positions cannot be read', async () => {
    mockFetch({ 'GET /app/job-positions': fail(500, 'Database unavailable') });
    renderList();
    expect(await screen.findByText('No active job listings yet')).toBeTruthy();
  });
});

describe('ActiveHiringList for roles that cannot open the job listings (issue 34)', () => {
  const options = ok({
    items: [
      {
        id: 'j1',
        title: 'Platform Engineer',
        department: 'Engineering',
        status: 'interviewing',
        workflow_state: 'interviewing',
        interview_count: 2,
      },
      { id: 'j2', title: 'Data Analyst', department: 'Data', status: 'active', workflow_state: 'active', interview_count: 1 },
    ],
    total_count: 2,
  });
  const renderAs = (role: string) => {
    signIn(role);
    return renderAt(<ActiveHiringList empty={<p>No active job listings yet</p>} />, { path: '/dashboard' });
  };

  it("lists a team lead the active positions from the options call, each leading to its completed interviews, never the owners' list", async () => {
    const { callsTo } = mockFetch({ 'GET /app/job-positions/options': options });
    renderAs('team_lead');
    const list = await screen.findByRole('list', { name: 'Positions in active hiring' });
    expect(
      within(list)
        .getByRole('link', { name: /Platform Engineer/ })
        .getAttribute('href'),
    ).toBe('/interviews/completed?job=j1');
    expect(within(list).getByText('Interviewing Candidates')).toBeTruthy();
    expect(within(list).getByText(/2 interviews/)).toBeTruthy();
    expect(new URLSearchParams(callsTo('GET /app/job-positions/options')[0]!.query).get('workflow_state')).toBe(
      'active,interviewing,on_hold',
    );
    expect(callsTo('GET /app/job-positions')).toHaveLength(0);
    expect(screen.queryByText('No active job listings yet')).toBeNull();
  });

  it('lists a member the same positions, read-only: no link into screens it cannot open', async () => {
    mockFetch({ 'GET /app/job-positions/options': options });
    renderAs('member');
    const list = await screen.findByRole('list', { name: 'Positions in active hiring' });
    expect(within(list).getByText('Data Analyst')).toBeTruthy();
    expect(within(list).queryAllByRole('link')).toHaveLength(0);
  });

  it('says the positions could not be loaded, instead of "none", and reads them again on Try again', async () => {
    let refuse = true;
    mockFetch({ 'GET /app/job-positions/options': () => (refuse ? fail(500, 'Database unavailable') : options) });
    renderAs('team_lead');
    expect(await screen.findByText(JOB_STATUS_MESSAGES.activePositionsFailed)).toBeTruthy();
    expect(screen.queryByText('No active job listings yet')).toBeNull();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Positions in active hiring' })).toBeTruthy();
  });
});
