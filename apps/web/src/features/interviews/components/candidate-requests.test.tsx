import { RIGHTS_MESSAGES } from '@hiring/shared/candidate-rights-constants';
import { formatDate } from '@hiring/shared/constants';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, type MockReply, mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, signIn } from '@/testing/render';
import { CandidateRequests } from './candidate-requests';

const REVIEW = {
  id: 'rq-1',
  type: 'human_review',
  type_label: 'Human review of the result',
  text: 'My answer was cut off.',
  created_at: '2026-12-01T10:00:00.000Z',
  due_at: null,
  done_at: null,
};
const ERASURE = {
  id: 'rq-2',
  type: 'erasure',
  type_label: 'Erasure of my data',
  text: null,
  created_at: '2026-12-01T11:00:00.000Z',
  due_at: '2026-12-04T11:00:00.000Z',
  done_at: null,
};
const HANDLED_AT = '2026-12-02T09:00:00.000Z';

function render(mark: MockReply) {
  signIn('owner');
  const mock = mockFetch({
    'GET /app/interviews/iv-1/candidate-requests': ok({ notice_version: 2, requests: [REVIEW, ERASURE] }),
    'POST /app/interviews/iv-1/candidate-requests/rq-1/handled': mark,
  });
  return { ...mock, ...renderAt(<CandidateRequests interviewId="iv-1" />) };
}

describe("the candidate's requests on the interview", () => {
  it('marks a request for a human review as handled and shows the day; an erasure has no such button', async () => {
    const { callsTo } = render(ok({ notice_version: 2, requests: [{ ...REVIEW, done_at: HANDLED_AT }, ERASURE] }));
    const button = await screen.findByRole('button', { name: 'Mark as handled: Human review of the result' });
    expect(screen.getAllByRole('button', { name: /^Mark as handled/ })).toHaveLength(1);
    fireEvent.click(button);
    expect(await screen.findByText(RIGHTS_MESSAGES.handledOn(formatDate(HANDLED_AT)))).toBeTruthy();
    expect(callsTo('POST /app/interviews/iv-1/candidate-requests/rq-1/handled')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Mark as handled/ })).toBeNull();
  });

  it('says why when the request could not be marked, and keeps the button to try again', async () => {
    render(fail(409, RIGHTS_MESSAGES.erasureHandledBySystem));
    const list = await screen.findByRole('list');
    fireEvent.click(within(list).getByRole('button', { name: /^Mark as handled/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(RIGHTS_MESSAGES.erasureHandledBySystem);
    expect(within(list).getByRole('button', { name: /^Mark as handled/ })).toBeTruthy();
  });
});
