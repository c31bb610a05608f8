import type { GeneratedQuestion, GoalInput } from '@hiring/shared/ai';
import { CHANGE_DESCRIPTIONS, type InterviewQuestion, type QuestionHistoryEntry } from '@hiring/shared/questions';
import type { JobGoalRow } from '../job-positions/index.ts';
import type { HistoryWithAuthor } from './questions.repository.ts';
import type { InterviewQuestionRow, NewInterviewQuestion, QuestionSetRow } from './questions.table.ts';

/** Questions' rows as the API and the AI engine read them, and as a history entry records them. */

/** Goals most important first, then in the team's order: the order the length fitting covers and fills them. */
export const byImportance = (goals: JobGoalRow[]) =>
  [...goals].sort((a, b) => b.importance - a.importance || a.priorityOrder - b.priorityOrder);

export function goalInputs(goals: JobGoalRow[]): GoalInput[] {
  return goals.map((g) => ({
    id: g.id,
    text: g.text,
    description: g.description,
    category: g.category,
    importance: g.importance,
    hiring_strategy: g.hiringStrategy,
    priority_order: g.priorityOrder,
  }));
}

/** A generated question's stored columns, without its set, position, lineage and order (the bench's world writes them too). */
export function questionValues(
  q: GeneratedQuestion,
): Omit<NewInterviewQuestion, 'questionSetId' | 'jobPositionId' | 'lineageId' | 'questionOrder'> {
  return {
    text: q.text,
    category: q.category,
    questionType: q.question_type,
    difficulty: q.difficulty,
    competency: q.competency,
    intent: q.intent,
    purpose: q.purpose,
    expectedTraits: q.expected_traits,
    estimatedTime: q.estimated_time,
    aiConfidence: Math.round(q.ai_confidence),
    followupSuggestions: q.followup_suggestions,
    expectedResponseGuidelines: q.expected_response_guidelines,
    effectiveness: q.effectiveness,
    goalConnections: q.goal_connections.map((c) => ({ ...c, goal_id: String(c.goal_id) })),
    skills: q.skills,
    sources: q.sources ?? [],
  };
}

export function toQuestion(row: InterviewQuestionRow, set: QuestionSetRow): InterviewQuestion {
  return {
    id: row.id,
    text: row.text,
    question: row.text,
    status: set.status === 'finalized' ? 'finalized' : 'draft',
    category: row.category,
    question_type: row.questionType as InterviewQuestion['question_type'],
    difficulty: row.difficulty as InterviewQuestion['difficulty'],
    question_order: row.questionOrder,
    competency: row.competency,
    intent: row.intent,
    purpose: row.purpose,
    expected_traits: row.expectedTraits,
    estimated_time: row.estimatedTime,
    ai_confidence: row.authoredBy === 'team' ? null : row.aiConfidence,
    authored_by: row.authoredBy,
    followup_suggestions: row.followupSuggestions,
    expected_response_guidelines: row.expectedResponseGuidelines,
    effectiveness: row.effectiveness,
    goal_connections: row.goalConnections.map((c) => ({ ...c, goal_id: String(c.goal_id) })),
    skills: row.skills,
    sources: row.sources,
    version: set.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toHistoryEntry(h: HistoryWithAuthor & { revision: number }): QuestionHistoryEntry {
  return {
    id: h.id,
    question_id: h.questionId,
    change_type: h.changeType,
    timestamp: h.createdAt.toISOString(),
    created_at: h.createdAt.toISOString(),
    changed_by: h.changedBy,
    changed_by_name: h.authorName,
    version: h.version,
    revision: h.revision,
    description: CHANGE_DESCRIPTIONS[h.changeType],
    question_text: h.textAfter,
    content: h.textAfter,
    changes: {
      text: { before: h.textBefore, after: h.textAfter },
      order: h.orderBefore !== null && h.orderAfter !== null ? { before: h.orderBefore, after: h.orderAfter } : null,
    },
    category: h.category,
    purpose: h.purpose,
    expected_traits: h.expectedTraits,
  };
}

export function historyBase(row: InterviewQuestionRow, version: number, by: string | null) {
  return {
    jobPositionId: row.jobPositionId,
    lineageId: row.lineageId,
    questionId: row.id,
    version,
    changedBy: by,
    textAfter: row.text,
    category: row.category,
    purpose: row.purpose,
    expectedTraits: row.expectedTraits,
  };
}
