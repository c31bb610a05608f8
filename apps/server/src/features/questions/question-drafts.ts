import { clip, goalCoverageReason, type GoalConnection } from '@hiring/shared/ai';
import { HAND_WRITTEN_MINUTES } from '@hiring/shared/question-length';
import type { JobGoalRow } from '../job-positions/index.ts';
import type { HistoryWithAuthor } from './questions.repository.ts';
import type { NewInterviewQuestion } from './questions.table.ts';

/** How strongly a hand-written question is linked to each goal the team chose for it. */
export const HAND_WRITTEN_WEIGHT = 0.8;

const NOT_ASSESSED = 'Written by the team: not assessed by the AI.';

/**
 * The stored columns of a question the team wrote by hand for `goals` (the first is its main
 * goal): a medium behavioural question of HAND_WRITTEN_MINUTES, linked to each goal, with a
 * general 1-5 scale so its answers can be scored. Its effectiveness is neutral and says it was
 * not assessed; the screen shows it as the team's.
 */
export function handWrittenQuestion(
  text: string,
  goals: JobGoalRow[],
): Omit<NewInterviewQuestion, 'questionSetId' | 'jobPositionId' | 'lineageId' | 'questionOrder'> {
  const primary = goals[0]!;
  const links: GoalConnection[] = goals.map((g) => ({
    goal_id: g.id,
    goal_text: clip(g.text, 1000),
    category: g.category,
    importance: Math.round(g.importance * 2.5),
    weight: HAND_WRITTEN_WEIGHT,
    reasoning: 'Chosen by the team when writing the question.',
    connection_strength: Math.round(HAND_WRITTEN_WEIGHT * 100),
  }));
  const goal = clip(primary.text, 160);
  return {
    text,
    category: primary.category,
    questionType: 'behavioral',
    difficulty: 'mid',
    competency: clip(primary.text, 200),
    intent: clip(`Assess "${goal}", in the team's own words`, 500),
    purpose: clip(`Gives evidence for the goal "${goal}"${goals.length > 1 ? ` and ${goals.length - 1} more` : ''}.`, 500),
    expectedTraits: goals.map((g) => clip(g.text, 100)).slice(0, 5),
    estimatedTime: HAND_WRITTEN_MINUTES,
    aiConfidence: 0,
    authoredBy: 'team',
    followupSuggestions: [],
    expectedResponseGuidelines: {
      strong: `A specific, first-hand answer to the question that shows "${goal}", with the candidate's own part and a result.`,
      adequate: 'A relevant answer that stays general or skips the outcome.',
      weak: 'Vague, off-topic, or not an answer to the question asked.',
      key_points: [clip(`Shows ${primary.text}`, 300), 'The candidate’s own actions', 'A result or lesson'],
      rating_scale: [
        { score: 1, label: 'Insufficient', description: 'Empty, off-topic, copied from the question, or nothing relevant to the goal.' },
        { score: 2, label: 'Weak', description: 'General statements without an example or evidence.' },
        { score: 3, label: 'Adequate', description: 'A relevant example covering part of the question, thin on specifics or results.' },
        { score: 4, label: 'Strong', description: "A concrete example with the candidate's own actions and an outcome." },
        { score: 5, label: 'Exceptional', description: 'A complete, specific answer with measurable results and reflection.' },
      ],
    },
    effectiveness: {
      relevance_score: 50,
      difficulty_score: 60,
      coverage_score: 50,
      relevance_reason: NOT_ASSESSED,
      difficulty_reason: NOT_ASSESSED,
      coverage_reason: goalCoverageReason(links),
    },
    goalConnections: links,
    skills: [],
    sources: [],
  };
}

/** The kinds of change that give a question a new text, and so a new revision. */
const NEW_TEXT = new Set(['created', 'updated', 'regenerated', 'translated']);

/** History entries (oldest first) with each question's revision at that entry: 1 when created, one more per new text. */
export function withRevisions<T extends Pick<HistoryWithAuthor, 'lineageId' | 'changeType'>>(rows: T[]): (T & { revision: number })[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const revision = (seen.get(row.lineageId) ?? 0) + (NEW_TEXT.has(row.changeType) ? 1 : 0);
    seen.set(row.lineageId, revision);
    return { ...row, revision: Math.max(1, revision) };
  });
}
