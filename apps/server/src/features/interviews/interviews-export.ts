import { RECOMMENDATION_SOURCE_LABELS } from '@hiring/shared/blind-review';
import {
  AI_UNSEEN_NOTE,
  AI_WITHHELD_NOTE,
  CANDIDATES_CSV_LEAD_COLUMNS,
  CANDIDATES_CSV_TAIL_COLUMNS,
  exportFileName,
  goalCsvColumns,
  type InterviewsExportQuery,
} from '@hiring/shared/exports';
import { INTERVIEW_MESSAGES, INTERVIEW_STATUS_LABELS, RECOMMENDATION_LABELS, REVIEW_STATUS_LABELS } from '@hiring/shared/interviews';
import { type CsvCell, toCsv } from '../../lib/csv.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { positionForInterviews } from '../job-positions/index.ts';
import { jobNotFound } from './interview-errors.ts';
import { listScoredInterviews } from './interview-lists.repository.ts';
import { effectiveStatus, reviewStatusOf } from './interview-status.ts';
import { companyOf, type InterviewsContext } from './interviews-context.ts';
import { interviewsWithAiUnseen } from './blind-log.ts';
import { draftHidden, reviewProgress } from './review-progress.ts';

export interface CsvFile {
  fileName: string;
  body: string;
}

/**
 * A position's candidates as a CSV file (issue 40, decision 721): one row per interview, oldest
 * first, with per-goal reviewed and AI scores in separate, labelled columns, the overall scores,
 * the recommendation and its source, the review state and the status. Under blind-first review
 * the AI's scores and draft recommendation of an interview not yet fully reviewed are left out,
 * as on the lists, and so are the AI's scores of one the member downloading has not seen every AI
 * score of (decision 503); reviewers' scores are always in.
 */
export async function exportCandidates(ctx: InterviewsContext, auth: AuthContext, query: InterviewsExportQuery): Promise<CsvFile> {
  const companyId = companyOf(auth);
  const job = await positionForInterviews(ctx.db, companyId, query.job_position_id);
  if (!job) throw jobNotFound();
  const rows = await listScoredInterviews(ctx.db, companyId, job.id);
  const goals: { id: string; text: string }[] = [];
  for (const r of rows)
    for (const g of r.goalResults) if (!goals.some((x) => x.id === g.goal_id)) goals.push({ id: g.goal_id, text: g.goal_text });

  // A member reads no AI score they have not yet seen under blind review, even once the team has
  // reviewed (decision 503); an integration's API key is no reviewer and reads as before.
  const unseen = auth.apiKeyId
    ? new Set<string>()
    : await interviewsWithAiUnseen(
        ctx.db,
        companyId,
        auth.userId,
        rows.filter((r) => r.blindReview && !draftHidden(r)).map((r) => r.id),
      );
  const body = rows.map((r): CsvCell[] => {
    const deleted = r.dataDeletedAt !== null;
    const draft = draftHidden(r);
    const withheld = draft || unseen.has(r.id);
    const progress = reviewProgress(r);
    const goalCells = goals.flatMap((g) => {
      const found = r.goalResults.find((x) => x.goal_id === g.id);
      return [found?.human_score ?? null, withheld ? null : (found?.ai_score ?? null)];
    });
    // Once reviewed, the recommendation is the reviewers': only the AI's draft is held back.
    const recommendation = draft ? null : r.recommendation;
    const scored = r.scoringStatus === 'scored';
    return [
      r.id,
      deleted ? INTERVIEW_MESSAGES.deletedCandidate : r.candidateName,
      deleted ? null : r.candidateEmail,
      INTERVIEW_STATUS_LABELS[effectiveStatus(r)],
      REVIEW_STATUS_LABELS[reviewStatusOf(r.reviewedCount, r.questionsCount)],
      r.createdAt.toISOString(),
      r.completedAt?.toISOString() ?? null,
      ...goalCells,
      progress.reviewed_score,
      withheld ? null : r.aiOverall,
      recommendation ? RECOMMENDATION_LABELS[recommendation] : null,
      scored && recommendation ? RECOMMENDATION_SOURCE_LABELS[progress.recommendation_source] : null,
      withheld && scored ? (draft ? AI_WITHHELD_NOTE : AI_UNSEEN_NOTE) : 'No',
    ];
  });
  const header = [...CANDIDATES_CSV_LEAD_COLUMNS, ...goals.flatMap((g) => goalCsvColumns(g.text)), ...CANDIDATES_CSV_TAIL_COLUMNS];
  return { fileName: exportFileName(job.title, 'candidates'), body: toCsv(header, body) };
}
