import { WEBHOOK_MESSAGES } from '@hiring/shared/webhooks';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, signIn } from '@/testing/render';
import WebhooksSection from './webhooks-section';

const URL_ = 'https://ats.example.com/hooks';
const hook = {
  id: 'w1',
  url: URL_,
  events: ['interview.scored'],
  status: 'active',
  paused_reason: null,
  failing_since: null,
  created_at: '2026-11-30T10:00:00.000Z',
  updated_at: '2026-11-30T10:00:00.000Z',
};
const delivery = {
  id: 'd1',
  event_type: 'interview.scored',
  status: 'failed',
  attempts: 1,
  response_status: 500,
  last_attempt_at: '2026-11-30T10:05:00.000Z',
  next_attempt_at: null,
  created_at: '2026-11-30T10:05:00.000Z',
  attempt_log: [
    {
      id: 'a1',
      attempted_at: '2026-11-30T10:05:00.000Z',
      succeeded: false,
      response_status: 500,
      duration_ms: 40,
      error: 'The endpoint answered 500.',
      response_body: null,
      trigger: 'automatic',
    },
  ],
};

describe('webhooks on the settings page', () => {
  it('shows the empty state, asks for an address and an event, adds a webhook and shows its secret once', async () => {
    signIn('owner');
    let items: (typeof hook)[] = [];
    const { callsTo } = mockFetch({
      'GET /app/webhooks': () => ok({ items }),
      'POST /app/webhooks': () => {
        items = [hook];
        return ok({ ...hook, secret: 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0' }, 201);
      },
    });
    renderAt(<WebhooksSection />);
    expect(await screen.findByText(WEBHOOK_MESSAGES.empty)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /An interview was scored/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(await within(dialog).findByText(WEBHOOK_MESSAGES.urlInvalid)).toBeTruthy();
    expect(within(dialog).getByText(WEBHOOK_MESSAGES.eventsRequired)).toBeTruthy();
    expect(callsTo('POST /app/webhooks')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Endpoint URL/), { target: { value: URL_ } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /An interview was scored/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    const created = await screen.findByRole('dialog', { name: 'Webhook added' });
    expect(within(created).getByText(WEBHOOK_MESSAGES.secretShownOnce)).toBeTruthy();
    expect((within(created).getByTestId('new-webhook-secret') as HTMLInputElement).value).toMatch(/^whsec_/);
    expect(callsTo('POST /app/webhooks')[0]?.body).toEqual({ url: URL_, events: ['interview.scored'] });
    fireEvent.click(within(created).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('listitem', { name: URL_ })).toBeTruthy();
    expect(screen.queryByTestId('new-webhook-secret')).toBeNull();
  });

  it('shows the server refusing a private address beside the field', async () => {
    signIn('owner');
    mockFetch({
      'GET /app/webhooks': () => ok({ items: [] }),
      'POST /app/webhooks': () =>
        fail(400, WEBHOOK_MESSAGES.urlPrivate, { url: WEBHOOK_MESSAGES.urlPrivate }, { code: 'webhook_url_private' }),
    });
    renderAt(<WebhooksSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    fireEvent.change(within(dialog).getByLabelText(/Endpoint URL/), { target: { value: 'https://10.0.0.1/h' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(await within(dialog).findByText(WEBHOOK_MESSAGES.urlPrivate)).toBeTruthy();
  });

  it('sends a test, pauses, lists deliveries with their code and redelivers one', async () => {
    signIn('admin');
    let current = hook;
    const { callsTo } = mockFetch({
      'GET /app/webhooks': () => ok({ items: [current] }),
      'POST /app/webhooks/w1/test': () =>
        ok({
          ...delivery,
          event_type: 'webhook.test',
          status: 'succeeded',
          response_status: 200,
          attempt_log: [{ ...delivery.attempt_log[0], succeeded: true, response_status: 200, error: null }],
        }),
      'PATCH /app/webhooks/w1': () => {
        current = { ...hook, status: 'paused', paused_reason: 'manual' as never };
        return ok(current);
      },
      'GET /app/webhooks/w1/deliveries': () => ok({ items: [delivery] }),
      'POST /app/webhooks/w1/deliveries/d1/redeliver': () =>
        ok({
          ...delivery,
          status: 'succeeded',
          attempts: 2,
          response_status: 200,
          attempt_log: [{ ...delivery.attempt_log[0], succeeded: true, response_status: 200, error: null, trigger: 'manual' }],
        }),
    });
    renderAt(<WebhooksSection />);
    const item = await screen.findByRole('listitem', { name: URL_ });
    fireEvent.click(within(item).getByRole('button', { name: `Send test to ${URL_}` }));
    expect(await within(item).findByText('Test delivered: 200 in 40 ms')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: `Pause ${URL_}` }));
    expect(await within(item).findByRole('button', { name: `Resume ${URL_}` })).toBeTruthy();
    expect(callsTo('PATCH /app/webhooks/w1')[0]?.body).toEqual({ status: 'paused' });

    fireEvent.click(within(item).getByRole('button', { name: `Deliveries of ${URL_}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Deliveries' });
    expect(await within(dialog).findByText('HTTP 500')).toBeTruthy();
    expect(within(dialog).getByText(/The endpoint answered 500\./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeliver interview.scored d1' }));
    expect(await within(dialog).findByText(`${WEBHOOK_MESSAGES.redelivered} 200 in 40 ms`)).toBeTruthy();
    expect(callsTo('POST /app/webhooks/w1/deliveries/d1/redeliver')).toHaveLength(1);
  });

  it('shows an error with a retry when the webhooks cannot be loaded', async () => {
    signIn('owner');
    let down = true;
    mockFetch({ 'GET /app/webhooks': () => (down ? fail(500, 'Server error') : ok({ items: [hook] })) });
    renderAt(<WebhooksSection />);
    expect(await screen.findByText(WEBHOOK_MESSAGES.loadError)).toBeTruthy();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: URL_ })).toBeTruthy();
  });
});
