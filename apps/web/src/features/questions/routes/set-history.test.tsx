import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, type MockReply, mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, signIn } from '@/testing/render';
import { makeEntry, makeJobHeader } from '../testing/insights-fixtures';
import { SetHistoryRoute } from './set-history';

const HISTORY = 'GET /app/job-positions/job-1/questions/history';

function renderHistory(reply: MockReply) {
  signIn('owner');
  mockFetch({ [HISTORY]: reply, 'GET /app/job-positions/job-1': ok(makeJobHeader()) });
  return renderAt(<SetHistoryRoute />, {
    path: '/job-listing/:id/questions/history',
    at: '/job-listing/job-1/questions/history',
    probes: ['/job-listing/:id/questions', '/job-listing/:id/questions/:questionId/history'],
  });
}

const entries = [
  makeEntry(1, { changed_by_name: null, changed_by: null }),
  makeEntry(2, { changed_by_name: null, changed_by: null }),
  makeEntry(2, {
    id: 'h-edit',
    change_type: 'updated',
    timestamp: '2026-03-02T10:00:00.000Z',
    question_text: 'How would you shard this table?',
    changes: { text: { before: 'Question number 2?', after: 'How would you shard this table?' }, order: null },
  }),
  makeEntry(1, { id: 'h-f1', change_type: 'finalized', timestamp: '2026-03-03T10:00:00.000Z' }),
  makeEntry(2, {
    id: 'h-f2',
    change_type: 'finalized',
    timestamp: '2026-03-03T10:00:00.000Z',
    question_text: 'How would you shard this table?',
  }),
];

describe('question set history', () => {
  it("shows a skeleton while loading, with 'Back to Questions'", () => {
    renderHistory(() => new Promise(() => {}) as never);
    expect(screen.getByRole('status', { name: 'Loading history' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Questions' }).getAttribute('href')).toBe('/job-listing/job-1/questions');
  });

  it("shows 'No History Available' when nothing has changed yet", async () => {
    renderHistory(ok({ entries: [] }));
    expect(await screen.findByRole('heading', { name: 'No History Available' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Back to Questions' }).length).toBe(2);
  });

  it("shows an error box with the message and 'Back to Questions'", async () => {
    renderHistory(fail(404, 'Job position not found'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain('Job position not found');
    expect(screen.getAllByRole('link', { name: 'Back to Questions' }).length).toBe(2);
  });

  it('lists every change newest first: kind, version, who, when, before and after', async () => {
    renderHistory(ok({ entries }));
    const timeline = await screen.findByRole('list', { name: 'Question set timeline' });
    const groups = within(timeline)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === timeline);
    expect(groups.map((g) => within(g).getByRole('heading').textContent)).toEqual([
      'Question set finalized (2 questions)',
      'Question text edited',
      '2 questions created',
    ]);
    const [finalized, edit, created] = groups as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(edit).getByText('Updated')).toBeTruthy();
    expect(within(edit).getByText('Version 1')).toBeTruthy();
    expect(edit.textContent).toContain('Ada Lovelace');
    expect(within(edit).getByText('Before').nextElementSibling?.textContent).toBe('Question number 2?');
    expect(within(edit).getByText('After').nextElementSibling?.textContent).toBe('How would you shard this table?');
    expect(within(edit).getByRole('time').getAttribute('dateTime')).toBe('2026-03-02T10:00:00.000Z');
    // Changes without a person are the system's.
    expect(created.textContent).toContain('System');
    // A batch keeps every question, one click away.
    expect(within(finalized).getByText('Show the 2 questions')).toBeTruthy();
    expect(within(finalized).getAllByRole('link', { name: /This question's history/ })).toHaveLength(2);
    expect(
      within(edit)
        .getByRole('link', { name: /This question's history/ })
        .getAttribute('href'),
    ).toBe('/job-listing/job-1/questions/q-2/history');
    expect(screen.getByText(/Backend Engineer: every change/)).toBeTruthy();
  });

  it('filters the timeline by kind, with the count of each', async () => {
    renderHistory(ok({ entries }));
    await screen.findByRole('list', { name: 'Question set timeline' });
    expect(screen.getByRole('radio', { name: 'All (5)' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Updated (1)' }));
    const timeline = screen.getByRole('list', { name: 'Question set timeline' });
    expect(
      within(timeline)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Question text edited']);
    fireEvent.click(screen.getByRole('radio', { name: 'Regenerated (0)' }));
    expect(screen.getByText('No regenerated changes yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Finalized (2)' }));
    expect(within(screen.getByRole('list', { name: 'Question set timeline' })).getAllByRole('heading')).toHaveLength(1);
  });
});
