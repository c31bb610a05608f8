import { JOB_MESSAGES } from '@hiring/shared/job-positions';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUser } from '@/lib/session-storage';
import { fail, mockFetch, ok } from '@/testing/fetch-mock';
import { makeUser } from '@/testing/fixtures';
import { renderAt, signIn } from '@/testing/render';
import { makeSummary, pageOf } from '../testing/fixtures';
import { JobListRoute, type JobListView } from './job-list';

const renderList = (view: JobListView = 'all', at?: string) => {
  signIn('owner');
  const path = view === 'all' ? '/job-listing' : `/job-listing/${view}`;
  return renderAt(<JobListRoute view={view} />, { path, at: at ?? path, probes: ['/job-listing/*', '/job-listing'] });
};

describe('job list access', () => {
  it('says "Please log in to view job listings" when the user has no company, and loads nothing', () => {
    const { calls } = mockFetch({});
    signIn('owner');
    setUser(makeUser({ role: 'owner', company: null }));
    renderAt(<JobListRoute />, { path: '/job-listing' });
    expect(screen.getByText(JOB_MESSAGES.loginRequired)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});

describe('job list states', () => {
  it('shows 3 group skeletons while loading', () => {
    mockFetch({ 'GET /app/job-positions': () => new Promise(() => {}) as never });
    renderList();
    expect(screen.getByRole('status', { name: 'Loading job listings' })).toBeTruthy();
    expect(screen.getAllByTestId('group-skeleton')).toHaveLength(3);
  });

  it('shows the "Error Loading Job Listings" heading with the server message, and Try again loads again', async () => {
    let healthy = false;
    mockFetch({ 'GET /app/job-positions': () => (healthy ? ok(pageOf([makeSummary()])) : fail(500, 'Database unavailable')) });
    renderList();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(JOB_MESSAGES.errorLoading)).toBeTruthy();
    expect(alert.textContent).toContain('Database unavailable');
    healthy = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Backend Engineer' })).toBeTruthy();
  });

  it('shows "No Job Listings Yet" with a create link when the company has none', async () => {
    mockFetch({ 'GET /app/job-positions': ok(pageOf([])) });
    renderList();
    expect(await screen.findByRole('heading', { name: JOB_MESSAGES.noJobs })).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Create Job Listing' });
    for (const link of links) expect(link.getAttribute('href')).toBe('/job-listing/create');
  });

  it('shows "No Active Job Listings" with "View All Jobs" on the active page', async () => {
    mockFetch({ 'GET /app/job-positions': ok(pageOf([])) });
    renderList('active');
    expect(await screen.findByRole('heading', { name: JOB_MESSAGES.noActiveJobs })).toBeTruthy();
    expect(screen.getByRole('link', { name: JOB_MESSAGES.viewAllJobs }).getAttribute('href')).toBe('/job-listing');
  });
});

describe('job list content', () => {
  it('groups jobs by workflow stage in the order of the table, with Setup Required last', async () => {
    mockFetch({
      'GET /app/job-positions': ok(
        pageOf([
          makeSummary({ id: 'a', title: 'Filled role', status: 'hired', workflow_state: 'hired' }),
          makeSummary({ id: 'b', title: 'Draft role', status: 'draft', workflow_state: 'draft' }),
          makeSummary({ id: 'c', title: 'Odd role', status: 'draft', workflow_state: 'mystery' }),
          makeSummary({ id: 'd', title: 'Live role', status: 'interviewing', workflow_state: 'interviewing' }),
          makeSummary({ id: 'e', title: 'Broken role', status: 'failed', workflow_state: 'failed' }),
          makeSummary({ id: 'f', title: 'Old role', status: 'archived', workflow_state: 'archived' }),
          makeSummary({ id: 'g', title: 'Prep role', status: 'questions_ready', workflow_state: 'questions_ready' }),
        ]),
      ),
    });
    renderList();
    await screen.findByRole('heading', { name: 'Draft role' });
    const groups = screen.getAllByRole('heading', { level: 2 }).map((h) => h.firstChild?.textContent);
    expect(groups).toEqual([
      'Setup & Planning',
      'Preparation',
      'Active Hiring',
      'Completed',
      'Needs Attention',
      'Inactive',
      'Setup Required',
    ]);
    const setupRequired = screen.getByRole('region', { name: /Setup Required/ });
    expect(within(setupRequired).getByRole('heading', { name: 'Odd role' })).toBeTruthy();
  });

  it.each([
    ['new', 'gray'],
    ['pending', 'yellow'],
    ['draft', 'blue'],
    ['goals_confirmed', 'green'],
    ['active', 'indigo'],
    ['interviewing', 'purple'],
    ['failed', 'red'],
  ])('shows a %s job with a %s badge and its label', async (status, colour) => {
    mockFetch({ 'GET /app/job-positions': ok(pageOf([makeSummary({ status, workflow_state: status })])) });
    renderList();
    const card = (await screen.findByRole('heading', { name: 'Backend Engineer' })).closest('[role="article"]') as HTMLElement;
    const badge = card.querySelector('[data-colour]') as HTMLElement;
    expect(badge.getAttribute('data-colour')).toBe(colour);
  });

  it('shows the success message a save brings back', async () => {
    mockFetch({ 'GET /app/job-positions': ok(pageOf([makeSummary()])) });
    const { router } = renderList();
    await screen.findByRole('heading', { name: 'Backend Engineer' });
    expect(screen.queryByText('“Backend Engineer” was updated.')).toBeNull();
    await act(() => router.navigate('/job-listing', { state: { notice: '“Backend Engineer” was updated.' } }));
    expect((await screen.findByText('“Backend Engineer” was updated.')).closest('[role="status"]')).toBeTruthy();
  });

  it('shows the full title of a long job, never cut', async () => {
    const title = 'Veterinary Technician – Emergency and Critical Care, Night Shift (Small Animal Hospital)';
    mockFetch({ 'GET /app/job-positions': ok(pageOf([makeSummary({ title })])) });
    renderList();
    const heading = await screen.findByRole('heading', { name: title });
    expect(heading.className).not.toMatch(/line-clamp|truncate/);
  });

  it('gives each card View and Edit links', async () => {
    mockFetch({ 'GET /app/job-positions': ok(pageOf([makeSummary({ id: 'job-9' })])) });
    renderList();
    expect((await screen.findByRole('link', { name: 'View Backend Engineer' })).getAttribute('href')).toBe('/job-listing/details/job-9');
    expect(screen.getByRole('link', { name: 'Edit Backend Engineer' }).getAttribute('href')).toBe('/job-listing/edit/job-9');
  });

  it('asks the active page for workflow states active, interviewing and on_hold', async () => {
    const { callsTo } = mockFetch({ 'GET /app/job-positions': ok(pageOf([])) });
    renderList('active');
    await screen.findByRole('heading', { name: JOB_MESSAGES.noActiveJobs });
    const queries = callsTo('GET /app/job-positions').map((c) => new URLSearchParams(c.query));
    expect(queries.some((q) => q.get('workflow_state') === 'active,interviewing,on_hold' && q.get('page_size') === '10')).toBe(true);
  });

  it('counts on the Active Jobs tab the positions its page lists (active, interviewing, on hold), and says so', async () => {
    const { callsTo } = mockFetch({
      'GET /app/job-positions': (call) => {
        const q = new URLSearchParams(call.query);
        if (q.get('page_size') === '1')
          return ok(pageOf([], { total_count: q.get('workflow_state') === 'active,interviewing,on_hold' ? 2 : 12 }));
        return ok(
          pageOf(
            [
              makeSummary({ status: 'interviewing', workflow_state: 'interviewing' }),
              makeSummary({ id: 'job-2', status: 'on_hold', workflow_state: 'on_hold' }),
            ],
            { total_count: 2 },
          ),
        );
      },
    });
    renderList('active');
    const nav = await screen.findByRole('navigation', { name: 'Job listing views' });
    const active = await within(nav).findByRole('link', { name: /^Active Jobs\s*2$/, description: JOB_MESSAGES.activeJobsCount(2) });
    expect(within(nav).getByRole('link', { name: /^All Jobs\s*12$/, description: JOB_MESSAGES.allJobsCount(12) })).toBeTruthy();
    expect(within(active).getByTitle(JOB_MESSAGES.activeJobsCount(2))).toBeTruthy();
    // The count and the list beside it ask for the same positions.
    const counted = callsTo('GET /app/job-positions').map((c) => new URLSearchParams(c.query));
    expect(
      counted.some((q) => q.get('page_size') === '1' && q.get('workflow_state') === 'active,interviewing,on_hold' && !q.get('status')),
    ).toBe(true);
    expect(counted.some((q) => q.get('status')?.includes('published'))).toBe(false);
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it('speaks of one position in the singular in the tab counts', () => {
    expect(JOB_MESSAGES.activeJobsCount(1)).toBe('1 position active, interviewing or on hold');
    expect(JOB_MESSAGES.allJobsCount(1)).toBe('1 position in all');
  });

  it('says a page past the end is out of range and links back to page 1', async () => {
    mockFetch({
      'GET /app/job-positions': (call) => {
        const page = Number(new URLSearchParams(call.query).get('page'));
        return ok(page === 1 ? pageOf([makeSummary({ title: 'Only role' })]) : pageOf([], { page, total_count: 1, total_pages: 1 }));
      },
    });
    const { router } = renderList('all', '/job-listing?page=5');
    expect(await screen.findByRole('heading', { name: 'Page out of range' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: JOB_MESSAGES.noJobs })).toBeNull();
    expect(screen.getByText(/Page 5 is past the last page/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 1' }));
    expect(await screen.findByRole('heading', { name: 'Only role' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('searches by title or department from page 1, and clears a search without results', async () => {
    const { callsTo } = mockFetch({
      'GET /app/job-positions': (call) => {
        const q = new URLSearchParams(call.query);
        return ok(
          q.get('search') === 'nothing'
            ? pageOf([])
            : pageOf([makeSummary()], { page: Number(q.get('page')), total_pages: 3, total_count: 21 }),
        );
      },
    });
    const { router } = renderList('all', '/job-listing?page=2');
    await screen.findByRole('heading', { name: 'Backend Engineer' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by title or department' }), { target: { value: 'nothing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'No matching job listings' })).toBeTruthy();
    expect(router.state.location.search).toBe('?search=nothing');
    const last = new URLSearchParams(callsTo('GET /app/job-positions').at(-1)?.query);
    expect(last.get('search')).toBe('nothing');
    expect(last.get('page')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('heading', { name: 'Backend Engineer' })).toBeTruthy();
  });

  it('pages at 10: Previous is disabled on page 1 and Next asks for page 2', async () => {
    const { callsTo } = mockFetch({
      'GET /app/job-positions': (call) => {
        const q = new URLSearchParams(call.query);
        const page = Number(q.get('page'));
        return ok(pageOf([makeSummary({ title: `Role on page ${page}` })], { page, total_pages: 2, total_count: 11 }));
      },
    });
    renderList();
    await screen.findByRole('heading', { name: 'Role on page 1' });
    expect(screen.getByText(/Page 1 of 2/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Role on page 2' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo('GET /app/job-positions').every((c) => ['1', '10'].includes(new URLSearchParams(c.query).get('page_size') ?? ''))).toBe(
      true,
    );
  });
});
