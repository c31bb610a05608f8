import type { ErrorCode } from './error-codes.ts';
import { GENERIC_ERROR_CODES } from './error-codes.ts';

/*
 * Every error code, listed once (decision 689): the specific ones here, the generic ones by status
 * in error-codes.ts. Kept apart from error-codes.ts so a bundle that only checks a code's shape (the
 * web's first screen) does not carry the list.
 */

/** Specific codes, grouped by the part of the product that answers them. */
export const SPECIFIC_ERROR_CODES = [
  // Requests the server could not read (Fastify's own client errors).
  'malformed_json',
  'empty_json_body',
  'invalid_content_length',
  // Operations: readiness, unknown addresses, metrics, a request shed before it started (sent again safely).
  'not_ready',
  'server_busy',
  'metrics_unauthorized',
  // A description file (job positions).
  'file_too_large',
  'file_type_not_supported',
  'file_unreadable',
  'file_has_no_text',
  // Job positions, goals, questions, interviews.
  'job_position_not_found',
  'company_required',
  'goal_not_found',
  'question_not_found',
  'questions_length_too_short',
  'question_goal_not_confirmed',
  'questions_edited_by_team',
  'question_order_mismatch',
  'questions_not_editable',
  'questions_generating',
  'question_not_generated',
  // Translating a question set (issue 42 item 2, decision 795).
  'question_translation_unavailable',
  'questions_already_in_language',
  'questions_translating',
  'interview_not_found',
  'interview_link_not_found',
  'interview_link_expired',
  'interview_link_withdrawn',
  'interview_question_not_found',
  'interview_links_job_not_open',
  'interview_questions_not_finalized',
  'interview_duplicate_email',
  'interview_max_responses_reached',
  'interview_plan_limit_reached',
  'interview_cannot_withdraw',
  'interview_cannot_resend',
  'interview_already_submitted',
  'interview_not_started',
  'interview_unanswered_questions',
  'interview_not_completed',
  'interview_not_scored',
  'interview_compare_same_job',
  'interview_compare_not_scored',
  'interview_data_already_deleted',
  'interview_integrity_signal_invalid',
  // One adaptive follow-up per question (issue 42).
  'interview_follow_up_not_offered',
  // Self-identification and the bias audit (issue 39).
  'interview_self_id_not_submitted',
  'bias_audit_date_invalid',
  'bias_audit_period_reversed',
  'bias_audit_period_too_long',
  'interview_human_review_not_submitted',
  'interview_erasure_already_requested',
  'interview_request_not_found',
  'interview_erasure_handled_by_system',
  'interview_data_erased',
  // Reminders to candidates (issue 43).
  'interview_reminder_submitted',
  'interview_reminder_expired',
  'interview_reminder_withdrawn',
  'interview_reminder_no_email',
  // Decisions and the candidate's messages (issue 43).
  'decision_interview_not_completed',
  'decision_notify_not_allowed',
  'decision_summary_not_reviewed',
  'decision_candidate_unreachable',
  // The decision log's export.
  'audit_date_invalid',
  'audit_period_required',
  'audit_period_reversed',
  'audit_period_too_long',
  'audit_too_many_events',
  'override_reason_required',
  // API keys and the requests made with one.
  'api_key_not_found',
  'api_key_name_required',
  'api_key_scopes_required',
  'api_key_expiry_invalid',
  'api_key_too_many',
  'api_key_invalid',
  'api_key_scope_missing',
  'api_key_operation_refused',
  'api_key_rate_limited',
  // Outbound webhooks.
  'webhook_not_found',
  'webhook_delivery_not_found',
  'webhook_url_invalid',
  'webhook_url_not_https',
  'webhook_url_private',
  'webhook_events_required',
  'webhook_too_many',
  // Background jobs.
  'job_payload_invalid',
  // Billing.
  'country_code_invalid',
  // The platform administrator's calls.
  'platform_admin_required',
] as const;

export const ERROR_CODES: readonly ErrorCode[] = [...Object.values(GENERIC_ERROR_CODES), ...SPECIFIC_ERROR_CODES];

// A plain set, not a zod enum: the server's error handler reads it on every failure. The envelope's
// zod enum is in api.ts.
const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN_CODES.has(value);
}
