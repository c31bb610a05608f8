import { jobStatusLabel } from '@hiring/shared/job-positions';
import { PLATFORM_SEARCH_MESSAGES, SEARCH_LIMITS, SEARCH_MESSAGES } from '@hiring/shared/search';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, type MockCall, mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, signIn } from '@/testing/render';
import { GlobalSearch } from './global-search';

const RESULT = {
  query: 'eng',
  jobs: [
    { id: 'job-1', title: 'Backend Engineer', department: 'Engineering', status: 'active' },
    { id: 'job-2', title: 'Engineering Manager', department: 'Engineering', status: 'draft' },
  ],
  candidates: [{ id: 'iv-1', name: 'Eng Candidate', email: 'eng.c@example.com', job_title: 'Backend Engineer', status: 'completed' }],
  members: [{ id: 'user-1', name: 'Engel Smith', email: 'engel@example.com', role: 'admin' }],
};

function renderSearch(routes: Record<string, unknown> = { 'GET /app/search': ok(RESULT) }) {
  signIn('owner');
  const fetch = mockFetch(routes as never);
  const view = renderAt(<GlobalSearch />, {
    path: '/dashboard',
    probes: ['/job-listing/details/:id', '/org/employees/details/:id', '/interviews/:id'],
  });
  const input = screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
  return { ...view, ...fetch, input };
}

const typeInto = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const searchCalls = (calls: MockCall[]) => calls.filter((c) => c.path === '/app/search');

