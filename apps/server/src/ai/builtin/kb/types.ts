import type { GoalCategory, QuestionDifficulty, QuestionType } from '@hiring/shared/ai';

/**
 * A question template. Placeholders filled from the job: {skill}, {skill2} (the job's own skills),
 * {audience} (patients, guests, users...), {work} (shift, release, deal...), {pressure},
 * {stakeholders}, {title}, {resp} (a responsibility quoted from the job).
 */
export interface Template {
  id: string;
  type: QuestionType;
  difficulty: QuestionDifficulty;
  text: string;
  followups: string[];
  /** What a good answer covers; drives the rubric and the scorer. */
  points: string[];
  /** Other competencies the answer also shows evidence for. */
  also: string[];
  minutes?: number;
  /** When set, {skill} may only be one of these; without one of them in the job the template is not used. */
  only?: string[];
}

export interface Competency {
  id: string;
  category: GoalCategory;
  name: string;
  /** Word stems that mark a goal or text as being about this competency. */
  keywords: string[];
  traits: string[];
  /** Goal text; may use the placeholders above plus {skills}. */
  goal: string;
  description: string;
  why: string;
  templates: Template[];
}

export function q(
  type: QuestionType,
  difficulty: QuestionDifficulty,
  text: string,
  followups: string[],
  points: string[],
  also: string[] = [],
  minutes?: number,
  only?: string[],
): Omit<Template, 'id'> {
  return { type, difficulty, text, followups, points, also, minutes, only };
}

export function withIds(prefix: string, templates: Omit<Template, 'id'>[]): Template[] {
  return templates.map((t, i) => ({ ...t, id: `${prefix}.${i + 1}` }));
}
