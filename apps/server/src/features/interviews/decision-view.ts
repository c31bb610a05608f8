import { DECISION_LABELS, type InterviewDecision } from '@hiring/shared/decisions';
import { iso } from './interviews-context.ts';
import type { InterviewRow } from './interviews.table.ts';

type DecisionColumns = Pick<InterviewRow, 'decision' | 'decisionNote' | 'decidedAt' | 'notifiedAt' | 'notifiedDecision'>;

/** An interview's decision as the team sees it (decision 760), with the name of who decided. */
export function decisionOf(row: DecisionColumns, decidedByName: string | null): InterviewDecision {
  return {
    decision: row.decision,
    decision_label: DECISION_LABELS[row.decision],
    note: row.decisionNote,
    decided_at: iso(row.decidedAt),
    decided_by: decidedByName,
    notified_at: iso(row.notifiedAt),
    notified_decision: row.notifiedDecision,
  };
}
