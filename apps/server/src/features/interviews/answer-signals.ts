import { sql } from 'drizzle-orm';
import { type AnswerIntegrity, INTEGRITY_AI_FLAGS, INTEGRITY_THRESHOLDS, readableFlags } from '@hiring/shared/integrity';
import type { InterviewAnswer } from '@hiring/shared/interviews';
import { interviews } from './interviews.table.ts';
import type { InterviewAnswerRow } from './interviews.table.ts';

/**
 * What the review shows beside an answer besides the scores (issue 38, item 5): the page's
 * integrity signals, and the AI's flags in words. Neither is read by any score (decision 675).
 */

/** The signals the candidate's page recorded for an answer; null when it recorded none (an older page, or not answered). */
export function integrityOf(row: InterviewAnswerRow | undefined): AnswerIntegrity | null {
  if (!row) return null;
  const { pasteCount, pastedChars, tabLeaves, activeSeconds } = row;
  if (pasteCount === null && pastedChars === null && tabLeaves === null && activeSeconds === null) return null;
  return { paste_count: pasteCount ?? 0, pasted_chars: pastedChars ?? 0, tab_leaves: tabLeaves ?? 0, seconds: activeSeconds ?? 0 };
}

type AnswerWithoutFlags = Omit<InterviewAnswer, 'flags'>;

/**
 * The answer with its AI flags in words, read from its `ai` part as it will be answered: where
 * `ai` is withheld (null), so are the flags, since they are the AI's judgement. Call it last,
 * on the answer as it leaves the server.
 */
export function withReadableFlags(answer: AnswerWithoutFlags): InterviewAnswer {
  return { ...answer, flags: answer.ai ? readableFlags(answer.ai.flags) : [] };
}

const aiFlagList = sql.raw(INTEGRITY_AI_FLAGS.map((f) => `'${f}'`).join(', '));

/**
 * An interview with an integrity flag on one of its answers (decision 676): an AI flag of
 * INTEGRITY_AI_FLAGS, or the page's signals past INTEGRITY_THRESHOLDS.
 */
export const integrityFlaggedSql = sql`exists (
  select 1 from interview_answers a
  where a.interview_id = ${interviews.id}
    and (
      coalesce(a.pasted_chars, 0) >= ${sql.raw(String(INTEGRITY_THRESHOLDS.pastedChars))}
      or coalesce(a.tab_leaves, 0) >= ${sql.raw(String(INTEGRITY_THRESHOLDS.tabLeaves))}
      or exists (select 1 from jsonb_array_elements_text(a.ai_flags) f(flag) where f.flag in (${aiFlagList}))
    )
)`;
