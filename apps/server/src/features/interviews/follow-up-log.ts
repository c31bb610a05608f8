import { recordAuditEvents } from '../audit/index.ts';
import type { Tx } from '../job-positions/index.ts';
import type { InterviewAnswerRow, InterviewRow } from './interviews.table.ts';

type Subject = Pick<InterviewRow, 'id' | 'companyId' | 'jobPositionId'>;

/**
 * When a follow-up was asked: after the save of the answer it follows (it is chosen again after
 * each save until the candidate answers or skips it). An answer saved again after the reply leaves
 * the reply's time, the latest the follow-up can have been asked.
 */
function askedAt(a: InterviewAnswerRow): Date | undefined {
  const times = [a.savedAt, a.followUpSavedAt].filter((d): d is Date => d !== null);
  return times.length === 0 ? undefined : new Date(Math.min(...times.map((d) => d.getTime())));
}

/**
 * At submit, one `follow_up_asked` event per question that asked one (issue 42, decision 780): the
 * gap the engine read (the reason), where the text came from (the choice), the guide's key point
 * it asked about, and whether the candidate answered, skipped or left it. Codes and the guide's
 * words only: the follow-up's text can quote the candidate (an LLM writes it), so it stays out.
 * Each is dated when it was asked, so the log lists it where it happened: after the start, before
 * the submit, among the others in the order the candidate met them (decision 505).
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
        at: askedAt(a),
        after: {
          gap: a.followUpGap,
          source: a.followUpSource,
          ...(a.followUpSource !== 'llm' && a.followUpPoint ? { point: a.followUpPoint } : {}),
          outcome: a.followUpAnswer?.trim() ? 'answered' : a.followUpSkipped ? 'skipped' : 'unanswered',
        },
      })),
  );
}
