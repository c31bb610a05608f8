import { describe, expect, it } from 'vitest';
import { describeAuditEvent } from './audit-describe.ts';
import { AUDIT_ACTION_LABELS, type AuditEvent } from './audit.ts';
import { candidateRequestInputSchema, RIGHTS_LIMITS, RIGHTS_MESSAGES } from './candidate-rights.ts';
import { interviewSettingsInputSchema } from './interviews.ts';

const event = (over: Partial<AuditEvent>): AuditEvent => ({
  id: 'e',
  created_at: '2026-12-01T00:00:00.000Z',
  action: 'accommodation_requested',
  action_label: '',
  actor: { type: 'system', user_id: null, name: null },
  interview_id: 'i',
  job_position_id: 'j',
  subject_id: null,
  before: null,
  after: { by: 'candidate' },
  ...over,
});

describe("the candidate's requests", () => {
  it('needs text for accommodation and human review, none for erasure, and at most the limit', () => {
    expect(candidateRequestInputSchema.safeParse({ type: 'erasure' }).success).toBe(true);
    const blank = candidateRequestInputSchema.safeParse({ type: 'accommodation', text: '  ' });
    expect(blank.error?.issues[0]?.message).toBe(RIGHTS_MESSAGES.textRequired);
    expect(candidateRequestInputSchema.safeParse({ type: 'human_review' }).error?.issues[0]?.message).toBe(RIGHTS_MESSAGES.textRequired);
    const long = candidateRequestInputSchema.safeParse({ type: 'accommodation', text: 'x'.repeat(RIGHTS_LIMITS.textMax + 1) });
    expect(long.error?.issues[0]?.message).toBe(RIGHTS_MESSAGES.textTooLong);
    expect(candidateRequestInputSchema.safeParse({ type: 'appeal', text: 'x' }).error?.issues[0]?.message).toBe(
      RIGHTS_MESSAGES.typeInvalid,
    );
  });

  it('keeps the limits the notice and the team rely on', () => {
    expect(RIGHTS_LIMITS).toMatchObject({ textMax: 2_000, requestsPerLinkPerHour: 5, exportsPerLinkPerHour: 10, erasureDaysMax: 30 });
    expect(RIGHTS_MESSAGES.sent.erasure('December 9, 2026')).toBe(
      'Your request was sent. Your answers and personal data will be erased by December 9, 2026.',
    );
  });

  it('takes an erasure period of 0 to 30 days in the settings', () => {
    const base = { retention_days: 180 };
    expect(interviewSettingsInputSchema.safeParse({ ...base, erasure_days: 0 }).success).toBe(true);
    expect(interviewSettingsInputSchema.safeParse({ ...base, erasure_days: 31 }).error?.issues[0]?.message).toBe(
      RIGHTS_MESSAGES.erasureDaysRange,
    );
  });

  it('names each request in the decision log in words', () => {
    expect(AUDIT_ACTION_LABELS.erasure_requested).toBe('Candidate asked for erasure');
    expect(describeAuditEvent(event({}))).toBe('The candidate asked for an alternative process or accommodation');
    expect(describeAuditEvent(event({ action: 'human_review_requested' }))).toBe('The candidate asked for a person to review the result');
    expect(describeAuditEvent(event({ action: 'erasure_requested' }))).toBe('The candidate asked for their data to be erased');
    expect(describeAuditEvent(event({ action: 'data_exported' }))).toBe('The candidate downloaded a copy of their data');
    const handled = event({
      action: 'candidate_request_handled',
      actor: { type: 'user', user_id: 'u', name: 'Dana Lee' },
      after: { request_type: 'human_review', request_label: 'Human review of the result' },
    });
    expect(describeAuditEvent(handled)).toBe("Dana Lee marked the candidate's request (Human review of the result) as handled");
    expect(AUDIT_ACTION_LABELS.candidate_request_handled).toBe("Candidate's request handled");
    expect(RIGHTS_MESSAGES.handledOn('December 9, 2026')).toBe('Handled on December 9, 2026.');
    expect(describeAuditEvent(event({ action: 'data_deleted', after: { reason: 'candidate_request' } }))).toBe(
      "Candidate data deleted at the candidate's request",
    );
  });
});
