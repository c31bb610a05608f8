import { QUESTION_MESSAGES, QUESTION_SCREEN_MESSAGES as M } from '@hiring/shared/questions';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, type MockReply, mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, signIn } from '@/testing/render';
import { makeHistoryEntry } from '../testing/fixtures';
import { QuestionHistoryRoute } from './question-history';

const H = '/app/job-positions/job-1/questions/q-1/history';

function renderHistory(reply: MockReply) {
  signIn('owner');
  mockFetch({ [`GET ${H}`]: reply });
  return renderAt(<QuestionHistoryRoute />, {
    path: '/job-listing/:id/questions/:questionId/history',
    at: '/job-listing/job-1/questions/q-1/history',
  });
}

const backHref = () => screen.getAllByRole('link', { name: M.backToQuestions })[0]?.getAttribute('href');

describe('question history screen', () => {
  it('shows a skeleton while loading, with Back to Questions', () => {
    renderHistory(() => new Promise(() => {}) as never);
    expect(screen.getByRole('status', { name: 'Loading question history' })).toBeTruthy();
    expect(backHref()).toBe('/job-listing/job-1/questions');
  });

  it("shows 'No History Available' when the question has no changes", async () => {
    renderHistory(ok({ question_id: 'q-1', entries: [] }));
    expect(await screen.findByRole('heading', { name: M.noHistory })).toBeTruthy();
    expect(backHref()).toBe('/job-listing/job-1/questions');
  });

  it('shows the error box with Back to Questions', async () => {
    renderHistory(fail(404, QUESTION_MESSAGES.questionNotFound));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(M.errorTitle)).toBeTruthy();
    expect(within(alert).getByText(QUESTION_MESSAGES.questionNotFound)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: M.backToQuestions }).getAttribute('href')).toBe('/job-listing/job-1/questions');
  });

  it('shows each change newest first: what, version, who, when, and the text before and after', async () => {
    renderHistory(
      ok({
        question_id: 'q-1',
        entries: [
          makeHistoryEntry(),
          makeHistoryEntry({
            id: 'h-2',
            change_type: 'updated',
            description: 'Question text edited',
            version: 2,
            revision: 2,
            changed_by_name: 'Grace Hopper',
            timestamp: '2026-03-03T15:30:00.000Z',
            question_text: 'What broke last?',
            changes: { text: { before: 'Tell me about a time you did thing 1.', after: 'What broke last?' }, order: null },
          }),
          makeHistoryEntry({
            id: 'h-3',
            change_type: 'finalized',
            description: 'Question set finalized',
            changed_by: null,
            changed_by_name: null,
          }),
        ],
      }),
    );
    const list = await screen.findByRole('list', { name: 'Changes, newest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Question set finalized',
      'Question text edited',
      'Question created',
    ]);
    const edit = within(items[1]!);
    // The question's own revision beside the set's version: an edit is not "Version 1" like the text it replaced.
    expect(edit.getByText('Revision 2')).toBeTruthy();
    expect(edit.getByText('Set version 2')).toBeTruthy();
    expect(edit.getByText(/Grace Hopper/)).toBeTruthy();
    expect(edit.getByText('Before')).toBeTruthy();
    expect(edit.getByText('Tell me about a time you did thing 1.')).toBeTruthy();
    expect(edit.getByText('What broke last?')).toBeTruthy();
    expect(items[1]!.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-03T15:30:00.000Z');
    expect(within(items[0]!).getByText(/System/)).toBeTruthy();
    expect(within(items[2]!).getByText(/Ada Lovelace/)).toBeTruthy();
    expect(within(items[2]!).queryByText('Before')).toBeNull();
  });
});
