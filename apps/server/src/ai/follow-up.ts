import type { GoalInput, JobInput, QuestionInput } from '@hiring/shared/ai';
import type { FollowUpGap, FollowUpSource } from '@hiring/shared/follow-up-constants';

/**
 * One adaptive follow-up (issue 42, decisions 780-783): what the engine is asked and what it
 * answers. The gap is always read by the builtin engine's rules (deterministic); the text is the
 * question's own follow-up or a stock one, or one the LLM engine writes for the gap.
 */
export interface FollowUpRequest {
  job: JobInput;
  question: QuestionInput;
  goals: GoalInput[];
  answer: string;
  /** The question's stored follow-ups (`followup_suggestions`). */
  followUps: string[];
  /** The follow-up already chosen for this answer: kept when the gap is the same, so a model is not asked again on every save. */
  current: FollowUpChoice | null;
}

export interface FollowUpChoice {
  gap: FollowUpGap;
  point: string | null;
  text: string;
  source: FollowUpSource;
}

export const sameGap = (a: Pick<FollowUpChoice, 'gap' | 'point'> | null, b: Pick<FollowUpChoice, 'gap' | 'point'> | null) =>
  a !== null && b !== null && a.gap === b.gap && a.point === b.point;