describe('top-bar search', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for a pause in typing and asks the server once, with the trimmed text', async () => {
    const { input, calls } = renderSearch();
    input.focus();
    typeInto(input, 'e');
    typeInto(input, 'en');
    typeInto(input, ' eng ');
    expect(searchCalls(calls)).toHaveLength(0);
    await screen.findByRole('option', { name: /^Backend Engineer/ });
    expect(searchCalls(calls).map((c) => c.query)).toEqual(['?q=eng']);
  });

  it(`does not ask before ${SEARCH_LIMITS.debounceMs} ms have passed since the last key`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { input, calls } = renderSearch();
    input.focus();
    typeInto(input, 'eng');
    await act(async () => vi.advanceTimersByTime(SEARCH_LIMITS.debounceMs - 10));
    expect(searchCalls(calls)).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(20));
    expect(searchCalls(calls)).toHaveLength(1);
  });

  it('is an ARIA combobox: a listbox of grouped options, jobs, candidates then members, with their details', async () => {
    const { input } = renderSearch();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    input.focus();
    typeInto(input, 'eng');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(within(listbox).getByRole('group', { name: 'Jobs' })).toBeTruthy();
    expect(within(listbox).getByRole('group', { name: 'Candidates' })).toBeTruthy();
    expect(within(listbox).getByRole('group', { name: 'Team members' })).toBeTruthy();
    const names = within(listbox)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toEqual([
      `Backend EngineerEngineering · ${jobStatusLabel('active')}`,
      `Engineering ManagerEngineering · ${jobStatusLabel('draft')}`,
      'Eng CandidateBackend Engineer · Completed · eng.c@example.com',
      'Engel Smithengel@example.com · Administrator',
    ]);
    expect(screen.getByRole('status').textContent).toBe('4 results');
  });

  it('moves with the arrow keys (wrapping), marks the active option, and Enter opens it', async () => {
    const { input, router } = renderSearch();
    input.focus();
    typeInto(input, 'eng');
    const options = await screen.findAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[3]?.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[3]?.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/org/employees/details/user-1'));
  });

  it("opens a candidate's interview result with the arrow keys and Enter", async () => {
    const { input, router } = renderSearch();
    input.focus();
    typeInto(input, 'eng');
    const candidate = await screen.findByRole('option', { name: /Eng Candidate/ });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(candidate.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/interviews/iv-1'));
  });

  it('shows a reviewer only the candidates the server gives them', async () => {
    signIn('team_lead');
    mockFetch({ 'GET /app/search': ok({ query: 'eng', jobs: [], candidates: RESULT.candidates, members: [] }) } as never);
    renderAt(<GlobalSearch />, { path: '/dashboard', probes: ['/interviews/:id'] });
    const input = screen.getByRole('combobox', { name: 'Search' });
    input.focus();
    typeInto(input, 'eng');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    expect(within(listbox).queryByRole('group', { name: 'Jobs' })).toBeNull();
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Eng CandidateBackend Engineer · Completed · eng.c@example.com']);
  });

  it('opens the first result on Enter when none is highlighted', async () => {
    const { input, router } = renderSearch();
    input.focus();
    typeInto(input, 'eng');
    await screen.findAllByRole('option');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/job-listing/details/job-1'));
  });

  it('opens a result on click', async () => {
    const { input, router } = renderSearch();
    input.focus();
    typeInto(input, 'eng');
    fireEvent.click(await screen.findByRole('option', { name: /Engineering Manager/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/job-listing/details/job-2'));
  });

  it('closes on Escape, keeping the text; a second Escape clears it', async () => {
    const { input } = renderSearch();
    input.focus();
    typeInto(input, 'eng');
    await screen.findByRole('listbox');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.value).toBe('eng');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input, { key: 'Escape' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('');
  });

  it('says it is searching while the answer is on its way', async () => {
    const waiting: Array<() => void> = [];
    const release = () => {
      for (const resolve of waiting) resolve();
    };
    const { input } = renderSearch({
      'GET /app/search': () =>
        new Promise((resolve) => {
          waiting.push(() => resolve(ok(RESULT)));
        }),
    });
    input.focus();
    typeInto(input, 'eng');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(SEARCH_MESSAGES.searching));
    expect(screen.getByTestId('search-state').textContent).toBe(SEARCH_MESSAGES.searching);
    // Still searching once the request is out, until its answer comes.
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    expect(screen.getByRole('status').textContent).toBe(SEARCH_MESSAGES.searching);
    release();
    await screen.findAllByRole('option');
    expect(screen.queryByTestId('search-state')).toBeNull();
  });

  it('says when nothing matches', async () => {
    const { input } = renderSearch({ 'GET /app/search': ok({ query: 'zzz', jobs: [], candidates: [], members: [] }) });
    input.focus();
    typeInto(input, 'zzz');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(SEARCH_MESSAGES.noResults));
    expect(screen.getByTestId('search-state').textContent).toBe(SEARCH_MESSAGES.noResults);
    expect(screen.queryByRole('option')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('says when the search fails, and Enter does nothing', async () => {
    const { input, router } = renderSearch({ 'GET /app/search': fail(500) });
    input.focus();
    typeInto(input, 'eng');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(SEARCH_MESSAGES.failed));
    expect(screen.getByTestId('search-state').textContent).toBe(SEARCH_MESSAGES.failed);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('asks nothing for blank text and shows no popup', async () => {
    const { input, calls } = renderSearch();
    input.focus();
    typeInto(input, '   ');
    await new Promise((r) => setTimeout(r, SEARCH_LIMITS.debounceMs + 50));
    expect(searchCalls(calls)).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it(`accepts at most ${SEARCH_LIMITS.maxQueryLength} characters`, () => {
    const { input } = renderSearch();
    expect(input.maxLength).toBe(SEARCH_LIMITS.maxQueryLength);
  });
});

const PLATFORM_RESULT = {
  query: 'nor',
  companies: [{ id: 'co-1', name: 'Northwind Traders', industry: 'Retail' }],
  users: [{ id: 'user-9', name: 'Nora Jones', email: 'nora@northwind.example', role: 'owner', company_name: 'Northwind Traders' }],
};

function renderPlatformSearch(routes: Record<string, unknown> = { 'GET /app/platform/search': ok(PLATFORM_RESULT) }) {
  signIn('super_admin');
  const fetch = mockFetch(routes as never);
  const view = renderAt(<GlobalSearch scope="platform" />, {
    path: '/dashboard',
    probes: ['/org/company/details/:id', '/org/employees/details/:id'],
  });
  const input = screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
  return { ...view, ...fetch, input };
}

describe("the platform administrator's search", () => {
  it('asks the platform search, never the company one, and lists companies then employees with their company', async () => {
    const { input, calls } = renderPlatformSearch();
    expect(input.placeholder).toBe(PLATFORM_SEARCH_MESSAGES.placeholder);
    input.focus();
    typeInto(input, ' nor ');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    expect(within(listbox).getByRole('group', { name: 'Companies' })).toBeTruthy();
    expect(within(listbox).getByRole('group', { name: 'Employees' })).toBeTruthy();
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Northwind TradersRetail', 'Nora JonesNorthwind Traders · Owner · nora@northwind.example']);
    expect(calls.filter((c) => c.path === '/app/platform/search').map((c) => c.query)).toEqual(['?q=nor']);
    expect(searchCalls(calls)).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('2 results');
  });

  it("opens a company's details with Enter", async () => {
    const { input, router } = renderPlatformSearch();
    input.focus();
    typeInto(input, 'nor');
    await screen.findByRole('option', { name: /^Northwind Traders/ });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/org/company/details/co-1'));
  });

  it("opens an employee's details with the arrow keys and Enter", async () => {
    const { input, router } = renderPlatformSearch();
    input.focus();
    typeInto(input, 'nor');
    await screen.findByRole('option', { name: /^Nora Jones/ });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(screen.getByRole('option', { name: /^Nora Jones/ }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/org/employees/details/user-9'));
  });

  it('says when nothing matches, and when the search fails', async () => {
    const empty = renderPlatformSearch({ 'GET /app/platform/search': ok({ query: 'zzz', companies: [], users: [] }) });
    empty.input.focus();
    typeInto(empty.input, 'zzz');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(PLATFORM_SEARCH_MESSAGES.noResults));
    empty.unmount();

    const failing = renderPlatformSearch({ 'GET /app/platform/search': fail(403, PLATFORM_SEARCH_MESSAGES.forbidden) });
    failing.input.focus();
    typeInto(failing.input, 'nor');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(SEARCH_MESSAGES.failed));
    expect(screen.getByTestId('search-state').textContent).toBe(SEARCH_MESSAGES.failed);
  });
});
