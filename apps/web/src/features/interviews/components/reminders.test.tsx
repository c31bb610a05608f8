import { formatDate } from '@hiring/shared/constants';
import { REMINDER_ERROR_CODES, REMINDER_MESSAGES } from '@hiring/shared/reminders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, signIn } from '@/testing/render';
import { PendingInterviewsRoute } from '../routes/interview-lists';
import { makePage, makeSummary } from '../testing/fixtures';
import { ReminderSetting } from './reminder-setting';

const pending = (over: Parameters<typeof makeSummary>[0] = {}) =>
  makeSummary({ status: 'invited', completed_at: null, started_at: null, answered_count: 0, scoring_status: 'not_submitted', ...over });

describe('reminders to candidates', () => {
  beforeEach(() => signIn('owner'));
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('show on a pending row when they went out, and a reminder by hand announces itself', async () => {
    const sentAt = '2026-12-02T10:00:00.000Z';
    const { callsTo } = mockFetch({
      'GET /app/interviews': ok(makePage([pending({ reminder_count: 2, last_reminded_at: sentAt })])),
      'GET /app/job-positions/options': ok({ items: [], total_count: 0 }),
      'POST /app/interviews/iv-1/remind': ok(pending({ reminder_count: 3, last_reminded_at: sentAt })),
    });
    renderAt(<PendingInterviewsRoute />);
    const row = (await screen.findByText(`2 reminders sent, last ${formatDate(sentAt)}`)).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Remind Ada Lovelace' }));
    expect(await within(row).findByText(REMINDER_MESSAGES.sent)).toBeTruthy();
    expect(callsTo('POST /app/interviews/iv-1/remind')).toHaveLength(1);
  });

  it('show the reason when a reminder by hand is refused', async () => {
    mockFetch({
      'GET /app/interviews': ok(makePage([pending()])),
      'GET /app/job-positions/options': ok({ items: [], total_count: 0 }),
      'POST /app/interviews/iv-1/remind': fail(409, REMINDER_MESSAGES.submitted, undefined, { code: REMINDER_ERROR_CODES.submitted }),
    });
    renderAt(<PendingInterviewsRoute />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remind Ada Lovelace' }));
    expect((await screen.findByRole('alert')).textContent).toBe(REMINDER_MESSAGES.submitted);
    expect(screen.queryByText(/Reminder sent/)).toBeNull();
  });

  it('are switched off by an owner in the settings, and read only for other roles', async () => {
    const { callsTo } = mockFetch({
      'GET /app/interviews/reminder-settings': ok({ enabled: true, can_edit: true }),
      'PUT /app/interviews/reminder-settings': ok({ enabled: false, can_edit: true }),
    });
    renderAt(<ReminderSetting />);
    const box = await screen.findByRole('checkbox', { name: REMINDER_MESSAGES.settingLabel });
    fireEvent.click(box);
    expect(await screen.findByText(REMINDER_MESSAGES.settingOff)).toBeTruthy();
    expect(callsTo('PUT /app/interviews/reminder-settings')[0]!.body).toEqual({ enabled: false });
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(false));
  });

  it('read as on or off to a member who cannot change them', async () => {
    mockFetch({ 'GET /app/interviews/reminder-settings': ok({ enabled: true, can_edit: false }) });
    renderAt(<ReminderSetting />);
    expect(await screen.findByText(`${REMINDER_MESSAGES.settingLabel}: on`)).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
