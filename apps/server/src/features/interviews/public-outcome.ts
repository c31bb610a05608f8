import { OUTCOME_HUMAN_REVIEW, OUTCOME_TEXTS, type PublicOutcome } from '@hiring/shared/decisions';
import type { InterviewRow } from './interviews.table.ts';

/**
 * The outcome the candidate's page shows (decision 763): only a decision the candidate was told
 * of by message, never a decision the team has not sent; a rejection says how to ask for a person
 * to review the result (the candidate rights flow).
 */
export function outcomeOf(row: Pick<InterviewRow, 'notifiedDecision' | 'notifiedAt'>): PublicOutcome | null {
  if (!row.notifiedDecision || !row.notifiedAt) return null;
  const words = OUTCOME_TEXTS[row.notifiedDecision];
  return {
    decision: row.notifiedDecision,
    title: words.title,
    text: words.text,
    human_review: row.notifiedDecision === 'reject' ? OUTCOME_HUMAN_REVIEW : null,
    decided_at: row.notifiedAt.toISOString(),
  };
}
