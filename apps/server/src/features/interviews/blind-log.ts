import type { AuditEvent } from '@hiring/shared/audit';
import type { AuditAction } from '@hiring/shared/reviews';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../job-positions/index.ts';
import { findSettings } from './interview-settings.repository.ts';
import { interviewAnswers } from './interviews.table.ts';
import { answerAiReveals, answerReviews } from './reviews.table.ts';

/** The events of one answer whose data holds a score the reader may not yet see. */
const ANSWER_SCORE_EVENTS: ReadonlySet<AuditAction> = new Set(['ai_scored', 'review_scored', 'review_overridden', 'ai_revealed']);

/** What an AI-score entry keeps when its scores are withheld: which engine read the answer, nothing it concluded. */
const AI_ENGINE_FIELDS = ['engine', 'model', 'version', 'fallback', 'language'] as const;

const pick = (data: Record<string, unknown> | null, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((k) => data && k in data).map((k) => [k, data![k]]));

/** One answer-score entry with its scores held back: the AI's, the other reviewer's, and the reason that points at them. */
function withheldAnswerEntry(event: AuditEvent): AuditEvent {
  const kept = event.action === 'ai_scored' ? pick(event.after, AI_ENGINE_FIELDS) : pick(event.after, ['blind']);
  return { ...event, before: null, after: { ...kept, scores_withheld: true } };
}

/** A recommendation change with the recommendation and the overall score held back. */
const withheldResultEntry = (event: AuditEvent): AuditEvent => ({ ...event, before: null, after: { scores_withheld: true } });

const key = (interviewId: string, questionId: string) => `${interviewId}:${questionId}`;

/**
 * The decision log as one member may read it (decision 503). Under blind-first review the review
 * screen withholds an answer's AI score and the other reviewers' scores from a reviewer until they
 * scored it or chose "Show AI score", and the interview's result while any answer is withheld
 * (decisions 660, 499). The log applies the same rule to its reader: those entries keep who acted
 * and when, say that their scores are hidden, and carry none. Nothing is removed from the log;
 * the reader sees each entry whole once they have seen the answer.
 */
export async function logForReader(db: Tx, companyId: string, readerId: string, events: AuditEvent[]): Promise<AuditEvent[]> {
  const interviewIds = [
    ...new Set(
      events
        .filter((e) => e.interview_id && (ANSWER_SCORE_EVENTS.has(e.action) || e.action === 'recommendation_changed'))
        .map((e) => e.interview_id!),
    ),
  ];
  if (interviewIds.length === 0) return events;
  if (!((await findSettings(db, companyId))?.blindReview ?? true)) return events;
  const [answers, reviews, reveals] = await Promise.all([
    db
      .select({ interviewId: interviewAnswers.interviewId, questionId: interviewAnswers.questionId, aiScore: interviewAnswers.aiScore })
      .from(interviewAnswers)
      .where(inArray(interviewAnswers.interviewId, interviewIds)),
    db
      .select({ interviewId: answerReviews.interviewId, questionId: answerReviews.questionId, reviewerId: answerReviews.reviewerId })
      .from(answerReviews)
      .where(and(eq(answerReviews.companyId, companyId), inArray(answerReviews.interviewId, interviewIds))),
    db
      .select({ interviewId: answerAiReveals.interviewId, questionId: answerAiReveals.questionId })
      .from(answerAiReveals)
      .where(and(eq(answerAiReveals.reviewerId, readerId), inArray(answerAiReveals.interviewId, interviewIds))),
  ]);
  const opened = new Set([
    ...reveals.map((r) => key(r.interviewId, r.questionId)),
    ...reviews.filter((r) => r.reviewerId === readerId).map((r) => key(r.interviewId, r.questionId)),
  ]);
  const reviewed = new Set(reviews.map((r) => key(r.interviewId, r.questionId)));
  const aiScored = new Set(answers.filter((a) => a.aiScore !== null).map((a) => key(a.interviewId, a.questionId)));
  const known = new Set(answers.map((a) => key(a.interviewId, a.questionId)));
  // As on the review screen: an answer's AI part is withheld where it has a score (one the AI left
  // for a person has none to anchor on), the other reviewers' scores always; either withholds the result.
  const aiWithheld = (k: string) => !opened.has(k) && (aiScored.has(k) || !known.has(k));
  const resultWithheld = new Set(
    answers
      .filter((a) => {
        const k = key(a.interviewId, a.questionId);
        return aiWithheld(k) || (!opened.has(k) && reviewed.has(k));
      })
      .map((a) => a.interviewId),
  );
  return events.map((e) => {
    if (!e.interview_id) return e;
    if (e.action === 'recommendation_changed') return resultWithheld.has(e.interview_id) ? withheldResultEntry(e) : e;
    if (!ANSWER_SCORE_EVENTS.has(e.action) || !e.subject_id) return e;
    const k = key(e.interview_id, e.subject_id);
    const hidden = e.action === 'review_scored' || e.action === 'review_overridden' ? !opened.has(k) : aiWithheld(k);
    return hidden ? withheldAnswerEntry(e) : e;
  });
}

/**
 * The interviews, of those given, with an answer whose AI score this reader has not seen: an AI
 * score they have neither scored nor revealed (decision 499's rule). The caller asks only where
 * the company reviews blind.
 */
export async function interviewsWithAiUnseen(db: Tx, companyId: string, readerId: string, interviewIds: string[]): Promise<Set<string>> {
  if (interviewIds.length === 0) return new Set();
  const [answers, own, reveals] = await Promise.all([
    db
      .select({ interviewId: interviewAnswers.interviewId, questionId: interviewAnswers.questionId, aiScore: interviewAnswers.aiScore })
      .from(interviewAnswers)
      .where(inArray(interviewAnswers.interviewId, interviewIds)),
    db
      .select({ interviewId: answerReviews.interviewId, questionId: answerReviews.questionId })
      .from(answerReviews)
      .where(
        and(
          eq(answerReviews.companyId, companyId),
          eq(answerReviews.reviewerId, readerId),
          inArray(answerReviews.interviewId, interviewIds),
        ),
      ),
    db
      .select({ interviewId: answerAiReveals.interviewId, questionId: answerAiReveals.questionId })
      .from(answerAiReveals)
      .where(and(eq(answerAiReveals.reviewerId, readerId), inArray(answerAiReveals.interviewId, interviewIds))),
  ]);
  const seen = new Set([...own, ...reveals].map((r) => key(r.interviewId, r.questionId)));
  return new Set(answers.filter((a) => a.aiScore !== null && !seen.has(key(a.interviewId, a.questionId))).map((a) => a.interviewId));
}
