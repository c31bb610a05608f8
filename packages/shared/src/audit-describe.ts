import { ANSWER_FLAG_LABELS, type AnswerFlag } from './ai.ts';
import { AUDIT_MESSAGES, type AuditEvent } from './audit.ts';
import { INTERVIEW_STATUS_LABELS, type InterviewStatus, RECOMMENDATION_LABELS, type Recommendation } from './interview-constants.ts';
import { OVERRIDE_REASON_LABELS, type OverrideReasonCode } from './reviews.ts';
import { DECISION_LABELS, type Decision } from './decision-constants.ts';
import { INTERVIEW_LANGUAGE_LABELS, isInterviewLanguage } from './interview-language.ts';
import { FOLLOW_UP_GAP_LABELS, FOLLOW_UP_SOURCE_LABELS, type FollowUpGap, type FollowUpSource } from './follow-up-constants.ts';

/**
 * One decision-log event as a sentence a person reads ("Jane Roe scored question 2: 4 (AI 2),
 * reason: Answer better than scored"), built only from the event's data. The event's fields read
 * here are the log's vocabulary; a writer that uses them gets a readable line:
 *
 * - scores: `score`, `ai_score`, `override_reason_code` (or `override_reason: { code }`), `flags`
 *   (answer flag codes), `engine`, `model`, `version`, `reason` (`duplicate_answer` for a capped copy)
 * - statuses: `status`, `by` (`candidate` when the candidate moved it)
 * - recommendations: `recommendation`
 * - deletion: `reason` (`request` or `retention`), `retention_days`
 * - settings: `setting` (`blind_review`, `retention_days`, `erasure_days`, `candidate_reminders`, `strengths_after_review`,
 *   `ask_follow_ups`) and its `value`, before and after
 * - reminders: `kind` (`not_started`, `not_submitted` or `manual`, reminders.ts)
 * - follow-ups: `gap`, `source`, `point` (the guide's key point), `outcome` (`answered`, `skipped`, `unanswered`)
 * - translations of a question set: `version` and `language` before (the set translated) and after (the translation written)
 * - blind-first review: `scores_withheld` (true) where the reader may not yet see the entry's scores (decision 503)
 */

type Data = Record<string, unknown> | null;

const num = (d: Data, key: string): number | null => (typeof d?.[key] === 'number' ? (d[key] as number) : null);
const str = (d: Data, key: string): string | null => (typeof d?.[key] === 'string' ? (d[key] as string) : null);
const listOf = (d: Data, key: string): string => (Array.isArray(d?.[key]) ? (d[key] as unknown[]).map(String).join(', ') : '');

function actorName(event: Pick<AuditEvent, 'actor'>): string {
  if (event.actor.name) return event.actor.name;
  if (event.actor.type === 'ai') return 'The AI';
  if (event.actor.type === 'system') return 'The system';
  return 'A former team member';
}

const statusLabel = (s: string | null) => (s && s in INTERVIEW_STATUS_LABELS ? INTERVIEW_STATUS_LABELS[s as InterviewStatus] : (s ?? '—'));
const recommendationLabel = (r: string | null) =>
  r && r in RECOMMENDATION_LABELS ? RECOMMENDATION_LABELS[r as Recommendation] : (r ?? 'none');
const flagLabel = (f: string) => (f in ANSWER_FLAG_LABELS ? ANSWER_FLAG_LABELS[f as AnswerFlag] : f);

function reasonOf(d: Data): string | null {
  const nested = d?.override_reason;
  const code =
    str(d, 'override_reason_code') ??
    (nested && typeof nested === 'object' && typeof (nested as { code?: unknown }).code === 'string'
      ? (nested as { code: string }).code
      : null);
  if (!code) return null;
  return code in OVERRIDE_REASON_LABELS ? OVERRIDE_REASON_LABELS[code as OverrideReasonCode] : code;
}

function flagsOf(d: Data): string[] {
  const flags = d?.flags;
  return Array.isArray(flags) ? flags.filter((f): f is string => typeof f === 'string') : [];
}

/** "question 2" where the caller knows the question's number, else "a question". */
export type QuestionNamer = (questionId: string | null) => number | null;

function questionOf(event: AuditEvent, numberOf: QuestionNamer): string {
  const n = numberOf(event.subject_id);
  return n === null ? 'a question' : `question ${n}`;
}

/** The reader has not yet seen this entry's scores: the log keeps them back (decision 503). */
const withheld = (event: AuditEvent) => event.after?.scores_withheld === true;

function reviewSentence(event: AuditEvent, question: string): string {
  const { before, after } = event;
  if (withheld(event)) return `${actorName(event)} scored ${question}: ${AUDIT_MESSAGES.answerScoresWithheld}`;
  const score = num(after, 'score');
  const ai = num(after, 'ai_score') ?? num(before, 'ai_score');
  const previous = num(before, 'score');
  const who = actorName(event);
  let line =
    previous !== null && score !== null && previous !== score
      ? `${who} changed the score of ${question}: ${previous} → ${score}`
      : `${who} scored ${question}: ${score ?? '—'}`;
  if (ai !== null) line += ` (AI ${ai})`;
  // Scored before the reviewer saw the AI's score, so no reason was asked (decision 499).
  if (after?.blind === true) line += ', before seeing the AI score';
  const reason = reasonOf(after);
  if (reason) line += `, reason: ${reason}`;
  return line;
}

