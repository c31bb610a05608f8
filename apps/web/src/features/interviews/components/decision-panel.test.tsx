import { DECISION_LIMITS, DECISION_MESSAGES } from '@hiring/shared/decisions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, type MockReply, mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, signIn } from '@/testing/render';
import { makeDetail, makePage } from '../testing/fixtures';
import { InterviewResultRoute } from '../routes/interview-result';

const preview = {
  interview_id: 'iv-1',
  candidate_label: 'Candidate 1A2B',
  to: 'ada@example.com',
  subject: 'Next steps for Site Reliability Engineer at Acme',
  text: 'Dear Ada Lovelace,\n\nThank you.',
  includes_strengths: false,
  note: null,
  sendable: true,
};

function render(
  decide: MockReply = ok({ interview_id: 'iv-1', decision: makeDetail().decision, sent: preview, message: DECISION_MESSAGES.savedAndSent }),
  detail = makeDetail(),
) {
  signIn('owner');
  const mock = mockFetch({
    'GET /app/job-positions/options': ok({ items: [], total_count: 0 }),
    'GET /app/interviews/iv-1': ok(detail),
    'GET /app/interviews': ok(makePage([])),
    'POST /app/interviews/decisions/preview': ok({ previews: [preview] }),
    'PUT /app/interviews/iv-1/decision': decide,
  });
  return { ...mock, ...renderAt(<InterviewResultRoute />, { path: '/interviews/:id', at: '/interviews/iv-1' }) };
}

describe('the decision on the review screen', () => {
  it('asks for a preview before sending, shows the message, then sends the decision with notify', async () => {
    const { callsTo } = render();
    const panel = await screen.findByTestId('decision-panel');
    fireEvent.change(within(panel).getByLabelText('Decision'), { target: { value: 'advance' } });
    fireEvent.click(within(panel).getByLabelText('Send the candidate the message'));
    const send = within(panel).getByRole('button', { name: 'Save and send message' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(panel).getByRole('button', { name: 'Preview message' }));
    const article = await within(panel).findByRole('article', { name: 'Message to Ada Lovelace' });
    expect(article.textContent).toContain('Dear Ada Lovelace,');
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(send);
    expect((await within(panel).findByRole('status')).textContent).toBe(DECISION_MESSAGES.savedAndSent);
    expect(callsTo('PUT /app/interviews/iv-1/decision')[0]?.body).toMatchObject({ decision: 'advance', notify: true });
  });

  it('offers no message for hold, and shows the server refusal', async () => {
    render(fail(409, DECISION_MESSAGES.summaryNotReviewed));
    const panel = await screen.findByTestId('decision-panel');
    fireEvent.change(within(panel).getByLabelText('Decision'), { target: { value: 'hold' } });
    expect((within(panel).getByLabelText('Send the candidate the message') as HTMLInputElement).disabled).toBe(true);
    expect(within(panel).getByText(DECISION_MESSAGES.notifyNotAllowed)).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Save decision' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe(DECISION_MESSAGES.summaryNotReviewed);
  });

  it('is offered when scoring failed, so the team decides from the answers; not while scoring runs', async () => {
    const { unmount } = render(undefined, makeDetail({ scoring_status: 'failed', scoring_error: 'The scoring service did not answer.' }));
    expect(await screen.findByTestId('decision-panel')).toBeTruthy();
    unmount();
    render(undefined, makeDetail({ scoring_status: 'scoring' }));
    await screen.findByText('Scoring in progress');
    expect(screen.queryByTestId('decision-panel')).toBeNull();
  });

  it('sends a message written for this candidate instead of the template, once it is previewed', async () => {
    const { callsTo } = render();
    const panel = await screen.findByTestId('decision-panel');
    fireEvent.change(within(panel).getByLabelText('Decision'), { target: { value: 'reject' } });
    fireEvent.click(within(panel).getByLabelText('Send the candidate the message'));
    fireEvent.click(within(panel).getByLabelText("Write this candidate's message myself"));
    const preview = within(panel).getByRole('button', { name: 'Preview message' }) as HTMLButtonElement;
    expect(preview.disabled).toBe(true);
    expect(within(panel).getByText(DECISION_MESSAGES.bodyRequired)).toBeTruthy();
    const box = within(panel).getByLabelText('Message');
    expect(box.getAttribute('maxlength')).toBe(String(DECISION_LIMITS.bodyMax));
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toContain('{candidate_name}');
    expect(within(panel).getByLabelText('Note for the team').getAttribute('maxlength')).toBe(String(DECISION_LIMITS.noteMax));
    fireEvent.change(box, { target: { value: 'Dear {candidate_name}, thank you for the conversation.' } });
    fireEvent.click(preview);
    await within(panel).findByRole('article', { name: 'Message to Ada Lovelace' });
    expect(callsTo('POST /app/interviews/decisions/preview')[0]?.body).toMatchObject({
      decision: 'reject',
      message: 'Dear {candidate_name}, thank you for the conversation.',
    });
    const send = within(panel).getByRole('button', { name: 'Save and send message' });
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(send);
    await within(panel).findByRole('status');
    expect(callsTo('PUT /app/interviews/iv-1/decision')[0]?.body).toMatchObject({
      decision: 'reject',
      notify: true,
      message: 'Dear {candidate_name}, thank you for the conversation.',
    });
  });
});
