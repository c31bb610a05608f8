import { NOTICE_DATA_COLLECTED, NOTICE_TEXTS, RIGHTS_MESSAGES } from '@hiring/shared/candidate-rights-constants';
import { INTERVIEW_MESSAGES, type PublicInterview } from '@hiring/shared/interviews';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok } from '@/testing/fetch-mock';
import { RightsSection } from './rights-section';

const TOKEN = 'tok_rights_abcdefghijklmnopqrstuvwxyz0123456789';
const path = `POST /public/interviews/${TOKEN}/requests`;

const interview = (rights: Partial<PublicInterview['rights']> = {}) =>
  ({
    status: 'completed',
    rights: {
      notice_version: 2,
      data_collected_intro: NOTICE_TEXTS.dataCollectedIntro,
      data_collected: [...NOTICE_DATA_COLLECTED],
      company_text: null,
      contact: 'Dana Lee, people team',
      rights_intro: NOTICE_TEXTS.rightsIntro,
      requests: [],
      can_request_human_review: true,
      erasure_due_at: null,
      ...rights,
    },
  }) as PublicInterview;

describe('"Your rights" on the candidate\'s page', () => {
  it('offers human review only once submitted', () => {
    render(<RightsSection token={TOKEN} interview={interview({ can_request_human_review: false })} onChanged={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Ask for a person to review my result' })).toBeNull();
    expect(screen.getByText(RIGHTS_MESSAGES.humanReviewAfterSubmit)).toBeTruthy();
  });

  it('asks for text before sending a human review, sends it, and announces the answer', async () => {
    const onChanged = vi.fn();
    const { callsTo } = mockFetch({
      [path]: ok(
        {
          id: 'r1',
          type: 'human_review',
          created_at: '2026-12-02T00:00:00.000Z',
          due_at: null,
          message: RIGHTS_MESSAGES.sent.human_review,
        },
        201,
      ),
    });
    render(<RightsSection token={TOKEN} interview={interview()} onChanged={onChanged} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a person to review my result' }));
    const dialog = screen.getByRole('dialog', { name: 'Human review of the result' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(within(dialog).getByText(RIGHTS_MESSAGES.textRequired)).toBeTruthy();
    expect(callsTo(path)).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Your statement/ }), { target: { value: 'Please look again.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText(RIGHTS_MESSAGES.sent.human_review)).toBeTruthy();
    expect(callsTo(path)[0]?.body).toEqual({ type: 'human_review', text: 'Please look again.' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChanged).toHaveBeenCalled();
  });

  it('keeps the form open with the reason when the request is refused', async () => {
    mockFetch({ [path]: fail(429, 'Too many requests.') });
    render(<RightsSection token={TOKEN} interview={interview()} onChanged={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ask for my data to be erased' }));
    const dialog = screen.getByRole('dialog', { name: 'Erasure of my data' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erase my data' }));
    expect(await within(dialog).findByText(INTERVIEW_MESSAGES.tooManyRequests)).toBeTruthy();
  });

  it('says when a requested erasure happens, and offers it no more', () => {
    render(<RightsSection token={TOKEN} interview={interview({ erasure_due_at: '2026-12-09T12:00:00.000Z' })} onChanged={() => {}} />);
    expect(screen.getByText(RIGHTS_MESSAGES.erasurePending('December 9, 2026'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask for my data to be erased' })).toBeNull();
  });
});