function aiSentence(event: AuditEvent, question: string): string {
  const { before, after } = event;
  const score = num(after, 'score');
  if (str(after, 'reason') === 'duplicate_answer') {
    const was = num(before, 'score');
    return was === score
      ? `The AI flagged ${question}: ${flagLabel('duplicate_answer')} (score stays ${score ?? '—'})`
      : `The AI capped ${question} at ${score ?? '—'} (was ${was ?? '—'}): ${flagLabel('duplicate_answer')}`;
  }
  const kind = str(after, 'engine');
  const model = str(after, 'model');
  const version = str(after, 'version');
  const engine = [kind ? `${kind} engine` : null, [model, version ? `v${version}` : null].filter(Boolean).join(' ') || null]
    .filter(Boolean)
    .join(', ');
  if (withheld(event)) return `The AI scored ${question}${engine ? ` (${engine})` : ''}: ${AUDIT_MESSAGES.answerScoresWithheld}`;
  let line = score === null ? `The AI left ${question} for a person to score` : `The AI scored ${question}: ${score}`;
  if (engine) line += ` (${engine})`;
  const flags = flagsOf(after);
  if (flags.length > 0) line += `, flags: ${flags.map(flagLabel).join(', ')}`;
  return line;
}

function statusSentence(event: AuditEvent): string {
  const from = str(event.before, 'status');
  const to = str(event.after, 'status');
  const change = from ? `${statusLabel(from)} → ${statusLabel(to)}` : statusLabel(to);
  const who = actorName(event);
  if (str(event.after, 'by') === 'candidate') {
    if (to === 'started') return `The candidate started the interview (${change})`;
    if (to === 'completed') return `The candidate submitted the interview (${change})`;
    return `The candidate changed the status (${change})`;
  }
  if (to === 'invited' && !from) return `${who} invited the candidate (${change})`;
  if (to === 'withdrawn') return `${who} withdrew the link (${change})`;
  if (to === 'expired') return `The link expired (${change})`;
  if (from === 'expired') return `${who} reopened the link (${change})`;
  return `${who} changed the status (${change})`;
}

function deletionSentence(event: AuditEvent): string {
  if (str(event.after, 'reason') === 'retention') {
    const days = num(event.after, 'retention_days');
    return `Candidate data deleted at the end of the ${days === null ? '' : `${days}-day `}retention period`;
  }
  if (str(event.after, 'reason') === 'candidate_request') return "Candidate data deleted at the candidate's request";
  return `${actorName(event)} deleted the candidate's data`;
}

/** Settings that are switched on or off: "Jane Roe turned blind-first review off". */
const ON_OFF_SETTINGS = new Set(['blind_review', 'candidate_reminders', 'strengths_after_review', 'ask_follow_ups']);
const onOff = (v: unknown) => (v === true ? 'on' : v === false ? 'off' : '—');
const days = (v: unknown) => (typeof v === 'number' ? `${v} days` : '—');
const SETTING_LABELS: Record<string, (value: unknown) => string> = {
  ...Object.fromEntries([...ON_OFF_SETTINGS].map((name) => [name, onOff])),
  retention_days: days,
  erasure_days: days,
};
const SETTING_NAMES: Record<string, string> = {
  blind_review: 'blind-first review',
  retention_days: 'the retention period',
  erasure_days: 'the erasure period',
  candidate_reminders: 'reminders to candidates',
  strengths_after_review: 'the summary of strengths after review',
  ask_follow_ups: 'follow-ups for this position',
};

const FOLLOW_UP_OUTCOMES: Record<string, string> = {
  answered: 'the candidate answered it',
  skipped: 'the candidate skipped it',
  unanswered: 'the candidate left it unanswered',
};

/** "The AI asked a follow-up on question 2 (no result or outcome; the question's own follow-up): the candidate answered it". */
function followUpSentence(event: AuditEvent, question: string): string {
  const gap = str(event.after, 'gap');
  const source = str(event.after, 'source');
  const point = str(event.after, 'point');
  const why = gap && gap in FOLLOW_UP_GAP_LABELS ? FOLLOW_UP_GAP_LABELS[gap as FollowUpGap].toLowerCase() : (gap ?? 'a gap');
  const from = source && source in FOLLOW_UP_SOURCE_LABELS ? FOLLOW_UP_SOURCE_LABELS[source as FollowUpSource] : (source ?? '');
  const outcome = FOLLOW_UP_OUTCOMES[str(event.after, 'outcome') ?? ''] ?? '';
  return `The AI asked a follow-up on ${question} (${why}${point ? `: "${point}"` : ''}${from ? `; ${from}` : ''})${outcome ? `: ${outcome}` : ''}`;
}

