/**
 * The catalogue of error codes: every failure answer carries one of these as `code`, beside its
 * message, so a client decides what to do by the code and shows the message as it came. A code
 * never changes once published; a new failure gets a new code here.
 *
 * Generic codes name a status; the error handler answers them when a failure has no code of
 * its own. Specific codes name one failure of one call.
 */
export const GENERIC_ERROR_CODES = {
  400: 'bad_request',
  401: 'unauthorized',
  402: 'subscription_required',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  408: 'request_timeout',
  409: 'conflict',
  410: 'gone',
  411: 'length_required',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  416: 'range_not_satisfiable',
  422: 'validation_failed',
  429: 'rate_limited',
  431: 'headers_too_large',
  500: 'internal_error',
  501: 'not_implemented',
  502: 'bad_gateway',
  503: 'service_unavailable',
  504: 'gateway_timeout',
} as const;

/** Specific codes, grouped by the part of the product that answers them. */
const SPECIFIC_ERROR_CODES = [
  // Requests the server could not read (Fastify's own client errors).
  'malformed_json',
  'empty_json_body',
  'invalid_content_length',
  // Operations: readiness, unknown addresses, metrics.
  'not_ready',
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
  // Self-identification and the bias audit (issue 39).
  'interview_self_id_not_submitted',
  'bias_audit_date_invalid',
  'bias_audit_period_reversed',
  'bias_audit_period_too_long',
  'interview_human_review_not_submitted',
  'interview_erasure_already_requested',
  'interview_data_erased',
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
  // Background jobs.
  'job_payload_invalid',
  // Billing.
  'country_code_invalid',
  // The platform administrator's calls.
  'platform_admin_required',
] as const;

/** `validation_failed` also names any answer with field errors, whatever its status. */
export type ErrorCode = (typeof GENERIC_ERROR_CODES)[keyof typeof GENERIC_ERROR_CODES] | (typeof SPECIFIC_ERROR_CODES)[number];
export const ERROR_CODES: readonly ErrorCode[] = [...Object.values(GENERIC_ERROR_CODES), ...SPECIFIC_ERROR_CODES];

/** The generic code of a status: its own, else that of its class (400 or 500). */
export function statusErrorCode(status: number): ErrorCode {
  const own = (GENERIC_ERROR_CODES as Readonly<Record<number, ErrorCode>>)[status];
  if (own) return own;
  return status >= 500 ? GENERIC_ERROR_CODES[500] : GENERIC_ERROR_CODES[400];
}

// A plain set, not a zod enum: the web's API client reads this on every failure, and zod must stay
// out of the first screen's bundle (bundle budget, e2e/bundle-budget.spec.ts). The envelope's zod
// enum is in api.ts.
const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN_CODES.has(value);
}
