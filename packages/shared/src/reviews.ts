import { z } from 'zod';

/**
 * Reviewer trust: the reasons a reviewer gives for overriding the AI, and the events of the
 * decision log. The review, agreement, integrity and audit schemas build on these.
 */

/** A reviewer's score differing from the AI's by this much or more needs a reason. */
export const OVERRIDE_REASON_THRESHOLD = 2;

export const OVERRIDE_REASON_CODES = [
  'evidence_misread',
  'answer_better_than_scored',
  'answer_worse_than_scored',
  'language',
  'other',
] as const;
export type OverrideReasonCode = (typeof OVERRIDE_REASON_CODES)[number];

export const OVERRIDE_REASON_LABELS: Record<OverrideReasonCode, string> = {
  evidence_misread: 'Evidence misread',
  answer_better_than_scored: 'Answer better than scored',
  answer_worse_than_scored: 'Answer worse than scored',
  language: 'Language',
  other: 'Other',
};

export const overrideReasonCodeSchema = z.enum(OVERRIDE_REASON_CODES);

/** What the decision log records. */
export const AUDIT_ACTIONS = [
  'ai_scored',
  'review_scored',
  'review_overridden',
  'ai_revealed',
  'recommendation_changed',
  'status_changed',
  'data_deleted',
  'setting_changed',
  'api_key_created',
  'api_key_first_used',
  'api_key_revoked',
  'webhook_created',
  'webhook_changed',
  'webhook_paused',
  'webhook_deleted',
  'accommodation_requested',
  'human_review_requested',
  'erasure_requested',
  'data_exported',
  'reminder_sent',
  'decision_changed',
  'strengths_summary_sent',
  'follow_up_asked',
  'candidate_request_handled',
  'questions_translated',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTOR_TYPES = ['user', 'ai', 'system'] as const;
export type AuditActorType = (typeof AUDIT_ACTOR_TYPES)[number];
