import {
  type QuestionHistory,
  type QuestionHistoryEntry,
  QUESTION_ERROR_CODES,
  QUESTION_MESSAGES,
  type Readiness,
} from '@hiring/shared/questions';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { companyOf, companyPosition, confirmedGoals, positionNotFound } from '../job-positions/index.ts';
import { withRevisions } from './question-drafts.ts';
import { toHistoryEntry } from './question-views.ts';
import { currentSet, findQuestion, listHistory, listQuestions } from './questions.repository.ts';

/** What a position's question set says of itself: each question's history, the set's timeline, and whether interviews can start. */

const questionNotFound = () => new AppError(404, QUESTION_MESSAGES.questionNotFound).withCode(QUESTION_ERROR_CODES.questionNotFound);

export async function questionHistory(db: Db, auth: AuthContext, jobPositionId: string, questionId: string): Promise<QuestionHistory> {
  const job = await companyPosition(db, companyOf(auth), jobPositionId);
  if (!job) throw positionNotFound();
  const question = await findQuestion(db, job.id, questionId);
  if (!question) throw questionNotFound();
  const rows = await listHistory(db, job.id, question.lineageId);
  return {
    question_id: question.id,
    entries: withRevisions(rows).map(toHistoryEntry),
  };
}

/** The whole position's timeline: every change to every question, oldest first. */
export async function setHistory(db: Db, auth: AuthContext, jobPositionId: string): Promise<QuestionHistoryEntry[]> {
  const job = await companyPosition(db, companyOf(auth), jobPositionId);
  if (!job) throw positionNotFound();
  return withRevisions(await listHistory(db, job.id)).map(toHistoryEntry);
}

export async function readiness(db: Db, auth: AuthContext, jobPositionId: string): Promise<Readiness> {
  const job = await companyPosition(db, companyOf(auth), jobPositionId);
  if (!job) throw positionNotFound();
  const issues: string[] = [];
  const goals = await confirmedGoals(db, job.id);
  if (!job.goalsConfirmed || goals.length === 0) issues.push(QUESTION_MESSAGES.goalsNotConfirmed);
  if (job.status === 'generating_questions') issues.push(QUESTION_MESSAGES.generating);
  const set = await currentSet(db, job.id);
  const rows = set ? await listQuestions(db, set.id) : [];
  if (rows.length === 0) issues.push(QUESTION_MESSAGES.noQuestions);
  else {
    if (set?.status !== 'finalized') issues.push(QUESTION_MESSAGES.notFinalized);
    const covered = new Set(rows.flatMap((q) => q.goalConnections.map((c) => String(c.goal_id))));
    const uncovered = goals.filter((g) => !covered.has(g.id)).length;
    if (uncovered > 0) issues.push(QUESTION_MESSAGES.goalsWithoutQuestions(uncovered));
  }
  return { ready: issues.length === 0, issues };
}
