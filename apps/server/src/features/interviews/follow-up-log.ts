import { recordAuditEvents } from '../audit/index.ts';
import type { Tx } from '../job-positions/index.ts';
import type { InterviewAnswerRow, InterviewRow } from './interviews.table.ts';

type Subject = Pick<InterviewRow, 'id' | 'companyId' | 'jobPositionId'>;

/**
 * At submit, one `follow_up_asked` event per question that asked one (issue 42, decision 780): the
 * gap the engine read (the reason), where the text came from (the choice), the guide's key point
 * it asked about, and whether the candidate answered, skipped or left it. Codes and the guide's
 * words only: the follow-up's text can quote the candidate (an LLM writes it), so it stays out.
 */
export async function logFollowUps(tx: Tx, row: Subject, answers: readonly InterviewAnswerRow[]): Promise<void> {
  await recordAuditEvents(
    tx,
    answers
      .filter((a) => a.followUpText && a.followUpGap)
      .map((a) => ({
        companyId: row.companyId,
        interviewId: row.id,
        jobPositionId: row.jobPositionId,
        actor: { type: 'ai' as const },
        action: 'follow_up_asked' as const,
        subjectId: a.questionId,
        after: {
          gap: a.followUpGap,
          source: a.followUpSource,
          ...(a.followUpSource !== 'llm' && a.followUpPoint ? { point: a.followUpPoint } : {}),
          outcome: a.followUpAnswer?.trim() ? 'answered' : a.followUpSkipped ? 'skipped' : 'unanswered',
        },
      })),
  );
}
