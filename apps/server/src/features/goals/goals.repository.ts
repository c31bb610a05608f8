import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { JsonRow } from '../../db/json-rows.ts';
import {
  findSessionWithPositionReads,
  goalsFromJson,
  goalsJson,
  type JobGoalRow,
  positionReadsQuery,
  readPositionReads,
  sessionPositionWith,
} from '../job-positions/index.ts';

/** The goals screen's reads: the position's goals with its current set's questions, alone or beside the session. */

/** The current set's questions of the position `jobPositionId` as SQL of a JSON array, from the questions feature. */
export type QuestionsJson = (jobPositionId: SQL | Placeholder) => SQL<JsonRow[]>;

/** The position's goals and its current set's questions as JSON columns, on the position's id (a placeholder, or a column as SQL). */
const goalsAndQuestionsFields = (questionsJson: QuestionsJson | undefined, id: SQL | Placeholder) => ({
  goals: goalsJson(id).as('goals'),
  questions: (questionsJson ? questionsJson(id) : sql<JsonRow[]>`'[]'::json`).as('questions'),
});

type GoalsAndQuestionsRow = { goals: JsonRow[]; questions: JsonRow[] };
type GoalsAndQuestions = { goals: JobGoalRow[]; questions: JsonRow[] };
const toGoalsAndQuestions = (row: GoalsAndQuestionsRow): GoalsAndQuestions => ({
  goals: goalsFromJson(row.goals),
  questions: row.questions,
});

/**
 * The goals screen's reads in one prepared statement (decision 463): the position's goals and,
 * from the questions feature, its current set's questions, each as JSON. Two statements side by
 * side cost each its own round trip and protocol work on both sides; one costs them once.
 */
export const goalsAndQuestionsQuery = (questionsJson: QuestionsJson | undefined) =>
  positionReadsQuery(questionsJson ? 'goals_and_questions' : 'goals_without_questions', (id) => goalsAndQuestionsFields(questionsJson, id));

export const readGoalsAndQuestions = (
  query: ReturnType<typeof goalsAndQuestionsQuery>,
  db: Db,
  jobPositionId: string,
): Promise<GoalsAndQuestions> => readPositionReads(query, db, jobPositionId, toGoalsAndQuestions);

/** The goals screen's one statement (decision 470): the goals and questions beside the session and its position. */
export const sessionGoalsQuery = (questionsJson: QuestionsJson | undefined) =>
  sessionPositionWith(questionsJson ? 'session_goals_and_questions' : 'session_goals', (id) => goalsAndQuestionsFields(questionsJson, id));

/** Runs `sessionGoalsQuery` for the position `id`; `then` turns the goals and questions into what the caller needs. */
export function findSessionWithGoals<T = GoalsAndQuestions>(
  query: ReturnType<typeof sessionGoalsQuery>,
  db: Db,
  sessionId: string,
  userId: string,
  id: string,
  then: (read: GoalsAndQuestions) => T = (read) => read as T,
) {
  return findSessionWithPositionReads(query, db, sessionId, userId, id, (row) => then(toGoalsAndQuestions(row)));
}
