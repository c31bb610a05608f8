import type { AiResult, AnswerFlag, AnswerScore, GoalInput, JobInput, QuestionInput } from '@hiring/shared/ai';
import { FOLLOW_UP_MESSAGES } from '@hiring/shared/follow-ups';
import { isSameAnswer } from '../../ai/checks/duplicates.ts';
import type { AiEngine } from '../../ai/engine.ts';
import { type ScoredAnswer, toScoredAnswer } from './interviews.scoring.ts';
import type { InterviewAnswerRow } from './interviews.table.ts';

/** How the follow-up's answer is joined to the first answer when both are scored together. */
export const FOLLOW_UP_JOINER = '\n\n';

export const withFollowUp = (answer: string, followUp: string) => `${answer}${FOLLOW_UP_JOINER}${followUp}`;

/**
 * The follow-up's answer that may count (decision 782): answered, not skipped, and not a copy of
 * the first answer, of the follow-up's own text, or of another question's answer or follow-up
 * (ai/checks/duplicates.ts): a pasted answer earns nothing twice.
 */
export function countableFollowUp(answer: InterviewAnswerRow, all: readonly InterviewAnswerRow[]): string | null {
  const text = answer.followUpAnswer?.trim();
  if (!text || answer.followUpSkipped) return null;
  const others = all.flatMap((a) => [
    ...(a.questionId !== answer.questionId && a.text ? [a.text] : []),
    ...(a.questionId !== answer.questionId && a.followUpAnswer ? [a.followUpAnswer] : []),
  ]);
  // The follow-up's own text written back is no answer to it (decision 816), like a question copied.
  if ([answer.text ?? '', answer.followUpText ?? '', ...others].some((o) => o && isSameAnswer(text, o))) return null;
  return text;
}

export interface FollowUpScore {
  result: AiResult<AnswerScore>;
  scored: ScoredAnswer;
  /** The score counts the follow-up: with it, the answer scored higher. */
  usedFollowUp: boolean;
}

const rank = (s: ScoredAnswer) => s.raw ?? Number.NEGATIVE_INFINITY;

/**
 * A reply the checks flag as gaming on its own (a list of terms, a keyword template, generic
 * text, the question copied, text addressed to the evaluator) never counts: joined to a first
 * answer it could pass for an answer that says something.
 */
export const GAMED_REPLY_FLAGS: readonly AnswerFlag[] = [
  'term_list',
  'keyword_template',
  'generic',
  'copied_question',
  'evaluator_instruction',
];

/**
 * The answer scored alone and, when the follow-up's answer counts (it is not gamed on its own,
 * GAMED_REPLY_FLAGS), scored again with it joined, through the same engine and its checks: the
 * higher score is kept, so answering a follow-up can raise a score but never lowers it. Evidence
 * is checked against the text that was scored, so it may quote either answer.
 */
export async function scoreWithFollowUp(
  ai: AiEngine,
  job: JobInput,
  question: QuestionInput,
  goals: GoalInput[],
  answer: string,
  followUp: string | null,
): Promise<FollowUpScore> {
  const alone = await ai.scoreAnswer(job, question, goals, answer);
  const aloneScored = toScoredAnswer(alone.data, answer);
  if (!followUp) return { result: alone, scored: aloneScored, usedFollowUp: false };
  const reply = await ai.scoreAnswer(job, question, goals, followUp);
  if (reply.data.flags.some((f) => GAMED_REPLY_FLAGS.includes(f))) return { result: alone, scored: aloneScored, usedFollowUp: false };
  const joined = withFollowUp(answer, followUp);
  const both = await ai.scoreAnswer(job, question, goals, joined);
  const bothScored = toScoredAnswer(both.data, joined);
  if (rank(bothScored) <= rank(aloneScored)) return { result: alone, scored: aloneScored, usedFollowUp: false };
  return {
    result: both,
    scored: { ...bothScored, rationale: `${bothScored.rationale} ${FOLLOW_UP_MESSAGES.countedInScore}`.trim() },
    usedFollowUp: true,
  };
}
