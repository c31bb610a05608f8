import { screen, within } from '@testing-library/react';
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
