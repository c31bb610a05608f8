import type { AuditEvent } from '@hiring/shared/audit';
import { AUDIT_MESSAGES } from '@hiring/shared/audit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, signIn } from '@/testing/render';
import { InterviewResultRoute } from '../routes/interview-result';
import { makeDetail, makePage } from '../testing/fixtures';
import { DecisionLogExport } from './decision-log-export';

const event = (over: Partial<AuditEvent>): AuditEvent => ({
  id: Math.random().toString(36).slice(2),
  created_at: '2026-11-20T09:30:00.000Z',
  action: 'status_changed',
  action_label: 'Status changed',
  actor: { type: 'system', user_id: null, name: null },
  interview_id: 'iv-1',
  job_position_id: 'job-1',
  subject_id: null,
  before: null,
  after: null,
  ...over,
});

const EVENTS: AuditEvent[] = [
  event({ before: { status: 'invited' }, after: { status: 'started', by: 'candidate' } }),
  event({
    action: 'ai_scored',
    actor: { type: 'ai', user_id: null, name: null },
    subject_id: 'q1',
    after: { score: 2, engine: 'builtin', model: 'builtin-kb', version: '7', flags: ['too_short'] },
  }),
  event({
    action: 'review_overridden',
    actor: { type: 'user', user_id: 'u2', name: 'Jane Roe' },
    subject_id: 'q1',
    after: { score: 4, ai_score: 2, override_reason_code: 'answer_better_than_scored' },
  }),
];

function renderResult(role: string, log: Parameters<typeof mockFetch>[0][string] = ok({ events: EVENTS })) {
  signIn(role);
  const mock = mockFetch({
    'GET /app/interviews/iv-1': ok(makeDetail()),
    'GET /app/interviews/iv-1/candidate-requests': ok({ notice_version: 1, requests: [] }),
    'GET /app/interviews': ok(makePage([])),
    'GET /app/job-positions/options': ok({ items: [], total_count: 0 }),
    'GET /app/audit-events': log,
  });
  return { ...mock, ...renderAt(<InterviewResultRoute />, { path: '/interviews/:id', at: '/interviews/iv-1' }) };
}

describe("the interview's decision log", () => {
  it('is read only when opened, and tells each event as a sentence, oldest first', async () => {
    const { callsTo } = renderResult('owner');
    const heading = await screen.findByRole('heading', { name: 'Decision log' });
    const card = heading.closest('div.rounded-xl') as HTMLElement;
    const toggle = within(card).getByRole('button', { name: 'Show log' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(callsTo('GET /app/audit-events')).toHaveLength(0);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = await within(card).findByRole('list', { name: 'Decision log events, oldest first' });
    const lines = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('The candidate started the interview (Invited → In progress)');
    expect(lines[1]).toContain('The AI scored question 1: 2 (builtin engine, builtin-kb v7), flags: Very short');
    expect(lines[2]).toContain('Jane Roe scored question 1: 4 (AI 2), reason: Answer better than scored');
    expect(lines[0]).toContain('Nov 20, 2026');
    expect(callsTo('GET /app/audit-events')[0]!.query).toBe('?interview_id=iv-1');
    fireEvent.click(within(card).getByRole('button', { name: 'Hide log' }));
    expect(within(card).queryByRole('list')).toBeNull();
  });

  it('says so when nothing has been recorded', async () => {
    renderResult('admin', ok({ events: [] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Show log' }));
    expect(await screen.findByText(AUDIT_MESSAGES.emptyLog)).toBeTruthy();
  });

  it('shows the error with a way to try again', async () => {
    let broken = true;
    renderResult('owner', () => (broken ? fail(500, 'Something went wrong on our side.') : ok({ events: EVENTS })));
    fireEvent.click(await screen.findByRole('button', { name: 'Show log' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error Loading the Decision Log');
    broken = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Jane Roe scored question 1/)).toBeTruthy();
  });

  it('is not shown to a member who is not an owner or admin', async () => {
    renderResult('team_lead');
    await screen.findByRole('heading', { name: 'Answers' });
    expect(screen.queryByRole('heading', { name: 'Decision log' })).toBeNull();
  });
});

describe('the decision log export form', () => {
  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
  });
  afterEach(() => vi.unstubAllGlobals());

  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });

  it('refuses a period that ends before it starts, beside the field, without asking the server', async () => {
    signIn('owner');
    const { calls } = mockFetch({});
    renderAt(<DecisionLogExport />);
    fill('From', '2026-05-02');
    fill('To', '2026-05-01');
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText(AUDIT_MESSAGES.periodReversed)).toBeTruthy();
    expect(screen.getByLabelText(/^To/).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('downloads the period as CSV or JSON and says how many events the file holds', async () => {
    signIn('admin');
    const csv = 'id,created_at\r\na,2026-05-01T00:00:00.000Z\r\nb,2026-05-01T01:00:00.000Z\r\n';
    const { callsTo } = mockFetch({
      'GET /app/audit-events': (call) => (call.query.includes('csv') ? { text: csv } : ok({ events: EVENTS })),
    });
    renderAt(<DecisionLogExport />);
    fill('From', '2026-05-01');
    fill('To', '2026-05-31');
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Downloaded 2 events from 2026-05-01 to 2026-05-31.')).toBeTruthy();
    expect(callsTo('GET /app/audit-events')[0]!.query).toBe('?from=2026-05-01&to=2026-05-31&format=csv');
    fireEvent.click(screen.getByRole('radio', { name: 'JSON' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(screen.getByText('Downloaded 3 events from 2026-05-01 to 2026-05-31.')).toBeTruthy());
    expect(callsTo('GET /app/audit-events')[1]!.query).toBe('?from=2026-05-01&to=2026-05-31&format=json');
  });

  it('shows the server’s refusal beside the field', async () => {
    signIn('owner');
    mockFetch({
      'GET /app/audit-events': fail(
        400,
        AUDIT_MESSAGES.periodTooLong,
        { to: AUDIT_MESSAGES.periodTooLong },
        { code: 'validation_failed', field_codes: { to: 'audit_period_too_long' } },
      ),
    });
    renderAt(<DecisionLogExport />);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText(AUDIT_MESSAGES.periodTooLong)).toBeTruthy();
  });

  it('is not shown to other roles', () => {
    signIn('member');
    mockFetch({});
    renderAt(<DecisionLogExport />);
    expect(screen.queryByRole('heading', { name: 'Export the decision log' })).toBeNull();
  });
});