function settingSentence(event: AuditEvent): string {
  const setting = str(event.after, 'setting') ?? '';
  const show = SETTING_LABELS[setting] ?? ((v: unknown) => String(v ?? '—'));
  const name = SETTING_NAMES[setting] ?? (setting || 'a setting');
  if (ON_OFF_SETTINGS.has(setting)) return `${actorName(event)} turned ${name} ${show(event.after?.value)}`;
  return `${actorName(event)} changed ${name}: ${show(event.before?.value)} → ${show(event.after?.value)}`;
}

function reminderSentence(event: AuditEvent): string {
  const kind = str(event.after, 'kind');
  if (kind === 'not_started') return 'The system emailed the candidate a reminder: the interview was not started';
  if (kind === 'not_submitted')
    return 'The system emailed the candidate a reminder: the interview was not submitted and the link expires soon';
  return `${actorName(event)} emailed the candidate a reminder`;
}

/** A webhook resumed, moved to another address or given other events. */
function webhookChangeSentence(event: AuditEvent): string {
  const url = str(event.after, 'url') ?? '';
  if (str(event.before, 'status') === 'paused' && str(event.after, 'status') === 'active')
    return `${actorName(event)} resumed the webhook to ${url}`;
  return `${actorName(event)} changed the webhook to ${url} (${listOf(event.after, 'events')})`;
}

const decisionLabel = (v: string | null) => (v && v in DECISION_LABELS ? DECISION_LABELS[v as Decision] : '—');

function decisionSentence(event: AuditEvent): string {
  const change = `${decisionLabel(str(event.before, 'decision') ?? 'undecided')} → ${decisionLabel(str(event.after, 'decision'))}`;
  const sent = event.after?.notified === true ? ', and the candidate was sent the message' : '';
  return `${actorName(event)} changed the decision: ${change}${sent}`;
}

/** "Jane Roe had the AI translate the questions into Spanish: version 3, from version 2". */
function translationSentence(event: AuditEvent): string {
  const language = str(event.after, 'language');
  const label = isInterviewLanguage(language) ? INTERVIEW_LANGUAGE_LABELS[language] : (language ?? 'another language');
  return `${actorName(event)} had the AI translate the questions into ${label}: version ${num(event.after, 'version') ?? '—'}, from version ${num(event.before, 'version') ?? '—'}`;
}

export function describeAuditEvent(event: AuditEvent, numberOf: QuestionNamer = () => null): string {
  const question = questionOf(event, numberOf);
  switch (event.action) {
    case 'ai_scored':
      return aiSentence(event, question);
    case 'review_scored':
    case 'review_overridden':
      return reviewSentence(event, question);
    case 'ai_revealed':
      return `${actorName(event)} showed the AI score of ${question}`;
    case 'recommendation_changed':
      if (withheld(event)) return `${actorName(event)} changed the recommendation: ${AUDIT_MESSAGES.resultWithheld}`;
      return `${actorName(event)} changed the recommendation: ${recommendationLabel(str(event.before, 'recommendation'))} → ${recommendationLabel(str(event.after, 'recommendation'))}`;
    case 'status_changed':
      return statusSentence(event);
    case 'data_deleted':
      return deletionSentence(event);
    case 'setting_changed':
      return settingSentence(event);
    case 'api_key_created':
      return `${actorName(event)} created the API key "${str(event.after, 'name') ?? ''}" (${listOf(event.after, 'scopes')})`;
    case 'api_key_first_used':
      return `The API key "${str(event.after, 'name') ?? ''}" was used for the first time`;
    case 'api_key_revoked':
      return `${actorName(event)} revoked the API key "${str(event.after, 'name') ?? ''}"`;
    case 'webhook_created':
      return `${actorName(event)} added a webhook to ${str(event.after, 'url') ?? ''} (${listOf(event.after, 'events')})`;
    case 'webhook_changed':
      return webhookChangeSentence(event);
    case 'webhook_paused':
      return str(event.after, 'reason') === 'failures'
        ? `The webhook to ${str(event.after, 'url') ?? ''} was paused after a day of failed deliveries`
        : `${actorName(event)} paused the webhook to ${str(event.after, 'url') ?? ''}`;
    case 'webhook_deleted':
      return `${actorName(event)} deleted the webhook to ${str(event.before, 'url') ?? ''}`;
    case 'accommodation_requested':
      return 'The candidate asked for an alternative process or accommodation';
    case 'human_review_requested':
      return 'The candidate asked for a person to review the result';
    case 'erasure_requested':
      return 'The candidate asked for their data to be erased';
    case 'candidate_request_handled':
      return `${actorName(event)} marked the candidate's request (${str(event.after, 'request_label') ?? 'a request'}) as handled`;
    case 'data_exported':
      return 'The candidate downloaded a copy of their data';
    case 'reminder_sent':
      return reminderSentence(event);
    case 'decision_changed':
      return decisionSentence(event);
    case 'strengths_summary_sent':
      return 'A summary of strengths, from reviewers’ scores, was sent to the candidate';
    case 'follow_up_asked':
      return followUpSentence(event, question);
    case 'questions_translated':
      return translationSentence(event);
  }
}
