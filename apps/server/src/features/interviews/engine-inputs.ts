import type { GoalInput, QuestionInput } from '@hiring/shared/ai';
import type { JobGoalRow } from '../job-positions/index.ts';
import type { InterviewQuestionRow } from '../questions/index.ts';

/** A question of the interview as the AI engine reads it. */
export function questionInput(q: InterviewQuestionRow): QuestionInput {
  return {
    id: q.id,
    text: q.text,
    category: q.category,
    difficulty: q.difficulty,
    question_order: q.questionOrder,
    competency: q.competency,
    intent: q.intent,
    expected_traits: q.expectedTraits,
    expected_response_guidelines: q.expectedResponseGuidelines,
    goal_connections: q.goalConnections.map((c) => ({ goal_id: String(c.goal_id), weight: c.weight })),
    skills: q.skills,
  };
}

/** The question's goals as the engine reads them: the position's goal where it still exists, else what the question kept of it. */
export function goalInputsOf(q: InterviewQuestionRow, goalRows: ReadonlyMap<string, JobGoalRow>): GoalInput[] {
  return q.goalConnections.map((c) => {
    const g = goalRows.get(String(c.goal_id));
    return {
      id: String(c.goal_id),
      text: g?.text ?? c.goal_text,
      description: g?.description ?? null,
      category: g?.category ?? c.category,
      importance: g?.importance ?? null,
    };
  });
}
