import { describe, expect, it } from 'vitest';
import type { AuditEvent } from './audit.ts';
import { AUDIT_ACTION_LABELS } from './audit.ts';
import { describeAuditEvent } from './audit-describe.ts';
import { ERROR_CODES } from './error-catalogue.ts';
import { interviewSummarySchema } from './interviews.ts';
import {
  REMINDER_ERROR_CODES,
  REMINDER_LIMITS,
  REMINDER_MESSAGES,
  REMINDER_PATHS,
  REMINDER_TIMING,
  reminderJobPayloadSchema,
  reminderSettingsInputSchema,
  remindersLine,
} from './reminders.ts';

const event = (over: Partial<AuditEvent>): AuditEvent => ({
  id: 'e1',
  created_at: '2026-12-02T09:30:00.000Z',
  action: 'reminder_sent',
  action_label: 'Reminder sent to the candidate',
  actor: { type: 'system', user_id: null, name: null },
  interview_id: 'iv-1',
  job_position_id: 'job-1',
  subject_id: null,
  before: null,
  after: null,
  ...over,
});

describe('reminders to candidates', () => {
  it('are due 3 days after the link was sent without a start and 2 days before it expires without a submit', () => {
    expect(REMINDER_TIMING.notStartedAfterDays).toBe(3);
    expect(REMINDER_TIMING.notSubmittedBeforeExpiryDays).toBe(2);
    expect(REMINDER_TIMING.sweepMinutes).toBe(15);
    expect(REMINDER_LIMITS).toEqual({ manualPerInterviewPerDay: 1, manualPerMemberPerHour: 30 });
    expect(REMINDER_MESSAGES.settingHelp).toBe(
      'One email to a candidate who has not started 3 days after the link was sent, and one to a candidate who started but has not submitted 2 days before the link expires.',
    );
  });

  it('refuse with catalogued codes and clear messages', () => {
    for (const code of Object.values(REMINDER_ERROR_CODES)) expect(ERROR_CODES).toContain(code);
    expect(REMINDER_MESSAGES.submitted).toBe('This candidate has already submitted the interview, so no reminder is sent.');
    expect(REMINDER_MESSAGES.expired).toBe('This link has expired, so a reminder would not help. Resend the link to reopen it.');
    expect(REMINDER_MESSAGES.withdrawn).toBe('This link was withdrawn, so no reminder is sent.');
    expect(REMINDER_MESSAGES.tooMany).toBe('A reminder was sent to this candidate in the last day. Try again tomorrow.');
  });

  it('read as one line on a row', () => {
    expect(remindersLine(1, 'December 2, 2026')).toBe('Reminder sent December 2, 2026');
    expect(remindersLine(3, 'December 2, 2026')).toBe('3 reminders sent, last December 2, 2026');
    expect(REMINDER_PATHS.remind('iv-1')).toBe('/app/interviews/iv-1/remind');
    expect(REMINDER_PATHS.settings).toBe('/app/interviews/reminder-settings');
  });

  it('take a boolean setting and a job payload of an interview and an automatic kind', () => {
    expect(reminderSettingsInputSchema.safeParse({ enabled: 'yes' }).success).toBe(false);
    expect(reminderSettingsInputSchema.parse({ enabled: false })).toEqual({ enabled: false });
    const id = '0b8c2a6e-4f1d-4c3a-9e2b-000000000001';
    expect(reminderJobPayloadSchema.safeParse({ interview_id: id, kind: 'manual' }).success).toBe(false);
    expect(reminderJobPayloadSchema.parse({ interview_id: id, kind: 'not_submitted' })).toEqual({
      interview_id: id,
      kind: 'not_submitted',
    });
  });

  it('are part of every list row', () => {
    expect(Object.keys(interviewSummarySchema.shape)).toEqual(expect.arrayContaining(['reminder_count', 'last_reminded_at']));
  });

  it('read in the decision log by kind and who sent them, and the setting as on or off', () => {
    expect(AUDIT_ACTION_LABELS.reminder_sent).toBe('Reminder sent to the candidate');
    expect(describeAuditEvent(event({ after: { kind: 'not_started' } }))).toBe(
      'The system emailed the candidate a reminder: the interview was not started',
    );
    expect(describeAuditEvent(event({ after: { kind: 'not_submitted' } }))).toBe(
      'The system emailed the candidate a reminder: the interview was not submitted and the link expires soon',
    );
    expect(describeAuditEvent(event({ actor: { type: 'user', user_id: 'u1', name: 'Jane Roe' }, after: { kind: 'manual' } }))).toBe(
      'Jane Roe emailed the candidate a reminder',
    );
    expect(
      describeAuditEvent(
        event({
          action: 'setting_changed',
          actor: { type: 'user', user_id: 'u1', name: 'Jane Roe' },
          before: { setting: 'candidate_reminders', value: true },
          after: { setting: 'candidate_reminders', value: false },
        }),
      ),
    ).toBe('Jane Roe turned reminders to candidates off');
  });
});
