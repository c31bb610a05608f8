import { INTEGRITY_MESSAGES, readableFlags } from '@hiring/shared/integrity';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type MockReply, mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, signIn } from '@/testing/render';
import { makeDetail, makePage, makeSummary } from '../testing/fixtures';
import { CandidatesRoute } from './candidates';
import { InterviewResultRoute } from './interview-result';

const jobs = ok({ items: [{ id: 'job-1', title: 'Site Reliability Engineer', status: 'active' }], total_count: 1 });

function render(element: React.ReactElement, path: string, at: string, routes: Record<string, MockReply | MockReply[]>) {
  signIn('team_lead');
  const mock = mockFetch({
    'GET /app/job-positions/options': jobs,
    'GET /app/interviews/settings': ok({ retention_days: 180, contact_email: null, effective_contact_email: null, can_edit: false }),
    ...routes,
  });
  return { ...mock, ...renderAt(element, { path, at }) };
}

const integrity = { paste_count: 2, pasted_chars: 1234, tab_leaves: 3, seconds: 130 };

describe('integrity signals on the review', () => {
  it('show beside the answer with the AI flags, as badges in words', async () => {
    const detail = makeDetail();
    const answer = detail.answers[0]!;
    answer.integrity = integrity;
    answer.ai!.flags = ['keyword_template'];
    answer.flags = readableFlags(['keyword_template']);
    render(<InterviewResultRoute />, '/interviews/:id', '/interviews/iv-1', { 'GET /app/interviews/iv-1': ok(detail) });
    const region = await screen.findByRole('region', { name: 'Signals, question 1' });
    const signals = within(region).getByRole('list', { name: 'Integrity signals' });
    expect(
      within(signals)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Pasted 1,234 characters (2 pastes)', 'Left the tab 3 times', '2 min 10 s on this question']);
    const flags = within(region).getByRole('list', { name: 'AI flags' });
    expect(
      within(flags)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Keyword template']);
    expect(region.textContent).toContain(INTEGRITY_MESSAGES.notScored);
    // The AI's flags are shown once, beside the answer, not again under the AI score.
    expect(screen.getAllByRole('list', { name: 'AI flags' })).toHaveLength(1);
  });

  it("keep the integrity signals where the AI's part is withheld, with no AI flags", async () => {
    const detail = makeDetail();
    Object.assign(detail.answers[0]!, { integrity, ai: null, flags: [] });
    render(<InterviewResultRoute />, '/interviews/:id', '/interviews/iv-1', { 'GET /app/interviews/iv-1': ok(detail) });
    const region = await screen.findByRole('region', { name: 'Signals, question 1' });
    expect(within(region).getByRole('list', { name: 'Integrity signals' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'AI flags' })).toBeNull();
  });
});

describe('the "Has integrity flags" filter of the candidates list', () => {
  it('asks the server for flagged candidates only, keeps it in the address, and says what counts', async () => {
    const { callsTo, router } = render(<CandidatesRoute />, '/talent/candidates', '/talent/candidates', {
      'GET /app/talent/candidates': ok(makePage([makeSummary()])),
    });
    await screen.findByText('Ada Lovelace');
    expect(new URLSearchParams(callsTo('GET /app/talent/candidates')[0]?.query).get('integrity_flags')).toBeNull();
    const filter = screen.getByRole('combobox', { name: 'Integrity flags' });
    fireEvent.change(filter, { target: { value: 'flagged' } });
    await waitFor(() => expect(router.state.location.search).toBe('?integrity=flagged'));
    await waitFor(() =>
      expect(new URLSearchParams(callsTo('GET /app/talent/candidates').at(-1)?.query).get('integrity_flags')).toBe('true'),
    );
    expect((filter as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(INTEGRITY_MESSAGES.filterLabel);
    expect(screen.getByText(new RegExp(INTEGRITY_MESSAGES.filterHint.slice(0, 40)))).toBeTruthy();
    const hint = document.getElementById(filter.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(hint).toBe(`${INTEGRITY_MESSAGES.filterHint} ${INTEGRITY_MESSAGES.filterNote}`);
  });

  it('says when no candidate has integrity flags, and offers to clear the filter', async () => {
    render(<CandidatesRoute />, '/talent/candidates', '/talent/candidates?integrity=flagged', {
      'GET /app/talent/candidates': ok(makePage([])),
    });
    expect(await screen.findByText(INTEGRITY_MESSAGES.noFlagged)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
  });
});
